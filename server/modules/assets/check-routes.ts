// /api/assetsCheck (src/core/contracts/asset-checks.ts): stocktakes and their lines (read by the
// stocktaking screens and who books assets), a stocktake made and counted by who keeps the cards
// (资产盘点 of either family), its results posted and approved by who books them (vouchers).
import type { FastifyInstance } from 'fastify';
import { assetCheckContracts as c } from '../../../src/core/contracts/asset-checks.ts';
import { P } from '../../../src/core/permissions/keys.ts';
import type { AppContext } from '../../app-context.ts';
import { refused } from '../../lib/errors.ts';
import type { Call } from '../../lib/serve.ts';
import { serve } from '../../lib/serve.ts';
import { ok } from '../../plugins/envelope.ts';
import {
  approveLine,
  countLine,
  createCheck,
  listChecks,
  postLine,
  recountLine,
  viewCheck,
} from './checks.ts';
import type { VoucherWho } from './vouchers.ts';

const keepers = [P.fixedAsset.check, P.assetCard.check];
const read = {
  permission: [...keepers, P.assetCard.checkView, P.assetCard.voucher],
  ledger: 'read',
} as const;
const keep = { permission: keepers, ledger: 'write' } as const;
const book = { permission: P.assetCard.voucher, ledger: 'write' } as const;

const whoOf = ({ session, ledgerSetId }: Call<unknown>): VoucherWho => ({
  ledgerSetId,
  userId: session.userId,
  userName: session.userName,
  realName: session.realName,
});

export function assetCheckRoutes(app: FastifyInstance, { db }: AppContext) {
  serve(app, c.list, read, async ({ input, ledgerSetId }) =>
    ok(await listChecks(db, ledgerSetId, input.assetClass)),
  );

  serve(app, c.view, read, async ({ input, ledgerSetId }) => {
    const view = await viewCheck(db, ledgerSetId, input.id);
    if (!view) throw refused('盘点单不存在或已被删除');
    return ok(view);
  });

  serve(app, c.create, keep, async ({ input, request, session, ledgerSetId }) =>
    app.write(request, async (trx) => {
      const header = await createCheck(trx, { ledgerSetId, userId: session.userId }, input);
      return ok(header, `盘点单 ${header.checkNo} 已生成，共 ${header.total} 张卡片`);
    }),
  );

  serve(app, c.count, keep, async ({ input, request, session, ledgerSetId }) =>
    app.write(request, async (trx) => {
      const line = await countLine(trx, { ledgerSetId, userId: session.userId }, input);
      return ok(line, `卡片 ${line.cardNo} 盘点结果：${line.resultName}`);
    }),
  );

  serve(app, c.recount, keep, async ({ input, request, ledgerSetId }) =>
    app.write(request, async (trx) => {
      const line = await recountLine(trx, ledgerSetId, input);
      return ok(line, `卡片 ${line.cardNo} 已清除盘点结果，请按最新卡片重新盘点`);
    }),
  );

  serve(app, c.post, book, async (call) =>
    app.write(call.request, async (trx) => {
      const line = await postLine(trx, whoOf(call), call.input);
      return ok(
        line,
        `卡片 ${line.cardNo} 的${line.resultName}已转入待处理财产损溢，凭证 ${line.voucherLabel ?? ''} 已生成`,
      );
    }),
  );

  serve(app, c.approve, book, async (call) =>
    app.write(call.request, async (trx) => {
      const line = await approveLine(trx, whoOf(call), call.input);
      return ok(
        line,
        `卡片 ${line.cardNo} 的${line.resultName}已批准处理，凭证 ${line.approveVoucherLabel ?? ''} 已生成`,
      );
    }),
  );
}
