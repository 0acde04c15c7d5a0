// The opening-balance screens' addresses, for the buttons that lead there from the succession dialog,
// the financial-status guard and the opening screens themselves.
export const OpeningRoute = {
  subjectBalance: '/final/financialSoftware/initSubjectSetting/init-subject-balance',
  departmentBalance: '/final/financialSoftware/initSubjectSetting/init-department-balance',
  auxiliaryBalance: '/final/financialSoftware/initSubjectSetting/init-auxiliary-balance',
  verification: '/final/financialSoftware/initSubjectSetting/init-balance-verification',
  confirm: '/final/financialSoftware/initSubjectSetting/init-setting-confirm',
} as const;
