// 操作日志 (admin-log): the operation log's page, one entry with its changed rows, the Excel export,
// and the list of the server's log files. The administrator's only (admin.log).
import type { FastifyInstance } from 'fastify';
import { oplogContracts as c } from '../../../src/core/contracts/oplog.ts';
import { P } from '../../../src/core/permissions/keys.ts';
import type { AppContext } from '../../app-context.ts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { badRequest } from '../../lib/errors.ts';
import { listLogFiles } from '../../lib/log-files.ts';
import { serve } from '../../lib/serve.ts';
import { ok } from '../../plugins/envelope.ts';
import { type OplogFilterInput, oplogDetail, oplogPage, oplogWorkbook } from './service.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function checkedRange(f: OplogFilterInput): OplogFilterInput {
  if (f.beginTime !== undefined && f.endTime !== undefined && f.endTime < f.beginTime)
    throw badRequest('结束时间不能早于开始时间');
  return f;
}

export async function oplogRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const guard = { permission: P.admin.log };

  serve(app, c.list, guard, async ({ input }) => {
    const { pageIndex = 1, pageSize = 20, ...filter } = input;
    return ok(await oplogPage(db, checkedRange(filter), { pageIndex, pageSize }));
  });

  serve(app, c.get, guard, async ({ input }) => ok(await oplogDetail(db, input.id)));

  serve(app, c.export, guard, async ({ input, reply }) => {
    const file = await oplogWorkbook(db, checkedRange(input));
    return reply
      .header('content-type', XLSX_TYPE)
      .header('content-disposition', contentDisposition('attachment', '操作日志.xlsx'))
      .send(file);
  });

  serve(app, c.files, guard, async () => ok(await listLogFiles(config.logDir)));
}
