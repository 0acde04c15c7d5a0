// A detail book in the report frame: keyset pages from the server (加载更多 fetches the next one,
// and scrolling to the end does too), a voucher line opens the voucher read-only.
import { Button } from '@mantine/core';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import type { AnswerOf, RequestOf } from '../../core/contracts/contract';
import { type PagedContract, usePagedReport } from '../../ui/data/use-report';
import { VoucherViewDialog } from '../../ui/voucher/VoucherViewDialog';
import { ReportFrame } from './frame/ReportFrame';
import type { ReportSheet } from './frame/sheet';
import type { VoucherLink } from './sheets/books';

/** A detail book's call: its pages' rows are book rows (kind 'line' for voucher lines). */
type BookContract = PagedContract & { readonly answer?: { rows: { kind: string }[] } };

export interface PagedBookProps<C extends BookContract> {
  title: string;
  contract: C;
  /** null: the screen cannot ask yet (`problem` says why). */
  query: RequestOf<C> | null;
  problem?: string | null;
  filters: ReactNode;
  /** The sheet of what is loaded so far. */
  toSheet(data: AnswerOf<C>): ReportSheet<VoucherLink>;
  status?: (data: AnswerOf<C>) => ReactNode;
  testId?: string;
}

export function PagedBook<C extends BookContract>({
  title,
  contract,
  query,
  problem,
  filters,
  toSheet,
  status,
  testId,
}: PagedBookProps<C>) {
  const book = usePagedReport(contract, problem ? null : query);
  const [viewing, setViewing] = useState<string | null>(null);
  const { data } = book;
  const sheet = useMemo(() => (data ? toSheet(data) : null), [data, toSheet]);
  const lines = (book.rows as readonly { kind: string }[]).filter((r) => r.kind === 'line').length;
  const sentinel = useRef<HTMLDivElement | null>(null);
  const { hasMore, loadingMore, loadMore } = book;

  // Infinite scroll: the next page loads when the end of the table comes into view.
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !loadingMore) loadMore();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, loadingMore, loadMore]);

  return (
    <>
      <ReportFrame
        testId={testId}
        title={title}
        filters={filters}
        read={book.read}
        sheet={sheet}
        problem={problem ?? (query ? null : '请选择要查询的科目')}
        onOpen={(link) => setViewing(link.voucherId)}
        hint="单击分录行查看凭证"
        openLabel={(row) => `查看凭证 ${row.link?.voucherWord ?? ''}`}
        status={data && status?.(data)}
        footer={`共 ${lines} 笔凭证分录${hasMore ? '（还有更多）' : ''}`}
        footerEnd={
          <>
            {book.moreError && <span style={{ color: '#c92a2a' }}>{book.moreError}</span>}
            {hasMore && (
              <Button size="compact-xs" variant="light" loading={loadingMore} onClick={loadMore}>
                加载更多
              </Button>
            )}
          </>
        }
        afterTable={<div ref={sentinel} style={{ height: 1 }} />}
      />
      <VoucherViewDialog voucherId={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
