// The asset voucher dialogs' calls (src/core/contracts/asset-vouchers.ts): templates, voucher types
// and operators, the class's subjects, preview, save and show, and the provision voucher views.
// All are the asset voucher key's (assetCard.voucher): who books the assets.
import type { FastifyInstance } from 'fastify';
import { assetVoucherContracts as c } from '../../../src/core/contracts/asset-vouchers.ts';
import { P } from '../../../src/core/permissions/keys.ts';
import { defaultVoucherType } from '../../../src/core/voucher/voucher-types.ts';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/errors.ts';
import type { Call } from '../../lib/serve.ts';
import { serve } from '../../lib/serve.ts';
import { ok } from '../../plugins/envelope.ts';
import { isUniqueViolation } from '../../plugins/idempotency.ts';
import { voucherLabelOf } from './db.ts';
import { provisionHeader } from './provision.ts';
import { classSubjectsOf, listTemplates, saveTemplate } from './templates.ts';
import { assetReference, buildVoucher, saveAssetVoucher, showVoucher, type VoucherWho } from './vouchers.ts';

const read = { permission: P.assetCard.voucher, ledger: 'read' } as const;
const write = { permission: P.assetCard.voucher, ledger: 'write' } as const;

const whoOf = ({ session, ledgerSetId }: Call<unknown>): VoucherWho => ({
  ledgerSetId,
  userId: session.userId,
  userName: session.userName,
  realName: session.realName,
});

export function assetVoucherRoutes(app: FastifyInstance, { db }: AppContext) {
  serve(app, c.templates, read, async ({ input, ledgerSetId }) => {
    const ref = await assetReference.get(db, ledgerSetId);
    return ok({
      currentPageItems: await listTemplates(db, ref, ledgerSetId, input.templateType, input.assetClass),
    });
  });

  serve(app, c.saveTemplate, write, async ({ input, request, session, ledgerSetId }) => {
    try {
      return await app.write(request, async (trx) => {
        const ref = await assetReference.get(trx, ledgerSetId);
        return ok(await saveTemplate(trx, ref, { ledgerSetId, userId: session.userId }, input), '模板已保存');
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw badRequest(`模板名称“${input.template.name}”已存在`);
      throw error;
    }
  });

  serve(app, c.elect, read, async ({ ledgerSetId }) => {
    const ref = await assetReference.get(db, ledgerSetId);
    const enabled = ref.types.filter((t) => t.enabled);
    const first = defaultVoucherType(enabled);
    // The default first: the dialog takes the list's first when nothing else is said.
    const ordered = first ? [first, ...enabled.filter((t) => t !== first)] : enabled;
    return ok(ordered.map((t) => ({ name: t.name, value: t.code })));
  });

  serve(app, c.operators, read, async ({ session }) =>
    ok([{ userName: session.userName, realName: session.realName }]),
  );

  serve(app, c.subInfo, read, async ({ input, ledgerSetId }) => {
    const s = await classSubjectsOf(db, ledgerSetId, input.AssetClass);
    return ok({
      assetClass: input.AssetClass,
      assetSubject: s.asset_subject,
      contraSubject: s.contra_subject,
      fundSubject: s.fund_subject,
    });
  });

  serve(app, c.preview, read, async (call) =>
    ok([(await buildVoucher(db, whoOf(call), call.input)).preview]),
  );

  serve(app, c.save, write, async (call) =>
    app.write(call.request, async (trx) => {
      const saved = await saveAssetVoucher(trx, whoOf(call), call.input);
      return ok(saved, `凭证 ${saved.label} 已生成`);
    }),
  );

  serve(app, c.show, read, async ({ input, ledgerSetId }) => ok(await showVoucher(db, ledgerSetId, input)));

  for (const [contract, assetClass] of [
    [c.fixedProvisionVoucher, 1],
    [c.intangibleProvisionVoucher, 2],
  ] as const) {
    serve(
      app,
      contract,
      { permission: [P.assetCard.voucher, P.fixedAsset.depreciation], ledger: 'read' },
      async ({ input, ledgerSetId }) => {
        const header = await provisionHeader(db, ledgerSetId, assetClass, input.accruedStage);
        if (!header?.voucherId) return ok(null);
        const v = await db
          .selectFrom('voucher')
          .select(['year', 'month', 'voucher_type', 'voucher_no'])
          .where('id', '=', header.voucherId)
          .executeTakeFirst();
        return ok(v ? { voucherId: header.voucherId, label: voucherLabelOf(v) } : null);
      },
    );
  }
}
