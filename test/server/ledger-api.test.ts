// The books over vouchers made the real way: saved by 制单, audited by 审核 and posted by 记账
// through the voucher API (which maintains the period balances), in the grassroots ledger set 002.
// The reports must match the recomputation from the lines, before and after an un-posting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromCents } from '../../src/core/money.ts';
import {
  type GenVoucher,
  generateLedger,
  prepareLedgerSet,
  saveBody,
  verifyBalances,
} from './generate-ledger.ts';
import { ADMIN_PASSWORD, DEMO_PASSWORD, startServer, TestClient, type TestServer } from './harness.ts';
import {
  asBalanceRow,
  bookLines,
  isUnder,
  loadOracle,
  type Oracle,
  type Period,
  side,
  subjectExpected,
} from './ledger-oracle.ts';

let server: TestServer;
let users: Record<'admin' | 'zhidan' | 'shenhe' | 'jizhang', TestClient>;
let vouchers: GenVoucher[];
let zid: number;

async function ok<T>(answer: Promise<{ body: { success: boolean; message: string; data: T } }>): Promise<T> {
  const { body } = await answer;
  expect(body.success, body.message).toBe(true);
  return body.data;
}

beforeAll(async () => {
  server = await startServer();
  const admin = await TestClient.login(server, 'admin', ADMIN_PASSWORD);
  users = {
    admin,
    zhidan: await TestClient.login(server, 'zhidan', DEMO_PASSWORD),
    shenhe: await TestClient.login(server, 'shenhe', DEMO_PASSWORD),
    jizhang: await TestClient.login(server, 'jizhang', DEMO_PASSWORD),
  };
  const list = (await admin.get<{ zid: number; ztno: string }[]>('/api/zt/list')).body.data;
  zid = list.find((z) => z.ztno === '002')?.zid as number;
  for (const client of Object.values(users)) await ok(client.post('/api/zt/select', { zid, year: 2023 }));
  const setup = await prepareLedgerSet(server.handle.db, zid, { departments: 4, persons: 5, projects: 3 });
  vouchers = generateLedger(setup, {
    seed: 99,
    year: 2023,
    months: [1, 2, 3],
    perMonth: 5,
    unpostedShare: 0.6,
  });
  for (const v of vouchers) {
    const saved = await ok(users.zhidan.post<{ voucherNo: number }>('/api/voucher/save', saveBody(v)));
    v.no = saved.voucherNo;
  }
  const ids = (statuses: string[]) => vouchers.filter((v) => statuses.includes(v.status)).map((v) => v.id);
  await ok(users.shenhe.post('/api/voucher/audit', { ids: ids(['audited', 'posted']) }));
  await ok(users.jizhang.post('/api/voucher/post', { ids: ids(['posted']) }));
});
afterAll(() => server?.close());

async function checkBooks(oracle: Oracle) {
  for (const includeUnposted of [false, true]) {
    const p: Period = { year: 2023, monthFrom: 1, monthTo: 3, includeUnposted };
    const q = { year: '2023', monthFrom: '1', monthTo: '3', includeUnposted: String(includeUnposted) };
    const balance = await ok(
      users.admin.get<{ rows: ({ code: string } & ReturnType<typeof asBalanceRow>)[] }>(
        '/api/ledger/balance',
        q,
      ),
    );
    for (const row of balance.rows)
      expect(row).toMatchObject({ code: row.code, ...asBalanceRow(subjectExpected(oracle, p, row.code)) });
    const detail = await ok(
      users.admin.get<{ rows: { kind: string; voucherId: string; direction: string; balance: string }[] }>(
        '/api/ledger/detail',
        {
          ...q,
          code: '102',
          pageSize: '500',
        },
      ),
    );
    const lines = bookLines(oracle, p, (_v, l) => isUnder(oracle, l.code, '102'));
    expect(detail.rows.filter((r) => r.kind === 'line').map((r) => r.voucherId)).toEqual(
      lines.map((x) => x.v.id),
    );
    expect(detail.rows.at(-1)).toMatchObject(side(subjectExpected(oracle, p, '102').closing));
  }
}

describe('books over the voucher API', () => {
  it('posting keeps balances the reports can trust', async () => {
    expect(vouchers.filter((v) => v.status === 'posted').length).toBeGreaterThan(8);
    expect(vouchers.some((v) => v.status !== 'posted')).toBe(true);
    expect(await verifyBalances(server.handle.db, zid)).toBe(0);
    await checkBooks(await loadOracle(server.handle.db, zid, vouchers));
  });

  it('un-posting takes a voucher out of the posted books', async () => {
    const target = vouchers.find((v) => v.status === 'posted' && v.month === 2) as GenVoucher;
    const before = await ok(
      users.admin.get<{ total: { debit: string } }>('/api/ledger/balance', {
        year: '2023',
        monthFrom: '2',
        monthTo: '2',
        level: '1',
      }),
    );
    await ok(users.admin.post('/api/voucher/unpost', { ids: [target.id] }));
    target.status = 'audited';
    const after = await ok(
      users.admin.get<{ total: { debit: string } }>('/api/ledger/balance', {
        year: '2023',
        monthFrom: '2',
        monthTo: '2',
        level: '1',
      }),
    );
    const moved = target.lines.reduce((a, l) => a + l.debit, 0n);
    expect(BigInt(before.total.debit.replace('.', '')) - BigInt(after.total.debit.replace('.', ''))).toBe(
      moved,
    );
    expect(fromCents(moved)).not.toBe('0.00');
    await checkBooks(await loadOracle(server.handle.db, zid, vouchers));
  });

  it('a subject added after a report shows in the next one (the kept chart follows reference_version)', async () => {
    type Row = { code: string; name: string; level: number; isLeaf: boolean };
    const q = { year: '2023', monthFrom: '1', monthTo: '3', hideZero: 'false' };
    const before = await ok(users.admin.get<{ rows: Row[] }>('/api/ledger/balance', q));
    const parent = before.rows.find((r) => r.level === 1 && !r.isLeaf) as Row;
    const code = `${parent.code}99`;
    expect(before.rows.some((r) => r.code === code)).toBe(false);
    await ok(users.admin.post('/api/subject/save', { parentCode: parent.code, code, name: '新增明细科目' }));
    const after = await ok(users.admin.get<{ rows: Row[] }>('/api/ledger/balance', q));
    expect(after.rows.find((r) => r.code === code)).toMatchObject({ name: '新增明细科目', level: 2 });
  });

  it('a department renamed after a report shows its new name in the next one (the kept names follow it too)', async () => {
    type Page = { department: { name: string }; rows: { kind: string; departmentName: string | null }[] };
    const dept = vouchers.flatMap((v) => v.lines).find((l) => l.deptCode)?.deptCode as string;
    const q = { year: '2023', monthFrom: '1', monthTo: '3', includeUnposted: 'true', deptCode: dept };
    const before = await ok(users.admin.get<Page>('/api/ledger/departmentDetail', q));
    const lineNames = (page: Page) =>
      new Set(page.rows.filter((r) => r.kind === 'line').map((r) => r.departmentName));
    expect(lineNames(before)).toEqual(new Set([before.department.name]));
    const listed = await ok(
      users.admin.get<{ id: number; departmentCode: string; version: number }[]>('/api/departMent/listDept'),
    );
    const row = listed.find((d) => d.departmentCode === dept) as { id: number; version: number };
    await ok(
      users.admin.post('/api/departMent/save', {
        id: row.id,
        version: row.version,
        code: dept,
        name: '改名后的部门',
      }),
    );
    const after = await ok(users.admin.get<Page>('/api/ledger/departmentDetail', q));
    expect(after.department.name).toBe('改名后的部门');
    expect(lineNames(after)).toEqual(new Set(['改名后的部门']));
  });
});
