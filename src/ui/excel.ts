// Workbooks for 导出 Excel (the books, every list): exceljs is about a megabyte, so it is imported
// here, inside the action, and never reaches the first load of the app (Vite makes it its own
// chunk, precached for offline use). Callers fill the workbook; this loads, writes and saves it.
import type { Workbook } from 'exceljs';
import { round2 } from '../core/money';
import { saveBlob } from './save-blob';

type ExcelModule = { Workbook: new () => Workbook };

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** How amounts show in a sheet: separators and two decimals, as on screen. */
export const MONEY_FORMAT = '#,##0.00';

/**
 * An amount as the number Excel stores. Spreadsheet cells hold binary doubles by design; the string
 * is rounded to cents first and every amount the app carries (< 1e15) survives the trip exactly to
 * the cent, which is what '#,##0.00' shows.
 */
export function moneyNumber(amount: string): number {
  return Number(round2(amount));
}

/** Sheet names: at most 31 characters, none of : \ / ? * [ ]. */
export function sheetName(title: string): string {
  return title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1';
}

/** A file name safe for every file system: 凭证审核_2025年12月.xlsx. */
export function safeFileName(base: string, ext = 'xlsx'): string {
  return `${base.replace(/[\\/:*?"<>|\s]+/g, '_')}.${ext}`;
}

/** A new workbook filled by `fill`, as the bytes of an .xlsx file. */
export async function workbookBytes(fill: (book: Workbook) => void): Promise<ArrayBuffer> {
  const mod: unknown = await import('exceljs');
  // The browser build is a CommonJS bundle: its namespace may arrive as the default export.
  const ExcelJS = ((mod as { default?: ExcelModule }).default ?? mod) as ExcelModule;
  const book = new ExcelJS.Workbook();
  book.creator = '工会集中财务系统';
  book.created = new Date();
  fill(book);
  return (await book.xlsx.writeBuffer()) as ArrayBuffer;
}

/** Saves the bytes of a workbook as `fileName`. */
export function saveWorkbook(bytes: ArrayBuffer, fileName: string): void {
  saveBlob(new Blob([bytes], { type: XLSX_TYPE }), fileName);
}
