// The query bar of the cross-module lists as the screens keep it (strings, '' for "any") and as the
// server takes it (fields left out when not given), with the applied query in words for print and
// export. Pure, so a unit test reaches it.
import type { CrossListOptions } from '../../core/contracts/cross-list';

export interface CommonFilter {
  zid: string | null;
  dateFrom: string;
  dateTo: string;
  amountFrom: string;
  amountTo: string;
  text: string;
}

export const startCommon: CommonFilter = {
  zid: null,
  dateFrom: '',
  dateTo: '',
  amountFrom: '',
  amountTo: '',
  text: '',
};

const amountOk = (v: string) => v === '' || /^-?[\d,]+(\.\d{1,2})?$/.test(v.trim());

/** What the bar says before it asks the server (the server says the same again). */
export function commonProblem(f: CommonFilter): string | null {
  if (f.dateFrom && f.dateTo && f.dateTo < f.dateFrom) return '结束日期不能早于开始日期';
  if (!amountOk(f.amountFrom) || !amountOk(f.amountTo)) return '金额应为数字，如 1,234.50';
  const from = Number(f.amountFrom.replace(/,/g, ''));
  const to = Number(f.amountTo.replace(/,/g, ''));
  if (f.amountFrom && f.amountTo && to < from) return '最大金额不能小于最小金额';
  return null;
}

/** Only the fields given, as the contract names them. */
export function given(fields: Record<string, string | null | undefined>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(fields)) {
    const t = v?.trim() ?? '';
    if (t !== '') out[k] = /^(zid|departmentId|declarerId)$/.test(k) ? Number(t) : t;
  }
  return out;
}

export function commonQuery(f: CommonFilter) {
  return given({
    zid: f.zid,
    dateFrom: f.dateFrom,
    dateTo: f.dateTo,
    amountFrom: f.amountFrom,
    amountTo: f.amountTo,
    text: f.text,
  });
}

export function commonLine(f: CommonFilter, options: CrossListOptions | null): string[] {
  const set = options?.ledgerSets.find((s) => String(s.id) === f.zid);
  return [
    `账套：${set ? set.jc : '全部'}`,
    `日期：${f.dateFrom || '不限'} 至 ${f.dateTo || '不限'}`,
    `金额：${f.amountFrom || '不限'} 至 ${f.amountTo || '不限'}`,
    ...(f.text.trim() ? [`关键字：${f.text.trim()}`] : []),
  ];
}

/** Select data from a names record ({expense: '费用报销'} -> [{value, label}]). */
export const choices = (names: Readonly<Record<string, string>>) =>
  Object.entries(names).map(([value, label]) => ({ value, label }));
