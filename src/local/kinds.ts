// What the replayer does with a server's 2xx answer, per kind of record. Each feature module declares
// its kinds once (src/features/<module>/module.ts); the app installs them at boot.
import type { LocalDb } from './db';
import type { CachedRow, OutboxEntry } from './types';

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
