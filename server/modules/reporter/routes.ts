// /api/reporter/* (src/core/contracts/reporter.ts): the names printed on the statements.
import type { FastifyInstance } from 'fastify';
import { reporterContracts as c } from '../../../src/core/contracts/reporter.ts';
import { P } from '../../../src/core/permissions/keys.ts';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { ok } from '../../plugins/envelope.ts';
import { readReporter, saveReporter } from './service.ts';

export async function reporterRoutes(app: FastifyInstance, { db }: AppContext) {
  serve(
    app,
    c.setting,
    { permission: [P.settings.reporter, P.financialReport.statistics], ledger: 'read' },
    async ({ ledgerSetId }) => ok(await readReporter(db, ledgerSetId)),
  );

  serve(
    app,
    c.saveSetting,
    { permission: P.settings.reporter, ledger: 'write' },
    async ({ input, request, session, ledgerSetId }) =>
      app.write(request, async (trx) =>
        ok(
          await saveReporter(trx, ledgerSetId, session.userId, input, input.version ?? 0),
          '报表人员设置已保存',
        ),
      ),
  );
}
