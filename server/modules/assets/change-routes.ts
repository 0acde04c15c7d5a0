// /api/assetsChange and /api/aetCard/getAssetsChangeMoneyAsync (src/core/contracts/asset-changes.ts):
// value changes are the card keeper's (assetCard.edit); the amounts are read by who books them.
import type { FastifyInstance } from 'fastify';
import { assetSplitContracts, assetChangeContracts as c } from '../../../src/core/contracts/asset-changes.ts';
import { assetReportContracts } from '../../../src/core/contracts/asset-reports.ts';
import { P } from '../../../src/core/permissions/keys.ts';
import { assetCardReaders } from '../../../src/core/permissions/readers.ts';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { ok } from '../../plugins/envelope.ts';
import { changeMoney, listChanges, saveChange } from './changes.ts';
import { assetReport } from './reports.ts';
import { splitCard } from './splits.ts';

const read = { permission: [...assetCardReaders, P.assetCard.voucher], ledger: 'read' } as const;

export function assetChangeRoutes(app: FastifyInstance, { db }: AppContext) {
  serve(app, c.list, read, async ({ input, ledgerSetId }) => ok(await listChanges(db, ledgerSetId, input)));
  serve(app, c.money, read, async ({ input, ledgerSetId }) =>
    ok(await changeMoney(db, ledgerSetId, input.changeId)),
  );
  serve(
    app,
    c.save,
    { permission: P.assetCard.edit, ledger: 'write' },
    async ({ input, request, session, ledgerSetId }) =>
      app.write(request, async (trx) => {
        const row = await saveChange(trx, { ledgerSetId, userId: session.userId }, input);
        return ok(row, `价值变动单 ${row.changeNo} 已保存`);
      }),
  );

  serve(
    app,
    assetSplitContracts.split,
    { permission: [P.assetCard.split, P.assetCard.edit], ledger: 'write' },
    async ({ input, request, session, ledgerSetId }) =>
      app.write(request, async (trx) => {
        const parts = await splitCard(trx, { ledgerSetId, userId: session.userId }, input);
        return ok(
          parts,
          `卡片 ${parts[0]?.cardNo ?? ''} 已拆分为 ${parts.length} 张：${parts.map((p) => p.cardNo).join('、')}`,
        );
      }),
  );

  serve(
    app,
    assetReportContracts.summary,
    { permission: [P.assetCard.report, ...assetCardReaders], ledger: 'read' },
    async ({ input, ledgerSetId }) => ok(await assetReport(db, ledgerSetId, input)),
  );
}
