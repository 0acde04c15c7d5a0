// The card list as a ListSource (src/ui/list): a page per call from /api/aetCard/list (pageIndex,
// pageSize 20/30/40/50, the totals of the whole query), each answer kept on this device under its
// query so a page opened before reads offline with its time, and this device's queued card saves
// laid over it (待同步). When a queued save reaches the server the page is read again.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { CardPage, CardTotals } from '../../../core/contracts/asset-cards';
import type { AnyContract } from '../../../core/contracts/contract';
import { useOnline, useOpenOutboxEntries } from '../../../local';
import { assetCardKind } from '../../../local/assets';
import { readProblem, readReport, useReport } from '../../../ui/data/use-report';
import type { ListSource } from '../../../ui/list';
import { DEFAULT_PAGE_SIZE } from '../../../ui/Pager';
import { useServices } from '../../../ui/services';
import { type CardRow, mergeQueuedCards, type QueueNames } from './queued-cards';

export interface CardPages {
  source: ListSource<CardRow>;
  totals: CardTotals | null;
  refresh(): void;
}

export function useCardPages(
  contract: AnyContract,
  query: Record<string, unknown> | null,
  names: QueueNames,
  belongs: (body: Record<string, unknown>) => boolean,
): CardPages {
  const { api } = useServices();
  const online = useOnline();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const scope = JSON.stringify(query);
  // A new query starts on the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query's text is its identity
  useEffect(() => setPage(1), [scope]);
  const read = useReport(contract, query ? { ...query, pageIndex: page, pageSize } : null);
  const answer = (read.data ?? null) as CardPage | null;
  const entries = useOpenOutboxEntries(assetCardKind);

  // A queued save that left the outbox has reached the server: read the page again.
  const open = entries.length;
  const before = useRef(open);
  useEffect(() => {
    if (open < before.current && online) read.refresh();
    before.current = open;
  }, [open, online, read]);

  const merged = useMemo(
    () =>
      mergeQueuedCards(answer?.currentPageItems ?? [], entries, names, { firstPage: page === 1, belongs }),
    [answer, entries, names, page, belongs],
  );
  const total = (answer?.totalItemCount ?? 0) + merged.added;

  const source: ListSource<CardRow> = {
    rows: merged.rows,
    total,
    page,
    pageSize,
    loading: read.loading,
    error: read.error && !answer ? readProblem(read.error) : null,
    cachedAt: read.source === 'cache' ? read.cachedAt : null,
    canGo: (p) => online || p === page,
    goPage: setPage,
    setPageSize: (size) => {
      setPageSize(size);
      setPage(1);
    },
    allRows: async () => {
      if (!query) return [];
      if (!online) return merged.rows;
      const rows: CardRow[] = [];
      for (let index = 1; ; index += 1) {
        const next = (await readReport(
          api,
          contract,
          { ...query, pageIndex: index, pageSize: 500 },
          {},
        )) as CardPage;
        rows.push(...next.currentPageItems);
        if (rows.length >= next.totalItemCount || next.currentPageItems.length === 0) break;
      }
      return rows;
    },
  };
  return { source, totals: answer?.sumAsssets ?? null, refresh: read.refresh };
}
