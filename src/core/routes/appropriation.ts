// Appropriation (spec 001 §2.16): allocations to lower units and their payment. The complex details
// page carries its parent index as the last path segment ($parentCurrent) instead of the query.

import { defineModule, refTo } from './define';
import type { RouteEntry } from './types';

const m = defineModule('appropriation', '/final/appropriationSystem');

export const appropriationManagement = m.screen(
  'appropriation-management',
  '拨款管理',
  'appropriation.management',
  {},
);
const details = m.screen('appropriation-details', '借款明细', 'appropriation.loanDetails');
m.screen('bank-statement', '拨款明细表', 'appropriation.statement');
m.screen('daily-payment-list', '日常支付', 'appropriation.dailyPayments');
m.screen('down-payment', '下拨款', 'appropriation.downPayment');
export const downPaymentList = m.screen('down-payment-list', '我的下拨款', 'appropriation.myDownPayments');
const nextPayment = m.screen('view-the-next-payment', '已审批下拨款', 'appropriation.approvedDownPayments');
const grantList = m.screen('grant-list', '下拨款审批', 'appropriation.downPaymentApproval');
// Details are opened from any of the three down-payment lists and go back to the one that opened them.
m.child('down-payment-details', '下拨款详情', 'appropriation.downPaymentDetails', [
  refTo(downPaymentList),
  refTo(grantList),
  refTo(nextPayment),
]);
const approval = m.screen('appropriation-approval', '拨款审批', 'appropriation.approval');
const see = m.screen('appropriation-see', '拨款查看', 'appropriation.view');
m.child(
  'appropriation-complex-details/$id/$typeAyment/$parentCurrent',
  '差旅费明细',
  'appropriation.travelDetails',
  [refTo(appropriationManagement), refTo(approval), refTo(see), refTo(details)],
);

export const appropriationRoutes: readonly RouteEntry[] = m.routes;
