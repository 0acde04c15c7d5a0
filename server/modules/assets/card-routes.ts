// /api/aetCard and /api/assetsInit (src/core/contracts/asset-cards.ts): the card list and its writes,
// allocation with its history, the opening cards and their confirmation. An opening card is the
// initialisation's (fixedAsset.init), any other the card keeper's (assetCard.edit).
import type { FastifyInstance } from 'fastify';
import {
  assetCardContracts as c,
  assetInitContracts as init,
} from '../../../src/core/contracts/asset-cards.ts';
import { P } from '../../../src/core/permissions/keys.ts';
import { assetCardReaders } from '../../../src/core/permissions/readers.ts';
import type { AppContext } from '../../app-context.ts';
import { badRequest, forbidden, refused } from '../../lib/errors.ts';
import { serve } from '../../lib/serve.ts';
import { ok } from '../../plugins/envelope.ts';
import { isUniqueViolation } from '../../plugins/idempotency.ts';
import { allocations } from './allocations.ts';
import { cardView, listCards } from './card-views.ts';
import { allocateCard, deleteCard, saveCard } from './cards.ts';
import { cancelInit, confirmInit, initStatus } from './init.ts';

const read = { permission: assetCardReaders, ledger: 'read' } as const;

export function assetCardRoutes(app: FastifyInstance, { db }: AppContext) {
  serve(app, c.list, read, async ({ input, ledgerSetId }) => ok(await listCards(db, ledgerSetId, input)));

  serve(app, c.get, read, async ({ input, ledgerSetId }) => {
    const card = await cardView(db, ledgerSetId, input.id.toLowerCase());
    if (!card) throw refused('卡片不存在或已被删除');
    return ok({ ...card, allocations: await allocations(db, ledgerSetId, card.id) });
  });

  serve(app, c.allocations, read, async ({ input, ledgerSetId }) =>
    ok(await allocations(db, ledgerSetId, input.id.toLowerCase())),
  );

  serve(
    app,
    c.initList,
    { permission: [P.fixedAsset.init, ...assetCardReaders], ledger: 'read' },
    async ({ input, ledgerSetId }) =>
      ok(
        await listCards(db, ledgerSetId, {
          ...input,
          isInit: true,
          status: input.containsDisposed ? 'all' : 'active',
        }),
      ),
  );

  serve(
    app,
    c.reviewList,
    { permission: P.assetCard.voucher, ledger: 'read' },
    async ({ input, ledgerSetId }) =>
      ok(await listCards(db, ledgerSetId, { ...input, isInit: false, hasVoucher: false, status: 'active' })),
  );

  const writer = { permission: [P.assetCard.edit, P.fixedAsset.init], ledger: 'write' } as const;
  serve(app, c.save, writer, async ({ input, request, session, ledgerSetId }) => {
    const needs = input.isInit ? P.fixedAsset.init : P.assetCard.edit;
    if (!session.permissions.has(needs)) {
      throw forbidden(input.isInit ? '没有资产初始化的权限' : '没有新增或修改资产卡片的权限');
    }
    try {
      return await app.write(request, async (trx) => {
        const card = await saveCard(trx, { ledgerSetId, userId: session.userId }, input);
        return ok(card, input.version == null ? `卡片 ${card.cardNo} 已新增` : `卡片 ${card.cardNo} 已保存`);
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        const code = input.assetCode?.trim();
        throw badRequest(
          code
            ? `资产编号“${code}”已被其他卡片使用`
            : '资产编号（默认取卡片编号）已被其他卡片使用，请填写资产编号',
        );
      }
      throw error;
    }
  });

  serve(app, c.delete, writer, async ({ input, request, session, ledgerSetId }) =>
    app.write(request, async (trx) => {
      const row = await trx
        .selectFrom('asset_card')
        .select('is_init')
        .where('id', '=', input.id.toLowerCase())
        .where('ledger_set_id', '=', ledgerSetId)
        .executeTakeFirst();
      const needs = row?.is_init ? P.fixedAsset.init : P.assetCard.edit;
      if (!session.permissions.has(needs)) throw forbidden('没有删除资产卡片的权限');
      return ok(await deleteCard(trx, ledgerSetId, input.id, input.version), '卡片已删除');
    }),
  );

  serve(
    app,
    c.allocate,
    { permission: P.assetCard.allocate, ledger: 'write' },
    async ({ input, request, session, ledgerSetId }) =>
      app.write(request, async (trx) =>
        ok(await allocateCard(trx, { ledgerSetId, userId: session.userId }, input), `${input.kind}已完成`),
      ),
  );

  serve(
    app,
    init.status,
    { permission: [P.fixedAsset.init, ...assetCardReaders], ledger: 'read' },
    async ({ ledgerSetId }) => ok(await initStatus(db, ledgerSetId)),
  );

  serve(
    app,
    init.confirm,
    { permission: P.fixedAsset.init, ledger: 'write' },
    async ({ request, ledgerSetId }) =>
      app.write(request, async (trx) => ok(await confirmInit(trx, ledgerSetId), '资产初始化已确认')),
  );

  serve(
    app,
    init.cancel,
    { permission: P.fixedAsset.init, ledger: 'write' },
    async ({ request, ledgerSetId }) =>
      app.write(request, async (trx) => ok(await cancelInit(trx, ledgerSetId), '已取消资产初始化确认')),
  );
}
