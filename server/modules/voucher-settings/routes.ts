// POST /api/voucher/types/save {types: [{code, name, sort, enabled, restriction}]} -> the new list
// (凭证类型设置). The list itself is read with GET /api/voucher/types (server/modules/voucher).
import type { FastifyInstance } from 'fastify';
import { array, boolean, enums, object, refine } from 'superstruct';
import { P } from '../../../src/core/permissions/keys.ts';
import type { AppContext } from '../../app-context.ts';
import { sessionOf } from '../../lib/session.ts';
import { intIn, text } from '../../lib/structs.ts';
import { parseInput } from '../../lib/validate.ts';
import { ok } from '../../plugins/envelope.ts';
import { voucherTypes } from '../voucher/types-service.ts';
import { saveVoucherTypes } from './types-admin.ts';

const TypesInput = object({
  types: refine(
    array(
      object({
        code: text(10),
        name: text(20),
        sort: intIn(0, 999),
        enabled: boolean(),
        restriction: enums(['none', 'debitCash', 'creditCash', 'noCash'] as const),
      }),
    ),
    'types',
    (v) => (v.length >= 1 && v.length <= 20 ? true : '应有 1 到 20 个'),
  ),
});

const labels = {
  types: '凭证类型',
  code: '凭证字',
  name: '凭证类型名称',
  sort: '排序号',
  enabled: '是否启用',
  restriction: '限制类型',
};

export async function voucherSettingsRoutes(app: FastifyInstance, _ctx: AppContext) {
  app.post(
    '/api/voucher/types/save',
    { config: { permission: P.settings.voucherType, ledger: 'write' } },
    async (request) => {
      const { types } = parseInput(TypesInput, request.body, labels);
      const ledgerSetId = sessionOf(request).ledgerSetId ?? 0;
      return app.write(request, async (trx) => {
        await saveVoucherTypes(trx, ledgerSetId, types);
        return ok(await voucherTypes(trx, ledgerSetId), '凭证类型已保存');
      });
    },
  );
}
