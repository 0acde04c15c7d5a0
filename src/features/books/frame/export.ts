// 导出 Excel of a report: the workbook is filled by xlsx.ts; loading exceljs lazily and saving the
// file are src/ui/excel.ts's, shared with the lists.
import { saveWorkbook, workbookBytes } from '../../../ui/excel';
import { exportFileName, type ReportSheet } from './sheet';
import { fillWorkbook } from './xlsx';

/** The workbook of one report as bytes. */
export function reportBytes(sheet: ReportSheet): Promise<ArrayBuffer> {
  return workbookBytes((book) => {
    fillWorkbook(book, sheet);
  });
}

export async function exportXlsx(sheet: ReportSheet): Promise<string> {
  const name = exportFileName(sheet);
  saveWorkbook(await reportBytes(sheet), name);
  return name;
}
