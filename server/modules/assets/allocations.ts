// 调拨 / 分配 history of a card, newest first.
import type { AllocationView } from '../../../src/core/contracts/asset-cards.ts';
import type { Db } from './db.ts';

export async function allocations(db: Db, ledgerSetId: number, cardId: string): Promise<AllocationView[]> {
  const rows = await db
    .selectFrom('asset_allocation as a')
    .leftJoin('department as f', 'f.id', 'a.from_department_id')
    .innerJoin('department as t', 't.id', 'a.to_department_id')
    .innerJoin('app_user as u', 'u.id', 'a.created_by')
    .select([
      'a.id',
      'a.kind',
      'a.allocated_on',
      'f.name as from_name',
      't.name as to_name',
      'a.from_custodian',
      'a.to_custodian',
      'a.from_location',
      'a.to_location',
      'a.reason',
      'u.real_name',
      'a.created_at',
    ])
    .where('a.ledger_set_id', '=', ledgerSetId)
    .where('a.card_id', '=', cardId)
    .orderBy('a.id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    allocatedOn: String(r.allocated_on).slice(0, 10),
    fromDepartmentName: r.from_name,
    toDepartmentName: r.to_name,
    fromCustodian: r.from_custodian,
    toCustodian: r.to_custodian,
    fromLocation: r.from_location,
    toLocation: r.to_location,
    reason: r.reason,
    createdBy: r.real_name,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}
