// The state of a ledger set that gates accounting settings: once the opening balances are
// confirmed (期初余额确认), balances and the init settings are locked until an administrator undoes it.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { badRequest, refused } from '../../lib/errors.ts';

export const LOCKED_MESSAGE = '期初余额已确认，不能修改';

export interface LedgerState {
  id: number;
  kind: 'grassroots' | 'county';
  startYear: number;
  successionState: 'pending' | 'done' | 'skipped';
  confirmedAt: Date | null;
}

export async function ledgerState(db: Kysely<Database>, ledgerSetId: number): Promise<LedgerState> {
  const row = await db
    .selectFrom('ledger_set')
    .select(['id', 'kind', 'start_year', 'succession_state', 'init_confirmed_at'])
    .where('id', '=', ledgerSetId)
    .executeTakeFirst();
  if (!row) throw badRequest('账套不存在');
  return {
    id: row.id,
    kind: row.kind,
    startYear: row.start_year,
    successionState: row.succession_state,
    confirmedAt: row.init_confirmed_at,
  };
}

/**
 * Refuses when the opening balances are confirmed. Inside a write, `for update` holds the ledger
 * row so a concurrent confirm waits for this write (and then sees its result) instead of racing it.
 */
export async function assertOpeningEditable(db: Kysely<Database>, ledgerSetId: number): Promise<LedgerState> {
  await db.selectFrom('ledger_set').select('id').where('id', '=', ledgerSetId).forUpdate().execute();
  const state = await ledgerState(db, ledgerSetId);
  if (state.confirmedAt) throw refused(LOCKED_MESSAGE);
  return state;
}
