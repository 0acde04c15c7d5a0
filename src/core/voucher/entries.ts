// The rules a voucher's lines must meet (DESIGN §6, spec 000 §5), as pure functions: the entry
// screen runs them before saving and the server runs the same ones before writing, so both give the
// same message (`第3行：科目不能为空`, `借贷不平衡，差额 12.00`). The database backs each rule again.
import { abs, compare, isZero, MAX_UPPERCASE, type Money, sub, sum, tryParseMoney } from '../money';
import { auxKeyOf } from '../subjects/aux-key';
import type { EntryAuxInput, EntryInput } from './types';

export { auxKeyOf, parseAuxKey } from '../subjects/aux-key';

export const MIN_ENTRIES = 2;
export const MAX_ENTRIES = 500;
/**
 * What a stored summary may hold. Typing in the entry grid stops at the spec's text-cell limit
 * (TEXT_CELL_MAX_LENGTH, 40); a saved summary may be longer because 常用摘要 and templates fill it.
 */
export const SUMMARY_MAX_LENGTH = 200;

/** What the rules need to know of a subject (the chart's row; the client has it cached). */
export interface EntrySubjectInfo {
  code: string;
  isLeaf: boolean;
  enabled: boolean;
  deptAccounting: boolean;
  /** The auxiliary types the subject requires, one item of each per line. */
  auxTypes: readonly { typeNo: string; typeName: string }[];
}

/**
 * Look-ups into the ledger set's reference data. `auxItem` and `department` are optional: without
 * them the items' existence is not checked (the server always checks it).
 */
export interface EntryLookup {
  subject(code: string): EntrySubjectInfo | undefined;
  auxItem?(typeNo: string, infoNo: string): { enabled: boolean } | undefined;
  department?(code: string): { enabled: boolean } | undefined;
}

/** A line that passed every rule, in the form the server stores. */
export interface CheckedEntry {
  lineNo: number;
  summary: string;
  code: string;
  /** Sorted by type number. */
  auxis: EntryAuxInput[];
  /** Canonical "typeNo:infoNo;..." key, '' when none (DESIGN §11). */
  auxKey: string;
  departmentCode: string | null;
  debit: Money;
  credit: Money;
}

export type EntriesCheck =
  | { ok: true; entries: CheckedEntry[]; total: Money }
  | { ok: false; message: string; lineNo: number | null };

const line = (lineNo: number, message: string) => `第${lineNo}行：${message}`;

/** An amount cell: '' and zero are zero; null when it is not an amount or too large. */
function amountOf(text: string | undefined): Money | 'invalid' | 'tooLarge' {
  const value = (text ?? '').trim();
  if (value === '') return '0.00' as Money;
  if (!/^-?[\d,]*(\.\d{0,2})?$/.test(value)) return 'invalid';
  const money = tryParseMoney(value);
  if (money === null) return 'invalid';
  return tooLarge(money) ? 'tooLarge' : money;
}

/** 1e15 and above cannot be written in words (spec 000 §5); compared exactly, never as a float. */
const tooLarge = (money: Money) => compare(abs(money), MAX_UPPERCASE.toFixed(0)) >= 0;

/** The debit and credit of one line, or the message saying why they are not acceptable. */
export function lineAmounts(
  entry: Pick<EntryInput, 'debitAmount' | 'creditAmount'>,
  lineNo: number,
): { debit: Money; credit: Money } | { message: string } {
  const debit = amountOf(entry.debitAmount);
  const credit = amountOf(entry.creditAmount);
  if (debit === 'invalid') return { message: line(lineNo, '借方金额格式不正确') };
  if (credit === 'invalid') return { message: line(lineNo, '贷方金额格式不正确') };
  if (debit === 'tooLarge' || credit === 'tooLarge') return { message: line(lineNo, '金额超出最大处理数字') };
  const hasDebit = !isZero(debit);
  const hasCredit = !isZero(credit);
  if (hasDebit && hasCredit) return { message: line(lineNo, '借方和贷方不能同时有金额') };
  if (!hasDebit && !hasCredit) return { message: line(lineNo, '金额不能为零') };
  return { debit, credit };
}

/** `借贷不平衡，差额 12.00` when the totals differ, else null. */
export function balanceMessage(debitTotal: string, creditTotal: string): string | null {
  const difference = abs(sub(debitTotal, creditTotal));
  return isZero(difference) ? null : `借贷不平衡，差额 ${difference}`;
}

/**
 * Domain NOTES §5.1 (会计核算软件基本功能规范): a voucher has both a debit and a credit side and
 * its amount is not zero. Checked after the balance, so [Dr 100, Dr -100] (balanced by a red line
 * on the same side) is refused here: it moves money between two subjects without a credit.
 */
export function sidesMessage(
  entries: readonly Pick<CheckedEntry, 'debit' | 'credit'>[],
  total: string,
): string | null {
  const hasDebit = entries.some((e) => !isZero(e.debit));
  const hasCredit = entries.some((e) => !isZero(e.credit));
  if (!hasDebit || !hasCredit) return '凭证必须同时有借方和贷方分录';
  if (isZero(total)) return '凭证合计金额不能为零';
  return null;
}

/** Totals of the amount cells as typed; unreadable cells count as zero (live totals while typing). */
export function entryTotals(entries: readonly Pick<EntryInput, 'debitAmount' | 'creditAmount'>[]): {
  debit: Money;
  credit: Money;
  difference: Money;
} {
  const read = (text: string) => {
    const value = amountOf(text);
    return typeof value === 'string' && value !== 'invalid' && value !== 'tooLarge' ? value : '0.00';
  };
  const debit = sum(entries.map((e) => read(e.debitAmount)));
  const credit = sum(entries.map((e) => read(e.creditAmount)));
  return { debit, credit, difference: sub(debit, credit) };
}

function checkAuxis(
  entry: EntryInput,
  subject: EntrySubjectInfo,
  lookup: EntryLookup,
  lineNo: number,
): string | EntryAuxInput[] {
  const given = (entry.auxis ?? []).map((a) => ({ typeNo: a.typeNo.trim(), infoNo: a.infoNo.trim() }));
  const seen = new Set<string>();
  for (const pair of given) {
    if (seen.has(pair.typeNo)) return line(lineNo, `辅助核算类型 ${pair.typeNo} 只能选择一个项目`);
    seen.add(pair.typeNo);
    if (!subject.auxTypes.some((t) => t.typeNo === pair.typeNo)) {
      return line(lineNo, `科目 ${subject.code} 未设置辅助核算类型 ${pair.typeNo}`);
    }
  }
  const pairs: EntryAuxInput[] = [];
  for (const type of subject.auxTypes) {
    const pair = given.find((p) => p.typeNo === type.typeNo);
    if (!pair || pair.infoNo === '') return line(lineNo, `请选择辅助核算项目（${type.typeName}）`);
    if (lookup.auxItem) {
      const item = lookup.auxItem(type.typeNo, pair.infoNo);
      if (!item) return line(lineNo, `辅助核算项目 ${pair.infoNo} 不存在（${type.typeName}）`);
      if (!item.enabled) return line(lineNo, `辅助核算项目 ${pair.infoNo} 已停用（${type.typeName}）`);
    }
    pairs.push(pair);
  }
  return pairs;
}

function checkDepartment(
  entry: EntryInput,
  subject: EntrySubjectInfo,
  lookup: EntryLookup,
  lineNo: number,
): { message: string } | { code: string | null } {
  const code = (entry.departmentCode ?? '').trim();
  if (!subject.deptAccounting) {
    return code === '' ? { code: null } : { message: line(lineNo, `科目 ${subject.code} 未设置部门核算`) };
  }
  if (code === '') return { message: line(lineNo, '请选择部门') };
  if (lookup.department) {
    const department = lookup.department(code);
    if (!department) return { message: line(lineNo, `部门 ${code} 不存在`) };
    if (!department.enabled) return { message: line(lineNo, `部门 ${code} 已停用`) };
  }
  return { code };
}

/** One line against the rules; the message of its first failure, or the line as stored. */
export function checkEntry(entry: EntryInput, lineNo: number, lookup: EntryLookup): CheckedEntry | string {
  const summary = (entry.summary ?? '').trim();
  if (summary.length > SUMMARY_MAX_LENGTH) return line(lineNo, `摘要不能超过 ${SUMMARY_MAX_LENGTH} 个字符`);
  const code = (entry.code ?? '').trim();
  if (code === '') return line(lineNo, '科目不能为空');
  const subject = lookup.subject(code);
  if (!subject) return line(lineNo, `科目 ${code} 不存在`);
  if (!subject.isLeaf) return line(lineNo, '请选择末级科目');
  if (!subject.enabled) return line(lineNo, `科目 ${code} 已停用`);
  const auxis = checkAuxis(entry, subject, lookup, lineNo);
  if (typeof auxis === 'string') return auxis;
  const department = checkDepartment(entry, subject, lookup, lineNo);
  if ('message' in department) return department.message;
  const amounts = lineAmounts(entry, lineNo);
  if ('message' in amounts) return amounts.message;
  return {
    lineNo,
    summary,
    code,
    auxis: [...auxis].sort((a, b) => (a.typeNo < b.typeNo ? -1 : a.typeNo > b.typeNo ? 1 : 0)),
    auxKey: auxKeyOf(auxis),
    departmentCode: department.code,
    debit: amounts.debit,
    credit: amounts.credit,
  };
}

/**
 * Every line in order, then the balance. Answers the first failure (what the user fixes next), or
 * the lines as stored with the voucher's total (debits = credits).
 */
export function checkEntries(entries: readonly EntryInput[], lookup: EntryLookup): EntriesCheck {
  if (entries.length < MIN_ENTRIES) {
    return { ok: false, message: `凭证至少需要 ${MIN_ENTRIES} 行分录`, lineNo: null };
  }
  if (entries.length > MAX_ENTRIES) {
    return { ok: false, message: `凭证分录不能超过 ${MAX_ENTRIES} 行`, lineNo: null };
  }
  const checked: CheckedEntry[] = [];
  for (const [index, entry] of entries.entries()) {
    const result = checkEntry(entry, index + 1, lookup);
    if (typeof result === 'string') return { ok: false, message: result, lineNo: index + 1 };
    checked.push(result);
  }
  const debit = sum(checked.map((e) => e.debit));
  const credit = sum(checked.map((e) => e.credit));
  const unbalanced = balanceMessage(debit, credit);
  if (unbalanced) return { ok: false, message: unbalanced, lineNo: null };
  const sides = sidesMessage(checked, debit);
  if (sides) return { ok: false, message: sides, lineNo: null };
  if (tooLarge(debit)) return { ok: false, message: '凭证合计金额超出最大处理数字', lineNo: null };
  return { ok: true, entries: checked, total: debit };
}
