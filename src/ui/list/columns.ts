// A list's columns, declared once: the screen table, the print view and the .xlsx export are all
// drawn from the same definitions, so the three always show the same cells in the same order.
import type { ReactNode } from 'react';
import { formatMoney } from '../../core/money';

/** text: as is; money: an amount string (right, 1,234.56); count: a whole number (right). */
export type ListColumnKind = 'text' | 'money' | 'count';

export type ListCellValue = string | number | null | undefined;

export interface ListColumn<R> {
  /** Unique within the list (React key, sheet column key). */
  readonly key: string;
  readonly title: string;
  /** Screen width in px; omitted: the column takes the width left over (one such column a list). */
  readonly width?: number;
  /** Default: right for money and count, left otherwise. */
  readonly align?: 'left' | 'center' | 'right';
  readonly kind?: ListColumnKind;
  /** What the cell holds: shown as text on screen (unless `render`), in print and in the sheet. */
  value(row: R): ListCellValue;
  /** Money columns: 0.00 shows as an empty cell (debit/credit columns do; balances do not). */
  readonly blankZero?: boolean;
  /** The screen cell when it is more than the text (a badge, a link); print and sheet use `value`. */
  render?(row: R): ReactNode;
  /** Long text cut with … on screen, the whole text on hover. */
  readonly truncate?: boolean;
}

export function columnAlign<R>(column: ListColumn<R>): 'left' | 'center' | 'right' {
  if (column.align) return column.align;
  return column.kind === 'money' || column.kind === 'count' ? 'right' : 'left';
}

/** The cell as text: amounts as 1,234.56 (blank zero where the column says so), counts grouped. */
export function cellText<R>(column: ListColumn<R>, row: R): string {
  const value = column.value(row);
  if (value === null || value === undefined || value === '') return '';
  if (column.kind === 'money') return formatMoney(String(value), { blankZero: column.blankZero });
  if (column.kind === 'count' && typeof value === 'number') return value.toLocaleString('zh-CN');
  return String(value);
}
