// Attachments of a ledger set: an upload checked whole before a byte is kept, its rows written in the
// request's transaction (with its idempotency record), and the binding of files to a record as the
// bound list ('old') or a supplement waiting for approval ('new').
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import {
  OVER_REQUEST_LIMIT,
  type UploadLimits,
  uploadProblem,
} from '../../../src/core/attachments/upload-rules.ts';
import type { AttachmentLists, FileRecord, FileType } from '../../../src/core/contracts/attachment.ts';
import type { Envelope } from '../../../src/core/contracts/errors.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, refused } from '../../lib/errors.ts';
import { ok } from '../../plugins/envelope.ts';
import { checkOwner } from './owners.ts';
import { type Incoming, receiveFiles } from './receive.ts';
import type { FileStore } from './storage.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface Uploader {
  readonly ledgerSetId: number;
  readonly userId: number;
  /** As 系统设置 has them at the time of the upload. */
  readonly limits: UploadLimits;
}

/** The first reason to refuse the whole upload, or null. */
function refusal(files: readonly Incoming[], limits: UploadLimits): string | null {
  // A cut file is over the fixed limit whatever its counted size.
  if (files.some((f) => f.truncated)) return OVER_REQUEST_LIMIT;
  return uploadProblem(
    files.map((f) => ({ name: f.name, size: f.received.size, head: f.received.head })),
    limits,
  );
}

const recordOf = (row: {
  id: string;
  name: string;
  suffix: string;
  size: number;
  sha256: string;
}): FileRecord => ({
  fileId: row.id,
  name: row.name,
  fileSuffix: row.suffix,
  size: row.size,
  sha256: row.sha256,
});

/** What an upload's idempotency key stands for: its files, by name and content. */
const payloadOf = (files: readonly Incoming[]) =>
  files.map((f) => ({ name: f.name, sha256: f.received.sha256, size: f.received.size }));

/**
 * Receives, checks and stores one upload. A replay of its key answers what the first one did; a
 * refusal keeps nothing; a failed transaction removes the contents it brought that no committed row
 * names.
 */
export async function storeUpload(
  app: FastifyInstance,
  db: Kysely<Database>,
  store: FileStore,
  call: { request: FastifyRequest; reply: FastifyReply },
  uploader: Uploader,
): Promise<Envelope<FileRecord[]>> {
  const { request, reply } = call;
  const files = await receiveFiles(request, store);
  const discardAll = () => Promise.all(files.map((f) => store.discard(f.received)));
  let replay: Envelope<FileRecord[]> | null;
  try {
    replay = app.replayOf<FileRecord[]>(request, reply, payloadOf(files));
  } catch (error) {
    await discardAll();
    throw error;
  }
  const problem = replay ? null : refusal(files, uploader.limits);
  if (replay || problem) await discardAll();
  if (replay) return replay;
  if (problem) throw badRequest(problem);
  const created: string[] = [];
  try {
    return await app.write(request, async (trx) => {
      const records: FileRecord[] = [];
      for (const file of files) {
        if (await store.keep(file.received)) created.push(file.received.sha256);
        const row = await trx
          .insertInto('attachment_file')
          .values({
            id: randomUUID(),
            ledger_set_id: uploader.ledgerSetId,
            uploaded_by: uploader.userId,
            name: file.name,
            suffix: file.suffix,
            size: file.received.size,
            sha256: file.received.sha256,
          })
          .returning(['id', 'name', 'suffix', 'size', 'sha256'])
          .executeTakeFirstOrThrow();
        records.push(recordOf(row));
      }
      return ok(records, '上传成功');
    });
  } catch (error) {
    await discardAll();
    await removeUnnamed(db, store, created);
    throw error;
  }
}

/** Removes contents no row names (their upload's transaction did not commit). */
async function removeUnnamed(db: Kysely<Database>, store: FileStore, contents: readonly string[]) {
  if (contents.length === 0) return;
  const named = await db
    .selectFrom('attachment_file')
    .select('sha256')
    .where('sha256', 'in', contents)
    .execute();
  const keep = new Set(named.map((r) => r.sha256));
  for (const sha256 of contents) if (!keep.has(sha256)) await store.remove(sha256);
}

/** A file of this ledger set, or null (another ledger set's file is as absent as a missing one). */
export function findFile(db: Db, ledgerSetId: number, fileId: string) {
  return db
    .selectFrom('attachment_file')
    .select(['id', 'name', 'suffix', 'size', 'sha256'])
    .where('id', '=', fileId.toLowerCase())
    .where('ledger_set_id', '=', ledgerSetId)
    .executeTakeFirst();
}

export interface RecordRef {
  readonly ledgerSetId: number;
  readonly attachmentsType: string;
  readonly dataId: string;
}

export async function listAttachments(db: Db, ref: RecordRef): Promise<AttachmentLists> {
  const rows = await db
    .selectFrom('attachment_link as l')
    .innerJoin('attachment_file as f', 'f.id', 'l.file_id')
    .select(['l.file_type', 'l.stage', 'f.id', 'f.name', 'f.suffix', 'f.size', 'f.sha256'])
    .where('l.ledger_set_id', '=', ref.ledgerSetId)
    .where('l.attachments_type', '=', ref.attachmentsType)
    .where('l.data_id', '=', ref.dataId)
    .orderBy('l.position')
    .execute();
  const pick = (fileType: FileType, stage: 'old' | 'new') =>
    rows.filter((r) => r.file_type === fileType && r.stage === stage).map(recordOf);
  return {
    originalFile: pick('originalFile', 'old'),
    supportingFile: pick('supportingFile', 'old'),
    originalFileAttachments: pick('originalFile', 'new'),
    supportingFileAttachments: pick('supportingFile', 'new'),
  };
}

export interface Binding extends RecordRef {
  readonly fileType: FileType;
  readonly fileIds: readonly string[];
  /** The supplement (new) list instead of the bound (old) one. */
  readonly supplement: boolean;
  readonly userId: number;
}

/** Makes the record's list of one file type exactly these files, in this order. */
export async function bindFiles(trx: Transaction<Database>, binding: Binding): Promise<AttachmentLists> {
  await checkOwner(trx, binding);
  const ids = binding.fileIds.map((id) => id.toLowerCase());
  if (ids.length > 0) {
    const found = await trx
      .selectFrom('attachment_file')
      .select('id')
      .where('ledger_set_id', '=', binding.ledgerSetId)
      .where('id', 'in', ids)
      .execute();
    const known = new Set(found.map((r) => r.id));
    const missing = ids.filter((id) => !known.has(id));
    if (missing.length > 0) throw badRequest(`附件不存在或不属于当前账套：${missing.join('、')}`);
  }
  const stage = binding.supplement ? 'new' : 'old';
  await linksOf(trx, binding).where('file_type', '=', binding.fileType).where('stage', '=', stage).execute();
  if (ids.length > 0) {
    await trx
      .insertInto('attachment_link')
      .values(
        ids.map((fileId, position) => ({
          ledger_set_id: binding.ledgerSetId,
          attachments_type: binding.attachmentsType,
          data_id: binding.dataId,
          file_type: binding.fileType,
          stage,
          file_id: fileId,
          position,
          bound_by: binding.userId,
        })),
      )
      .execute();
  }
  return listAttachments(trx, binding);
}

function linksOf(trx: Transaction<Database>, ref: RecordRef) {
  return trx
    .deleteFrom('attachment_link')
    .where('ledger_set_id', '=', ref.ledgerSetId)
    .where('attachments_type', '=', ref.attachmentsType)
    .where('data_id', '=', ref.dataId);
}

/** 附件审批: the supplement of one file type joins the end of the bound list. */
export async function approveSupplement(
  trx: Transaction<Database>,
  ref: RecordRef & { fileType: FileType; userId: number },
): Promise<AttachmentLists> {
  const before = await listAttachments(trx, ref);
  const bound = ref.fileType === 'originalFile' ? before.originalFile : before.supportingFile;
  const added =
    ref.fileType === 'originalFile' ? before.originalFileAttachments : before.supportingFileAttachments;
  if (added.length === 0) throw refused('没有待审批的补录附件');
  const ids = [...bound, ...added.filter((a) => !bound.some((b) => b.fileId === a.fileId))].map(
    (f) => f.fileId,
  );
  await linksOf(trx, ref).where('file_type', '=', ref.fileType).where('stage', '=', 'new').execute();
  return bindFiles(trx, { ...ref, fileIds: ids, supplement: false });
}

/** A deleted record's bindings go with it (its files stay, as any upload not bound). */
export async function unbindRecord(trx: Transaction<Database>, ref: RecordRef): Promise<void> {
  await linksOf(trx, ref).execute();
}
