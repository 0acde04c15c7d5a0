// User centre (spec 001 §2.7): platform administration. Every screen needs a session and its own
// permission, so a finance clerk never lands on role or ledger-set management by URL.

import { defineModule, refTo } from './define';
import type { RouteEntry } from './types';

const m = defineModule('usercenter', '/final/usercenter');

m.screen('platform-management', '平台管理', 'usercenter.platform');
m.screen('permission-group', '权限组管理', 'usercenter.permissionGroup');
m.screen('permission', '权限管理', 'usercenter.permission');
m.screen('menu', '菜单管理', 'usercenter.menu');
const roles = m.screen('role-management', '角色管理', 'usercenter.role');
// The add forms are opened from their lists and hand the tab back to them.
m.child('add-role', '新增角色', 'usercenter.addRole', refTo(roles));
const operators = m.screen('operator-management-list', '操作员管理', 'usercenter.operator');
m.child('add-operator', '新增操作员', 'usercenter.addOperator', refTo(operators));
m.screen('zt-management', '账套管理', 'usercenter.zt');

m.screen('essential-information', '基本信息', 'usercenter.basicInfo');
m.screen('department-management', '部门管理', 'usercenter.department');
m.screen('process-management', '流程管理', 'usercenter.process');
m.screen('document-management-list', '单据管理', 'usercenter.document');

m.screen('all-disbursements', '全部支付', 'usercenter.disbursements');
m.screen('paycenter/all-bank-statement', '全部银行流水', 'usercenter.bankStatements');
m.screen('system-setting', '系统设置', 'usercenter.systemSetting');

m.screen('announcement-push', '公告推送', 'usercenter.announcementPush');
m.screen('announcement-push-list', '公告列表', 'usercenter.announcements');
m.screen('upload-operation-manual', '上传操作手册', 'usercenter.manual');
m.screen('userIntegration', '用户集成', 'usercenter.userIntegration');
m.screen('to-do-push', '待办推送', 'usercenter.todoPush');

m.screen('precondition-table-hr', '人员前置表', 'usercenter.preconditionHr');
m.screen('precondition-table-enterprise', '单位前置表', 'usercenter.preconditionEnterprise');
m.screen('configure-management', '配置管理', 'usercenter.configuration');
m.screen('menu-financial', '财务菜单', 'usercenter.financialMenu');
m.screen('financial-system', '财务系统设置', 'usercenter.financialSystem');
m.screen('grpc-log', 'gRPC 日志', 'usercenter.grpcLog');

export const usercenterRoutes: readonly RouteEntry[] = m.routes;
