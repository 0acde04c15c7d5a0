// The chart of accounts: subjects, code widths, cash and bank subjects.
import { loadSubjects } from '../../local/subjects';
import { defineFeature } from '../../ui/feature-module';

export const subjectSettingsModule = defineFeature({
  name: 'subject-settings',
  screens: [
    {
      path: '/final/financialSoftware/settings/subjectSetting',
      load: () => import('./SubjectSettingScreen').then((m) => m.SubjectSettingScreen),
      keepAlive: true,
    },
    {
      path: '/final/financialSoftware/initSubjectSetting/subject-code-width-setting',
      load: () => import('./CodeWidthScreen').then((m) => m.CodeWidthScreen),
    },
    {
      path: '/final/financialSoftware/initSubjectSetting/other-subject-setting',
      load: () => import('./OtherSubjectScreen').then((m) => m.OtherSubjectScreen),
    },
  ],
  references: { subjects: loadSubjects },
});
