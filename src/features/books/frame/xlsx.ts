// A ReportSheet as a formatted worksheet: title row, 核算单位/期间/单位 row, a bold (two-row when
// grouped) header, amounts as numeric cells shown '#,##0.00', totals bold with a rule above, A4
// landscape page setup with the header repeated on every page. Only types come from exceljs here;
// the library itself is loaded (src/ui/excel.ts) only when someone exports.
import type { Borders, Cell, Workbook, Worksheet } from 'exceljs';
import { MONEY_FORMAT, moneyNumber, sheetName } from '../../../ui/excel';
import {
  type CellValue,
  cellText,
  headerRows,
  indentColumnIndex,
  type ReportSheet,
  type SheetColumn,
} from './sheet';

const thin = { style: 'thin' as const, color: { argb: 'FF9AA5B1' } };
const allBorders: Partial<Borders> = { top: thin, left: thin, bottom: thin, right: thin };
const headFill = { type: 'pattern' as const, pattern: 'solid' as const, fgColor: { argb: 'FFE9EEF5' } };
const groupFill = { type: 'pattern' as const, pattern: 'solid' as const, fgColor: { argb: 'FFF4F6F9' } };

/** The value a cell gets: numbers for amounts and counts, text otherwise, null for blank. */
export function excelValue(column: SheetColumn, value: CellValue): string | number | null {
  if (value === null || value === undefined || value === '') return null;
  if (column.kind === 'money') {
    const text = cellText(column, value);
    return text === '' ? null : moneyNumber(String(value));
  }
  if (column.kind === 'count') return typeof value === 'number' ? value : Number(value);
  return String(value);
}

function styleHead(cell: Cell) {
  cell.font = { bold: true, size: 10 };
  cell.fill = headFill;
  cell.border = allBorders;
  cell.alignment = { vertical: 'middle', horizontal: 'center', wrapText: true };
}

function writeHeader(ws: Worksheet, sheet: ReportSheet, firstRow: number): number {
  const rows = headerRows(sheet.columns);
  const taken = new Set<string>();
  rows.forEach((cells, r) => {
    let c = 1;
    for (const cell of cells) {
      while (taken.has(`${r}:${c}`)) c++;
      const top = firstRow + r;
      const target = ws.getCell(top, c);
      target.value = cell.title;
      if (cell.colSpan > 1 || cell.rowSpan > 1) {
        ws.mergeCells(top, c, top + cell.rowSpan - 1, c + cell.colSpan - 1);
      }
      for (let dr = 0; dr < cell.rowSpan; dr++)
        for (let dc = 0; dc < cell.colSpan; dc++) {
          taken.add(`${r + dr}:${c + dc}`);
          styleHead(ws.getCell(top + dr, c + dc));
        }
      c += cell.colSpan;
    }
    ws.getRow(firstRow + r).height = 20;
  });
  return firstRow + rows.length;
}

/** Fills one worksheet of `book` with the report; returns it (tests read it back). */
export function fillWorkbook(book: Workbook, sheet: ReportSheet): Worksheet {
  const columns = sheet.columns;
  const width = columns.length;
  const ws = book.addWorksheet(sheetName(sheet.title), {
    pageSetup: {
      paperSize: 9,
      orientation: 'landscape',
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      horizontalCentered: true,
      margins: { left: 0.4, right: 0.4, top: 0.5, bottom: 0.5, header: 0.3, footer: 0.3 },
    },
    headerFooter: { oddFooter: '第 &P 页，共 &N 页' },
  });
  ws.columns = columns.map((c) => ({ key: c.key, width: Math.max(6, Math.round(c.width / 7)) }));

  ws.mergeCells(1, 1, 1, width);
  const title = ws.getCell(1, 1);
  title.value = sheet.title;
  title.font = { bold: true, size: 16 };
  title.alignment = { horizontal: 'center', vertical: 'middle' };
  ws.getRow(1).height = 28;

  const facts = [`核算单位：${sheet.unit}`, `期间：${sheet.period}`, sheet.subtitle ?? '', '单位：元'].filter(
    (t) => t !== '',
  );
  ws.mergeCells(2, 1, 2, width);
  const info = ws.getCell(2, 1);
  info.value = facts.join('    ');
  info.font = { size: 10 };
  info.alignment = { horizontal: 'left', vertical: 'middle' };

  const headerStart = 3;
  let r = writeHeader(ws, sheet, headerStart);
  ws.pageSetup.printTitlesRow = `${headerStart}:${r - 1}`;
  ws.views = [{ state: 'frozen', ySplit: r - 1, xSplit: 0 }];

  const indentAt = indentColumnIndex(columns);
  for (const row of sheet.rows) {
    const excelRow = ws.getRow(r);
    if (row.tone === 'group') {
      ws.mergeCells(r, 1, r, width);
      const cell = ws.getCell(r, 1);
      cell.value = String(Object.values(row.cells).find((v) => v !== null && v !== '') ?? '');
      cell.font = { bold: true, size: 10 };
      cell.fill = groupFill;
      cell.border = allBorders;
      r++;
      continue;
    }
    const strong = row.tone === 'total' || row.tone === 'subtotal';
    columns.forEach((column, i) => {
      const cell = excelRow.getCell(i + 1);
      cell.value = excelValue(column, row.cells[column.key] ?? null);
      cell.border = row.tone === 'total' ? { ...allBorders, top: { style: 'medium' } } : allBorders;
      const bold = strong || (row.strong?.includes(column.key) ?? false);
      cell.font = { size: 10, bold, ...(row.marked ? { color: { argb: 'FFC92A2A' } } : {}) };
      if (column.kind === 'money') {
        cell.numFmt = MONEY_FORMAT;
        cell.alignment = { horizontal: 'right' };
      } else if (column.center || column.kind === 'direction') cell.alignment = { horizontal: 'center' };
      else if (column.kind === 'count') cell.alignment = { horizontal: 'right' };
      else if (i === indentAt && row.indent) cell.alignment = { indent: row.indent };
      if (column.kind === 'code') cell.numFmt = '@';
    });
    if (row.note) excelRow.getCell(1).note = row.note;
    r++;
  }

  for (const line of [...(sheet.footnotes ?? []), ...(sheet.signatures ? [sheet.signatures] : [])]) {
    r++;
    ws.mergeCells(r, 1, r, width);
    ws.getCell(r, 1).value = line;
    ws.getCell(r, 1).font = { size: 10 };
  }
  return ws;
}
