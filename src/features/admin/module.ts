// The administrator's own pages (issue 21 items 4-7): 日志文件 (admin-log), the operation log and the
// server's log files. Network first; offline the last answer with its time.
import { defineFeature } from '../../ui/feature-module';

const adminLog = () => import('./AdminLogScreen').then((m) => m.AdminLogScreen);

export const adminModule = defineFeature({
  name: 'admin',
  screens: [{ path: '/admin-log', load: adminLog }],
});
