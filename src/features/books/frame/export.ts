// 导出 Excel: exceljs is about a megabyte, so it is imported here, inside the action, and never
// reaches the first load of the app (Vite makes it its own chunk, precached for offline use).

import type { Workbook } from 'exceljs';
import { saveBlob } from '../../../ui/save-blob';
import { exportFileName, type ReportSheet } from './sheet';
import { fillWorkbook } from './xlsx';

type ExcelModule = { Workbook: new () => Workbook };

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The workbook of one report as bytes. */
export async function workbookBytes(sheet: ReportSheet): Promise<ArrayBuffer> {
  const mod: unknown = await import('exceljs');
  // The browser build is a CommonJS bundle: its namespace may arrive as the default export.
  const ExcelJS = ((mod as { default?: ExcelModule }).default ?? mod) as ExcelModule;
  const book = new ExcelJS.Workbook();
  book.creator = '工会集中财务系统';
  book.created = new Date();
  fillWorkbook(book, sheet);
  return (await book.xlsx.writeBuffer()) as ArrayBuffer;
}

export async function exportXlsx(sheet: ReportSheet): Promise<string> {
  const bytes = await workbookBytes(sheet);
  const name = exportFileName(sheet);
  saveBlob(new Blob([bytes], { type: XLSX_TYPE }), name);
  return name;
}
