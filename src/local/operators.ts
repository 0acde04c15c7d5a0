// 操作员 of the ledger set (GET /api/zt/operators), cached for pickers and filters such as 制单人.
import type { ApiClient } from '../api/client';
import { type Operator, ztContracts } from '../core/contracts/zt';
import type { CachedRow, Plain } from './types';

export type OperatorRecord = Plain<Operator>;

export type OperatorRow = CachedRow<OperatorRecord>;

export const toOperatorRow = (r: OperatorRecord): OperatorRow => ({
  ...r,
  key: String(r.id),
  code: r.userName,
});

export async function loadOperators(api: ApiClient): Promise<CachedRow[]> {
  const rows = await api.call(ztContracts.operators, {}, { loading: false, background: true });
  return rows.map(toOperatorRow);
}
