// Input pieces shared by the assets calls: the asset class, enumerations by their codes, optional
// texts and dates that may come blank, money as text and 'YYYY-MM' months. Failure messages are
// Chinese fragments read after the field's label (资产类别应为 1、2、3 之一).
import { define, nullable, object, optional, refine } from 'superstruct';
import { isMonth } from '../assets/months';
import type { AssetClass } from '../assets/types';
import { isCalendarDate } from '../rules/dates';
import { readAmount } from '../subjects/balance-rows';
import { coerceWhen, intIn, isString, text, trimmedString } from './structs';

const numeric = (v: string) => (/^\d+$/.test(v.trim()) ? Number(v) : v);

/** 1 固定资产, 2 无形资产, 3 库存物品 (also as query text). */
export const assetClass = () =>
  coerceWhen(
    define<AssetClass>('assetClass', (v) => v === 1 || v === 2 || v === 3 || '应为 1、2、3 之一'),
    isString,
    numeric,
  );

/** 1 固定资产 or 2 无形资产: the classes that are depreciated or amortised. */
export const chargedClass = () =>
  coerceWhen(
    define<1 | 2>('chargedClass', (v) => v === 1 || v === 2 || '应为 1（固定资产）或 2（无形资产）'),
    isString,
    numeric,
  );

/** One of an enumeration's codes. */
export function oneOf<C extends string>(values: readonly (readonly [C, string])[]) {
  const names = values.map(([, n]) => n).join('、');
  return define<C>('enum', (v) => values.some(([c]) => c === v) || `应为 ${names} 之一`);
}

/** Optional text of at most max characters; blank and absent read as ''. */
export const optionalText = (max: number) =>
  optional(
    nullable(refine(trimmedString(), 'text', (v) => (v.length <= max ? true : `长度不能超过 ${max} 个字符`))),
  );

/** 'YYYY-MM-DD', or blank for "not given". */
export const optionalDate = () =>
  optional(
    nullable(
      refine(trimmedString(), 'date', (v) =>
        v === '' || isCalendarDate(v) ? true : '应为 YYYY-MM-DD 格式的有效日期',
      ),
    ),
  );

/** A required 'YYYY-MM-DD'. */
export const requiredDate = () =>
  refine(trimmedString(), 'date', (v) =>
    v === '' ? '不能为空' : isCalendarDate(v) ? true : '应为 YYYY-MM-DD 格式的有效日期',
  );

/** An amount as text; blank means "not given" where the field is optional. */
export const moneyText = () =>
  refine(trimmedString(), 'money', (v) => {
    if (v === '') return '不能为空';
    return readAmount(v, '').ok ? true : '不是有效金额或超出允许范围';
  });

export const optionalMoney = () =>
  optional(
    nullable(
      refine(trimmedString(), 'money', (v) => (v === '' || readAmount(v, '').ok ? true : '不是有效金额')),
    ),
  );

/** An accounting month 'YYYY-MM' from 2022-01 on. */
export const accountingMonth = () =>
  refine(trimmedString(), 'month', (v) => {
    if (!isMonth(v)) return '应为 YYYY-MM 格式的月份';
    return v >= '2022-01' ? true : '不能早于 2022-01';
  });

/** A whole number in [min, max] or blank (null). */
export const optionalInt = (min: number, max: number) =>
  optional(
    nullable(
      coerceWhen(
        define<number>(
          'int',
          (v) =>
            (Number.isInteger(v) && (v as number) >= min && (v as number) <= max) ||
            `应为 ${min} 到 ${max} 之间的整数`,
        ),
        isString,
        numeric,
      ),
    ),
  );

/** A page of a document list: 20/30/40/50 on the screens, 500 a call when 导出 reads them all. */
export const pageFields = {
  pageIndex: optional(intIn(1, 100_000)),
  pageSize: optional(intIn(1, 500)),
};

/** A page of rows and the count of the whole query. */
export interface PageOf<Row> {
  currentPageItems: Row[];
  totalItemCount: number;
}

/**
 * What the user's screen showed of a card when a write offline was made against it (a count, a
 * value change): a write naming an older version is refused with the fields that changed since.
 */
export const cardSeen = () =>
  object({
    name: text(200),
    quantity: intIn(0, 1_000_000),
    originalValue: text(24),
    useDepartmentName: optionalText(100),
    custodian: optionalText(100),
    location: optionalText(200),
    status: text(20),
  });
