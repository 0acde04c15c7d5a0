// What the replayer does with a server's 2xx answer, per kind of record. Each module registers its
// kind once (departments here; vouchers, claims, approvals by their issues).
import { departmentKind, departmentOutboxKind } from './departments';
import type { CachedRow } from './types';
import { voucherKind, voucherOutboxKind } from './vouchers';

export interface OutboxKindHandler {
  /** The cached row the answer becomes (its key is the server id); null leaves the cache as is. */
  toRow?(data: unknown): CachedRow | null;
  /** A later save of the same record, queued before this answer, takes what the server assigned. */
  rebase?(body: unknown, data: unknown): unknown;
}

const handlers = new Map<string, OutboxKindHandler>([
  [departmentKind, departmentOutboxKind],
  [voucherKind, voucherOutboxKind],
]);

export function registerOutboxKind(kind: string, handler: OutboxKindHandler): void {
  handlers.set(kind, handler);
}

export function outboxKind(kind: string): OutboxKindHandler {
  return handlers.get(kind) ?? {};
}
