// Report reads: network first, and the last answer of the same ledger set and filter when offline
// or when the call fails (src/local useRemoteFirst), so a report opened before still shows, marked
// with the time it was fetched. Detail books page with the server's keyset cursor (加载更多); the
// pages loaded so far are saved together, so offline shows as much as was seen.
import { useCallback, useState } from 'react';
import { isApiError, type Query } from '../../api';
import { type RemoteFirst, useLocalDb, useOnline, useRemoteFirst } from '../../local';
import { remoteKey } from '../../local/remote-first';
import { useServices, useSession } from '../services';
import { reportCacheKey } from './cache-key';

/** Why a read failed, in words for the status line. */
export function readProblem(error: unknown): string {
  if (isApiError(error)) return error.networkError ? '无法连接服务器' : error.message;
  return '读取失败，请稍后重试';
}

function useReportKey(path: string, query: Query | null): string {
  const session = useSession();
  const ledgerSet = `${session?.zid ?? ''}-${session?.year ?? ''}`;
  return query ? reportCacheKey(ledgerSet, path, query) : `books:${ledgerSet}:${path}:idle`;
}

/**
 * One report answer. `query` null means the screen cannot ask yet (no subject chosen): nothing is
 * fetched and the answer is null.
 */
export function useReport<T>(path: string, query: Query | null): RemoteFirst<T | null> {
  const { api } = useServices();
  const key = useReportKey(path, query);
  return useRemoteFirst<T | null>(key, (signal) =>
    query
      ? api.get<T>(path, query, { loading: false, quiet: true, signal })
      : Promise.resolve<T | null>(null),
  );
}

export interface Page<R> {
  rows: R[];
  nextCursor: string | null;
}

export interface PagedRead<P extends Page<R>, R> {
  read: RemoteFirst<P | null>;
  /** The first page's answer with every loaded row. */
  data: P | null;
  rows: R[];
  hasMore: boolean;
  loadingMore: boolean;
  moreError: string | null;
  loadMore(): void;
}

interface More<R> {
  key: string;
  base: unknown;
  rows: R[];
  nextCursor: string | null;
}

export const PAGE_SIZE = 200;

export function usePagedReport<P extends Page<R>, R>(path: string, query: Query | null): PagedRead<P, R> {
  const { api } = useServices();
  const db = useLocalDb();
  const online = useOnline();
  const paged = query ? { ...query, pageSize: String(PAGE_SIZE) } : null;
  const key = useReportKey(path, paged);
  const read = useReport<P>(path, paged);
  const [more, setMore] = useState<More<R> | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);

  const base = read.data ?? null;
  // Pages loaded after this very first page; a new filter or a fresh first page drops them.
  const extra = more && more.key === key && more.base === base ? more : null;
  const rows = base ? (extra ? [...base.rows, ...extra.rows] : base.rows) : [];
  const nextCursor = extra ? extra.nextCursor : (base?.nextCursor ?? null);

  const loadMore = useCallback(() => {
    if (!paged || !base || !nextCursor || loadingMore) return;
    setLoadingMore(true);
    setMoreError(null);
    api
      .get<P>(path, { ...paged, cursor: nextCursor }, { loading: false, quiet: true })
      .then(async (page) => {
        const loaded = [...(extra?.rows ?? []), ...page.rows];
        setMore({ key, base, rows: loaded, nextCursor: page.nextCursor });
        // Offline, the screen shows everything seen so far (and cannot page further).
        const merged = { ...base, rows: [...base.rows, ...loaded], nextCursor: null };
        await db?.meta.put({ key: remoteKey(key), value: merged, updatedAt: Date.now() }).catch(() => {});
      })
      .catch((error: unknown) => setMoreError(readProblem(error)))
      .finally(() => setLoadingMore(false));
  }, [api, db, path, paged, base, nextCursor, loadingMore, extra, key]);

  return {
    read,
    data: base ? ({ ...base, rows } as P) : null,
    rows,
    hasMore: online && nextCursor !== null,
    loadingMore,
    moreError,
    loadMore,
  };
}
