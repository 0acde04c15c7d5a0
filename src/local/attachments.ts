// Attachments offline (spec 000 §2.4, §7.3; DESIGN §5): a record's list of files is saved through the
// outbox as ONE entry that uploads the blobs it carries (/fileUpload) and then binds the whole list
// (/attachments), so files picked offline wait in Dexie and reach the server once, before anything
// queued after them. Server files the device has seen are held by id for offline viewing.
import type { ApiClient } from '../api/client';
import { uuidV4 } from '../api/signer';
import {
  type AttachmentLists,
  attachmentContracts,
  type FileRecord,
  type FileType,
} from '../core/contracts/attachment';
import { type LocalDb, requireLocalDb } from './db';
import type { KindSendContext, OutboxKindHandler } from './kinds';
import { enqueueSave } from './outbox';
import type { HeldFile, OutboxEntry } from './types';

export const attachmentKind = 'attachment.bind';
/** 附件审批: the supplement of one file type joins the bound files. */
export const attachmentApproveKind = 'attachment.approveSupplement';

/** A blob still in Dexie is named in a queued body as `local:<files row id>` until it is uploaded. */
export const LOCAL_FILE = 'local:';

/** The list of one file type of one record: bound (old) or the supplement (new). */
export interface AttachmentRef {
  dataId: string;
  attachmentsType: string;
  fileType: FileType;
  /** The supplement (附件补录) list instead of the bound one. */
  supplement: boolean;
}

/** One file as a list shows it: on the server (fileId) or still only on this device (localId). */
export interface ShownFile {
  fileId: string | null;
  localId: string | null;
  name: string;
  fileSuffix: string;
  size: number;
  sha256?: string;
}

/** What a queued attachment entry holds: the call's body, and the list as the user left it. */
export interface AttachmentEntryBody {
  bind: {
    dataId: string;
    attachmentsType: string;
    fileType: FileType;
    fileId: string[];
    supplement?: boolean;
  };
  shown: ShownFile[];
}

/** The entry's answer: the record's lists after the bind, and what each queued blob became. */
export interface AttachmentAnswer {
  lists: AttachmentLists;
  uploaded: Record<string, FileRecord>;
}

export const attachmentEntityId = (ref: AttachmentRef) =>
  `${ref.attachmentsType}:${ref.dataId}:${ref.fileType}:${ref.supplement ? 'new' : 'old'}`;

/** The list of `lists` that `ref` names. */
export function listOf(
  lists: AttachmentLists | null | undefined,
  ref: Pick<AttachmentRef, 'fileType' | 'supplement'>,
) {
  if (!lists) return [];
  if (ref.fileType === 'originalFile')
    return ref.supplement ? lists.originalFileAttachments : lists.originalFile;
  return ref.supplement ? lists.supportingFileAttachments : lists.supportingFile;
}

export const shownOf = (record: FileRecord): ShownFile => ({
  fileId: record.fileId,
  localId: null,
  name: record.name,
  fileSuffix: record.fileSuffix,
  size: record.size,
  sha256: record.sha256,
});

const isBody = (body: unknown): body is AttachmentEntryBody =>
  typeof body === 'object' && body !== null && 'bind' in body && 'shown' in body;

const isAnswer = (data: unknown): data is AttachmentAnswer =>
  typeof data === 'object' && data !== null && 'uploaded' in data && 'lists' in data;

/** The upload's own key: derived from the entry's, so a replay of the entry re-sends the same one. */
export const uploadKeyOf = (entry: Pick<OutboxEntry, 'idempotencyKey'>) => `${entry.idempotencyKey}-upload`;

/**
 * The local files the record's list will still name when the queue has run: a later queued save of the
 * same list decides, so a photo picked offline and removed again before it went is never uploaded.
 * Null when no later save waits (this entry's list is the last word), or when the entry went out
 * before: its upload key may already hold all its files on the server, so it sends them all again.
 */
async function stillNamed(entry: OutboxEntry, db: LocalDb | undefined): Promise<Set<string> | null> {
  // `attempts` counts the sends before this one (the replayer passes the entry as it was loaded).
  if (!db || entry.attempts > 0) return null;
  const later = (
    await db.outbox.where('[kind+entityId]').equals([entry.kind, entry.entityId]).sortBy('seq')
  ).filter((e) => e.seq !== undefined && entry.seq !== undefined && e.seq > entry.seq && e.state !== 'done');
  const last = later.at(-1);
  if (!last || !isBody(last.body)) return null;
  return new Set(
    last.body.bind.fileId.filter((id) => id.startsWith(LOCAL_FILE)).map((id) => id.slice(LOCAL_FILE.length)),
  );
}

async function sendAttachments(entry: OutboxEntry, ctx: KindSendContext): Promise<AttachmentAnswer> {
  if (!isBody(entry.body)) throw new Error('附件记录已损坏，请放弃后重新添加');
  const { bind } = entry.body;
  const uploaded: Record<string, FileRecord> = {};
  const wanted = await stillNamed(entry, ctx.db);
  const files = wanted ? ctx.files.filter((f) => wanted.has(f.id)) : ctx.files;
  if (files.length > 0) {
    const form = new FormData();
    for (const file of files) form.append('file', file.blob, file.name);
    const records = await ctx.replay(attachmentContracts.fileUpload.path, form, uploadKeyOf(entry));
    if (!Array.isArray(records) || records.length !== files.length) {
      throw new Error('服务器返回的附件数与上传的文件数不符');
    }
    files.forEach((file, i) => {
      uploaded[file.id] = records[i] as FileRecord;
    });
    if (ctx.db) {
      const db = ctx.db;
      await holdFiles(
        db,
        files.map((file, i) => ({ record: records[i] as FileRecord, blob: file.blob })),
      ).catch(() => {});
    }
  }
  const dropped = new Set(ctx.files.filter((f) => !files.includes(f)).map((f) => `${LOCAL_FILE}${f.id}`));
  // A file a later save removed is left out of this bind too; that save binds the list as it ends.
  const fileId = bind.fileId
    .filter((id) => !dropped.has(id))
    .map((id) => {
      if (!id.startsWith(LOCAL_FILE)) return id;
      const record = uploaded[id.slice(LOCAL_FILE.length)];
      if (!record) throw new Error('附件尚未上传或已被放弃，请重新选择文件后保存');
      return record.fileId;
    });
  const lists = (await ctx.replay(
    attachmentContracts.bind.path,
    { ...bind, fileId },
    entry.idempotencyKey,
  )) as AttachmentLists;
  return { lists, uploaded };
}

/** A later save of the same list, queued while the blobs were on their way, names them by server id. */
function rebaseAttachments(body: unknown, data: unknown): unknown {
  if (!isBody(body) || !isAnswer(data)) return body;
  const server = (id: string) =>
    id.startsWith(LOCAL_FILE) ? data.uploaded[id.slice(LOCAL_FILE.length)] : undefined;
  return {
    bind: { ...body.bind, fileId: body.bind.fileId.map((id) => server(id)?.fileId ?? id) },
    shown: body.shown.map((f) => {
      const record = f.localId ? data.uploaded[f.localId] : undefined;
      return record ? shownOf(record) : f;
    }),
  };
}

export const attachmentOutboxKind: OutboxKindHandler = { send: sendAttachments, rebase: rebaseAttachments };
export const attachmentApproveOutboxKind: OutboxKindHandler = {};

export interface SaveAttachmentsInput {
  ref: AttachmentRef;
  /** The whole list in the order the user left it; new files carry the localId of their blob. */
  files: readonly ShownFile[];
  /** The blobs picked now, by the localId `files` names them with. */
  added: ReadonlyArray<{ localId: string; blob: Blob; name: string }>;
  /** 报销单 BX-001: what the sync panel names the record with. */
  recordLabel?: string;
}

/** Queues the list (and the blobs picked for it): the widget shows it at once, marked 待上传. */
export function saveAttachments(
  input: SaveAttachmentsInput,
  db: LocalDb = requireLocalDb(),
): Promise<OutboxEntry> {
  const { ref } = input;
  const body: AttachmentEntryBody = {
    bind: {
      dataId: ref.dataId,
      attachmentsType: ref.attachmentsType,
      fileType: ref.fileType,
      fileId: input.files.map((f) => f.fileId ?? `${LOCAL_FILE}${f.localId ?? ''}`),
      ...(ref.supplement ? { supplement: true } : {}),
    },
    shown: input.files.map((f) => ({ ...f })),
  };
  const what = input.added.length > 0 ? `上传附件 ${input.added.length} 个` : '调整附件';
  return enqueueSave(
    {
      kind: attachmentKind,
      entityId: attachmentEntityId(ref),
      method: 'POST',
      path: attachmentContracts.bind.path,
      body,
      label: `${what}${ref.supplement ? '（补录）' : ''} ${input.recordLabel ?? ref.dataId}`,
      files: input.added.map((a) => ({ id: a.localId, field: 'file', name: a.name, blob: a.blob })),
    },
    db,
  );
}

/** 附件审批 of one file type, queued like any write (the server refuses it if nothing waits). */
export function approveSupplement(
  ref: Omit<AttachmentRef, 'supplement'>,
  recordLabel?: string,
  db: LocalDb = requireLocalDb(),
): Promise<OutboxEntry> {
  return enqueueSave(
    {
      kind: attachmentApproveKind,
      entityId: attachmentEntityId({ ...ref, supplement: true }),
      method: 'POST',
      path: attachmentContracts.approveSupplement.path,
      body: { dataId: ref.dataId, attachmentsType: ref.attachmentsType, fileType: ref.fileType },
      label: `审批补录附件 ${recordLabel ?? ref.dataId}`,
    },
    db,
  );
}

export const newLocalId = () => uuidV4();

/** The list as last queued for `ref` (null when nothing waits), with the blobs still on this device. */
export async function queuedList(
  ref: AttachmentRef,
  db: LocalDb,
): Promise<{ files: ShownFile[]; blobs: Map<string, Blob> } | null> {
  const open = await db.outbox
    .where('[kind+entityId]')
    .equals([attachmentKind, attachmentEntityId(ref)])
    .filter((e) => e.state !== 'done')
    .sortBy('seq');
  const last = open[open.length - 1];
  if (!last || !isBody(last.body)) return null;
  const localIds = last.body.shown.flatMap((f) => (f.localId ? [f.localId] : []));
  const rows = localIds.length > 0 ? await db.files.bulkGet(localIds) : [];
  const blobs = new Map<string, Blob>();
  for (const row of rows) if (row) blobs.set(row.id, row.blob);
  return { files: last.body.shown, blobs };
}

/** Saves and approvals of one list not yet on the server. */
export async function openWrites(entityId: string, db: LocalDb): Promise<number> {
  const kinds = [attachmentKind, attachmentApproveKind];
  const open = await db.outbox
    .where('[kind+entityId]')
    .anyOf(kinds.map((kind) => [kind, entityId]))
    .filter((e) => e.state !== 'done')
    .count();
  return open;
}

/** A blob queued for upload, by its localId (the viewer opens it before it reaches the server). */
export async function localFile(db: LocalDb, localId: string) {
  return (await db.files.get(localId)) ?? null;
}

/** The device keeps this much of opened or uploaded files; the least recently saved go first. */
export const HELD_BYTES = 200 * 1024 * 1024;

export async function holdFiles(
  db: LocalDb,
  files: ReadonlyArray<{ record: FileRecord; blob: Blob }>,
  now = Date.now(),
): Promise<void> {
  if (files.length === 0) return;
  await db.transaction('rw', db.heldFiles, async () => {
    await db.heldFiles.bulkPut(
      files.map(({ record, blob }) => ({
        fileId: record.fileId,
        name: record.name,
        fileSuffix: record.fileSuffix,
        size: blob.size,
        blob,
        savedAt: now,
      })),
    );
    const all = await db.heldFiles.orderBy('savedAt').toArray();
    let total = all.reduce((sum, f) => sum + f.size, 0);
    const drop: string[] = [];
    for (const f of all) {
      if (total <= HELD_BYTES) break;
      drop.push(f.fileId);
      total -= f.size;
    }
    if (drop.length > 0) await db.heldFiles.bulkDelete(drop);
  });
}

export async function heldFile(db: LocalDb, fileId: string): Promise<HeldFile | null> {
  return (await db.heldFiles.get(fileId.toLowerCase())) ?? (await db.heldFiles.get(fileId)) ?? null;
}

async function sha256Hex(blob: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await blob.arrayBuffer());
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * A server file's bytes: from the device when it holds them, else downloaded (inline), checked
 * against the sha-256 the list gave, and held for next time.
 */
export async function fetchFile(
  api: ApiClient,
  db: LocalDb | null,
  file: { fileId: string; name?: string; fileSuffix?: string; sha256?: string },
  signal?: AbortSignal,
): Promise<{ blob: Blob; name: string; fileSuffix: string }> {
  const held = db ? await heldFile(db, file.fileId) : null;
  if (held) return { blob: held.blob, name: held.name, fileSuffix: held.fileSuffix };
  const answer = await api.call(
    attachmentContracts.downloadFile,
    { fileId: file.fileId, isDownload: false },
    { loading: false, quiet: true, ...(signal ? { signal } : {}) },
  );
  if (file.sha256 && globalThis.crypto?.subtle && (await sha256Hex(answer.blob)) !== file.sha256) {
    throw new Error('下载的附件与服务器记录不符，请重试');
  }
  const name = file.name ?? answer.fileName ?? file.fileId;
  const fileSuffix = file.fileSuffix ?? name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  const record: FileRecord = {
    fileId: file.fileId,
    name,
    fileSuffix,
    size: answer.blob.size,
    sha256: file.sha256 ?? '',
  };
  if (db) await holdFiles(db, [{ record, blob: answer.blob }]).catch(() => {});
  return { blob: answer.blob, name, fileSuffix };
}
