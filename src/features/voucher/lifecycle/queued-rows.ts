// This device's voucher saves that have not reached the server, as list rows marked 待同步: a list
// read offline (or before the replayer sent them) still shows what the user entered here. A queued
// edit of a listed voucher replaces that row's figures; a queued new voucher is listed on the
// first page, without a number until the server gives it one.
import { compare, sum, tryParseMoney } from '../../../core/money';
import type { OutboxEntry } from '../../../local/types';
import type { VoucherFilter } from './list-filter';
import type { UserRef, VoucherListRow, VoucherTypeView } from './types';

interface QueuedBody {
  id?: unknown;
  version?: unknown;
  voucherDate?: unknown;
  voucherType?: unknown;
  numberOfDocument?: unknown;
  entries?: unknown;
}

interface QueuedEntry {
  summary?: unknown;
  code?: unknown;
  debitAmount?: unknown;
  creditAmount?: unknown;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const money = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : '0');

/** The type a save without one gets on the server (记账凭证, else 普通, else the first enabled). */
function defaultType(types: readonly VoucherTypeView[]): VoucherTypeView | undefined {
  const enabled = types.filter((t) => t.enabled);
  return (
    enabled.find((t) => t.name === '记账凭证') ?? enabled.find((t) => t.name.includes('普通')) ?? enabled[0]
  );
}

/** A queued save as a row, with what the filter and the merge need besides. */
export interface QueuedRow extends VoucherListRow {
  /** Every line's subject code (the filter's 科目 matches any line). */
  readonly codes: readonly string[];
  /** Never on the server yet (its first save is queued): listed on the first page. */
  readonly isNew: boolean;
}

export interface QueuedRowContext {
  types: readonly VoucherTypeView[];
  /** The user of this device: every queued save is theirs. */
  preparer: UserRef;
}

/** The newest open save of each voucher, as the row the list would show once the server has it. */
export function queuedRows(entries: readonly OutboxEntry[], context: QueuedRowContext): QueuedRow[] {
  const latest = new Map<string, OutboxEntry>();
  for (const entry of [...entries].sort((a, b) => a.seq - b.seq)) latest.set(entry.entityId, entry);
  const rows: QueuedRow[] = [];
  for (const entry of latest.values()) {
    const body = (entry.body ?? {}) as QueuedBody;
    const date = text(body.voucherDate);
    const [year, month] = date.split('-').map(Number);
    if (!year || !month) continue;
    const lines = (Array.isArray(body.entries) ? body.entries : []) as QueuedEntry[];
    const type =
      context.types.find((t) => t.code === text(body.voucherType)) ??
      (body.voucherType ? undefined : defaultType(context.types));
    rows.push({
      id: entry.entityId,
      year,
      month,
      voucherDate: date,
      voucherType: type?.code ?? text(body.voucherType),
      voucherTypeName: type?.name ?? '',
      voucherNo: 0,
      numberOfDocument: typeof body.numberOfDocument === 'number' ? body.numberOfDocument : 0,
      status: 'saved',
      version: typeof body.version === 'number' ? body.version : 0,
      summary: text(lines[0]?.summary),
      debitTotal: sum(lines.map((l) => money(l.debitAmount))),
      creditTotal: sum(lines.map((l) => money(l.creditAmount))),
      preparedBy: context.preparer,
      reviewer: null,
      bookkeeper: null,
      codes: lines.map((l) => text(l.code)),
      isNew: typeof body.version !== 'number',
    });
  }
  return rows;
}

/** The filter's test on a queued row (the server applies the same one to stored vouchers). */
export function matchesFilter(row: QueuedRow, filter: VoucherFilter): boolean {
  if (row.year !== filter.year || row.month < filter.monthFrom || row.month > filter.monthTo) return false;
  if (filter.status && filter.status !== row.status) return false;
  if (filter.voucherType && filter.voucherType !== row.voucherType) return false;
  if (filter.preparedBy && filter.preparedBy !== String(row.preparedBy.id)) return false;
  const summary = filter.summary.trim();
  if (summary && !row.summary.includes(summary)) return false;
  const code = filter.code.trim();
  if (code && !row.codes.some((c) => c.startsWith(code))) return false;
  const min = tryParseMoney(filter.amountMin);
  const max = tryParseMoney(filter.amountMax);
  if (filter.amountMin.trim() && min !== null && compare(row.debitTotal, min) < 0) return false;
  if (filter.amountMax.trim() && max !== null && compare(row.debitTotal, max) > 0) return false;
  return true;
}

export interface MergedPage {
  rows: VoucherListRow[];
  /** Ids shown with 待同步. */
  pending: Set<string>;
  /** Queued new vouchers added to the page (not in the server's total yet). */
  added: number;
}

/**
 * The server's page with this device's queued saves laid over it: an edit replaces the listed
 * row's figures (keeping its number and status); new vouchers go first, on the first page only.
 */
export function mergeQueued(
  page: readonly VoucherListRow[],
  queued: readonly QueuedRow[],
  filter: VoucherFilter,
  firstPage: boolean,
): MergedPage {
  const byId = new Map(queued.map((row) => [row.id, row]));
  const pending = new Set<string>();
  const rows = page.map((row) => {
    const edit = byId.get(row.id);
    if (!edit) return row;
    pending.add(row.id);
    byId.delete(row.id);
    return {
      ...row,
      voucherDate: edit.voucherDate,
      summary: edit.summary,
      debitTotal: edit.debitTotal,
      creditTotal: edit.creditTotal,
    };
  });
  // An edit of a voucher listed on another page stays there; only new ones join the first page.
  const fresh = firstPage ? [...byId.values()].filter((row) => row.isNew && matchesFilter(row, filter)) : [];
  for (const row of fresh) pending.add(row.id);
  const plain = fresh.map(({ codes: _codes, isNew: _isNew, ...row }) => row);
  return { rows: [...plain, ...rows], pending, added: fresh.length };
}
