// /api/assetSetting (src/core/contracts/asset-settings.ts): 资产类别, 资产分类设置 and 卡片宽度设置.
// Every assets screen reads the classes and the classification; each setting screen writes its own.
import type { FastifyInstance } from 'fastify';
import { assetSettingContracts as c } from '../../../src/core/contracts/asset-settings.ts';
import { P } from '../../../src/core/permissions/keys.ts';
import { assetSettingReaders } from '../../../src/core/permissions/readers.ts';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/errors.ts';
import { serve } from '../../lib/serve.ts';
import { ok } from '../../plugins/envelope.ts';
import { isUniqueViolation } from '../../plugins/idempotency.ts';
import {
  cardWidth,
  deleteCategory,
  listCategories,
  listClasses,
  saveCardWidth,
  saveCategory,
  saveClass,
} from './settings.ts';

const read = { permission: assetSettingReaders, ledger: 'read' } as const;

export function assetSettingRoutes(app: FastifyInstance, { db }: AppContext) {
  serve(app, c.classes, read, async ({ ledgerSetId }) => ok(await listClasses(db, ledgerSetId)));

  serve(
    app,
    c.saveClass,
    { permission: P.fixedAsset.type, ledger: 'write' },
    async ({ input, request, ledgerSetId }) =>
      app.write(request, async (trx) => ok(await saveClass(trx, ledgerSetId, input), '资产类别已保存')),
  );

  serve(app, c.categories, read, async ({ ledgerSetId }) => ok(await listCategories(db, ledgerSetId)));

  const classification = { permission: P.assetCard.classification, ledger: 'write' } as const;
  serve(app, c.saveCategory, classification, async ({ input, request, ledgerSetId }) => {
    try {
      return await app.write(request, async (trx) =>
        ok(await saveCategory(trx, ledgerSetId, input), input.id ? '资产分类已保存' : '资产分类已新增'),
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw badRequest(`分类代码 ${input.code} 已存在`);
      throw error;
    }
  });

  serve(app, c.deleteCategory, classification, async ({ input, request, ledgerSetId }) =>
    app.write(request, async (trx) =>
      ok(await deleteCategory(trx, ledgerSetId, input.id, input.version), '资产分类已删除'),
    ),
  );

  serve(app, c.width, read, async ({ ledgerSetId }) => ok(await cardWidth(db, ledgerSetId)));

  serve(
    app,
    c.saveWidth,
    { permission: P.assetCard.width, ledger: 'write' },
    async ({ input, request, ledgerSetId }) =>
      app.write(request, async (trx) =>
        ok(await saveCardWidth(trx, ledgerSetId, input.cardNoWidth, input.version), '卡片编号宽度已保存'),
      ),
  );
}
