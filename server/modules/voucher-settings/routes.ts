// /api/voucher/types/save (src/core/contracts/voucher-settings.ts): 凭证类型设置 saves the whole list
// and answers the new one. The list itself is read with GET /api/voucher/types (server/modules/voucher).
import type { FastifyInstance } from 'fastify';
import { voucherSettingsContracts as c } from '../../../src/core/contracts/voucher-settings.ts';
import { P } from '../../../src/core/permissions/keys.ts';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { ok } from '../../plugins/envelope.ts';
import { voucherTypes } from '../voucher/types-service.ts';
import { saveVoucherTypes } from './types-admin.ts';

export async function voucherSettingsRoutes(app: FastifyInstance, _ctx: AppContext) {
  serve(
    app,
    c.saveTypes,
    { permission: P.settings.voucherType, ledger: 'write' },
    async ({ input, request, ledgerSetId }) =>
      app.write(request, async (trx) => {
        await saveVoucherTypes(trx, ledgerSetId, input.types);
        return ok(await voucherTypes(trx, ledgerSetId), '凭证类型已保存');
      }),
  );
}
