// Validates a request part against a superstruct struct and turns the first failure into a
// Chinese message naming the field, so bad input never reaches a service.
import { type Struct, type StructError, validate } from 'superstruct';
// The wording lives with the contracts, so a form words a failure as this answer does.
import { failureMessage } from '../../src/core/contracts/messages.ts';
import { AppError, badRequest } from './errors.ts';

export type FieldLabels = Record<string, string>;

export function parseInput<T, S>(struct: Struct<T, S>, value: unknown, labels: FieldLabels = {}): T {
  try {
    return check(struct, value ?? {}, labels);
  } catch (error) {
    if (error instanceof AppError) throw error;
    // superstruct prints a failing value into its (English) message, lazily while failures are
    // listed; an object whose own toString or valueOf is not a function ({"toString": "x"}) makes
    // that printing throw. Such a body is always wrong: check a copy without those keys to name
    // the field that is wrong.
    check(struct, defanged(value ?? {}), labels);
    throw badRequest('请求内容格式不正确');
  }
}

function check<T, S>(struct: Struct<T, S>, value: unknown, labels: FieldLabels): T {
  const [error, result] = validate(value, struct, { coerce: true });
  if (error) throw badRequest(describe(error, labels), { field: error.path.join('.') });
  return result;
}

const PRINTERS = new Set(['toString', 'valueOf', 'toJSON']);

/** A copy of JSON data without own keys that would replace how an object prints. */
function defanged(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(defanged);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !PRINTERS.has(key))
      .map(([key, inner]) => [key, defanged(inner)]),
  );
}

function describe(error: StructError, labels: FieldLabels): string {
  return failureMessage(error.failures()[0] ?? error, labels);
}
