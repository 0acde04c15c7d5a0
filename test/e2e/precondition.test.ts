// 人员前置表, 单位前置表 and 配置管理 in Chromium (issue 21 item 5): the administrator imports people
// (a good file, then one with a bad row: the rows named, nothing written), imports and adds units,
// and changes a configuration value (an out-of-bound value is named and keeps 保存 off; a saved one
// is what the server follows). Screenshots: E2E_SCREENSHOTS/precondition-*.png.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConfigEntryView } from '../../src/core/contracts/configuration.ts';
import { enterpriseImportHeaders } from '../../src/core/enterprise/import.ts';
import { personImportHeaders } from '../../src/core/personnel/import.ts';
import { ADMIN_PASSWORD, apiLogin, type E2E, login, startE2E } from './harness.ts';

const dir = process.env.E2E_SCREENSHOTS ?? '/tmp/shots';
const base = '/final/usercenter';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
let e2e: E2E;

beforeAll(async () => {
  mkdirSync(dir, { recursive: true });
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

async function shot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(dir, `precondition-${name}.png`) });
}

async function workbook(headers: readonly string[], rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('导入');
  sheet.addRow([...headers]);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** API calls that failed, other than the import refusals the walk provokes on purpose. */
function failures(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (r) => {
    const url = r.url();
    if (url.includes('/api/') && r.status() >= 400 && !url.endsWith('/import'))
      failed.push(`${r.status()} ${url}`);
  });
  return failed;
}

async function importFile(page: Page, title: string, name: string, buffer: Buffer) {
  await page.getByRole('button', { name: '导入', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.locator('input[type="file"]').setInputFiles({ name, mimeType: XLSX, buffer });
  await dialog.getByRole('button', { name: '导入', exact: true }).click();
  return dialog;
}

describe('前置表 and 配置管理 in the browser', () => {
  it('imports people and units (a bad row names itself and writes nothing) and saves a configuration value', async () => {
    const { page } = await e2e.newPage();
    const failed = failures(page);
    await page.goto(`${base}/precondition-table-hr`);
    await login(e2e.server, page, 'admin', ADMIN_PASSWORD);
    await page.goto(`${base}/precondition-table-hr`);
    const people = page.getByTestId('personnel-screen');
    await people.getByRole('cell').first().waitFor();

    // A good file: two people, one linked to a login, the list shows them.
    const good = await importFile(
      page,
      '导入人员',
      '人员.xlsx',
      await workbook(personImportHeaders, [
        ['E2E01', '前置甲', '办公室', '', '科员', '13800000011', '', ''],
        ['E2E02', '前置乙', '财务部', '司局级', '处长', '', '', ''],
      ]),
    );
    await good.waitFor({ state: 'hidden' });
    await people.getByRole('cell', { name: '前置乙' }).waitFor();
    await shot(page, 'hr');

    // A bad row: the file is refused with the row named; the list is as it was.
    const bad = await importFile(
      page,
      '导入人员',
      '人员-有误.xlsx',
      await workbook(personImportHeaders, [
        ['E2E03', '前置丙', '办公室', '', '', '', '', ''],
        ['E2E04', '前置丁', '没有的部门', '', '', '138', '', ''],
      ]),
    );
    const errors = bad.getByRole('table', { name: '导入错误' });
    await errors.waitFor();
    expect(await bad.getByTestId('import-refusal').textContent()).toBe(
      '导入失败：共 1 行有错误，未导入任何人员',
    );
    expect(await errors.textContent()).toContain('部门不存在：没有的部门');
    expect(await errors.textContent()).toContain('手机号码格式不正确');
    await shot(page, 'hr-refused');
    await bad.getByRole('button', { name: '取消' }).click();
    expect(await people.getByRole('cell', { name: '前置丙' }).count()).toBe(0);

    // 单位前置表: an import, then a unit by hand with a wrong check character caught in the form.
    await page.goto(`${base}/precondition-table-enterprise`);
    const units = page.getByTestId('enterprise-screen');
    await units.getByText('暂无单位').waitFor();
    const unitFile = await importFile(
      page,
      '导入单位',
      '单位.xlsx',
      await workbook(enterpriseImportHeaders, [
        [
          'DW001',
          '示范市文具商店',
          '91110108551385082Q',
          '企业',
          '工商银行示范支行',
          '6222020200112233445',
          '示范市人民路 1 号',
          '王经理',
          '010-66668888',
          '',
        ],
        ['DW002', '示范区总工会', '', '工会', '', '', '示范区建设路 8 号', '李主席', '13800000000', ''],
      ]),
    );
    await unitFile.waitFor({ state: 'hidden' });
    await units.getByRole('cell', { name: '示范区总工会' }).waitFor();
    await units.getByRole('button', { name: '新增' }).click();
    const form = page.getByRole('form', { name: '新增单位' });
    await form.getByRole('textbox', { name: /^单位编码/ }).fill('DW003');
    await form.getByRole('textbox', { name: /^单位名称/ }).fill('示范市印刷厂');
    await form.getByRole('textbox', { name: /^统一社会信用代码/ }).fill('91350100M000100Y44');
    await form.getByRole('button', { name: '保存' }).click();
    await page.getByText('统一社会信用代码校验位不正确，请核对').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await form.getByRole('textbox', { name: /^统一社会信用代码/ }).fill('91350100M000100Y43');
    await form.getByRole('button', { name: '保存' }).click();
    await units.getByRole('cell', { name: '示范市印刷厂' }).waitFor();
    await shot(page, 'enterprise');

    // 配置管理: 5 is below the bound and keeps 保存 off; 100 is saved and the server follows it.
    await page.goto(`${base}/configure-management`);
    const config = page.getByTestId('configuration-screen');
    const row = config.locator('tr[data-key="import.maxRows"]');
    const input = row.getByRole('textbox', { name: '导入文件最多行数' });
    await expect.poll(() => input.inputValue()).toBe('500');
    await input.fill('5');
    await row.getByRole('alert').filter({ hasText: '导入文件最多行数应在 10 到 5000 之间' }).waitFor();
    expect(await row.getByRole('button', { name: '保存' }).isDisabled()).toBe(true);
    await input.fill('100');
    await row.getByRole('button', { name: '保存' }).click();
    await page.getByText('导入文件最多行数已保存').first().waitFor();
    await row.getByText('已改').waitFor();
    await shot(page, 'configuration');
    const api = await apiLogin(e2e.server, 'admin', ADMIN_PASSWORD);
    const saved = (await api.get<ConfigEntryView[]>('/api/configuration/list')).body.data;
    expect(saved.find((e) => e.key === 'import.maxRows')).toMatchObject({
      value: 100,
      isDefault: false,
      version: 1,
    });
    expect(failed).toEqual([]);
  });

  it('系统文件上传 names an uploaded template, refusing a wrong header; 系统上传 lists it', async () => {
    const { page } = await e2e.newPage();
    const failed = failures(page);
    await page.goto('/components/admin-Upload/admin-Upload?kind=template.person');
    await login(e2e.server, page, 'admin', ADMIN_PASSWORD);
    await page.goto('/components/admin-Upload/admin-Upload?kind=template.person');
    const screen = page.getByTestId('admin-upload-screen');
    const choose = async (name: string, buffer: Buffer) => {
      const chooser = page.waitForEvent('filechooser');
      await screen.getByRole('button', { name: /^选择文件/ }).click();
      await (await chooser).setFiles({ name, mimeType: XLSX, buffer });
      await screen.getByRole('button', { name: '上传' }).click();
    };
    await choose('旧模板.xlsx', await workbook(['工号', '姓名'], []));
    await page
      .getByText(/人员前置表导入模板不可用：第1行应为表头/)
      .first()
      .waitFor();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: '确定' })
      .click()
      .catch(() => {});
    await choose(
      '本单位人员模板.xlsx',
      await workbook(personImportHeaders, [['1001', '张三', '办公室', '', '', '', '', '']]),
    );
    await screen.getByText('人员前置表导入模板已更新为 本单位人员模板.xlsx').waitFor();
    await shot(page, 'admin-upload');

    await page.goto('/admin-data');
    const data = page.getByTestId('admin-data-screen');
    await data.locator('tr[data-kind="template.person"]').getByText('本单位人员模板.xlsx').waitFor();
    await shot(page, 'admin-data');
    expect(failed.filter((f) => !f.includes('/api/systemFile/set'))).toEqual([]);
  });

  it('用户集成 previews and applies the 人员前置表; gRPC 日志 filters the outside calls', async () => {
    const { page } = await e2e.newPage();
    const failed = failures(page);
    await page.goto(`${base}/userIntegration`);
    await login(e2e.server, page, 'admin', ADMIN_PASSWORD);
    await page.goto(`${base}/userIntegration`);
    const screen = page.getByTestId('user-integration-screen');
    await screen.getByRole('button', { name: '预览' }).click();
    const plan = screen.getByRole('table', { name: '集成预览' });
    await plan.getByRole('cell', { name: 'E2E01' }).first().waitFor();
    expect(await plan.locator('tr', { hasText: '前置甲' }).textContent()).toContain('新建用户');
    await shot(page, 'user-integration');
    await screen.getByRole('button', { name: '执行' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '执行' }).click();
    const passwords = screen.getByRole('table', { name: '新用户临时密码' });
    await passwords.getByRole('cell', { name: 'E2E01' }).waitFor();
    await shot(page, 'user-integration-done');

    // The e2e server has no identity provider: two calls are filed as callExternal would file them.
    await e2e.server.handle.db
      .insertInto('integration_call')
      .values([
        {
          service: 'sso',
          operation: '获取用户信息（userinfo）',
          method: 'GET',
          target: 'https://idp.example/userinfo?code=***',
          status: 200,
          ok: true,
          duration_ms: 84,
        },
        {
          service: 'sso',
          operation: '获取用户信息（userinfo）',
          method: 'GET',
          target: 'https://idp.example/userinfo?code=***',
          status: 400,
          ok: false,
          duration_ms: 31,
          message: 'HTTP 400 Bad Request',
        },
      ])
      .execute();
    await page.goto(`${base}/grpc-log`);
    const log = page.getByTestId('integration-log-screen');
    await log.getByText('HTTP 400 Bad Request').waitFor();
    await log.getByRole('combobox', { name: '结果' }).click();
    await page.getByRole('option', { name: '失败' }).click();
    await log.getByRole('button', { name: '查询' }).click();
    await expect.poll(() => log.getByRole('cell', { name: '200' }).count()).toBe(0);
    await shot(page, 'grpc-log');
    expect(failed).toEqual([]);
  });
});
