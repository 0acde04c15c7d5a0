// 其他科目设置: which subjects the cash journal (101 库存现金 and below) and the bank journal
// (102 银行存款 and below) read. A subject and one of its descendants together would count the same
// amounts twice in a journal, so the form refuses that pair.
import type { SubjectView } from '../../core/contracts/subject';

export const CASH_ROOT = '101';
export const BANK_ROOT = '102';

/** The root and its descendants, in code order. */
export function candidatesUnder(rows: readonly SubjectView[], root: string): SubjectView[] {
  return rows
    .filter((r) => r.code === root || r.parentCodeArray.includes(root))
    .sort((a, b) => a.code.localeCompare(b.code));
}

/** The first pair where one chosen code sits under another, or null. */
export function nestedPair(codes: readonly string[], rows: readonly SubjectView[]): [string, string] | null {
  const chosen = new Set(codes);
  for (const code of [...codes].sort()) {
    const row = rows.find((r) => r.code === code);
    const ancestor = row?.parentCodeArray.find((a) => chosen.has(a));
    if (ancestor) return [ancestor, code];
  }
  return null;
}

export function validateOtherSetting(
  input: { cashCodes: readonly string[]; bankCodes: readonly string[] },
  rows: readonly SubjectView[],
): string | null {
  for (const [codes, what] of [
    [input.cashCodes, '现金科目'],
    [input.bankCodes, '银行科目'],
  ] as const) {
    const pair = nestedPair(codes, rows);
    if (pair) return `${what} ${pair[0]} 与其下级科目 ${pair[1]} 不能同时选择（日记账会重复计算）`;
  }
  return null;
}

/** Toggles `code` in the list, keeping code order. */
export function toggleCode(codes: readonly string[], code: string): string[] {
  return codes.includes(code) ? codes.filter((c) => c !== code) : [...codes, code].sort();
}
