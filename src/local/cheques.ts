// The cheque register offline: every cheque of the ledger set cached in `cheques` (a unit buys a few
// hundred a year), so the register's screens read and filter it with no network. 领用, 退回, 报销 and
// 作废 are outbox entries carrying the version the cashier saw, shown at once on the cached row as
// 待同步; a purchase is an outbox entry whose answer brings its new cheques into the cache.
import type { ApiClient } from '../api/client';
import { uuidV4 } from '../api/signer';
import type { ChequeAction, ChequeType } from '../core/cashier/types';
import { type Cheque, chequeContracts, type PurchaseAnswer } from '../core/contracts/cheque';
import { type LocalDb, requireLocalDb } from './db';
import { enqueueSave } from './outbox';
import type { CachedRow, OutboxEntry, Plain } from './types';

export const chequeKind = 'cheque';
export const chequePurchaseKind = 'chequePurchase';

export type ChequeRecord = Plain<Cheque>;
export type ChequeRow = CachedRow<ChequeRecord>;

/** `code` orders the cache: by account, then number. */
export function toChequeRow(c: ChequeRecord): ChequeRow {
  return { ...c, key: String(c.id), code: `${String(c.accountId).padStart(8, '0')}:${c.chequeNo}` };
}

export async function loadCheques(api: ApiClient): Promise<CachedRow[]> {
  const rows = await api.call(chequeContracts.list, {}, { loading: false, background: true });
  return rows.map(toChequeRow);
}

const isCheque = (d: unknown): d is Cheque =>
  typeof d === 'object' && d !== null && 'chequeNo' in d && 'state' in d && 'version' in d;

const isPurchase = (d: unknown): d is PurchaseAnswer =>
  typeof d === 'object' && d !== null && 'purchase' in d && 'cheques' in d;

export const chequeOutboxKind = {
  toRow: (data: unknown): CachedRow | null => (isCheque(data) ? toChequeRow(data) : null),
  /** The next action on the same cheque, queued behind this one, acts on the version it produced. */
  rebase: (body: unknown, data: unknown) =>
    isCheque(data) && typeof body === 'object' && body !== null ? { ...body, version: data.version } : body,
};

export const chequePurchaseOutboxKind = {
  answer: {
    tables: [] as string[],
    async apply(db: LocalDb, _entry: OutboxEntry, data: unknown): Promise<void> {
      if (isPurchase(data)) await db.cheques.bulkPut(data.cheques.map(toChequeRow));
    },
  },
};

export interface PurchaseInput {
  accountId: number;
  accountLabel: string;
  chequeType: ChequeType;
  prefix: string;
  start: string;
  end: string;
  boughtOn: string;
  remark: string;
}

export function queuePurchase(input: PurchaseInput, db: LocalDb = requireLocalDb()): Promise<OutboxEntry> {
  const prefix = input.prefix.trim().toUpperCase();
  return enqueueSave(
    {
      kind: chequePurchaseKind,
      entityId: uuidV4(),
      method: 'POST',
      path: chequeContracts.purchase.path,
      body: {
        accountId: input.accountId,
        chequeType: input.chequeType,
        prefix,
        start: input.start.trim(),
        end: input.end.trim(),
        boughtOn: input.boughtOn,
        remark: input.remark.trim(),
      },
      label: `登记支票 ${input.accountLabel} ${prefix}${input.start.trim()}–${prefix}${input.end.trim()}`,
    },
    db,
  );
}

const actionPath: Readonly<Record<ChequeAction, string>> = {
  issue: chequeContracts.issue.path,
  return: chequeContracts.return.path,
  writeOff: chequeContracts.writeOff.path,
  void: chequeContracts.void.path,
};

const actionLabel: Readonly<Record<ChequeAction, string>> = {
  issue: '领用支票',
  return: '退回支票',
  writeOff: '报销支票',
  void: '作废支票',
};

/**
 * An action on a cheque: the request (with the version the cashier saw) and the row as it will be,
 * shown in the cache at once until the server's answer replaces it.
 */
export function queueChequeAction(
  row: ChequeRow,
  action: ChequeAction,
  body: Record<string, unknown>,
  after: Partial<ChequeRecord>,
  db: LocalDb = requireLocalDb(),
): Promise<OutboxEntry> {
  return enqueueSave(
    {
      kind: chequeKind,
      entityId: row.key,
      method: 'POST',
      path: actionPath[action],
      body: { ...body, id: row.id, version: row.version },
      label: `${actionLabel[action]} ${row.chequeNo}`,
      optimistic: { table: 'cheques', row: { ...row, ...after } },
    },
    db,
  );
}
