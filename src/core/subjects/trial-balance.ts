// 期初余额试算平衡: debit total = credit total, and 资产 = 负债 + 净资产 (第九条). At the start
// of the year 收入 and 支出 carry nothing; a breakdown (department, auxiliary) must add up to its
// subject. Each check names its difference so the user knows where to look.
import { formatMoney, fromCents, type Money, toCents } from '../money';
import type { Category } from './types';

export interface TrialRow {
  category: Category;
  /** debit - credit of an end-level subject, in cents. */
  debitNet: bigint;
}

export interface BreakdownCheck {
  code: string;
  name: string;
  kind: 'department' | 'auxiliary';
  /** Amounts in the subject's direction. */
  subjectAmount: Money;
  breakdownAmount: Money;
}

export interface TrialBalance {
  balanced: boolean;
  debitTotal: Money;
  creditTotal: Money;
  /** debitTotal - creditTotal. */
  debitCreditDifference: Money;
  assets: Money;
  liabilities: Money;
  netAssets: Money;
  /** liabilities + netAssets. */
  liabilitiesAndNetAssets: Money;
  /** assets - (liabilities + netAssets). */
  equationDifference: Money;
  income: Money;
  expense: Money;
  breakdowns: (BreakdownCheck & { difference: Money })[];
  problems: string[];
}

const fmt = (cents: bigint) => formatMoney(fromCents(cents));

export function trialBalance(
  rows: readonly TrialRow[],
  breakdowns: readonly BreakdownCheck[] = [],
): TrialBalance {
  let debit = 0n;
  let credit = 0n;
  const net: Record<Category, bigint> = { 资产: 0n, 负债: 0n, 净资产: 0n, 收入: 0n, 支出: 0n };
  for (const row of rows) {
    if (row.debitNet >= 0n) debit += row.debitNet;
    else credit -= row.debitNet;
    net[row.category] += row.debitNet;
  }
  const assets = net.资产;
  const liabilities = -net.负债;
  const netAssets = -net.净资产;
  const income = -net.收入;
  const expense = net.支出;
  const equation = assets - (liabilities + netAssets);
  const problems: string[] = [];
  if (debit !== credit) {
    problems.push(`借方合计 ${fmt(debit)} 与贷方合计 ${fmt(credit)} 不等，差额 ${fmt(debit - credit)}`);
  }
  if (equation !== 0n) {
    problems.push(
      `资产 ${fmt(assets)} 不等于负债 ${fmt(liabilities)} 加净资产 ${fmt(netAssets)}（合计 ${fmt(liabilities + netAssets)}），差额 ${fmt(equation)}`,
    );
  }
  if (income !== 0n) problems.push(`收入类科目年初应无余额，当前合计 ${fmt(income)}`);
  if (expense !== 0n) problems.push(`支出类科目年初应无余额，当前合计 ${fmt(expense)}`);
  const checked = breakdowns.map((b) => ({
    ...b,
    difference: differenceOf(b.breakdownAmount, b.subjectAmount),
  }));
  for (const b of checked) {
    if (b.difference !== '0.00') problems.push(breakdownProblem(b));
  }
  return {
    balanced: problems.length === 0,
    debitTotal: fromCents(debit),
    creditTotal: fromCents(credit),
    debitCreditDifference: fromCents(debit - credit),
    assets: fromCents(assets),
    liabilities: fromCents(liabilities),
    netAssets: fromCents(netAssets),
    liabilitiesAndNetAssets: fromCents(liabilities + netAssets),
    equationDifference: fromCents(equation),
    income: fromCents(income),
    expense: fromCents(expense),
    breakdowns: checked,
    problems,
  };
}

function differenceOf(a: Money, b: Money): Money {
  return fromCents(toCents(a) - toCents(b));
}

const kindLabel = { department: '部门', auxiliary: '辅助核算' } as const;

/** "科目 135 其他应收款 的部门期初余额合计 26,000.00 与科目期初余额 25,000.00 不等，差额 1,000.00". */
export function breakdownProblem(b: BreakdownCheck): string {
  return `科目 ${b.code} ${b.name} 的${kindLabel[b.kind]}期初余额合计 ${formatMoney(b.breakdownAmount)} 与科目期初余额 ${formatMoney(b.subjectAmount)} 不等，差额 ${formatMoney(differenceOf(b.breakdownAmount, b.subjectAmount))}`;
}
