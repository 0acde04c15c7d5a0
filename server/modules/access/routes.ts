// /api/auth/getUserLevel/{id} and /api/auth/setUserZtLevel: an administrator's view and change of
// which ledger sets a user may open, and whether read-only.
import type { FastifyInstance } from 'fastify';
import { authContracts as c } from '../../../src/core/contracts/auth.ts';
import { P } from '../../../src/core/permissions/keys.ts';
import type { AppContext } from '../../app-context.ts';
import { forbidden } from '../../lib/errors.ts';
import { serve } from '../../lib/serve.ts';
import { ok } from '../../plugins/envelope.ts';
import { actorOf } from '../operator/routes.ts';
import { writeAudit } from './audit.ts';
import { getUserLevel, setUserLedgerLevel } from './service.ts';

export async function accessRoutes(app: FastifyInstance, { db }: AppContext) {
  // Anyone may read their own grants; reading another user's needs the operator permission.
  serve(app, c.userLevel, {}, async ({ input, session }) => {
    const manages =
      session.permissions.has(P.usercenter.operator) || session.permissions.has(P.usercenter.financialSystem);
    if (input.id !== session.userId && !manages) throw forbidden();
    return ok(await getUserLevel(db, session.orgId, input.id));
  });

  serve(
    app,
    c.setUserLevel,
    { permission: [P.usercenter.operator, P.usercenter.financialSystem] },
    async ({ input, request, session }) =>
      app.write(request, async (trx) => {
        const before = await getUserLevel(trx, session.orgId, input.userId);
        await setUserLedgerLevel(trx, session.orgId, input);
        const after = await getUserLevel(trx, session.orgId, input.userId);
        const was = before.ledgerSets.find((s) => s.zid === input.zid);
        const words = ['无权限', '只读', '读写'];
        await writeAudit(trx, actorOf(session), {
          kind: 'user',
          targetId: input.userId,
          label: `${after.realName}（${after.userName}）`,
          action: 'user.ledgerLevel',
          summary: `账套 ${was?.ztno ?? input.zid}：${words[was?.level ?? 0]} → ${words[input.level]}`,
        });
        return ok(after, '账套权限已保存');
      }),
  );
}
