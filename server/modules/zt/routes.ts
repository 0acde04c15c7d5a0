// /api/zt (src/core/contracts/zt.ts): the ledger sets a user may open, the session's choice, the
// users working in it; and (账套管理) new ledger sets, their names and parents, archiving, the
// year's carry, 基本信息 of the session's ledger set and 平台管理 of the organisation.
import type { FastifyInstance } from 'fastify';
import { ztContracts as c } from '../../../src/core/contracts/zt.ts';
import { P } from '../../../src/core/permissions/keys.ts';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { ok } from '../../plugins/envelope.ts';
import { writeAudit } from '../access/audit.ts';
import { actorOf } from '../operator/routes.ts';
import {
  archiveLedgerSet,
  ledgerSetUsers,
  manageList,
  platformInfo,
  savePlatformInfo,
  saveUnitInfo,
  unitInfo,
  updateLedgerSet,
} from './admin.ts';
import { listLedgerSets, listOperators, saveLedgerSet, selectLedgerSet } from './service.ts';
import { openYear, yearOpening } from './years.ts';

const manage = { permission: [P.usercenter.zt, P.usercenter.financialSystem] } as const;

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
    app.write(request, async (trx) => {
      const created = await saveLedgerSet(trx, { ...input, orgId: session.orgId, userId: session.userId });
      await writeAudit(trx, actorOf(session), {
        kind: 'ledger_set',
        targetId: created.zid,
        label: created.name,
        action: 'ledger_set.create',
        summary: `${created.ztno} ${created.name}（${created.kind === 'county' ? '县级以上工会' : '基层工会'}，${created.startYear} 年启用）`,
      });
      return ok(created, '账套已创建');
    }),
  );

  serve(app, c.manageList, manage, async ({ session }) => ok(await manageList(db, session.orgId)));

  serve(app, c.update, { permission: P.usercenter.zt }, async ({ input, request, session }) =>
    app.write(request, async (trx) => ok(await updateLedgerSet(trx, actorOf(session), input), '账套已保存')),
  );

  serve(app, c.archive, { permission: P.usercenter.zt }, async ({ input, request, session }) =>
    app.write(request, async (trx) =>
      ok(
        await archiveLedgerSet(trx, actorOf(session), input),
        input.archived ? '账套已归档' : '账套已取消归档',
      ),
    ),
  );

  serve(app, c.openYear, { permission: P.usercenter.zt }, async ({ input, request, session }) =>
    app.write(request, async (trx) =>
      ok(await openYear(trx, actorOf(session), input), `已结转到 ${input.year} 年`),
    ),
  );

  serve(app, c.users, manage, async ({ input, session }) =>
    ok(await ledgerSetUsers(db, session.orgId, input.zid)),
  );

  serve(app, c.yearOpening, manage, async ({ input, session }) =>
    ok(await yearOpening(db, session.orgId, input.zid, input.year)),
  );

  serve(app, c.unitInfo, { permission: P.usercenter.basicInfo, ledger: 'read' }, async ({ ledgerSetId }) =>
    ok(await unitInfo(db, ledgerSetId)),
  );

  serve(
    app,
    c.saveUnitInfo,
    { permission: P.usercenter.basicInfo, ledger: 'write' },
    async ({ input, request, session, ledgerSetId }) =>
      app.write(request, async (trx) =>
        ok(await saveUnitInfo(trx, actorOf(session), ledgerSetId, input), '基本信息已保存'),
      ),
  );

  serve(app, c.platformInfo, { permission: P.usercenter.platform }, async ({ session }) =>
    ok(await platformInfo(db, session.orgId)),
  );

  serve(app, c.savePlatformInfo, { permission: P.usercenter.platform }, async ({ input, request, session }) =>
    app.write(request, async (trx) =>
      ok(await savePlatformInfo(trx, actorOf(session), input), '平台信息已保存'),
    ),
  );
}
