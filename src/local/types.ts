// Row types of the local (IndexedDB) database. Money stays strings here as on the wire
// (DESIGN §6); nothing in this folder ever turns an amount into a number.
import type { ClaimView } from '../core/contracts/reimbursement';

/** The reference tables cached for pickers and offline work (DESIGN §5). */
export const referenceTables = [
  'subjects',
  'departments',
  'auxTypes',
  'auxItems',
  'templates',
  'voucherTypes',
  'operators',
  'summaries',
  'processes',
  'personnel',
  'bankCards',
  'bankAccounts',
  'cashierAccounts',
  'cheques',
  // 资产管理: the three classes, the classification and the voucher dialogs' templates.
  'assetClasses',
  'assetCategories',
  'assetTemplates',
] as const;

export type ReferenceTable = (typeof referenceTables)[number];

/**
 * A cached reference row: the server's row plus `key` (primary key, the server id as text, or the
 * entity id of a row created offline) and `code` (the index pickers search by).
 */
/** A wire type (often an interface) as a plain record: cached rows need the index signature interfaces lack. */
export type Plain<T> = { [K in keyof T]: T[K] };

export type CachedRow<T extends object = Record<string, unknown>> = T & {
  key: string;
  code: string;
  /** Written by a save not yet confirmed by the server (an optimistic row). */
  localOnly?: boolean;
};

/** local: never queued; pending: waiting in the outbox; synced: the server has it; failed: refused. */
export type SyncState = 'local' | 'pending' | 'synced' | 'failed';

export interface DraftRecord<T = unknown> {
  kind: string;
  id: string;
  data: T;
  updatedAt: number;
  syncState: SyncState;
}

/**
 * pending: waiting its turn (or its backoff); sending: on the wire; done: the server answered 2xx;
 * failed: the server refused (kept for the user, never retried by itself); blocked: the session
 * ended, waiting for the next login.
 */
export type OutboxState = 'pending' | 'sending' | 'done' | 'failed' | 'blocked';

export interface OutboxError {
  /** The business code, or a ClientCode (negative) when the server did not answer. */
  code: number;
  message: string;
  /** HTTP status; 0 without an answer. */
  status: number;
}

/** What discarding an entry restores: the record as it was before the first queued save. */
export interface RevertPlan {
  draft?: { before: DraftRecord | null };
  row?: { table: ReferenceTable; key: string; before: CachedRow | null };
}

export interface OutboxEntry {
  /** Auto-increment: the queue order, and the id the panel uses for retry and discard. */
  seq: number;
  kind: string;
  entityId: string;
  method: 'POST';
  path: string;
  body: unknown;
  /** What the panel shows, in Chinese, e.g. '新增部门 办公室'. */
  label: string;
  /** Made at enqueue, kept across retries: the server applies the entry once whatever happens. */
  idempotencyKey: string;
  state: OutboxState;
  /** Sends so far; an entry sent even once is never coalesced (the server may hold its body). */
  attempts: number;
  /** ms epoch before which the replayer does not send it (backoff). */
  nextAttemptAt: number;
  createdAt: number;
  updatedAt: number;
  doneAt: number | null;
  error: OutboxError | null;
  /** The data of the server's 2xx answer. */
  response: unknown;
  revert: RevertPlan;
  /** Blobs in `files` sent with this entry as multipart (attachments). */
  fileIds: string[];
}

export interface FileRecord {
  id: string;
  /** The outbox entry that uploads it; null while only a draft holds it. */
  entrySeq: number | null;
  /** The multipart field name. */
  field: string;
  name: string;
  type: string;
  size: number;
  blob: Blob;
  createdAt: number;
}

/** A server file kept on this device (src/local/attachments.ts): its bytes and what the list shows. */
export interface HeldFile {
  fileId: string;
  name: string;
  /** Lower-case extension without the dot. */
  fileSuffix: string;
  size: number;
  blob: Blob;
  /** ms epoch; the oldest go first when the device holds too much. */
  savedAt: number;
}

export interface MetaRecord {
  key: string;
  value: unknown;
  updatedAt: number;
}

/** Counts for the header (待同步 / 同步失败 / 正在同步). Blocked entries count as pending. */
export interface OutboxCounts {
  pending: number;
  failed: number;
  sending: number;
}

/** A claim as the server last answered it (get or an action's answer), kept for offline reading. */
export interface ClaimRecord {
  id: string;
  view: ClaimView;
  /** When this answer was kept (ms epoch). */
  savedAt: number;
}
