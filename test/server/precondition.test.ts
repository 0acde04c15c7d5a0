// 人员前置表, 单位前置表 and 配置管理 over HTTP (issue 21 item 5): a unit is saved with its fields
// checked (the 统一社会信用代码 to its check character), found by keyword and paged, disabled; an xlsx
// import with a bad row writes nothing and names the row, a good one adds and updates by code; the
// HR table is the people the claims pick (/api/personnel/list); 配置管理's values are bounded, change
// what the saves and imports require, and each save is in the operation log with before and after;
// a user without the screen's key is refused and nothing is written.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConfigEntryView } from '../../src/core/contracts/configuration.ts';
import type { EnterprisePage, EnterpriseView } from '../../src/core/contracts/enterprise.ts';
import { ErrorCode } from '../../src/core/contracts/errors.ts';
import type { Person } from '../../src/core/contracts/personnel.ts';
import { enterpriseImportHeaders } from '../../src/core/enterprise/import.ts';
import { personImportHeaders } from '../../src/core/personnel/import.ts';
import { ADMIN_PASSWORD, DEMO_PASSWORD, startServer, TestClient, type TestServer } from './harness.ts';

let server: TestServer;
let admin: TestClient;
let clerk: TestClient;

beforeAll(async () => {
  server = await startServer();
  admin = await TestClient.login(server, 'admin', ADMIN_PASSWORD);
  // 报销 (employee): works in 001 but holds neither table's key nor 配置管理.
  clerk = await TestClient.login(server, 'baoxiao', DEMO_PASSWORD);
});
afterAll(() => server?.close());

async function workbook(headers: readonly string[], rows: string[][]): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('导入');
  sheet.addRow([...headers]);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
}

async function stored(table: 'enterprise' | 'person' | 'configuration_entry'): Promise<string> {
  return JSON.stringify(await server.handle.db.selectFrom(table).selectAll().execute());
}

const unit = (over: Record<string, unknown> = {}) => ({
  code: 'DW001',
  name: '示范市文具商店',
  creditCode: '91110108551385082Q',
  kind: '企业',
  bankName: '工商银行示范支行',
  accountNo: '6222 0202 0011 2233 445',
  address: '示范市人民路 1 号',
  contact: '王经理',
  phone: '010-66668888',
  ...over,
});

describe('单位前置表', () => {
  let saved: EnterpriseView;

  it('saves a unit with its account digits and finds it by keyword', async () => {
    const answer = await admin.post<EnterpriseView>('/api/enterprise/save', unit());
    expect(answer.body.success, answer.body.message).toBe(true);
    saved = answer.body.data;
    expect(saved).toMatchObject({ code: 'DW001', accountNo: '6222020200112233445', enabled: true });
    const page = await admin.get<EnterprisePage>('/api/enterprise/page', { keyword: '文具' });
    expect(page.body.data.currentPageItems.map((e) => e.code)).toEqual(['DW001']);
    expect(page.body.data.totalItemCount).toBe(1);
  });

  it('refuses bad fields, a wrong check character and a duplicate, writing nothing', async () => {
    const before = await stored('enterprise');
    const wrongCheck = await admin.post(
      '/api/enterprise/save',
      unit({ code: 'DW002', name: '另一家', creditCode: '91110108551385082A' }),
    );
    expect(wrongCheck.status).toBe(400);
    expect(wrongCheck.body.message).toBe('统一社会信用代码校验位不正确，请核对');
    const many = await admin.post(
      '/api/enterprise/save',
      unit({ code: 'DW 2', name: '另一家', creditCode: '', kind: '公司', phone: '123' }),
    );
    expect(many.body.message).toBe(
      '单位编码只能由字母或数字组成，长度 1 到 20 位；单位性质应为 企业、事业单位、机关、社会团体、工会、其他 之一；电话号码格式不正确',
    );
    const twin = await admin.post('/api/enterprise/save', unit({ code: 'DW002' }));
    expect(twin.body.message).toBe('单位名称已被单位 DW001 使用；统一社会信用代码已被单位 DW001 使用');
    const stale = await admin.post(
      '/api/enterprise/save',
      unit({ id: saved.id, version: saved.version + 5 }),
    );
    expect(stale.body.errorCode).toBe(ErrorCode.conflict);
    expect(await stored('enterprise')).toBe(before);
  });

  it('refuses a user without 单位前置表 and lets them read the units', async () => {
    const before = await stored('enterprise');
    const answer = await clerk.post(
      '/api/enterprise/save',
      unit({ code: 'DW009', name: '越权单位', creditCode: '' }),
    );
    expect(answer.body.errorCode).toBe(ErrorCode.forbidden);
    const imported = await clerk.post('/api/enterprise/import', {
      content: await workbook(enterpriseImportHeaders, [['DW9', '越权', '', '企业', '', '', '', '', '', '']]),
    });
    expect(imported.body.errorCode).toBe(ErrorCode.forbidden);
    expect(await stored('enterprise')).toBe(before);
    const page = await clerk.get<EnterprisePage>('/api/enterprise/page', {});
    expect(page.body.data.totalItemCount).toBe(1);
  });

  it('disables a unit and filters by state', async () => {
    const off = await admin.post<EnterpriseView>('/api/enterprise/setEnabled', {
      id: saved.id,
      enabled: false,
      version: saved.version,
    });
    expect(off.body.data.enabled).toBe(false);
    const enabled = await admin.get<EnterprisePage>('/api/enterprise/page', { enabled: 'true' });
    expect(enabled.body.data.totalItemCount).toBe(0);
  });

  it('imports: a bad row refuses the file by row number; a good file adds and updates by code', async () => {
    const before = await stored('enterprise');
    const bad = await admin.post('/api/enterprise/import', {
      fileName: '单位.xlsx',
      content: await workbook(enterpriseImportHeaders, [
        ['DW010', '示范市印刷厂', '', '企业', '', '', '', '', '', ''],
        ['DW011', '示范市印刷厂', '', '企业', '', '', '', '', '', ''],
        ['DW012', '示范区总工会', '', '单位', '', '12345', '', '', '', '在用'],
      ]),
    });
    expect(bad.body.errorCode).toBe(ErrorCode.validationList);
    expect(bad.body.message).toBe('导入失败：共 2 行有错误，未导入任何单位');
    expect(bad.body.data).toEqual([
      { message: '第3行：单位名称与第2行重复' },
      {
        message:
          '第4行：单位性质应为 企业、事业单位、机关、社会团体、工会、其他 之一；银行账号只能由数字组成，长度 8 到 30 位；填写银行账号时开户行不能为空；状态应为「启用」或「停用」',
      },
    ]);
    expect(await stored('enterprise')).toBe(before);
    const good = await admin.post<{ imported: number; created: number; updated: number }>(
      '/api/enterprise/import',
      {
        content: await workbook(enterpriseImportHeaders, [
          [
            'DW001',
            '示范市文具商店',
            '91110108551385082Q',
            '企业',
            '建设银行示范支行',
            '6217000011112222',
            '',
            '',
            '',
            '启用',
          ],
          ['DW010', '示范区总工会', '', '工会', '', '', '', '', '13800000000', ''],
        ]),
      },
    );
    expect(good.body.success, good.body.message).toBe(true);
    expect(good.body.data).toEqual({ imported: 2, created: 1, updated: 1 });
    const all = (await admin.get<EnterprisePage>('/api/enterprise/page', {})).body.data.currentPageItems;
    expect(all.map((e) => [e.code, e.bankName, e.enabled])).toEqual([
      ['DW001', '建设银行示范支行', true],
      ['DW010', '', true],
    ]);
  });
});

describe('人员前置表', () => {
  it('imports people the claims pick; a bad row writes nothing', async () => {
    const before = await stored('person');
    const bad = await admin.post('/api/personnel/import', {
      content: await workbook(personImportHeaders, [
        ['2001', '前置一', '办公室', '', '科员', '', '', ''],
        ['2002', '', '不存在的部门', '处级', '', '1380000', 'nobody', ''],
        ['2001', '前置三', '02', '', '', '', '', ''],
      ]),
    });
    expect(bad.body.errorCode).toBe(ErrorCode.validationList);
    expect(bad.body.data).toEqual([
      {
        message:
          '第3行：姓名不能为空；部门不存在：不存在的部门；职级应为 部级、司局级、其余人员 之一；手机号码格式不正确；关联登录名不存在：nobody',
      },
      { message: '第4行：工号与第2行重复' },
    ]);
    expect(await stored('person')).toBe(before);
    const good = await admin.post<{ imported: number; created: number }>('/api/personnel/import', {
      content: await workbook(personImportHeaders, [
        ['2001', '前置一', '办公室', '', '科员', '', 'zhidan', ''],
        ['2002', '前置二', '02', '司局级', '', '13800000002', '', '停用'],
      ]),
    });
    expect(good.body.success, good.body.message).toBe(true);
    expect(good.body.data).toMatchObject({ imported: 2, created: 2 });
    const list = (await admin.get<Person[]>('/api/personnel/list', { includeDisabled: 'true' })).body.data;
    const p1 = list.find((p) => p.code === '2001');
    expect(p1).toMatchObject({
      departmentName: '办公室',
      grade: '其余人员',
      userLabel: '张制单（zhidan）',
      enabled: true,
    });
    expect(list.find((p) => p.code === '2002')).toMatchObject({ departmentName: '财务部', enabled: false });
  });

  it('refuses the import to a user without either personnel key', async () => {
    const before = await stored('person');
    const answer = await clerk.post('/api/personnel/import', {
      content: await workbook(personImportHeaders, [['2009', '越权', '办公室', '', '', '', '', '']]),
    });
    expect(answer.body.errorCode).toBe(ErrorCode.forbidden);
    expect(await stored('person')).toBe(before);
  });
});

describe('配置管理', () => {
  const list = async () => (await admin.get<ConfigEntryView[]>('/api/configuration/list')).body.data;
  const entry = async (key: string) => (await list()).find((e) => e.key === key) as ConfigEntryView;

  it('lists every key with its default', async () => {
    const all = await list();
    expect(all.find((e) => e.key === 'import.maxRows')).toMatchObject({
      value: 500,
      isDefault: true,
      version: 0,
    });
  });

  it('refuses out-of-bound values, unknown keys and stale versions, writing nothing', async () => {
    const before = await stored('configuration_entry');
    const low = await admin.post('/api/configuration/save', { key: 'import.maxRows', value: 5, version: 0 });
    expect(low.body.message).toBe('导入文件最多行数应在 10 到 5000 之间');
    const choice = await admin.post('/api/configuration/save', {
      key: 'list.defaultPageSize',
      value: 25,
      version: 0,
    });
    expect(choice.body.message).toBe('列表默认每页条数只能是 20、30、40、50 之一');
    const kind = await admin.post('/api/configuration/save', {
      key: 'personnel.requireMobile',
      value: 1,
      version: 0,
    });
    expect(kind.body.message).toBe('人员须填写手机号应为“是”或“否”');
    const unknown = await admin.post('/api/configuration/save', { key: 'no.such', value: 1, version: 0 });
    expect(unknown.body.message).toContain('配置项不存在：no.such');
    const stale = await admin.post('/api/configuration/save', {
      key: 'import.maxRows',
      value: 100,
      version: 3,
    });
    expect(stale.body.errorCode).toBe(ErrorCode.conflict);
    const clerkSave = await clerk.post('/api/configuration/save', {
      key: 'import.maxRows',
      value: 100,
      version: 0,
    });
    expect(clerkSave.body.errorCode).toBe(ErrorCode.forbidden);
    expect(await stored('configuration_entry')).toBe(before);
  });

  it('a saved value is what the imports and saves follow, and the operation log has it', async () => {
    const saved = await admin.post<ConfigEntryView>('/api/configuration/save', {
      key: 'import.maxRows',
      value: 10,
      version: 0,
    });
    expect(saved.body.success, saved.body.message).toBe(true);
    expect(saved.body.message).toBe('导入文件最多行数已设为 10行');
    const rows = Array.from({ length: 11 }, (_, i) => [
      `X${i}`,
      `单位${i}`,
      '',
      '企业',
      '',
      '',
      '',
      '',
      '',
      '',
    ]);
    const tooMany = await admin.post('/api/enterprise/import', {
      content: await workbook(enterpriseImportHeaders, rows),
    });
    expect(tooMany.body.data).toEqual([{ message: '一次最多导入 10 个单位（配置管理“导入文件最多行数”）' }]);

    const mobile = await admin.post<ConfigEntryView>('/api/configuration/save', {
      key: 'personnel.requireMobile',
      value: true,
      version: 0,
    });
    expect(mobile.body.success, mobile.body.message).toBe(true);
    const dept = await server.handle.db
      .selectFrom('department')
      .select('id')
      .where('code', '=', '01')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const noMobile = await admin.post('/api/personnel/save', {
      code: '3001',
      name: '无手机',
      departmentId: dept.id,
      grade: '其余人员',
    });
    expect(noMobile.body.message).toBe('手机号不能为空（配置管理要求填写）');

    const log = await server.handle.db
      .selectFrom('operation_log as l')
      .innerJoin('operation_log_change as c', 'c.log_id', 'l.id')
      .select(['l.path', 'l.user_name', 'c.op', 'c.row_after'])
      .where('c.table_name', '=', 'configuration_entry')
      .orderBy('l.id')
      .execute();
    expect(log.map((r) => [r.path, r.op, (r.row_after as { key: string; value: unknown }).value])).toEqual([
      ['/api/configuration/save', 'INSERT', 10],
      ['/api/configuration/save', 'INSERT', true],
    ]);
    expect(log[0]?.user_name).toContain('admin');

    // Back to the default: the override goes, the log keeps the before.
    const maxRows = await entry('import.maxRows');
    const reset = await admin.post<ConfigEntryView>('/api/configuration/reset', {
      key: 'import.maxRows',
      version: maxRows.version,
    });
    expect(reset.body.data).toMatchObject({ value: 500, isDefault: true });
    const again = await admin.post('/api/configuration/reset', { key: 'import.maxRows', version: 0 });
    expect(again.body.message).toBe('配置项“导入文件最多行数”已是默认值');
  });
});
