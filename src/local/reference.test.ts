import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok, refuse } from '../api/fake-server.test-util';
import { type Harness, harness } from '../api/harness.test-util';
import type { LocalDb } from './db';
import { saveDepartment } from './departments';
import { freshDb, installBuiltInKinds } from './local.test-util';
import {
  lastPull,
  pullAllReference,
  pullReference,
  readableReferenceTables,
  refreshStale,
  registerReference,
  requestPersistence,
  storeReference,
} from './reference';

installBuiltInKinds();

let h: Harness;
let db: LocalDb;
let departments: unknown[];

beforeEach(async () => {
  h = await harness();
  db = freshDb();
  await db.open();
  departments = [
    { id: 1, departmentCode: '01', departmentName: '办公室', parentCode: null, enabled: true, version: 1 },
    { id: 2, departmentCode: '02', departmentName: '财务部', parentCode: null, enabled: false, version: 4 },
  ];
  h.fake.script = (seen) => (seen.path === '/api/departMent/listDept' ? ok(departments) : undefined);
});
afterEach(async () => {
  db.close();
  await h.close();
});

describe('reference cache', () => {
  it('pulls departments (disabled ones too) into the cache and records when', async () => {
    expect(await pullReference(db, h.client, 'departments', 1_000)).toBe(2);
    const listCall = h.fake.seen.find((s) => s.path === '/api/departMent/listDept');
    expect(listCall?.query).toEqual({ includeDisabled: 'true' });
    expect(await db.departments.orderBy('code').toArray()).toEqual([
      {
        key: '1',
        code: '01',
        id: 1,
        departmentCode: '01',
        departmentName: '办公室',
        parentCode: null,
        enabled: true,
        version: 1,
      },
      {
        key: '2',
        code: '02',
        id: 2,
        departmentCode: '02',
        departmentName: '财务部',
        parentCode: null,
        enabled: false,
        version: 4,
      },
    ]);
    expect(await lastPull(db, 'departments')).toBe(1_000);
    // The pull never shows the loading mask: it runs in the background.
    expect(h.rec.depth()).toBe(0);
    expect(h.rec.log.filter((e) => e.type === 'loading')).toEqual([]);
  });

  it('drops rows the server no longer has, but keeps rows of saves still queued', async () => {
    await pullReference(db, h.client, 'departments');
    await saveDepartment({ entityId: 'local-1', code: '09', name: '档案室' }, db);
    await saveDepartment({ id: 2, code: '02', name: '财务处', version: 4 }, db);
    departments = [departments[0]];
    await pullReference(db, h.client, 'departments');
    const rows = await db.departments.orderBy('code').toArray();
    expect(rows.map((r) => [r.key, (r as { departmentName?: string }).departmentName])).toEqual([
      ['1', '办公室'],
      ['2', '财务处'],
      ['local-1', '档案室'],
    ]);
  });

  it('stores 2,000 rows in one transaction per table', async () => {
    const rows = Array.from({ length: 2_000 }, (_, i) => ({
      key: String(i),
      code: String(i).padStart(6, '0'),
      name: `科目${i}`,
    }));
    await storeReference(db, 'subjects', rows, 5);
    expect(await db.subjects.count()).toBe(2_000);
    await storeReference(db, 'subjects', rows.slice(0, 10), 6);
    expect(await db.subjects.count()).toBe(10);
    expect(await lastPull(db, 'subjects')).toBe(6);
  });

  it('refreshes only stale tables, and a failing table keeps its old cache', async () => {
    await pullReference(db, h.client, 'departments', 10_000);
    const calls = () => h.fake.seen.filter((s) => s.path === '/api/departMent/listDept').length;
    // Other registered tables (subjects, auxiliary data, voucher types) were never pulled: stale.
    const departmentsOnly = (reports: { table: string }[]) =>
      reports.filter((r) => r.table === 'departments');
    expect(
      departmentsOnly(await refreshStale(db, h.client, { now: 10_000 + 60_000, staleMs: 600_000 })),
    ).toEqual([]);
    expect(calls()).toBe(1);
    h.fake.script = () => refuse(4012, '没有该操作的权限');
    const reports = await refreshStale(db, h.client, { now: 10_000 + 600_000, staleMs: 600_000 });
    expect(departmentsOnly(reports)).toEqual([{ table: 'departments', rows: 0, error: '没有该操作的权限' }]);
    expect(await db.departments.count()).toBe(2);
    expect(await lastPull(db, 'departments')).toBe(10_000);
  });

  it('takes loaders registered by later modules', async () => {
    registerReference('voucherTypes', async () => [{ key: '1', code: '记', name: '记账凭证' }]);
    const reports = await pullAllReference(db, h.client, ['voucherTypes']);
    expect(reports).toEqual([{ table: 'voucherTypes', rows: 1 }]);
    expect(await db.voucherTypes.get('1')).toMatchObject({ name: '记账凭证' });
  });

  it('lists only the tables the user may read (a 审核 never asks for 常用摘要)', () => {
    registerReference('summaries', async () => [], ['voucher.entry', 'settings.abstract']);
    expect(readableReferenceTables(['voucher.audit'])).not.toContain('summaries');
    expect(readableReferenceTables(['voucher.audit'])).toContain('departments');
    expect(readableReferenceTables(['settings.abstract'])).toContain('summaries');
    expect(readableReferenceTables()).toContain('summaries');
  });
});

describe('requestPersistence', () => {
  it('asks once, and says null when the platform cannot', async () => {
    let asked = 0;
    const storage = { persisted: async () => false, persist: async () => ++asked > 0 };
    expect(await requestPersistence(storage)).toBe(true);
    expect(asked).toBe(1);
    expect(await requestPersistence({ persisted: async () => true, persist: async () => false })).toBe(true);
    expect(await requestPersistence(undefined)).toBeNull();
    expect(await requestPersistence({})).toBeNull();
    expect(
      await requestPersistence({
        persist: () => Promise.reject(new Error('SecurityError')),
      }),
    ).toBeNull();
  });
});
