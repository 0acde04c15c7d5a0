// Vouchers: entry, quick entry, department funds entry, the lifecycle lists, month end, renumbering,
// and their settings.
import { summaryReaders, templateReaders, voucherReaders } from '../../core/permissions/readers';
import { loadSummaries, loadTemplates } from '../../local/voucher-templates';
import { loadVoucherTypes } from '../../local/voucher-types';
import { voucherKind, voucherOutboxKind } from '../../local/vouchers';
import { defineFeature } from '../../ui/feature-module';
import { shortcutKind, shortcutOutboxKind } from './passageway/shortcut-store';

export const voucherModule = defineFeature({
  name: 'voucher',
  screens: [
    {
      path: '/final/financialSoftware/certificateProcessing/accounting-billing-voucher',
      load: () => import('./entry/VoucherEntryScreen').then((m) => m.VoucherEntryScreen),
    },
    {
      path: '/final/financialSoftware/settings/abstract',
      load: () => import('./templates/SummaryScreen').then((m) => m.SummaryScreen),
      keepAlive: true,
    },
    {
      path: '/final/financialSoftware/settings/setUpQuickCredentials',
      load: () => import('./templates/TemplateScreen').then((m) => m.TemplateScreen),
      keepAlive: true,
    },
    {
      path: '/final/financialSoftware/settings/setQuickCertificate',
      load: () => import('./quick/QuickSettingsScreen').then((m) => m.QuickSettingsScreen),
    },
    {
      path: '/final/financialSoftware/certificateProcessing/quick-input-of-funds',
      load: () => import('./quick/QuickEntryScreen').then((m) => m.QuickEntryScreen),
    },
    {
      path: '/final/financialSoftware/settings/billingVoucher',
      load: () => import('./settings/VoucherTypeScreen').then((m) => m.VoucherTypeScreen),
      keepAlive: true,
    },
    {
      path: '/final/financialSoftware/settings/voucher-processing-settings',
      load: () => import('./settings/ProcessingScreen').then((m) => m.ProcessingScreen),
    },
    {
      path: '/final/financialSoftware/settings/voucherPrintSetting',
      load: () =>
        import('./print-settings/VoucherPrintSettingScreen').then((m) => m.VoucherPrintSettingScreen),
    },
    {
      path: '/final/financialSoftware/certificateProcessing/voucher-modify-del',
      load: () => import('./lifecycle/VoucherModifyDeleteScreen').then((m) => m.VoucherModifyDeleteScreen),
      keepAlive: true,
    },
    {
      path: '/final/financialSoftware/certificateProcessing/voucher-audit',
      load: () => import('./lifecycle/VoucherAuditScreen').then((m) => m.VoucherAuditScreen),
      keepAlive: true,
    },
    {
      path: '/final/financialSoftware/certificateProcessing/voucher-bookkeeping',
      load: () => import('./lifecycle/VoucherPostingScreens').then((m) => m.VoucherBookkeepingScreen),
      keepAlive: true,
    },
    {
      path: '/final/financialSoftware/menu-management/cancel-bookkeeping',
      load: () => import('./lifecycle/VoucherPostingScreens').then((m) => m.CancelBookkeepingScreen),
      keepAlive: true,
    },
    {
      path: '/final/financialSoftware/certificateProcessing/voucher-monthly-knot',
      load: () => import('./lifecycle/MonthEndScreen').then((m) => m.VoucherMonthlyKnotScreen),
      keepAlive: true,
    },
    {
      path: '/final/financialSoftware/menu-management/cancel-monthly-knots',
      load: () => import('./lifecycle/MonthEndScreen').then((m) => m.CancelMonthlyKnotsScreen),
      keepAlive: true,
    },
    {
      path: '/final/financialSoftware/settings/voucher-rearrangement',
      load: () => import('./lifecycle/VoucherRearrangementScreen').then((m) => m.VoucherRearrangementScreen),
      keepAlive: true,
    },
    {
      path: '/final/financialSoftware/passageway/department-funds-input',
      load: () => import('./passageway/DepartmentFundsInputScreen').then((m) => m.DepartmentFundsInputScreen),
    },
    {
      path: '/final/financialSoftware/passageway/department-accounting-subjects-fast',
      load: () =>
        import('./passageway/DepartmentSubjectsFastScreen').then((m) => m.DepartmentSubjectsFastScreen),
    },
  ],
  outboxKinds: { [voucherKind]: voucherOutboxKind, [shortcutKind]: shortcutOutboxKind },
  references: {
    // Each read as the server guards it: 审核 and 记账 have no 常用摘要 or 快捷凭证模板 to cache.
    voucherTypes: { load: loadVoucherTypes, readWith: voucherReaders },
    templates: { load: loadTemplates, readWith: templateReaders },
    summaries: { load: loadSummaries, readWith: summaryReaders },
  },
});
