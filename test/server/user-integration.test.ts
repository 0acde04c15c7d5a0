// 用户集成 over HTTP (issue 21 item 5): the plan from a file in the 人员前置表's shape names who would
// be created, updated, disabled or skipped and why, and nothing is written by it; the apply with the
// preview's digest does exactly that (new users with a temporary password they must change, the
// disabled user's sessions ended, people linked to their users), a stale digest is refused, and a
// user without 用户集成 is refused.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/core/contracts/errors.ts';
import type { OperatorPage } from '../../src/core/contracts/operator.ts';
import type { IntegrationPlan, IntegrationResult } from '../../src/core/contracts/user-integration.ts';
import { personImportHeaders } from '../../src/core/personnel/import.ts';
import { ADMIN_PASSWORD, DEMO_PASSWORD, startServer, TestClient, type TestServer } from './harness.ts';

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startServer();
  admin = await TestClient.login(server, 'admin', ADMIN_PASSWORD);
});
afterAll(() => server?.close());

async function file(rows: string[][]): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('人员');
  sheet.addRow([...personImportHeaders]);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
}

const users = () =>
  server.handle.db.selectFrom('app_user').selectAll().orderBy('id').execute().then(JSON.stringify);

describe('用户集成', () => {
  let content: string;
  let plan: IntegrationPlan;

  it('previews the plan row by row and writes nothing', async () => {
    content = await file([
      ['7001', '新同事', '办公室', '', '', '13800000071', 'xintongshi', ''],
      ['7002', '张制单（新）', '财务部', '', '', '13800000072', 'zhidan', ''],
      ['7003', '王记账', '财务部', '', '', '', 'jizhang', '停用'],
      ['7004', '无名', '财务部', '', '', '', 'x', ''],
      ['7005', '管理员', '办公室', '', '', '', 'admin', '停用'],
    ]);
    const before = await users();
    const answer = await admin.post<IntegrationPlan>('/api/userIntegration/preview', {
      source: 'file',
      fileName: '人员.xlsx',
      content,
    });
    expect(answer.body.success, answer.body.message).toBe(true);
    plan = answer.body.data;
    expect(plan.rows.map((r) => [r.rowNo, r.userName, r.action, r.detail])).toEqual([
      [2, 'xintongshi', 'create', '新建用户，岗位“报销”，首次登录须修改密码'],
      [3, 'zhidan', 'update', '姓名：张制单 → 张制单（新）；手机号：无 → 13800000072'],
      [4, 'jizhang', 'disable', '人员已停用：停用用户并结束其登录'],
      [5, 'x', 'skip', '登录名“x”不合规：应为 2 到 40 位字母、数字或 _ . @ -'],
      [6, 'admin', 'skip', '不能停用自己的账号'],
    ]);
    expect(plan.counts).toMatchObject({ create: 1, update: 1, disable: 1, skip: 2 });
    expect(await users()).toBe(before);
  });

  it('refuses a stale digest and a user without the key, writing nothing', async () => {
    const before = await users();
    const stale = await admin.post('/api/userIntegration/apply', {
      source: 'file',
      fileName: '人员.xlsx',
      content: await file([['7001', '新同事', '办公室', '', '', '', 'xintongshi', '']]),
      digest: plan.digest,
    });
    expect(stale.body.errorCode).toBe(ErrorCode.conflict);
    expect(stale.body.message).toBe('用户或人员数据在预览后已有变化，请重新预览后再执行');
    const clerk = await TestClient.login(server, 'zhuguan', DEMO_PASSWORD);
    const refused = await clerk.post('/api/userIntegration/apply', { source: 'hr', digest: plan.digest });
    expect(refused.body.errorCode).toBe(ErrorCode.forbidden);
    expect(await users()).toBe(before);
  });

  it('applies the plan shown: the new user must change the password, the disabled one is out at once', async () => {
    const jizhang = await TestClient.login(server, 'jizhang', DEMO_PASSWORD);
    const answer = await admin.post<IntegrationResult>('/api/userIntegration/apply', {
      source: 'file',
      fileName: '人员.xlsx',
      content,
      digest: plan.digest,
    });
    expect(answer.body.success, answer.body.message).toBe(true);
    expect(answer.body.message).toBe('用户集成完成：新建 1，更新 1，停用 1，启用 0');
    const created = answer.body.data.created[0];
    expect(created).toMatchObject({ userName: 'xintongshi', realName: '新同事' });
    const newcomer = await TestClient.login(server, 'xintongshi', created?.temporaryPassword ?? '');
    const info = await newcomer.get<{ mustChangePassword?: boolean }>('/api/auth/getInfo');
    expect(JSON.stringify(info.body)).toContain('"mustChangePassword":true');
    expect((await jizhang.get('/api/auth/getInfo')).body.success).toBe(false);
    const page = await admin.get<OperatorPage>('/api/user/list', { keyword: 'zhidan' });
    expect(page.body.data.currentPageItems[0]).toMatchObject({
      realName: '张制单（新）',
      mobile: '13800000072',
    });
    // Applying the same file again plans nothing more to do for those three.
    const again = await admin.post<IntegrationPlan>('/api/userIntegration/preview', {
      source: 'file',
      fileName: '人员.xlsx',
      content,
    });
    expect(again.body.data.counts).toMatchObject({ create: 0, update: 0, disable: 0, unchanged: 3 });
  });

  it('reads the 人员前置表 itself as the directory', async () => {
    const answer = await admin.post<IntegrationPlan>('/api/userIntegration/preview', { source: 'hr' });
    expect(answer.body.success, answer.body.message).toBe(true);
    const linked = answer.body.data.rows.find((r) => r.userName === 'baoxiao');
    // The seeded person carries a mobile the user lacks: the directory's value is brought over.
    expect(linked).toMatchObject({ code: 'P002', action: 'update', detail: '手机号：无 → 13900000002' });
    const bad = await admin.post('/api/userIntegration/preview', {
      source: 'file',
      fileName: 'a.json',
      content: Buffer.from('{').toString('base64'),
    });
    expect(bad.body.message).toBe('文件不是有效的 JSON，请导出人员前置表的 JSON 格式');
  });
});
