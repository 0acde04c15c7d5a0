// Who may write into a ledger set's books at the same time. Saves, deletes and un-posts hold a
// shared lock; closing, reopening and renumbering a month hold it exclusively, so they never see a
// month change under them. Advisory locks write no row: concurrent savers do not contend on it.
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';

type Trx = Transaction<Database>;

/** The first key of the two-key advisory lock: 'VCHR', so other modules' locks never collide. */
export const BOOKS_LOCK = 0x56434852;

/**
 * Takes the books lock (save.ts takes the shared one in its own first statement). `for key share`
 * also holds the ledger row against a concurrent undo of the opening confirmation (which locks it
 * `for update`). Anything read after this statement sees every close committed before the lock.
 */
export async function lockBooks(trx: Trx, ledgerSetId: number, mode: 'shared' | 'exclusive'): Promise<void> {
  const lock =
    mode === 'shared'
      ? sql`pg_advisory_xact_lock_shared(${BOOKS_LOCK}::int, l.id)`
      : sql`pg_advisory_xact_lock(${BOOKS_LOCK}::int, l.id)`;
  const { rows } = await sql<{ id: number }>`
    select l.id, ${lock} as locked from ledger_set l where l.id = ${ledgerSetId} for key share
  `.execute(trx);
  if (rows.length === 0) throw badRequest('账套不存在');
}

/** Whether the month is closed: it or a later month of the ledger set has been closed (结账). */
export async function monthClosed(
  trx: Trx,
  ledgerSetId: number,
  year: number,
  month: number,
): Promise<boolean> {
  const { rows } = await sql<{ closed: boolean }>`
    select voucher_month_closed(${ledgerSetId}::int, ${year}::int, ${month}::int) as closed
  `.execute(trx);
  return rows[0]?.closed === true;
}
