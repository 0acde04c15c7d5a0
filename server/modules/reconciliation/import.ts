// 银行对账单 import: an .xlsx or .csv file (base64 in the signed JSON body, so signing and the
// idempotency record cover it like any write) read in the layout the user chose or the header
// shows. One bad row refuses the file with every bad row listed (4003) and nothing written; lines
// imported before (same serial, or the same whole line) are skipped and counted.
import ExcelJS from 'exceljs';
import { sql, type Transaction } from 'kysely';
import { ErrorCode } from '../../../src/core/contracts/errors.ts';
import { type ImportAnswer, MAX_STATEMENT_BYTES } from '../../../src/core/contracts/reconciliation.ts';
import { parseCsv } from '../../../src/core/reconciliation/csv.ts';
import { readStatement } from '../../../src/core/reconciliation/import.ts';
import type { LayoutCode } from '../../../src/core/reconciliation/layouts.ts';
import type { Database } from '../../db/schema.ts';
import { AppError, badRequest, refused } from '../../lib/errors.ts';
import { lockAccount } from './state.ts';

/** Refuses with 4003 listing every problem (data: [{message}]), writing nothing. */
export function refuseRows(message: string, problems: readonly string[]): never {
  throw new AppError(
    ErrorCode.validationList,
    message,
    problems.map((p) => ({ message: p })),
  );
}

export function decodeFile(content: string): Buffer {
  const clean = content.replace(/^data:[^,]*,/, '').replace(/\s/g, '');
  if (clean.length === 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(clean))
    throw badRequest('文件内容应为 base64 编码');
  const bytes = Buffer.from(clean, 'base64');
  if (bytes.length === 0) throw badRequest('文件是空的');
  if (bytes.length > MAX_STATEMENT_BYTES) throw badRequest('文件过大，不能超过 12 MB');
  return bytes;
}

const pad = (n: number) => String(n).padStart(2, '0');

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  // exceljs reads a date cell as the UTC instant of the shown wall time.
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return '';
    const day = `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
    const time = `${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}:${pad(value.getUTCSeconds())}`;
    return time === '00:00:00' ? day : `${day} ${time}`;
  }
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

/** The first sheet of a workbook as rows of cell texts (row i of the array is the sheet's row i+1). */
async function xlsxTable(bytes: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as Parameters<typeof book.xlsx.load>[0]);
  } catch {
    throw badRequest('文件不是有效的 Excel（.xlsx）文件；旧版 .xls 请在 Excel 中另存为 .xlsx 后导入');
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw badRequest('Excel 文件中没有工作表');
  const table: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const values = row.values as ExcelJS.CellValue[];
    const cells: string[] = [];
    for (let c = 1; c < values.length; c++) cells.push(cellText(values[c] ?? null));
    table[number - 1] = cells;
  });
  for (let i = 0; i < table.length; i++) table[i] ??= [];
  return table;
}

/** UTF-8 (with or without BOM), else GB18030: Chinese banks' CSV exports are mostly GBK. */
export function decodeText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('gb18030').decode(bytes);
  }
}

export async function readTable(fileName: string, bytes: Buffer): Promise<string[][]> {
  if (/\.csv$/i.test(fileName)) return parseCsv(decodeText(bytes));
  // A ZIP signature: an .xlsx whatever it claims to be.
  if (bytes[0] !== 0x50 || bytes[1] !== 0x4b)
    throw badRequest('文件不是有效的 Excel（.xlsx）文件；旧版 .xls 请在 Excel 中另存为 .xlsx 后导入');
  return xlsxTable(bytes);
}

const CHUNK = 5000;

export async function importStatement(
  trx: Transaction<Database>,
  ledgerSetId: number,
  userId: number,
  input: {
    subjectCode: string;
    layout?: LayoutCode;
    fileName: string;
    table: readonly (readonly string[])[];
  },
): Promise<ImportAnswer> {
  const account = await lockAccount(trx, ledgerSetId, input.subjectCode);
  if (!account.startDate) throw refused('请先设置对账启用日期，再导入银行对账单');
  const read = readStatement(input.table, {
    startDate: account.startDate,
    accountNo: account.bankAccountNo,
    ...(input.layout ? { layout: input.layout } : {}),
  });
  if (!read.header) throw badRequest(read.problems[0] ?? '无法识别文件格式');
  if (read.problems.length > 0)
    // The rows are in the message too: an import queued offline keeps only the message for the user.
    refuseRows(
      `对账单有 ${read.problems.length} 行不正确，未导入任何记录，请修改后重新导入：\n${read.problems.join('\n')}`,
      read.problems,
    );
  const layout = read.header.layout;
  const record = await trx
    .insertInto('statement_import')
    .values({
      ledger_set_id: ledgerSetId,
      subject_code: input.subjectCode,
      file_name: input.fileName,
      layout: layout.code,
      lines: 0,
      duplicates: 0,
      user_id: userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  let imported = 0;
  let dateFrom: string | null = null;
  let dateTo: string | null = null;
  for (let i = 0; i < read.lines.length; i += CHUNK) {
    const chunk = read.lines.slice(i, i + CHUNK);
    const col = <K extends keyof (typeof chunk)[number]>(k: K) => chunk.map((l) => l[k]);
    // One array parameter per column (unnest): a 10,000-line file is a few statements.
    const inserted = await sql<{ txn_date: string }>`
      insert into bank_statement_line (ledger_set_id, subject_code, txn_date, txn_time, summary, remark,
        counterparty, counterparty_account, settle_no, serial, receipt, payment, balance, dedup_key,
        import_id, row_no)
      select ${ledgerSetId}, ${input.subjectCode}, u.d, u.t, u.summary, u.remark, u.cp, u.cpa, u.settle,
        u.serial, u.receipt, u.payment, u.balance, u.dedup, ${record.id}, u.row_no
      from unnest(${col('date')}::date[], ${col('time')}::text[], ${col('summary')}::text[],
        ${col('remark')}::text[], ${col('counterparty')}::text[], ${col('counterpartyAccount')}::text[],
        ${col('settleNo')}::text[], ${col('serial')}::text[], ${col('receipt')}::numeric[],
        ${col('payment')}::numeric[], ${col('balance')}::numeric[], ${col('dedupKey')}::text[],
        ${col('rowNo')}::int[])
        as u(d, t, summary, remark, cp, cpa, settle, serial, receipt, payment, balance, dedup, row_no)
      on conflict (ledger_set_id, subject_code, dedup_key) where dedup_key is not null do nothing
      returning txn_date::text as txn_date
    `.execute(trx);
    imported += inserted.rows.length;
    for (const row of inserted.rows) {
      if (dateFrom === null || row.txn_date < dateFrom) dateFrom = row.txn_date;
      if (dateTo === null || row.txn_date > dateTo) dateTo = row.txn_date;
    }
  }
  const duplicates = read.lines.length - imported + read.repeated;
  await trx
    .updateTable('statement_import')
    .set({ lines: imported, duplicates })
    .where('id', '=', record.id)
    .execute();
  await trx
    .updateTable('recon_account')
    .set({ layout: layout.code })
    .where('ledger_set_id', '=', ledgerSetId)
    .where('subject_code', '=', input.subjectCode)
    .execute();
  return { imported, duplicates, layout: layout.code, layoutName: layout.name, dateFrom, dateTo };
}

/** 删除 of imported lines that are not matched (a wrong file): opening items are edited elsewhere. */
export async function deleteStatementLines(
  trx: Transaction<Database>,
  ledgerSetId: number,
  input: { subjectCode: string; ids: number[] },
): Promise<{ deleted: number }> {
  await lockAccount(trx, ledgerSetId, input.subjectCode);
  const rows = await trx
    .selectFrom('bank_statement_line')
    .select(['id', 'opening', 'match_id', 'txn_date'])
    .where('ledger_set_id', '=', ledgerSetId)
    .where('subject_code', '=', input.subjectCode)
    .where(sql<boolean>`id = any(${input.ids}::bigint[])`)
    .execute();
  const found = new Set(rows.map((r) => Number(r.id)));
  const missing = input.ids.filter((id) => !found.has(id));
  if (missing.length > 0) throw badRequest(`对账单记录 ${missing.slice(0, 5).join('、')} 不存在`);
  const held = rows.filter((r) => r.match_id !== null || r.opening);
  if (held.length > 0)
    throw refused(`所选记录中有 ${held.length} 条已勾对或为期初未达账，不能删除；请先取消勾对`);
  const result = await trx
    .deleteFrom('bank_statement_line')
    .where(sql<boolean>`id = any(${input.ids}::bigint[])`)
    .executeTakeFirst();
  return { deleted: Number(result.numDeletedRows) };
}
