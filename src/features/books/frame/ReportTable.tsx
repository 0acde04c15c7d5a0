// The report on screen: a dense ruled table with a sticky (one- or two-row) header, amounts right-
// aligned in tabular figures, totals bold with a rule above. Rows with a link open on click or
// Enter; ↑/↓ move between them, so the whole report works from the keyboard.
import type { KeyboardEvent } from 'react';
import classes from './report.module.css';
import {
  cellText,
  headerRows,
  indentColumnIndex,
  isNumeric,
  type ReportSheet,
  type SheetColumn,
  type SheetRow,
} from './sheet';

export interface ReportTableProps<L> {
  sheet: ReportSheet<L>;
  onOpen?: (link: L, row: SheetRow<L>) => void;
  /** What a clickable row says to screen readers and in its tooltip, e.g. 打开明细账. */
  openLabel?: (row: SheetRow<L>) => string;
  empty?: string;
}

function cellClass(column: SheetColumn): string | undefined {
  if (column.center || column.kind === 'direction') return classes.center;
  if (isNumeric(column)) return classes.num;
  if (column.kind === 'code') return classes.code;
  return undefined;
}

function moveFocus(event: KeyboardEvent<HTMLTableRowElement>) {
  const step = event.key === 'ArrowDown' ? 'nextElementSibling' : 'previousElementSibling';
  let next = event.currentTarget[step] as HTMLElement | null;
  while (next && next.tabIndex < 0) next = next[step] as HTMLElement | null;
  if (next) {
    event.preventDefault();
    next.focus();
  }
}

export function ReportTable<L>({
  sheet,
  onOpen,
  openLabel,
  empty = '没有符合条件的数据',
}: ReportTableProps<L>) {
  const header = headerRows(sheet.columns);
  const minWidth = sheet.columns.reduce((n, c) => n + c.width, 0);
  const indentAt = indentColumnIndex(sheet.columns);
  return (
    <table className={classes.table} style={{ minWidth }} data-testid="report-table">
      <colgroup>
        {sheet.columns.map((c) => (
          <col key={c.key} style={{ width: c.width }} />
        ))}
      </colgroup>
      <thead>
        {header.map((cells, r) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the one or two header rows never move
          <tr key={r} className={r === 0 ? classes.headTop : classes.headBottom}>
            {cells.map((cell, i) => (
              <th
                // biome-ignore lint/suspicious/noArrayIndexKey: header cells in a fixed order
                key={i}
                colSpan={cell.colSpan}
                rowSpan={cell.rowSpan}
                scope={cell.column ? 'col' : 'colgroup'}
                title={cell.title}
              >
                {cell.title}
              </th>
            ))}
          </tr>
        ))}
      </thead>
      <tbody>
        {sheet.rows.length === 0 && (
          <tr>
            <td colSpan={sheet.columns.length} className={classes.empty}>
              {empty}
            </td>
          </tr>
        )}
        {sheet.rows.map((row) => {
          if (row.tone === 'group') {
            return (
              <tr key={row.key} className={classes.group} data-testid={`report-row-${row.key}`}>
                <td colSpan={sheet.columns.length}>
                  {Object.values(row.cells).find((v) => v !== null && v !== '')}
                </td>
              </tr>
            );
          }
          const link = row.link;
          const open = link !== undefined && onOpen ? () => onOpen(link, row) : undefined;
          const label = open && openLabel ? openLabel(row) : undefined;
          return (
            <tr
              key={row.key}
              data-testid={`report-row-${row.key}`}
              data-tone={row.tone ?? 'normal'}
              data-marked={row.marked ? '' : undefined}
              className={open ? classes.clickable : undefined}
              tabIndex={open ? 0 : -1}
              title={row.note ?? label}
              onClick={open}
              onKeyDown={
                open
                  ? (event) => {
                      if (event.key === 'Enter') open();
                      else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') moveFocus(event);
                    }
                  : undefined
              }
            >
              {sheet.columns.map((c, i) => {
                const cellLink = row.cellLinks?.[c.key];
                const text = cellText(c, row.cells[c.key] ?? null);
                return (
                  <td
                    key={c.key}
                    className={cellClass(c)}
                    data-strong={row.strong?.includes(c.key) ? '' : undefined}
                    style={i === indentAt && row.indent ? { paddingLeft: 8 + row.indent * 14 } : undefined}
                  >
                    {cellLink !== undefined && onOpen && text !== '' ? (
                      <button
                        type="button"
                        className={classes.cellButton}
                        onClick={() => onOpen(cellLink, row)}
                      >
                        {text}
                      </button>
                    ) : (
                      text
                    )}
                  </td>
                );
              })}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
