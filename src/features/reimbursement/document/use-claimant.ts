// Who is claiming, for a new claim's defaults and its 冲借款 / 还款 choices: the session user's person
// (department, 职级, default card) and their loans with what is still outstanding. Both read network
// first and fall back to this device's last answer, so a claim drafted offline starts filled in.

import type { Person } from '../../../core/contracts/personnel';
import { personnelContracts } from '../../../core/contracts/personnel';
import { type LoanView, reimbursementContracts } from '../../../core/contracts/reimbursement';
import { useReport } from '../../../ui/data/use-report';

export interface Claimant {
  person: Person | null;
  /** The default card first (the server orders them so). */
  card: { accountName: string; bankName: string; accountNo: string } | null;
  loans: readonly LoanView[];
  /** Both answers are in (from the server or this device), or could not be read at all. */
  settled: boolean;
}

const noInput = {};
const myLoans = { borrower: 'me' } as const;

export function useClaimant(): Claimant {
  const me = useReport(personnelContracts.me, noInput);
  const loans = useReport(reimbursementContracts.loans, myLoans);
  return {
    person: me.data?.person ?? null,
    card: me.data?.cards?.[0] ?? null,
    loans: loans.data ?? [],
    settled: !me.loading && !loans.loading,
  };
}
