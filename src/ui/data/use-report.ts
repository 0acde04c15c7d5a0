// Report reads: network first, and the last answer of the same ledger set and filter when offline
// or when the call fails (src/local useRemoteFirst), so a report opened before still shows, marked
// with the time it was fetched. Detail books page with the server's keyset cursor (加载更多); the
// pages loaded so far are saved together, so offline shows as much as was seen.
import { useCallback, useState } from 'react';
import { type ApiClient, type CallOptions, isApiError } from '../../api';
import type { AnswerOf, AnyContract, RequestOf } from '../../core/contracts/contract';
import { type RemoteFirst, useLocalDb, useOnline, useRemoteFirst } from '../../local';
import { remoteKey } from '../../local/remote-first';
import { useServices, useSession } from '../services';
import { reportCacheKey } from './cache-key';

/** Why a read failed, in words for the status line. */
export function readProblem(error: unknown): string {
  if (isApiError(error)) return error.networkError ? '无法连接服务器' : error.message;
  return '读取失败，请稍后重试';
}

function useReportKey(contract: AnyContract, input: object | null): string {
  const session = useSession();
  const ledgerSet = `${session?.zid ?? ''}-${session?.year ?? ''}`;
  return input ? reportCacheKey(ledgerSet, contract.path, input) : `books:${ledgerSet}:${contract.path}:idle`;
}

/**
 * A report call nobody waits on with a mask; refusals show in the report's status line. Untyped
 * here so the generic hooks can call any contract; they give the answer its contract's type.
 */
function read(
  api: ApiClient,
  contract: AnyContract,
  input: object,
  opts: CallOptions<unknown>,
): Promise<unknown> {
  return api.call(contract, input, { loading: false, quiet: true, ...opts });
}

/**
 * One report answer. `input` null means the screen cannot ask yet (no subject chosen): nothing is
 * fetched and the answer is null.
 */
export function useReport<C extends AnyContract>(
  contract: C,
  input: RequestOf<C> | null,
): RemoteFirst<AnswerOf<C> | null> {
  const { api } = useServices();
  const key = useReportKey(contract, input);
  return useRemoteFirst<AnswerOf<C> | null>(key, (signal) =>
    input
      ? (read(api, contract, input, { signal }) as Promise<AnswerOf<C>>)
      : Promise.resolve<AnswerOf<C> | null>(null),
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

/** A contract answering pages of rows and taking the keyset cursor and the page size. */
export type PagedContract = AnyContract & {
  readonly answer?: Page<unknown>;
  readonly request: { readonly TYPE: { cursor?: string | undefined; pageSize?: number | undefined } };
};

type RowOf<C> = AnswerOf<C> extends Page<infer R> ? R : never;

export function usePagedReport<C extends PagedContract>(
  contract: C,
  input: RequestOf<C> | null,
): PagedRead<AnswerOf<C>, RowOf<C>> {
  type P = AnswerOf<C>;
  type R = RowOf<C>;
  const { api } = useServices();
  const db = useLocalDb();
  const online = useOnline();
  const paged: RequestOf<C> | null = input ? { ...input, pageSize: PAGE_SIZE } : null;
  const key = useReportKey(contract, paged);
  const first = useReport(contract, paged);
  const [more, setMore] = useState<More<R> | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);

  const base = (first.data ?? null) as P | null;
  // Pages loaded after this very first page; a new filter or a fresh first page drops them.
  const extra = more && more.key === key && more.base === base ? more : null;
  const rows = base ? (extra ? [...base.rows, ...extra.rows] : base.rows) : [];
  const nextCursor = extra ? extra.nextCursor : (base?.nextCursor ?? null);

  const loadMore = useCallback(() => {
    if (!paged || !base || !nextCursor || loadingMore) return;
    setLoadingMore(true);
    setMoreError(null);
    (read(api, contract, { ...paged, cursor: nextCursor }, {}) as Promise<Page<R>>)
      .then(async (page) => {
        const loaded = [...(extra?.rows ?? []), ...page.rows];
        setMore({ key, base, rows: loaded, nextCursor: page.nextCursor });
        // Offline, the screen shows everything seen so far (and cannot page further).
        const merged = { ...base, rows: [...base.rows, ...loaded], nextCursor: null };
        await db?.meta.put({ key: remoteKey(key), value: merged, updatedAt: Date.now() }).catch(() => {});
      })
      .catch((error: unknown) => setMoreError(readProblem(error)))
      .finally(() => setLoadingMore(false));
  }, [api, db, contract, paged, base, nextCursor, loadingMore, extra, key]);

  return {
    read: first as RemoteFirst<P | null>,
    data: base ? ({ ...base, rows } as P) : null,
    rows,
    hasMore: online && nextCursor !== null,
    loadingMore,
    moreError,
    loadMore,
  };
}
