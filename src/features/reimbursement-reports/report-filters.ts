// The query fields the finance office's reimbursement reports share (年度, 月份 from-to, 单据类型)
// and their check, as pure functions: the screens hold the draft, these say what it asks.
import type { StatisticsBy } from '../../core/contracts/reimbursement';
import { type DocumentType, documentTypeLabels, documentTypes } from '../../core/reimbursement/types';

export const statisticsByLabels: Readonly<Record<StatisticsBy, string>> = {
  department: '按部门',
  person: '按人员',
  subject: '按科目',
  month: '按月份',
};

/** The 项目 column's title for each 统计口径. */
export const statisticsKeyTitles: Readonly<Record<StatisticsBy, string>> = {
  department: '部门',
  person: '人员',
  subject: '支出科目',
  month: '月份',
};

export const typeOptions = documentTypes.map((t) => ({ value: t, label: documentTypeLabels[t] }));
export const monthOptions = Array.from({ length: 12 }, (_, i) => ({
  value: String(i + 1),
  label: `${i + 1}月`,
}));

export interface StatisticsFilter {
  year: number;
  monthFrom: number;
  monthTo: number;
  type: DocumentType | null;
  by: StatisticsBy;
  includeInApproval: boolean;
}

export function startStatistics(year: number): StatisticsFilter {
  return { year, monthFrom: 1, monthTo: 12, type: null, by: 'department', includeInApproval: false };
}

/** Why the year cannot be asked for, or null. */
export function yearProblem(year: number): string | null {
  return Number.isInteger(year) && year >= 2000 && year <= 2100 ? null : '年度应为 2000 至 2100 之间的年份';
}

export function statisticsProblem(f: StatisticsFilter): string | null {
  return yearProblem(f.year) ?? (f.monthFrom > f.monthTo ? '起始月份不能晚于结束月份' : null);
}

/** The request the filter asks (absent fields are the server's defaults). */
export function statisticsQuery(f: StatisticsFilter) {
  return {
    by: f.by,
    year: f.year,
    monthFrom: f.monthFrom,
    monthTo: f.monthTo,
    ...(f.type ? { type: f.type } : {}),
    ...(f.includeInApproval ? { includeInApproval: true } : {}),
  };
}

/** The applied query in words, printed and exported under the title. */
export function statisticsLine(f: StatisticsFilter): string {
  const months = f.monthFrom === 1 && f.monthTo === 12 ? '全年' : `${f.monthFrom}月至${f.monthTo}月`;
  return [
    `期间：${f.year}年${months}`,
    `单据类型：${f.type ? documentTypeLabels[f.type] : '全部'}`,
    `统计口径：${statisticsByLabels[f.by]}`,
    f.includeInApproval ? '含审批中单据' : '仅已通过单据',
  ].join('　');
}

/** The session's year, or the calendar's when the session has none. */
export function defaultYear(sessionYear: number | null | undefined): number {
  return sessionYear ?? new Date().getFullYear();
}
