// 操作员管理 and 角色管理 over HTTP (issue 21 items 1-2): a user made with 制单 on 002 only works there
// and nowhere else, a disabled user's next call is refused, a reset forces a change of password, a
// role that would hold 制单 and 审核 is refused with the clash named, a change of a role reaches its
// holders on their next call, an Excel import with a bad row writes nothing and names the row, and
// every change leaves an audit entry.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/core/contracts/errors.ts';
import type { AuditPage, OperatorPage, OperatorView } from '../../src/core/contracts/operator.ts';
import type { RoleView } from '../../src/core/contracts/role.ts';
import { ADMIN_PASSWORD, DEMO_PASSWORD, startServer, TestClient, type TestServer } from './harness.ts';
import { body, saveOk } from './voucher-fixture.ts';

let server: TestServer;
let admin: TestClient;
let zids: Record<string, number>;
let roles: RoleView[];
const roleId = (code: string) => roles.find((r) => r.code === code)?.id ?? 0;

beforeAll(async () => {
  server = await startServer();
  admin = await TestClient.login(server, 'admin', ADMIN_PASSWORD);
  const list = (await admin.get<{ zid: number; ztno: string }[]>('/api/zt/list')).body.data;
  zids = Object.fromEntries(list.map((z) => [z.ztno, z.zid]));
  roles = (await admin.get<RoleView[]>('/api/role/list')).body.data;
});
afterAll(() => server?.close());

async function createUser(userName: string, extra: Record<string, unknown> = {}): Promise<OperatorView> {
  const answer = await admin.post<OperatorView>('/api/user/save', {
    userName,
    realName: `测试${userName}`,
    password: 'Start2026',
    mustChangePassword: false,
    roleIds: [roleId('preparer')],
    grants: [{ zid: zids['002'], level: 2 }],
    ...extra,
  });
  expect(answer.body.success, answer.body.message).toBe(true);
  return answer.body.data;
}

const grassrootsVoucher = (date: string) =>
  body(date, [
    { summary: '职工教育', code: '50101', debit: '120.00' },
    { summary: '职工教育', code: '102', credit: '120.00' },
  ]);

async function auditOf(targetId: number) {
  const page = await admin.get<AuditPage>('/api/user/accessAudit', {
    targetKind: 'user',
    targetId: String(targetId),
  });
  return page.body.data.currentPageItems;
}

describe('operators', () => {
  it('a user with 制单 on 002 only enters vouchers in 002 and is refused in 001', async () => {
    const user = await createUser('zd002');
    expect(user.roles.map((r) => r.name)).toEqual(['制单']);
    expect(user.grants.map((g) => [g.ztno, g.level])).toEqual([['002', 2]]);
    const client = await TestClient.login(server, 'zd002', 'Start2026');
    const list = (await client.get<{ ztno: string }[]>('/api/zt/list')).body.data;
    expect(list.map((z) => z.ztno)).toEqual(['002']);
    expect((await client.post('/api/zt/select', { zid: zids['002'], year: 2026 })).body.success).toBe(true);
    const saved = await saveOk(client, grassrootsVoucher('2026-04-10'));
    expect(saved.voucherNo).toBeGreaterThan(0);
    // 001 is not granted: choosing it is refused, and so is a call made for it.
    const select = await client.post('/api/zt/select', { zid: zids['001'], year: 2026 });
    expect(select.body).toMatchObject({
      errorCode: ErrorCode.ledgerSetForbidden,
      message: '没有该账套的访问权限',
    });
    // 审核 is not the duty's: refused with 4012.
    const audit = await client.post('/api/voucher/audit', { ids: [saved.id] });
    expect(audit.body.errorCode).toBe(ErrorCode.forbidden);
    // The menu is the duty's: the books, the claims and assets it makes vouchers from and its 待办, no user centre.
    const info = await client.get<{ platMenuList: Array<{ title: string }>; permissions: string[] }>(
      '/api/auth/getInfo',
    );
    expect(info.body.data.permissions).toContain('voucher.entry');
    expect(info.body.data.permissions).not.toContain('voucher.audit');
    expect(info.body.data.platMenuList.map((m) => m.title).sort()).toEqual(
      ['财务核算', '辅助核算', '资产管理', '报销管理', '待办事项'].sort(),
    );
  });

  it('disabling a user mid-session refuses their next call with 4006, and re-enabling does not revive it', async () => {
    const user = await createUser('zd-stop');
    const client = await TestClient.login(server, 'zd-stop', 'Start2026');
    expect((await client.get('/api/zt/list')).body.success).toBe(true);
    const stop = await admin.post<OperatorView>('/api/user/setEnabled', { id: user.id, enabled: false });
    expect(stop.body.data.enabled).toBe(false);
    const next = await client.get('/api/zt/list');
    expect(next.body).toMatchObject({
      errorCode: ErrorCode.accountDisabled,
      message: '账号已停用，请联系管理员',
    });
    await expect(TestClient.login(server, 'zd-stop', 'Start2026')).rejects.toThrow(/账号已停用/);
    expect((await admin.post('/api/user/setEnabled', { id: user.id, enabled: true })).body.success).toBe(
      true,
    );
    expect((await client.get('/api/zt/list')).body.errorCode).toBe(ErrorCode.loggedOut);
    const again = await TestClient.login(server, 'zd-stop', 'Start2026');
    expect((await again.get('/api/zt/list')).body.success).toBe(true);
    const trail = await auditOf(user.id);
    expect(trail.map((e) => e.actionName)).toEqual(['启用操作员', '停用操作员', '新增操作员']);
    expect(trail[0]?.actorName).toBe('系统管理员（admin）');
  });

  it('nobody disables themselves or the last administrator', async () => {
    const self = await admin.get<OperatorPage>('/api/user/list', { keyword: 'admin' });
    const me = self.body.data.currentPageItems.find((u) => u.userName === 'admin');
    const answer = await admin.post('/api/user/setEnabled', { id: me?.id, enabled: false });
    expect(answer.body).toMatchObject({ errorCode: ErrorCode.refused, message: '不能停用自己的账号' });
  });

  it('a reset password must be changed at the next login; until then nothing else is served', async () => {
    const user = await createUser('zd-reset');
    const before = await TestClient.login(server, 'zd-reset', 'Start2026');
    const reset = await admin.post<{ temporaryPassword: string }>('/api/user/resetPassword', { id: user.id });
    expect(reset.body.success).toBe(true);
    const temporary = reset.body.data.temporaryPassword;
    expect(temporary).toMatch(/^(?=.*[A-Za-z])(?=.*\d).{8,}$/);
    // The old session ended with the reset; the old password no longer works.
    expect((await before.get('/api/zt/list')).body.errorCode).toBe(ErrorCode.loggedOut);
    await expect(TestClient.login(server, 'zd-reset', 'Start2026')).rejects.toThrow(/用户名或密码错误/);
    const client = await TestClient.login(server, 'zd-reset', temporary);
    const info = await client.get<{ mustChangePassword: boolean }>('/api/auth/getInfo');
    expect(info.body.data.mustChangePassword).toBe(true);
    const blocked = await client.get('/api/zt/list');
    expect(blocked.body).toMatchObject({
      errorCode: ErrorCode.passwordChangeRequired,
      message: '管理员已重置您的密码，请先修改密码',
    });
    const changed = await client.post('/api/user/modifyPassword', {
      oldPassword: temporary,
      newPassword: 'Mine2026x',
      confirmPassword: 'Mine2026x',
    });
    expect(changed.body.success, changed.body.message).toBe(true);
    expect((await client.get('/api/zt/list')).body.success).toBe(true);
    expect(
      (await client.get<{ mustChangePassword: boolean }>('/api/auth/getInfo')).body.data.mustChangePassword,
    ).toBe(false);
  });

  it('refuses duties that clash together, a taken name and a department of another ledger set; writes nothing', async () => {
    const count = async () =>
      (await admin.get<OperatorPage>('/api/user/list', { pageSize: '500' })).body.data.totalItemCount;
    const before = await count();
    const clash = await admin.post('/api/user/save', {
      userName: 'zd-clash',
      realName: '冲突',
      password: 'Start2026',
      roleIds: [roleId('preparer'), roleId('auditor')],
      grants: [],
    });
    expect(clash.body.errorCode).toBe(ErrorCode.refused);
    expect(clash.body.message).toContain('不能同时拥有制单（凭证录入）和审核（凭证审核）');
    const taken = await admin.post('/api/user/save', {
      userName: 'ZhiDan',
      realName: '重名',
      password: 'Start2026',
      roleIds: [],
      grants: [],
    });
    expect(taken.body).toMatchObject({ errorCode: ErrorCode.conflict, message: '登录名已存在：ZhiDan' });
    const depts = await server.handle.db
      .selectFrom('department')
      .select('id')
      .where('ledger_set_id', '=', zids['001'] ?? 0)
      .execute();
    const wrongDept = await admin.post('/api/user/save', {
      userName: 'zd-dept',
      realName: '部门',
      password: 'Start2026',
      roleIds: [],
      grants: [{ zid: zids['002'], level: 2, departmentId: depts[0]?.id }],
    });
    expect(wrongDept.body.errorCode).toBe(ErrorCode.badRequest);
    expect(wrongDept.body.message).toMatch(/^部门不属于账套「示范市第一中学工会委员会」/);
    expect(await count()).toBe(before);
  });

  it('an edit keeps each ledger set’s department (the approver’s department follows the default one)', async () => {
    const page = await admin.get<OperatorPage>('/api/user/list', { keyword: 'shenpi' });
    const shenpi = page.body.data.currentPageItems[0] as OperatorView;
    expect(shenpi.grants.map((g) => [g.ztno, g.departmentName])).toEqual([['001', '办公室']]);
    const before = await server.handle.db
      .selectFrom('app_user')
      .select('department_id')
      .where('id', '=', shenpi.id)
      .executeTakeFirstOrThrow();
    const saved = await admin.post<OperatorView>('/api/user/save', {
      id: shenpi.id,
      version: shenpi.version,
      userName: shenpi.userName,
      realName: shenpi.realName,
      mobile: '13900000001',
      roleIds: shenpi.roles.map((r) => r.id),
      grants: shenpi.grants.map((g) => ({ zid: g.zid, level: g.level, departmentId: g.departmentId })),
      defaultZid: shenpi.defaultZid,
    });
    expect(saved.body.success, saved.body.message).toBe(true);
    const after = await server.handle.db
      .selectFrom('app_user')
      .select('department_id')
      .where('id', '=', shenpi.id)
      .executeTakeFirstOrThrow();
    expect(after.department_id).toBe(before.department_id);
    expect(after.department_id).not.toBeNull();
    const trail = await auditOf(shenpi.id);
    expect(trail[0]?.summary).toBe('无权限变化');
  });

  it('pages and searches', async () => {
    const page = await admin.get<OperatorPage>('/api/user/list', { pageSize: '3', pageIndex: '1' });
    expect(page.body.data.currentPageItems).toHaveLength(3);
    expect(page.body.data.totalItemCount).toBeGreaterThan(8);
    const found = await admin.get<OperatorPage>('/api/user/list', { keyword: '审核' });
    expect(found.body.data.currentPageItems.map((u) => u.userName)).toEqual(['shenhe']);
    const byRole = await admin.get<OperatorPage>('/api/user/list', { roleId: String(roleId('cashier')) });
    expect(byRole.body.data.currentPageItems.map((u) => u.userName)).toEqual(['chuna']);
    const zhidan = await TestClient.login(server, 'zhidan', DEMO_PASSWORD);
    expect((await zhidan.get('/api/user/list')).body.errorCode).toBe(ErrorCode.forbidden);
  });
});

describe('roles', () => {
  it('a role holding 制单 and 审核 is refused with the clash named, and nothing is written', async () => {
    const answer = await admin.post('/api/role/save', {
      name: '全能会计',
      permissions: ['voucher.entry', 'voucher.audit', 'ledger.detail'],
    });
    expect(answer.body).toMatchObject({
      success: false,
      errorCode: ErrorCode.refused,
      message:
        '角色「全能会计」不相容职责：不能同时拥有制单（凭证录入）和审核（凭证审核）——凭证的制单与审核须由不同人员担任',
    });
    const claims = await admin.post('/api/role/save', {
      name: '报销兼审批',
      permissions: ['reimbursement.form', 'reimbursement.approval'],
    });
    expect(claims.body.message).toContain('不能同时拥有申报（费用报销单）和审批（报销审批）');
    const list = (await admin.get<RoleView[]>('/api/role/list')).body.data;
    expect(list.map((r) => r.name)).not.toContain('全能会计');
  });

  it('a change to a duty reaches its holders on their next call; a held duty cannot be deleted', async () => {
    const created = await admin.post<RoleView>('/api/role/save', {
      name: '凭证查询员',
      remark: '只看凭证',
      permissions: ['ledger.detail'],
    });
    expect(created.body.success, created.body.message).toBe(true);
    const role = created.body.data;
    expect(role.builtin).toBe(false);
    await createUser('viewer', { roleIds: [role.id] });
    const client = await TestClient.login(server, 'viewer', 'Start2026');
    expect((await client.get<{ permissions: string[] }>('/api/auth/getInfo')).body.data.permissions).toEqual([
      'ledger.detail',
    ]);
    const edited = await admin.post<RoleView>('/api/role/save', {
      id: role.id,
      version: role.version,
      name: '凭证查询员',
      permissions: ['ledger.detail', 'ledger.general'],
    });
    expect(edited.body.success, edited.body.message).toBe(true);
    const after = await client.get<{ permissions: string[] }>('/api/auth/getInfo');
    expect(after.body.data.permissions.sort()).toEqual(['ledger.detail', 'ledger.general']);
    // A stale version is refused.
    const stale = await admin.post('/api/role/save', {
      id: role.id,
      version: role.version,
      name: '凭证查询员',
      permissions: [],
    });
    expect(stale.body.errorCode).toBe(ErrorCode.conflict);
    const held = await admin.post('/api/role/delete', { id: role.id });
    expect(held.body).toMatchObject({
      errorCode: ErrorCode.refused,
      message: '角色「凭证查询员」仍有 1 名操作员担任，不能删除',
    });
  });

  it('a built-in duty is editable but not renamed, and not deleted while in use; a holder keeps the rules', async () => {
    const auditor = roles.find((r) => r.code === 'auditor') as RoleView;
    const renamed = await admin.post('/api/role/save', {
      id: auditor.id,
      name: '审核员',
      permissions: auditor.permissions,
    });
    expect(renamed.body.message).toBe('预置角色的名称不能修改');
    const busy = await admin.post('/api/role/delete', { id: auditor.id });
    expect(busy.body.message).toMatch(/仍有 \d+ 名操作员担任，不能删除/);
    // A user who is both 出纳 and 审核 is fine; giving 出纳 the entry key would make them clash.
    await createUser('cashaudit', { roleIds: [roleId('cashier'), roleId('auditor')], grants: [] });
    const cashier = roles.find((r) => r.code === 'cashier') as RoleView;
    const widened = await admin.post('/api/role/save', {
      id: cashier.id,
      name: cashier.name,
      permissions: [...cashier.permissions, 'voucher.entry'],
    });
    expect(widened.body.errorCode).toBe(ErrorCode.refused);
    expect(widened.body.message).toMatch(/^操作员 测试cashaudit（cashaudit）同时担任审核、出纳：不相容职责/);
    // The supervising duty may hold both (账套主管); the system administrator's keys are fixed.
    const supervisor = roles.find((r) => r.code === 'supervisor') as RoleView;
    expect(supervisor.supervising).toBe(true);
    const keep = await admin.post('/api/role/save', {
      id: supervisor.id,
      name: supervisor.name,
      remark: '账套主管',
      permissions: supervisor.permissions,
    });
    expect(keep.body.success, keep.body.message).toBe(true);
    const adminRole = roles.find((r) => r.code === 'admin') as RoleView;
    const cut = await admin.post('/api/role/save', {
      id: adminRole.id,
      name: adminRole.name,
      permissions: [],
    });
    expect(cut.body.message).toBe('系统管理员拥有全部权限，不能修改其权限');
  });

  it('a key taken from a built-in duty stays away after a restart sync', async () => {
    const chuna = roles.find((r) => r.code === 'cashier') as RoleView;
    const current = (await admin.get<RoleView[]>('/api/role/list')).body.data.find(
      (r) => r.id === chuna.id,
    ) as RoleView;
    const without = current.permissions.filter((k) => k !== 'ledger.cashJournal');
    const saved = await admin.post<RoleView>('/api/role/save', {
      id: current.id,
      name: current.name,
      permissions: without,
    });
    expect(saved.body.success, saved.body.message).toBe(true);
    const { syncRoles } = await import('../../server/seed/admin.ts');
    await syncRoles(server.handle.db);
    const again = (await admin.get<RoleView[]>('/api/role/list')).body.data.find((r) => r.id === chuna.id);
    expect(again?.permissions).not.toContain('ledger.cashJournal');
  });

  it('the menu of a duty is what its holders see, in the menu order', async () => {
    const preview = await admin.get<Array<{ title: string; children: unknown[] }>>('/api/menu/preview', {
      roleId: String(roleId('employee')),
    });
    expect(preview.body.data.map((m) => m.title)).toEqual(['报销管理', '待办事项']);
    const menus = (
      await admin.get<Array<{ id: number; parentId: number | null; title: string }>>('/api/menu/list')
    ).body.data;
    const top = menus.filter((m) => m.parentId === null);
    const reordered = [...top].reverse().map((m) => m.id);
    const sorted = await admin.post<Array<{ id: number; parentId: number | null; sort: number }>>(
      '/api/menu/sort',
      {
        parentId: null,
        ids: reordered,
      },
    );
    expect(sorted.body.success, sorted.body.message).toBe(true);
    const after = await admin.get<Array<{ title: string }>>('/api/menu/preview', {
      roleId: String(roleId('employee')),
    });
    expect(after.body.data.map((m) => m.title)).toEqual(['待办事项', '报销管理']);
    const partial = await admin.post('/api/menu/sort', { parentId: null, ids: reordered.slice(1) });
    expect(partial.body.errorCode).toBe(ErrorCode.badRequest);
  });
});

async function workbook(rows: string[][]): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('操作员');
  sheet.addRow(['登录名', '姓名', '手机号', '初始密码', '岗位', '账套', '权限级别']);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
}

describe('no one hands out more than they hold', () => {
  // A clerk given 操作员管理 and 角色管理, nothing else.
  let clerk: TestClient;
  let clerkRoleId: number;
  beforeAll(async () => {
    const role = await admin.post<RoleView>('/api/role/save', {
      name: '人事专员',
      permissions: ['usercenter.operator', 'usercenter.addOperator', 'usercenter.role', 'usercenter.addRole'],
    });
    expect(role.body.success, role.body.message).toBe(true);
    clerkRoleId = role.body.data.id;
    await createUser('hr-clerk', { roleIds: [clerkRoleId] });
    clerk = await TestClient.login(server, 'hr-clerk', 'Start2026');
  });

  const userCount = async () =>
    (await admin.get<OperatorPage>('/api/user/list', { pageSize: '50' })).body.data;

  it('refuses to make anyone 系统管理员 or 制单, themselves included, and writes nothing', async () => {
    const before = (await userCount()).totalItemCount;
    const asAdmin = await clerk.post('/api/user/save', {
      userName: 'hr-made-admin',
      realName: '越权',
      password: 'Start2026',
      roleIds: [roleId('admin')],
      grants: [{ zid: zids['001'], level: 2 }],
    });
    expect(asAdmin.body).toMatchObject({ success: false, errorCode: ErrorCode.refused });
    expect(asAdmin.body.message).toContain('不能授予超出本人权限的岗位：岗位「系统管理员」含本人没有的权限');
    const asPreparer = await clerk.post('/api/user/save', {
      userName: 'hr-made-preparer',
      realName: '越权',
      password: 'Start2026',
      roleIds: [roleId('preparer')],
      grants: [{ zid: zids['001'], level: 2 }],
    });
    expect(asPreparer.body.message).toContain('含本人没有的权限');
    const self = (await clerk.get<OperatorPage>('/api/user/list', { keyword: 'hr-clerk' })).body.data
      .currentPageItems[0] as OperatorView;
    const raised = await clerk.post('/api/user/save', {
      id: self.id,
      version: self.version,
      userName: self.userName,
      realName: self.realName,
      roleIds: [clerkRoleId, roleId('admin')],
      grants: [{ zid: zids['001'], level: 2 }],
    });
    expect(raised.body.message).toContain('岗位「系统管理员」');
    expect((await userCount()).totalItemCount).toBe(before);
    // What they hold themselves they may hand out.
    const peer = await clerk.post<OperatorView>('/api/user/save', {
      userName: 'hr-peer',
      realName: '同级',
      password: 'Start2026',
      roleIds: [clerkRoleId],
      grants: [{ zid: zids['001'], level: 2 }],
    });
    expect(peer.body.success, peer.body.message).toBe(true);
  });

  it('refuses to reset, disable or edit a user who holds more', async () => {
    const adminUser = (await admin.get<OperatorPage>('/api/user/list', { keyword: 'admin' })).body.data
      .currentPageItems[0] as OperatorView;
    const reset = await clerk.post('/api/user/resetPassword', { id: adminUser.id });
    expect(reset.body).toMatchObject({ success: false, errorCode: ErrorCode.refused });
    expect(reset.body.message).toContain('只能由权限更高的管理员修改');
    const disable = await clerk.post('/api/user/setEnabled', { id: adminUser.id, enabled: false });
    expect(disable.body.message).toContain('只能由权限更高的管理员修改');
    const after = (await admin.get<OperatorPage>('/api/user/list', { keyword: 'admin' })).body.data
      .currentPageItems[0] as OperatorView;
    expect(after).toMatchObject({ enabled: true, version: adminUser.version });
  });

  it('the read-only mark of 审计 is no right: the administrator resets an auditor’s password', async () => {
    const auditor = (await admin.get<OperatorPage>('/api/user/list', { keyword: 'shenji' })).body.data
      .currentPageItems[0] as OperatorView;
    expect(auditor.roles.map((r) => r.code)).toContain('inspector');
    const reset = await admin.post('/api/user/resetPassword', { id: auditor.id });
    expect(reset.body.success, reset.body.message).toBe(true);
  });

  it('refuses a role that would hold a right the actor lacks', async () => {
    const answer = await clerk.post('/api/role/save', {
      name: '自封会计',
      permissions: ['usercenter.operator', 'voucher.entry'],
    });
    expect(answer.body).toMatchObject({ success: false, errorCode: ErrorCode.refused });
    expect(answer.body.message).toContain('不能授予本人没有的权限');
    const names = (await admin.get<RoleView[]>('/api/role/list')).body.data.map((r) => r.name);
    expect(names).not.toContain('自封会计');
  });
});

describe('import', () => {
  it('a bad row writes nothing and is named by its row; a good file adds everyone', async () => {
    const count = async () => (await admin.get<OperatorPage>('/api/user/list')).body.data.totalItemCount;
    const before = await count();
    const bad = await admin.post('/api/user/import', {
      fileName: '操作员.xlsx',
      content: await workbook([
        ['imp1', '导入一', '', 'Start2026', '制单', '002', '读写'],
        ['imp2', '导入二', '', 'Start2026', '会计', '002', ''],
        ['imp3', '导入三', '', 'Start2026', '制单、审核', '001', ''],
      ]),
    });
    expect(bad.body.errorCode).toBe(ErrorCode.validationList);
    expect(bad.body.message).toBe('导入失败：共 1 行有错误，未导入任何操作员');
    expect(bad.body.data).toEqual([{ message: '第3行：岗位不存在：会计' }]);
    expect(await count()).toBe(before);
    // Rows that pass alone but clash in the database are named too.
    const clash = await admin.post('/api/user/import', {
      content: await workbook([
        ['imp1', '导入一', '', 'Start2026', '制单', '002', '读写'],
        ['imp3', '导入三', '', 'Start2026', '制单、审核', '001', ''],
      ]),
    });
    expect(clash.body.errorCode).toBe(ErrorCode.validationList);
    expect((clash.body.data as Array<{ message: string }>)[0]?.message).toMatch(
      /^第3行：制单、审核：不相容职责/,
    );
    expect(await count()).toBe(before);
    const good = await admin.post<{ imported: number }>('/api/user/import', {
      content: await workbook([
        ['imp1', '导入一', '13800000001', 'Start2026', '制单', '002', '读写'],
        ['imp2', '导入二', '', 'Start2026', '出纳', '001、002', '只读'],
      ]),
    });
    expect(good.body.success, good.body.message).toBe(true);
    expect(good.body.data.imported).toBe(2);
    expect(await count()).toBe(before + 2);
    const imp2 = (await admin.get<OperatorPage>('/api/user/list', { keyword: 'imp2' })).body.data
      .currentPageItems[0];
    expect(imp2?.grants.map((g) => [g.ztno, g.level])).toEqual([
      ['001', 1],
      ['002', 1],
    ]);
    expect(imp2?.mustChangePassword).toBe(true);
  });

  it('refuses a file that is not the template', async () => {
    const answer = await admin.post('/api/user/import', { content: Buffer.from('hello').toString('base64') });
    expect(answer.body.message).toBe('文件不是有效的 Excel（.xlsx）文件，请使用下载的模板');
    const template = await admin.get('/api/user/importTemplate');
    expect(template.status).toBe(200);
  });
});
