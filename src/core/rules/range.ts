// A range input clamps to its bounds (spec 000 §5) instead of refusing, so the box always holds a
// usable value; either bound may be absent.

/**
 * `value` limited to [min, max]. NaN is returned as is: an empty box is the required rule's
 * concern, and turning it into `min` would invent a value the user never typed.
 */
export function clampToRange(value: number, min?: number, max?: number): number {
  if (min !== undefined && max !== undefined && min > max) {
    throw new RangeError(`clampToRange: min ${min} is greater than max ${max}`);
  }
  if (Number.isNaN(value)) return value;
  if (min !== undefined && value < min) return min;
  if (max !== undefined && value > max) return max;
  return value;
}
