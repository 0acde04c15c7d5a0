// GET /checkFinancial (src/core/contracts/financial-status.ts): whether the session's ledger set is
// ready for work. 4016 with data 2 = subject succession pending, 1 = opening balances not confirmed,
// 4 = fixed assets not initialised.
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../../src/core/contracts/errors.ts';
import {
  financialStatusContracts as c,
  FinancialState,
} from '../../../src/core/contracts/financial-status.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/errors.ts';
import { serve } from '../../lib/serve.ts';
import { ok } from '../../plugins/envelope.ts';
import { initRequired } from '../assets/init.ts';

export async function financialStatusRoutes(app: FastifyInstance, { db }: AppContext) {
  serve(app, c.check, { ledger: 'read' }, async ({ ledgerSetId }) => {
    const ledger = await db
      .selectFrom('ledger_set')
      .select(['succession_state', 'init_confirmed_at', 'assets_ready_at'])
      .where('id', '=', ledgerSetId)
      .executeTakeFirstOrThrow();
    if (ledger.succession_state === 'pending') {
      throw new AppError(
        ErrorCode.operation,
        '新旧会计制度科目衔接尚未完成，请先选择承接方式',
        FinancialState.successionPending,
      );
    }
    if (!ledger.init_confirmed_at) {
      throw new AppError(
        ErrorCode.operation,
        '期初余额尚未确认，请先完成期初余额确认',
        FinancialState.openingPending,
      );
    }
    // The opening balances hold assets whose opening cards are not confirmed yet.
    if (!ledger.assets_ready_at && (await initRequired(db, ledgerSetId))) {
      throw new AppError(
        ErrorCode.operation,
        '固定资产尚未初始化，请先完成资产初始化',
        FinancialState.assetsPending,
      );
    }
    return ok(null, '财务状态正常');
  });
}
