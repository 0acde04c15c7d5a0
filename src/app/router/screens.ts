// Which code renders each catalogue route. A module issue adds its screens here (and to
// workingScreens in index.ts); every other route shows the honest 功能建设中 page.
import type { ScreenLoader } from '../../ui/screen-types';

const welcome: ScreenLoader = () => import('../pages/WelcomePage').then((m) => m.WelcomePage);

export const screenLoaders: Readonly<Record<string, ScreenLoader>> = {
  '/login': () => import('../pages/LoginPage').then((m) => m.LoginPage),
  '/selecting': () => import('../pages/SelectingPage').then((m) => m.SelectingPage),
  '/authorization': () => import('../pages/AuthorizationPage').then((m) => m.AuthorizationPage),
  '/timeCalibration': () => import('../pages/TimeCalibrationPage').then((m) => m.TimeCalibrationPage),
  '/no-access': () => import('../pages/NoAccessPage').then((m) => m.NoAccessPage),
  '/passwordReset': () => import('../pages/PasswordResetPage').then((m) => m.PasswordResetPage),
  '/error401': () => import('../pages/Error401Page').then((m) => m.Error401Page),
  '/': welcome,
  '/final/welcome': welcome,
  '/final/usercenter/department-management': () =>
    import('../../features/department/DepartmentScreen').then((m) => m.DepartmentScreen),
  '/final/financialSoftware/certificateProcessing/accounting-billing-voucher': () =>
    import('../../features/voucher/entry/VoucherEntryScreen').then((m) => m.VoucherEntryScreen),
  // Accounting settings (issue #5): subjects, code widths, cash/bank subjects, auxiliary accounting;
  // 部门设置 is the department screen.
  '/final/financialSoftware/settings/subjectSetting': () =>
    import('../../features/subject-settings/SubjectSettingScreen').then((m) => m.SubjectSettingScreen),
  '/final/financialSoftware/settings/departmentSetting': () =>
    import('../../features/department/DepartmentScreen').then((m) => m.DepartmentScreen),
  '/final/financialSoftware/initSubjectSetting/subject-code-width-setting': () =>
    import('../../features/subject-settings/CodeWidthScreen').then((m) => m.CodeWidthScreen),
  '/final/financialSoftware/initSubjectSetting/other-subject-setting': () =>
    import('../../features/subject-settings/OtherSubjectScreen').then((m) => m.OtherSubjectScreen),
  '/final/auxiliaryAccount/auxiliary-account-index': () =>
    import('../../features/auxiliary/AuxIndexScreen').then((m) => m.AuxIndexScreen),
  '/final/auxiliaryAccount/auxiliary-account-type-management': () =>
    import('../../features/auxiliary/AuxTypeScreen').then((m) => m.AuxTypeScreen),
  '/final/financialSoftware/settings/abstract': () =>
    import('../../features/voucher/templates/SummaryScreen').then((m) => m.SummaryScreen),
  '/final/financialSoftware/settings/setUpQuickCredentials': () =>
    import('../../features/voucher/templates/TemplateScreen').then((m) => m.TemplateScreen),
  '/final/financialSoftware/settings/setQuickCertificate': () =>
    import('../../features/voucher/quick/QuickSettingsScreen').then((m) => m.QuickSettingsScreen),
  '/final/financialSoftware/certificateProcessing/quick-input-of-funds': () =>
    import('../../features/voucher/quick/QuickEntryScreen').then((m) => m.QuickEntryScreen),
  '/final/financialSoftware/settings/billingVoucher': () =>
    import('../../features/voucher/settings/VoucherTypeScreen').then((m) => m.VoucherTypeScreen),
  '/final/financialSoftware/settings/voucher-processing-settings': () =>
    import('../../features/voucher/settings/ProcessingScreen').then((m) => m.ProcessingScreen),
  '/final/financialSoftware/settings/voucherPrintSetting': () =>
    import('../../features/voucher/print-settings/VoucherPrintSettingScreen').then(
      (m) => m.VoucherPrintSettingScreen,
    ),
  // 任务看板: /taskBoard is the tab, /taskBoard/board its layout child; both show the board.
  '/taskBoard': () => import('../../features/task-board/TaskBoardScreen').then((m) => m.TaskBoardScreen),
  '/taskBoard/board': () =>
    import('../../features/task-board/TaskBoardScreen').then((m) => m.TaskBoardScreen),
  // Voucher lifecycle (issue #6 item 3): 修改删除, 审核, 记账, 结账, 整理 and their reversals.
  '/final/financialSoftware/certificateProcessing/voucher-modify-del': () =>
    import('../../features/voucher/lifecycle/VoucherModifyDeleteScreen').then(
      (m) => m.VoucherModifyDeleteScreen,
    ),
  '/final/financialSoftware/certificateProcessing/voucher-audit': () =>
    import('../../features/voucher/lifecycle/VoucherAuditScreen').then((m) => m.VoucherAuditScreen),
  '/final/financialSoftware/certificateProcessing/voucher-bookkeeping': () =>
    import('../../features/voucher/lifecycle/VoucherPostingScreens').then((m) => m.VoucherBookkeepingScreen),
  '/final/financialSoftware/menu-management/cancel-bookkeeping': () =>
    import('../../features/voucher/lifecycle/VoucherPostingScreens').then((m) => m.CancelBookkeepingScreen),
  '/final/financialSoftware/certificateProcessing/voucher-monthly-knot': () =>
    import('../../features/voucher/lifecycle/MonthEndScreen').then((m) => m.VoucherMonthlyKnotScreen),
  '/final/financialSoftware/menu-management/cancel-monthly-knots': () =>
    import('../../features/voucher/lifecycle/MonthEndScreen').then((m) => m.CancelMonthlyKnotsScreen),
  '/final/financialSoftware/settings/voucher-rearrangement': () =>
    import('../../features/voucher/lifecycle/VoucherRearrangementScreen').then(
      (m) => m.VoucherRearrangementScreen,
    ),
  // Opening balances (issue #5): entry, breakdowns, trial balance, confirmation; 初始部门设置 is the
  // department screen.
  '/final/financialSoftware/initSubjectSetting/init-subject-setting': () =>
    import('../../features/succession/InitSubjectScreen').then((m) => m.InitSubjectScreen),
  '/final/financialSoftware/initSubjectSetting/init-subject-balance': () =>
    import('../../features/opening/SubjectBalanceScreen').then((m) => m.SubjectBalanceScreen),
  '/final/financialSoftware/initSubjectSetting/init-department': () =>
    import('../../features/department/DepartmentScreen').then((m) => m.DepartmentScreen),
  '/final/financialSoftware/initSubjectSetting/init-department-balance': () =>
    import('../../features/opening/BreakdownScreen').then((m) => m.DepartmentBalanceScreen),
  '/final/financialSoftware/initSubjectSetting/init-auxiliary-balance': () =>
    import('../../features/opening/BreakdownScreen').then((m) => m.AuxiliaryBalanceScreen),
  '/final/financialSoftware/initSubjectSetting/init-balance-verification': () =>
    import('../../features/opening/VerificationScreen').then((m) => m.VerificationScreen),
  '/final/financialSoftware/initSubjectSetting/init-setting-confirm': () =>
    import('../../features/opening/ConfirmScreen').then((m) => m.ConfirmScreen),
  // Books and statements (issue #7): 账簿查询, 凭证查询, 部门账, 辅助账, 财务报表.
  '/final/financialSoftware/accountQueryPrinting/account-balance-sheet': () =>
    import('../../features/books/screens/AccountBalanceScreen').then((m) => m.AccountBalanceScreen),
  '/final/financialSoftware/accountQueryPrinting/ordinary-ledger': () =>
    import('../../features/books/screens/DetailLedgerScreen').then((m) => m.DetailLedgerScreen),
  '/final/financialSoftware/accountQueryPrinting/list-general-ledger': () =>
    import('../../features/books/screens/GeneralLedgerScreen').then((m) => m.GeneralLedgerScreen),
  '/final/financialSoftware/accountQueryPrinting/cash-journal': () =>
    import('../../features/books/screens/JournalScreens').then((m) => m.CashJournalScreen),
  '/final/financialSoftware/accountQueryPrinting/bank-journal': () =>
    import('../../features/books/screens/JournalScreens').then((m) => m.BankJournalScreen),
  '/final/financialSoftware/accountQueryPrinting/cash-banking-day': () =>
    import('../../features/books/screens/CashBankDailyScreen').then((m) => m.CashBankDailyScreen),
  '/final/financialSoftware/accountQueryPrinting/other-daily-reports': () =>
    import('../../features/books/screens/OtherDailyScreen').then((m) => m.OtherDailyScreen),
  '/final/financialSoftware/departments/departments-date-report': () =>
    import('../../features/books/screens/DepartmentDailyScreen').then((m) => m.DepartmentDailyScreen),
  '/final/financialSoftware/accountQueryPrinting/list-multi-column-ledger': () =>
    import('../../features/books/screens/MultiColumnScreen').then((m) => m.MultiColumnScreen),
  '/final/financialSoftware/VoucherInquiryAndPrinting/summaryOfSubjects': () =>
    import('../../features/books/screens/SubjectSummaryScreen').then((m) => m.SubjectSummaryScreen),
  '/final/financialSoftware/VoucherInquiryAndPrinting/vouchers-numbers': () =>
    import('../../features/books/screens/VoucherNumbersScreen').then((m) => m.VoucherNumbersScreen),
  '/final/financialSoftware/VoucherInquiryAndPrinting/continuous-printing': () =>
    import('../../features/books/screens/ContinuousPrintScreen').then((m) => m.ContinuousPrintScreen),
  '/final/financialSoftware/departments/balance-department': () =>
    import('../../features/books/screens/DimensionBalanceScreens').then((m) => m.DepartmentBalanceScreen),
  '/final/financialSoftware/departments/departmental-ledger': () =>
    import('../../features/books/screens/DimensionDetailScreens').then((m) => m.DepartmentDetailScreen),
  '/final/financialSoftware/departments/departmental-general-ledger': () =>
    import('../../features/books/screens/DepartmentGeneralScreen').then((m) => m.DepartmentGeneralScreen),
  '/final/financialSoftware/departments/subject-of-a-department': () =>
    import('../../features/books/screens/DepartmentSubjectsScreen').then((m) => m.DepartmentSubjectsScreen),
  '/final/financialSoftware/VoucherInquiryAndPrinting/voucher-classification-table': () =>
    import('../../features/books/screens/VoucherClassificationScreen').then(
      (m) => m.VoucherClassificationScreen,
    ),
  '/final/auxiliaryAccount/balance-sheet-auxiliary': () =>
    import('../../features/books/screens/DimensionBalanceScreens').then((m) => m.AuxBalanceScreen),
  '/final/auxiliaryAccount/auxiliary-item-details': () =>
    import('../../features/books/screens/DimensionDetailScreens').then((m) => m.AuxDetailScreen),
  '/final/financialSoftware/accountReport/financial-report-stats': () =>
    import('../../features/books/screens/FinancialStatementsScreen').then((m) => m.FinancialStatementsScreen),
};

export const underConstructionLoader: ScreenLoader = () =>
  import('../pages/UnderConstructionPage').then((m) => m.UnderConstructionPage);

/** The loader of a catalogue route, by its pattern path. */
export function screenLoaderFor(path: string): ScreenLoader {
  return screenLoaders[path] ?? underConstructionLoader;
}
