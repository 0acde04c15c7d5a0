// /api/user (src/core/contracts/operator.ts): 操作员管理. Reads and writes need the operator
// permission (the add form's key also saves); every write is one transaction with its audit entry.
import type { FastifyInstance } from 'fastify';
import { operatorContracts as c } from '../../../src/core/contracts/operator.ts';
import { P } from '../../../src/core/permissions/keys.ts';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import type { RequestSession } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import { auditPage } from '../access/audit.ts';
import { uploadedTemplate } from '../attachment/system-files.ts';
import { hashPassword } from '../auth/password.ts';
import { attachmentHeaders } from '../opening/xlsx.ts';
import { checkImport, hashAll, importOperators, operatorTemplate } from './import.ts';
import {
  type OperatorActor,
  resetOperatorPassword,
  saveOperator,
  setOperatorEnabled,
  temporaryPassword,
} from './service.ts';
import { loadOperator, operatorPage } from './views.ts';

const manage = { permission: [P.usercenter.operator, P.usercenter.addOperator] } as const;

export const actorOf = (session: RequestSession): OperatorActor => ({
  userId: session.userId,
  userName: session.userName,
  realName: session.realName,
  orgId: session.orgId,
  permissions: session.permissions,
});

export function operatorRoutes(app: FastifyInstance, { db, config }: AppContext) {
  // The operator calls check passwords against 系统设置's policy as it stands at the call.
  const managerOf = (session: RequestSession): OperatorActor => ({
    ...actorOf(session),
    passwordPolicy: config.passwordPolicy,
  });
  serve(app, c.list, manage, async ({ input, session }) => ok(await operatorPage(db, session.orgId, input)));

  serve(app, c.get, manage, async ({ input, session }) =>
    ok(await loadOperator(db, session.orgId, input.id)),
  );

  serve(app, c.save, manage, async ({ input, request, session }) => {
    const passwordHash = !input.id && input.password ? await hashPassword(input.password) : undefined;
    return app.write(request, async (trx) =>
      ok(
        await saveOperator(trx, managerOf(session), { ...input, passwordHash }),
        input.id ? '操作员已保存' : '操作员已新增',
      ),
    );
  });

  serve(app, c.setEnabled, manage, async ({ input, request, session }) =>
    app.write(request, async (trx) =>
      ok(
        await setOperatorEnabled(trx, managerOf(session), input),
        input.enabled ? '操作员已启用' : '操作员已停用',
      ),
    ),
  );

  serve(app, c.resetPassword, manage, async ({ input, request, session }) => {
    const { temporary, hash } = await temporaryPassword(input.password, config.passwordPolicy);
    return app.write(request, async (trx) =>
      ok(
        await resetOperatorPassword(trx, managerOf(session), { id: input.id, temporary, hash }),
        '密码已重置，该操作员下次登录须修改密码',
      ),
    );
  });

  serve(app, c.importTemplate, manage, async ({ reply }) =>
    reply
      .headers(attachmentHeaders('操作员导入模板.xlsx', 'operators.xlsx'))
      .send((await uploadedTemplate(db, config, 'template.operator')) ?? (await operatorTemplate())),
  );

  serve(app, c.import, manage, async ({ input, request, session }) => {
    // Checked and hashed before the transaction; the write checks again what may have moved since.
    const values = await checkImport(db, session.orgId, input.content, config.passwordPolicy);
    const hashes = await hashAll(values);
    return app.write(request, async (trx) => {
      const result = await importOperators(trx, managerOf(session), values, hashes);
      return ok(result, `已导入 ${result.imported} 名操作员`);
    });
  });

  serve(app, c.departments, manage, async ({ input, session }) =>
    ok(
      await db
        .selectFrom('department as d')
        .innerJoin('ledger_set as l', 'l.id', 'd.ledger_set_id')
        .select(['d.id', 'd.code', 'd.name'])
        .where('l.org_id', '=', session.orgId)
        .where('d.ledger_set_id', '=', input.zid)
        .where('d.enabled', '=', true)
        .orderBy('d.sort')
        .orderBy('d.code')
        .execute(),
    ),
  );

  serve(app, c.audit, manage, async ({ input }) =>
    ok(await auditPage(db, input, { pageIndex: input.pageIndex ?? 1, pageSize: input.pageSize ?? 20 })),
  );
}
