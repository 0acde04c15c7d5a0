// One claim list, a page at a time, paged by the server's keyset cursor (the voucher lists'
// pattern): online the server's answer, kept on this device; offline (or when the server cannot be
// reached) the page as last read, marked with its time. Answers that arrive after a newer request
// are dropped. On 我的 lists, claims drafted on this device that the server has not had yet come
// first on page 1, marked 待同步. The list reads again when the network returns and when one of this device's queued
// actions on a claim reaches the server.
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isApiError } from '../../../api';
import {
  type ClaimListPage,
  type ClaimRow,
  reimbursementContracts,
} from '../../../core/contracts/reimbursement';
import { useLocalDb, useOnline, useOpenOutboxEntries } from '../../../local';
import { claimKind, claimListKey } from '../../../local/claims';
import type { ListSource } from '../../../ui/list';
import { DEFAULT_PAGE_SIZE } from '../../../ui/Pager';
import { useServices, useSession } from '../../../ui/services';
import type { ClaimDraft } from '../document/local-view';
import type { ClaimQuery } from './claim-filter';

interface State {
  rows: readonly ClaimRow[];
  total: number;
  page: number;
  pageSize: number;
  /** cursors[i] reads page i + 1 (null: the first page); known pages only. */
  cursors: readonly (string | null)[];
  loading: boolean;
  error: string | null;
  cachedAt: number | null;
}

const initial: State = {
  rows: [],
  total: 0,
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  cursors: [null],
  loading: true,
  error: null,
  cachedAt: null,
};

export interface ClaimList extends ListSource<ClaimRow> {
  /** Ids with an action of this device not yet on the server (待同步). */
  readonly pending: ReadonlySet<string>;
  reload(): Promise<void>;
}

const noCopy = '离线：本机没有保存过这页单据，联网后会自动读取';
const failure = (e: unknown) => `读取单据失败：${e instanceof Error ? e.message : String(e)}`;

export function useClaimList(query: ClaimQuery | null): ClaimList {
  const { api } = useServices();
  const session = useSession();
  const db = useLocalDb();
  const online = useOnline();
  const [state, setState] = useState<State>(initial);
  const generation = useRef(0);
  const stateRef = useRef(state);
  stateRef.current = state;
  const onlineRef = useRef(online);
  onlineRef.current = online;
  const dbRef = useRef(db);
  dbRef.current = db;
  const ledgerSet = `${session?.zid ?? ''}-${session?.year ?? ''}`;

  const load = useCallback(
    async (page: number, pageSize: number, cursors: readonly (string | null)[]) => {
      if (query === null) return;
      generation.current += 1;
      const mine = generation.current;
      const cursor = cursors[page - 1] ?? null;
      const ask = { ...query, pageSize, ...(cursor ? { cursor } : {}) };
      const key = claimListKey(ledgerSet, ask);
      setState((s) => ({ ...s, page, pageSize, cursors, loading: true, error: null }));
      const fromCache = async (problem: string) => {
        const kept = await dbRef.current?.meta.get(key).catch(() => undefined);
        if (mine !== generation.current) return;
        const answer = kept?.value as ClaimListPage | undefined;
        setState((s) =>
          kept && answer
            ? {
                ...s,
                rows: answer.rows,
                total: answer.total,
                loading: false,
                error: null,
                cachedAt: kept.updatedAt,
              }
            : { ...s, rows: [], total: 0, loading: false, error: problem, cachedAt: null },
        );
      };
      if (!onlineRef.current) return fromCache(noCopy);
      try {
        const answer = await api.call(reimbursementContracts.list, ask, { loading: false });
        if (mine !== generation.current) return;
        const known = cursors.slice(0, page);
        if (answer.nextCursor !== null) known[page] = answer.nextCursor;
        setState((s) => ({
          ...s,
          rows: answer.rows,
          total: answer.total,
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
        setState((s) => ({ ...s, rows: [], total: 0, loading: false, error: failure(e), cachedAt: null }));
      }
    },
    [api, query, ledgerSet],
  );

  const reload = useCallback(async () => {
    const s = stateRef.current;
    await load(s.page, s.pageSize, s.cursors);
  }, [load]);

  // A new query starts on the first page; the page size stays the user's choice.
  useEffect(() => {
    void load(1, stateRef.current.pageSize, [null]);
  }, [load]);

  const reloadRef = useRef(reload);
  reloadRef.current = reload;
  const wasOnline = useRef(online);
  useEffect(() => {
    const back = online && !wasOnline.current;
    wasOnline.current = online;
    if (back || (!online && db)) void reloadRef.current();
  }, [online, db]);

  const open = useOpenOutboxEntries(claimKind);
  const pending = useMemo(() => new Set(open.map((e) => e.entityId)), [open]);
  const lastPending = useRef(pending);
  useEffect(() => {
    const before = lastPending.current;
    lastPending.current = pending;
    if (onlineRef.current && [...before].some((id) => !pending.has(id))) void reloadRef.current();
  }, [pending]);

  // Claims drafted here and never on the server yet: shown on page 1 of the user's own list.
  const drafts = useLiveQuery(
    async () =>
      db
        ? db.drafts
            .where('kind')
            .equals(claimKind)
            .filter((d) => d.syncState !== 'synced')
            .toArray()
        : [],
    [db],
  );
  const queuedRows = useMemo(() => {
    if (query?.scope !== 'mine' || state.page !== 1) return [];
    const known = new Set(state.rows.map((r) => r.id));
    return (drafts ?? [])
      .map((d) => (d.data as ClaimDraft).view)
      .filter((v) => v?.version === 0 && v.type === query.type && !known.has(v.id))
      .map(
        (v): ClaimRow => ({
          id: v.id,
          no: '',
          type: v.type,
          date: v.content.date,
          declarerName: v.declarerName,
          departmentName: v.departmentName,
          reason: v.content.reason,
          amount: v.figures.amount,
          status: v.status,
          positionLabel: v.positionLabel,
          version: v.version,
          updatedAt: v.updatedAt,
          voucherLabel: null,
          awaitsMe: false,
        }),
      );
  }, [drafts, query, state.page, state.rows]);
  const rows = useMemo(() => [...queuedRows, ...state.rows], [queuedRows, state.rows]);

  const allRows = useCallback(async () => {
    if (query === null) return [];
    const s = stateRef.current;
    if (s.page === 1 && s.rows.length >= s.total) return s.rows;
    const rows: ClaimRow[] = [];
    let cursor: string | null = null;
    do {
      const answer: ClaimListPage = await api.call(
        reimbursementContracts.list,
        { ...query, pageSize: 500, ...(cursor ? { cursor } : {}) },
        { loading: true },
      );
      rows.push(...answer.rows);
      cursor = answer.nextCursor;
    } while (cursor !== null && rows.length < 100_000);
    return rows;
  }, [api, query]);

  return {
    rows,
    total: state.total + queuedRows.length,
    page: state.page,
    pageSize: state.pageSize,
    loading: state.loading,
    error: state.error,
    cachedAt: state.cachedAt,
    pending,
    canGo: (page: number) => page >= 1 && state.cursors[page - 1] !== undefined,
    goPage: (page: number) => {
      const s = stateRef.current;
      if (s.cursors[page - 1] !== undefined) void load(page, s.pageSize, s.cursors);
    },
    setPageSize: (size: number) => void load(1, size, [null]),
    allRows,
    reload,
  };
}
