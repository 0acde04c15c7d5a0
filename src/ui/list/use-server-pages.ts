// A list the server pages by pageIndex/pageSize ({currentPageItems, totalItemCount}): the shown page
// is read network first, and offline it is the last answer of the same page and filter, with its
// time (useReport). 导出 and 打印 read every page.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { AnswerOf, AnyContract, RequestOf } from '../../core/contracts/contract';
import { readProblem, useReport } from '../data/use-report';
import { DEFAULT_PAGE_SIZE } from '../Pager';
import { useServices } from '../services';
import type { ListSource } from './source';

interface Paged<R> {
  currentPageItems: R[];
  totalItemCount: number;
}

export function useServerPages<C extends AnyContract, R>(
  contract: C,
  filter: Omit<RequestOf<C>, 'pageIndex' | 'pageSize'>,
): ListSource<R> & {
  refresh(): void;
  source: 'network' | 'cache' | 'none';
  /** The shown page's whole answer (a list's totals of the query ride along with its rows). */
  answer: AnswerOf<C> | null;
} {
  const { api } = useServices();
  const [page, setPage] = useState(1);
  const [pageSize, setSize] = useState(DEFAULT_PAGE_SIZE);
  const filterKey = JSON.stringify(filter);
  // The filter by value: a new object with the same fields is the same query.
  const stable = useMemo(() => JSON.parse(filterKey) as typeof filter, [filterKey]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new filter starts on page 1
  useEffect(() => setPage(1), [stable]);
  const input = useMemo(
    () => ({ ...stable, pageIndex: page, pageSize }) as RequestOf<C>,
    [stable, page, pageSize],
  );
  const read = useReport(contract, input);
  const data = read.data as (AnswerOf<C> & Paged<R>) | null | undefined;
  const allRows = useCallback(async () => {
    const rows: R[] = [];
    for (let index = 1; ; index++) {
      const all = { ...stable, pageIndex: index, pageSize: 500 } as RequestOf<C>;
      const answer = (await api.call(contract, all, { loading: false })) as unknown as Paged<R>;
      rows.push(...answer.currentPageItems);
      if (rows.length >= answer.totalItemCount || answer.currentPageItems.length === 0) return rows;
    }
  }, [api, contract, stable]);
  return {
    rows: data?.currentPageItems ?? [],
    total: data?.totalItemCount ?? 0,
    page,
    pageSize,
    loading: read.loading,
    error: read.data === undefined && read.error !== undefined ? readProblem(read.error) : null,
    cachedAt: read.cachedAt,
    goPage: setPage,
    setPageSize: (size: number) => {
      setSize(size);
      setPage(1);
    },
    allRows,
    refresh: read.refresh,
    source: read.source,
    answer: data ?? null,
  };
}
