// 结转设置 and 期末结转 (issue 19 item 5): where the year's 收入 and 支出 are carried, and the
// carry-forward vouchers of a month, previewed and generated like any voucher.

import { carryForwardKind } from '../../local/carry-forward';
import { defineFeature } from '../../ui/feature-module';
import { carrySettingDoc, carrySettingOutboxKind } from './carry-store';

export const carryForwardModule = defineFeature({
  name: 'carryForward',
  screens: [
    {
      path: '/final/financialSoftware/settings/transfer',
      load: () => import('./TransferSettingScreen').then((m) => m.TransferSettingScreen),
    },
    {
      path: '/final/financialSoftware/settings/accounting-transfer',
      load: () => import('./AccountingTransferScreen').then((m) => m.AccountingTransferScreen),
      keepAlive: true,
    },
  ],
  outboxKinds: { [carrySettingDoc.kind]: carrySettingOutboxKind, [carryForwardKind]: {} },
});
