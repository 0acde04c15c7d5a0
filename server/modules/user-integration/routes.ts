// 用户集成 (usercenter.userIntegration): the preview reads only; the apply is one logged write, its
// new users' passwords hashed before the transaction.
import type { FastifyInstance } from 'fastify';
import { userIntegrationContracts as c } from '../../../src/core/contracts/user-integration.ts';
import { P } from '../../../src/core/permissions/keys.ts';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { ok } from '../../plugins/envelope.ts';
import { actorOf } from '../operator/routes.ts';
import { applyIntegration, passwordsFor, previewIntegration } from './service.ts';

export function userIntegrationRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const guard = { permission: P.usercenter.userIntegration, ledger: 'write' } as const;

  serve(app, c.preview, guard, async ({ input, session, ledgerSetId }) =>
    ok(await previewIntegration(db, actorOf(session), ledgerSetId, input)),
  );

  serve(app, c.apply, guard, async ({ input, request, session, ledgerSetId }) => {
    const actor = { ...actorOf(session), passwordPolicy: config.passwordPolicy };
    const shown = await previewIntegration(db, actor, ledgerSetId, input);
    const passwords = await passwordsFor(shown.rows, actor);
    return app.write(request, async (trx) => {
      const result = await applyIntegration(trx, actor, ledgerSetId, input, passwords);
      return ok(
        result,
        `用户集成完成：新建 ${result.created.length}，更新 ${result.updated}，停用 ${result.disabled}，启用 ${result.enabled}`,
      );
    });
  });
}
