// The shared shape of an Excel import: a template with a header row and a sheet of notes, reading
// the first sheet's rows as text under a fixed header, and the whole-file refusal (第N行：...) that
// writes nothing. The operator import and the precondition tables' imports read through this.
import ExcelJS from 'exceljs';
import { ErrorCode } from '../../src/core/contracts/errors.ts';
import { cellText, decodeUpload } from '../modules/opening/xlsx.ts';
import { AppError, badRequest } from './errors.ts';

export interface SheetRow {
  /** The sheet's own row number, so messages point where the user looks. */
  rowNo: number;
  /** One trimmed text per header column. */
  cells: string[];
}

export interface TemplateSpec {
  sheetName: string;
  headers: readonly string[];
  widths?: readonly number[];
  /** An example row or two, as the user would type them. */
  examples?: readonly (readonly string[])[];
  /** 填写说明 lines. */
  notes?: readonly string[];
}

export async function importTemplate(spec: TemplateSpec): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(spec.sheetName);
  // Text format everywhere: codes like 001 and account numbers must not turn into numbers.
  sheet.columns = spec.headers.map((header, i) => ({
    header,
    width: spec.widths?.[i] ?? 14,
    style: { numFmt: '@' },
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of spec.examples ?? []) sheet.addRow([...row]);
  if (spec.notes && spec.notes.length > 0) {
    const notes = book.addWorksheet('填写说明');
    for (const line of spec.notes) notes.addRow([line]);
    notes.getColumn(1).width = 80;
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The first sheet's non-blank rows under `headers` (row 1 must be exactly them). */
export async function readImportSheet(content: string, headers: readonly string[]): Promise<SheetRow[]> {
  const bytes = decodeUpload(content);
  const book = new ExcelJS.Workbook();
  try {
    // exceljs types its Buffer against an older @types/node; the bytes are a plain Node Buffer.
    await book.xlsx.load(bytes as unknown as Parameters<typeof book.xlsx.load>[0]);
  } catch {
    throw badRequest('文件不是有效的 Excel（.xlsx）文件，请使用下载的模板');
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw badRequest('Excel 文件中没有工作表');
  const header = headers.map((_, i) => cellText(sheet.getRow(1).getCell(i + 1).value));
  if (header.join('|') !== headers.join('|')) {
    throw badRequest(`第1行应为表头：${headers.join('、')}，请使用下载的模板`);
  }
  const rows: SheetRow[] = [];
  sheet.eachRow((row, rowNo) => {
    if (rowNo === 1) return;
    const cells = headers.map((_, i) => cellText(row.getCell(i + 1).value));
    if (cells.every((c) => c === '')) return;
    rows.push({ rowNo, cells });
  });
  return rows;
}

/** Refuses the whole file: one line per bad row, shown stacked (spec 000 §8, code 4003). */
export function refuseRows(errors: readonly string[], noun: string): never {
  throw new AppError(
    ErrorCode.validationList,
    `导入失败：共 ${errors.length} 行有错误，未导入任何${noun}`,
    errors.map((message) => ({ message })),
  );
}
