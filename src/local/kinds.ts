// What the replayer does with a server's 2xx answer, per kind of record. Each feature module declares
// its kinds once (src/features/<module>/module.ts); the app installs them at boot.
import type { LocalDb } from './db';
import type { CachedRow, FileRecord, OutboxEntry } from './types';

/** What a kind's own sender gets: the entry's blobs and a signed call under a key of its choosing. */
export interface KindSendContext {
  /** The entry's blobs (`files` rows), in the order they were queued. */
  files: readonly FileRecord[];
  /** A signed call (JSON, or multipart for a FormData body) under this idempotency key. */
  replay(path: string, body: unknown, idempotencyKey: string): Promise<unknown>;
  /** The database the entry lives in (a sender may keep what it learned, e.g. uploaded blobs). */
  db?: LocalDb;
}

export interface OutboxKindHandler {
  /** The cached row the answer becomes (its key is the server id); null leaves the cache as is. */
  toRow?(data: unknown): CachedRow | null;
  /** A later save of the same record, queued before this answer, takes what the server assigned. */
  rebase?(body: unknown, data: unknown): unknown;
  /**
   * For records kept in a table of their own (not a reference table, e.g. `claims`): writes the
   * answer there, inside the transaction that marks the entry done. `tables` names what it writes.
   */
  answer?: {
    tables: readonly string[];
    apply(db: LocalDb, entry: OutboxEntry, data: unknown): Promise<void>;
  };
  /**
   * An entry that takes more than one call (attachments: upload the blobs, then bind them). Its
   * answer is what `rebase` and the entry's `response` see. Every call must carry a key derived
   * from the entry's own, so a replay of the whole entry applies each call once.
   */
  send?(entry: OutboxEntry, ctx: KindSendContext): Promise<unknown>;
  /**
   * Other rows of the same table the answer brings, changed by the same write (a default card
   * moving from one card to another). A row another queued save still holds is left as that save shows it.
   */
  related?(data: unknown): CachedRow[];
}

const handlers = new Map<string, OutboxKindHandler>();

export function registerOutboxKind(kind: string, handler: OutboxKindHandler): void {
  handlers.set(kind, handler);
}

export function outboxKind(kind: string): OutboxKindHandler {
  return handlers.get(kind) ?? {};
}

/** The tables the registered kinds write their answers to (joined to the outcome transaction). */
export function answerTables(): string[] {
  return [...new Set([...handlers.values()].flatMap((h) => h.answer?.tables ?? []))];
}
