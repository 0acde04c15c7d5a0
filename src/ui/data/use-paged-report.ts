// A detail book a page at a time (spec 000 §9: 20 rows a page, 20/30/40/50 to choose). The server
// pages by keyset cursor and sends no total (a count would scan the whole selection, while a page
// costs the same at any ledger size), so the pager offers the pages whose cursor is known and
// learns the total on the last page. Each page is read network first and kept on this device
// under its own query (like useRemoteFirst), so offline the pager moves among the pages seen.
// Answers that arrive after a newer request are dropped. readAll gives export and print every row.
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../api';
import type { AnswerOf, AnyContract, RequestOf } from '../../core/contracts/contract';
import { type RemoteFirst, useLocalDb, useOnline } from '../../local';
import { remoteKey } from '../../local/remote-first';
import { DEFAULT_PAGE_SIZE } from '../Pager';
import { useServices } from '../services';
import { reportCacheKey } from './cache-key';
import { cursorKnown, learnCursor, type Page } from './paging';
import { readReport, useLedgerSetTag } from './use-report';

/** The largest page the books' calls take (ledger-query pageFields): fewest calls for readAll. */
export const WHOLE_BOOK_PAGE_SIZE = 500;
/** readAll stops here, so a server answering the same cursor forever cannot hang the screen. */
const MAX_PAGES = 2000;

/** A contract answering pages of rows and taking the keyset cursor and the page size. */
export type PagedContract = AnyContract & {
  readonly answer?: Page<unknown>;
  readonly request: { readonly TYPE: { cursor?: string | undefined; pageSize?: number | undefined } };
};

type RowOf<C> = AnswerOf<C> extends Page<infer R> ? R : never;

export interface PagedRead<P extends Page<R>, R> {
  /** The shown page's answer and where it came from (the report frame's status line). */
  read: RemoteFirst<P | null>;
  data: P | null;
  rows: R[];
  /** The shown page, 1-based. */
  page: number;
  pageSize: number;
  hasNext: boolean;
  /** What `count` gives over the whole query, once its last page has been read; null before. */
  total: number | null;
  canGo(page: number): boolean;
  goPage(page: number): void;
  setPageSize(size: number): void;
  /** Every page as one answer (export, print): from the server, or offline from the pages kept. */
  readAll(): Promise<P>;
}

interface State<P> {
  /** The query (without paging) the shown answer belongs to. */
  scope: string | null;
  page: number;
  pageSize: number;
  cursors: readonly (string | null)[];
  /** The last page and its count, once read (every page before it counts pageSize). */
  end: End;
  data: P | null;
  source: 'network' | 'cache' | 'none';
  cachedAt: number | null;
  loading: boolean;
  error: unknown;
}

const initial: State<never> = {
  scope: null,
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  cursors: [null],
  end: null,
  data: null,
  source: 'none',
  cachedAt: null,
  loading: false,
  error: undefined,
};

/**
 * `count` says how many of a page's rows the page size counts (the books: voucher lines, not their
 * day and month totals); all of them by default.
 */
export function usePagedReport<C extends PagedContract>(
  contract: C,
  input: RequestOf<C> | null,
  count: (rows: readonly RowOf<C>[]) => number = (rows) => rows.length,
): PagedRead<AnswerOf<C>, RowOf<C>> {
  type P = AnswerOf<C>;
  const { api } = useServices();
  const db = useLocalDb();
  const online = useOnline();
  const ledgerSet = useLedgerSetTag();
  const scope = input ? reportCacheKey(ledgerSet, contract.path, input) : null;
  const [state, setState] = useState<State<P>>(initial);
  const generation = useRef(0);
  // Read at call time: going offline or the database opening must not restart the book on page 1.
  const live = useRef({ state, online, db, input, count });
  live.current = { state, online, db, input, count };

  const keyOf = useCallback(
    (pageSize: number, cursor: string | null) =>
      scope === null
        ? null
        : remoteKey(
            reportCacheKey(ledgerSet, contract.path, pagedQuery(live.current.input, pageSize, cursor)),
          ),
    [ledgerSet, contract.path, scope],
  );

  const load = useCallback(
    async (page: number, pageSize: number, cursors: readonly (string | null)[]) => {
      const query = live.current.input;
      const key = keyOf(pageSize, cursors[page - 1] ?? null);
      if (!query || key === null) return;
      generation.current += 1;
      const mine = generation.current;
      const cursor = cursors[page - 1] ?? null;
      setState((s) => ({ ...s, loading: true }));
      const shown = (answer: P | null, from: Partial<State<P>>) =>
        setState((s) => ({
          ...s,
          scope,
          page,
          pageSize,
          cursors: answer ? learnCursor(cursors, page, answer.nextCursor) : cursors,
          end: endAfter(
            s.scope === scope && s.pageSize === pageSize ? s.end : null,
            page,
            answer && {
              count: live.current.count(answer.rows as RowOf<C>[]),
              more: answer.nextCursor !== null,
            },
          ),
          data: answer,
          loading: false,
          error: undefined,
          cachedAt: null,
          source: answer ? 'network' : 'none',
          ...from,
        }));
      const fromCache = async (error: unknown) => {
        const kept = await live.current.db?.meta.get(key).catch(() => undefined);
        if (mine !== generation.current) return;
        shown((kept?.value as P | undefined) ?? null, {
          source: kept ? 'cache' : 'none',
          cachedAt: kept?.updatedAt ?? null,
          error,
        });
      };
      // Offline the call cannot succeed: straight to what this device kept, with no failed call.
      if (!live.current.online) return fromCache(undefined);
      try {
        const answer = (await readReport(api, contract, pagedQuery(query, pageSize, cursor), {})) as P;
        if (mine !== generation.current) return;
        shown(answer, {});
        await live.current.db?.meta.put({ key, value: answer, updatedAt: Date.now() }).catch(() => {});
      } catch (error) {
        if (mine !== generation.current) return;
        await fromCache(error);
      }
    },
    [api, contract, keyOf, scope],
  );

  // A new filter (or ledger set) starts on the first page; the page size stays the user's choice.
  useEffect(() => {
    if (scope === null) {
      generation.current += 1;
      setState((s) => ({ ...initial, pageSize: s.pageSize }));
      return;
    }
    void load(1, live.current.state.pageSize, [null]);
  }, [scope, load]);

  const reload = useCallback(() => {
    const s = live.current.state;
    if (s.scope === scope) void load(s.page, s.pageSize, s.cursors);
  }, [load, scope]);

  // Back online: the server's answer replaces the kept one. Offline, the database opening (after a
  // reload of the app) lets the kept page show.
  const wasOnline = useRef(online);
  useEffect(() => {
    const back = online && !wasOnline.current;
    wasOnline.current = online;
    if (back || (!online && db)) reload();
  }, [online, db, reload]);

  const current = state.scope === scope ? state : { ...initial, pageSize: state.pageSize };

  // Offline only the pages kept on this device can be shown.
  const keys = current.cursors.map((c) => keyOf(current.pageSize, c) ?? '');
  const kept = useLiveQuery(
    async () => (online || !db ? null : (await db.meta.bulkGet(keys)).map((r) => r !== undefined)),
    [online, db, keys.join('\n')],
  );

  const canGo = (page: number) => cursorKnown(current.cursors, page) && (online || kept?.[page - 1] === true);

  const readAll = useCallback(async (): Promise<P> => {
    const s = live.current.state;
    if (live.current.online) {
      try {
        return await walk((cursor) =>
          readReport(api, contract, pagedQuery(live.current.input, WHOLE_BOOK_PAGE_SIZE, cursor), {}).then(
            (a) => a as P,
          ),
        );
      } catch (error) {
        // The server answered with a refusal: that is the answer. Unreachable: try the kept pages.
        if (!isApiError(error) || !error.networkError) throw error;
      }
    }
    return walk(async (cursor) => {
      const key = keyOf(s.pageSize, cursor);
      const kept = key ? await live.current.db?.meta.get(key) : undefined;
      if (!kept) throw new Error('离线：本机没有保存这本账的全部页，联网后再导出或打印');
      return kept.value as P;
    });
  }, [api, contract, keyOf]);

  const data = current.data;
  return {
    read: {
      data,
      source: current.source,
      cachedAt: current.cachedAt,
      loading: state.loading,
      error: current.error,
      refresh: reload,
    },
    data,
    rows: (data?.rows ?? []) as RowOf<C>[],
    page: current.page,
    pageSize: current.pageSize,
    hasNext: (data?.nextCursor ?? null) !== null,
    total: current.end ? (current.end.page - 1) * current.pageSize + current.end.count : null,
    canGo,
    goPage: (page) => {
      if (canGo(page)) void load(page, current.pageSize, current.cursors);
    },
    setPageSize: (size) => void load(1, size, [null]),
    readAll,
  };
}

type End = { page: number; count: number } | null;

/**
 * Where the query ends after `page` answered (`count` of its rows, whether another page follows).
 * A page that goes on where the end was (rows were added meanwhile) makes the end unknown again.
 */
function endAfter(end: End, page: number, answer: { count: number; more: boolean } | null): End {
  if (!answer) return end;
  if (!answer.more) return { page, count: answer.count };
  return end && end.page <= page ? null : end;
}

function pagedQuery(input: object | null, pageSize: number, cursor: string | null): object {
  return { ...input, pageSize, ...(cursor ? { cursor } : {}) };
}

/** Every page from the first, each read by `page`, as one answer with all the rows. */
async function walk<P extends Page<unknown>>(page: (cursor: string | null) => Promise<P>): Promise<P> {
  const first = await page(null);
  const rows = [...first.rows];
  let cursor = first.nextCursor;
  for (let n = 1; cursor !== null && n < MAX_PAGES; n++) {
    const next = await page(cursor);
    rows.push(...next.rows);
    cursor = next.nextCursor === cursor ? null : next.nextCursor;
  }
  return { ...first, rows, nextCursor: null };
}
