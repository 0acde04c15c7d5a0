// New budget, part two (spec 001 §2.10-2.13): own- and lower-level budget approval and operation,
// budget execution (programme applications), project budgets and budget adjustments.

import { defineModule } from './define';
import { budgetParents as p } from './new-budget-parents';
import { budgetProjectParents, expenditureEntryParent } from './new-budget-query';
import type { RouteEntry } from './types';

const m = defineModule('newBudget', '/final/newBudget');

// §2.10 budget-approval-project
const project = 'budget-approval-project';
m.screenAt(p.budgetApproval, 'budget.approval');
m.child(`${project}/budget-operation`, '预算操作', 'budget.operation', budgetProjectParents);
m.screenAt(p.budgetaryPlanning, 'budget.planning');
// Without parentCurrent the summary is its own parent, i.e. its own tab (spec 001 §2.10).
m.child(`${project}/budget-summary`, p.budgetSummary.title, 'budget.summary', budgetProjectParents, {
  defaultParent: p.budgetSummary,
});
// The entry screen: a tab of its own from the menu, a child of a check list when opened to view.
m.child(
  `${project}/expenditure-budget-view`,
  p.expenditureBudgetView.title,
  'budget.expenditureEntry',
  p.expenditureBudgetView,
  {
    parentFromQuery: expenditureEntryParent,
  },
);
m.screen(`${project}/expenditure-budget-see`, '已审批支出预算', 'budget.expenditureApproved');
m.screenAt(p.subordinateBudgetApproval, 'budget.lowerApproval');
// Two names share one title in the spec; the second is the approval form opened from the list.
m.child(
  `${project}/lower-budget-apprpval`,
  '下级预算审批',
  'budget.lowerApprovalForm',
  p.subordinateBudgetApproval,
);
m.screenAt(p.budgetReportManagement, 'budget.reportManagement');
m.screenAt(p.budgetStatementStatistics, 'budget.reportStatistics');
m.screenAt(p.budgetReportQuery, 'budget.reportQuery');

// §2.11 implement: programme applications
m.screenAt(p.executionList, 'execution.entry');
m.screen('implement/program-application-view', '已审批项目', 'execution.approved');
m.screen('implement/budget-execution-approval', '项目审核', 'execution.review');
m.screen('implement/budget-execution-see', '我的项目', 'execution.mine');
m.screen('implement/no-budget', '无预算申请', 'execution.noBudget');
m.child('implement/budget-execution-input', '项目申请填报', 'execution.input', p.executionList);

// §2.12 project budget
m.screenAt(p.projectBudgetList, 'projectBudget.list');
m.screen('project-budget/project-budget-see', '我的项目预算', 'projectBudget.mine');
m.screen('project-budget/project-budget-application-view', '已审批项目预算', 'projectBudget.approved');
m.screen('project-budget/project-budget-approval', '项目预算审批', 'projectBudget.approval');
m.child('project-budget/project-budget-input', '项目预算录入', 'projectBudget.input', p.projectBudgetList);

// §2.13 adjustment (additional)
m.screen('budget-expenditure/budget-expenditure-adjustment', '支出预算调整', 'budgetAdjust.expenditure');
// "New adjustment" is a form started from a budget awaiting adjustment.
m.child('adjustment/budget-adjustment', '新增预算调整', 'budgetAdjust.new', p.budgetAdjustmentList);
m.screenAt(p.budgetAdjustmentList, 'budgetAdjust.pending');
m.screen('adjustment/budget-adjustment-approval-table', '预算调整汇总表', 'budgetAdjust.summary');
m.screen('adjustment/budget-adjustment-view', '已审批预算调整', 'budgetAdjust.approved');
m.screen('adjustment/budget-adjustment-see', '我的预算调整', 'budgetAdjust.mine');
m.screen('adjustment/budget-adjustment-approval', '本级预算调整审批', 'budgetAdjust.approval');
m.screenAt(p.subordinateBudgetAdjustment, 'budgetAdjust.lowerApproval');
m.child(
  'adjustment/lower-adjustment-approval',
  '下级调整审批',
  'budgetAdjust.lowerApprovalForm',
  p.subordinateBudgetAdjustment,
);

export const budgetApprovalRoutes: readonly RouteEntry[] = m.routes;
