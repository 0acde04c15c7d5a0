// Reports and contracts (spec 001 §2.6). A report template is opened from one of six report lists;
// its {state} path segment is the index into that list, so it plays the parentCurrent role.

import { defineModule, refTo } from './define';
import { reportView, summaryTable } from './financial-analysis';
import { budgetParents as p } from './new-budget-parents';
import type { ParentRef, RouteEntry } from './types';

const m = defineModule('reports', '/final');

m.screen('report/report-category', '报表分类', 'report.category');
const reportManagement = m.screen('report/report-management', '报表管理', 'report.management');
m.screen('report/summary-export', '汇总导出', 'report.summaryExport');
m.screen('report/expenditure-performance', '支出绩效', 'report.expenditurePerformance');

/** Indexed by the template's $state: the spec's order, budget reports first. */
export const reportTemplateParents: readonly ParentRef[] = [
  p.budgetReportManagement,
  p.budgetStatementStatistics,
  p.budgetReportQuery,
  refTo(reportManagement),
  refTo(reportView),
  refTo(summaryTable),
];

const template = { parentIndexKey: 'state' } as const;
m.child(
  'baseTemplate/balance-sheet/$id/$state/$isAccount',
  '资产负债表',
  'report.balanceSheet',
  reportTemplateParents,
  template,
);
m.child(
  'baseTemplate/statement-of-funds-collection/$id/$state/$isAccount',
  '经费收缴情况表',
  'report.fundsCollection',
  reportTemplateParents,
  template,
);
m.child(
  'baseTemplate/new-balance-sheet/$id/$state/$isAccount',
  '资产负债表（新制度）',
  'report.newBalanceSheet',
  reportTemplateParents,
  template,
);

const contracts = defineModule('contracts', '/final');
contracts.screen('management/management-list', '合同管理', 'contract.list');

export const reportsRoutes: readonly RouteEntry[] = [...m.routes, ...contracts.routes];
