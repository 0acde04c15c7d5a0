// /api/zt: the ledger sets a user may open, the session's choice, and (admin) new ledger sets.
import type { FastifyInstance } from 'fastify';
import { enums, object, optional } from 'superstruct';
import { P } from '../../../src/core/permissions/keys.ts';
import type { AppContext } from '../../app-context.ts';
import { sessionOf } from '../../lib/session.ts';
import { id, intIn, text } from '../../lib/structs.ts';
import { parseInput } from '../../lib/validate.ts';
import { ok } from '../../plugins/envelope.ts';
import { listLedgerSets, saveLedgerSet, selectLedgerSet } from './service.ts';

const SelectInput = object({ zid: id(), year: intIn(2022, 2100) });
const SaveInput = object({
  name: text(60),
  kind: enums(['grassroots', 'county'] as const),
  startYear: intIn(2022, 2100),
  shortName: optional(text(20)),
});
const labels = {
  zid: '账套',
  year: '会计年度',
  name: '账套名称',
  kind: '账套类型',
  startYear: '启用年度',
  shortName: '简称',
};

export async function ztRoutes(app: FastifyInstance, { db }: AppContext) {
  app.get('/api/zt/list', async (request) => ok(await listLedgerSets(db, sessionOf(request).userId)));

  // GET /api/zt/operators: the enabled users who may work in the session's ledger set (操作员), for
  // pickers and filters such as 制单人; cached offline. Only names: no account details.
  app.get('/api/zt/operators', { config: { ledger: 'read' } }, async (request) => {
    const rows = await db
      .selectFrom('user_ledger_set as g')
      .innerJoin('app_user as u', 'u.id', 'g.user_id')
      .select(['u.id', 'u.real_name as name', 'u.user_name as userName', 'g.level'])
      .where('g.ledger_set_id', '=', sessionOf(request).ledgerSetId ?? 0)
      .where('u.enabled', '=', true)
      .orderBy('u.id')
      .execute();
    return ok(rows.map((r) => ({ id: r.id, name: r.name, userName: r.userName, readOnly: r.level < 2 })));
  });

  app.post('/api/zt/select', async (request) => {
    const input = parseInput(SelectInput, request.body, labels);
    const session = sessionOf(request);
    return app.write(request, async (trx) => {
      await selectLedgerSet(trx, { tokenHash: session.tokenHash, userId: session.userId, ...input });
      return ok({ zid: input.zid, year: input.year }, '已切换账套');
    });
  });

  app.post('/api/zt/save', { config: { permission: P.usercenter.zt } }, async (request) => {
    const input = parseInput(SaveInput, request.body, labels);
    const session = sessionOf(request);
    return app.write(request, async (trx) =>
      ok(await saveLedgerSet(trx, { ...input, orgId: session.orgId, userId: session.userId }), '账套已创建'),
    );
  });
}
