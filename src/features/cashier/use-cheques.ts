// The cheque register from the cache, each cheque with what this device knows about it: an action
// waiting for the server (待同步), the server's refusal of it, and the 10-day validity flag (逾期).
import { useMemo } from 'react';
import { chequeExpiry, isOverdue } from '../../core/cashier/cheques';
import { toCalendarDate } from '../../core/rules/dates';
import { useLocalDb, usePendingSyncIds, useReference, useReferencePulledAt } from '../../local';
import { type ChequeRecord, type ChequeRow, chequeKind } from '../../local/cheques';
import { useFailures } from './use-failures';

export interface ChequeView {
  row: ChequeRow;
  pending: boolean;
  failure: string | undefined;
  overdue: boolean;
  /** The last day it may be presented (issued cheques). */
  expiresOn: string | null;
}

export function useCheques(today = toCalendarDate(new Date())) {
  const db = useLocalDb();
  const read = useReference<ChequeRecord>('cheques') as ChequeRow[] | undefined;
  const cached = db === null ? undefined : read;
  const pulledAt = useReferencePulledAt('cheques');
  const pending = usePendingSyncIds(chequeKind);
  const failures = useFailures(chequeKind);
  const views = useMemo(
    () =>
      cached?.map(
        (row): ChequeView => ({
          row,
          pending: pending.has(row.key),
          failure: failures.get(row.key),
          overdue: isOverdue(row, today),
          expiresOn: row.state === 'issued' && row.issuedOn ? chequeExpiry(row.issuedOn) : null,
        }),
      ),
    [cached, pending, failures, today],
  );
  return { views, pulledAt };
}
