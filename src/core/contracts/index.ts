// Every contract of the API, by module: the route pairing test checks each has its route and each
// API route serves one of these. A new module's contracts are added here.
import { authContracts } from './auth';
import { auxiliaryContracts } from './auxiliary';
import { departmentContracts } from './department';
import { openingContracts } from './opening';
import { subjectContracts } from './subject';
import { successionContracts } from './succession';
import { voucherContracts } from './voucher';
import { voucherSettingsContracts } from './voucher-settings';
import { voucherTemplateContracts } from './voucher-template';
import { ztContracts } from './zt';

export const allContracts = {
  auth: authContracts,
  auxiliary: auxiliaryContracts,
  department: departmentContracts,
  opening: openingContracts,
  subject: subjectContracts,
  succession: successionContracts,
  voucher: voucherContracts,
  voucherSettings: voucherSettingsContracts,
  voucherTemplate: voucherTemplateContracts,
  zt: ztContracts,
} as const;
