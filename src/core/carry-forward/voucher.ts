// The lines of the two carry-forward vouchers, from balances (whole cents, debit-net):
// - 期末结转: every 收入 and 支出 balance (per subject, department and auxiliary combination) is
//   cleared into its part's 本年收支结转; the target takes the part's income total on the credit
//   side and its expense total on the debit side (the union form: 借记各收入科目，贷记本年收支结转；
//   借记本年收支结转，贷记各支出科目). A balance against the subject's normal side (投资收益's net
//   loss, a 支出 refund) is cleared from the other side.
// - 年末结转: every detail of 321/322/331/332 other than its 累计 detail moves into it.
import { fromCents, type Money, toCents } from '../money';
import { parseAuxKey } from '../subjects/aux-key';
import type { Category } from '../subjects/types';
import { type CarryPart, carryParts, partLabels, type YearEndFund, yearEndFunds } from './parts';
import { isUnder } from './setting';

export interface BalanceRow {
  code: string;
  /** '' when none. */
  deptCode: string;
  /** Canonical auxiliary key, '' when none. */
  auxKey: string;
  /** Debit minus credit, in cents. */
  debitNet: bigint;
}

export interface CarryEntry {
  summary: string;
  code: string;
  departmentCode: string | null;
  auxis: { typeNo: string; infoNo: string }[];
  debitAmount: Money | '';
  creditAmount: Money | '';
}

export interface PartTotal {
  part: CarryPart;
  target: string;
  /** Income carried (credit-net of the part's 收入 subjects). */
  income: Money;
  /** Expense carried (debit-net of the part's 支出 subjects). */
  expense: Money;
  /** income − expense: what the target's balance grows by. */
  net: Money;
}

export type CarryResult =
  | { ok: true; entries: CarryEntry[]; parts: PartTotal[]; total: Money }
  | { ok: false; message: string };

const byKey = (a: BalanceRow, b: BalanceRow) =>
  a.code < b.code
    ? -1
    : a.code > b.code
      ? 1
      : `${a.deptCode}|${a.auxKey}` < `${b.deptCode}|${b.auxKey}`
        ? -1
        : `${a.deptCode}|${a.auxKey}` > `${b.deptCode}|${b.auxKey}`
          ? 1
          : 0;

/** The line that clears a debit-net balance: a debit balance is credited, a credit one debited. */
function clearing(row: BalanceRow, summary: string): CarryEntry {
  const amount = fromCents(row.debitNet < 0n ? -row.debitNet : row.debitNet);
  return {
    summary,
    code: row.code,
    departmentCode: row.deptCode === '' ? null : row.deptCode,
    auxis: parseAuxKey(row.auxKey),
    debitAmount: row.debitNet < 0n ? amount : '',
    creditAmount: row.debitNet > 0n ? amount : '',
  };
}

/** A target line taking `creditNet` (a credit when positive, a debit when negative); none for 0. */
function target(code: string, creditNet: bigint, summary: string): CarryEntry[] {
  if (creditNet === 0n) return [];
  const amount = fromCents(creditNet < 0n ? -creditNet : creditNet);
  return [
    {
      summary,
      code,
      departmentCode: null,
      auxis: [],
      debitAmount: creditNet < 0n ? amount : '',
      creditAmount: creditNet > 0n ? amount : '',
    },
  ];
}

function totalOf(entries: readonly CarryEntry[]): Money {
  let cents = 0n;
  for (const e of entries) if (e.debitAmount !== '') cents += toCents(e.debitAmount);
  return fromCents(cents);
}

export interface PeriodInput {
  rows: readonly BalanceRow[];
  categoryOf(code: string): Category | undefined;
  partOf(code: string): CarryPart;
  targets: Record<CarryPart, string | null>;
  summary: string;
}

/** 期末结转: the lines clearing every 收入 and 支出 balance into its part's target. */
export function periodCarryForward(input: PeriodInput): CarryResult {
  const income: BalanceRow[] = [];
  const expense: BalanceRow[] = [];
  for (const row of input.rows) {
    if (row.debitNet === 0n) continue;
    const category = input.categoryOf(row.code);
    if (category === '收入') income.push(row);
    else if (category === '支出') expense.push(row);
  }
  if (income.length === 0 && expense.length === 0) {
    return { ok: false, message: '收入、支出科目没有余额，无需结转' };
  }
  income.sort(byKey);
  expense.sort(byKey);
  const sums = new Map<CarryPart, { income: bigint; expense: bigint }>();
  const add = (part: CarryPart, key: 'income' | 'expense', cents: bigint) => {
    const s = sums.get(part) ?? { income: 0n, expense: 0n };
    s[key] += cents;
    sums.set(part, s);
  };
  for (const row of income) add(input.partOf(row.code), 'income', -row.debitNet);
  for (const row of expense) add(input.partOf(row.code), 'expense', row.debitNet);
  const parts: PartTotal[] = [];
  const targetLines: CarryEntry[] = [];
  for (const part of carryParts) {
    const s = sums.get(part);
    if (!s) continue;
    const code = input.targets[part];
    if (!code) {
      return {
        ok: false,
        message: `${partLabels[part]}有余额需要结转，请先在结转设置中选择${partLabels[part]}结转科目`,
      };
    }
    parts.push({
      part,
      target: code,
      income: fromCents(s.income),
      expense: fromCents(s.expense),
      net: fromCents(s.income - s.expense),
    });
    targetLines.push(...target(code, s.income, input.summary), ...target(code, -s.expense, input.summary));
  }
  const entries = [
    ...income.map((r) => clearing(r, input.summary)),
    ...targetLines,
    ...expense.map((r) => clearing(r, input.summary)),
  ];
  return { ok: true, entries, parts, total: totalOf(entries) };
}

export interface YearEndInput {
  /** Balances of the fund subjects (321/322/331/332 and their details). */
  rows: readonly BalanceRow[];
  targets: Record<YearEndFund, string | null>;
  summary: string;
}

/** 年末结转: each fund's other details cleared into its 累计结转 / 累计结余. */
export function yearEndCarryForward(input: YearEndInput): CarryResult {
  const entries: CarryEntry[] = [];
  const rows = [...input.rows].filter((r) => r.debitNet !== 0n).sort(byKey);
  for (const fund of yearEndFunds) {
    const into = input.targets[fund];
    const moving = rows.filter((r) => isUnder(r.code, fund) && !(into && isUnder(r.code, into)));
    if (moving.length === 0) continue;
    if (!into) {
      return { ok: false, message: `科目 ${fund} 的明细有余额，请先在结转设置中选择其年末结转的目标科目` };
    }
    let creditNet = 0n;
    for (const row of moving) {
      entries.push(clearing(row, input.summary));
      creditNet -= row.debitNet;
    }
    entries.push(...target(into, creditNet, input.summary));
  }
  if (entries.length === 0) return { ok: false, message: '结转结余各明细科目没有需要转入累计的余额' };
  return { ok: true, entries, parts: [], total: totalOf(entries) };
}
