// The query fields of the books and statements (issue 7 §5): the period every report shares (year,
// month range, subject range, level, whether unposted vouchers count, whether zero rows hide) and
// what the daily reports and 科目汇总表's voucher filter add. Query strings arrive as text: numbers
// and flags are coerced here, and every refusal names its field in Chinese (the labels).
import { define, optional, refine, string } from 'superstruct';
import { coerceWhen, intIn, isString, trimmedString } from './structs';

/**
 * A report's yes/no: true/false, 1/0, and an empty value as false. Looser than structs.ts `flag`,
 * which the books' links and saved filters predate.
 */
export const reportFlag = () =>
  coerceWhen(
    define<boolean>('flag', (v) => typeof v === 'boolean' || '应为 true 或 false'),
    isString,
    (v: string) => {
      const t = v.trim().toLowerCase();
      if (t === 'true' || t === '1') return true;
      if (t === 'false' || t === '0' || t === '') return false;
      return v;
    },
  );

export const subjectCode = () =>
  refine(trimmedString(), 'subjectCode', (v) => (/^[0-9]{1,40}$/.test(v) ? true : '应为数字科目编码'));

export const plainCode = (max = 30) =>
  refine(trimmedString(), 'plainCode', (v) =>
    /^[A-Za-z0-9_-]+$/.test(v) && v.length <= max ? true : `应为字母或数字编码，长度不超过 ${max} 位`,
  );

/** An opaque cursor from a previous page (server/modules/ledger/cursor.ts). */
export const cursorText = () =>
  refine(string(), 'cursor', (v) => (/^[A-Za-z0-9_.-]{1,600}$/.test(v) ? true : '无效，请从第一页重新查询'));

export const isoDate = () =>
  refine(trimmedString(), 'isoDate', (v) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return '应为 YYYY-MM-DD 格式的日期';
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v ? true : '不是有效日期';
  });

/** "5010101,135": several subjects in one query-string field, at most 200. */
export const subjectCodeList = () =>
  refine(trimmedString(), 'subjectCodeList', (v) => {
    const codes = v.split(',').map((c) => c.trim());
    if (codes.length > 200) return '最多选择 200 个科目';
    return codes.every((c) => /^[0-9]{1,40}$/.test(c)) ? true : '应为逗号分隔的数字科目编码';
  });

/** 凭证类别 codes are short words (记, 收, 现收), not only letters and digits. */
export const voucherTypeCode = () =>
  refine(trimmedString(), 'voucherTypeCode', (v) =>
    v.length >= 1 && v.length <= 10 && !/[\s,;'"\\]/.test(v) ? true : '应为 1 到 10 个字符的凭证类别编码',
  );

/** The common fields; each report adds its own to these. */
export const periodFields = {
  year: optional(intIn(2000, 2100)),
  monthFrom: optional(intIn(1, 12)),
  monthTo: optional(intIn(1, 12)),
  codeFrom: optional(subjectCode()),
  codeTo: optional(subjectCode()),
  level: optional(intIn(1, 9)),
  includeUnposted: optional(reportFlag()),
  hideZero: optional(reportFlag()),
};

/** Detail books page with the server's keyset cursor. */
export const pageFields = { cursor: optional(cursorText()), pageSize: optional(intIn(1, 500)) };

const dayFields = {
  date: isoDate(),
  includeUnposted: optional(reportFlag()),
  level: optional(intIn(1, 9)),
};

export const otherDailyFields = {
  ...dayFields,
  hideZero: optional(reportFlag()),
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

export const ledgerLabels = {
  year: '会计年度',
  month: '月份',
  monthFrom: '起始月份',
  monthTo: '结束月份',
  codeFrom: '起始科目',
  codeTo: '结束科目',
  code: '科目编码',
  level: '科目级次',
  includeUnposted: '包含未记账凭证',
  hideZero: '不显示零余额',
  cursor: '翻页位置',
  pageSize: '每页行数',
  kind: '账簿类型',
  date: '日期',
  voucherType: '凭证类型',
  deptCode: '部门编码',
  typeNo: '辅助核算类型',
  infoNo: '辅助核算项目',
  period: '报表期间',
  columns: '栏目来源',
} as const;

export const dailyLabels = {
  ...ledgerLabels,
  codes: '所选科目',
  voucherType: '凭证类别',
  dateFrom: '起始日期',
  dateTo: '结束日期',
  noFrom: '起始凭证号',
  noTo: '结束凭证号',
} as const;

/** The statements name their period field by what it takes. */
export const statementLabels = { ...ledgerLabels, period: '报表期间（month 月报 / year 年报）' } as const;
