// Voucher types (凭证类别: 记账凭证, 收款/付款/转账, ...) offline, from GET /api/voucher/types, so a
// voucher can be typed with its type chosen while the network is away.
import type { ApiClient } from '../api/client';
import { voucherContracts } from '../core/contracts/voucher';
import type { VoucherTypeView } from '../core/voucher/types';
import type { CachedRow } from './types';

// A mapped copy of the contract's interface: cached rows need a type alias (index signature).
export type VoucherTypeRecord = { [K in keyof VoucherTypeView]: VoucherTypeView[K] };

export type VoucherTypeRow = CachedRow<VoucherTypeRecord>;

export function toVoucherTypeRow(record: VoucherTypeRecord): VoucherTypeRow {
  return {
    code: record.code,
    name: record.name,
    sort: record.sort,
    enabled: record.enabled,
    restriction: record.restriction,
    key: record.code,
  };
}

export async function loadVoucherTypes(api: ApiClient): Promise<CachedRow[]> {
  const rows = await api.call(voucherContracts.types, {}, { loading: false, background: true });
  return rows.map(toVoucherTypeRow);
}
