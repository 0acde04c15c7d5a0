// The worked example of the domain notes end to end: the 建设银行 statement file read, matched
// automatically against the book, and the 余额调节表 of 2024-06-30 equal to the example's figures.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';
import { EXAMPLE_AS_OF, EXAMPLE_OPENING, EXAMPLE_START, exampleBook } from './fixtures/worked-example';
import { readStatement } from './import';
import { autoMatch } from './matching';
import { adjustmentStatement, balanceOn, type LedgerItem, outstandingOn } from './statement';
import { DEFAULT_WINDOW_DAYS } from './types';

const here = (name: string) => new URL(`./fixtures/${name}`, import.meta.url);
const fixture = (name: string) => readFileSync(here(name), 'utf8');

/** The example's 项目,金额 rows as a map. */
function exampleFigures(): Map<string, string> {
  const rows = parseCsv(fixture('bank_reconciliation_example.csv')).slice(1);
  return new Map(rows.filter((r) => r.length >= 2).map((r) => [r[0] ?? '', r[1] ?? '']));
}

describe('the worked example (bank_reconciliation_example.csv)', () => {
  const read = readStatement(parseCsv(fixture('bank_statement_template.csv')), { startDate: EXAMPLE_START });

  it('reads the 建设银行 template: five lines, amounts by side, cheque number kept', () => {
    expect(read.problems).toEqual([]);
    expect(read.header?.layout.code).toBe('ccb');
    expect(read.lines.map((l) => [l.date, l.receipt, l.payment])).toEqual([
      ['2024-06-01', '120000.00', '0.00'],
      ['2024-06-03', '0.00', '3500.00'],
      ['2024-06-05', '0.00', '20000.00'],
      ['2024-06-21', '186.25', '0.00'],
      ['2024-06-28', '0.00', '45.00'],
    ]);
    expect(read.lines[1]?.settleNo).toBe('10203456');
    expect(read.lines[1]?.serial).toBe('44050100000000000001-0002');
    expect(read.lines[4]?.balance).toBe('596641.25');
  });

  const bank = read.lines.map((l, i) => ({
    key: `b:${i + 1}`,
    date: l.date,
    amount: l.receipt !== '0.00' ? l.receipt : (`-${l.payment}` as typeof l.payment),
    settleNo: l.settleNo,
  }));
  const pairs = autoMatch(exampleBook, bank, { bySettleNo: true, windowDays: DEFAULT_WINDOW_DAYS });

  it('matches the cheque by its number and the other two by amount and date', () => {
    expect(pairs).toEqual([
      { book: 'v:2', bank: 'b:2', rule: 'settleNo' },
      { book: 'v:1', bank: 'b:1', rule: 'date' },
      { book: 'v:3', bank: 'b:3', rule: 'date' },
    ]);
  });

  it('gives the example 余额调节表, balanced at 602,841.25', () => {
    const matchOf = new Map<string, string>();
    pairs.forEach((p, i) => {
      matchOf.set(p.book, `m${i}`);
      matchOf.set(p.bank, `m${i}`);
    });
    const ledger = (items: typeof bank): LedgerItem[] =>
      items.map((x) => ({ ...x, opening: false, matchId: matchOf.get(x.key) ?? null }));
    const book = ledger(exampleBook);
    const bankItems = ledger(bank);
    const open = outstandingOn(book, bankItems, EXAMPLE_AS_OF);
    const statement = adjustmentStatement({
      bookBalance: balanceOn(EXAMPLE_OPENING, book, EXAMPLE_AS_OF),
      bankBalance: balanceOn(EXAMPLE_OPENING, bankItems, EXAMPLE_AS_OF),
      bookOutstanding: open.book,
      bankOutstanding: open.bank,
    });
    const f = exampleFigures();
    expect(statement).toEqual({
      bookBalance: f.get('企业银行存款日记账余额'),
      bankReceivedNotBooked: f.get('加：银行已收、企业未收'),
      bankPaidNotBooked: f.get('减：银行已付、企业未付'),
      bookAdjusted: f.get('调节后的存款余额(企业方)'),
      bankBalance: f.get('银行对账单余额'),
      bookReceivedNotBanked: f.get('加：企业已收、银行未收'),
      bookPaidNotBanked: f.get('减：企业已付、银行未付'),
      bankAdjusted: f.get('调节后的存款余额(银行方)'),
      difference: '0.00',
      balanced: f.get('平衡') === 'True',
    });
  });
});

// CI lays the domain folder beside the repository; the committed copies must say what it says.
describe('the committed fixtures', () => {
  const shared = new URL('../../../../shared/domain/', import.meta.url);
  for (const name of [
    'bank_statement_template.csv',
    'bank_statement_template_icbc.csv',
    'bank_reconciliation_example.csv',
  ]) {
    it.runIf(existsSync(new URL(name, shared)))(`${name} equals the domain file`, () => {
      expect(fixture(name)).toBe(readFileSync(new URL(name, shared), 'utf8'));
    });
  }
});
