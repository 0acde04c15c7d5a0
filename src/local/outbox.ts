// The one write path for saves that make sense offline (DESIGN §5): the record (draft or optimistic
// cached row) and its outbox entry are written in ONE Dexie transaction, so neither exists alone.
// The replayer (replayer.ts) sends entries later; this file also serves the sync panel's actions.
import { uuidV4 } from '../api/signer';
import { type LocalDb, requireLocalDb } from './db';
import { signalOutboxChanged } from './outbox-signal';
import { canCoalesce, countStates } from './outbox-state';
import type { CachedRow, DraftRecord, OutboxCounts, OutboxEntry, ReferenceTable, RevertPlan } from './types';

export interface SaveFile {
  /** The `files` row id; made here when absent. A body that names the blob before upload sets it. */
  id?: string;
  /** The multipart field name the server expects. */
  field: string;
  name: string;
  blob: Blob;
}

export interface SaveRequest {
  /** One name per concept (DESIGN §2): 'department', 'voucher', 'reimbursement', ... */
  kind: string;
  /** The record's id: the server id as text, or a uuid made on the client for a new record. */
  entityId: string;
  method: 'POST';
  path: string;
  body: unknown;
  /** Chinese, for the sync panel, e.g. '新增部门 办公室'. */
  label: string;
  /** The draft's content, stored in `drafts` under (kind, entityId). */
  draft?: unknown;
  /** A row shown in the reference cache at once, before the server confirms it. */
  optimistic?: { table: ReferenceTable; row: CachedRow };
  /** Sent as multipart with the body's fields (attachments). */
  files?: SaveFile[];
}

const active = ['pending', 'sending', 'failed', 'blocked'] as const;

/** Entries of one entity not yet done, in queue order. */
function openEntriesOf(db: LocalDb, kind: string, entityId: string) {
  return db.outbox
    .where('[kind+entityId]')
    .equals([kind, entityId])
    .filter((e) => e.state !== 'done')
    .sortBy('seq');
}

/**
 * Saves the record and queues its write. A save of an entity whose last entry was never sent
 * replaces that entry's body (coalescing: one request for many keystrokes); otherwise, including
 * while that entry is on the wire, a new entry with its own idempotency key goes behind it.
 */
export async function enqueueSave(
  request: SaveRequest,
  db: LocalDb = requireLocalDb(),
): Promise<OutboxEntry> {
  const now = Date.now();
  const tables = [
    db.outbox,
    db.drafts,
    db.files,
    ...(request.optimistic ? [db.reference(request.optimistic.table)] : []),
  ];
  const entry = await db.transaction('rw', tables, async () => {
    const open = await openEntriesOf(db, request.kind, request.entityId);
    const last = open[open.length - 1];
    const revert: RevertPlan = {};

    if (request.draft !== undefined) {
      revert.draft = { before: (await db.drafts.get([request.kind, request.entityId])) ?? null };
      const draft: DraftRecord = {
        kind: request.kind,
        id: request.entityId,
        data: request.draft,
        updatedAt: now,
        syncState: 'pending',
      };
      await db.drafts.put(draft);
    }
    if (request.optimistic) {
      const { table, row } = request.optimistic;
      const cache = db.reference(table);
      revert.row = { table, key: row.key, before: (await cache.get(row.key)) ?? null };
      await cache.put({ ...row, localOnly: true });
    }

    const fileIds: string[] = [];
    for (const file of request.files ?? []) {
      const id = file.id ?? uuidV4();
      fileIds.push(id);
      await db.files.put({
        id,
        entrySeq: null,
        field: file.field,
        name: file.name,
        type: file.blob.type,
        size: file.blob.size,
        blob: file.blob,
        createdAt: now,
      });
    }

    if (last && canCoalesce(last, request.path) && fileIds.length === 0 && last.fileIds.length === 0) {
      // The first save's revert plan stays: discarding undoes all the coalesced saves at once.
      const changes = {
        body: request.body,
        label: request.label,
        updatedAt: now,
        revert: { ...revert, ...last.revert },
      };
      await db.outbox.update(last.seq, changes);
      return { ...last, ...changes };
    }

    const fresh: Omit<OutboxEntry, 'seq'> = {
      kind: request.kind,
      entityId: request.entityId,
      method: request.method,
      path: request.path,
      body: request.body,
      label: request.label,
      idempotencyKey: uuidV4(),
      state: 'pending',
      attempts: 0,
      nextAttemptAt: 0,
      createdAt: now,
      updatedAt: now,
      doneAt: null,
      error: null,
      response: null,
      // A later entry of an entity reverts only to what the earlier entry wrote: discarding it
      // alone must not undo the earlier, still queued, save.
      revert,
      fileIds,
    };
    const seq = await db.outbox.add(fresh as OutboxEntry);
    if (fileIds.length > 0) await db.files.where('id').anyOf(fileIds).modify({ entrySeq: seq });
    return { ...fresh, seq };
  });
  signalOutboxChanged(db.name);
  return entry;
}

/** Sync panel: a refused entry goes back in the queue (after the user fixed the cause). */
export async function retry(entrySeq: number, db: LocalDb = requireLocalDb()): Promise<void> {
  await db.transaction('rw', db.outbox, db.drafts, async () => {
    const entry = await db.outbox.get(entrySeq);
    if (!entry || (entry.state !== 'failed' && entry.state !== 'blocked')) return;
    await db.outbox.update(entrySeq, { state: 'pending', nextAttemptAt: 0, updatedAt: Date.now() });
    await db.drafts.update([entry.kind, entry.entityId], { syncState: 'pending' });
  });
  signalOutboxChanged(db.name);
}

export interface DiscardResult {
  /**
   * The entry was sent and no answer came back (network error, 5xx): the server may have applied
   * it. The panel says so; the next reference pull shows what the server has.
   */
  mayBeOnServer: boolean;
}

/**
 * Sync panel, after the user confirmed: removes the entry and puts the record back as it was
 * before the save. If a later save of the same entity is still queued, the record shows that one,
 * so it is left alone and the later entry inherits the way back.
 */
export async function discard(entrySeq: number, db: LocalDb = requireLocalDb()): Promise<DiscardResult> {
  const result = await db.transaction(
    'rw',
    [db.outbox, db.drafts, db.files, ...referenceTablesOf(db)],
    async () => {
      const entry = await db.outbox.get(entrySeq);
      if (!entry) return { mayBeOnServer: false };
      if (entry.state === 'sending') throw new Error('该记录正在发送，请稍候再放弃');
      const mayBeOnServer = entry.state === 'done' || (entry.state === 'pending' && entry.attempts > 0);
      await db.files.where('entrySeq').equals(entrySeq).delete();
      await db.outbox.delete(entrySeq);
      if (entry.state === 'done') return { mayBeOnServer };
      const later = (await openEntriesOf(db, entry.kind, entry.entityId)).find((e) => e.seq > entrySeq);
      if (later) {
        await db.outbox.update(later.seq, { revert: { ...later.revert, ...entry.revert } });
        return { mayBeOnServer };
      }
      const { draft, row } = entry.revert;
      if (draft) {
        if (draft.before) await db.drafts.put(draft.before);
        else await db.drafts.delete([entry.kind, entry.entityId]);
      }
      if (row) {
        const cache = db.reference(row.table);
        if (row.before) await cache.put(row.before);
        else await cache.delete(row.key);
      }
      return { mayBeOnServer };
    },
  );
  signalOutboxChanged(db.name);
  return result;
}

function referenceTablesOf(db: LocalDb) {
  return [db.subjects, db.departments, db.auxTypes, db.auxItems, db.templates, db.voucherTypes, db.operators];
}

/** True while a save of this record has not reached the server (the screen shows 待同步). */
export async function isPendingSync(kind: string, entityId: string, db: LocalDb = requireLocalDb()) {
  return (await openEntriesOf(db, kind, entityId)).length > 0;
}

/** Entity ids of one kind with a save not yet on the server: one query for a whole list screen. */
export async function pendingSyncIds(kind: string, db: LocalDb = requireLocalDb()): Promise<Set<string>> {
  const entries = await db.outbox.where('state').anyOf(active).toArray();
  return new Set(entries.filter((e) => e.kind === kind).map((e) => e.entityId));
}

/** The entries of one kind not yet on the server, in queue order: list screens show them as 待同步. */
export async function openOutboxEntries(
  kind: string,
  db: LocalDb = requireLocalDb(),
): Promise<OutboxEntry[]> {
  const entries = await db.outbox.where('state').anyOf(active).toArray();
  return entries.filter((e) => e.kind === kind).sort((a, b) => a.seq - b.seq);
}

export async function outboxCounts(db: LocalDb = requireLocalDb()): Promise<OutboxCounts> {
  const entries = await db.outbox.where('state').anyOf(active).toArray();
  return countStates(entries.map((e) => e.state));
}

/** The panel's list: everything not done in queue order, then the latest done ones, newest first. */
export async function outboxEntries(db: LocalDb = requireLocalDb(), doneLimit = 50): Promise<OutboxEntry[]> {
  const open = await db.outbox.where('state').anyOf(active).toArray();
  const done = await db.outbox.where('state').equals('done').reverse().limit(doneLimit).toArray();
  return [...open.sort((a, b) => a.seq - b.seq), ...done];
}

/** Done entries are kept a while for the panel, then pruned so the table does not grow forever. */
export async function pruneDone(olderThanMs: number, db: LocalDb = requireLocalDb(), now = Date.now()) {
  return db.outbox
    .where('state')
    .equals('done')
    .filter((e) => (e.doneAt ?? 0) < now - olderThanMs)
    .delete();
}

export function isOnline(): boolean {
  const nav = (globalThis as { navigator?: { onLine?: boolean } }).navigator;
  return nav?.onLine ?? true;
}

/**
 * For operations that need the server's authority at that moment (posting, month closing,
 * permission changes): they never queue; offline they stop here with a clear message.
 */
export function requireOnline(actionLabel: string, online: boolean = isOnline()): void {
  if (!online) throw new Error(`${actionLabel}需要连接服务器，当前处于离线状态`);
}
