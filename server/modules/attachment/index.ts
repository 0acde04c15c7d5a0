// Attachments (spec 000 §2.4, §7.3): multipart uploads kept in FILES_DIR by content hash, their rows
// and bindings in the database. Multipart is parsed only in this module's routes.
import multipart from '@fastify/multipart';
import { UPLOAD_LIMIT_BYTES } from '../../../src/core/constants.ts';
import type { ServerModule } from '../../app-context.ts';
import { manualRoutes } from './manual.ts';
import { MAX_FILES } from './receive.ts';
import { attachmentRoutes } from './routes.ts';
import { openFileStore } from './storage.ts';
import { systemFileRoutes } from './system-files.ts';

export const attachmentModule: ServerModule = async (app, ctx) => {
  const store = await openFileStore(ctx.config.filesDir);
  await app.register(multipart, {
    // One byte past the limit: a file that reaches it is marked truncated and the upload refused
    // whole (receive.ts), never kept cut.
    limits: { fileSize: UPLOAD_LIMIT_BYTES + 1, files: MAX_FILES, parts: MAX_FILES + 1 },
    throwFileSizeLimit: false,
  });
  attachmentRoutes(app, ctx, store);
  manualRoutes(app, ctx, store);
  systemFileRoutes(app, ctx, store);
};
