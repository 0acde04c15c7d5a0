// gRPC 日志 (usercenter.grpcLog): read-only page and Excel export of the outside calls.
import type { FastifyInstance } from 'fastify';
import { integrationLogContracts as c } from '../../../src/core/contracts/integration-log.ts';
import { P } from '../../../src/core/permissions/keys.ts';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { ok } from '../../plugins/envelope.ts';
import { attachmentHeaders } from '../opening/xlsx.ts';
import { integrationPage, integrationWorkbook } from './service.ts';

export function integrationLogRoutes(app: FastifyInstance, { db }: AppContext) {
  const guard = { permission: P.usercenter.grpcLog };
  serve(app, c.page, guard, async ({ input }) => ok(await integrationPage(db, input)));
  serve(app, c.export, guard, async ({ input, reply }) =>
    reply
      .headers(attachmentHeaders('外部接口日志.xlsx', 'integration-log.xlsx'))
      .send(await integrationWorkbook(db, input)),
  );
}
