// A department or auxiliary breakdown being edited: its rows as typed, their total against the
// subject's opening balance (the difference the screen shows), and the body a save sends. The
// server has the last word (it refuses a breakdown that does not add up); this shows it early.

import type { BreakdownKind, BreakdownView } from '../../core/contracts/opening';
import { fromCents, type Money, sum, toCents } from '../../core/money';
import { readAmount } from '../../core/subjects/balance-rows';
import type { BreakdownDetail } from './opening-api';

export interface DraftRow {
  /** Stable React key of the row while it is edited. */
  key: string;
  departmentCode: string;
  /** Chosen item number per auxiliary type number. */
  auxis: Readonly<Record<string, string>>;
  amount: string;
}

let counter = 0;
export function newDraftRow(): DraftRow {
  counter += 1;
  return { key: `r${counter}`, departmentCode: '', auxis: {}, amount: '' };
}

export function draftRowsOf(view: BreakdownView): DraftRow[] {
  return view.rows.map((r) => ({
    ...newDraftRow(),
    departmentCode: r.departmentCode ?? '',
    auxis: Object.fromEntries((r.auxis ?? []).map((a) => [a.typeNo, a.infoNo])),
    amount: r.initAmount,
  }));
}

function isBlank(kind: BreakdownKind, view: BreakdownView, row: DraftRow): boolean {
  const picked =
    kind === 'department'
      ? row.departmentCode !== ''
      : view.auxTypes.some((t) => (row.auxis[t.typeNo] ?? '') !== '');
  return !picked && row.amount.trim() === '';
}

export interface BreakdownCheck {
  /** Sum of the rows that hold valid amounts. */
  total: Money;
  /** total - the subject's amount; zero when the breakdown adds up. */
  difference: Money;
  /** 第N行：... for rows the server would refuse anyway, numbered as on screen. */
  problems: string[];
  /** The save body, blank rows left out. */
  details: BreakdownDetail[];
  /** The screen row number (1-based) of each detail, to read the server's 第N行 back. */
  detailRows: number[];
}

export function checkBreakdown(
  kind: BreakdownKind,
  view: BreakdownView,
  rows: readonly DraftRow[],
): BreakdownCheck {
  const amounts: Money[] = [];
  const problems: string[] = [];
  const details: BreakdownDetail[] = [];
  const detailRows: number[] = [];
  rows.forEach((row, i) => {
    if (isBlank(kind, view, row)) return;
    detailRows.push(i + 1);
    const at = `第${i + 1}行：`;
    const read = readAmount(row.amount);
    if (!read.ok) problems.push(`${at}${read.message}`);
    else amounts.push(read.amount);
    const initAmount = read.ok ? read.amount : row.amount;
    if (kind === 'department') {
      if (row.departmentCode === '') problems.push(`${at}请选择部门`);
      details.push({ departmentCode: row.departmentCode, initAmount });
      return;
    }
    const missing = view.auxTypes.filter((t) => (row.auxis[t.typeNo] ?? '') === '');
    for (const t of missing) problems.push(`${at}请选择“${t.typeName}”`);
    details.push({
      auxis: view.auxTypes
        .filter((t) => (row.auxis[t.typeNo] ?? '') !== '')
        .map((t) => ({ typeNo: t.typeNo, infoNo: row.auxis[t.typeNo] as string })),
      initAmount,
    });
  });
  const total = sum(amounts);
  return {
    total,
    difference: fromCents(toCents(total) - toCents(view.initAmount)),
    problems,
    details,
    detailRows,
  };
}

/** Text for the difference: "已平衡" or "差额 -50.00（明细合计少于科目余额）". */
export function differenceNote(difference: Money): { balanced: boolean; text: string } {
  const cents = toCents(difference);
  if (cents === 0n) return { balanced: true, text: '已平衡' };
  return {
    balanced: false,
    text: cents < 0n ? '明细合计少于科目期初余额' : '明细合计多于科目期初余额',
  };
}
