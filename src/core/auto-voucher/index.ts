// 自动凭证 (issue 19 item 6): a recurring voucher defined once (a month-end accrual, a transfer)
// and generated for a month. Each line's amount is fixed, the month-end balance of a subject (in
// its normal direction), or the rest that balances the voucher. Pure rules: the definition's
// checks and the month's lines from balances.
import { fromCents, type Money, toCents, tryParseMoney } from '../money';
import type { Category, Direction } from '../subjects/types';

export type AutoAmount =
  | { kind: 'fixed'; value: string }
  | { kind: 'balance'; code: string }
  | { kind: 'rest' };

export interface AutoLine {
  summary: string;
  code: string;
  departmentCode: string | null;
  auxis: { typeNo: string; infoNo: string }[];
  side: 'debit' | 'credit';
  amount: AutoAmount;
}

export interface AutoDefinition {
  /** Made by the client (uuid). */
  key: string;
  name: string;
  lines: AutoLine[];
  enabled: boolean;
  /** 0 until first saved. */
  version: number;
  updatedAt: string | null;
}

export const AUTO_MAX_LINES = 50;

export const amountKindLabels: Record<AutoAmount['kind'], string> = {
  fixed: '固定金额',
  balance: '科目期末余额',
  rest: '借贷差额',
};

export interface AutoSubject {
  code: string;
  isLeaf: boolean;
  enabled: boolean;
  category: Category;
  direction: Direction;
}

/** Every problem of a definition against the chart, line by line (第N行：…). */
export function definitionProblems(
  name: string,
  lines: readonly AutoLine[],
  chart: ReadonlyMap<string, AutoSubject>,
): string[] {
  const problems: string[] = [];
  if (name.trim() === '') problems.push('请填写名称');
  if (lines.length < 2) problems.push('至少需要两行分录');
  if (lines.length > AUTO_MAX_LINES) problems.push(`分录不能超过 ${AUTO_MAX_LINES} 行`);
  if (lines.filter((l) => l.amount.kind === 'rest').length > 1) problems.push('只能有一行取借贷差额');
  if (!lines.some((l) => l.side === 'debit') || !lines.some((l) => l.side === 'credit')) {
    problems.push('必须同时有借方和贷方分录');
  }
  lines.forEach((l, i) => {
    const at = `第${i + 1}行：`;
    const s = chart.get(l.code.trim());
    if (l.code.trim() === '') problems.push(`${at}科目不能为空`);
    else if (!s) problems.push(`${at}科目 ${l.code} 不存在`);
    else if (!s.isLeaf) problems.push(`${at}请选择末级科目`);
    else if (!s.enabled) problems.push(`${at}科目 ${l.code} 已停用`);
    if (l.amount.kind === 'fixed') {
      const v = tryParseMoney(l.amount.value);
      if (v === null || toCents(v) <= 0n) problems.push(`${at}固定金额应大于零`);
    }
    if (l.amount.kind === 'balance' && !chart.get(l.amount.code.trim())) {
      problems.push(`${at}取数科目 ${l.amount.code || '（空）'} 不存在`);
    }
  });
  return problems;
}

export interface AutoEntry {
  summary: string;
  code: string;
  departmentCode: string | null;
  auxis: { typeNo: string; infoNo: string }[];
  debitAmount: Money | '';
  creditAmount: Money | '';
}

export type AutoResult = { ok: true; entries: AutoEntry[]; total: Money } | { ok: false; message: string };

/**
 * The month's lines: `balanceOf(code)` is the subject's debit-net balance (cents) at the month's
 * end, `directionOf(code)` its normal direction. A line of zero is left out; a negative amount is
 * kept on its side as a red amount (红字).
 */
export function autoEntries(
  lines: readonly AutoLine[],
  balanceOf: (code: string) => bigint,
  directionOf: (code: string) => Direction | undefined,
): AutoResult {
  const amounts: (bigint | null)[] = lines.map((l) => {
    if (l.amount.kind === 'fixed') return toCents(tryParseMoney(l.amount.value) ?? '0');
    if (l.amount.kind === 'balance') {
      const net = balanceOf(l.amount.code);
      return directionOf(l.amount.code) === 2 ? -net : net;
    }
    return null;
  });
  let debit = 0n;
  let credit = 0n;
  lines.forEach((l, i) => {
    const a = amounts[i];
    if (a === null || a === undefined) return;
    if (l.side === 'debit') debit += a;
    else credit += a;
  });
  const restAt = lines.findIndex((l) => l.amount.kind === 'rest');
  if (restAt >= 0) {
    const rest = lines[restAt] as AutoLine;
    amounts[restAt] = rest.side === 'debit' ? credit - debit : debit - credit;
    if (rest.side === 'debit') debit += amounts[restAt] as bigint;
    else credit += amounts[restAt] as bigint;
  }
  if (debit !== credit) {
    return {
      ok: false,
      message: `借贷不平衡，差额 ${fromCents(debit - credit < 0n ? credit - debit : debit - credit)}`,
    };
  }
  const entries: AutoEntry[] = [];
  lines.forEach((l, i) => {
    const a = amounts[i] ?? 0n;
    if (a === 0n) return;
    const m = fromCents(a);
    entries.push({
      summary: l.summary.trim(),
      code: l.code.trim(),
      departmentCode: l.departmentCode || null,
      auxis: l.auxis,
      debitAmount: l.side === 'debit' ? m : '',
      creditAmount: l.side === 'credit' ? m : '',
    });
  });
  if (entries.length === 0 || debit === 0n) return { ok: false, message: '本月金额为零，无需生成' };
  return { ok: true, entries, total: fromCents(debit) };
}
