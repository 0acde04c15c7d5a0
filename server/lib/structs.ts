// Reusable superstruct building blocks. Their failure messages are Chinese fragments that read
// well after a field name ("启用年度" + "应为 2022 到 2100 之间的整数"); validate.ts joins them.
import { coerce, define, refine, string, trimmed } from 'superstruct';

/** A trimmed non-empty string of at most max characters. */
export const text = (max: number) =>
  refine(trimmed(string()), 'text', (value) => {
    if (value.length === 0) return '不能为空';
    if (value.length > max) return `长度不能超过 ${max} 个字符`;
    return true;
  });

const numericText = (v: string) => (/^-?\d+$/.test(v.trim()) ? Number(v) : v);

/** An integer in [min, max], also accepted as a numeric string (query strings, path params). */
export const intIn = (min: number, max: number) =>
  coerce(
    define<number>(
      'intIn',
      (v) =>
        (Number.isInteger(v) && (v as number) >= min && (v as number) <= max) ||
        `应为 ${min} 到 ${max} 之间的整数`,
    ),
    string(),
    numericText,
  );

/** A positive integer id, also accepted as a numeric string. */
export const id = () =>
  coerce(
    define<number>('id', (v) => (Number.isSafeInteger(v) && (v as number) > 0) || '应为正整数'),
    string(),
    numericText,
  );

/** A password as typed: not trimmed, since spaces may be part of it. */
export const password = () =>
  refine(string(), 'password', (v) =>
    v.length > 64 ? '长度不能超过 64 个字符' : v.length === 0 ? '不能为空' : true,
  );
