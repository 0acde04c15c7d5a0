// Keystroke-time cleaning of integer boxes (spec 000 §5): counts such as months or days.

import { normalizeFullWidthNumber } from './amount-input';

/** The one capped integer box of the spec ("one helper caps at 30"), e.g. a number of days. */
export const INTEGER_CAP = 30;

/** Digits only (full-width digits converted first); signs and dots are dropped. */
export function sanitizeIntegerInput(raw: string): string {
  return normalizeFullWidthNumber(raw).replace(/\D/g, '');
}

/** Digits only, and a number above `max` becomes `max`; '' stays '' so the box can be cleared. */
export function capIntegerInput(raw: string, max: number): string {
  const digits = sanitizeIntegerInput(raw);
  if (digits === '') return '';
  return Number(digits) > max ? String(max) : digits;
}

export function capAt30(raw: string): string {
  return capIntegerInput(raw, INTEGER_CAP);
}
