// /api/auth/getUserLevel/{id} and /api/auth/setUserZtLevel: an administrator's view and change of
// which ledger sets a user may open, and whether read-only.
import type { FastifyInstance } from 'fastify';
import { authContracts as c } from '../../../src/core/contracts/auth.ts';
import { P } from '../../../src/core/permissions/keys.ts';
import type { AppContext } from '../../app-context.ts';
import { forbidden } from '../../lib/errors.ts';
import { serve } from '../../lib/serve.ts';
import { ok } from '../../plugins/envelope.ts';
import { getUserLevel, setUserLedgerLevel } from './service.ts';

export async function accessRoutes(app: FastifyInstance, { db }: AppContext) {
  // Anyone may read their own grants; reading another user's needs the operator permission.
  serve(app, c.userLevel, {}, async ({ input, session }) => {
    if (input.id !== session.userId && !session.permissions.has(P.usercenter.operator)) throw forbidden();
    return ok(await getUserLevel(db, session.orgId, input.id));
  });

  serve(app, c.setUserLevel, { permission: P.usercenter.operator }, async ({ input, request, session }) =>
    app.write(request, async (trx) => {
      await setUserLedgerLevel(trx, session.orgId, input);
      return ok(await getUserLevel(trx, session.orgId, input.userId), '账套权限已保存');
    }),
  );
}
