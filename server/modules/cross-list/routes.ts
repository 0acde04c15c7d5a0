// The cross-module lists: read-only, each under its own screen's key (usercenter.*), for the
// caller's organisation whatever ledger set the session is in.
import type { FastifyInstance } from 'fastify';
import { crossListContracts as c } from '../../../src/core/contracts/cross-list.ts';
import { P } from '../../../src/core/permissions/keys.ts';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { ok } from '../../plugins/envelope.ts';
import { disbursementPage } from './disbursements.ts';
import { documentDetail, documentPage } from './documents.ts';
import { crossListOptions } from './options.ts';
import { checkRanges, scopeOf } from './scope.ts';
import { statementPage } from './statements.ts';

const PAGE_SIZE = 20;

export async function crossListRoutes(app: FastifyInstance, { db }: AppContext) {
  const anyList = {
    permission: [P.usercenter.document, P.usercenter.disbursements, P.usercenter.bankStatements],
  };
  serve(app, c.options, anyList, async ({ session }) => ok(await crossListOptions(db, session.orgId)));

  serve(app, c.documents, { permission: P.usercenter.document }, async ({ input, session }) => {
    const { pageIndex = 1, pageSize = PAGE_SIZE, zid, ...filter } = input;
    checkRanges(filter);
    const scope = await scopeOf(db, session.orgId, zid);
    return ok(await documentPage(db, scope, filter, { pageIndex, pageSize }));
  });

  serve(app, c.document, { permission: P.usercenter.document }, async ({ input, session }) =>
    ok(await documentDetail(db, await scopeOf(db, session.orgId, undefined), input.key)),
  );

  serve(app, c.disbursements, { permission: P.usercenter.disbursements }, async ({ input, session }) => {
    const { pageIndex = 1, pageSize = PAGE_SIZE, zid, ...filter } = input;
    checkRanges(filter);
    const scope = await scopeOf(db, session.orgId, zid);
    return ok(await disbursementPage(db, scope, filter, { pageIndex, pageSize }));
  });

  serve(app, c.bankStatements, { permission: P.usercenter.bankStatements }, async ({ input, session }) => {
    const { pageIndex = 1, pageSize = PAGE_SIZE, zid, ...filter } = input;
    checkRanges(filter);
    const scope = await scopeOf(db, session.orgId, zid);
    return ok(await statementPage(db, scope, filter, { pageIndex, pageSize }));
  });
}
