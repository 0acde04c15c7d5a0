// Every contract of the API, by module: the route pairing test checks each has its route and each
// API route serves one of these. A new module's contracts are added here.
import { authContracts } from './auth';
import { departmentContracts } from './department';
import { ztContracts } from './zt';

export const allContracts = {
  auth: authContracts,
  department: departmentContracts,
  zt: ztContracts,
} as const;
