// New budget, part one (spec 001 §2.9): subsidies, final accounts, quotas, adjustment approvals,
// checks, rejections, implementation, revenue and the two-round expenditure workflow.

import { defineModule } from './define';
import { budgetParents as p } from './new-budget-parents';
import {
  adjustmentPageParent,
  adjustmentPageTitle,
  budgetInputFileParent,
  budgetInputFileTitle,
  budgetInputVerificationParent,
  implementInfoParent,
  subsidyApprovalParent,
  subsidyOwnParents,
} from './new-budget-query';
import type { RouteEntry } from './types';

const m = defineModule('newBudget', '/final/newBudget');

// subsidy
m.screenAt(p.mySubsidy, 'subsidy.mine');
m.child('subsidy/subsidy-input', '补助申报录入', 'subsidy.input', p.mySubsidy);
m.screenAt(p.subsidyApproved, 'subsidy.approved');
m.screenAt(p.downSubsidyList, 'subsidy.lower');
m.screen('subsidy/subsidy-reclassification-setting', '补助归类设置', 'subsidy.reclassificationSetting');
m.screen('subsidy/subsidy-reclassification-list', '补助归类', 'subsidy.reclassification');
m.child('subsidy/subsidy-approval', '补助审批', 'subsidy.approval', subsidyOwnParents, {
  parentFromQuery: subsidyApprovalParent,
});
m.screen('subsidy/report-form/summary-application', '补助申请汇总表', 'subsidy.summaryApplication');
// The spec's `report-form/summary-application, first-application` names a folder for its own item
// only (as `paycenter/all-bank-statement, system-setting` does in §2.7): the rest stay in subsidy/.
m.screen('subsidy/first-application', '补助首次申请', 'subsidy.firstApplication');
m.screenAt(p.downSummaryApplication, 'subsidy.lowerSummary');

// final accounts
m.screen('final-accounts/final-accounts-attaInfo', '决算附件信息', 'finalAccounts.attachments');
m.screen('final-accounts/level-final-accounts', '本级决算', 'finalAccounts.ownLevel');
m.screen('final-accounts/lower-level-final-accounts', '下级决算', 'finalAccounts.lowerLevel');
m.screenAt(p.finalAccounts, 'finalAccounts.compile');

m.screen('budgetStatement/statistical-report', '预算统计报表', 'budget.statisticalReport');

// quota
m.screen('quota/quota-list', '预算指标', 'quota.list');
m.screen('quota/quota-auditing-list', '预算指标审核', 'quota.audit');
m.screen('quota/quota-look-list', '预算指标查看', 'quota.view');

// adjustment approvals
m.screenAt(p.rebutAdjustment, 'adjust.rebut');
m.screenAt(p.rebutAdjustmentDepartment, 'adjust.rebutDepartment');
m.screenAt(p.adjustmentLook, 'adjust.look');
m.screenAt(p.adjustmentLookDepartment, 'adjust.lookDepartment');
m.screenAt(p.financeDepartmentApproval, 'adjust.financeDepartmentApproval');
m.screenAt(p.financeDepartmentAudit, 'adjust.financeDepartmentAudit');
m.screenAt(p.departmentalApproval, 'adjust.departmentalApproval');
m.screenAt(p.financialApproval, 'adjust.financialApproval');
m.screenAt(p.adjustmentList, 'adjust.mine');
m.screenAt(p.adjustmentSubmit, 'adjust.submit');
m.screenAt(p.departmentalAudit, 'adjust.departmentalAudit');
m.child('adjustment/adjustment-page', '预算调整单', 'adjust.page', p.adjustmentList, {
  titleFromQuery: adjustmentPageTitle,
  parentFromQuery: adjustmentPageParent,
});

m.screen('budgetReport/pay-budget', '支出预算报表', 'budget.payReport');

m.screenAt(p.checkList, 'budget.check');
m.screenAt(p.checkDepartmentList, 'budget.checkDepartment');

m.screenAt(p.rebutList, 'budget.rebut');
m.screenAt(p.rebutListDepartment, 'budget.rebutDepartment');

// implement
m.screenAt(p.implementList, 'implement.list');
m.child('implement/implement-info', '预算执行详情', 'implement.info', p.implementList, {
  parentFromQuery: implementInfoParent,
});
m.screenAt(p.implementSeeList, 'implement.view');

// revenue
m.screen('revenue/revenue-budget', '收入预算', 'revenue.budget');
m.screen('revenue/revenue-adjust', '收入预算调整', 'revenue.adjust');

// expenditure: 一上 declare/audit/approve, 一下 verify/audit/approve, then the second round
m.screenAt(p.oneOnDeclare, 'expenditure.oneOnDeclare');
m.screenAt(p.oneOnAuditing, 'expenditure.oneOnAudit');
m.screenAt(p.oneOnApproval, 'expenditure.oneOnApprove');
m.screenAt(p.oneDownVerification, 'expenditure.oneDownVerify');
m.screenAt(p.oneDownAuditing, 'expenditure.oneDownAudit');
m.screenAt(p.oneDownApproval, 'expenditure.oneDownApprove');
m.screenAt(p.towOnDeclare, 'expenditure.twoOnDeclare');
m.screenAt(p.towOnAuditing, 'expenditure.twoOnAudit');
m.screenAt(p.towOnApproval, 'expenditure.twoOnApprove');
m.screenAt(p.towDownVerification, 'expenditure.twoDownVerify');
m.screenAt(p.towDownAuditing, 'expenditure.twoDownAudit');
m.screenAt(p.towDownApproval, 'expenditure.twoDownApprove');
m.screen('expenditure/look-enclosure', '附件查看', 'expenditure.attachments');
m.child('expenditure/budget-input-file', budgetInputFileTitle({}), 'expenditure.inputFile', p.oneOnDeclare, {
  titleFromQuery: budgetInputFileTitle,
  parentFromQuery: budgetInputFileParent,
});
m.child(
  'expenditure/budget-input-verification',
  '支出预算核定',
  'expenditure.inputVerification',
  p.oneDownVerification,
  {
    parentFromQuery: budgetInputVerificationParent,
  },
);

export const newBudgetRoutes: readonly RouteEntry[] = m.routes;
