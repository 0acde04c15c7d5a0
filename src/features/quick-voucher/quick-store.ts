// Which 快捷凭证模板 appear in 经费快速录入 and in what order (快速凭证设置). Kept in this user's
// local database of the ledger set (the local database is per user and ledger set): it is the
// preparer's own working list, it works offline, and the templates it names stay on the server.
import { useLiveQuery } from 'dexie-react-hooks';
import type { LocalDb } from '../../local/db';
import { useLocalDb } from '../../local/hooks';

const orderKey = 'quickVoucher:order';

/** The chosen template ids in order; null while never set (then every template is offered). */
export async function readQuickOrder(db: LocalDb): Promise<number[] | null> {
  const value = (await db.meta.get(orderKey))?.value;
  return Array.isArray(value) && value.every((v) => typeof v === 'number') ? value : null;
}

export async function writeQuickOrder(db: LocalDb, ids: readonly number[]): Promise<void> {
  await db.meta.put({ key: orderKey, value: [...ids], updatedAt: Date.now() });
}

/** undefined while reading; null when never set. */
export function useQuickOrder(): number[] | null | undefined {
  const db = useLocalDb();
  return useLiveQuery(async () => (db ? readQuickOrder(db) : undefined), [db]);
}
