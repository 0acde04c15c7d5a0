// Reimbursement, loans, repayments, provisions and inter-account claims (spec 001 §2.4), plus the
// flow charts the spec lists with them. A claim form goes back to whichever list opened it, so its
// parentCurrent list is always [my list, approval list, approved list] (spec 001 §2.2).

import { appropriationManagement, downPaymentList } from './appropriation';
import { defineModule, refTo } from './define';
import { budgetParents } from './new-budget-parents';
import type { RouteEntry } from './types';

const m = defineModule('reimbursement', '/final/reimbursement');

/** A document page opens for its lists' readers too: the approver approves on it (RouteEntry.openWith). */
const openFrom = (...lists: RouteEntry[]) => ({
  openWith: lists.flatMap((l) => (l.permission === undefined ? [] : [l.permission])),
});

m.screen('downPickinBank/down-pickin-bank-list', '拨款卡绑定', 'reimbursement.cardBinding');

const myProvision = m.screen('provision/my-Provision-list', '我的备用金', 'provision.mine');
const provisionList = m.screen('provision/Provision-list', '已审批备用金', 'provision.approved');
const provisionApproval = m.screen('provision/Provision-approval-list', '备用金审批', 'provision.approval');
m.child(
  'provision/provision',
  '备用金审批单',
  'provision.form',
  [refTo(myProvision), refTo(provisionApproval), refTo(provisionList)],
  openFrom(myProvision, provisionApproval, provisionList),
);

const currentMine = m.screen(
  'currentReimbursement/current-reimbursement-list',
  '我的往来报销',
  'currentReimbursement.mine',
);
const currentApproval = m.screen(
  'currentReimbursement/current-reimbursement-approval',
  '往来报销审批',
  'currentReimbursement.approval',
);
const currentSee = m.screen(
  'currentReimbursement/current-reimbursement-see',
  '已审批往来报销',
  'currentReimbursement.approved',
);
m.child(
  'currentReimbursement/current-reimbursement',
  '往来报销单',
  'currentReimbursement.form',
  [refTo(currentMine), refTo(currentApproval), refTo(currentSee)],
  openFrom(currentMine, currentApproval, currentSee),
);

m.screen('reimbursementStatistics/reimbursement-statistics-list', '报销统计', 'reimbursement.statistics');

const e = 'expenseReimbursement';
m.screen(`${e}/reimbursement-details-list`, '项目报销进度表', 'reimbursement.progress');
m.screen(`${e}/reimbursement-of-office-list`, '办公费报销', 'reimbursement.office');
// 差旅 has no approved list of its own: 已审批报销 (declared below) shows travel claims too.
m.screen(`${e}/travelReimbursement`, '差旅费报销', 'travel.claim', {
  openWith: ['travel.mine', 'travel.approval', 'reimbursement.approved'],
});
m.screen(`${e}/travelExpensesList`, '我的差旅费报销', 'travel.mine');
m.screen(`${e}/travel-approval`, '差旅费报销审批', 'travel.approval');
const costList = m.screen(`${e}/costList`, '我的报销', 'reimbursement.mine');
const reimbursementApproval = m.screen(`${e}/reimbursement-approval`, '报销审批', 'reimbursement.approval');
const expenseView = m.screen(`${e}/expense-reimbursement-view`, '已审批报销', 'reimbursement.approved');
m.child(
  `${e}/costApproval`,
  '费用报销单',
  'reimbursement.form',
  [refTo(costList), refTo(reimbursementApproval), refTo(expenseView)],
  openFrom(costList, reimbursementApproval, expenseView),
);
const loanList = m.screen(`${e}/loanList`, '我的借款', 'loan.mine');
const loanApprovalList = m.screen(`${e}/loan-approval-list`, '借款审批', 'loan.approval');
const loanViewing = m.screen(`${e}/loan-viewing`, '已审批借款', 'loan.approved');
m.child(
  `${e}/loanApproval`,
  '借款单',
  'loan.form',
  [refTo(loanList), refTo(loanApprovalList), refTo(loanViewing)],
  openFrom(loanList, loanApprovalList, loanViewing),
);
m.screen(`${e}/generatingVoucher`, '生成会计凭证', 'reimbursement.generateVoucher');

const r = `${e}/repayment`;
const myRepayment = m.screen(`${r}/my-repayment`, '我的还款', 'repayment.mine');
const repaymentApproval = m.screen(`${r}/repayment-approval-list`, '还款审批', 'repayment.approval');
const repaymentList = m.screen(`${r}/repayment-list`, '已审批还款', 'repayment.approved');
m.child(
  `${r}/repayment-input`,
  '还款单',
  'repayment.form',
  [refTo(myRepayment), refTo(repaymentApproval), refTo(repaymentList)],
  openFrom(myRepayment, repaymentApproval, repaymentList),
);

m.screen('personnelManagement/departmentalPersonnelList', '部门人员', 'reimbursement.personnel');

export const reimbursementRoutes: readonly RouteEntry[] = m.routes;

// Flow charts are shared by reimbursement, budget and appropriation, so they sit in a common folder
// under /final rather than under reimbursement/ (spec 001 §2.4 names them "under components/flow-chart").
const f = defineModule('flowChart', '/final/components/flow-chart');
f.child('reimbursement-process-flow', '报销流程图', 'flowChart.reimbursement', [
  refTo(loanList),
  refTo(loanApprovalList),
  refTo(costList),
  refTo(reimbursementApproval),
]);
f.child('flow-chart-of-subsidy-declaration', '补助申报流程图', 'flowChart.subsidy', budgetParents.mySubsidy);
f.child('flow-chart-of-inal-accounts', '决算流程图', 'flowChart.finalAccounts', budgetParents.finalAccounts);
f.child('budget-flow-chart', '预算流程图', 'flowChart.budget', budgetParents.oneOnDeclare);
f.child(
  'budget-execution-process',
  '预算执行流程图',
  'flowChart.budgetExecution',
  budgetParents.executionList,
);
f.child('appropriation-flow', '拨款流程图', 'flowChart.appropriation', refTo(appropriationManagement));
f.child('down-payment-flow-chart', '下拨款流程图', 'flowChart.downPayment', refTo(downPaymentList));

export const flowChartRoutes: readonly RouteEntry[] = f.routes;
