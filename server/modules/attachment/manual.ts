// The operation manual: a PDF attachment of the administrator's ledger set named as the manual, and
// served to every signed-in user whatever their ledger set (it is the organisation's, not a book's).
import type { FastifyInstance } from 'fastify';
import { manualContracts as c, type ManualInfo } from '../../../src/core/contracts/manual.ts';
import { P } from '../../../src/core/permissions/keys.ts';
import type { AppContext } from '../../app-context.ts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { serve } from '../../lib/serve.ts';
import { ok } from '../../plugins/envelope.ts';
import { findFile } from './service.ts';
import type { FileStore } from './storage.ts';

async function manualOf(db: AppContext['db']): Promise<(ManualInfo & { sha256: string }) | null> {
  const row = await db
    .selectFrom('system_file as s')
    .innerJoin('attachment_file as f', 'f.id', 's.file_id')
    .select(['f.id', 'f.name', 'f.size', 'f.sha256', 's.set_by', 's.set_at'])
    .where('s.kind', '=', 'manual')
    .executeTakeFirst();
  if (!row) return null;
  return {
    fileId: row.id,
    name: row.name,
    size: row.size,
    setBy: row.set_by,
    setAt: new Date(row.set_at).toISOString(),
    sha256: row.sha256,
  };
}

export function manualRoutes(app: FastifyInstance, { db }: AppContext, store: FileStore) {
  serve(
    app,
    c.set,
    { permission: P.usercenter.manual, ledger: 'write' },
    async ({ input, request, session, ledgerSetId }) => {
      const file = await findFile(db, ledgerSetId, input.fileId);
      if (!file) throw badRequest('文件不存在，请重新上传');
      if (file.suffix !== 'pdf') throw badRequest('操作手册应为 PDF 文件');
      const by = `${session.realName}（${session.userName}）`;
      return app.write(request, async (trx) => {
        await trx
          .insertInto('system_file')
          .values({ kind: 'manual', file_id: file.id, set_by: by, set_at: new Date() })
          .onConflict((oc) =>
            oc.column('kind').doUpdateSet({ file_id: file.id, set_by: by, set_at: new Date() }),
          )
          .execute();
        const info = await manualOf(trx);
        if (!info) throw new Error('manual not saved');
        const { sha256: _s, ...answer } = info;
        return ok(answer, '操作手册已更新');
      });
    },
  );

  serve(app, c.info, {}, async () => {
    const info = await manualOf(db);
    if (!info) return ok(null);
    const { sha256: _s, ...answer } = info;
    return ok(answer);
  });

  serve(app, c.download, {}, async ({ reply }) => {
    const info = await manualOf(db);
    const content = info ? await store.read(info.sha256) : null;
    if (!info || !content) throw new AppError(404, '尚未上传操作手册', null, 404);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-length', String(info.size))
      .header('content-disposition', contentDisposition('inline', info.name))
      .header('cache-control', 'private, no-store')
      .send(content);
  });
}
