// The query fields of the daily reports and of 科目汇总表's voucher filter, on top of the shared
// ones (query.ts): a list of subjects, a voucher type and a date or number range.
import { optional, refine } from 'superstruct';
import { intIn, trimmedString } from '../../../src/core/contracts/structs.ts';
import type { FieldLabels } from '../../lib/validate.ts';
import { flag, isoDate, labels, plainCode, subjectCode } from './query.ts';

/** "5010101,135": several subjects in one query-string field, at most 200. */
export const subjectCodeList = () =>
  refine(trimmedString(), 'subjectCodeList', (v) => {
    const codes = v.split(',').map((c) => c.trim());
    if (codes.length > 200) return '最多选择 200 个科目';
    return codes.every((c) => /^[0-9]{1,40}$/.test(c)) ? true : '应为逗号分隔的数字科目编码';
  });

export const codesOf = (text: string | undefined): string[] | undefined =>
  text === undefined ? undefined : [...new Set(text.split(',').map((c) => c.trim()))];

/** 凭证类别 codes are short words (记, 收, 现收), not only letters and digits. */
export const voucherTypeCode = () =>
  refine(trimmedString(), 'voucherTypeCode', (v) =>
    v.length >= 1 && v.length <= 10 && !/[\s,;'"\\]/.test(v) ? true : '应为 1 到 10 个字符的凭证类别编码',
  );

const dayFields = {
  date: isoDate(),
  includeUnposted: optional(flag()),
  level: optional(intIn(1, 9)),
};

export const otherDailyFields = {
  ...dayFields,
  hideZero: optional(flag()),
  codes: optional(subjectCodeList()),
  codeFrom: optional(subjectCode()),
  codeTo: optional(subjectCode()),
};

export const departmentDailyFields = {
  ...dayFields,
  deptCode: optional(plainCode(20)),
  codeFrom: optional(subjectCode()),
  codeTo: optional(subjectCode()),
};

export const voucherFilterFields = {
  voucherType: optional(voucherTypeCode()),
  dateFrom: optional(isoDate()),
  dateTo: optional(isoDate()),
  noFrom: optional(intIn(1, 99999)),
  noTo: optional(intIn(1, 99999)),
};

export const dailyLabels: FieldLabels = {
  ...labels,
  codes: '所选科目',
  voucherType: '凭证类别',
  dateFrom: '起始日期',
  dateTo: '结束日期',
  noFrom: '起始凭证号',
  noTo: '结束凭证号',
};
