// /api/auth/getUserLevel/{id} and /api/auth/setUserZtLevel: an administrator's view and change of
// which ledger sets a user may open, and whether read-only.
import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import { P } from '../../../src/core/permissions/keys.ts';
import type { AppContext } from '../../app-context.ts';
import { forbidden } from '../../lib/errors.ts';
import { sessionOf } from '../../lib/session.ts';
import { id, intIn } from '../../lib/structs.ts';
import { parseInput } from '../../lib/validate.ts';
import { ok } from '../../plugins/envelope.ts';
import { getUserLevel, setUserLedgerLevel } from './service.ts';

const LevelParams = object({ id: id() });
const SetLevelInput = object({ userId: id(), zid: id(), level: intIn(0, 2) });
const labels = { id: '用户', userId: '用户', zid: '账套', level: '权限级别' };

export async function accessRoutes(app: FastifyInstance, { db }: AppContext) {
  // Anyone may read their own grants; reading another user's needs the operator permission.
  // A read, though the spec makes it a POST: nothing is stored under its idempotency key.
  app.post('/api/auth/getUserLevel/:id', async (request) => {
    const { id: userId } = parseInput(LevelParams, request.params, labels);
    const session = sessionOf(request);
    if (userId !== session.userId && !session.permissions.has(P.usercenter.operator)) throw forbidden();
    return ok(await getUserLevel(db, session.orgId, userId));
  });

  app.post('/api/auth/setUserZtLevel', { config: { permission: P.usercenter.operator } }, async (request) => {
    const input = parseInput(SetLevelInput, request.body, labels);
    const session = sessionOf(request);
    return app.write(request, async (trx) => {
      await setUserLedgerLevel(trx, session.orgId, input);
      return ok(await getUserLevel(trx, session.orgId, input.userId), '账套权限已保存');
    });
  });
}
