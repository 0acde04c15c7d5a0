// The claim lists' query bar (状态, 日期, 关键字) and the query it asks the server.
import type { ClaimScope } from '../../../core/contracts/reimbursement';
import { type DocumentStatus, documentStatusLabels } from '../../../core/reimbursement/history';
import type { DocumentType } from '../../../core/reimbursement/types';

export interface ClaimFilter {
  status: DocumentStatus | '';
  dateFrom: string;
  dateTo: string;
  keyword: string;
}

export const startFilter: ClaimFilter = { status: '', dateFrom: '', dateTo: '', keyword: '' };

/** What GET /api/reimbursement/list is asked (without paging). */
export interface ClaimQuery {
  scope: ClaimScope;
  type: DocumentType;
  status?: DocumentStatus;
  keyword?: string;
  economicClass?: string;
  dateFrom?: string;
  dateTo?: string;
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** Why the filter cannot be asked, or null. */
export function checkFilter(filter: ClaimFilter): string | null {
  if (filter.dateFrom !== '' && !isoDate.test(filter.dateFrom)) return '开始日期应为 YYYY-MM-DD';
  if (filter.dateTo !== '' && !isoDate.test(filter.dateTo)) return '结束日期应为 YYYY-MM-DD';
  if (filter.dateFrom !== '' && filter.dateTo !== '' && filter.dateFrom > filter.dateTo)
    return '开始日期不能晚于结束日期';
  if (filter.keyword.trim().length > 40) return '关键字不能超过 40 个字符';
  return null;
}

export function toQuery(
  base: { scope: ClaimScope; type: DocumentType; economicClass?: string },
  filter: ClaimFilter,
): ClaimQuery {
  const query: ClaimQuery = { scope: base.scope, type: base.type };
  if (base.economicClass) query.economicClass = base.economicClass;
  if (filter.status) query.status = filter.status;
  if (filter.dateFrom) query.dateFrom = filter.dateFrom;
  if (filter.dateTo) query.dateTo = filter.dateTo;
  const keyword = filter.keyword.trim();
  if (keyword) query.keyword = keyword;
  return query;
}

/** The applied query in words, printed and exported under the title. */
export function filterLine(filter: ClaimFilter): string {
  const parts = [
    filter.status ? `状态：${documentStatusLabels[filter.status]}` : '',
    filter.dateFrom || filter.dateTo ? `日期：${filter.dateFrom || '…'} 至 ${filter.dateTo || '…'}` : '',
    filter.keyword.trim() ? `关键字：${filter.keyword.trim()}` : '',
  ].filter(Boolean);
  return parts.join('　');
}
