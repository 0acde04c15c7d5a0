// Balances are kept as debit and credit (never a float, never a signed amount that loses its
// side); screens show one amount in the subject's own direction, negative when on the other side.
// Parents are never stored: they roll up from their end-level subjects here.
import { fromCents, type Money, parseMoney, toCents } from '../money';
import type { ChartEntry } from './tree';
import type { Direction } from './types';

export interface DebitCredit {
  debit: Money;
  credit: Money;
}

/** debit - credit in cents. */
export function debitNetOf(debit: string, credit: string): bigint {
  return toCents(parseMoney(debit)) - toCents(parseMoney(credit));
}

/** The signed amount in the subject's direction (what init-subject-balance shows) as debit-net cents. */
export function amountToDebitNet(amount: string, direction: Direction): bigint {
  const cents = toCents(parseMoney(amount));
  return direction === 1 ? cents : -cents;
}

/** Debit-net cents shown in the subject's direction: a credit balance of a debit subject is negative. */
export function debitNetToAmount(debitNet: bigint, direction: Direction): Money {
  return fromCents(direction === 1 ? debitNet : -debitNet);
}

/** Debit-net cents as a debit or a credit, the other side zero. */
export function debitNetToSides(debitNet: bigint): DebitCredit {
  return debitNet >= 0n
    ? { debit: fromCents(debitNet), credit: fromCents(0n) }
    : { debit: fromCents(0n), credit: fromCents(-debitNet) };
}

/** The amount in the subject's direction, as the stored debit and credit. */
export function amountToSides(amount: string, direction: Direction): DebitCredit {
  return debitNetToSides(amountToDebitNet(amount, direction));
}

/**
 * Debit-net cents of every subject: its own (end-level) value plus all its descendants'. Only
 * leaves should carry values; a value given for a parent is added like any other.
 */
export function rollUp(
  chart: readonly ChartEntry[],
  values: ReadonlyMap<string, bigint>,
): Map<string, bigint> {
  const parents = new Map(chart.map((s) => [s.code, s.parentCode]));
  const totals = new Map<string, bigint>(chart.map((s) => [s.code, 0n]));
  for (const [code, value] of values) {
    if (value === 0n) continue;
    const seen = new Set<string>();
    let current: string | null | undefined = code;
    while (current !== null && current !== undefined && !seen.has(current)) {
      seen.add(current);
      totals.set(current, (totals.get(current) ?? 0n) + value);
      current = parents.get(current);
    }
  }
  return totals;
}
