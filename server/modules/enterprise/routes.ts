// /api/enterprise (src/core/contracts/enterprise.ts): the page is readable by anyone working in the
// ledger set (payments and vouchers pick units); changes need 单位前置表's permission. Writes run in
// app.write, one transaction with their idempotency record and operation-log entry.
import type { FastifyInstance } from 'fastify';
import { enterpriseContracts as c } from '../../../src/core/contracts/enterprise.ts';
import { P } from '../../../src/core/permissions/keys.ts';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/errors.ts';
import { serve } from '../../lib/serve.ts';
import { ok } from '../../plugins/envelope.ts';
import { isUniqueViolation } from '../../plugins/idempotency.ts';
import { uploadedTemplate } from '../attachment/system-files.ts';
import { attachmentHeaders } from '../opening/xlsx.ts';
import { enterpriseTemplate, importEnterprises } from './import.ts';
import { enterprisePage, saveEnterprise, setEnterpriseEnabled } from './service.ts';

export function enterpriseRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const manage = { permission: P.usercenter.preconditionEnterprise, ledger: 'write' } as const;

  serve(app, c.page, { ledger: 'read' }, async ({ input, ledgerSetId }) =>
    ok(await enterprisePage(db, ledgerSetId, input)),
  );

  serve(app, c.save, manage, async ({ input, request, ledgerSetId }) => {
    try {
      return await app.write(request, async (trx) =>
        ok(await saveEnterprise(trx, ledgerSetId, input), input.id ? '单位已保存' : '单位已新增'),
      );
    } catch (error) {
      // Two saves of the same new code or name at once: the loser hears it as a duplicate.
      if (isUniqueViolation(error))
        throw badRequest('单位编码、名称或统一社会信用代码与其他单位重复，请刷新后重试');
      throw error;
    }
  });

  serve(app, c.setEnabled, manage, async ({ input, request, ledgerSetId }) =>
    app.write(request, async (trx) =>
      ok(await setEnterpriseEnabled(trx, ledgerSetId, input), input.enabled ? '单位已启用' : '单位已停用'),
    ),
  );

  serve(app, c.importTemplate, manage, async ({ reply }) =>
    reply
      .headers(attachmentHeaders('单位前置表导入模板.xlsx', 'enterprises.xlsx'))
      .send((await uploadedTemplate(db, config, 'template.enterprise')) ?? (await enterpriseTemplate())),
  );

  serve(app, c.import, manage, async ({ input, request, ledgerSetId }) =>
    app.write(request, async (trx) => {
      const result = await importEnterprises(trx, ledgerSetId, input.content);
      return ok(result, `已导入 ${result.imported} 个单位（新增 ${result.created}，修改 ${result.updated}）`);
    }),
  );
}
