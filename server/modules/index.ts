// Every server module, each registering its own routes (server/modules/<module>/index.ts).
import type { ServerModule } from '../app-context.ts';
import { accessModule } from './access/index.ts';
import { announcementModule } from './announcement/index.ts';
import { assetsModule } from './assets/index.ts';
import { attachmentModule } from './attachment/index.ts';
import { authModule } from './auth/index.ts';
import { autoVoucherModule } from './auto-voucher/index.ts';
import { auxiliaryModule } from './auxiliary/index.ts';
import { carryForwardModule } from './carry-forward/index.ts';
import { cashierModule } from './cashier/index.ts';
import { configurationModule } from './configuration/index.ts';
import { crossListModule } from './cross-list/index.ts';
import { departmentModule } from './department/index.ts';
import { enterpriseModule } from './enterprise/index.ts';
import { financialStatusModule } from './financial-status/index.ts';
import { healthModule } from './health/index.ts';
import { integrationLogModule } from './integration-log/index.ts';
import { ledgerModule } from './ledger/index.ts';
import { openingModule } from './opening/index.ts';
import { operatorModule } from './operator/index.ts';
import { oplogModule } from './oplog/index.ts';
import { passagewayModule } from './passageway/index.ts';
import { personnelModule } from './personnel/index.ts';
import { processModule } from './process/index.ts';
import { reconciliationModule } from './reconciliation/index.ts';
import { reimbursementModule } from './reimbursement/index.ts';
import { reporterModule } from './reporter/index.ts';
import { requestLogModule } from './request-log/index.ts';
import { roleModule } from './role/index.ts';
import { subjectModule } from './subject/index.ts';
import { successionModule } from './succession/index.ts';
import { systemSettingModule } from './system-setting/index.ts';
import { taskPanelModule } from './task-panel/index.ts';
import { todoModule } from './todo/index.ts';
import { userModule } from './user/index.ts';
import { userIntegrationModule } from './user-integration/index.ts';
import { voucherModule } from './voucher/index.ts';
import { voucherPrintModule } from './voucher-print/index.ts';
import { voucherSettingsModule } from './voucher-settings/index.ts';
import { voucherTemplateModule } from './voucher-template/index.ts';
import { ztModule } from './zt/index.ts';

export const serverModules: readonly ServerModule[] = [
  healthModule,
  authModule,
  accessModule,
  ztModule,
  userModule,
  requestLogModule,
  departmentModule,
  financialStatusModule,
  subjectModule,
  auxiliaryModule,
  openingModule,
  successionModule,
  ledgerModule,
  voucherModule,
  voucherTemplateModule,
  voucherSettingsModule,
  voucherPrintModule,
  taskPanelModule,
  attachmentModule,
  processModule,
  personnelModule,
  reimbursementModule,
  carryForwardModule,
  reporterModule,
  passagewayModule,
  autoVoucherModule,
  cashierModule,
  todoModule,
  operatorModule,
  roleModule,
  reconciliationModule,
  assetsModule,
  oplogModule,
  systemSettingModule,
  announcementModule,
  configurationModule,
  enterpriseModule,
  userIntegrationModule,
  integrationLogModule,
  crossListModule,
];
