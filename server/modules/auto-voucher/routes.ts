// /api/autoVoucher/* (src/core/contracts/auto-voucher.ts): 自动凭证 and 自动凭证（二）.
import type { FastifyInstance } from 'fastify';
import { autoVoucherContracts as c } from '../../../src/core/contracts/auto-voucher.ts';
import { P } from '../../../src/core/permissions/keys.ts';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { ok } from '../../plugins/envelope.ts';
import { deleteDefinition, listDefinitions, saveDefinition } from './definitions.ts';
import { autoProposals, generateAuto } from './proposals.ts';

const either = [P.voucher.automatic, P.voucher.automatic2];

export async function autoVoucherRoutes(app: FastifyInstance, { db }: AppContext) {
  serve(app, c.definitions, { permission: either, ledger: 'read' }, async ({ ledgerSetId }) =>
    ok(await listDefinitions(db, ledgerSetId)),
  );

  serve(
    app,
    c.saveDefinition,
    { permission: P.voucher.automatic2, ledger: 'write' },
    async ({ input, request, session, ledgerSetId }) =>
      app.write(request, async (trx) =>
        ok(
          await saveDefinition(trx, ledgerSetId, session.userId, {
            key: input.key.toLowerCase(),
            name: input.name,
            lines: input.lines,
            enabled: input.enabled,
            version: input.version ?? 0,
          }),
          '自动凭证定义已保存',
        ),
      ),
  );

  serve(
    app,
    c.deleteDefinition,
    { permission: P.voucher.automatic2, ledger: 'write' },
    async ({ input, request, ledgerSetId }) =>
      app.write(request, async (trx) =>
        ok(
          await deleteDefinition(trx, ledgerSetId, input.key.toLowerCase(), input.version ?? undefined),
          '自动凭证定义已删除',
        ),
      ),
  );

  serve(app, c.proposals, { permission: either, ledger: 'read' }, async ({ input, ledgerSetId }) =>
    ok(await autoProposals(db, ledgerSetId, input.year, input.month)),
  );

  serve(
    app,
    c.generate,
    { permission: either, ledger: 'write' },
    async ({ input, request, session, ledgerSetId }) =>
      app.write(request, async (trx) => {
        const done = await generateAuto(
          trx,
          { ledgerSetId, userId: session.userId, userName: session.realName },
          { ...input, key: input.key.toLowerCase() },
        );
        return ok(done, `凭证 ${done.voucher.voucherType}-${done.voucher.voucherNo} 已生成`);
      }),
  );
}
