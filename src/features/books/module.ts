// Books and statements: balances, ledgers, journals, daily reports, voucher queries, statements.
import { defineFeature } from '../../ui/feature-module';

export const booksModule = defineFeature({
  name: 'books',
  screens: [
    {
      path: '/final/financialSoftware/accountQueryPrinting/account-balance-sheet',
      load: () => import('./screens/AccountBalanceScreen').then((m) => m.AccountBalanceScreen),
      keepAlive: true,
    },
    {
      path: '/final/financialSoftware/accountQueryPrinting/ordinary-ledger',
      load: () => import('./screens/DetailLedgerScreen').then((m) => m.DetailLedgerScreen),
      keepAlive: true,
    },
    {
      path: '/final/financialSoftware/accountQueryPrinting/list-general-ledger',
      load: () => import('./screens/GeneralLedgerScreen').then((m) => m.GeneralLedgerScreen),
      keepAlive: true,
    },
    {
      path: '/final/financialSoftware/accountQueryPrinting/cash-journal',
      load: () => import('./screens/JournalScreens').then((m) => m.CashJournalScreen),
      keepAlive: true,
    },
    {
      path: '/final/financialSoftware/accountQueryPrinting/bank-journal',
      load: () => import('./screens/JournalScreens').then((m) => m.BankJournalScreen),
      keepAlive: true,
    },
    {
      path: '/final/financialSoftware/accountQueryPrinting/cash-banking-day',
      load: () => import('./screens/CashBankDailyScreen').then((m) => m.CashBankDailyScreen),
      keepAlive: true,
    },
    {
      path: '/final/financialSoftware/accountQueryPrinting/other-daily-reports',
      load: () => import('./screens/OtherDailyScreen').then((m) => m.OtherDailyScreen),
      keepAlive: true,
    },
    {
      path: '/final/financialSoftware/departments/departments-date-report',
      load: () => import('./screens/DepartmentDailyScreen').then((m) => m.DepartmentDailyScreen),
      keepAlive: true,
    },
    {
      path: '/final/financialSoftware/accountQueryPrinting/list-multi-column-ledger',
      load: () => import('./screens/MultiColumnScreen').then((m) => m.MultiColumnScreen),
      keepAlive: true,
    },
    {
      path: '/final/financialSoftware/VoucherInquiryAndPrinting/summaryOfSubjects',
      load: () => import('./screens/SubjectSummaryScreen').then((m) => m.SubjectSummaryScreen),
      keepAlive: true,
    },
    {
      path: '/final/financialSoftware/VoucherInquiryAndPrinting/vouchers-numbers',
      load: () => import('./screens/VoucherNumbersScreen').then((m) => m.VoucherNumbersScreen),
      keepAlive: true,
    },
    {
      path: '/final/financialSoftware/VoucherInquiryAndPrinting/continuous-printing',
      load: () => import('./screens/ContinuousPrintScreen').then((m) => m.ContinuousPrintScreen),
      keepAlive: true,
    },
    {
      path: '/final/financialSoftware/departments/balance-department',
      load: () => import('./screens/DimensionBalanceScreens').then((m) => m.DepartmentBalanceScreen),
      keepAlive: true,
    },
    {
      path: '/final/financialSoftware/departments/departmental-ledger',
      load: () => import('./screens/DimensionDetailScreens').then((m) => m.DepartmentDetailScreen),
      keepAlive: true,
    },
    {
      path: '/final/financialSoftware/departments/departmental-general-ledger',
      load: () => import('./screens/DepartmentGeneralScreen').then((m) => m.DepartmentGeneralScreen),
      keepAlive: true,
    },
    {
      path: '/final/financialSoftware/departments/subject-of-a-department',
      load: () => import('./screens/DepartmentSubjectsScreen').then((m) => m.DepartmentSubjectsScreen),
      keepAlive: true,
    },
    {
      path: '/final/financialSoftware/VoucherInquiryAndPrinting/voucher-classification-table',
      load: () => import('./screens/VoucherClassificationScreen').then((m) => m.VoucherClassificationScreen),
      keepAlive: true,
    },
    {
      path: '/final/auxiliaryAccount/balance-sheet-auxiliary',
      load: () => import('./screens/DimensionBalanceScreens').then((m) => m.AuxBalanceScreen),
      keepAlive: true,
    },
    {
      path: '/final/auxiliaryAccount/auxiliary-item-details',
      load: () => import('./screens/DimensionDetailScreens').then((m) => m.AuxDetailScreen),
      keepAlive: true,
    },
    {
      path: '/final/financialSoftware/accountReport/financial-report-stats',
      load: () => import('./screens/FinancialStatementsScreen').then((m) => m.FinancialStatementsScreen),
      keepAlive: true,
    },
  ],
});
