// Every feature module of the app, listed once. The screen table, the working screens, the outbox
// kinds, the reference loaders and the batch paths all come from this list (DESIGN §12). This file
// and all it imports load after login (src/app/features.ts), never with the login page.
import { adminModule } from '../features/admin/module';
import { assetsModule } from '../features/assets/module';
import { attachmentModule } from '../features/attachment/module';
import { autoVoucherModule } from '../features/auto-voucher/module';
import { auxiliaryModule } from '../features/auxiliary/module';
import { booksModule } from '../features/books/module';
import { carryForwardModule } from '../features/carry-forward/module';
import { cashierModule } from '../features/cashier/module';
import { crossListModule } from '../features/cross-list/module';
import { departmentModule } from '../features/department/module';
import { openingModule } from '../features/opening/module';
import { personnelModule } from '../features/personnel/module';
import { processModule } from '../features/process/module';
import { reconciliationModule } from '../features/reconciliation/module';
import { reimbursementModule } from '../features/reimbursement/module';
import { reimbursementReportsModule } from '../features/reimbursement-reports/module';
import { reporterModule } from '../features/reporter/module';
import { subjectSettingsModule } from '../features/subject-settings/module';
import { successionModule } from '../features/succession/module';
import { taskBoardModule } from '../features/task-board/module';
import { usercenterModule } from '../features/usercenter/module';
import { voucherModule } from '../features/voucher/module';
import { loadOperators } from '../local/operators';
import { defineFeature, type FeatureModule, installFeature } from '../ui/feature-module';
import { shellPages } from './shell-pages';

/** The shell's own pages, and the users the pickers offer (every module shows people). */
export const shellModule = defineFeature({
  name: 'shell',
  screens: shellPages,
  references: { operators: loadOperators },
});

export const featureModules: readonly FeatureModule[] = [
  shellModule,
  departmentModule,
  subjectSettingsModule,
  auxiliaryModule,
  successionModule,
  openingModule,
  voucherModule,
  booksModule,
  taskBoardModule,
  processModule,
  attachmentModule,
  personnelModule,
  usercenterModule,
  reimbursementModule,
  reimbursementReportsModule,
  cashierModule,
  reconciliationModule,
  assetsModule,
  carryForwardModule,
  reporterModule,
  autoVoucherModule,
  adminModule,
  crossListModule,
];

let installed = false;

/** Registers every module's outbox kinds, reference loaders and batch paths (once, before any sync). */
export function installFeatures(): void {
  if (installed) return;
  installed = true;
  for (const module of featureModules) installFeature(module);
}
