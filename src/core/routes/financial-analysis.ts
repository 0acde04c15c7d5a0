// Financial analysis (spec 001 §2.8). report-view and summary-table double as the report query and
// report statistics screens that the report templates of §2.6 go back to.

import { defineModule } from './define';
import type { RouteEntry } from './types';

const m = defineModule('financialAnalysis', '/final/financialAnalysis');

m.screen('statistical-analysis-of-items', '项目统计分析', 'analysis.items');
m.screen('revenue-analysis', '收入分析', 'analysis.revenue');
m.screen('revenue-analysis-copy', '收入分析（二）', 'analysis.revenue2');
export const reportView = m.screen('report-view', '报表查询', 'analysis.reportQuery');
export const summaryTable = m.screen('summary-table', '报表统计', 'analysis.reportStatistics');

export const financialAnalysisRoutes: readonly RouteEntry[] = m.routes;
