// Opening balances (期初): by subject, department and auxiliary item, trial balance, confirmation.
import { defineFeature } from '../../ui/feature-module';

export const openingModule = defineFeature({
  name: 'opening',
  screens: [
    {
      path: '/final/financialSoftware/initSubjectSetting/init-subject-balance',
      load: () => import('./SubjectBalanceScreen').then((m) => m.SubjectBalanceScreen),
    },
    {
      path: '/final/financialSoftware/initSubjectSetting/init-department-balance',
      load: () => import('./BreakdownScreen').then((m) => m.DepartmentBalanceScreen),
    },
    {
      path: '/final/financialSoftware/initSubjectSetting/init-auxiliary-balance',
      load: () => import('./BreakdownScreen').then((m) => m.AuxiliaryBalanceScreen),
    },
    {
      path: '/final/financialSoftware/initSubjectSetting/init-balance-verification',
      load: () => import('./VerificationScreen').then((m) => m.VerificationScreen),
    },
    {
      path: '/final/financialSoftware/initSubjectSetting/init-setting-confirm',
      load: () => import('./ConfirmScreen').then((m) => m.ConfirmScreen),
    },
  ],
});
