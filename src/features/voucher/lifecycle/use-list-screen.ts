// What every lifecycle list screen shares: the session's year, the filter being edited and the one
// applied, the list with its paging, the voucher types, the ticked rows, and a refresh when a
// kept-alive tab comes back into view (the voucher may have been changed on another tab).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { openMessageDialog } from '../../../ui/dialogs';
import { useServices, useSession } from '../../../ui/services';
import { checkFilter, defaultFilter, sameFilter, type VoucherFilter } from './list-filter';
import { emptySelection, pruneSelection, type Selection } from './selection';
import type { VoucherStatus, VoucherTypeView } from './types';
import { useVoucherList } from './use-voucher-list';
import { fetchVoucherTypes } from './voucher-api';

/** The month a list opens on: this month in the current year, else the year's first or last. */
export function openingMonth(year: number, today: Date = new Date()): number {
  const thisYear = today.getFullYear();
  if (year === thisYear) return today.getMonth() + 1;
  return year < thisYear ? 12 : 1;
}

export function useVoucherTypes(): readonly VoucherTypeView[] {
  const { api } = useServices();
  const [types, setTypes] = useState<readonly VoucherTypeView[]>([]);
  useEffect(() => {
    let live = true;
    fetchVoucherTypes(api)
      .then((list) => {
        if (live) setTypes([...list].sort((a, b) => a.sort - b.sort));
      })
      // The type filter then offers only 全部; the list itself still works.
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [api]);
  return types;
}

export interface ListScreenOptions {
  readonly active: boolean;
  readonly status?: VoucherStatus | '';
}

export function useListScreen({ active, status = '' }: ListScreenOptions) {
  const session = useSession();
  const year = session?.year ?? null;
  const start = useMemo(
    () => (year === null ? null : defaultFilter(year, openingMonth(year), status)),
    [year, status],
  );
  const [draft, setDraft] = useState<VoucherFilter | null>(start);
  const [applied, setApplied] = useState<VoucherFilter | null>(start);
  // A year switch (切换账套或会计年度) starts the screen over on the new year.
  useEffect(() => {
    setDraft(start);
    setApplied(start);
  }, [start]);

  const list = useVoucherList(applied);
  const types = useVoucherTypes();
  const [selection, setSelection] = useState<Selection>(emptySelection);
  const ids = useMemo(() => list.rows.map((r) => r.id), [list.rows]);
  useEffect(() => setSelection((s) => pruneSelection(s, ids)), [ids]);

  const search = useCallback(async () => {
    if (draft === null) return;
    const problem = checkFilter(draft);
    if (problem) {
      await openMessageDialog({ title: '查询条件有误', message: problem, tone: 'warning' });
      return;
    }
    if (applied !== null && sameFilter(draft, applied)) await list.reload();
    else setApplied(draft);
  }, [draft, applied, list]);

  const reset = useCallback(() => {
    setDraft(start);
    setApplied(start);
  }, [start]);

  const wasActive = useRef(active);
  const { reload } = list;
  useEffect(() => {
    if (active && !wasActive.current) void reload();
    wasActive.current = active;
  }, [active, reload]);

  const can = useCallback((key: string) => session?.permissions.includes(key) ?? false, [session]);

  return { year, draft, setDraft, applied, list, types, selection, setSelection, search, reset, can };
}
