// The finance office's reimbursement screens: vouchers from approved claims (生成会计凭证), 报销统计
// and 项目报销进度表. Reads only (reports kept for offline reading); generating needs the server.
import { defineFeature } from '../../ui/feature-module';

const e = '/final/reimbursement/expenseReimbursement';

export const reimbursementReportsModule = defineFeature({
  name: 'reimbursement-reports',
  screens: [
    {
      path: `${e}/generatingVoucher`,
      load: () => import('./GeneratingVoucherScreen').then((m) => m.GeneratingVoucherScreen),
      keepAlive: true,
    },
    {
      path: '/final/reimbursement/reimbursementStatistics/reimbursement-statistics-list',
      load: () => import('./StatisticsScreen').then((m) => m.StatisticsScreen),
      keepAlive: true,
    },
    {
      path: `${e}/reimbursement-details-list`,
      load: () => import('./ProgressScreen').then((m) => m.ProgressScreen),
      keepAlive: true,
    },
  ],
});
