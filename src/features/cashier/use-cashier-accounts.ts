// The cashier's accounts from the cache, of one kind or all, enabled ones first; and the account a
// screen shows (from its query, else the first).
import { useMemo } from 'react';
import type { AccountKind } from '../../core/cashier/types';
import type { CashierAccount } from '../../core/contracts/cashier';
import { useLocalDb, useReference } from '../../local';
import type { CashierAccountRecord, CashierAccountRow } from '../../local/cashier-accounts';

/** Accounts the server knows (a new one offline has no id yet to read a book by). */
export function useCashierAccounts(kind?: AccountKind): CashierAccount[] | undefined {
  // Until this device's database opens there is nothing to say (not "no accounts").
  const db = useLocalDb();
  const read = useReference<CashierAccountRecord>('cashierAccounts') as CashierAccountRow[] | undefined;
  const cached = db === null ? undefined : read;
  return useMemo(
    () =>
      cached
        ?.filter(
          (a): a is CashierAccountRow & { id: number } =>
            a.id !== null && (kind === undefined || a.kind === kind),
        )
        .sort((a, b) => Number(b.enabled) - Number(a.enabled) || (a.code < b.code ? -1 : 1)),
    [cached, kind],
  );
}

export const accountOption = (a: CashierAccount) => ({
  value: String(a.id),
  label: `${a.code} ${a.name}${a.enabled ? '' : '（停用）'}`,
});
