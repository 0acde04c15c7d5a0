// The outbox's rules as pure functions, so they are tested without IndexedDB: what a reply means
// for an entry, how long to back off, which entries may go next, and when saves coalesce.
import { type ApiErrorKind, isApiError } from '../api/api-error';
import { ErrorCode, sessionEndCodes } from '../core/contracts/errors';
import type { OutboxCounts, OutboxEntry, OutboxError, OutboxState } from './types';

/**
 * failed: the server refused; the user decides (retry after fixing, or discard).
 * blocked: the session ended, or moved to another ledger set (4017); everything waits for the next
 * login or for this ledger set to be opened again.
 * retry: no answer, or an answer that says "try later"; the same key is sent again after a backoff.
 */
export type Verdict =
  | { type: 'failed'; error: OutboxError }
  | { type: 'blocked'; error: OutboxError }
  | { type: 'retry'; error: OutboxError };

/** Refusals about the request's envelope, not its content: the next send fixes them by itself. */
const transientCodes: ReadonlySet<number> = new Set([ErrorCode.nonceReused, ErrorCode.clockSkew]);

export interface Failure {
  kind: ApiErrorKind | 'unknown';
  code: number;
  status: number;
  message: string;
}

export function verdictOf(failure: Failure): Verdict {
  const error: OutboxError = { code: failure.code, message: failure.message, status: failure.status };
  switch (failure.kind) {
    case 'network':
    case 'timeout':
    case 'aborted':
      return { type: 'retry', error };
    case 'http':
      // 5xx: the server may be restarting; 404: the path does not exist, waiting will not help.
      return failure.status >= 500 ? { type: 'retry', error } : { type: 'failed', error };
    case 'business':
      if (sessionEndCodes.includes(failure.code) || failure.code === ErrorCode.ledgerSetChanged)
        return { type: 'blocked', error };
      return transientCodes.has(failure.code) ? { type: 'retry', error } : { type: 'failed', error };
    default:
      // An unreadable answer or a client bug: show it rather than loop on it.
      return { type: 'failed', error };
  }
}

/** Reads an ApiError (or anything thrown) as a Failure. */
export function failureOf(error: unknown): Failure {
  if (isApiError(error)) {
    return { kind: error.kind, code: error.code, status: error.status, message: error.message };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { kind: 'unknown', code: 0, status: 0, message: message || '发送失败' };
}

export interface BackoffPolicy {
  baseMs: number;
  capMs: number;
  /** 0.3 = ±30 %. */
  jitter: number;
}

export const defaultBackoff: BackoffPolicy = { baseMs: 1_000, capMs: 60_000, jitter: 0.3 };

/**
 * base · 2^(attempt-1), capped, then ±jitter so many browsers coming back online after an outage do
 * not all knock at the same second. `random` is in [0, 1).
 */
export function backoffDelay(attempt: number, policy: BackoffPolicy, random: () => number): number {
  const exponent = Math.min(Math.max(attempt - 1, 0), 30);
  const capped = Math.min(policy.capMs, policy.baseMs * 2 ** exponent);
  return Math.max(0, Math.round(capped * (1 + policy.jitter * (2 * random() - 1))));
}

export const entityKey = (entry: Pick<OutboxEntry, 'kind' | 'entityId'>) =>
  `${entry.kind}\u0000${entry.entityId}`;

/**
 * A failed entry holds back the later entries of the same entity (they build on it: an update of a
 * department whose creation was refused cannot succeed); other entities go on. Returns the entity
 * keys held and from which seq on.
 */
export function heldEntities(failed: readonly OutboxEntry[]): Map<string, number> {
  const held = new Map<string, number>();
  for (const entry of failed) {
    const key = entityKey(entry);
    const from = held.get(key);
    if (from === undefined || entry.seq < from) held.set(key, entry.seq);
  }
  return held;
}

export function isHeld(entry: OutboxEntry, held: ReadonlyMap<string, number>): boolean {
  const from = held.get(entityKey(entry));
  return from !== undefined && from < entry.seq;
}

export type Plan =
  | { type: 'idle' }
  | { type: 'wait'; until: number }
  | { type: 'send'; entries: OutboxEntry[] };

/**
 * Strict order: `pending` lists pending entries not held by a failure, in seq order; the first one
 * goes next (or waits out its backoff, and everything after it waits too). With `batchOf`, the
 * entries right behind it that share its batch path and are due join it, one entry per entity so
 * that two saves of one entity never race inside a batch.
 */
export function planNext(
  pending: readonly OutboxEntry[],
  now: number,
  batchOf?: (entry: OutboxEntry) => string | null,
  maxBatch = 1,
): Plan {
  const head = pending[0];
  if (!head) return { type: 'idle' };
  if (head.nextAttemptAt > now) return { type: 'wait', until: head.nextAttemptAt };
  const path = batchOf?.(head) ?? null;
  if (path === null || maxBatch <= 1) return { type: 'send', entries: [head] };
  const entries = [head];
  const seen = new Set([entityKey(head)]);
  for (const entry of pending.slice(1)) {
    if (entries.length >= maxBatch) break;
    const key = entityKey(entry);
    if (entry.nextAttemptAt > now || batchOf?.(entry) !== path || seen.has(key)) break;
    seen.add(key);
    entries.push(entry);
  }
  return { type: 'send', entries };
}

/** Only an entry never sent may take a newer body under its key: the server has not seen it. */
export function canCoalesce(entry: OutboxEntry, path: string): boolean {
  return entry.state === 'pending' && entry.attempts === 0 && entry.path === path;
}

export function countStates(states: Iterable<OutboxState>): OutboxCounts {
  const counts: OutboxCounts = { pending: 0, failed: 0, sending: 0 };
  for (const state of states) {
    if (state === 'pending' || state === 'blocked') counts.pending++;
    else if (state === 'failed') counts.failed++;
    else if (state === 'sending') counts.sending++;
  }
  return counts;
}
