// Financial software (spec 001 §2.5): the accounting core. Groups mirror the spec's bullets; each
// becomes a folder under /final/financialSoftware, as the spec's own example path shows
// (/final/financialSoftware/certificateProcessing/accounting-billing-voucher).

import { defineModule } from './define';
import type { RouteEntry } from './types';

const m = defineModule('financialSoftware', '/final/financialSoftware');

m.group('passageway', [
  ['department-funds-input', '部门经费录入', 'passageway.departmentFunds'],
  ['department-accounting-subjects-fast', '部门核算科目快捷设置', 'passageway.departmentSubjects'],
]);

m.group('settings', [
  ['subjectSetting', '科目设置', 'settings.subject'],
  ['departmentSetting', '部门设置', 'settings.department'],
  ['abstract', '常用摘要', 'settings.abstract'],
  ['bankAccount', '银行账户', 'settings.bankAccount'],
  ['setQuickCertificate', '快速凭证设置', 'settings.quickVoucher'],
  ['setUpQuickCredentials', '快捷凭证模板', 'settings.quickVoucherTemplate'],
  ['transfer', '结转设置', 'settings.transfer'],
  ['billingVoucher', '凭证类型设置', 'settings.voucherType'],
  ['voucher-rearrangement', '凭证整理', 'settings.voucherRenumber'],
  ['voucher-processing-settings', '凭证处理设置', 'settings.voucherProcessing'],
  ['voucherPrintSetting', '凭证打印设置', 'settings.voucherPrint'],
  ['reporter-setting', '报表人员设置', 'settings.reporter'],
  ['accounting-transfer', '期末结转', 'settings.accountingTransfer'],
]);

m.group('initSubjectSetting', [
  ['other-subject-setting', '其他科目设置', 'init.otherSubject'],
  ['subject-code-width-setting', '科目编码宽度设置', 'init.codeWidth'],
  ['init-subject-setting', '初始科目设置', 'init.subject'],
  ['init-subject-balance', '科目期初余额', 'init.subjectBalance'],
  ['init-department', '初始部门设置', 'init.department'],
  ['init-department-balance', '部门期初余额', 'init.departmentBalance'],
  ['init-auxiliary-balance', '辅助核算期初余额', 'init.auxiliaryBalance'],
  ['init-balance-verification', '期初余额试算平衡', 'init.verification'],
  ['init-setting-confirm', '期初余额确认', 'init.confirm'],
]);

m.group('VoucherInquiryAndPrinting', [
  ['summaryOfSubjects', '科目汇总表', 'voucherQuery.subjectSummary'],
  ['vouchers-numbers', '凭证查询', 'voucherQuery.numbers'],
  ['continuous-printing', '凭证连续打印', 'voucherQuery.continuousPrint'],
  ['voucher-classification-table', '凭证分类汇总表', 'voucherQuery.classification'],
]);

m.group('accountQueryPrinting', [
  ['ordinary-ledger', '明细账', 'ledger.detail'],
  ['list-multi-column-ledger', '多栏账', 'ledger.multiColumn'],
  ['cash-journal', '现金日记账', 'ledger.cashJournal'],
  ['bank-journal', '银行日记账', 'ledger.bankJournal'],
  ['cash-banking-day', '现金银行日报表', 'ledger.cashBankDaily'],
  ['other-daily-reports', '其他日报表', 'ledger.otherDaily'],
  ['list-general-ledger', '总账', 'ledger.general'],
  ['account-balance-sheet', '科目余额表', 'ledger.balance'],
]);

m.group('certificateProcessing', [
  ['accounting-billing-voucher', '凭证录入', 'voucher.entry'],
  ['quick-input-of-funds', '经费快速录入', 'voucher.fundsQuickEntry'],
  ['voucher-modify-del', '凭证修改删除', 'voucher.modifyDelete'],
  ['automatic-vocuher', '自动凭证', 'voucher.automatic'],
  ['automatic-vocuher2', '自动凭证（二）', 'voucher.automatic2'],
  ['voucher-bookkeeping', '凭证记账', 'voucher.post'],
  ['voucher-monthly-knot', '月末结账', 'voucher.closeMonth'],
  ['voucher-audit', '凭证审核', 'voucher.audit'],
]);

m.group('cashier-management', [
  ['check-entry', '支票登记', 'cashier.chequeEntry'],
  ['check-collar', '支票领用', 'cashier.chequeIssue'],
  ['check-to-void', '支票作废', 'cashier.chequeVoid'],
  ['cashier-bank-account', '出纳银行账户', 'cashier.bankAccount'],
  ['check-inquiries', '支票查询', 'cashier.chequeQuery'],
  ['cashier-cash-account', '出纳现金账户', 'cashier.cashAccount'],
  ['cashier-bank', '出纳银行日记账', 'cashier.bankJournal'],
  ['cashier-cash', '出纳现金日记账', 'cashier.cashJournal'],
  ['Cashier-is-daily-report', '出纳日报表', 'cashier.dailyReport'],
  ['cashier-monthly-report', '出纳月报表', 'cashier.monthlyReport'],
  ['cashier-month-is-knot', '出纳月末结账', 'cashier.closeMonth'],
  ['generating-cashier-is-bank-account', '生成出纳账', 'cashier.generateBook'],
]);

m.group('departments', [
  ['departments-date-report', '部门日报表', 'departmentBook.dailyReport'],
  ['balance-department', '部门余额表', 'departmentBook.balance'],
  ['subject-of-a-department', '部门科目汇总表', 'departmentBook.subjects'],
  ['departmental-ledger', '部门明细账', 'departmentBook.detail'],
  ['departmental-general-ledger', '部门总账', 'departmentBook.general'],
]);

m.group('reconciliations', [
  ['calculation-mode-setting', '对账方式设置', 'reconciliation.mode'],
  ['specify-current-account', '指定对账科目', 'reconciliation.subject'],
  ['reconciliation-date', '对账启用日期', 'reconciliation.startDate'],
  ['Initial-enterprises-standards', '单位日记账期初', 'reconciliation.initCompany'],
  ['init-back-account', '银行对账单期初', 'reconciliation.initBank'],
  ['bank-balance-adjustment', '银行存款余额调节表', 'reconciliation.adjustmentStatement'],
  ['init-completion-confirmation', '对账期初确认', 'reconciliation.initConfirm'],
  ['enquiries-areoutstanding', '未达账项查询', 'reconciliation.outstanding'],
  ['bank-copy', '银行对账单', 'reconciliation.bankStatement'],
  ['company-copy', '单位日记账', 'reconciliation.companyBook'],
  ['accounts-handle', '核销处理', 'reconciliation.writeOff'],
  ['reconciliations', '银行对账', 'reconciliation.reconcile'],
  ['last-outof-account', '长期未达账项', 'reconciliation.longOutstanding'],
]);

// Reversals of the voucher lifecycle (DESIGN §6): 反结账 and 反记账.
m.group('menu-management', [
  ['cancel-monthly-knots', '反结账', 'voucher.reopenMonth'],
  ['cancel-bookkeeping', '反记账', 'voucher.unpost'],
]);

m.group('accountReport', [['financial-report-stats', '财务报表统计', 'financialReport.statistics']]);

export const financialSoftwareRoutes: readonly RouteEntry[] = m.routes;
