// Bank and statements (spec 001 §2.17). ms-budget and lc share the title revenue budget in the
// spec; tabs are keyed by href, so the shared title is kept rather than an invented one.

import { defineModule } from './define';
import type { RouteEntry } from './types';

const m = defineModule('msBank', '/final/msBank');

m.screen('ms-budget', '收入预算', 'msBank.revenueBudget');
m.screen('budget-statement-expenditure', '工会经费收支汇总表', 'msBank.incomeExpenditureSummary');
m.screen('ms-zcBudget', '支出预算', 'msBank.expenditureBudget');
m.screen('financial-statements', '财务报表', 'msBank.financialStatements');
m.screen('lc', '收入预算', 'msBank.revenueBudgetLc');

export const msBankRoutes: readonly RouteEntry[] = m.routes;
