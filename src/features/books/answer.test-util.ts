// Answers as fixtures write them: JSON carries Money as a plain string, so a fixture may too while
// every other field keeps its contract type (row kinds, sides, tuples).
import type { Money } from '../../core/money';

export type Wire<T> = T extends Money
  ? string
  : T extends readonly unknown[]
    ? { [K in keyof T]: Wire<T[K]> }
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;

/** The answer a fixture spells out, typed as the contract's answer. */
export const asAnswer = <T>(value: Wire<T>): T => value as T;
