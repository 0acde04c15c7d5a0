// Excel (.xlsx) template and reading for balance imports (new-chart opening balances and the old
// chart's 2021-12-31 balances). Columns: 科目编码, 科目名称, 余额方向, 期初余额; row 1 is the header.
// Uploads travel as base64 in a signed JSON body, so signing and idempotency cover them as any write.
import ExcelJS from 'exceljs';
import type { BalanceRowInput } from '../../../src/core/subjects/balance-rows.ts';
import { badRequest } from '../../lib/errors.ts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The decoded file; the JSON body (base64 adds a third) must stay under the 1 MB body limit. */
export const MAX_FILE_BYTES = 700_000;

export interface TemplateRow {
  code: string;
  name: string;
  direction: '借' | '贷';
  amount: string;
}

export async function balanceTemplate(sheetName: string, rows: readonly TemplateRow[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName);
  sheet.columns = [
    { header: '科目编码', key: 'code', width: 14, style: { numFmt: '@' } },
    { header: '科目名称', key: 'name', width: 36 },
    { header: '余额方向', key: 'direction', width: 10 },
    { header: '期初余额', key: 'amount', width: 18, style: { numFmt: '@' } },
  ];
  sheet.getRow(1).font = { bold: true };
  // Amounts go in as text: the workbook must show what the ledger holds, to the cent.
  for (const r of rows)
    sheet.addRow({ code: r.code, name: r.name, direction: r.direction, amount: r.amount });
  return Buffer.from(await book.xlsx.writeBuffer());
}

export function attachmentHeaders(fileName: string, asciiName: string) {
  return {
    'content-type': XLSX_TYPE,
    'content-disposition': `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
  };
}

/** Decodes the upload; refuses what is not base64 or too large. */
export function decodeUpload(content: string): Buffer {
  const clean = content.replace(/^data:[^,]*,/, '').replace(/\s/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(clean) || clean.length === 0)
    throw badRequest('文件内容应为 base64 编码');
  const bytes = Buffer.from(clean, 'base64');
  if (bytes.length > MAX_FILE_BYTES)
    throw badRequest(`文件过大，不能超过 ${Math.floor(MAX_FILE_BYTES / 1000)} KB`);
  return bytes;
}

export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value)
      return value.richText
        .map((p) => p.text)
        .join('')
        .trim();
    if ('result' in value) return cellText((value.result ?? null) as ExcelJS.CellValue);
    if ('text' in value) return String(value.text).trim();
  }
  return String(value).trim();
}

const HEADERS = ['科目编码', '科目名称', '余额方向', '期初余额'];

/** The data rows of the first sheet; blank rows are skipped, row numbers are the sheet's. */
export async function readBalanceSheet(bytes: Buffer): Promise<BalanceRowInput[]> {
  const book = new ExcelJS.Workbook();
  try {
    // exceljs types its Buffer against an older @types/node; the bytes are a plain Node Buffer.
    await book.xlsx.load(bytes as unknown as Parameters<typeof book.xlsx.load>[0]);
  } catch {
    throw badRequest('文件不是有效的 Excel（.xlsx）文件，请使用下载的模板');
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw badRequest('Excel 文件中没有工作表');
  const header = HEADERS.map((_, i) => cellText(sheet.getRow(1).getCell(i + 1).value));
  if (header[0] !== HEADERS[0] || header[3] !== HEADERS[3]) {
    throw badRequest(`第1行应为表头：${HEADERS.join('、')}，请使用下载的模板`);
  }
  const rows: BalanceRowInput[] = [];
  sheet.eachRow((row, rowNo) => {
    if (rowNo === 1) return;
    const [code = '', name = '', , amount = ''] = [1, 2, 3, 4].map((c) => cellText(row.getCell(c).value));
    if (code === '' && name === '' && amount === '') return;
    rows.push({ rowNo, code, name, amount });
  });
  return rows;
}
