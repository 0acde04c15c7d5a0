// Every contract of the API, by module: the route pairing test checks each has its route and each
// API route serves one of these. A new module's contracts are added here.
import { authContracts } from './auth';
import { departmentContracts } from './department';
import { requestLogContracts } from './request-log';
import { voucherContracts } from './voucher';
import { voucherSettingsContracts } from './voucher-settings';
import { voucherTemplateContracts } from './voucher-template';
import { ztContracts } from './zt';

export const allContracts = {
  auth: authContracts,
  department: departmentContracts,
  requestLog: requestLogContracts,
  voucher: voucherContracts,
  voucherSettings: voucherSettingsContracts,
  voucherTemplate: voucherTemplateContracts,
  zt: ztContracts,
} as const;
