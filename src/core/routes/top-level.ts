// Top-level routes (spec 001 §2.1): the public pages around login, the stand-alone admin pages and
// the authenticated layout's own screens (home, task board, /final welcome and navigation).

import { defineModule, refTo } from './define';
import type { RouteEntry } from './types';

const m = defineModule('top', '');

// Public pages: reachable without a session, outside the layout, so never a tab.
const bare = { requiresAuth: false, inLayout: false } as const;
m.screen('sign', '登录验证', undefined, bare);
m.screen('login', '登录', undefined, bare);
m.screen('authorization', '统一身份认证', undefined, bare);
m.screen('selecting', '选择单位', undefined, bare);
m.screen('no-access', '无权访问', undefined, bare);
m.screen('passwordReset', '重置密码', undefined, bare);
m.screen('timeCalibration', '时间校准', undefined, bare);
m.screen('viewer', '文件预览', undefined, bare);
m.screen('error401', '未授权', undefined, bare);

// Signed-in pages that stand alone (own window, no sidebar): still guarded by a permission.
const standAlone = { inLayout: false } as const;
m.screen('components/admin-Upload/admin-Upload', '系统文件上传', 'admin.upload', standAlone);
m.screen('admin-data', '系统上传', 'admin.data', standAlone);
m.screen('admin-log', '日志文件', 'admin.log', standAlone);
m.screen('auditWelcome/welcome', '审计欢迎页', 'audit.welcome', standAlone);

// The authenticated layout. `/` is exempt from the permission check (spec 001 §6).
m.screen('', '首页', undefined);
const taskBoard = m.screen('taskBoard', '任务看板', 'taskBoard.view');
// The board is the layout child of /taskBoard; its tab is the task board itself.
m.child('taskBoard/board', '看板', 'taskBoard.board', refTo(taskBoard));
m.screen('final/welcome', '欢迎页', undefined);
m.screen('final/sideBar', '导航', 'nav.sideBar');

export const topLevelRoutes: readonly RouteEntry[] = m.routes;
