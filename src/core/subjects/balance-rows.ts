// The rules an opening balance must meet, shared by the entry screen, the API and the file import:
// an existing end-level subject, a valid amount, nothing on 收入/支出 at the start of the year.
// An import checks every row first and reports each bad one with its row number (第3行：...).
import { type Money, MoneyError, parseMoney } from '../money';
import type { Category } from './types';

export interface BalanceSubject {
  code: string;
  name: string;
  category: Category;
  isLeaf: boolean;
}

/** Largest amount accepted: numeric(18,2) holds 16 integer digits; keep well inside it. */
export const MAX_BALANCE = '999999999999.99';

export type AmountResult = { ok: true; amount: Money } | { ok: false; message: string };

export function readAmount(raw: string, label = '期初余额'): AmountResult {
  const text = raw.trim();
  if (text === '') return { ok: true, amount: parseMoney('0') };
  // More than two decimals is a typing (or formula) mistake to report, not a value to round away.
  if (/\.\d{2}\d*[1-9]\d*$/.test(text)) {
    return { ok: false, message: `${label}“${raw}”最多两位小数` };
  }
  try {
    const amount = parseMoney(text);
    const digits = amount.replace('-', '');
    if (
      digits.length > MAX_BALANCE.length ||
      (digits.length === MAX_BALANCE.length && digits > MAX_BALANCE)
    ) {
      return { ok: false, message: `${label}“${raw}”超出允许范围` };
    }
    return { ok: true, amount };
  } catch (error) {
    if (error instanceof MoneyError) return { ok: false, message: `${label}“${raw}”不是有效金额` };
    throw error;
  }
}

/** Why a subject cannot take this amount, or null. */
export function balanceProblem(subject: BalanceSubject, amount: Money): string | null {
  if (!subject.isLeaf) return `科目 ${subject.code} ${subject.name} 不是末级科目，只能在末级科目录入期初余额`;
  if ((subject.category === '收入' || subject.category === '支出') && amount !== '0.00') {
    return `科目 ${subject.code} ${subject.name} 属于${subject.category}类，年初应无余额`;
  }
  return null;
}

export interface BalanceRowInput {
  /** The row number in the file (header is row 1). */
  rowNo: number;
  code: string;
  name: string;
  amount: string;
}

export type BalanceRowsResult =
  | { ok: true; values: { code: string; amount: Money }[] }
  | { ok: false; errors: string[] };

/** All-or-nothing: every row is checked and every problem reported, or the values are returned. */
export function checkBalanceRows(
  rows: readonly BalanceRowInput[],
  subjects: ReadonlyMap<string, BalanceSubject>,
): BalanceRowsResult {
  const errors: string[] = [];
  const values: { code: string; amount: Money }[] = [];
  const firstRow = new Map<string, number>();
  if (rows.length === 0) return { ok: false, errors: ['文件中没有数据行'] };
  for (const row of rows) {
    const at = `第${row.rowNo}行：`;
    const code = row.code.trim();
    if (code === '') {
      errors.push(`${at}科目编码不能为空`);
      continue;
    }
    const subject = subjects.get(code);
    if (!subject) {
      errors.push(`${at}科目编码 ${code} 不存在`);
      continue;
    }
    const earlier = firstRow.get(code);
    if (earlier !== undefined) {
      errors.push(`${at}科目编码 ${code} 与第${earlier}行重复`);
      continue;
    }
    firstRow.set(code, row.rowNo);
    const name = row.name.trim();
    if (name !== '' && name !== subject.name) {
      errors.push(`${at}科目编码 ${code} 的名称是“${subject.name}”，与表中的“${name}”不一致`);
      continue;
    }
    const amount = readAmount(row.amount);
    if (!amount.ok) {
      errors.push(`${at}${amount.message}`);
      continue;
    }
    const problem = balanceProblem(subject, amount.amount);
    if (problem) {
      errors.push(`${at}${problem}`);
      continue;
    }
    values.push({ code, amount: amount.amount });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, values };
}
