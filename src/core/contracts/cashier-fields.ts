// Input pieces shared by the cashier's calls (cashier.ts, cheque.ts): amounts as text, optional
// short texts, the cashier's subject codes. Their failure messages read after the field's label.
import { define, refine } from 'superstruct';
import { coerceWhen, isMissing, isString, trimmedString } from './structs';

const AMOUNT = /^\d{1,13}(\.\d{1,2})?$/;

/** An amount of at least 0 with at most two decimals ("1234.50"); blank or missing reads as 0. */
export const cashAmount = () =>
  coerceWhen(
    refine(trimmedString(), 'cashAmount', (v) =>
      AMOUNT.test(v) ? true : '应为不小于 0 的金额，最多两位小数，如 1234.50',
    ),
    (v: unknown): v is string | null | undefined => isMissing(v) || (isString(v) && v.trim() === ''),
    () => '0',
  );

/** An amount above 0. */
export const positiveCashAmount = () =>
  refine(trimmedString(), 'positiveCashAmount', (v) => {
    if (!AMOUNT.test(v)) return '应为大于 0 的金额，最多两位小数，如 1234.50';
    return /[1-9]/.test(v) ? true : '必须大于 0';
  });

/** A balance, which may be below zero (an overdrawn account's opening). */
export const signedCashAmount = () =>
  coerceWhen(
    refine(trimmedString(), 'signedCashAmount', (v) =>
      /^-?\d{1,13}(\.\d{1,2})?$/.test(v) ? true : '应为金额，最多两位小数，如 1234.50',
    ),
    isMissing,
    () => '0',
  );

/** Optional text of at most max characters; missing reads as ''. */
export const optionalText = (max: number) =>
  coerceWhen(
    refine(trimmedString(), 'text', (v) => (v.length <= max ? true : `长度不能超过 ${max} 个字符`)),
    isMissing,
    () => '',
  );

/** A subject code (digits). */
export const cashSubjectCode = () =>
  refine(trimmedString(), 'subjectCode', (v) =>
    /^\d{3,40}$/.test(v) ? true : v === '' ? '不能为空' : '应为数字科目编码',
  );

/** One of the given values; a Chinese message naming them. */
export const oneOf = <T extends string>(values: readonly T[]) =>
  define<T>(
    'oneOf',
    (v) =>
      (typeof v === 'string' && (values as readonly string[]).includes(v)) ||
      `应为 ${values.join('、')} 之一`,
  );
