// The other books against the recomputation from voucher lines: 日记账 with daily totals,
// 现金银行日报表, 多栏账 (child and auxiliary columns), department and auxiliary balances and
// details, 科目汇总表 and 凭证号 gaps; plus who may read the journals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/core/contracts/errors.ts';
import { fromCents } from '../../src/core/money.ts';
import type { GenVoucher } from './generate-ledger.ts';
import { DEMO_PASSWORD, TestClient, type TestServer } from './harness.ts';
import {
  asBalanceRow,
  bookLines,
  expectedFor,
  generatedBooks,
  isUnder,
  type Oracle,
  type Period,
  side,
  subjectExpected,
} from './ledger-oracle.ts';

let server: TestServer;
let admin: TestClient;
let oracle: Oracle;
let vouchers: GenVoucher[];
let zids: Record<string, number>;

beforeAll(async () => {
  ({ server, admin, vouchers, oracle, zids } = await generatedBooks(21));
});
afterAll(() => server?.close());

const query = (p: Period, extra: Record<string, string> = {}) => ({
  year: String(p.year),
  monthFrom: String(p.monthFrom),
  monthTo: String(p.monthTo),
  includeUnposted: String(p.includeUnposted ?? false),
  ...extra,
});

async function get<T>(path: string, q: Record<string, string>, client = admin): Promise<T> {
  const answer = await client.get<T>(path, q);
  expect(answer.body.success, `${path} ${answer.body.message}`).toBe(true);
  return answer.body.data;
}

interface Row {
  kind: string;
  month: number;
  voucherId: string | null;
  lineNo: number | null;
  voucherDate: string | null;
  code: string | null;
  debit: string;
  credit: string;
  direction: string;
  balance: string;
  columns?: Record<string, string>;
}

async function allRows(path: string, q: Record<string, string>, pageSize = 9): Promise<Row[]> {
  const rows: Row[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 300; i++) {
    const data: { rows: Row[]; nextCursor: string | null } = await get(path, {
      ...q,
      pageSize: String(pageSize),
      ...(cursor ? { cursor } : {}),
    });
    rows.push(...data.rows);
    cursor = data.nextCursor;
    if (!cursor) break;
  }
  return rows;
}

function runningBalanceOk(rows: Row[], lines: ReturnType<typeof bookLines>, opening: bigint) {
  expect(rows[0]).toMatchObject({ kind: 'opening', ...side(opening) });
  const lineRows = rows.filter((r) => r.kind === 'line');
  expect(lineRows.map((r) => `${r.voucherId}/${r.lineNo}`)).toEqual(
    lines.map((x) => `${x.v.id}/${x.l.lineNo}`),
  );
  let balance = opening;
  lineRows.forEach((r, i) => {
    const l = lines[i]?.l;
    balance += (l?.debit ?? 0n) - (l?.credit ?? 0n);
    expect(r).toMatchObject(side(balance));
  });
}

const p2023: Period = { year: 2023, monthFrom: 1, monthTo: 12 };

describe('日记账', () => {
  it('lists the bank lines with daily, monthly and yearly totals', async () => {
    const rows = await allRows('/api/ledger/journal', query(p2023, { kind: 'bank' }), 11);
    const lines = bookLines(oracle, p2023, (_v, l) => isUnder(oracle, l.code, '102'));
    runningBalanceOk(rows, lines, subjectExpected(oracle, p2023, '102').opening);
    const days = rows.filter((r) => r.kind === 'dayTotal');
    expect(days.length).toBe(new Set(lines.map((x) => x.v.date)).size);
    for (const d of days) {
      const inDay = lines.filter((x) => x.v.date === d.voucherDate);
      expect(d.debit).toBe(fromCents(inDay.reduce((a, x) => a + x.l.debit, 0n)));
      expect(d.credit).toBe(fromCents(inDay.reduce((a, x) => a + x.l.credit, 0n)));
    }
    expect(rows.filter((r) => r.kind === 'monthTotal').length).toBe(
      new Set(lines.map((x) => x.v.month)).size,
    );
  });

  it('is open to the cashier and closed to an employee; a code outside cash is refused', async () => {
    const chuna = await TestClient.login(server, 'chuna', DEMO_PASSWORD);
    await chuna.post('/api/zt/select', { zid: zids['001'], year: 2023 });
    const q = { ...query(p2023), kind: 'cash', pageSize: '100' };
    const theirs = await get<{ rows: Row[] }>('/api/ledger/journal', q, chuna);
    expect(theirs.rows.length).toBeGreaterThan(1);
    expect(theirs.rows).toEqual((await get<{ rows: Row[] }>('/api/ledger/journal', q)).rows);
    expect((await chuna.get('/api/ledger/balance', query(p2023))).body.errorCode).toBe(ErrorCode.forbidden);
    const baoxiao = await TestClient.login(server, 'baoxiao', DEMO_PASSWORD);
    expect((await baoxiao.get('/api/ledger/journal', { kind: 'cash' })).body.errorCode).toBe(
      ErrorCode.forbidden,
    );
    const wrong = await admin.get('/api/ledger/journal', { kind: 'cash', code: '10201' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain('不是现金科目');
  });
});

describe('现金银行日报表', () => {
  it('gives each cash and bank subject the day before, the day and the day after', async () => {
    const day = vouchers.find(
      (v) =>
        v.year === 2023 &&
        v.month === 5 &&
        v.status === 'posted' &&
        v.lines.some((l) => l.code.startsWith('102')),
    )?.date as string;
    const data = await get<{
      rows: {
        code: string;
        previous: { direction: string; balance: string };
        debit: string;
        credit: string;
        debitCount: number;
        creditCount: number;
        today: { direction: string; balance: string };
      }[];
      totals: { kind: string; debit: string; credit: string }[];
    }>('/api/ledger/dailyReport', { date: day });
    expect(data.rows.map((r) => r.code)).toEqual(
      oracle.subjects
        .filter((s) => isUnder(oracle, s.code, '101') || isUnder(oracle, s.code, '102'))
        .map((s) => s.code),
    );
    for (const r of data.rows) {
      const month = subjectExpected(oracle, { year: 2023, monthFrom: 5, monthTo: 5 }, r.code);
      const lines = bookLines(oracle, { year: 2023, monthFrom: 5, monthTo: 5 }, (_v, l) =>
        isUnder(oracle, l.code, r.code),
      );
      const before = lines
        .filter((x) => x.v.date < day)
        .reduce((a, x) => a + x.l.debit - x.l.credit, month.opening);
      const today = lines.filter((x) => x.v.date === day);
      const debit = today.reduce((a, x) => a + x.l.debit, 0n);
      const credit = today.reduce((a, x) => a + x.l.credit, 0n);
      expect(r).toMatchObject({
        previous: side(before),
        debit: fromCents(debit),
        credit: fromCents(credit),
        debitCount: today.filter((x) => x.l.debit !== 0n).length,
        creditCount: today.filter((x) => x.l.credit !== 0n).length,
        today: side(before + debit - credit),
      });
    }
    expect(data.totals.map((t) => t.kind)).toEqual(['cash', 'bank', 'all']);
  });
});

describe('多栏账', () => {
  it('spreads each line into its child column, with column totals on month rows', async () => {
    const parent = ['505', '503', '502', '506'].find(
      (c) => oracle.subjects.filter((s) => s.parentCode === c).length >= 2,
    ) as string;
    const children = oracle.subjects.filter((s) => s.parentCode === parent).map((s) => s.code);
    const data = await get<{ columns: { key: string }[] }>('/api/ledger/multiColumn', {
      ...query(p2023),
      code: parent,
    });
    expect(data.columns.map((c) => c.key)).toEqual(children);
    const rows = await allRows('/api/ledger/multiColumn', query(p2023, { code: parent }), 13);
    const lines = bookLines(oracle, p2023, (_v, l) => isUnder(oracle, l.code, parent));
    runningBalanceOk(rows, lines, subjectExpected(oracle, p2023, parent).opening);
    const lineRows = rows.filter((r) => r.kind === 'line');
    lineRows.forEach((r, i) => {
      const l = lines[i]?.l;
      const child = children.find((c) => isUnder(oracle, l?.code ?? '', c)) as string;
      expect(r.columns).toEqual({ [child]: fromCents((l?.debit ?? 0n) - (l?.credit ?? 0n)) });
    });
    for (const r of rows.filter((x) => x.kind === 'monthTotal')) {
      for (const c of children) {
        const e = subjectExpected(oracle, { year: 2023, monthFrom: r.month, monthTo: r.month }, c);
        expect(r.columns?.[c] ?? '0.00', `${c} ${r.month}`).toBe(fromCents(e.debit - e.credit));
      }
    }
  });

  it('takes auxiliary items as columns, and refuses a subject without children', async () => {
    const projectLine = vouchers.flatMap((v) => v.lines).find((l) => l.auxKey.includes('03:'));
    const parent = oracle.subjects.find((s) => s.code === projectLine?.code)?.parentCode as string;
    const rows = await allRows('/api/ledger/multiColumn', query(p2023, { code: parent, typeNo: '03' }), 50);
    for (const r of rows.filter((x) => x.kind === 'line')) {
      const v = vouchers.find((x) => x.id === r.voucherId);
      const l = v?.lines.find((x) => x.lineNo === r.lineNo);
      const item = l?.auxKey
        .split(';')
        .find((p) => p.startsWith('03:'))
        ?.slice(3);
      expect(r.columns).toEqual(item ? { [item]: fromCents((l?.debit ?? 0n) - (l?.credit ?? 0n)) } : {});
    }
    const leaf = await admin.get('/api/ledger/multiColumn', { code: '101' });
    expect(leaf.status).toBe(400);
    expect(leaf.body.message).toContain('没有下级科目');
  });
});

describe('部门与辅助核算', () => {
  it('部门余额表 and 部门明细账 match the department lines and opening breakdowns', async () => {
    const data = await get<{
      groups: { key: string; rows: ({ code: string } & ReturnType<typeof asBalanceRow>)[] }[];
    }>('/api/ledger/departmentBalance', query(p2023));
    const depts = new Set(
      [
        ...vouchers.flatMap((v) => v.lines.map((l) => l.deptCode)),
        ...oracle.openingRows.map((r) => r.dept),
      ].filter((d) => d),
    );
    expect(data.groups.map((g) => g.key).sort()).toEqual([...depts].sort());
    for (const g of data.groups) {
      for (const row of g.rows) {
        const opening = oracle.openingRows
          .filter((r) => r.dept === g.key && isUnder(oracle, r.code, row.code))
          .reduce((a, r) => a + r.net, 0n);
        const e = expectedFor(
          oracle,
          p2023,
          (_v, l) => l.deptCode === g.key && isUnder(oracle, l.code, row.code),
          opening,
        );
        expect({ key: g.key, ...row }).toMatchObject({ key: g.key, code: row.code, ...asBalanceRow(e) });
      }
    }
    const rows = await allRows(
      '/api/ledger/departmentDetail',
      query(p2023, { deptCode: '01', code: '135' }),
      4,
    );
    const lines = bookLines(oracle, p2023, (_v, l) => l.deptCode === '01' && isUnder(oracle, l.code, '135'));
    const opening = oracle.openingRows
      .filter((r) => r.dept === '01' && r.code === '135')
      .reduce((a, r) => a + r.net, 0n);
    runningBalanceOk(
      rows,
      lines,
      expectedFor(oracle, p2023, (_v, l) => l.deptCode === '01' && l.code === '135', opening).opening,
    );
    // On all subjects: one range of the department's book-order index, paged by its cursor.
    const all = await allRows('/api/ledger/departmentDetail', query(p2023, { deptCode: '01' }), 7);
    const inDept = (_v: unknown, l: { deptCode: string | null }) => l.deptCode === '01';
    const allOpening = oracle.openingRows.filter((r) => r.dept === '01').reduce((a, r) => a + r.net, 0n);
    runningBalanceOk(
      all,
      bookLines(oracle, p2023, inDept),
      expectedFor(oracle, p2023, inDept, allOpening).opening,
    );
  });

  it('辅助项目余额表 and 明细账 match the item lines and opening breakdowns', async () => {
    const data = await get<{
      groups: { key: string; rows: ({ code: string } & ReturnType<typeof asBalanceRow>)[] }[];
    }>('/api/ledger/auxBalance', query(p2023, { typeNo: '02' }));
    expect(data.groups.length).toBeGreaterThan(1);
    for (const g of data.groups) {
      const pair = `02:${g.key}`;
      const has = (key: string) => key.split(';').includes(pair);
      for (const row of g.rows) {
        const opening = oracle.openingRows
          .filter((r) => has(r.aux) && isUnder(oracle, r.code, row.code))
          .reduce((a, r) => a + r.net, 0n);
        const e = expectedFor(
          oracle,
          p2023,
          (_v, l) => has(l.auxKey) && isUnder(oracle, l.code, row.code),
          opening,
        );
        expect({ key: g.key, ...row }).toMatchObject({ key: g.key, code: row.code, ...asBalanceRow(e) });
      }
    }
    const rows = await allRows('/api/ledger/auxDetail', query(p2023, { typeNo: '02', infoNo: 'P001' }), 3);
    const has = (key: string) => key.split(';').includes('02:P001');
    const lines = bookLines(oracle, p2023, (_v, l) => has(l.auxKey));
    const opening = oracle.openingRows.filter((r) => has(r.aux)).reduce((a, r) => a + r.net, 0n);
    runningBalanceOk(rows, lines, expectedFor(oracle, p2023, (_v, l) => has(l.auxKey), opening).opening);
  });

  it("部门总账 gives the department's opening, month and year totals of the subjects it touches", async () => {
    const p: Period = { year: 2023, monthFrom: 2, monthTo: 5 };
    const data = await get<{
      department: { code: string; name: string };
      subjects: { code: string; rows: { kind: string; month: number; debit: string; credit: string }[] }[];
    }>('/api/ledger/departmentGeneral', query(p, { deptCode: '01' }));
    expect(data.department.code).toBe('01');
    expect(data.subjects.length).toBeGreaterThan(0);
    const whole: Period = { ...p, monthFrom: 1, monthTo: 12 };
    const touched = oracle.subjects.filter(
      (s) =>
        s.level === 1 &&
        (oracle.openingRows.some((r) => r.dept === '01' && isUnder(oracle, r.code, s.code)) ||
          bookLines(oracle, whole, (_v, l) => l.deptCode === '01' && isUnder(oracle, l.code, s.code)).length >
            0),
    );
    // Only subjects the department touches (a zero-sum one may drop out), never another one.
    for (const s of data.subjects) expect(touched.map((t) => t.code)).toContain(s.code);
    for (const s of data.subjects) {
      const own = (_v: unknown, l: { deptCode: string | null; code: string }) =>
        l.deptCode === '01' && isUnder(oracle, l.code, s.code);
      const opening = oracle.openingRows
        .filter((r) => r.dept === '01' && isUnder(oracle, r.code, s.code))
        .reduce((a, r) => a + r.net, 0n);
      expect(s.rows[0]).toMatchObject({
        kind: 'opening',
        ...side(expectedFor(oracle, p, own, opening).opening),
      });
      for (let m = p.monthFrom; m <= p.monthTo; m++) {
        const e = expectedFor(oracle, { ...p, monthFrom: m, monthTo: m }, own, opening);
        expect(s.rows.find((r) => r.kind === 'monthTotal' && r.month === m)).toMatchObject({
          debit: fromCents(e.debit),
          credit: fromCents(e.credit),
          ...side(e.closing),
        });
        expect(s.rows.find((r) => r.kind === 'yearTotal' && r.month === m)).toMatchObject({
          debit: fromCents(e.yearDebit),
          credit: fromCents(e.yearCredit),
        });
      }
    }
    const unknown = await admin.get('/api/ledger/departmentGeneral', query(p, { deptCode: 'ZZ9' }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('部门编码 ZZ9 不存在');
    const missing = await admin.get('/api/ledger/departmentGeneral', query(p));
    expect(missing.status).toBe(400);
  });

  it("the built-in 部门 auxiliary type reads the lines' departments (余额表, 明细账, 多栏账)", async () => {
    // 01 is the built-in 部门 type: its amounts live in the line's department, not in aux_key.
    const byDept = await get<{ groups: unknown[] }>('/api/ledger/departmentBalance', query(p2023));
    const byAux = await get<{ groups: unknown[] }>('/api/ledger/auxBalance', query(p2023, { typeNo: '01' }));
    expect(byDept.groups.length).toBeGreaterThan(1);
    expect(byAux.groups).toEqual(byDept.groups);
    const one = await get<{ groups: { key: string }[] }>(
      '/api/ledger/auxBalance',
      query(p2023, { typeNo: '01', infoNo: '01' }),
    );
    expect(one.groups.map((g) => g.key)).toEqual(['01']);

    const deptRows = await allRows(
      '/api/ledger/departmentDetail',
      query(p2023, { deptCode: '01', code: '135' }),
      4,
    );
    const auxRows = await allRows(
      '/api/ledger/auxDetail',
      query(p2023, { typeNo: '01', infoNo: '01', code: '135' }),
      4,
    );
    expect(deptRows.filter((r) => r.kind === 'line').length).toBeGreaterThan(0);
    expect(auxRows).toEqual(deptRows);

    const deptLine = vouchers.flatMap((v) => v.lines).find((l) => l.deptCode && l.code.length > 3);
    const parent = oracle.subjects.find((s) => s.code === deptLine?.code)?.parentCode as string;
    const columns = await allRows(
      '/api/ledger/multiColumn',
      query(p2023, { code: parent, typeNo: '01' }),
      50,
    );
    const lineRows = columns.filter((x) => x.kind === 'line');
    expect(lineRows.some((r) => Object.keys(r.columns ?? {}).length > 0)).toBe(true);
    for (const r of lineRows) {
      const l = vouchers.find((x) => x.id === r.voucherId)?.lines.find((x) => x.lineNo === r.lineNo);
      expect(r.columns).toEqual(
        l?.deptCode ? { [l.deptCode]: fromCents((l.debit ?? 0n) - (l.credit ?? 0n)) } : {},
      );
    }
  });
});

describe('凭证查询', () => {
  it('科目汇总表 totals each subject and counts the vouchers', async () => {
    const p: Period = { year: 2023, monthFrom: 12, monthTo: 12, includeUnposted: true };
    const data = await get<{
      rows: { code: string; debit: string; credit: string }[];
      total: { debit: string; credit: string };
      balanced: boolean;
      voucherCount: number;
      vouchers: { count: number; firstNo: number; lastNo: number }[];
    }>('/api/ledger/subjectSummary', query(p));
    for (const r of data.rows) {
      const e = subjectExpected(oracle, p, r.code);
      expect(r).toMatchObject({ debit: fromCents(e.debit), credit: fromCents(e.credit) });
    }
    expect(data.balanced).toBe(true);
    const dec = vouchers.filter((v) => v.year === 2023 && v.month === 12);
    expect(data.voucherCount).toBe(dec.length);
    expect(data.vouchers[0]).toMatchObject({
      firstNo: Math.min(...dec.map((v) => v.no)),
      lastNo: Math.max(...dec.map((v) => v.no)),
    });
  });

  it('凭证号查询 finds every gap the numbering has', async () => {
    const data = await get<{
      rows: { month: number; count: number; gaps: { from: number; to: number }[]; saved: number }[];
      gapCount: number;
    }>('/api/ledger/voucherNumbers', query(p2023));
    let missing = 0;
    for (let m = 1; m <= 12; m++) {
      const nos = new Set(vouchers.filter((v) => v.year === 2023 && v.month === m).map((v) => v.no));
      const gaps: number[] = [];
      for (let n = 1; n <= Math.max(...nos); n++) if (!nos.has(n)) gaps.push(n);
      missing += gaps.length;
      const row = data.rows.find((r) => r.month === m);
      expect(row?.count).toBe(nos.size);
      expect(
        row?.gaps.flatMap((g) => Array.from({ length: g.to - g.from + 1 }, (_, i) => g.from + i)),
      ).toEqual(gaps);
    }
    expect(missing).toBeGreaterThan(0);
    expect(data.gapCount).toBe(missing);
  });
});
