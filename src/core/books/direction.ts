// How books show a balance (会计基础工作规范 第六十条): an amount with its side 借 or 贷, and 平
// when it is zero. Amounts are debit-net cents inside the books code; strings only at the edge.
import { fromCents, type Money } from '../money';

export type BalanceSide = '借' | '贷' | '平';

export interface ShownBalance {
  direction: BalanceSide;
  /** Never negative: the side says which way it lies. */
  balance: Money;
}

export function sideOf(debitNet: bigint): BalanceSide {
  return debitNet > 0n ? '借' : debitNet < 0n ? '贷' : '平';
}

export function showBalance(debitNet: bigint): ShownBalance {
  return { direction: sideOf(debitNet), balance: fromCents(debitNet < 0n ? -debitNet : debitNet) };
}

/** A balance as the two columns of a 科目余额表: one side carries it, the other is zero. */
export function splitSides(debitNet: bigint): { debit: Money; credit: Money } {
  return debitNet >= 0n
    ? { debit: fromCents(debitNet), credit: fromCents(0n) }
    : { debit: fromCents(0n), credit: fromCents(-debitNet) };
}

/** The signed amount in a subject's own direction (1 借, 2 贷): a credit balance of 101 is negative. */
export function inDirection(debitNet: bigint, direction: 1 | 2): bigint {
  return direction === 1 ? debitNet : -debitNet;
}
