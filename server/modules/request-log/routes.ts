// Client request logs (spec 000 §3, §7.6): slow calls and slow page loads, sent when the session's
// onRequestLog is on; administrators download them as a CSV file.
import type { FastifyInstance } from 'fastify';
import { object, optional, refine, string } from 'superstruct';
import { P } from '../../../src/core/permissions/keys.ts';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/errors.ts';
import { sessionOf } from '../../lib/session.ts';
import { intIn, text } from '../../lib/structs.ts';
import { parseInput } from '../../lib/validate.ts';
import { ok } from '../../plugins/envelope.ts';
import { logFileCsv, saveRequestLog } from './service.ts';

const MAX_SPAN_MS = 24 * 3600_000;
const timeText = () =>
  refine(string(), 'time', (v) => (Number.isFinite(parseTime(v)) ? true : '不是有效的时间'));

const LogInput = object({
  url: text(500),
  interfaceUrl: optional(string()),
  beginTime: timeText(),
  endTime: timeText(),
  timeSpan: intIn(0, MAX_SPAN_MS),
  requestLogType: intIn(1, 2),
});
const FileQuery = object({ beginTime: optional(timeText()), endTime: optional(timeText()) });
const labels = {
  url: '页面地址',
  interfaceUrl: '接口地址',
  beginTime: '开始时间',
  endTime: '结束时间',
  timeSpan: '耗时',
  requestLogType: '日志类型',
};

/** Accepts epoch milliseconds (as text) or an ISO/`YYYY-MM-DD HH:mm:ss` time. */
export function parseTime(value: string): number {
  if (/^\d{10,16}$/.test(value)) return Number(value);
  return Date.parse(value.includes('T') || value.length <= 10 ? value : value.replace(' ', 'T'));
}

export async function requestLogRoutes(app: FastifyInstance, { db }: AppContext) {
  app.post('/api/auth/requestLog', async (request) => {
    const input = parseInput(LogInput, request.body, labels);
    const begin = parseTime(input.beginTime);
    const end = parseTime(input.endTime);
    if (end < begin) throw badRequest('结束时间不能早于开始时间');
    const session = sessionOf(request);
    return app.write(request, async (trx) => {
      await saveRequestLog(trx, {
        userId: session.userId,
        url: input.url,
        interfaceUrl: input.interfaceUrl ?? '',
        begin,
        end,
        timeSpan: input.timeSpan,
        type: input.requestLogType as 1 | 2,
      });
      return ok(null, '已记录');
    });
  });

  app.get('/api/user/GetLogFile', { config: { permission: P.admin.log } }, async (request, reply) => {
    const query = parseInput(FileQuery, request.query, labels);
    const from = query.beginTime ? parseTime(query.beginTime) : Date.now() - 30 * 24 * 3600_000;
    const to = query.endTime ? parseTime(query.endTime) : Date.now();
    const csv = await logFileCsv(db, new Date(from), new Date(to));
    const name = `request-log-${new Date(from).toISOString().slice(0, 10)}_${new Date(to).toISOString().slice(0, 10)}.csv`;
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(csv);
  });
}
