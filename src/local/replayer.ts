// Sends the outbox to the server: one replayer per browser and database (a Web Lock), strictly in
// queue order, each entry signed at send time with its own idempotency key. Rules: outbox-state.ts;
// writing results back: outcomes.ts. Triggers: start, online, tab visible, an interval, each save.
import type { ApiClient } from '../api/client';
import type { LocalDb } from './db';
import { outboxKind } from './kinds';
import { defaultLocks, type LockProvider } from './locks';
import { onOutboxChanged } from './outbox-signal';
import {
  type BackoffPolicy,
  defaultBackoff,
  heldEntities,
  isHeld,
  type Plan,
  planNext,
} from './outbox-state';
import { applyOutcomes, markSending, type Outcome, recover } from './outcomes';
import { sendBatch, sendOne } from './send';
import type { OutboxEntry } from './types';

/** waiting-lock: another tab replays; paused: the session ended, waiting for resume() after login. */
export type ReplayerState = 'stopped' | 'waiting-lock' | 'idle' | 'sending' | 'backoff' | 'paused';

export interface BatchConfig {
  /** Single-call path -> the path that takes many such calls, e.g. save -> saveBatch. */
  paths: Readonly<Record<string, string>>;
  max?: number;
}

export interface ReplayerOptions {
  db: LocalDb;
  api: Pick<ApiClient, 'replay'>;
  locks?: LockProvider;
  backoff?: BackoffPolicy;
  random?: () => number;
  now?: () => number;
  /** The interval trigger: how long an idle replayer sleeps before looking again (30 s). */
  intervalMs?: number;
  /** Waits `ms` or until `signal` aborts. Tests inject one that records the backoff. */
  delay?: (ms: number, signal: AbortSignal, reason: 'backoff' | 'idle') => Promise<void>;
  batch?: BatchConfig;
  /** Where 'online' and 'visibilitychange' come from; null in Node. Default: window and document. */
  environment?: { window?: EventTarget; document?: EventTarget & { visibilityState?: string } } | null;
  /** Done entries stay this long for the sync panel (7 days). */
  keepDoneMs?: number;
  /**
   * The ledger set (zid) this database belongs to: every send names it, so entries queued here never
   * land in another ledger set the session moved to meanwhile (they wait, 4017).
   */
  ledgerSet?: string;
}

export interface Replayer {
  start(): void;
  /** Aborts an exchange on the wire (it is sent again later with the same key) and releases the lock. */
  stop(): Promise<void>;
  /** Look now; `force` also skips the current backoff (online, tab visible). */
  kick(force?: boolean): void;
  /** After a new login: blocked entries go back to pending and replay goes on. */
  resume(): void;
  state(): ReplayerState;
  subscribe(listener: () => void): () => void;
  /** Resolves when nothing is left to send now (idle, paused or stopped). */
  settled(): Promise<void>;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(resolve, Math.max(0, ms));
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

function browserEnvironment(): ReplayerOptions['environment'] {
  const g = globalThis as { window?: EventTarget; document?: EventTarget & { visibilityState?: string } };
  return g.window ? { window: g.window, document: g.document } : null;
}

export function createReplayer(options: ReplayerOptions): Replayer {
  const { db, api } = options;
  const locks = options.locks ?? defaultLocks();
  const backoff = options.backoff ?? defaultBackoff;
  const random = options.random ?? Math.random;
  const now = options.now ?? Date.now;
  const intervalMs = options.intervalMs ?? 30_000;
  const delay = options.delay ?? sleep;
  const keepDoneMs = options.keepDoneMs ?? 7 * 24 * 3_600_000;
  const environment = options.environment === undefined ? browserEnvironment() : options.environment;
  let batch = options.batch;
  const maxBatch = batch ? Math.max(1, batch.max ?? 100) : 1;
  // Per database: tabs of two users (sessions are per tab) must not wait for each other.
  const lockName = `outbox-replayer:${db.name}`;

  let state: ReplayerState = 'stopped';
  let stopper: AbortController | null = null;
  let loop: Promise<void> | null = null;
  let paused = false;
  let kicked = false;
  let forced = true;
  let wake: (() => void) | null = null;
  let unresume: (() => void) | null = null;
  const listeners = new Set<() => void>();
  const settleWaiters: Array<() => void> = [];
  const detach: Array<() => void> = [];

  function setState(next: ReplayerState): void {
    if (next === 'idle' || next === 'paused' || next === 'stopped') {
      for (const resolve of settleWaiters.splice(0)) resolve();
    }
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  }

  async function wait(ms: number, reason: 'backoff' | 'idle', signal: AbortSignal): Promise<void> {
    if (kicked || signal.aborted) {
      kicked = false;
      return;
    }
    const ctl = new AbortController();
    const stop = () => ctl.abort();
    wake = stop;
    signal.addEventListener('abort', stop, { once: true });
    try {
      await delay(ms, ctl.signal, reason);
    } finally {
      wake = null;
      kicked = false;
      signal.removeEventListener('abort', stop);
    }
  }

  async function plan(): Promise<Plan> {
    const failed = await db.outbox.where('state').equals('failed').toArray();
    const held = heldEntities(failed);
    const pending = await db.outbox
      .where('state')
      .equals('pending')
      .filter((e) => !isHeld(e, held))
      .limit(maxBatch)
      .toArray();
    const at = forced ? Number.POSITIVE_INFINITY : now();
    forced = false;
    const paths = batch?.paths;
    // Attachments go alone, as multipart; so does a kind that sends itself.
    const batchOf = paths
      ? (e: OutboxEntry) =>
          e.fileIds.length === 0 && !outboxKind(e.kind).send ? (paths[e.path] ?? null) : null
      : undefined;
    return planNext(pending, at, batchOf, maxBatch);
  }

  const files = { filesOf: (entry: OutboxEntry) => db.files.where('entrySeq').equals(entry.seq).toArray() };

  async function exchange(entries: OutboxEntry[], signal: AbortSignal): Promise<Outcome[]> {
    await markSending(db, entries, now());
    const head = entries[0];
    const batchPath = entries.length > 1 && head ? batch?.paths[head.path] : undefined;
    const ctx = { signal, ledgerSet: options.ledgerSet, db };
    if (!batchPath) return head ? [await sendOne(api, head, ctx, files)] : [];
    const result = await sendBatch(api, batchPath, entries, ctx);
    if (result === 'unsupported') {
      // An older server without the batch path: single calls from now on, nothing counted against the entries.
      batch = undefined;
      await db.outbox.bulkUpdate(
        entries.map((e) => ({ key: e.seq, changes: { state: 'pending', attempts: e.attempts } })),
      );
      return [];
    }
    return result;
  }

  async function holding(signal: AbortSignal): Promise<void> {
    await recover(db, now(), keepDoneMs);
    while (!signal.aborted && !paused) {
      const next = await plan();
      if (next.type === 'idle') {
        setState('idle');
        await wait(intervalMs, 'idle', signal);
      } else if (next.type === 'wait') {
        setState('backoff');
        await wait(next.until - now(), 'backoff', signal);
      } else {
        setState('sending');
        const outcomes = await exchange(next.entries, signal);
        if (await applyOutcomes(db, outcomes, { now: now(), backoff, random })) paused = true;
      }
    }
  }

  async function run(signal: AbortSignal): Promise<void> {
    while (!signal.aborted) {
      setState('waiting-lock');
      try {
        await locks.request(lockName, signal, () => holding(signal));
      } catch (error) {
        if (signal.aborted) break;
        // A broken database or a bug: back off rather than spin, the entries stay where they are.
        console.error('outbox replayer', error);
        await wait(backoff.capMs, 'backoff', signal);
        continue;
      }
      if (signal.aborted || !paused) continue;
      // The lock is released while paused, so a tab with a live session can take over.
      setState('paused');
      await new Promise<void>((resolve) => {
        unresume = resolve;
        signal.addEventListener('abort', () => resolve(), { once: true });
      });
      unresume = null;
    }
  }

  function kick(force = false): void {
    if (force) forced = true;
    kicked = true;
    wake?.();
  }

  function attach(): void {
    detach.push(onOutboxChanged((name) => name === db.name && kick()));
    const win = environment?.window;
    const doc = environment?.document;
    if (win) {
      const online = () => kick(true);
      win.addEventListener('online', online);
      detach.push(() => win.removeEventListener('online', online));
    }
    if (doc) {
      const visible = () => doc.visibilityState === 'visible' && kick(true);
      doc.addEventListener('visibilitychange', visible);
      detach.push(() => doc.removeEventListener('visibilitychange', visible));
    }
  }

  return {
    start() {
      if (loop) return;
      stopper = new AbortController();
      paused = false;
      forced = true;
      attach();
      loop = run(stopper.signal).finally(() => setState('stopped'));
    },
    async stop() {
      for (const off of detach.splice(0)) off();
      stopper?.abort();
      await loop;
      loop = null;
      stopper = null;
    },
    kick,
    resume() {
      paused = false;
      forced = true;
      if (unresume) unresume();
      else kick(true);
    },
    state: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    settled() {
      if (!loop || state === 'paused') return Promise.resolve();
      return new Promise<void>((resolve) => {
        settleWaiters.push(resolve);
        kick();
      });
    },
  };
}
