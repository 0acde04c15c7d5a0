// The entry grid's rules as pure functions over lines, so they are tested without a browser: the
// default rows, row operations, where Enter goes (the side that balances the voucher), the `=`
// balancing amount, the summary offered from the line above, totals, and the lines sent to the
// server (empty ones dropped).
import {
  abs,
  compare,
  isZero,
  parseMoney,
  sub,
  sum,
  toChineseUppercase,
  tryParseMoney,
} from '../../core/money';
import type { EntryInput } from '../../core/voucher/types';
import type { AuxChoice } from '../pickers/picker-rules';

/**
 * 1 借 debit, 2 贷 credit: the side the line was last given an amount on (templates, `=`, Space).
 * Where the cursor goes after the subject does not follow it: that is the side that balances.
 */
export type LineSide = 1 | 2;

export interface EntryLine {
  /** Local id (React key, focus target); never sent. */
  id: string;
  side: LineSide;
  summary: string;
  code: string;
  /** What the subject cell shows: "50501 培训支出" style pieces, kept for offline display. */
  subjectName: string;
  subjectFullName: string;
  auxis: AuxChoice[];
  departmentCode: string | null;
  departmentName: string | null;
  /** As typed (sanitised), '' when empty; formatted for display only. */
  debit: string;
  credit: string;
}

export type Column = 'summary' | 'subject' | 'aux' | 'department' | 'debit' | 'credit';

export interface CellPos {
  row: number;
  col: Column;
}

export type MakeId = () => string;

export function blankLine(id: string, side: LineSide = 1): EntryLine {
  return {
    id,
    side,
    summary: '',
    code: '',
    subjectName: '',
    subjectFullName: '',
    auxis: [],
    departmentCode: null,
    departmentName: null,
    debit: '',
    credit: '',
  };
}

/** The voucher's default template: four rows, debit, credit, debit, credit (spec 000 §4.2). */
export function defaultLines(makeId: MakeId): EntryLine[] {
  return ([1, 2, 1, 2] as const).map((side) => blankLine(makeId(), side));
}

/** True when the line holds nothing worth sending (such lines are dropped before saving). */
export function isEmptyLine(line: EntryLine): boolean {
  return (
    line.summary.trim() === '' &&
    line.code === '' &&
    amountOf(line.debit) === null &&
    amountOf(line.credit) === null
  );
}

/** A typed amount as money, or null when blank, unreadable or zero. */
export function amountOf(text: string): string | null {
  if (text.trim() === '' || text.trim() === '-') return null;
  const value = tryParseMoney(text);
  return value === null || isZero(value) ? null : value;
}

export interface Totals {
  debit: string;
  credit: string;
  /** debit - credit */
  difference: string;
  balanced: boolean;
}

export function totalsOf(lines: readonly EntryLine[]): Totals {
  const debit = sum(lines.map((l) => amountOf(l.debit) ?? '0'));
  const credit = sum(lines.map((l) => amountOf(l.credit) ?? '0'));
  const difference = sub(debit, credit);
  return { debit, credit, difference, balanced: isZero(difference) };
}

/** 人民币大写 of the total, or the reason it cannot be written (超出最大处理数字). */
export function uppercaseOf(amount: string): { text: string; error: string | null } {
  if (isZero(amount)) return { text: '', error: null };
  try {
    return { text: toChineseUppercase(amount), error: null };
  } catch (error) {
    return { text: '', error: error instanceof Error ? error.message : String(error) };
  }
}

/** The side a new line probably takes: credit while debits lead, else debit. */
export function nextSide(lines: readonly EntryLine[]): LineSide {
  return compare(totalsOf(lines).difference, '0') > 0 ? 2 : 1;
}

export function appendLine(lines: readonly EntryLine[], makeId: MakeId): EntryLine[] {
  return [...lines, blankLine(makeId(), nextSide(lines))];
}

/** A blank line before `at` (插入行). */
export function insertLine(lines: readonly EntryLine[], at: number, makeId: MakeId): EntryLine[] {
  const index = Math.min(Math.max(0, at), lines.length);
  return [
    ...lines.slice(0, index),
    blankLine(makeId(), nextSide(lines.slice(0, index))),
    ...lines.slice(index),
  ];
}

/** Removes line `at`; the grid never goes empty (the last line becomes blank instead). */
export function deleteLine(lines: readonly EntryLine[], at: number, makeId: MakeId): EntryLine[] {
  if (at < 0 || at >= lines.length) return [...lines];
  if (lines.length === 1) return [blankLine(makeId(), lines[0]?.side ?? 1)];
  return lines.filter((_, i) => i !== at);
}

/** A copy of line `at` right below it (复制行). */
export function copyLine(lines: readonly EntryLine[], at: number, makeId: MakeId): EntryLine[] {
  const source = lines[at];
  if (!source) return [...lines];
  const copy: EntryLine = { ...source, id: makeId(), auxis: source.auxis.map((a) => ({ ...a })) };
  return [...lines.slice(0, at + 1), copy, ...lines.slice(at + 1)];
}

export function updateLine(lines: readonly EntryLine[], at: number, patch: Partial<EntryLine>): EntryLine[] {
  return lines.map((l, i) => (i === at ? { ...l, ...patch } : l));
}

/** The summary offered to an empty summary cell: the nearest one above. */
export function summaryAbove(lines: readonly EntryLine[], at: number): string {
  for (let i = Math.min(at, lines.length) - 1; i >= 0; i--) {
    const text = lines[i]?.summary.trim() ?? '';
    if (text !== '') return lines[i]?.summary ?? '';
  }
  return '';
}

/**
 * What the summary cell offers for typed text: the summary above first, then 常用摘要, those that
 * contain the text and are not it already; at most `limit`.
 */
export function summaryOptions(text: string, above: string, common: readonly string[], limit = 8): string[] {
  const q = text.trim();
  if (q === '') return [];
  const out: string[] = [];
  for (const option of [above, ...common]) {
    if (option.trim() === '' || option === text || !option.includes(q) || out.includes(option)) continue;
    out.push(option);
    if (out.length >= limit) break;
  }
  return out;
}

/** debit - credit of every line but `at`: what line `at` has to balance. */
function differenceWithout(lines: readonly EntryLine[], at: number): string {
  return totalsOf(lines.filter((_, i) => i !== at)).difference;
}

/**
 * The side that balances the voucher on line `at`, as an accountant types: credit while the other
 * lines' debits lead, else debit (so the first line of a voucher is a debit).
 */
export function balancingSide(lines: readonly EntryLine[], at: number): 'debit' | 'credit' {
  return compare(differenceWithout(lines, at), '0') > 0 ? 'credit' : 'debit';
}

/**
 * The amount that balances the voucher when typed into line `at`'s `col`: the other side's total
 * minus this side's total without this line (negative when this is the wrong side). '' when nothing
 * is missing.
 */
export function balancingAmount(lines: readonly EntryLine[], at: number, col: 'debit' | 'credit'): string {
  const others = lines.map((l, i) => (i === at ? { ...l, debit: '', credit: '' } : l));
  const t = totalsOf(others);
  const value = col === 'debit' ? sub(t.credit, t.debit) : sub(t.debit, t.credit);
  return isZero(value) ? '' : value;
}

/**
 * `=` in an amount cell: the positive difference goes on the side that balances the voucher,
 * whichever amount cell the cursor is in, the other side of the line cleared; `col` is where the
 * amount went (the cursor follows it). Only a user who typed the minus first gets a negative
 * (红字) amount, in the cell they typed it in.
 */
export function applyBalance(
  lines: readonly EntryLine[],
  at: number,
  col: 'debit' | 'credit',
): { lines: EntryLine[]; col: 'debit' | 'credit' } {
  const line = lines[at];
  if (!line) return { lines: [...lines], col };
  const minusTyped = line[col].trim() === '-';
  const difference = differenceWithout(lines, at);
  const side = minusTyped ? col : balancingSide(lines, at);
  const value = minusTyped ? balancingAmount(lines, at, col) : isZero(difference) ? '' : abs(difference);
  const other = side === 'debit' ? 'credit' : 'debit';
  return {
    lines: updateLine(lines, at, { [side]: value, [other]: '', side: side === 'debit' ? 1 : 2 }),
    col: side,
  };
}

/** Space in an amount cell: the line's amount moves to the other side (用友 habit). */
export function swapSide(lines: readonly EntryLine[], at: number): EntryLine[] {
  const line = lines[at];
  if (!line) return [...lines];
  return updateLine(lines, at, { debit: line.credit, credit: line.debit, side: line.side === 1 ? 2 : 1 });
}

/**
 * Where Enter goes from `pos`: summary → subject → the amount already typed, or else the side that
 * balances the voucher so far → (a filled debit ends the line) credit → next line's summary. Past
 * the last line a new line is appended; the caller appends when `append` is true.
 */
export function nextCell(lines: readonly EntryLine[], pos: CellPos): { pos: CellPos; append: boolean } {
  const line = lines[pos.row];
  const nextRow = (): { pos: CellPos; append: boolean } => ({
    pos: { row: pos.row + 1, col: 'summary' },
    append: pos.row + 1 >= lines.length,
  });
  if (!line) return nextRow();
  switch (pos.col) {
    case 'summary':
      return { pos: { row: pos.row, col: 'subject' }, append: false };
    case 'subject':
    case 'aux':
    case 'department': {
      const col: Column =
        amountOf(line.credit) !== null
          ? 'credit'
          : amountOf(line.debit) !== null
            ? 'debit'
            : balancingSide(lines, pos.row);
      return { pos: { row: pos.row, col }, append: false };
    }
    case 'debit':
      return amountOf(line.debit) !== null
        ? nextRow()
        : { pos: { row: pos.row, col: 'credit' }, append: false };
    case 'credit':
      return nextRow();
  }
}

/** Up and down keep the column; they stop at the first and last line. */
export function verticalCell(lines: readonly EntryLine[], pos: CellPos, delta: 1 | -1): CellPos {
  return { row: Math.min(Math.max(0, pos.row + delta), Math.max(0, lines.length - 1)), col: pos.col };
}

/** Where each sent line came from: the server's 第N行 is sent line N, shown as grid row map[N-1]+1. */
export interface SentLines {
  entries: EntryInput[];
  gridRows: number[];
}

/** The lines the server gets: empty ones dropped, amounts as two-decimal strings ("0.00" for none). */
export function toEntries(lines: readonly EntryLine[]): SentLines {
  const entries: EntryInput[] = [];
  const gridRows: number[] = [];
  lines.forEach((line, index) => {
    if (isEmptyLine(line)) return;
    const auxis = line.auxis
      .filter((a) => a.infoNo !== '')
      .map((a) => ({ typeNo: a.typeNo, infoNo: a.infoNo }));
    entries.push({
      summary: line.summary.trim(),
      code: line.code,
      ...(auxis.length > 0 ? { auxis } : {}),
      departmentCode: line.departmentCode,
      debitAmount: moneyOrZero(line.debit),
      creditAmount: moneyOrZero(line.credit),
    });
    gridRows.push(index);
  });
  return { entries, gridRows };
}

function moneyOrZero(text: string): string {
  const value = amountOf(text);
  return value === null ? '0.00' : parseMoney(value);
}

/**
 * A server or rule message names the sent line (第3行); the grid may show it elsewhere when blank
 * lines were dropped. Returns the message with the grid's row number and that row (0-based).
 */
export function toGridMessage(
  message: string,
  gridRows: readonly number[],
): { message: string; row: number | null } {
  const match = /^第(\d+)行/.exec(message);
  if (!match) return { message, row: null };
  const row = gridRows[Number(match[1]) - 1];
  if (row === undefined) return { message, row: null };
  return { message: message.replace(/^第\d+行/, `第${row + 1}行`), row };
}
