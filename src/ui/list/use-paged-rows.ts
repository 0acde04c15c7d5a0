// A list whose rows are all in memory (a reference table, a filtered cache answer) paged here:
// 20 a page by default (spec 000 §9); back to page 1 when the rows are a new query's, and never
// past the last page when rows go away.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { DEFAULT_PAGE_SIZE, pageCount } from '../Pager';
import type { ListSource } from './source';

export interface PagedRowsOptions {
  loading?: boolean;
  error?: string | null;
  cachedAt?: number | null;
  /** A new value (the applied filter) starts again on page 1. */
  queryKey?: unknown;
}

export function usePagedRows<R>(all: readonly R[], options: PagedRowsOptions = {}): ListSource<R> {
  const { loading = false, error = null, cachedAt = null, queryKey } = options;
  const [page, setPage] = useState(1);
  const [pageSize, setSize] = useState(DEFAULT_PAGE_SIZE);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key itself is the trigger
  useEffect(() => setPage(1), [queryKey]);
  const last = pageCount(all.length, pageSize);
  const shown = Math.min(page, last);
  const rows = useMemo(() => all.slice((shown - 1) * pageSize, shown * pageSize), [all, shown, pageSize]);
  const setPageSize = useCallback((size: number) => {
    setSize(size);
    setPage(1);
  }, []);
  const allRows = useCallback(async () => all, [all]);
  return {
    rows,
    total: all.length,
    page: shown,
    pageSize,
    loading,
    error,
    cachedAt,
    goPage: setPage,
    setPageSize,
    allRows,
  };
}
