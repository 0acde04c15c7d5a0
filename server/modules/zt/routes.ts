// /api/zt (src/core/contracts/zt.ts): the ledger sets a user may open, the session's choice, the
// users working in it, and (admin) new ledger sets.
import type { FastifyInstance } from 'fastify';
import { ztContracts as c } from '../../../src/core/contracts/zt.ts';
import { P } from '../../../src/core/permissions/keys.ts';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { ok } from '../../plugins/envelope.ts';
import { listLedgerSets, listOperators, saveLedgerSet, selectLedgerSet } from './service.ts';

export async function ztRoutes(app: FastifyInstance, { db }: AppContext) {
  serve(app, c.list, {}, async ({ session }) => ok(await listLedgerSets(db, session.userId)));

  // The enabled users who may work in the session's ledger set (操作员), for pickers and filters
  // such as 制单人; cached offline.
  serve(app, c.operators, { ledger: 'read' }, async ({ ledgerSetId }) =>
    ok(await listOperators(db, ledgerSetId)),
  );

  serve(app, c.select, {}, async ({ input, request, session }) =>
    app.write(request, async (trx) => {
      await selectLedgerSet(trx, { tokenHash: session.tokenHash, userId: session.userId, ...input });
      return ok({ zid: input.zid, year: input.year }, '已切换账套');
    }),
  );

  serve(app, c.save, { permission: P.usercenter.zt }, async ({ input, request, session }) =>
    app.write(request, async (trx) =>
      ok(await saveLedgerSet(trx, { ...input, orgId: session.orgId, userId: session.userId }), '账套已创建'),
    ),
  );
}
