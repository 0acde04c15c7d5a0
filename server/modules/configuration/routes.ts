// 配置管理 (usercenter.configuration): the keys with their values, a save and a return to default,
// each a logged write (app.write), so the operation log shows who changed which value from what.
import type { FastifyInstance } from 'fastify';
import { formatConfigValue } from '../../../src/core/configuration/registry.ts';
import { configurationContracts as c } from '../../../src/core/contracts/configuration.ts';
import { P } from '../../../src/core/permissions/keys.ts';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { ok } from '../../plugins/envelope.ts';
import { listConfiguration, resetConfiguration, saveConfiguration } from './service.ts';

export function configurationRoutes(app: FastifyInstance, { db }: AppContext) {
  const guard = { permission: P.usercenter.configuration };

  serve(app, c.list, guard, async () => ok(await listConfiguration(db)));

  serve(app, c.save, guard, async ({ input, request, session }) =>
    app.write(request, async (trx) => {
      const saved = await saveConfiguration(trx, input, `${session.realName}（${session.userName}）`);
      return ok(saved, `${saved.label}已设为 ${formatConfigValue(saved, saved.value)}`);
    }),
  );

  serve(app, c.reset, guard, async ({ input, request }) =>
    app.write(request, async (trx) => {
      const saved = await resetConfiguration(trx, input);
      return ok(saved, `${saved.label}已恢复默认值 ${formatConfigValue(saved, saved.value)}`);
    }),
  );
}
