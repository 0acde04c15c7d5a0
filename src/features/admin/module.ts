// The administrator's own pages (issue 21 items 4-7): 日志文件 (admin-log), the operation log and the
// server's log files; 系统上传 and 系统文件上传, the system files (manual, import templates); 审计欢迎页, the read-only 审计 duty's page. Network first; offline the last
// answer with its time.
import { defineFeature } from '../../ui/feature-module';

const adminLog = () => import('./AdminLogScreen').then((m) => m.AdminLogScreen);
const adminData = () => import('./AdminDataScreen').then((m) => m.AdminDataScreen);
const adminUpload = () => import('./AdminUploadScreen').then((m) => m.AdminUploadScreen);
const integrationLog = () => import('./IntegrationLogScreen').then((m) => m.IntegrationLogScreen);
const auditWelcome = () => import('./AuditWelcomeScreen').then((m) => m.AuditWelcomeScreen);

export const adminModule = defineFeature({
  name: 'admin',
  screens: [
    { path: '/admin-log', load: adminLog },
    { path: '/admin-data', load: adminData },
    { path: '/components/admin-Upload/admin-Upload', load: adminUpload },
    { path: '/auditWelcome/welcome', load: auditWelcome },
    // gRPC 日志 sits in the user centre's menu but is a log like admin-log, so it lives here.
    { path: '/final/usercenter/grpc-log', load: integrationLog, keepAlive: true },
  ],
});
