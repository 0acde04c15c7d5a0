// 流程管理: the approval processes of the ledger set, cached for offline reading, saved through the outbox.
import { P } from '../../core/permissions/keys';
import { loadProcesses, processKind, processOutboxKind } from '../../local/processes';
import { defineFeature } from '../../ui/feature-module';

export const processModule = defineFeature({
  name: 'process',
  screens: [
    {
      path: '/final/usercenter/process-management',
      load: () => import('./ProcessScreen').then((m) => m.ProcessScreen),
      keepAlive: true,
    },
  ],
  outboxKinds: { [processKind]: processOutboxKind },
  references: { processes: { load: loadProcesses, readWith: [P.usercenter.process] } },
});
