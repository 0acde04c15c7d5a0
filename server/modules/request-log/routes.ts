// Client request logs (spec 000 §3, §7.6), served from src/core/contracts/request-log.ts: slow calls
// and slow page loads, sent when the session's onRequestLog is on; administrators download them as
// a CSV file, under either path the spec names.
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { LogFileQuery } from '../../../src/core/contracts/request-log.ts';
import { requestLogContracts as c } from '../../../src/core/contracts/request-log.ts';
import { P } from '../../../src/core/permissions/keys.ts';
import type { AppContext } from '../../app-context.ts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { badRequest } from '../../lib/errors.ts';
import { listLogFiles } from '../../lib/log-files.ts';
import { type Call, serve } from '../../lib/serve.ts';
import { ok } from '../../plugins/envelope.ts';
import { logFileCsv, saveRequestLog } from './service.ts';

const DAY_MS = 24 * 3600_000;

export async function requestLogRoutes(app: FastifyInstance, { db, config }: AppContext) {
  serve(app, c.save, {}, async ({ input, request, session }) => {
    if (input.endTime < input.beginTime) throw badRequest('结束时间不能早于开始时间');
    return app.write(request, async (trx) => {
      await saveRequestLog(trx, {
        userId: session.userId,
        url: input.url,
        interfaceUrl: input.interfaceUrl ?? '',
        begin: input.beginTime,
        end: input.endTime,
        timeSpan: input.timeSpan,
        type: input.requestLogType as 1 | 2,
      });
      return ok(null, '已记录');
    });
  });

  const sendLogFile = async ({ input, reply }: Call<typeof LogFileQuery.TYPE>) => {
    // One of the server's own log files (listed by /api/user/logFiles), as it is on disk.
    if (input.fileName !== undefined) {
      const wanted = input.fileName;
      const found = (await listLogFiles(config.logDir)).find((f) => f.fileName === wanted);
      if (!found || !config.logDir) throw badRequest(`日志文件 ${wanted} 不存在`);
      return reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', found.fileName))
        .send(createReadStream(join(config.logDir, found.fileName)));
    }
    const to = input.endTime ?? app.clock();
    const from = input.beginTime ?? to - 30 * DAY_MS;
    if (to < from) throw badRequest('结束时间不能早于开始时间');
    const csv = await logFileCsv(db, new Date(from), new Date(to));
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="request-log-${day(from)}_${day(to)}.csv"`)
      .send(csv);
  };
  serve(app, c.logFile, { permission: P.admin.log }, sendLogFile);
  serve(app, c.downloadLogFile, { permission: P.admin.log }, sendLogFile);
}
