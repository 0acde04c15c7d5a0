// 系统上传: the administrator's system files (src/core/attachments/system-files.ts). A file uploaded
// as an attachment is named for its slot after its extension and, for a template, its header row
// are checked; the template downloads of the imports serve the uploaded one when there is one.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  type SystemFileKind,
  systemFileNameProblem,
  systemFileSlot,
  systemFileSlots,
} from '../../../src/core/attachments/system-files.ts';
import { systemFileContracts as c, type SystemFileSlot } from '../../../src/core/contracts/system-file.ts';
import { P } from '../../../src/core/permissions/keys.ts';
import type { AppContext } from '../../app-context.ts';
import type { ServerConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import { serve } from '../../lib/serve.ts';
import { readImportSheet } from '../../lib/xlsx-import.ts';
import { ok } from '../../plugins/envelope.ts';
import { findFile } from './service.ts';
import type { FileStore } from './storage.ts';

type Db = Kysely<Database>;

/** The attachment module's store, for the template downloads of other modules (one per server). */
const stores = new WeakMap<ServerConfig, FileStore>();

async function slotsOf(db: Db): Promise<SystemFileSlot[]> {
  const rows = await db
    .selectFrom('system_file as s')
    .innerJoin('attachment_file as f', 'f.id', 's.file_id')
    .select(['s.kind', 'f.id', 'f.name', 'f.size', 's.set_by', 's.set_at'])
    .execute();
  const byKind = new Map(rows.map((r) => [r.kind, r]));
  return systemFileSlots.map((slot) => {
    const r = byKind.get(slot.kind);
    return {
      ...slot,
      current: r
        ? {
            fileId: r.id,
            name: r.name,
            size: r.size,
            setBy: r.set_by,
            setAt: new Date(r.set_at).toISOString(),
          }
        : null,
    };
  });
}

async function bytesOf(store: FileStore, sha256: string): Promise<Buffer | null> {
  const stream = await store.read(sha256);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The uploaded template of `kind`, or null: the import then serves its built-in one. */
export async function uploadedTemplate(
  db: Db,
  config: ServerConfig,
  kind: Exclude<SystemFileKind, 'manual'>,
): Promise<Buffer | null> {
  const store = stores.get(config);
  if (!store) return null;
  const row = await db
    .selectFrom('system_file as s')
    .innerJoin('attachment_file as f', 'f.id', 's.file_id')
    .select('f.sha256')
    .where('s.kind', '=', kind)
    .executeTakeFirst();
  return row ? bytesOf(store, row.sha256) : null;
}

export function systemFileRoutes(app: FastifyInstance, { db, config }: AppContext, store: FileStore) {
  stores.set(config, store);
  const guard = { permission: [P.admin.data, P.admin.upload] } as const;

  serve(app, c.list, guard, async () => ok(await slotsOf(db)));

  serve(app, c.set, { ...guard, ledger: 'write' }, async ({ input, request, session, ledgerSetId }) => {
    const slot = systemFileSlot(input.kind);
    if (!slot) throw badRequest(`文件类别不存在：${input.kind}`);
    const file = await findFile(db, ledgerSetId, input.fileId);
    if (!file) throw badRequest('文件不存在，请重新上传');
    const nameProblem = systemFileNameProblem(slot, file.name);
    if (nameProblem) throw badRequest(nameProblem);
    if (slot.headers) {
      const bytes = await bytesOf(store, file.sha256);
      if (!bytes) throw badRequest('文件内容已丢失，请重新上传');
      // The import's own reading: a template the import would refuse is refused here.
      await readImportSheet(bytes.toString('base64'), slot.headers).catch((error: Error) => {
        throw badRequest(`${slot.title}不可用：${error.message}`);
      });
    }
    const by = `${session.realName}（${session.userName}）`;
    return app.write(request, async (trx) => {
      const now = new Date();
      await trx
        .insertInto('system_file')
        .values({ kind: slot.kind, file_id: file.id, set_by: by, set_at: now })
        .onConflict((oc) => oc.column('kind').doUpdateSet({ file_id: file.id, set_by: by, set_at: now }))
        .execute();
      const saved = (await slotsOf(trx)).find((s) => s.kind === slot.kind);
      if (!saved) throw new Error('system file not saved');
      return ok(saved, `${slot.title}已更新`);
    });
  });

  serve(app, c.clear, guard, async ({ input, request }) => {
    const slot = systemFileSlot(input.kind);
    if (!slot) throw badRequest(`文件类别不存在：${input.kind}`);
    return app.write(request, async (trx) => {
      const gone = await trx.deleteFrom('system_file').where('kind', '=', slot.kind).executeTakeFirst();
      if (Number(gone.numDeletedRows) === 0) throw badRequest(`${slot.title}尚未上传，无需恢复`);
      const saved = (await slotsOf(trx)).find((s) => s.kind === slot.kind);
      if (!saved) throw new Error('system file slot missing');
      return ok(saved, slot.headers ? `${slot.title}已恢复为系统内置模板` : `${slot.title}已删除`);
    });
  });
}
