// The voucher calls the lifecycle screens make (src/core/contracts/voucher.ts). Lists load without the
// full-screen mask (the table shows its own state); moves run under the mask so nothing is
// clicked twice while the server works.
import { type ApiClient, isApiError } from '../../../api';
import { ErrorCode, sessionEndCodes } from '../../../core/contracts/errors';
import { voucherContracts } from '../../../core/contracts/voucher';
import type { BatchKind } from './batch';
import { filterToQuery, type VoucherFilter } from './list-filter';
import { closeRefusalReasons } from './periods';
import type {
  PeriodView,
  VoucherBatchResult,
  VoucherListPage,
  VoucherListRow,
  VoucherTypeView,
} from './types';

export function listVouchers(
  api: ApiClient,
  filter: VoucherFilter,
  cursor: string | null,
  pageSize?: number,
): Promise<VoucherListPage> {
  return api.call(voucherContracts.list, filterToQuery(filter, cursor, pageSize), { loading: false });
}

export function runBatch(
  api: ApiClient,
  kind: BatchKind,
  ids: readonly string[],
): Promise<VoucherBatchResult> {
  return api.call(voucherContracts[kind], { ids: [...ids] });
}

export function fetchPeriods(api: ApiClient, year: number): Promise<PeriodView[]> {
  return api.call(voucherContracts.periods, { year }, { loading: false });
}

export function fetchVoucherTypes(api: ApiClient): Promise<VoucherTypeView[]> {
  return api.call(voucherContracts.types, {}, { loading: false, quiet: true });
}

/** Codes whose own reaction (login page, calibration, ledger set dialog) is the whole answer. */
function shellHandles(code: number): boolean {
  return (
    sessionEndCodes.includes(code) || code === ErrorCode.ledgerSetForbidden || code === ErrorCode.clockSkew
  );
}

export type MonthMoveResult = { readonly ok: true } | { readonly ok: false; readonly reasons: string[] };

/**
 * 结账 / 反结账. A refusal is an answer, not a failure: its reasons (data.reasons) come back for the
 * screen's list instead of a passing notice. Network and other faults still throw.
 */
export async function moveMonth(
  api: ApiClient,
  move: 'closeMonth' | 'reopenMonth',
  year: number,
  month: number,
): Promise<MonthMoveResult> {
  try {
    await api.call(voucherContracts[move], { year, month }, { quiet: true });
    return { ok: true };
  } catch (error) {
    if (isApiError(error) && error.kind === 'business' && !shellHandles(error.code)) {
      return { ok: false, reasons: closeRefusalReasons(error.data, error.message) };
    }
    throw error;
  }
}

export function renumberMonth(api: ApiClient, year: number, month: number): Promise<{ changed: number }> {
  return api.call(voucherContracts.renumber, { year, month });
}

/** Every voucher of a filter, page after page (凭证整理 needs the whole month to see its gaps). */
export async function listAllVouchers(
  api: ApiClient,
  filter: VoucherFilter,
  pageSize = 200,
  maxPages = 100,
): Promise<VoucherListPage> {
  const rows: VoucherListRow[] = [];
  let cursor: string | null = null;
  let total = 0;
  for (let page = 0; page < maxPages; page += 1) {
    const answer: VoucherListPage = await listVouchers(api, filter, cursor, pageSize);
    rows.push(...answer.rows);
    total = answer.total;
    cursor = answer.nextCursor;
    if (cursor === null) break;
  }
  return { rows, total, nextCursor: cursor };
}
