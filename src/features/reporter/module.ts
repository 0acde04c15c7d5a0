// 报表人员设置 (issue 19 item 6): the names printed on the statements.
import { reporterDoc, reporterOutboxKind } from '../../local/reporter';
import { defineFeature } from '../../ui/feature-module';

export const reporterModule = defineFeature({
  name: 'reporter',
  screens: [
    {
      path: '/final/financialSoftware/settings/reporter-setting',
      load: () => import('./ReporterSettingScreen').then((m) => m.ReporterSettingScreen),
    },
  ],
  outboxKinds: { [reporterDoc.kind]: reporterOutboxKind },
});
