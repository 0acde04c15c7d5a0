// The books over HTTP against an independent recomputation from the voucher lines (ledger-oracle.ts),
// on a generated ledger of 001 (two years, departments, projects, people, red ink, gaps, unposted
// vouchers): 科目余额表, 总账, 明细账 paged by cursor, 科目汇总表 and 凭证号.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineReading } from '../../server/modules/ledger/lines.ts';
import { fromCents } from '../../src/core/money.ts';
import { type GenVoucher, type LedgerSetup, verifyBalances } from './generate-ledger.ts';
import type { TestClient, TestServer } from './harness.ts';
import {
  asBalanceRow,
  bookLines,
  generatedBooks,
  isUnder,
  type Oracle,
  type Period,
  side,
  subjectExpected,
} from './ledger-oracle.ts';

let server: TestServer;
let admin: TestClient;
let setup: LedgerSetup;
let oracle: Oracle;
let vouchers: GenVoucher[];

interface BalanceAnswer {
  rows: ({ code: string; level: number } & ReturnType<typeof asBalanceRow>)[];
  total: ReturnType<typeof asBalanceRow>;
  balanced: boolean;
}

beforeAll(async () => {
  ({ server, admin, setup, vouchers, oracle } = await generatedBooks());
});
afterAll(() => server?.close());

const query = (p: Period, extra: Record<string, string> = {}) => ({
  year: String(p.year),
  monthFrom: String(p.monthFrom),
  monthTo: String(p.monthTo),
  includeUnposted: String(p.includeUnposted ?? false),
  ...extra,
});

async function get<T>(path: string, q: Record<string, string>): Promise<T> {
  const answer = await admin.get<T>(path, q);
  expect(answer.body.success, `${path} ${answer.body.message}`).toBe(true);
  return answer.body.data;
}

describe('the generated ledger', () => {
  it('has consistent period balances and the variety the books need', async () => {
    expect(await verifyBalances(server.handle.db, setup.ledgerSetId)).toBe(0);
    const lines = vouchers.flatMap((v) => v.lines);
    expect(lines.some((l) => l.deptCode)).toBe(true);
    expect(lines.some((l) => l.auxKey.includes('03:'))).toBe(true);
    expect(lines.some((l) => l.debit < 0n || l.credit < 0n)).toBe(true);
    expect(vouchers.some((v) => v.status !== 'posted')).toBe(true);
  });
});

describe('科目余额表', () => {
  const periods: Period[] = [
    { year: 2023, monthFrom: 1, monthTo: 12 },
    { year: 2023, monthFrom: 4, monthTo: 6 },
    { year: 2023, monthFrom: 12, monthTo: 12, includeUnposted: true },
    { year: 2022, monthFrom: 1, monthTo: 11 },
  ];
  for (const p of periods) {
    it(`matches the recomputation for ${JSON.stringify(p)}`, async () => {
      const data = await get<BalanceAnswer>('/api/ledger/balance', query(p));
      expect(data.rows.length).toBe(oracle.subjects.length);
      for (const row of data.rows) {
        expect({ code: row.code, ...pick(row) }).toEqual({
          code: row.code,
          ...asBalanceRow(subjectExpected(oracle, p, row.code)),
        });
      }
      expect(data.balanced).toBe(true);
      expect(data.total.openingDebit).toBe(data.total.openingCredit);
      expect(data.total.closingDebit).toBe(data.total.closingCredit);
    });
  }

  it('filters by level, code range and zero rows', async () => {
    const p: Period = { year: 2023, monthFrom: 1, monthTo: 3 };
    const level1 = await get<BalanceAnswer>(
      '/api/ledger/balance',
      query(p, { level: '1', hideZero: 'true' }),
    );
    expect(level1.rows.every((r) => r.level === 1)).toBe(true);
    for (const r of level1.rows) {
      const e = subjectExpected(oracle, p, r.code);
      expect(e.opening !== 0n || e.debit !== 0n || e.credit !== 0n || e.yearDebit !== 0n).toBe(true);
    }
    expect(level1.balanced).toBe(true);
    const range = await get<BalanceAnswer>(
      '/api/ledger/balance',
      query(p, { codeFrom: '102', codeTo: '135' }),
    );
    expect(range.rows.map((r) => r.code)).toEqual(
      oracle.subjects
        .filter((s) => s.code >= '102' && (s.code <= '135' || s.code.startsWith('135')))
        .map((s) => s.code),
    );
    const bank = subjectExpected(oracle, p, '102');
    const cash = range.rows.filter((r) => r.level === 1);
    expect(range.total.debit).toBe(fromList(cash.map((r) => r.debit)));
    expect(range.rows.find((r) => r.code === '102')?.debit).toBe(asBalanceRow(bank).debit);
  });
});

describe('总账', () => {
  it('gives each first-level subject its opening, monthly totals and year to date', async () => {
    const p: Period = { year: 2023, monthFrom: 2, monthTo: 5 };
    const data = await get<{
      subjects: {
        code: string;
        rows: {
          kind: string;
          month: number;
          debit: string;
          credit: string;
          direction: string;
          balance: string;
        }[];
      }[];
    }>('/api/ledger/general', query(p));
    expect(data.subjects.length).toBe(oracle.subjects.filter((s) => s.level === 1).length);
    for (const s of data.subjects) {
      const opening = subjectExpected(oracle, p, s.code).opening;
      expect(s.rows[0]).toMatchObject({ kind: 'opening', ...side(opening) });
      for (let m = p.monthFrom; m <= p.monthTo; m++) {
        const e = subjectExpected(oracle, { ...p, monthFrom: m, monthTo: m }, s.code);
        const month = s.rows.find((r) => r.kind === 'monthTotal' && r.month === m);
        const year = s.rows.find((r) => r.kind === 'yearTotal' && r.month === m);
        expect(month).toMatchObject({
          debit: fromCents(e.debit),
          credit: fromCents(e.credit),
          ...side(e.closing),
        });
        expect(year).toMatchObject({ debit: fromCents(e.yearDebit), credit: fromCents(e.yearCredit) });
      }
    }
  });
});

interface Row {
  kind: string;
  month: number;
  voucherId: string | null;
  lineNo: number | null;
  voucherDate: string | null;
  summary: string;
  debit: string;
  credit: string;
  direction: string;
  balance: string;
}

async function allPages(
  path: string,
  q: Record<string, string>,
  pageSize: number,
): Promise<{ rows: Row[]; pages: number }> {
  const rows: Row[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const data: { rows: Row[]; nextCursor: string | null } = await get(path, {
      ...q,
      pageSize: String(pageSize),
      ...(cursor ? { cursor } : {}),
    });
    rows.push(...data.rows);
    cursor = data.nextCursor;
    pages += 1;
  } while (cursor && pages < 200);
  return { rows, pages };
}

/** Checks a whole detail book against the oracle's lines: order, running balance, closing rows. */
function checkBook(
  rows: Row[],
  p: Period,
  lines: ReturnType<typeof bookLines>,
  opening: bigint,
  days: boolean,
) {
  expect(rows[0]).toMatchObject({ kind: 'opening', ...side(opening) });
  const lineRows = rows.filter((r) => r.kind === 'line');
  expect(lineRows.map((r) => `${r.voucherId}/${r.lineNo}`)).toEqual(
    lines.map((x) => `${x.v.id}/${x.l.lineNo}`),
  );
  let balance = opening;
  let i = 0;
  for (const r of rows.slice(1)) {
    if (r.kind === 'line') {
      const x = lines[i++];
      balance += (x?.l.debit ?? 0n) - (x?.l.credit ?? 0n);
      expect(r).toMatchObject({
        debit: fromCents(x?.l.debit ?? 0n),
        credit: fromCents(x?.l.credit ?? 0n),
        ...side(balance),
      });
      continue;
    }
    expect(r).toMatchObject(side(balance));
    const prev = lines[i - 1];
    if (r.kind === 'monthTotal' || r.kind === 'yearTotal') {
      const inMonth = lines.filter((x) => x.v.month === r.month);
      expect(prev?.v.month).toBe(r.month);
      if (r.kind === 'monthTotal') {
        expect(r.debit).toBe(fromCents(inMonth.reduce((a, x) => a + x.l.debit, 0n)));
        expect(r.credit).toBe(fromCents(inMonth.reduce((a, x) => a + x.l.credit, 0n)));
      }
    }
    if (r.kind === 'dayTotal') {
      const inDay = lines.filter((x) => x.v.date === r.voucherDate);
      expect(r.debit).toBe(fromCents(inDay.reduce((a, x) => a + x.l.debit, 0n)));
    }
  }
  const months = new Set(lines.map((x) => x.v.month));
  expect(rows.filter((r) => r.kind === 'monthTotal').length).toBe(months.size);
  if (days)
    expect(rows.filter((r) => r.kind === 'dayTotal').length).toBe(new Set(lines.map((x) => x.v.date)).size);
  void p;
}

describe('明细账', () => {
  const cases: [string, Period, number][] = [
    ['10201', { year: 2023, monthFrom: 1, monthTo: 12 }, 7],
    ['102', { year: 2023, monthFrom: 3, monthTo: 12, includeUnposted: true }, 5],
    ['135', { year: 2023, monthFrom: 1, monthTo: 12 }, 50],
    ['101', { year: 2022, monthFrom: 1, monthTo: 12 }, 3],
  ];
  // Every read plan of lines.ts: merged index scans (the default for a few subjects), and with
  // those turned off, sorting a month's lines or walking its vouchers.
  const plans = {
    'merging index scans': { mergeMax: 32, denseMonth: 800, firstWindow: undefined },
    'sorting lines': { mergeMax: 0, denseMonth: 800, firstWindow: undefined },
    'walking vouchers': { mergeMax: 0, denseMonth: 0, firstWindow: 2 },
  } as const;
  for (const [code, p, pageSize] of cases) {
    for (const [plan, reading] of Object.entries(plans)) {
      it(`pages ${code} ${JSON.stringify(p)} by ${pageSize} ${plan}`, async () => {
        Object.assign(lineReading, reading);
        try {
          const { rows, pages } = await allPages('/api/ledger/detail', query(p, { code }), pageSize);
          const lines = bookLines(oracle, p, (_v, l) => isUnder(oracle, l.code, code));
          expect(pages).toBe(Math.max(1, Math.ceil(lines.length / pageSize)));
          checkBook(rows, p, lines, subjectExpected(oracle, p, code).opening, false);
          expect(rows[0]?.summary).toBe(
            p.monthFrom === 1 && p.year > oracle.startYear ? '上年结转' : '期初余额',
          );
        } finally {
          Object.assign(lineReading, plans['merging index scans']);
        }
      });
    }
  }
});

function fromList(list: string[]): string {
  return fromCents(list.reduce((a, s) => a + BigInt(s.replace('.', '')), 0n));
}

function pick(row: ReturnType<typeof asBalanceRow>) {
  const { openingDebit, openingCredit, debit, credit, yearDebit, yearCredit, closingDebit, closingCredit } =
    row;
  return { openingDebit, openingCredit, debit, credit, yearDebit, yearCredit, closingDebit, closingCredit };
}
