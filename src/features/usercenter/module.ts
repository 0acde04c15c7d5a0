// 用户中心 (issue 21 items 1-3): operators, duties and their keys, the menu, ledger sets and the
// units' own data. These are administrators' screens: they read network first and offline show the
// last answer with its time; rights changes need the network (runWrite says so) because they must
// be authoritative.
import { defineFeature } from '../../ui/feature-module';

const base = '/final/usercenter';
const operators = () => import('./operators/OperatorScreen').then((m) => m.OperatorScreen);
const roles = () => import('./roles/RoleScreen').then((m) => m.RoleScreen);
const permissions = () => import('./roles/PermissionScreen').then((m) => m.PermissionScreen);
const menus = () => import('./roles/MenuScreen').then((m) => m.MenuScreen);
const ledgerSets = () => import('./ledger-sets/LedgerSetScreen').then((m) => m.LedgerSetScreen);
const levels = () => import('./ledger-sets/LevelScreen').then((m) => m.LevelScreen);
const systemSetting = () => import('./system/SystemSettingScreen').then((m) => m.SystemSettingScreen);
const announcements = () => import('./notice/AnnouncementScreen').then((m) => m.AnnouncementScreen);
const todoPush = () => import('./notice/TodoPushScreen').then((m) => m.TodoPushScreen);
const manual = () => import('./notice/ManualScreen').then((m) => m.ManualScreen);
const enterprises = () => import('./precondition/EnterpriseScreen').then((m) => m.EnterpriseScreen);
const configuration = () => import('./system/ConfigurationScreen').then((m) => m.ConfigurationScreen);
const userIntegration = () =>
  import('./operators/UserIntegrationScreen').then((m) => m.UserIntegrationScreen);
const unitInfo = () => import('./unit/UnitInfoScreen').then((m) => m.UnitInfoScreen);

export const usercenterModule = defineFeature({
  name: 'usercenter',
  screens: [
    { path: `${base}/operator-management-list`, load: operators, keepAlive: true },
    { path: `${base}/add-operator`, load: operators },
    { path: `${base}/role-management`, load: roles, keepAlive: true },
    { path: `${base}/add-role`, load: roles },
    { path: `${base}/permission`, load: permissions },
    { path: `${base}/permission-group`, load: permissions },
    { path: `${base}/menu`, load: menus },
    { path: `${base}/menu-financial`, load: menus },
    { path: `${base}/zt-management`, load: ledgerSets, keepAlive: true },
    { path: `${base}/financial-system`, load: levels },
    { path: `${base}/platform-management`, load: unitInfo },
    { path: `${base}/essential-information`, load: unitInfo },
    { path: `${base}/system-setting`, load: systemSetting },
    { path: `${base}/announcement-push`, load: announcements },
    { path: `${base}/announcement-push-list`, load: announcements, keepAlive: true },
    { path: `${base}/to-do-push`, load: todoPush },
    { path: `${base}/upload-operation-manual`, load: manual },
    { path: `${base}/precondition-table-enterprise`, load: enterprises, keepAlive: true },
    { path: `${base}/configure-management`, load: configuration },
    { path: `${base}/userIntegration`, load: userIntegration },
  ],
});
