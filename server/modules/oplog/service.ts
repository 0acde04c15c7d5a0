// Reads the operation log: a filtered page newest first (the count stops at oplogCountCap so the
// first page of a million entries stays fast), one entry with the rows it changed, and an export.
import ExcelJS from 'exceljs';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import {
  kindName,
  type OplogChange,
  type OplogDetail,
  type OplogEntry,
  type OplogPage,
  oplogCountCap,
  oplogExportMax,
  oplogRowsKept,
} from '../../../src/core/contracts/oplog.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';

export interface OplogFilterInput {
  userId?: number | undefined;
  kind?: string | undefined;
  beginTime?: number | undefined;
  endTime?: number | undefined;
}

function filtered<O>(q: SelectQueryBuilder<Database, 'operation_log', O>, f: OplogFilterInput) {
  let out = q;
  if (f.userId !== undefined) out = out.where('user_id', '=', f.userId);
  if (f.kind !== undefined) out = out.where('kind', '=', f.kind);
  if (f.beginTime !== undefined) out = out.where('at', '>=', new Date(f.beginTime));
  if (f.endTime !== undefined) out = out.where('at', '<=', new Date(f.endTime));
  return out;
}

const columns = [
  'id',
  'at',
  'user_id',
  'user_name',
  'address',
  'method',
  'path',
  'kind',
  'ledger_set_id',
  'message',
  'changes',
] as const;

type Row = {
  id: string;
  at: Date;
  user_id: number | null;
  user_name: string;
  address: string;
  method: string;
  path: string;
  kind: string;
  ledger_set_id: number | null;
  message: string;
  changes: number;
};

function entryOf(r: Row): OplogEntry {
  return {
    id: String(r.id),
    at: new Date(r.at).toISOString(),
    userId: r.user_id,
    userName: r.user_name,
    address: r.address,
    method: r.method,
    path: r.path,
    kind: r.kind,
    kindName: kindName(r.kind),
    ledgerSetId: r.ledger_set_id,
    message: r.message,
    changes: r.changes,
  };
}

export async function oplogPage(
  db: Kysely<Database>,
  filter: OplogFilterInput,
  page: { pageIndex: number; pageSize: number },
): Promise<OplogPage> {
  const base = filtered(db.selectFrom('operation_log'), filter);
  // Count up to one past the cap: a count over every match of a million rows would be the slow part.
  const counted = base.select('id').limit(oplogCountCap + 1);
  const [{ n }, rows] = await Promise.all([
    db
      .selectFrom(counted.as('m'))
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
    base
      .select([...columns])
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageIndex - 1) * page.pageSize)
      .execute(),
  ]);
  const count = Number(n);
  return {
    currentPageItems: rows.map(entryOf),
    totalItemCount: Math.min(count, oplogCountCap),
    capped: count > oplogCountCap,
  };
}

export async function oplogDetail(db: Kysely<Database>, id: number): Promise<OplogDetail> {
  const row = await db
    .selectFrom('operation_log')
    .select([...columns, 'request'])
    .where('id', '=', String(id))
    .executeTakeFirst();
  if (!row) throw badRequest('该日志不存在');
  const changes = await db
    .selectFrom('operation_log_change')
    .select(['seq', 'table_name', 'op', 'row_before', 'row_after'])
    .where('log_id', '=', String(id))
    .orderBy('seq')
    .limit(oplogRowsKept)
    .execute();
  return {
    ...entryOf(row),
    request: row.request,
    rows: changes.map(
      (c): OplogChange => ({
        seq: String(c.seq),
        table: c.table_name,
        op: c.op,
        before: c.row_before,
        after: c.row_after,
      }),
    ),
    moreRows: Math.max(0, row.changes - changes.length),
  };
}

const p2 = (n: number) => String(n).padStart(2, '0');
/** Local time as the server shows it (the organisation's own time zone). */
function timeText(d: Date): string {
  return `${d.getFullYear()}-${p2(d.getMonth() + 1)}-${p2(d.getDate())} ${p2(d.getHours())}:${p2(d.getMinutes())}:${p2(d.getSeconds())}`;
}

export async function oplogWorkbook(db: Kysely<Database>, filter: OplogFilterInput): Promise<Buffer> {
  const rows = await filtered(db.selectFrom('operation_log'), filter)
    .select([...columns])
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(oplogExportMax)
    .execute();
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('操作日志');
  sheet.columns = [
    { header: '时间', key: 'at', width: 20 },
    { header: '操作人', key: 'user', width: 22 },
    { header: '客户端地址', key: 'address', width: 18 },
    { header: '类型', key: 'kind', width: 12 },
    { header: '接口', key: 'path', width: 36 },
    { header: '结果', key: 'message', width: 30 },
    { header: '变更行数', key: 'changes', width: 10 },
  ];
  for (const r of rows) {
    sheet.addRow({
      at: timeText(new Date(r.at)),
      user: r.user_name,
      address: r.address,
      kind: kindName(r.kind),
      path: `${r.method} ${r.path}`,
      message: r.message,
      changes: r.changes,
    });
  }
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await book.xlsx.writeBuffer());
}
