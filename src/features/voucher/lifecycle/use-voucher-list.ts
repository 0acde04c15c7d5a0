// One voucher list with keyset paging: the first page on every new filter (or reload), further
// pages appended by 加载更多. Answers that arrive after a newer request are dropped, so a slow
// old page never overwrites the list the person asked for last.

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useReference } from '../../../local';
import type { OperatorRecord } from '../../../local/operators';
import { useServices } from '../../../ui/services';
import type { VoucherFilter } from './list-filter';
import type { UserRef, VoucherListRow } from './types';
import { listVouchers } from './voucher-api';

export interface VoucherListState {
  readonly rows: readonly VoucherListRow[];
  readonly total: number;
  readonly nextCursor: string | null;
  readonly loading: boolean;
  readonly loadingMore: boolean;
  readonly error: string | null;
}

const initial: VoucherListState = {
  rows: [],
  total: 0,
  nextCursor: null,
  loading: false,
  loadingMore: false,
  error: null,
};

export interface VoucherList extends VoucherListState {
  reload(): Promise<void>;
  loadMore(): Promise<void>;
  /** Everyone seen as a preparer in any answer so far (for the filter's 制单人 list). */
  readonly preparers: readonly UserRef[];
}

const failure = (e: unknown) => `读取凭证失败：${e instanceof Error ? e.message : String(e)}`;

/** `filter` null: nothing to load yet (e.g. the session has no year). */
export function useVoucherList(filter: VoucherFilter | null, pageSize?: number): VoucherList {
  const { api } = useServices();
  const [state, setState] = useState<VoucherListState>(initial);
  const [preparers, setPreparers] = useState<readonly UserRef[]>([]);
  const generation = useRef(0);
  const stateRef = useRef(state);
  stateRef.current = state;

  const learnPreparers = useCallback((rows: readonly VoucherListRow[]) => {
    setPreparers((known) => {
      const ids = new Set(known.map((p) => p.id));
      const added = rows.map((r) => r.preparedBy).filter((p) => !ids.has(p.id) && ids.add(p.id));
      return added.length === 0 ? known : [...known, ...added];
    });
  }, []);

  const reload = useCallback(async () => {
    if (filter === null) return;
    generation.current += 1;
    const mine = generation.current;
    setState((s) => ({ ...s, loading: true, loadingMore: false, error: null }));
    try {
      const page = await listVouchers(api, filter, null, pageSize);
      if (mine !== generation.current) return;
      learnPreparers(page.rows);
      setState({ ...initial, rows: page.rows, total: page.total, nextCursor: page.nextCursor });
    } catch (e) {
      if (mine !== generation.current) return;
      setState({ ...initial, error: failure(e) });
    }
  }, [api, filter, pageSize, learnPreparers]);

  const loadMore = useCallback(async () => {
    const current = stateRef.current;
    if (filter === null || current.nextCursor === null || current.loadingMore || current.loading) return;
    const mine = generation.current;
    setState((s) => ({ ...s, loadingMore: true }));
    try {
      const page = await listVouchers(api, filter, current.nextCursor, pageSize);
      if (mine !== generation.current) return;
      learnPreparers(page.rows);
      setState((s) => {
        // Keyset pages never overlap, but a voucher saved between pages could; keep the first copy.
        const seen = new Set(s.rows.map((r) => r.id));
        const rows = [...s.rows, ...page.rows.filter((r) => !seen.has(r.id))];
        return { ...s, rows, total: page.total, nextCursor: page.nextCursor, loadingMore: false };
      });
    } catch (e) {
      if (mine !== generation.current) return;
      setState((s) => ({ ...s, loadingMore: false, error: failure(e) }));
    }
  }, [api, filter, pageSize, learnPreparers]);

  useEffect(() => {
    void reload();
  }, [reload]);

  // Every operator of the ledger set (cached), plus preparers seen in results who are no longer one.
  const operators = useReference<OperatorRecord>('operators');
  const choices = useMemo(() => {
    const all: UserRef[] = (operators ?? []).map((o) => ({ id: o.id, name: o.name }));
    const ids = new Set(all.map((o) => o.id));
    return [...all, ...preparers.filter((p) => !ids.has(p.id))];
  }, [operators, preparers]);

  return { ...state, preparers: choices, reload, loadMore };
}
