// React hooks over the local database, the one way every screen reads: reference data from the
// cache (useReference), other data network-first with the cache as the offline answer
// (useRemoteFirst), and the outbox's state for the header, the sync panel and 待同步 marks.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { currentLocalDb, type LocalDb, subscribeLocalDb } from './db';
import { getDraft } from './drafts';
import { isOnline, openOutboxEntries, outboxCounts, outboxEntries, pendingSyncIds } from './outbox';
import { lastPull } from './reference';
import { pickRemoteFirst, type RemoteFirst, remoteKey } from './remote-first';
import type { ReplayerState } from './replayer';
import { activeLocalSync, subscribeLocalSync } from './sync';
import type { CachedRow, DraftRecord, OutboxCounts, OutboxEntry, ReferenceTable } from './types';

export function useLocalDb(): LocalDb | null {
  return useSyncExternalStore(subscribeLocalDb, currentLocalDb, () => null);
}

function subscribeOnline(listener: () => void): () => void {
  const win = (globalThis as { window?: EventTarget }).window;
  if (!win) return () => {};
  win.addEventListener('online', listener);
  win.addEventListener('offline', listener);
  return () => {
    win.removeEventListener('online', listener);
    win.removeEventListener('offline', listener);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}

/** A reference table from the cache, by code; undefined while the first read runs. */
export function useReference<T extends object = object>(table: ReferenceTable): CachedRow<T>[] | undefined {
  const db = useLocalDb();
  return useLiveQuery(
    async () => (db ? ((await db.reference(table).orderBy('code').toArray()) as CachedRow<T>[]) : []),
    [db, table],
  );
}

/** When a reference table was last pulled from the server (ms epoch); null before the first pull. */
export function useReferencePulledAt(table: ReferenceTable): number | null {
  const db = useLocalDb();
  return useLiveQuery(async () => (db ? lastPull(db, table) : null), [db, table], null);
}

const noCounts: OutboxCounts = { pending: 0, failed: 0, sending: 0 };

export function useOutboxCounts(): OutboxCounts {
  const db = useLocalDb();
  return useLiveQuery(async () => (db ? outboxCounts(db) : noCounts), [db], noCounts);
}

export function useOutboxEntries(): OutboxEntry[] {
  const db = useLocalDb();
  return useLiveQuery(async () => (db ? outboxEntries(db) : []), [db], []);
}

/** A draft from the local database, following its changes; undefined while reading or absent. */
export function useDraft<T>(kind: string, id: string): DraftRecord<T> | undefined {
  const db = useLocalDb();
  return useLiveQuery(async () => (db ? getDraft<T>(kind, id, db) : undefined), [db, kind, id]);
}

/** True while a save of this record waits for the server: show 待同步. */
export function usePendingSync(kind: string, entityId: string): boolean {
  const ids = usePendingSyncIds(kind);
  return ids.has(entityId);
}

const noIds: ReadonlySet<string> = new Set();

/** For list screens: the ids of one kind still waiting for the server, in one query. */
export function usePendingSyncIds(kind: string): ReadonlySet<string> {
  const db = useLocalDb();
  return useLiveQuery(async () => (db ? pendingSyncIds(kind, db) : noIds), [db, kind], noIds);
}

const noEntries: OutboxEntry[] = [];

/** For list screens: the saves of one kind still waiting for the server, following the outbox. */
export function useOpenOutboxEntries(kind: string): OutboxEntry[] {
  const db = useLocalDb();
  return useLiveQuery(async () => (db ? openOutboxEntries(kind, db) : noEntries), [db, kind], noEntries);
}

function subscribeReplayer(listener: () => void): () => void {
  let off = activeLocalSync()?.replayer.subscribe(listener);
  const offSync = subscribeLocalSync(() => {
    off?.();
    off = activeLocalSync()?.replayer.subscribe(listener);
    listener();
  });
  return () => {
    off?.();
    offSync();
  };
}

export function useReplayerState(): ReplayerState {
  return useSyncExternalStore(
    subscribeReplayer,
    () => activeLocalSync()?.replayer.state() ?? 'stopped',
    () => 'stopped',
  );
}

interface NetworkAnswer<T> {
  key: string;
  round: number;
  loading: boolean;
  ok: boolean;
  data?: T;
  error?: unknown;
}

/**
 * Network-first reads for data that is not reference data (lists, reports): online, the server's
 * answer (and it is saved); offline or when the call fails, the last saved answer. `key` names the
 * query (include its parameters); `fetcher` gets a signal that aborts when the key changes.
 * `enabled` false (parameters not known yet): nothing is asked, so no call goes out with bad ones.
 */
export function useRemoteFirst<T>(
  key: string,
  fetcher: (signal: AbortSignal) => Promise<T>,
  enabled = true,
): RemoteFirst<T> {
  const db = useLocalDb();
  const online = useOnline();
  const latest = useRef(fetcher);
  latest.current = fetcher;
  const [round, setRound] = useState(0);
  const [answer, setAnswer] = useState<NetworkAnswer<T>>({ key, round, loading: false, ok: false });
  const cached = useLiveQuery(
    async () => (db ? ((await db.meta.get(remoteKey(key))) ?? null) : null),
    [db, key],
  );

  useEffect(() => {
    if (!online || !enabled) return;
    const ctl = new AbortController();
    setAnswer({ key, round, loading: true, ok: false });
    latest.current(ctl.signal).then(
      async (data) => {
        if (ctl.signal.aborted) return;
        setAnswer({ key, round, loading: false, ok: true, data });
        await db?.meta.put({ key: remoteKey(key), value: data, updatedAt: Date.now() }).catch(() => {});
      },
      (error: unknown) => {
        if (!ctl.signal.aborted) setAnswer({ key, round, loading: false, ok: false, error });
      },
    );
    return () => ctl.abort();
  }, [online, key, db, round, enabled]);

  const current = answer.key === key ? answer : { key, round, loading: online && enabled, ok: false };
  return pickRemoteFirst<T>({
    online,
    network: current,
    cached: cached ?? null,
    refresh: () => setRound((n) => n + 1),
  });
}
