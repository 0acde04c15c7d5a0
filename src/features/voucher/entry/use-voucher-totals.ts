// The 合计 row's figures from the money worker (issue 6: totals and 大写 off the UI thread), the
// same functions the main thread would use, so both give the same cents.

import { isZero } from '../../../core/money';
import { useWorkerValue } from '../../../ui/money/use-worker-value';
import { amountOf, type EntryLine, type Totals, totalsOf, uppercaseOf } from '../../../ui/voucher/grid-model';

export interface VoucherTotals {
  totals: Totals;
  upper: { text: string; error: string | null };
}

export function useVoucherTotals(lines: readonly EntryLine[]): VoucherTotals {
  const debits = lines.map((l) => amountOf(l.debit) ?? '0');
  const credits = lines.map((l) => amountOf(l.credit) ?? '0');
  return useWorkerValue<VoucherTotals>(
    `${debits.join(',')}|${credits.join(',')}`,
    async (worker) => {
      const totals = await worker.totals(debits, credits);
      if (isZero(totals.debit)) return { totals, upper: { text: '', error: null } };
      const written = await worker.uppercase(totals.debit);
      return {
        totals,
        upper: written.ok ? { text: written.text, error: null } : { text: '', error: written.message },
      };
    },
    () => {
      const totals = totalsOf(lines);
      return { totals, upper: uppercaseOf(totals.debit) };
    },
  );
}
