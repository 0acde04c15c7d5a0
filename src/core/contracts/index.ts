// Every contract of the API, by module: the route pairing test checks each has its route and each
// API route serves one of these. A new module's contracts are added here.
import { announcementContracts } from './announcement';
import { assetCardContracts, assetInitContracts } from './asset-cards';
import { assetChangeContracts, assetSplitContracts } from './asset-changes';
import { assetCheckContracts } from './asset-checks';
import { assetDocumentContracts } from './asset-documents';
import { assetProvisionContracts } from './asset-provision';
import { assetReportContracts } from './asset-reports';
import { assetSettingContracts } from './asset-settings';
import { assetVoucherContracts } from './asset-vouchers';
import { attachmentContracts } from './attachment';
import { authContracts } from './auth';
import { autoVoucherContracts } from './auto-voucher';
import { auxiliaryContracts } from './auxiliary';
import { bankAccountContracts } from './bank-account';
import { carryForwardContracts } from './carry-forward';
import { cashierContracts } from './cashier';
import { chequeContracts } from './cheque';
import { configurationContracts } from './configuration';
import { crossListContracts } from './cross-list';
import { departmentContracts } from './department';
import { enterpriseContracts } from './enterprise';
import { financialStatusContracts } from './financial-status';
import { integrationLogContracts } from './integration-log';
import { ledgerContracts } from './ledger';
import { manualContracts } from './manual';
import { openingContracts } from './opening';
import { operatorContracts } from './operator';
import { oplogContracts } from './oplog';
import { passagewayContracts } from './passageway';
import { bankCardContracts, personnelContracts } from './personnel';
import { processContracts } from './process';
import { reconciliationContracts } from './reconciliation';
import { reimbursementContracts } from './reimbursement';
import { reporterContracts } from './reporter';
import { requestLogContracts } from './request-log';
import { menuContracts, roleContracts } from './role';
import { ssoContracts } from './sso';
import { subjectContracts } from './subject';
import { successionContracts } from './succession';
import { systemFileContracts } from './system-file';
import { systemSettingContracts } from './system-setting';
import { taskPanelContracts } from './task-panel';
import { todoContracts } from './todo';
import { userIntegrationContracts } from './user-integration';
import { voucherContracts } from './voucher';
import { voucherPrintContracts } from './voucher-print';
import { voucherSettingsContracts } from './voucher-settings';
import { voucherTemplateContracts } from './voucher-template';
import { ztContracts } from './zt';

export const allContracts = {
  assetCard: assetCardContracts,
  assetChange: assetChangeContracts,
  assetCheck: assetCheckContracts,
  assetDocument: assetDocumentContracts,
  assetInit: assetInitContracts,
  assetProvision: assetProvisionContracts,
  assetReport: assetReportContracts,
  assetSetting: assetSettingContracts,
  assetSplit: assetSplitContracts,
  assetVoucher: assetVoucherContracts,
  attachment: attachmentContracts,
  auth: authContracts,
  autoVoucher: autoVoucherContracts,
  auxiliary: auxiliaryContracts,
  carryForward: carryForwardContracts,
  bankAccount: bankAccountContracts,
  cashier: cashierContracts,
  cheque: chequeContracts,
  configuration: configurationContracts,
  department: departmentContracts,
  enterprise: enterpriseContracts,
  financialStatus: financialStatusContracts,
  ledger: ledgerContracts,
  opening: openingContracts,
  passageway: passagewayContracts,
  operator: operatorContracts,
  role: roleContracts,
  menu: menuContracts,
  personnel: personnelContracts,
  bankCard: bankCardContracts,
  process: processContracts,
  reconciliation: reconciliationContracts,
  reimbursement: reimbursementContracts,
  todo: todoContracts,
  reporter: reporterContracts,
  requestLog: requestLogContracts,
  subject: subjectContracts,
  succession: successionContracts,
  taskPanel: taskPanelContracts,
  voucher: voucherContracts,
  voucherPrint: voucherPrintContracts,
  voucherSettings: voucherSettingsContracts,
  voucherTemplate: voucherTemplateContracts,
  zt: ztContracts,
  oplog: oplogContracts,
  integrationLog: integrationLogContracts,
  systemFile: systemFileContracts,
  userIntegration: userIntegrationContracts,
  systemSetting: systemSettingContracts,
  announcement: announcementContracts,
  manual: manualContracts,
  sso: ssoContracts,
  crossList: crossListContracts,
} as const;
