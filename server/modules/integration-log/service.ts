// gRPC 日志: the outside calls' page and export over integration_call, newest first, and the
// retention (配置管理 integration.logKeepDays) applied by the housekeeping run.
import ExcelJS from 'exceljs';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import {
  type IntegrationCall,
  type IntegrationCallPage,
  integrationExportMax,
  integrationServiceName,
} from '../../../src/core/contracts/integration-log.ts';
import type { Database } from '../../db/schema.ts';
import { configValue } from '../configuration/service.ts';

type Db = Kysely<Database>;

export interface IntegrationFilterInput {
  service?: string | undefined;
  ok?: boolean | undefined;
  beginTime?: number | undefined;
  endTime?: number | undefined;
  keyword?: string | undefined;
}

const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filtered<O>(q: SelectQueryBuilder<Database, 'integration_call', O>, f: IntegrationFilterInput) {
  let out = q;
  if (f.service) out = out.where('service', '=', f.service);
  if (f.ok !== undefined) out = out.where('ok', '=', f.ok);
  if (f.beginTime !== undefined) out = out.where('at', '>=', new Date(f.beginTime));
  if (f.endTime !== undefined) out = out.where('at', '<=', new Date(f.endTime));
  const keyword = f.keyword?.trim() ?? '';
  if (keyword !== '') {
    const like = likeText(keyword);
    out = out.where((eb) =>
      eb.or([
        eb('operation', 'like', like),
        eb('target', 'ilike', like),
        eb('message', 'like', like),
        eb('user_name', 'like', like),
      ]),
    );
  }
  return out;
}

type Row = Awaited<ReturnType<ReturnType<typeof rowsQuery>['execute']>>[number];
const rowsQuery = (db: Db) => db.selectFrom('integration_call').selectAll();

function toView(r: Row): IntegrationCall {
  return {
    id: String(r.id),
    at: new Date(r.at).toISOString(),
    service: r.service,
    operation: r.operation,
    method: r.method,
    target: r.target,
    status: r.status,
    ok: r.ok,
    durationMs: r.duration_ms,
    message: r.message,
    userName: r.user_name,
  };
}

export async function integrationPage(
  db: Db,
  f: IntegrationFilterInput & { pageIndex?: number | undefined; pageSize?: number | undefined },
): Promise<IntegrationCallPage> {
  const pageSize = f.pageSize ?? (await configValue(db, 'list.defaultPageSize'));
  const pageIndex = f.pageIndex ?? 1;
  const [count, rows] = await Promise.all([
    filtered(db.selectFrom('integration_call'), f)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
    filtered(rowsQuery(db), f)
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((pageIndex - 1) * pageSize)
      .execute(),
  ]);
  return { currentPageItems: rows.map(toView), totalItemCount: Number(count.n) };
}

const p2 = (n: number) => String(n).padStart(2, '0');
const timeText = (d: Date) =>
  `${d.getFullYear()}-${p2(d.getMonth() + 1)}-${p2(d.getDate())} ${p2(d.getHours())}:${p2(d.getMinutes())}:${p2(d.getSeconds())}`;

export async function integrationWorkbook(db: Db, f: IntegrationFilterInput): Promise<Buffer> {
  const rows = await filtered(rowsQuery(db), f)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(integrationExportMax)
    .execute();
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('外部接口日志');
  sheet.columns = [
    { header: '时间', key: 'at', width: 20 },
    { header: '外部服务', key: 'service', width: 14 },
    { header: '调用', key: 'operation', width: 24 },
    { header: '地址', key: 'target', width: 48 },
    { header: '状态码', key: 'status', width: 8 },
    { header: '结果', key: 'ok', width: 8 },
    { header: '耗时（毫秒）', key: 'duration', width: 12 },
    { header: '说明', key: 'message', width: 30 },
  ];
  for (const r of rows) {
    sheet.addRow({
      at: timeText(new Date(r.at)),
      service: integrationServiceName(r.service),
      operation: r.operation,
      target: `${r.method} ${r.target}`,
      status: r.status ?? '',
      ok: r.ok ? '成功' : '失败',
      duration: r.duration_ms,
      message: r.message,
    });
  }
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Drops the calls older than 配置管理's retention; run by the housekeeping timer. */
export async function pruneIntegrationCalls(db: Db, now = Date.now()): Promise<void> {
  const days = await configValue(db, 'integration.logKeepDays');
  await db
    .deleteFrom('integration_call')
    .where('at', '<', new Date(now - days * 24 * 3600_000))
    .execute();
}
