// /api/voucher/printSetting (src/core/contracts/voucher-print.ts): 凭证打印设置 of the session's
// ledger set, read by whoever prints vouchers and saved under settings.voucherPrint.
import type { FastifyInstance } from 'fastify';
import { voucherPrintContracts as c } from '../../../src/core/contracts/voucher-print.ts';
import { P } from '../../../src/core/permissions/keys.ts';
import { printSettingReaders } from '../../../src/core/permissions/readers.ts';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { ok } from '../../plugins/envelope.ts';
import { readPrintSetting, savePrintSetting } from './service.ts';

export async function voucherPrintRoutes(app: FastifyInstance, { db }: AppContext) {
  serve(app, c.read, { permission: printSettingReaders, ledger: 'read' }, async ({ ledgerSetId }) =>
    ok(await readPrintSetting(db, ledgerSetId)),
  );

  serve(
    app,
    c.save,
    { permission: P.settings.voucherPrint, ledger: 'write' },
    async ({ input: raw, request, session, ledgerSetId }) => {
      const { version, supervisorName, cashierName, unitName, ...rest } = raw;
      const input = {
        ...rest,
        supervisorName: supervisorName ?? '',
        cashierName: cashierName ?? '',
        unitName: unitName ?? '',
      };
      return app.write(request, async (trx) =>
        ok(
          await savePrintSetting(trx, ledgerSetId, session.userId, input, version ?? undefined),
          '凭证打印设置已保存',
        ),
      );
    },
  );
}
