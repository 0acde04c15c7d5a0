// 自动凭证 and 自动凭证（二） (issue 19 item 6): the vouchers proposed for a month (期末结转, 年末结转,
// the ledger set's recurring definitions), previewed, chosen and generated.
import { carryForwardKind } from '../../local/carry-forward';
import { defineFeature } from '../../ui/feature-module';
import { autoGenerateKind, definitionKind, definitionOutboxKind } from './auto-store';

export const autoVoucherModule = defineFeature({
  name: 'autoVoucher',
  screens: [
    {
      path: '/final/financialSoftware/certificateProcessing/automatic-vocuher',
      load: () => import('./AutoVoucherScreen').then((m) => m.AutoVoucherScreen),
      keepAlive: true,
    },
    {
      path: '/final/financialSoftware/certificateProcessing/automatic-vocuher2',
      load: () => import('./AutoDefinitionScreen').then((m) => m.AutoDefinitionScreen),
      keepAlive: true,
    },
  ],
  outboxKinds: { [definitionKind]: definitionOutboxKind, [autoGenerateKind]: {}, [carryForwardKind]: {} },
});
