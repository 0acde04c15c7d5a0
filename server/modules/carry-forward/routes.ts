// /api/carryForward/* (src/core/contracts/carry-forward.ts): 结转设置 and 期末结转 of the session's
// ledger set. 期末结转 is also what 自动凭证 proposes, so either key opens it.
import type { FastifyInstance } from 'fastify';
import { carryForwardContracts as c } from '../../../src/core/contracts/carry-forward.ts';
import { P } from '../../../src/core/permissions/keys.ts';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { ok } from '../../plugins/envelope.ts';
import { carryVouchers, generateCarry, previewCarry } from './run.ts';
import { readSetting, saveSetting } from './setting.ts';

const runners = [P.settings.accountingTransfer, P.voucher.automatic];

export async function carryForwardRoutes(app: FastifyInstance, { db }: AppContext) {
  serve(
    app,
    c.setting,
    { permission: [P.settings.transfer, ...runners], ledger: 'read' },
    async ({ ledgerSetId }) => ok(await readSetting(db, ledgerSetId)),
  );

  serve(
    app,
    c.saveSetting,
    { permission: P.settings.transfer, ledger: 'write' },
    async ({ input, request, session, ledgerSetId }) =>
      app.write(request, async (trx) =>
        ok(
          await saveSetting(
            trx,
            ledgerSetId,
            session.userId,
            {
              targets: input.targets,
              yearEndTargets: input.yearEndTargets,
              rules: input.rules,
              voucherType: input.voucherType ?? null,
              summary: input.summary,
            },
            input.version ?? undefined,
          ),
          '结转设置已保存',
        ),
      ),
  );

  serve(app, c.preview, { permission: runners, ledger: 'read' }, async ({ input, ledgerSetId }) =>
    ok(await previewCarry(db, ledgerSetId, input)),
  );

  serve(app, c.vouchers, { permission: runners, ledger: 'read' }, async ({ input, ledgerSetId }) =>
    ok(await carryVouchers(db, ledgerSetId, input.year)),
  );

  serve(
    app,
    c.generate,
    { permission: runners, ledger: 'write' },
    async ({ input, request, session, ledgerSetId }) =>
      app.write(request, async (trx) => {
        const done = await generateCarry(
          trx,
          { ledgerSetId, userId: session.userId, userName: session.realName },
          input,
        );
        const label = `${done.voucher.voucherType}-${done.voucher.voucherNo}`;
        return ok(done, done.replaced ? `结转凭证 ${label} 已重新生成` : `结转凭证 ${label} 已生成`);
      }),
  );
}
