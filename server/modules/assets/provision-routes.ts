// /api/assetsProvision (src/core/contracts/asset-provision.ts): the month's provision rows, 计提 and
// 取消计提, and the export. Reading is the depreciation screen's; running it is fixedAsset.accrue.
import type { FastifyInstance } from 'fastify';
import { monthLabel } from '../../../src/core/assets/months.ts';
import { assetProvisionContracts as c } from '../../../src/core/contracts/asset-provision.ts';
import { P } from '../../../src/core/permissions/keys.ts';
import { provisionReaders } from '../../../src/core/permissions/readers.ts';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { ok } from '../../plugins/envelope.ts';
import { attachmentHeaders } from '../opening/xlsx.ts';
import { provisionWorkbook } from './export.ts';
import { accrue, cancelProvision, monthRows, provisionPage } from './provision.ts';

const read = { permission: provisionReaders, ledger: 'read' } as const;
const run = { permission: P.fixedAsset.accrue, ledger: 'write' } as const;
const word = (assetClass: 1 | 2) => (assetClass === 2 ? '摊销' : '折旧');

export function assetProvisionRoutes(app: FastifyInstance, { db }: AppContext) {
  serve(app, c.page, read, async ({ input, ledgerSetId }) => ok(await provisionPage(db, ledgerSetId, input)));

  serve(app, c.stage, read, async ({ input, ledgerSetId }) => {
    const page = await provisionPage(db, ledgerSetId, input);
    const rows = page.provision ? page.pageData : { currentPageItems: [], totalItemCount: 0 };
    return ok({
      ...rows,
      accruedValueSum: page.provision ? page.footer.accruedValueSum : '0.00',
      provision: page.provision,
    });
  });

  serve(app, c.accrue, run, async ({ input, request, session, ledgerSetId }) =>
    app.write(request, async (trx) => {
      const header = await accrue(
        trx,
        { ledgerSetId, userId: session.userId },
        input.assetClass,
        input.accruedStage,
      );
      return ok(
        header,
        `已计提${monthLabel(input.accruedStage)}${word(input.assetClass)}，共 ${header.cardCount} 项`,
      );
    }),
  );

  serve(app, c.cancel, run, async ({ input, request, ledgerSetId }) =>
    app.write(request, async (trx) =>
      ok(
        await cancelProvision(trx, ledgerSetId, input.assetClass, input.accruedStage),
        `已取消${monthLabel(input.accruedStage)}的${word(input.assetClass)}计提`,
      ),
    ),
  );

  serve(app, c.dataOut, read, async ({ input, reply, ledgerSetId }) => {
    const { rows, header } = await monthRows(db, ledgerSetId, input.assetClass, input.accruedStage);
    const ledger = await db
      .selectFrom('ledger_set')
      .select('name')
      .where('id', '=', ledgerSetId)
      .executeTakeFirstOrThrow();
    const file = await provisionWorkbook(
      ledger.name,
      input.accruedStage,
      input.assetClass,
      rows,
      header !== null,
    );
    const name = `${input.accruedStage}${input.assetClass === 2 ? '无形资产摊销' : '固定资产折旧'}.xlsx`;
    return reply.headers(attachmentHeaders(name, `provision-${input.accruedStage}.xlsx`)).send(file);
  });
}
