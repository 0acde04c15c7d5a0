// Opening balances (期初): by subject, department and auxiliary item, trial balance, confirmation.
import { defineFeature } from '../../ui/feature-module';
import { OpeningRoute } from '../../ui/init/init-routes';

export const openingModule = defineFeature({
  name: 'opening',
  screens: [
    {
      path: OpeningRoute.subjectBalance,
      load: () => import('./SubjectBalanceScreen').then((m) => m.SubjectBalanceScreen),
    },
    {
      path: OpeningRoute.departmentBalance,
      load: () => import('./BreakdownScreen').then((m) => m.DepartmentBalanceScreen),
    },
    {
      path: OpeningRoute.auxiliaryBalance,
      load: () => import('./BreakdownScreen').then((m) => m.AuxiliaryBalanceScreen),
    },
    {
      path: OpeningRoute.verification,
      load: () => import('./VerificationScreen').then((m) => m.VerificationScreen),
    },
    {
      path: OpeningRoute.confirm,
      load: () => import('./ConfirmScreen').then((m) => m.ConfirmScreen),
    },
  ],
});
