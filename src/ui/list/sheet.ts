// A list as it leaves the screen (导出Excel, 打印): its title, the query it answers as one line,
// its columns and every row of the query.
import type { ListColumn } from './columns';

export interface ListSheet<R> {
  title: string;
  /** The applied filter in words (期间：2025年12月　状态：未审核), under the title. */
  filterLine?: string;
  columns: readonly ListColumn<R>[];
  rows: readonly R[];
  /** The 合计 row, after the rows. */
  totals?: R;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 2026-11-25 18:40. */
export function stamp(at: Date): string {
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** 凭证审核_20261125-1840: the file name's base, by title and export time. */
export function listFileBase(title: string, at: Date): string {
  return `${title}_${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}-${pad(at.getHours())}${pad(at.getMinutes())}`;
}
