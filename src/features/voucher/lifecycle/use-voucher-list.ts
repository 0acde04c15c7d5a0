// One voucher list, a page at a time (spec 000 §9: 20 a page, 20/30/40/50 to choose), network first:
// every answer is kept on this device, so offline (or when the server cannot be reached) the list
// shows the last answer of the same page, marked with its time, like the books (src/ui/data). This
// device's saves still in the outbox are laid over it, marked 待同步. The list reads again by itself
// when the network returns and when one of those saves reaches the server. The server pages by
// keyset cursor: the pager offers the pages whose cursor is known (first, seen, next). Answers
// that arrive after a newer request are dropped, so a slow old page never overwrites the newest.

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isApiError } from '../../../api';
import { useLocalDb, useOnline, useOpenOutboxEntries, useReference } from '../../../local';
import type { OperatorRecord } from '../../../local/operators';
import { remoteKey } from '../../../local/remote-first';
import { voucherKind } from '../../../local/vouchers';
import { reportCacheKey } from '../../../ui/data/cache-key';
import type { ListSource } from '../../../ui/list';
import { DEFAULT_PAGE_SIZE } from '../../../ui/Pager';
import { useServices, useSession } from '../../../ui/services';
import { filterToQuery, type VoucherFilter } from './list-filter';
import { mergeQueued, queuedRows } from './queued-rows';
import type { UserRef, VoucherListPage, VoucherListRow, VoucherTypeView } from './types';
import { listAllVouchers, listVouchers } from './voucher-api';

export interface VoucherListState {
  /** The server's rows of the shown page (live or kept), before the queued saves are laid over. */
  readonly serverRows: readonly VoucherListRow[];
  readonly serverTotal: number;
  /** 1-based. */
  readonly page: number;
  readonly pageSize: number;
  /** cursors[i]: the cursor that reads page i + 1 (null for the first page); known pages only. */
  readonly cursors: readonly (string | null)[];
  readonly loading: boolean;
  readonly error: string | null;
  /** When the shown answer was kept (ms epoch): set when it comes from this device, not the server. */
  readonly cachedAt: number | null;
}

const initial: VoucherListState = {
  serverRows: [],
  serverTotal: 0,
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  cursors: [null],
  loading: false,
  error: null,
  cachedAt: null,
};

export interface VoucherList extends ListSource<VoucherListRow> {
  /** The page's rows with this device's queued saves (new ones first on page 1). */
  readonly rows: readonly VoucherListRow[];
  /** Ids shown with 待同步. */
  readonly pending: ReadonlySet<string>;
  readonly error: string | null;
  readonly cachedAt: number | null;
  canGo(page: number): boolean;
  goPage(page: number): Promise<void>;
  setPageSize(size: number): Promise<void>;
  reload(): Promise<void>;
  /** Everyone seen as a preparer in any answer so far (for the filter's 制单人 list). */
  readonly preparers: readonly UserRef[];
}

const failure = (e: unknown) => `读取凭证失败：${e instanceof Error ? e.message : String(e)}`;
const noCopy = '离线：本机没有保存过这页凭证，联网后会自动读取';

/** `filter` null: nothing to load yet (e.g. the session has no year). */
export function useVoucherList(
  filter: VoucherFilter | null,
  types: readonly VoucherTypeView[] = [],
): VoucherList {
  const { api } = useServices();
  const session = useSession();
  const db = useLocalDb();
  const online = useOnline();
  const [state, setState] = useState<VoucherListState>(initial);
  const [preparers, setPreparers] = useState<readonly UserRef[]>([]);
  const generation = useRef(0);
  const stateRef = useRef(state);
  stateRef.current = state;
  const ledgerSet = `${session?.zid ?? ''}-${session?.year ?? ''}`;
  // Read at call time: going offline or the database opening must not restart the list on page 1.
  const onlineRef = useRef(online);
  onlineRef.current = online;
  const dbRef = useRef(db);
  dbRef.current = db;

  const learnPreparers = useCallback((rows: readonly VoucherListRow[]) => {
    setPreparers((known) => {
      const ids = new Set(known.map((p) => p.id));
      const added = rows.map((r) => r.preparedBy).filter((p) => !ids.has(p.id) && ids.add(p.id));
      return added.length === 0 ? known : [...known, ...added];
    });
  }, []);

  /** Reads page `page` with `cursors`; the answer is kept, and stands in when the server cannot answer. */
  const load = useCallback(
    async (page: number, pageSize: number, cursors: readonly (string | null)[]) => {
      if (filter === null) return;
      generation.current += 1;
      const mine = generation.current;
      const cursor = cursors[page - 1] ?? null;
      const key = remoteKey(
        reportCacheKey(ledgerSet, '/api/voucher/list', filterToQuery(filter, cursor, pageSize)),
      );
      setState((s) => ({ ...s, page, pageSize, cursors, loading: true, error: null }));
      const fromCache = async (problem: string) => {
        const kept = await dbRef.current?.meta.get(key).catch(() => undefined);
        if (mine !== generation.current) return;
        const answer = kept?.value as VoucherListPage | undefined;
        if (kept && answer) {
          learnPreparers(answer.rows);
          setState((s) => ({
            ...s,
            serverRows: answer.rows,
            serverTotal: answer.total,
            loading: false,
            error: null,
            cachedAt: kept.updatedAt,
          }));
        } else {
          setState((s) => ({
            ...s,
            serverRows: [],
            serverTotal: 0,
            loading: false,
            error: problem,
            cachedAt: null,
          }));
        }
      };
      // Offline the call cannot succeed: go straight to what this device kept, with no failed call.
      if (!onlineRef.current) return fromCache(noCopy);
      try {
        const answer = await listVouchers(api, filter, cursor, pageSize);
        if (mine !== generation.current) return;
        learnPreparers(answer.rows);
        const known = [...cursors.slice(0, page)];
        if (answer.nextCursor !== null) known[page] = answer.nextCursor;
        setState((s) => ({
          ...s,
          serverRows: answer.rows,
          serverTotal: answer.total,
          cursors: known,
          loading: false,
          error: null,
          cachedAt: null,
        }));
        await dbRef.current?.meta.put({ key, value: answer, updatedAt: Date.now() }).catch(() => {});
      } catch (e) {
        if (mine !== generation.current) return;
        // No answer: the kept copy is the best there is. A refusal is the server's word: show it.
        if (isApiError(e) && e.networkError) return fromCache(failure(e));
        setState((s) => ({
          ...s,
          serverRows: [],
          serverTotal: 0,
          loading: false,
          error: failure(e),
          cachedAt: null,
        }));
      }
    },
    [api, filter, ledgerSet, learnPreparers],
  );

  const reload = useCallback(async () => {
    const s = stateRef.current;
    await load(s.page, s.pageSize, s.cursors);
  }, [load]);

  const canGo = useCallback(
    (page: number) => page >= 1 && stateRef.current.cursors[page - 1] !== undefined,
    [],
  );

  const goPage = useCallback(
    async (page: number) => {
      const s = stateRef.current;
      if (s.cursors[page - 1] === undefined) return;
      await load(page, s.pageSize, s.cursors);
    },
    [load],
  );

  const setPageSize = useCallback((size: number) => load(1, size, [null]), [load]);

  // A new filter (or ledger set) starts on the first page; the page size stays the user's choice.
  useEffect(() => {
    void load(1, stateRef.current.pageSize, [null]);
  }, [load]);

  // Back online: the server's answer replaces the kept one. Offline, the database opening (after a
  // reload of the app) lets the kept answer show.
  const reloadRef = useRef(reload);
  reloadRef.current = reload;
  const wasOnline = useRef(online);
  useEffect(() => {
    const back = online && !wasOnline.current;
    wasOnline.current = online;
    if (back || (!online && db)) void reloadRef.current();
  }, [online, db]);

  // This device's saves not yet on the server; when one arrives, the list reads again to show the
  // server's number for it (and whatever else changed meanwhile).
  const open = useOpenOutboxEntries(voucherKind);
  const openIds = useMemo(() => new Set(open.map((e) => e.entityId)), [open]);
  const lastOpen = useRef(openIds);
  useEffect(() => {
    const before = lastOpen.current;
    lastOpen.current = openIds;
    if (onlineRef.current && [...before].some((id) => !openIds.has(id))) void reloadRef.current();
  }, [openIds]);

  // Every operator of the ledger set (cached), plus preparers seen in results who are no longer one.
  const operators = useReference<OperatorRecord>('operators');
  // The queued saves are this user's: the 制单人 the server will record (found among the operators).
  const preparer = useMemo<UserRef>(() => {
    const me = operators?.find((o) => o.userName === session?.userName);
    return me
      ? { id: me.id, name: me.name }
      : { id: 0, name: session?.realName || session?.userName || '本机' };
  }, [operators, session]);
  const queued = useMemo(() => queuedRows(open, { types, preparer }), [open, types, preparer]);
  const merged = useMemo(
    () =>
      filter === null
        ? { rows: [...state.serverRows], pending: new Set<string>(), added: 0 }
        : mergeQueued(state.serverRows, queued, filter, state.page === 1),
    [queued, filter, state.serverRows, state.page],
  );

  // 导出Excel and 打印 take the whole query: the shown page when it is all of it (so a one-page list
  // exports offline too), else every page read again, with the queued saves as on page 1.
  const allRows = useCallback(async () => {
    if (filter === null) return [];
    const s = stateRef.current;
    if (s.page === 1 && s.serverRows.length >= s.serverTotal) return merged.rows;
    const all = await listAllVouchers(api, filter);
    return mergeQueued(all.rows, queued, filter, true).rows;
  }, [api, filter, queued, merged.rows]);

  const choices = useMemo(() => {
    const all: UserRef[] = (operators ?? []).map((o) => ({ id: o.id, name: o.name }));
    const ids = new Set(all.map((o) => o.id));
    return [...all, ...preparers.filter((p) => !ids.has(p.id))];
  }, [operators, preparers]);

  return {
    rows: merged.rows,
    pending: merged.pending,
    total: state.serverTotal + merged.added,
    page: state.page,
    pageSize: state.pageSize,
    loading: state.loading,
    error: state.error,
    cachedAt: state.cachedAt,
    canGo,
    goPage,
    setPageSize,
    reload,
    allRows,
    preparers: choices,
  };
}
