// /api/assetsDocument (src/core/contracts/asset-documents.ts): the disposal documents and their
// cards (fixedAsset.disposal writes them), the documents without a voucher the disposal dialog lists
// (who books assets reads them too), 批准处理 of the 182 types (a voucher: the booking key), and the
// disposed cards (disposed-assets).
import type { FastifyInstance } from 'fastify';
import { assetDocumentContracts as c } from '../../../src/core/contracts/asset-documents.ts';
import { P } from '../../../src/core/permissions/keys.ts';
import type { AppContext } from '../../app-context.ts';
import { refused } from '../../lib/errors.ts';
import { serve } from '../../lib/serve.ts';
import { ok } from '../../plugins/envelope.ts';
import {
  approveDocument,
  deleteDocument,
  disposedCards,
  documentView,
  listDocuments,
  notGenerated,
  saveDocument,
} from './documents.ts';

const readers = [P.fixedAsset.disposal, P.fixedAsset.disposed, P.assetCard.voucher];
const read = { permission: readers, ledger: 'read' } as const;
const write = { permission: P.fixedAsset.disposal, ledger: 'write' } as const;

export function assetDocumentRoutes(app: FastifyInstance, { db }: AppContext) {
  serve(app, c.list, read, async ({ input, ledgerSetId }) => ok(await listDocuments(db, ledgerSetId, input)));

  serve(app, c.get, read, async ({ input, ledgerSetId }) => {
    const view = await documentView(db, ledgerSetId, input.id);
    if (!view) throw refused('处置单不存在或已被删除');
    return ok(view);
  });

  for (const [contract, assetClass] of [
    [c.notGeneratedFixed, 1],
    [c.notGeneratedIntangible, 2],
    [c.notGeneratedInventory, 3],
  ] as const) {
    serve(app, contract, read, async ({ ledgerSetId }) =>
      ok(await notGenerated(db, ledgerSetId, assetClass)),
    );
  }

  serve(app, c.disposedCards, read, async ({ input, ledgerSetId }) =>
    ok(await disposedCards(db, ledgerSetId, input)),
  );

  serve(app, c.save, write, async ({ input, request, session, ledgerSetId }) =>
    app.write(request, async (trx) => {
      const view = await saveDocument(trx, { ledgerSetId, userId: session.userId }, input);
      return ok(view, `处置单 ${view.documentNo} 已保存，${view.cardCount} 张卡片已处置`);
    }),
  );

  serve(app, c.delete, write, async ({ input, request, session, ledgerSetId }) =>
    app.write(request, async (trx) =>
      ok(
        await deleteDocument(trx, { ledgerSetId, userId: session.userId }, input.id, input.version),
        '处置单已删除，卡片已恢复',
      ),
    ),
  );

  serve(
    app,
    c.approve,
    { permission: P.assetCard.voucher, ledger: 'write' },
    async ({ input, request, session, ledgerSetId }) =>
      app.write(request, async (trx) => {
        const row = await approveDocument(
          trx,
          { ledgerSetId, userId: session.userId, userName: session.userName, realName: session.realName },
          input,
        );
        return ok(row, `处置单 ${row.documentNo} 已批准处理，凭证 ${row.approveVoucherLabel ?? ''} 已生成`);
      }),
  );
}
