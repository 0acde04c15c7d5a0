// 预借旅费 against 报销总额 (rule T14): the traveller is paid the difference (补领) or pays it back (退还).
import { compare, type Money, sub } from '../money';
import { requireAmount } from './travel-input';

export interface Settlement {
  kind: '补领' | '退还' | '持平';
  /** Never negative; '0.00' for 持平. */
  amount: Money;
}

/**
 * @throws TravelRuleError when an amount is not one or is negative.
 */
export function settle({ advanced, reimbursed }: { advanced: string; reimbursed: string }): Settlement {
  const loan = requireAmount('预借旅费', advanced);
  const claim = requireAmount('报销总额', reimbursed);
  const order = compare(claim, loan);
  if (order > 0) return { kind: '补领', amount: sub(claim, loan) };
  if (order < 0) return { kind: '退还', amount: sub(loan, claim) };
  return { kind: '持平', amount: sub(claim, loan) };
}
