// 科目衔接: the old chart's balances taken over into the new chart.
import { defineFeature } from '../../ui/feature-module';

export const successionModule = defineFeature({
  name: 'succession',
  screens: [
    {
      path: '/final/financialSoftware/initSubjectSetting/init-subject-setting',
      load: () => import('./InitSubjectScreen').then((m) => m.InitSubjectScreen),
    },
  ],
});
