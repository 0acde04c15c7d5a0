// /api/fileRelation (src/core/contracts/attachment.ts): uploads, the binding of files to a record,
// and downloads, all within the session's ledger set.
import type { FastifyInstance } from 'fastify';
import { contentTypeOf } from '../../../src/core/attachments/content-type.ts';
import { attachmentContracts as c } from '../../../src/core/contracts/attachment.ts';
import { P } from '../../../src/core/permissions/keys.ts';
import type { AppContext } from '../../app-context.ts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { AppError } from '../../lib/errors.ts';
import { type Call, serve } from '../../lib/serve.ts';
import { ok } from '../../plugins/envelope.ts';
import { uploadLimitsOf } from '../auth/info.ts';
import { approveSupplement, bindFiles, findFile, listAttachments, storeUpload } from './service.ts';
import type { FileStore } from './storage.ts';

const uploader = { permission: P.attachment.upload, ledger: 'write' } as const;
/** An upload's key stands for its files, known only once read (app.replayOf). */
const uploading = { ...uploader, idempotency: 'after-body' } as const;
const reader = { permission: P.attachment.view, ledger: 'read' } as const;

/** The 404 of spec 000 §8: a file of another ledger set is as absent as a missing one. */
const noSuchFile = () => new AppError(404, '附件不存在，可能已被删除或移动', null, 404);

export function attachmentRoutes(app: FastifyInstance, { db, config }: AppContext, store: FileStore) {
  const upload = (call: Call<unknown>) =>
    storeUpload(app, db, store, call, {
      ledgerSetId: call.ledgerSetId,
      userId: call.session.userId,
      limits: uploadLimitsOf(config),
    });
  serve(app, c.fileUpload, uploading, upload);
  serve(app, c.upload, uploading, upload);

  serve(app, c.list, reader, async ({ input, ledgerSetId }) =>
    ok(await listAttachments(db, { ...input, ledgerSetId })),
  );

  serve(app, c.bind, uploader, async ({ input, request, session, ledgerSetId }) =>
    app.write(request, async (trx) =>
      ok(
        await bindFiles(trx, {
          ledgerSetId,
          attachmentsType: input.attachmentsType,
          dataId: input.dataId,
          fileType: input.fileType,
          fileIds: input.fileId,
          supplement: input.supplement ?? false,
          userId: session.userId,
        }),
        '附件已保存',
      ),
    ),
  );

  serve(
    app,
    c.approveSupplement,
    { permission: P.attachment.approve, ledger: 'write' },
    async ({ input, request, session, ledgerSetId }) =>
      app.write(request, async (trx) =>
        ok(
          await approveSupplement(trx, { ...input, ledgerSetId, userId: session.userId }),
          '补录的附件已审批',
        ),
      ),
  );

  const send = async ({ reply, ledgerSetId }: Call<unknown>, fileId: string, asDownload: boolean) => {
    const file = await findFile(db, ledgerSetId, fileId);
    const content = file ? await store.read(file.sha256) : null;
    if (!file || !content) throw noSuchFile();
    const fileName = file.name;
    return reply
      .header('content-type', contentTypeOf(file.suffix))
      .header('content-length', String(file.size))
      .header('content-disposition', contentDisposition(asDownload ? 'attachment' : 'inline', fileName))
      .header('cache-control', 'private, no-store')
      .send(content);
  };
  serve(app, c.download, reader, async (call) => send(call, call.input.id, true));
  serve(app, c.downloadFile, reader, async (call) =>
    send(call, call.input.fileId, call.input.isDownload ?? false),
  );
}
