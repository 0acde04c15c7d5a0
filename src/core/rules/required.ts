// The shared required-field rule (spec 000 §5, 001 §5). Numbers are special: 0 is a real amount or
// count, so only a missing number fails; NaN is what a failed parse leaves, so it counts as missing.

/** 必填项不能为空: the spec's "required item cannot be empty". */
export const REQUIRED_MESSAGE = '必填项不能为空';

/** True for undefined, null, NaN, a blank string and an empty list; 0 and false are values. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** The required rule: the message (default 必填项不能为空) when the value is empty, else null. */
export function required(value: unknown, message: string = REQUIRED_MESSAGE): string | null {
  return isEmptyValue(value) ? message : null;
}

/** A required rule with a field-specific message, e.g. `requiredWith('科目不能为空')`. */
export function requiredWith(message: string): (value: unknown) => string | null {
  return (value) => required(value, message);
}
