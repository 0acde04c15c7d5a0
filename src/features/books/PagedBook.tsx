// A detail book in the report frame, a page at a time with the shared pager (keyset pages from the
// server, 承前页/过次页 carrying the balance between them); 导出Excel and 打印 take the whole book.
// A voucher line opens the voucher read-only.
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import type { AnswerOf, RequestOf } from '../../core/contracts/contract';
import type { BookRow } from '../../core/contracts/ledger-answers';
import { type PagedContract, usePagedReport } from '../../ui/data/use-paged-report';
import { Pager } from '../../ui/Pager';
import { VoucherViewDialog } from '../../ui/voucher/VoucherViewDialog';
import { ReportFrame } from './frame/ReportFrame';
import type { ReportSheet } from './frame/sheet';
import type { VoucherLink } from './sheets/books';
import { withCarried } from './sheets/carried';

/** A detail book's call: its pages' rows are book rows (kind 'line' for voucher lines). */
type BookContract = PagedContract & { readonly answer?: { rows: BookRow[] } };

export interface PagedBookProps<C extends BookContract> {
  title: string;
  contract: C;
  /** null: the screen cannot ask yet (`problem` says why). */
  query: RequestOf<C> | null;
  problem?: string | null;
  filters: ReactNode;
  /** The sheet of an answer: one page on screen, every row for export and print. */
  toSheet(data: AnswerOf<C>): ReportSheet<VoucherLink>;
  status?: (data: AnswerOf<C>) => ReactNode;
  testId?: string;
}

/** The server's page size counts voucher lines, not the day, month and year rows among them. */
const linesOf = (rows: readonly BookRow[]) => rows.filter((r) => r.kind === 'line').length;

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
  const book = usePagedReport(contract, problem ? null : query, (rows) =>
    linesOf(rows as readonly BookRow[]),
  );
  const [viewing, setViewing] = useState<string | null>(null);
  const { data, hasNext, readAll } = book;
  const rows = book.rows as readonly BookRow[];
  const sheet = useMemo(() => {
    if (!data) return null;
    const whole = toSheet(data);
    return { ...whole, rows: withCarried(whole.rows, rows, hasNext) };
  }, [data, rows, hasNext, toSheet]);
  const wholeSheet = useCallback(async () => toSheet(await readAll()), [readAll, toSheet]);

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
        footer={`本页 ${linesOf(rows)} 笔凭证分录`}
        footerEnd={
          <Pager
            page={book.page}
            pageSize={book.pageSize}
            total={book.total}
            canGo={book.canGo}
            onPage={book.goPage}
            onPageSize={book.setPageSize}
            disabled={book.read.loading}
            label={`${title}分页`}
          />
        }
        wholeSheet={wholeSheet}
      />
      <VoucherViewDialog voucherId={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
