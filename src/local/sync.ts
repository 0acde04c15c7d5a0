// What the shell calls around a session: startLocalSync after login (and after 切换账套), then
// resumeLocalSync after a re-login, stopLocalSync at logout. It opens the user's database, asks for
// persistent storage, pulls reference data, keeps it fresh, runs the outbox replayer and holds the
// saved report answers within their age and size limits (answer-eviction.ts).
import type { ApiClient } from '../api/client';
import type { Clock } from '../api/clock';
import { startAnswerEviction } from './answer-eviction';
import { closeLocalDb, type LocalDb, type LocalDbOptions, localDbName, openLocalDb } from './db';
import { isOnline } from './outbox';
import {
  defaultStaleMs,
  type PullReport,
  pullAllReference,
  readableReferenceTables,
  refreshStale,
  requestPersistence,
} from './reference';
import { createReplayer, type Replayer, type ReplayerOptions } from './replayer';

export interface LocalSyncOptions {
  api: ApiClient;
  /** Any stable id of the user (the login name will do). */
  userId: string | number;
  /** The ledger set (账套) the session works in. */
  zid: string | number;
  /** Mirrors the server clock offset into meta, for screens that read it offline. */
  clock?: Clock;
  db?: LocalDbOptions;
  replayer?: Partial<Omit<ReplayerOptions, 'db' | 'api'>>;
  staleMs?: number;
  /** How often a stale check runs while the tab is open (1 minute). */
  checkEveryMs?: number;
  /**
   * The session's permissions, read at each pull: tables the user may not read are skipped, so a
   * normal session makes no refused calls. Absent: every table is pulled.
   */
  permissions?: () => readonly string[];
  /**
   * After a reload: ms the screen's own first calls go before the outbox sends and the references
   * are pulled (a skewed clock is then reported by the screen's call, not learned silently in the
   * background). The database opens at once: a save in those first seconds is queued and kept.
   */
  firstPullAfterMs?: number;
}

export interface LocalSync {
  db: LocalDb;
  replayer: Replayer;
  /** The pull after login; screens need not wait: they show the cache meanwhile. */
  ready: Promise<PullReport[]>;
  /** The browser's answer to navigator.storage.persist() (null: cannot tell). */
  persisted: Promise<boolean | null>;
  /** Pulls stale tables (all of them with force) when online. */
  refresh(force?: boolean): Promise<PullReport[]>;
}

/** Saves the server knows how to take many at once (save path -> batch path): the replayer batches them. */
const batchPaths: Record<string, string> = {};

/** A feature module names a save whose server also takes a batch of them. */
export function registerBatch(savePath: string, batchPath: string): void {
  batchPaths[savePath] = batchPath;
}

let active: (LocalSync & { detach: () => void }) | null = null;
const listeners = new Set<() => void>();

function setActive(next: typeof active): void {
  active = next;
  for (const listener of listeners) listener();
}

export function activeLocalSync(): LocalSync | null {
  return active;
}

export function subscribeLocalSync(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export async function startLocalSync(options: LocalSyncOptions): Promise<LocalSync> {
  const { api } = options;
  if (active && active.db.name === localDbName(options.userId, options.zid) && active.db.isOpen()) {
    active.replayer.resume();
    return active;
  }
  await stopLocalSync();
  const db = await openLocalDb(options.userId, options.zid, options.db);
  const replayer = createReplayer({
    db,
    api,
    batch: { paths: { ...batchPaths } },
    ledgerSet: String(options.zid),
    ...options.replayer,
  });
  const firstPull = options.firstPullAfterMs ?? 0;
  const afterFirstCalls =
    firstPull > 0 ? new Promise<void>((resolve) => setTimeout(resolve, firstPull)) : Promise.resolve();
  let detached = false;
  void afterFirstCalls.then(() => {
    if (!detached) replayer.start();
  });
  // Kept report answers past their age or over the size cap go, soon after start and after saves.
  const eviction = startAnswerEviction(db);

  const staleMs = options.staleMs ?? defaultStaleMs;
  const refresh = (force = false): Promise<PullReport[]> => {
    if (!isOnline()) return Promise.resolve([]);
    const tables = readableReferenceTables(options.permissions?.());
    return force ? pullAllReference(db, api, tables) : refreshStale(db, api, { staleMs, tables });
  };
  const persisted = requestPersistence().then(async (granted) => {
    await db.meta.put({ key: 'storagePersisted', value: granted, updatedAt: Date.now() });
    return granted;
  });
  if (options.clock) {
    await db.meta.put({ key: 'serverOffsetMs', value: options.clock.offsetMs(), updatedAt: Date.now() });
  }

  const onWake = () => {
    refresh().catch(() => {});
  };
  const g = globalThis as { window?: EventTarget; document?: EventTarget & { visibilityState?: string } };
  const onVisible = () => {
    if (g.document?.visibilityState === 'visible') onWake();
  };
  g.window?.addEventListener('online', onWake);
  g.document?.addEventListener('visibilitychange', onVisible);
  const timer = setInterval(onWake, options.checkEveryMs ?? 60_000);
  (timer as { unref?: () => void }).unref?.();
  const detach = () => {
    detached = true;
    eviction.stop();
    clearInterval(timer);
    g.window?.removeEventListener('online', onWake);
    g.document?.removeEventListener('visibilitychange', onVisible);
  };

  // After a reload, tables this device never pulled are pulled at once anyway: the screen has
  // nothing else to read them from (a first login that lands on 凭证录入 needs the chart now).
  // The tables it already holds are refreshed after the screen's own first calls.
  const pullAfterReload = async (): Promise<PullReport[]> => {
    const tables = isOnline() ? readableReferenceTables(options.permissions?.()) : [];
    // Nothing is stale but what was never pulled.
    const first = await refreshStale(db, api, { staleMs: Number.POSITIVE_INFINITY, tables });
    await afterFirstCalls;
    const held = tables.filter((table) => !first.some((report) => report.table === table));
    return detached || !isOnline() || held.length === 0
      ? first
      : [...first, ...(await pullAllReference(db, api, held))];
  };
  const ready = firstPull > 0 ? pullAfterReload() : refresh(true);
  const sync: LocalSync & { detach(): void } = { db, replayer, ready, persisted, refresh, detach };
  setActive(sync);
  return sync;
}

/** After a re-login of the same user: entries paused by the ended session go out again. */
export function resumeLocalSync(): void {
  active?.replayer.resume();
}

/** Logout or 切换账套: stops replaying and closes the database (its data waits for the next login). */
export async function stopLocalSync(): Promise<void> {
  const sync = active;
  if (!sync) return;
  setActive(null);
  sync.detach();
  await sync.replayer.stop();
  closeLocalDb();
}
