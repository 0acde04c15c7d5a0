// Form-level glue: forms run their field rules in order and the UI shows only the first failure
// in a warning dialog (spec 000 §5), so the helpers here return one message, not a list.

/** A field rule: the Chinese message the user sees, or null when the value passes. */
export type Validator<T> = (value: T) => string | null;

/** One field: its value and the rule it must pass, typed together so they cannot drift apart. */
export type RuleEntry<T> = readonly [value: T, validate: Validator<T>];

/**
 * The first error of a form, or null when every rule passes.
 * Pairs run in order and stop at the first failure (later rules may assume earlier ones held);
 * a record of ready messages is read in key order (integer-like keys first, as JavaScript orders them).
 */
export function firstError<T extends readonly unknown[]>(
  rules: { readonly [K in keyof T]: RuleEntry<T[K]> } | Readonly<Record<string, string | null>>,
): string | null {
  if (Array.isArray(rules)) {
    for (const [value, validate] of rules as readonly RuleEntry<unknown>[]) {
      const message = validate(value);
      if (message) return message;
    }
    return null;
  }
  for (const message of Object.values(rules as Readonly<Record<string, string | null>>)) {
    if (message) return message;
  }
  return null;
}

/**
 * Pairs a value with its rule as an untyped entry, for rule lists built piece by piece
 * (`const rules: RuleEntry<unknown>[] = []`): the check is bound here, where the types still agree.
 */
export function rule<T>(value: T, validate: Validator<T>): RuleEntry<unknown> {
  return [value, () => validate(value)];
}
