// Input pieces of the accounting-settings calls (subjects, auxiliary accounting, opening balances,
// succession). Their failure messages are Chinese fragments read after the field's label.
import { boolean, define, refine } from 'superstruct';
import { readAmount } from '../subjects/balance-rows';
import { coerceWhen, isString, trimmedString } from './structs';

/**
 * A yes/no, also as "true"/"false"/"1"/"0": these calls have always taken 1 and 0 in query strings,
 * which structs.ts's flag() refuses.
 */
export const looseFlag = () =>
  coerceWhen(boolean(), isString, (v) =>
    v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v,
  );

/** A subject code: digits only. */
export const subjectCode = () =>
  refine(trimmedString(), 'subjectCode', (v) =>
    /^\d{1,40}$/.test(v) ? true : v === '' ? '不能为空' : '应由数字组成',
  );

/** An amount as text ("1,234.50", "-3"); money never travels as a float. */
export const amountText = () =>
  define<string>('amount', (v) => {
    if (typeof v !== 'string') return '应为金额文本，如 "1234.50"';
    const read = readAmount(v, '');
    return read.ok ? true : '不是有效金额或超出允许范围';
  });

/** Auxiliary type and item numbers: letters, digits, "_" or "-". */
export const auxCode = () =>
  refine(trimmedString(), 'auxCode', (v) =>
    /^[A-Za-z0-9_-]{1,30}$/.test(v)
      ? true
      : v === ''
        ? '不能为空'
        : '只能由字母、数字、下划线或连字符组成（最多 30 位）',
  );
