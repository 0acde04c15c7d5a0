// Helpers of the assets server tests: a card body with every required field, a fresh ledger set with
// confirmed opening balances, and a dump of the assets tables (a refusal must leave them as they were).
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TestClient, TestServer } from './harness.ts';

export interface Ids {
  zid: number;
  dept: Map<string, number>;
  category: Map<string, number>;
}

export async function ledgerIds(server: TestServer, zid: number): Promise<Ids> {
  const db = server.handle.db;
  const depts = await db
    .selectFrom('department')
    .select(['id', 'code'])
    .where('ledger_set_id', '=', zid)
    .orderBy('code')
    .execute();
  const cats = await db
    .selectFrom('asset_category')
    .select(['id', 'code'])
    .where('ledger_set_id', '=', zid)
    .execute();
  return {
    zid,
    dept: new Map(depts.map((d) => [d.code, d.id])),
    category: new Map(cats.map((c) => [c.code, c.id])),
  };
}

/** A new fixed-asset card (a computer bought for 7,000.00, 72 months) with overrides. */
export function cardBody(ids: Ids, over: Record<string, unknown> = {}): Record<string, unknown> {
  const dept = [...ids.dept.values()][0];
  return {
    id: randomUUID(),
    isInit: false,
    assetClass: 1,
    name: '笔记本电脑',
    categoryId: ids.category.get('2010000'),
    ownership: 'UNION',
    fundSource: 'UNION_FUND',
    quantity: 1,
    unit: '台',
    purchasingMethod: 'PURCHASE',
    acquireDate: '2024-03-05',
    dateOfActivation: '2024-03-06',
    bookDate: '2024-03-10',
    valueType: 'ACTUAL_COST',
    originalValue: '7000.00',
    depreciationMethod: 'STRAIGHT_LINE',
    estimatedServiceLife: 72,
    manageDepartmentId: dept,
    useDepartmentId: dept,
    useStatus: 'IN_USE',
    ...over,
  };
}

/** An opening card: OPENING, booked before the books' first day, with what it had charged. */
export function openingBody(ids: Ids, over: Record<string, unknown> = {}): Record<string, unknown> {
  return cardBody(ids, {
    isInit: true,
    purchasingMethod: 'OPENING',
    acquireDate: '2019-12-01',
    dateOfActivation: '2019-12-01',
    bookDate: '2019-12-01',
    initAccumulated: '0.00',
    usedMonths: 0,
    ...over,
  });
}

/** A new ledger set with the succession skipped and the opening balances given confirmed. */
export async function freshLedger(
  admin: TestClient,
  name: string,
  balances: { code: string; initAmount: string }[],
  kind: 'county' | 'grassroots' = 'county',
): Promise<number> {
  const zid = (await admin.post<{ zid: number }>('/api/zt/save', { name, kind, startYear: 2022 })).body.data
    .zid;
  expect((await admin.post('/api/zt/select', { zid, year: 2022 })).body.success).toBe(true);
  expect((await admin.post('/saveChoiceStand', { mode: 3 })).body.success).toBe(true);
  const saved = await admin.post('/api/init/balances', { details: balances });
  expect(saved.body.success, saved.body.message).toBe(true);
  const confirmed = await admin.post('/api/init/confirm');
  expect(confirmed.body.success, confirmed.body.message).toBe(true);
  const dept = await admin.post('/api/departMent/save', { code: '01', name: '办公室' });
  expect(dept.body.success, dept.body.message).toBe(true);
  return zid;
}

export async function assetTables(server: TestServer): Promise<string> {
  const db = server.handle.db;
  const parts = await Promise.all([
    db.selectFrom('asset_card').selectAll().orderBy('id').execute(),
    db.selectFrom('asset_allocation').selectAll().orderBy('id').execute(),
    db.selectFrom('asset_provision').selectAll().orderBy('id').execute(),
    db.selectFrom('asset_provision_line').selectAll().orderBy('card_id').execute(),
    db.selectFrom('asset_category').selectAll().orderBy('id').execute(),
    db.selectFrom('asset_template').selectAll().orderBy('id').execute(),
    db.selectFrom('ledger_set').select(['id', 'assets_ready_at']).orderBy('id').execute(),
    db.selectFrom('voucher').select('id').orderBy('id').execute(),
  ]);
  return JSON.stringify(parts);
}
