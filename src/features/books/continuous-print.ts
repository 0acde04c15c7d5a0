// 凭证连续打印: which vouchers a choice of period, type, status and number range selects, how they
// are read (GET /api/voucher/list through every page, then GET /api/voucher/get for each), and each
// one in the voucher print layout of 凭证录入 (print-model), so a batch prints like a single voucher.

import type { ApiClient } from '../../api';
import { voucherContracts } from '../../core/contracts/voucher';
import type { VoucherListPage, VoucherListRow, VoucherStatus, VoucherView } from '../../core/voucher/types';
import { type PaperSize, type PrintableVoucher, printableOf } from '../../ui/voucher/print-model';
import { draftFromView } from '../../ui/voucher/voucher-draft';

export interface PrintFilter {
  readonly year: number;
  readonly monthFrom: number;
  readonly monthTo: number;
  /** Type code ('记'); '' for every type. */
  readonly voucherType: string;
  /** '' for every status; 已记账 (posted) by default: the books are printed once posted. */
  readonly status: VoucherStatus | '';
  /** Voucher numbers as typed ('' when open). */
  readonly noFrom: string;
  readonly noTo: string;
}

/** The largest page the list call allows: fewest round trips for a batch. */
export const LIST_PAGE_SIZE = 500;

const wholeNumber = /^\d{1,6}$/;

/** Why the filter cannot be listed, in the words of the filter bar; null when it can. */
export function printFilterProblem(f: PrintFilter): string | null {
  if (f.monthFrom > f.monthTo) return `起始月份 ${f.monthFrom} 月不能晚于结束月份 ${f.monthTo} 月`;
  const from = f.noFrom.trim();
  const to = f.noTo.trim();
  if (from !== '' && !wholeNumber.test(from)) return `起始凭证号“${from}”应为正整数`;
  if (to !== '' && !wholeNumber.test(to)) return `结束凭证号“${to}”应为正整数`;
  if (from !== '' && to !== '' && Number(from) > Number(to)) {
    return `起始凭证号 ${Number(from)} 不能大于结束凭证号 ${Number(to)}`;
  }
  return null;
}

/** The fields of the voucher list call this screen sets, typed as that call takes them. */
export type PrintListQuery = {
  year: number;
  month: number;
  monthTo: number;
  pageSize: number;
  voucherType?: string;
  status?: string;
  cursor?: string;
};

/** The list query of one page (the number range is not a list filter: it is applied here). */
export function listQueryOf(f: PrintFilter, cursor: string | null): PrintListQuery {
  const q: PrintListQuery = {
    year: f.year,
    month: f.monthFrom,
    monthTo: f.monthTo,
    pageSize: LIST_PAGE_SIZE,
  };
  if (f.voucherType) q.voucherType = f.voucherType;
  if (f.status) q.status = f.status;
  if (cursor) q.cursor = cursor;
  return q;
}

/** Within the number range (each month and type numbers from 1, so the range applies to each). */
export function inNumberRange(row: Pick<VoucherListRow, 'voucherNo'>, f: PrintFilter): boolean {
  const from = f.noFrom.trim();
  const to = f.noTo.trim();
  if (from !== '' && row.voucherNo < Number(from)) return false;
  if (to !== '' && row.voucherNo > Number(to)) return false;
  return true;
}

/** Every voucher the filter selects, in the list's order (year, month, type, number). */
export async function listForPrint(api: ApiClient, f: PrintFilter): Promise<VoucherListRow[]> {
  const rows: VoucherListRow[] = [];
  let cursor: string | null = null;
  // Bounded so a server answering the same cursor forever cannot hang the screen.
  for (let pages = 0; pages < 1000; pages++) {
    const page: VoucherListPage = await api.call(voucherContracts.list, listQueryOf(f, cursor), {
      loading: false,
    });
    rows.push(...page.rows.filter((r) => inNumberRange(r, f)));
    if (!page.nextCursor || page.nextCursor === cursor) break;
    cursor = page.nextCursor;
  }
  return rows;
}

/** Reads the full vouchers, a few at a time, in the list's order; progress(done, total). */
export async function loadForPrint(
  api: ApiClient,
  ids: readonly string[],
  progress: (done: number, total: number) => void = () => {},
  parallel = 4,
): Promise<VoucherView[]> {
  const views: VoucherView[] = new Array(ids.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < ids.length) {
      const i = next++;
      views[i] = await api.call(voucherContracts.get, { id: ids[i] as string }, { loading: false });
      done += 1;
      progress(done, ids.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, ids.length) }, worker));
  return views;
}

/** A stored voucher in the print layout of 凭证录入 (the view becomes the entry screen's draft). */
export function printableOfView(view: VoucherView, unit: string, paper: PaperSize): PrintableVoucher {
  let n = 0;
  const draft = draftFromView(view, () => `${view.id}-${++n}`);
  return printableOf(
    draft,
    { unit, typeName: view.voucherTypeName, preparedBy: view.preparedBy.name },
    paper,
  );
}

/** How many sheets the batch prints (a long voucher takes several). */
export function sheetCount(vouchers: readonly PrintableVoucher[]): number {
  return vouchers.reduce((n, v) => n + v.pages.length, 0);
}
