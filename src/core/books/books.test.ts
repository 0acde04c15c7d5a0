import { describe, expect, it } from 'vitest';
import { showBalance, sideOf, splitSides } from './direction';
import { centsOf, closingOf, type Figures, figuresByKey, figuresFromMonths, zeroFigures } from './figures';
import { accountDirectives, accountNames, formatTransaction, journalText } from './hledger';
import {
  type BookSubject,
  childTowards,
  inCodeRange,
  leavesUnder,
  outermost,
  rollUpFigures,
  selectSubjects,
  totalOf,
} from './rollup';
import { buildPage, closedOnPage } from './running';

const subject = (code: string, parentCode: string | null, name = code): BookSubject => ({
  code,
  name,
  parentCode,
  level: parentCode === null ? 1 : code.length === 5 ? 2 : 3,
  isLeaf: true,
  category: code.startsWith('1') ? '资产' : code.startsWith('4') ? '收入' : '负债',
  direction: code.startsWith('1') ? 1 : 2,
});
const chart: BookSubject[] = [
  subject('101', null, '库存现金'),
  { ...subject('102', null, '银行存款'), isLeaf: false },
  subject('10201', '102', '经费集中户'),
  { ...subject('10202', '102', '代管经费'), isLeaf: false },
  subject('1020201', '10202', '甲'),
  subject('402', null, '拨缴经费收入'),
];
const f = (opening: bigint, debit = 0n, credit = 0n): Figures => ({
  opening,
  debit,
  credit,
  yearDebit: debit,
  yearCredit: credit,
});

describe('direction', () => {
  it('shows 借, 贷 and 平 with a positive amount', () => {
    expect(sideOf(1n)).toBe('借');
    expect(sideOf(-1n)).toBe('贷');
    expect(sideOf(0n)).toBe('平');
    expect(showBalance(-12345n)).toEqual({ direction: '贷', balance: '123.45' });
    expect(showBalance(0n)).toEqual({ direction: '平', balance: '0.00' });
    expect(splitSides(-5n)).toEqual({ debit: '0.00', credit: '0.05' });
  });

  it('reads numeric strings as cents', () => {
    expect(centsOf('-12.5')).toBe(-1250n);
    expect(centsOf('3')).toBe(300n);
    expect(centsOf(null)).toBe(0n);
    expect(centsOf('0.07')).toBe(7n);
    expect(() => centsOf('1e5')).toThrow();
  });
});

describe('figures from monthly movements', () => {
  const months = [
    { month: 0, debit: 1000n, credit: 0n },
    { month: 1, debit: 10n, credit: 1n },
    { month: 3, debit: 30n, credit: 3n },
    { month: 4, debit: 40n, credit: 4n },
    { month: 6, debit: 60n, credit: 6n },
  ];

  it('puts earlier months into the opening and counts the year to date to the last month', () => {
    expect(figuresFromMonths(months, 3, 4)).toEqual({
      opening: 1009n,
      debit: 70n,
      credit: 7n,
      yearDebit: 80n,
      yearCredit: 8n,
    });
    expect(figuresFromMonths(months, 1, 12).opening).toBe(1000n);
    const keyed = figuresByKey(
      months.map((m, i) => ({ ...m, code: i % 2 === 0 ? 'a' : 'b' })),
      (m) => m.code,
      1,
      12,
    );
    expect(keyed.get('a')?.debit).toBe(90n);
    expect(keyed.get('b')?.debit).toBe(50n);
  });
});

describe('roll-up and selection', () => {
  const own = new Map([
    ['10201', f(1000n, 500n, 200n)],
    ['1020201', f(10n)],
    ['402', f(0n, 0n, 700n)],
    ['101', f(-1010n, 0n, 300n)],
  ]);
  const all = rollUpFigures(chart, own);

  it('adds every descendant into its ancestors', () => {
    expect(all.get('102')).toEqual(f(1010n, 500n, 200n));
    expect(all.get('10202')).toEqual(f(10n));
    expect(closingOf(all.get('102') ?? zeroFigures())).toBe(1310n);
  });

  it('filters by level, code range and zero rows, and totals without double counting', () => {
    const level1 = selectSubjects(chart, all, { level: 1 });
    expect(level1.map((s) => s.code)).toEqual(['101', '102', '402']);
    const t = totalOf(outermost(level1, chart), all);
    expect(t.opening).toBe(0n);
    expect(t.debit - t.credit).toBe(500n - 200n - 300n - 700n);
    const range = selectSubjects(chart, all, { codeFrom: '10201', codeTo: '102' });
    expect(range.map((s) => s.code)).toEqual(['10201', '10202', '1020201']);
    expect(outermost(range, chart).map((s) => s.code)).toEqual(['10201', '10202']);
    expect(selectSubjects(chart, new Map([['101', f(1n)]]), { hideZero: true }).map((s) => s.code)).toEqual([
      '101',
    ]);
    expect(inCodeRange('10201', '102', '102')).toBe(true);
    expect(inCodeRange('103', '102', '102')).toBe(false);
  });

  it('finds leaves and the column child of a descendant', () => {
    expect(leavesUnder('102', chart)).toEqual(['10201', '1020201']);
    expect(leavesUnder('101', chart)).toEqual(['101']);
    const parents = new Map(chart.map((s) => [s.code, s.parentCode]));
    expect(childTowards('1020201', '102', parents)).toBe('10202');
    expect(childTowards('10201', '102', parents)).toBe('10201');
    expect(childTowards('101', '102', parents)).toBeNull();
  });
});

describe('running balance pages', () => {
  const line = (month: number, date: string, debit: bigint, credit: bigint) => ({
    month,
    date,
    debit,
    credit,
  });
  const lines = [
    line(1, '2024-01-03', 100n, 0n),
    line(1, '2024-01-03', 0n, 30n),
    line(1, '2024-01-09', 0n, 100n),
    line(2, '2024-02-01', 50n, 0n),
  ];

  it('runs the balance and closes days and months where the context says', () => {
    const rows = buildPage(lines, {
      start: 20n,
      dayTotals: new Map([
        ['2024-01-03', { debit: 100n, credit: 30n }],
        ['2024-01-09', { debit: 0n, credit: 100n }],
      ]),
      monthTotals: new Map([
        [1, { month: { debit: 100n, credit: 130n }, year: { debit: 100n, credit: 130n } }],
      ]),
    });
    expect(rows.map((r) => r.kind)).toEqual([
      'line',
      'line',
      'dayTotal',
      'line',
      'dayTotal',
      'monthTotal',
      'yearTotal',
      'line',
    ]);
    expect(rows.map((r) => `${r.direction}${r.balance}`)).toEqual([
      '借1.20',
      '借0.90',
      '借0.90',
      '贷0.10',
      '贷0.10',
      '贷0.10',
      '贷0.10',
      '借0.40',
    ]);
  });

  it('knows which days and months end on a page', () => {
    expect(closedOnPage(lines.slice(0, 2), lines[2])).toEqual({ days: ['2024-01-03'], months: [] });
    expect(closedOnPage(lines.slice(2, 3), lines[3])).toEqual({ days: ['2024-01-09'], months: [1] });
    expect(closedOnPage(lines.slice(3), undefined)).toEqual({ days: ['2024-02-01'], months: [2] });
  });
});

describe('hledger journal', () => {
  it('names accounts by element and subject path', () => {
    const names = accountNames(chart);
    expect(names.get('10201')).toBe('资产:102 银行存款:10201 经费集中户');
    expect(names.get('1020201')).toBe('资产:102 银行存款:10202 代管经费:1020201 甲');
    expect(journalText('a:b;  c\nd')).toBe('a：b； c d');
    expect(accountDirectives(chart)).toContain('account 收入:402 拨缴经费收入  ; type:R');
  });

  it('writes a transaction with signed amounts', () => {
    expect(
      formatTransaction({
        date: '2024-01-05',
        code: '记-3',
        description: '收到 经费',
        postings: [
          { account: '资产:101 库存现金', amount: 12345n, comment: 'dept:D1' },
          { account: '收入:402 拨缴经费收入', amount: -12345n },
        ],
      }),
    ).toBe(
      '2024-01-05 * (记-3) 收到 经费\n    资产:101 库存现金  123.45  ; dept:D1\n    收入:402 拨缴经费收入  -123.45\n',
    );
  });
});
