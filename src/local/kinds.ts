// What the replayer does with a server's 2xx answer, per kind of record. Each feature module declares
// its kinds once (src/features/<module>/module.ts); the app installs them at boot.
import type { CachedRow } from './types';

export interface OutboxKindHandler {
  /** The cached row the answer becomes (its key is the server id); null leaves the cache as is. */
  toRow?(data: unknown): CachedRow | null;
  /** A later save of the same record, queued before this answer, takes what the server assigned. */
  rebase?(body: unknown, data: unknown): unknown;
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
