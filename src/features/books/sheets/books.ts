// Detail books as sheets: 明细账, 日记账 (with 本日合计), 部门/辅助明细账 and 多栏账. A voucher line
// opens its voucher; opening and total rows do not.
import type { BookRow, BookRowKind, MultiColumnAnswer } from '../../../core/contracts/ledger-answers';
import type { CellValue, ReportSheet, RowTone, SheetColumn, SheetRow } from '../frame/sheet';
import type { SheetMeta } from './balances';

export interface VoucherLink {
  voucherId: string;
  voucherWord: string;
}

export interface BookOptions {
  /** A column naming each line's subject (books over a subject with children, or over several). */
  subjectColumn?: boolean;
  /** A column with the line's department and auxiliary items. */
  dimensionColumn?: boolean;
}

const toneOf: Record<BookRowKind, RowTone> = {
  opening: 'opening',
  line: 'normal',
  dayTotal: 'subtotal',
  monthTotal: 'total',
  yearTotal: 'total',
};

const statusNote = { saved: '未审核凭证（未记账）', audited: '已审核未记账凭证', posted: undefined } as const;

export function bookColumns(options: BookOptions = {}): SheetColumn[] {
  return [
    { key: 'date', title: '日期', kind: 'code', width: 94 },
    { key: 'voucher', title: '凭证字号', kind: 'code', width: 74 },
    ...(options.subjectColumn ? [{ key: 'subject', title: '科目', kind: 'text', width: 170 } as const] : []),
    { key: 'summary', title: '摘要', kind: 'text', width: options.subjectColumn ? 200 : 260 },
    ...(options.dimensionColumn
      ? [{ key: 'dimension', title: '辅助核算', kind: 'text', width: 150 } as const]
      : []),
    { key: 'debit', title: '借方', kind: 'money', width: 122, blankZero: true },
    { key: 'credit', title: '贷方', kind: 'money', width: 122, blankZero: true },
    { key: 'direction', title: '方向', kind: 'direction', width: 46 },
    { key: 'balance', title: '余额', kind: 'money', width: 132 },
  ];
}

export function dimensionText(row: Pick<BookRow, 'departmentCode' | 'departmentName' | 'auxis'>): string {
  const parts = row.auxis.map((a) => `${a.typeName}：${a.infoName}`);
  if (row.departmentCode) parts.unshift(`部门：${row.departmentName ?? row.departmentCode}`);
  return parts.join('；');
}

/** 记-0012, as the voucher lists and the voucher itself write it. */
export function voucherWord(row: Pick<BookRow, 'voucherType' | 'voucherNo' | 'voucherWord'>): string {
  if (row.voucherType && row.voucherNo !== null)
    return `${row.voucherType}-${String(row.voucherNo).padStart(4, '0')}`;
  return row.voucherWord ?? '';
}

function dateCell(row: BookRow): string {
  if (row.kind === 'line' || row.kind === 'dayTotal') return row.voucherDate ?? '';
  if (row.kind === 'opening') return '';
  return `${String(row.month).padStart(2, '0')}月`;
}

/** The cells every book row has; the multi-column book adds its analysis columns. */
function bookCells(row: BookRow): Record<string, CellValue> {
  const line = row.kind === 'line';
  return {
    date: dateCell(row),
    voucher: line ? voucherWord(row) : '',
    subject: line && row.code ? `${row.code} ${row.codeName ?? ''}`.trim() : '',
    summary: row.summary,
    dimension: line ? dimensionText(row) : '',
    // The opening row carries a balance only; its zero movements would read as figures.
    debit: row.kind === 'opening' ? null : row.debit,
    credit: row.kind === 'opening' ? null : row.credit,
    direction: row.direction,
    balance: row.balance,
  };
}

function rowKey(row: BookRow, index: number): string {
  if (row.kind === 'line' && row.voucherId) return `${row.voucherId}:${row.lineNo ?? index}`;
  return `${row.kind}:${row.month}:${row.voucherDate ?? ''}:${index}`;
}

export function bookRow(row: BookRow, index: number): SheetRow<VoucherLink> {
  const out: SheetRow<VoucherLink> = {
    key: rowKey(row, index),
    cells: bookCells(row),
    tone: toneOf[row.kind],
  };
  if (row.kind === 'line' && row.voucherId) {
    out.link = { voucherId: row.voucherId, voucherWord: voucherWord(row) };
    const note = row.status ? statusNote[row.status] : undefined;
    if (note) out.note = note;
  }
  return out;
}

export function bookSheet(
  rows: readonly BookRow[],
  meta: SheetMeta,
  options: BookOptions = {},
): ReportSheet<VoucherLink> {
  return { ...meta, columns: bookColumns(options), rows: rows.map(bookRow) };
}

/** 多栏账: the book's columns, then one amount column per child subject or item (借方分析 …). */
export function multiColumnSheet(answer: MultiColumnAnswer, meta: SheetMeta): ReportSheet<VoucherLink> {
  const group = `${answer.subject.name}（${answer.subject.balanceDirection}方）分析`;
  const analysis: SheetColumn[] = answer.columns.map((c) => ({
    key: `col:${c.key}`,
    title: c.name,
    group,
    kind: 'money',
    width: 112,
    blankZero: true,
  }));
  const base = bookColumns().map((c) => (c.key === 'summary' ? { ...c, width: 200 } : c));
  return {
    ...meta,
    columns: [...base, ...analysis],
    rows: answer.rows.map((row, i) => {
      const out = bookRow(row, i);
      const extra: Record<string, CellValue> = {};
      for (const c of answer.columns) extra[`col:${c.key}`] = row.columns[c.key] ?? null;
      return { ...out, cells: { ...out.cells, ...extra } };
    }),
  };
}
