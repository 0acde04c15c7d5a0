// What every part of the form is given: the draft, a way to change some of its fields, the messages by
// field path, and whether it may be edited.
import type { ClaimDraft } from './draft';
import type { ClaimErrors } from './to-save';

export interface SectionProps {
  draft: ClaimDraft;
  patch(change: Partial<ClaimDraft>): void;
  errors: ClaimErrors;
  readOnly: boolean;
}

/** Replaces row `index` of a list with `change` applied. */
export function withRow<T>(rows: readonly T[], index: number, change: Partial<T>): T[] {
  return rows.map((row, i) => (i === index ? { ...row, ...change } : row));
}

/** Digits only, at most `max` of them (counts: 张数, 晚数, 餐数). */
export const countInput = (raw: string, max = 4): string => raw.replace(/\D/g, '').slice(0, max);
