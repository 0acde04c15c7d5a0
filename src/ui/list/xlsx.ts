// A list as a worksheet: the title, the query line, a bold header (frozen, with filter buttons),
// then one row per list row: amounts as numbers shown '#,##0.00', counts as numbers, the rest as
// text. Only types come from exceljs here; the library loads (src/ui/excel.ts) on export.
import type { Borders, Workbook, Worksheet } from 'exceljs';
import { MONEY_FORMAT, moneyNumber, safeFileName, saveWorkbook, sheetName, workbookBytes } from '../excel';
import { cellText, columnAlign, type ListColumn } from './columns';
import { type ListSheet, listFileBase, stamp } from './sheet';

const thin = { style: 'thin' as const, color: { argb: 'FF9AA5B1' } };
const allBorders: Partial<Borders> = { top: thin, left: thin, bottom: thin, right: thin };
const headFill = { type: 'pattern' as const, pattern: 'solid' as const, fgColor: { argb: 'FFE9EEF5' } };

/** The value a cell stores: numbers for amounts and counts, text otherwise, null for blank. */
export function listCellValue<R>(column: ListColumn<R>, row: R): string | number | null {
  const text = cellText(column, row);
  if (text === '') return null;
  const value = column.value(row);
  if (column.kind === 'money') return moneyNumber(String(value));
  if (column.kind === 'count') return Number(value);
  return text;
}

/** Fills one worksheet of `book` with the list; returns it. */
export function fillListSheet<R>(book: Workbook, sheet: ListSheet<R>, at = new Date()): Worksheet {
  const { columns } = sheet;
  const width = Math.max(columns.length, 1);
  const ws = book.addWorksheet(sheetName(sheet.title), {
    pageSetup: { paperSize: 9, orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
    headerFooter: { oddFooter: '第 &P 页，共 &N 页' },
  });
  ws.columns = columns.map((c) => ({
    key: c.key,
    width: c.width ? Math.max(6, Math.round(c.width / 7)) : 30,
  }));

  ws.mergeCells(1, 1, 1, width);
  const title = ws.getCell(1, 1);
  title.value = sheet.title;
  title.font = { bold: true, size: 14 };
  title.alignment = { horizontal: 'center', vertical: 'middle' };
  ws.getRow(1).height = 24;

  ws.mergeCells(2, 1, 2, width);
  const info = ws.getCell(2, 1);
  info.value = [sheet.filterLine, `导出时间：${stamp(at)}`, `共 ${sheet.rows.length} 条`]
    .filter(Boolean)
    .join('    ');
  info.font = { size: 10 };

  const head = ws.getRow(3);
  columns.forEach((c, i) => {
    const cell = head.getCell(i + 1);
    cell.value = c.title;
    cell.font = { bold: true, size: 10 };
    cell.fill = headFill;
    cell.border = allBorders;
    cell.alignment = { horizontal: 'center', vertical: 'middle' };
  });
  ws.views = [{ state: 'frozen', ySplit: 3, xSplit: 0 }];
  ws.pageSetup.printTitlesRow = '3:3';
  if (columns.length > 0) ws.autoFilter = { from: { row: 3, column: 1 }, to: { row: 3, column: width } };

  const body = sheet.totals === undefined ? sheet.rows : [...sheet.rows, sheet.totals];
  body.forEach((row, r) => {
    const line = ws.getRow(4 + r);
    const isTotals = r === sheet.rows.length;
    columns.forEach((c, i) => {
      const cell = line.getCell(i + 1);
      cell.value = listCellValue(c, row);
      cell.border = allBorders;
      cell.font = { size: 10, bold: isTotals };
      if (c.kind === 'money') cell.numFmt = MONEY_FORMAT;
      const align = columnAlign(c);
      if (align !== 'left') cell.alignment = { horizontal: align };
    });
  });
  return ws;
}

/** The workbook of one list as bytes. */
export function listBytes<R>(sheet: ListSheet<R>, at = new Date()): Promise<ArrayBuffer> {
  return workbookBytes((book) => {
    fillListSheet(book, sheet, at);
  });
}

/** Saves the list as 标题_日期-时间.xlsx; resolves with the file name. */
export async function exportList<R>(sheet: ListSheet<R>): Promise<string> {
  const at = new Date();
  const name = safeFileName(listFileBase(sheet.title, at));
  saveWorkbook(await listBytes(sheet, at), name);
  return name;
}
