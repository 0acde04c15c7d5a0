// 任务看板: what waits for the user's duty.
import { defineFeature } from '../../ui/feature-module';

export const taskBoardModule = defineFeature({
  name: 'task-board',
  screens: [
    {
      path: '/taskBoard',
      load: () => import('./TaskBoardScreen').then((m) => m.TaskBoardScreen),
    },
    {
      path: '/taskBoard/board',
      load: () => import('./TaskBoardScreen').then((m) => m.TaskBoardScreen),
    },
  ],
});
