// 系统设置 (usercenter.systemSetting): read and save the settings every enforcing call follows.
import type { FastifyInstance } from 'fastify';
import { systemSettingContracts as c, settingsProblem } from '../../../src/core/contracts/system-setting.ts';
import { P } from '../../../src/core/permissions/keys.ts';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/errors.ts';
import { serve } from '../../lib/serve.ts';
import { ok } from '../../plugins/envelope.ts';
import { loadSettings, saveSettings, settingView, settle } from './service.ts';

export async function systemSettingRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const guard = { permission: P.usercenter.systemSetting };

  serve(app, c.get, guard, async () => {
    await loadSettings(db, config);
    return ok(settingView(config));
  });

  serve(app, c.save, guard, async ({ input, request, session }) => {
    const { version, ...settings } = input;
    const problem = settingsProblem(settings);
    if (problem) throw badRequest(problem);
    const by = `${session.realName}（${session.userName}）`;
    let stored: Awaited<ReturnType<typeof saveSettings>> | null = null;
    const answer = await app.write(request, async (trx) => {
      stored = await saveSettings(trx, settings, version, by);
      return ok(
        { ...settings, version: stored.version, updatedAt: stored.updatedAt.toISOString(), updatedBy: by },
        '系统设置已保存',
      );
    });
    // Only once committed: a refused or rolled-back save changes nothing here.
    if (stored) settle(config, settings, stored);
    return answer;
  });
}
