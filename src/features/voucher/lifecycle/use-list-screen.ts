// What every lifecycle list screen shares: the session's year, the list frame's state (the filter
// being edited and the one applied, the ticked rows), the list with its paging, the voucher types,
// and a refresh when a kept-alive tab comes back into view (the voucher may have been changed on
// another tab).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useListState } from '../../../ui/list';
import { useServices, useSession } from '../../../ui/services';
import { checkFilter, defaultFilter, describeFilter, sameFilter, type VoucherFilter } from './list-filter';
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
  const state = useListState<VoucherFilter>({ start, check: checkFilter, same: sameFilter });
  const types = useVoucherTypes();
  const list = useVoucherList(state.applied, types);

  const wasActive = useRef(active);
  const { reload } = list;
  useEffect(() => {
    if (active && !wasActive.current) void reload();
    wasActive.current = active;
  }, [active, reload]);

  const can = useCallback((key: string) => session?.permissions.includes(key) ?? false, [session]);
  const filterLine = useMemo(
    () => (state.applied === null ? '' : describeFilter(state.applied, list.preparers)),
    [state.applied, list.preparers],
  );

  /** 查询: the same query again reads the shown page again. */
  const search = useCallback(() => state.search(reload), [state, reload]);

  return { ...state, year, list, types, search, can, filterLine };
}
