// 银行对账 (spec 001 §2.5 reconciliations, issue 19 item 4): the thirteen screens and the outbox kind
// of their writes. Reads are reports (network first, the last answer offline with its time).
import { reconciliationKind, reconciliationOutboxKind } from '../../local/reconciliation';
import { defineFeature } from '../../ui/feature-module';
import { ReconPath } from './paths';

export const reconciliationModule = defineFeature({
  name: 'reconciliation',
  screens: [
    { path: ReconPath.mode, load: () => import('./ModeScreen').then((m) => m.ModeScreen) },
    {
      path: ReconPath.accounts,
      load: () => import('./AccountsScreen').then((m) => m.AccountsScreen),
      keepAlive: true,
    },
    {
      path: ReconPath.startDate,
      load: () => import('./StartDateScreen').then((m) => m.StartDateScreen),
      keepAlive: true,
    },
    { path: ReconPath.bookOpening, load: () => import('./OpeningScreen').then((m) => m.BookOpeningScreen) },
    { path: ReconPath.bankOpening, load: () => import('./OpeningScreen').then((m) => m.BankOpeningScreen) },
    { path: ReconPath.confirm, load: () => import('./ConfirmScreen').then((m) => m.ConfirmScreen) },
    { path: ReconPath.adjustment, load: () => import('./AdjustmentScreen').then((m) => m.AdjustmentScreen) },
    {
      path: ReconPath.outstanding,
      load: () => import('./OutstandingScreen').then((m) => m.OutstandingScreen),
      keepAlive: true,
    },
    {
      path: ReconPath.longOutstanding,
      load: () => import('./OutstandingScreen').then((m) => m.LongOutstandingScreen),
      keepAlive: true,
    },
    {
      path: ReconPath.bankCopy,
      load: () => import('./BankCopyScreen').then((m) => m.BankCopyScreen),
      keepAlive: true,
    },
    {
      path: ReconPath.companyCopy,
      load: () => import('./CompanyCopyScreen').then((m) => m.CompanyCopyScreen),
      keepAlive: true,
    },
    {
      path: ReconPath.writeOff,
      load: () => import('./WriteOffScreen').then((m) => m.WriteOffScreen),
      keepAlive: true,
    },
    {
      path: ReconPath.reconcile,
      load: () => import('./ReconcileScreen').then((m) => m.ReconcileScreen),
      keepAlive: true,
    },
  ],
  outboxKinds: { [reconciliationKind]: reconciliationOutboxKind },
});
