// The new-budget lists that other screens go back to (spec 001 §2.9-2.13). They live apart from the
// route files so the query-driven parent functions, the two budget route files and the flow charts
// share one title and url per list without importing each other in a circle.

import type { ParentRef } from './types';

const base = '/final/newBudget';
const at = (path: string, title: string): ParentRef => ({ title, url: `${base}/${path}` });

export const budgetParents = {
  // §2.9 subsidy
  mySubsidy: at('subsidy/my-subsidy', '我的补助申报'),
  subsidyApproved: at('subsidy/subsidy-approved', '已审批补助'),
  downSubsidyList: at('subsidy/down-subsidy-list', '下级补助申报'),
  downSummaryApplication: at('subsidy/down-summary-application', '下级补助申请汇总'),
  // §2.9 final accounts
  finalAccounts: at('final-accounts/final-accounts', '决算编报'),
  // §2.9 adjustment (the approval chain of a budget adjustment)
  rebutAdjustment: at('adjustment/rebut-adjustment-list', '被驳回调整'),
  rebutAdjustmentDepartment: at('adjustment/rebut-adjustment-department-list', '部门被驳回调整'),
  adjustmentLook: at('adjustment/look-list', '调整查看'),
  adjustmentLookDepartment: at('adjustment/look-department-list', '部门调整查看'),
  financeDepartmentApproval: at('adjustment/finance-department-approval-list', '财务部门调整审批'),
  financeDepartmentAudit: at('adjustment/finance-department-audit-list', '财务部门调整审核'),
  departmentalApproval: at('adjustment/departmental-approval-list', '部门调整审批'),
  financialApproval: at('adjustment/fnancial-approval-list', '财务调整审批'),
  adjustmentList: at('adjustment/adjustment-list', '预算调整'),
  adjustmentSubmit: at('adjustment/adjustment-submit-list', '调整提交'),
  departmentalAudit: at('adjustment/departmental-audit-list', '部门调整审核'),
  // §2.9 check, rebut, implement
  checkList: at('check/check-list', '支出预算查看'),
  checkDepartmentList: at('check/check-department-list', '部门支出预算查看'),
  rebutList: at('rebut/rebut-list', '被驳回预算'),
  rebutListDepartment: at('rebut/rebut-list-department', '部门被驳回预算'),
  implementList: at('implement/implement-list', '预算执行'),
  implementSeeList: at('implement/implement-see-list', '预算执行查看'),
  // §2.9 expenditure: 一上/一下/二上/二下, each declare (or verify), audit, approve
  oneOnDeclare: at('expenditure/one-on-declare-list', '一上申报'),
  oneOnAuditing: at('expenditure/one-on-auditing-list', '一上审核'),
  oneOnApproval: at('expenditure/one-on-approval-list', '一上审批'),
  oneDownVerification: at('expenditure/one-down-verification-list', '一下核定'),
  oneDownAuditing: at('expenditure/one-down-auditing-list', '一下审核'),
  oneDownApproval: at('expenditure/one-down-approval-list', '一下审批'),
  towOnDeclare: at('expenditure/tow-on-declare-list', '二上申报'),
  towOnAuditing: at('expenditure/tow-on-auditing-list', '二上审核'),
  towOnApproval: at('expenditure/tow-on-approval-list', '二上审批'),
  towDownVerification: at('expenditure/tow-down-verification-list', '二下核定'),
  towDownAuditing: at('expenditure/tow-down-auditing-list', '二下审核'),
  towDownApproval: at('expenditure/tow-down-approval-list', '二下审批'),
  // §2.10 budget approval and operation
  budgetApproval: at('budget-approval-project/budget-approval', '本级预算审批'),
  budgetaryPlanning: at('budget-approval-project/budgetary-planning', '预算编制'),
  budgetSummary: at('budget-approval-project/budget-summary', '预算汇总'),
  expenditureBudgetView: at('budget-approval-project/expenditure-budget-view', '支出预算录入'),
  subordinateBudgetApproval: at('budget-approval-project/subordinate-budget-approval', '下级预算审批'),
  budgetReportManagement: at('budget-approval-project/budget-report-management', '预算报表管理'),
  budgetStatementStatistics: at('budget-approval-project/budget-statement-statistics', '预算报表统计'),
  budgetReportQuery: at('budget-approval-project/budget-report-query', '预算报表查询'),
  // §2.11-2.13
  executionList: at('implement/budget-execution-list', '项目申请录入'),
  projectBudgetList: at('project-budget/project-budget-list', '项目预算'),
  budgetAdjustmentList: at('adjustment/budget-adjustment-list', '待调整支出预算'),
  subordinateBudgetAdjustment: at('adjustment/subordinate-budget-adjustment', '下级调整审批'),
} as const satisfies Record<string, ParentRef>;

export type BudgetParentName = keyof typeof budgetParents;
