// 出纳管理 and 银行账户 (issue 19): the cashier's accounts, journals, brought-in vouchers, reports,
// month close and cheque register; the accounts and cheques cached for offline work, every write
// through the outbox.
import { bankAccountReaders, cashierAccountReaders, chequeReaders } from '../../core/permissions/readers';
import {
  bankAccountKind,
  bankAccountOutboxKind,
  cashierAccountKind,
  cashierAccountOutboxKind,
  loadBankAccounts,
  loadCashierAccounts,
} from '../../local/cashier-accounts';
import {
  cashierEntryKind,
  cashierEntryOutboxKind,
  cashierImportKind,
  cashierPeriodKind,
} from '../../local/cashier-book';
import {
  chequeKind,
  chequeOutboxKind,
  chequePurchaseKind,
  chequePurchaseOutboxKind,
  loadCheques,
} from '../../local/cheques';
import { defineFeature } from '../../ui/feature-module';
import { CashierPath } from './paths';

export const cashierModule = defineFeature({
  name: 'cashier',
  screens: [
    {
      path: CashierPath.bankAccount,
      load: () => import('./BankAccountScreen').then((m) => m.BankAccountScreen),
      keepAlive: true,
    },
    {
      path: CashierPath.cashAccount,
      load: () => import('./CashierAccountScreen').then((m) => m.CashAccountScreen),
      keepAlive: true,
    },
    {
      path: CashierPath.bankCashierAccount,
      load: () => import('./CashierAccountScreen').then((m) => m.BankCashierAccountScreen),
      keepAlive: true,
    },
    {
      path: CashierPath.cashJournal,
      load: () => import('./JournalScreen').then((m) => m.CashJournalScreen),
      keepAlive: true,
    },
    {
      path: CashierPath.bankJournal,
      load: () => import('./JournalScreen').then((m) => m.BankJournalScreen),
      keepAlive: true,
    },
    {
      path: CashierPath.generate,
      load: () => import('./GenerateScreen').then((m) => m.GenerateScreen),
      keepAlive: true,
    },
    {
      path: CashierPath.daily,
      load: () => import('./DailyReportScreen').then((m) => m.DailyReportScreen),
      keepAlive: true,
    },
    {
      path: CashierPath.monthly,
      load: () => import('./MonthlyReportScreen').then((m) => m.MonthlyReportScreen),
      keepAlive: true,
    },
    { path: CashierPath.close, load: () => import('./CloseMonthScreen').then((m) => m.CloseMonthScreen) },
    {
      path: CashierPath.chequeEntry,
      load: () => import('./ChequeEntryScreen').then((m) => m.ChequeEntryScreen),
      keepAlive: true,
    },
    {
      path: CashierPath.chequeIssue,
      load: () => import('./ChequeIssueScreen').then((m) => m.ChequeIssueScreen),
      keepAlive: true,
    },
    {
      path: CashierPath.chequeVoid,
      load: () => import('./ChequeVoidScreen').then((m) => m.ChequeVoidScreen),
      keepAlive: true,
    },
    {
      path: CashierPath.chequeQuery,
      load: () => import('./ChequeQueryScreen').then((m) => m.ChequeQueryScreen),
      keepAlive: true,
    },
  ],
  outboxKinds: {
    [bankAccountKind]: bankAccountOutboxKind,
    [cashierAccountKind]: cashierAccountOutboxKind,
    [cashierEntryKind]: cashierEntryOutboxKind,
    [cashierImportKind]: {},
    [cashierPeriodKind]: {},
    [chequeKind]: chequeOutboxKind,
    [chequePurchaseKind]: chequePurchaseOutboxKind,
  },
  references: {
    bankAccounts: { load: loadBankAccounts, readWith: bankAccountReaders },
    cashierAccounts: { load: loadCashierAccounts, readWith: cashierAccountReaders },
    cheques: { load: loadCheques, readWith: chequeReaders },
  },
});
