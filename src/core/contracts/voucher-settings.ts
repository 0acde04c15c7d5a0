// 凭证类型设置: the ledger set's voucher types, saved as one list (the list itself is read with
// voucherContracts.types, GET /api/voucher/types).
import { array, boolean, enums, type Infer, object, refine } from 'superstruct';
import type { VoucherTypeView } from '../voucher/types';
import { post } from './contract';
import { intIn, text } from './structs';

const labels = {
  types: '凭证类型',
  code: '凭证字',
  name: '凭证类型名称',
  sort: '排序号',
  enabled: '是否启用',
  restriction: '限制类型',
};

const VoucherTypesSave = object({
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

export type VoucherTypesSaveInput = Infer<typeof VoucherTypesSave>;

export const voucherSettingsContracts = {
  /** Answers the saved list, as GET /api/voucher/types would. */
  saveTypes: post('/api/voucher/types/save', VoucherTypesSave, labels).answers<VoucherTypeView[]>(),
};
