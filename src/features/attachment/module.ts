// Attachments: the /viewer window, and the outbox kinds that upload and bind a record's files
// (src/local/attachments.ts). The upload widget itself lives in src/ui/attachments for every form.
import {
  attachmentApproveKind,
  attachmentApproveOutboxKind,
  attachmentKind,
  attachmentOutboxKind,
} from '../../local/attachments';
import { defineFeature } from '../../ui/feature-module';

export const attachmentModule = defineFeature({
  name: 'attachment',
  screens: [{ path: '/viewer', load: () => import('./ViewerScreen').then((m) => m.ViewerScreen) }],
  outboxKinds: {
    [attachmentKind]: attachmentOutboxKind,
    [attachmentApproveKind]: attachmentApproveOutboxKind,
  },
});
