// The query every book report shares (issue 7 §5): year, month range, subject range, level, whether
// unposted vouchers count (default no) and whether zero rows hide. Query strings arrive as text:
// numbers and flags are coerced here, and every refusal names its field in Chinese.
import { define, optional, refine, string } from 'superstruct';
import { coerceWhen, intIn, isString, trimmedString } from '../../../src/core/contracts/structs.ts';
import { badRequest } from '../../lib/errors.ts';
import type { FieldLabels } from '../../lib/validate.ts';

/** true/false, 1/0, yes/no as a flag. */
export const flag = () =>
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

/** An opaque cursor from a previous page (cursor.ts). */
export const cursorText = () =>
  refine(string(), 'cursor', (v) => (/^[A-Za-z0-9_.-]{1,600}$/.test(v) ? true : '无效，请从第一页重新查询'));

export const isoDate = () =>
  refine(trimmedString(), 'isoDate', (v) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return '应为 YYYY-MM-DD 格式的日期';
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v ? true : '不是有效日期';
  });

/** The common fields; each report adds its own to these. */
export const periodFields = {
  year: optional(intIn(2000, 2100)),
  monthFrom: optional(intIn(1, 12)),
  monthTo: optional(intIn(1, 12)),
  codeFrom: optional(subjectCode()),
  codeTo: optional(subjectCode()),
  level: optional(intIn(1, 9)),
  includeUnposted: optional(flag()),
  hideZero: optional(flag()),
};

export const labels: FieldLabels = {
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
};

export interface PeriodQuery {
  year: number;
  monthFrom: number;
  monthTo: number;
  codeFrom: string | undefined;
  codeTo: string | undefined;
  level: number | undefined;
  includeUnposted: boolean;
  hideZero: boolean;
}

interface PeriodInput {
  year?: number | undefined;
  monthFrom?: number | undefined;
  monthTo?: number | undefined;
  codeFrom?: string | undefined;
  codeTo?: string | undefined;
  level?: number | undefined;
  includeUnposted?: boolean | undefined;
  hideZero?: boolean | undefined;
}

/** Defaults (the session's year, the whole year) and the checks across fields. */
export function periodOf(input: PeriodInput, sessionYear: number | null): PeriodQuery {
  const year = input.year ?? sessionYear ?? new Date().getFullYear();
  const monthFrom = input.monthFrom ?? 1;
  const monthTo = input.monthTo ?? (input.monthFrom !== undefined ? monthFrom : 12);
  if (monthFrom > monthTo) throw badRequest(`起始月份 ${monthFrom} 月不能晚于结束月份 ${monthTo} 月`);
  const { codeFrom, codeTo } = input;
  if (codeFrom && codeTo && codeFrom > codeTo && !codeFrom.startsWith(codeTo)) {
    throw badRequest(`起始科目 ${codeFrom} 不能大于结束科目 ${codeTo}`);
  }
  return {
    year,
    monthFrom,
    monthTo,
    codeFrom: codeFrom || undefined,
    codeTo: codeTo || undefined,
    level: input.level,
    includeUnposted: input.includeUnposted ?? false,
    hideZero: input.hideZero ?? false,
  };
}

export const pageSizeField = optional(intIn(1, 500));

/** Query strings from forms carry empty fields; an empty value means "not given". */
export function given(query: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (v !== '' && v !== undefined) out[k] = v;
  }
  return out;
}
