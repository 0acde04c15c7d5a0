// Reusable superstruct building blocks. Their failure messages are Chinese fragments that read
// well after a field name ("启用年度" + "应为 2022 到 2100 之间的整数"); validate.ts joins them.
import { boolean, define, refine, Struct, string } from 'superstruct';

/** A UUID as clients make them (crypto.randomUUID, v1-v8): voucher ids, nonces, idempotency keys. */
export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/**
 * superstruct's `coerce`, with the condition as a plain test. superstruct decides whether to coerce
 * by validating against a condition struct, and each miss builds a StructError with a stack trace:
 * on the voucher's optional line fields that cost a third of a millisecond per save.
 */
export function coerceWhen<T, S, V>(
  struct: Struct<T, S>,
  when: (value: unknown) => value is V,
  coercer: (value: V) => unknown,
): Struct<T, S> {
  return new Struct({
    ...struct,
    coercer: (value, ctx) => struct.coercer(when(value) ? coercer(value) : value, ctx),
  });
}

export const isString = (v: unknown): v is string => typeof v === 'string';
export const isMissing = (v: unknown): v is null | undefined => v === null || v === undefined;

/** superstruct's `trimmed(string())` without its cost on an absent optional field (coerceWhen). */
export const trimmedString = () => coerceWhen(string(), isString, (v) => v.trim());

/** A trimmed non-empty string of at most max characters. */
export const text = (max: number) =>
  refine(trimmedString(), 'text', (value) => {
    if (value.length === 0) return '不能为空';
    if (value.length > max) return `长度不能超过 ${max} 个字符`;
    return true;
  });

const numericText = (v: string) => (/^-?\d+$/.test(v.trim()) ? Number(v) : v);

/** An integer in [min, max], also accepted as a numeric string (query strings, path params). */
export const intIn = (min: number, max: number) =>
  coerceWhen(
    define<number>(
      'intIn',
      (v) =>
        (Number.isInteger(v) && (v as number) >= min && (v as number) <= max) ||
        `应为 ${min} 到 ${max} 之间的整数`,
    ),
    isString,
    numericText,
  );

/** A positive integer id, also accepted as a numeric string. */
export const id = () =>
  coerceWhen(
    define<number>('id', (v) => (Number.isSafeInteger(v) && (v as number) > 0) || '应为正整数'),
    isString,
    numericText,
  );

/** A password as typed: not trimmed, since spaces may be part of it. */
export const password = () =>
  refine(string(), 'password', (v) =>
    v.length > 64 ? '长度不能超过 64 个字符' : v.length === 0 ? '不能为空' : true,
  );

/** A UUID made by the client (a voucher's id, so an offline save and its replay name the same one). */
export const uuid = () =>
  refine(string(), 'uuid', (v) => (UUID_RE.test(v) ? true : '应为有效的 UUID（由客户端生成）'));

/** A yes/no, also accepted as 'true' or 'false' (query strings carry text). */
export const flag = () =>
  coerceWhen(boolean(), isString, (v) => (v === 'true' ? true : v === 'false' ? false : v));
