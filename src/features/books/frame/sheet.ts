// One report as data (ReportSheet): title, unit, period, columns (optionally grouped under a
// two-row header such as 期初余额 借方/贷方) and rows with their tone (totals, openings, group
// heads). The screen table, the print and the .xlsx export are all drawn from it, so the three
// always show the same figures.
import { formatMoney, isZero } from '../../../core/money';
import { safeFileName } from '../../../ui/excel';

/** money: an amount string; direction: 借/贷/平; count: a whole number; text: as is. */
export type ColumnKind = 'text' | 'code' | 'money' | 'direction' | 'count';

export interface SheetColumn {
  key: string;
  title: string;
  /** Columns with the same group next to each other share a header cell above their own. */
  group?: string;
  kind: ColumnKind;
  /** Screen width in px; the print and the workbook scale from it. */
  width: number;
  /** Show 0.00 as an empty cell (debit/credit columns of books do; balances do not). */
  blankZero?: boolean;
  /** Centre the column (行次, 方向); numbers otherwise sit right, text left. */
  center?: boolean;
}

/**
 * normal: a line; opening: 期初/上年结转; subtotal: 本日合计, 小计; total: 本月合计/本年累计/合计
 * (bold, ruled above); group: a heading row (a department, an item) spanning the table.
 */
export type RowTone = 'normal' | 'opening' | 'subtotal' | 'total' | 'group';

export type CellValue = string | number | null;

export interface SheetRow<L = unknown> {
  key: string;
  cells: Readonly<Record<string, CellValue>>;
  tone?: RowTone;
  /** Indent level of the first text column (subject levels, statement lines). */
  indent?: number;
  /** Where a click on the row leads; rows without it are not clickable. */
  link?: L;
  /** Where a click on one cell leads, by column (side-by-side statements: each half its own). */
  cellLinks?: Readonly<Record<string, L>>;
  /** Drawn in the warning colour (a gap in the voucher numbers, an unbalanced line). */
  marked?: boolean;
  /** Shown as a tooltip on screen, a note in the workbook. */
  note?: string;
  /** Cells drawn bold in a row that is not a total (side-by-side statements: one half's total). */
  strong?: readonly string[];
}

export interface ReportSheet<L = unknown> {
  title: string;
  /** 核算单位: the ledger set's name. */
  unit: string;
  /** 期间 line, e.g. 2023年01月—03月. */
  period: string;
  /** Extra header facts (科目：1002 银行存款), shown after the period. */
  subtitle?: string;
  columns: readonly SheetColumn[];
  rows: readonly SheetRow<L>[];
  /** Lines under the table (试算平衡, 凭证张数, notes). */
  footnotes?: readonly string[];
  /** The statements' foot: 单位负责人：…　财务负责人：…　制表人：… (报表人员设置). */
  signatures?: string;
}

export interface HeaderCell {
  title: string;
  colSpan: number;
  rowSpan: number;
  /** The column, for leaf cells (alignment). */
  column?: SheetColumn;
}

/** The header as one or two rows of cells with their spans (a table's thead, the workbook's). */
export function headerRows(columns: readonly SheetColumn[]): HeaderCell[][] {
  const grouped = columns.some((c) => c.group);
  if (!grouped) return [columns.map((column) => ({ title: column.title, colSpan: 1, rowSpan: 1, column }))];
  const top: HeaderCell[] = [];
  const bottom: HeaderCell[] = [];
  for (let i = 0; i < columns.length; i++) {
    const column = columns[i] as SheetColumn;
    if (!column.group) {
      top.push({ title: column.title, colSpan: 1, rowSpan: 2, column });
      continue;
    }
    const previous = columns[i - 1];
    const head = top[top.length - 1];
    if (previous?.group === column.group && head && head.rowSpan === 1) head.colSpan += 1;
    else top.push({ title: column.group, colSpan: 1, rowSpan: 1 });
    bottom.push({ title: column.title, colSpan: 1, rowSpan: 1, column });
  }
  return [top, bottom];
}

/** What a cell shows: amounts as 1,234.56 (blank zero where the column says so). */
export function cellText(column: SheetColumn, value: CellValue): string {
  if (value === null || value === undefined || value === '') return '';
  if (column.kind === 'money') {
    const text = String(value);
    if (column.blankZero && isZero(text)) return '';
    return formatMoney(text);
  }
  return String(value);
}

export const isNumeric = (column: SheetColumn) => column.kind === 'money' || column.kind === 'count';

/** The file name of an export: 科目余额表_2023年01月—03月.xlsx, safe for every file system. */
export function exportFileName(sheet: Pick<ReportSheet, 'title' | 'period'>, ext = 'xlsx'): string {
  return safeFileName(`${sheet.title}_${sheet.period}`, ext);
}

/** The column a row's indent applies to: the first text column (names, statement items). */
export function indentColumnIndex(columns: readonly SheetColumn[]): number {
  const i = columns.findIndex((c) => c.kind === 'text');
  return Math.max(i, 0);
}
