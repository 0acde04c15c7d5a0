import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface RequestLogInput {
  userId: number;
  url: string;
  interfaceUrl: string;
  begin: number;
  end: number;
  timeSpan: number;
  type: 1 | 2;
}

export async function saveRequestLog(db: Kysely<Database>, log: RequestLogInput): Promise<void> {
  await db
    .insertInto('request_log')
    .values({
      user_id: log.userId,
      url: log.url,
      interface_url: log.interfaceUrl,
      begin_time: new Date(log.begin),
      end_time: new Date(log.end),
      time_span: log.timeSpan,
      request_log_type: log.type,
    })
    .execute();
}

const TYPE_NAMES = { 1: '页面加载', 2: '接口调用' } as const;

/** The logs of a time range as CSV, with a BOM so Excel opens the Chinese headers correctly. */
export async function logFileCsv(db: Kysely<Database>, from: Date, to: Date): Promise<string> {
  const rows = await db
    .selectFrom('request_log as r')
    .leftJoin('app_user as u', 'u.id', 'r.user_id')
    .select([
      'r.created_at',
      'u.user_name',
      'r.request_log_type',
      'r.url',
      'r.interface_url',
      'r.begin_time',
      'r.end_time',
      'r.time_span',
    ])
    .where('r.created_at', '>=', from)
    .where('r.created_at', '<=', to)
    .orderBy('r.id')
    .execute();
  const header = ['记录时间', '用户', '类型', '页面', '接口', '开始时间', '结束时间', '耗时(毫秒)'];
  const lines = rows.map((r) =>
    [
      r.created_at.toISOString(),
      r.user_name ?? '',
      TYPE_NAMES[r.request_log_type],
      r.url,
      r.interface_url,
      r.begin_time.toISOString(),
      r.end_time.toISOString(),
      String(r.time_span),
    ]
      .map(csvCell)
      .join(','),
  );
  return `\uFEFF${[header.join(','), ...lines].join('\r\n')}\r\n`;
}

function csvCell(value: string): string {
  // A leading =, +, - or @ would run as a formula in Excel: prefix it with a quote.
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
