// 日志文件 (admin-log) in Chromium (issue 21 item 6): the administrator opens it from the user menu,
// finds the change just made by filtering on its kind, opens it to see the field before and after,
// exports the filtered entries to Excel and downloads a server log file. A clerk is refused the page.
// Screenshots go to E2E_SCREENSHOTS (admin-log-*.png).
import { mkdirSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorView } from '../../src/core/contracts/operator.ts';
import { ADMIN_PASSWORD, apiLogin, DEMO_PASSWORD, downloaded, type E2E, login, startE2E } from './harness.ts';

const dir = process.env.E2E_SCREENSHOTS ?? '/tmp/shots';
let e2e: E2E;
let logDir: string;

beforeAll(async () => {
  mkdirSync(dir, { recursive: true });
  e2e = await startE2E();
  logDir = await mkdtemp(join(tmpdir(), 'uf-e2e-logs-'));
  await writeFile(join(logDir, 'server-2026-11-28.log'), '{"level":30,"msg":"e2e 日志行"}\n');
  e2e.server.config.logDir = logDir;
});
afterAll(async () => {
  await e2e?.close();
  await rm(logDir, { recursive: true, force: true });
});

async function shot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(dir, `admin-log-${name}.png`) });
}

describe('日志文件 in the browser', () => {
  it('the administrator finds a change, sees it before and after, exports it and downloads a log file', async () => {
    // A change to find: 张制单's mobile number, made over the API as the administrator.
    const api = await apiLogin(e2e.server, 'admin', ADMIN_PASSWORD);
    const users = (
      await api.get<{ currentPageItems: OperatorView[] }>('/api/user/list', { keyword: 'zhidan' })
    ).body.data.currentPageItems;
    const zhidan = users.find((u) => u.userName === 'zhidan');
    if (!zhidan) throw new Error('no zhidan');
    const saved = await api.post('/api/user/save', {
      id: zhidan.id,
      version: zhidan.version,
      userName: 'zhidan',
      realName: zhidan.realName,
      mobile: '13912345678',
      roleIds: zhidan.roles.map((r) => r.id),
      grants: zhidan.grants.map((g) => ({ zid: g.zid, level: g.level })),
    });
    expect(saved.body.success, saved.body.message).toBe(true);

    const { page } = await e2e.newPage();
    await page.goto('/');
    await login(e2e.server, page, 'admin', ADMIN_PASSWORD);
    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByRole('menuitem', { name: '日志文件' }).click();
    await page.waitForURL((url) => url.pathname === '/admin-log');
    const screen = page.getByTestId('admin-log-screen');
    const list = screen.getByTestId('oplog-list');
    await list.getByRole('cell', { name: 'POST /api/user/save' }).first().waitFor();

    await list.getByRole('combobox', { name: '类型' }).click();
    await page.getByRole('option', { name: '操作员', exact: true }).click();
    await list.getByRole('button', { name: '查询' }).click();
    await list.getByRole('cell', { name: '系统管理员（admin）' }).first().waitFor();
    const kinds = await list.getByRole('row').allTextContents();
    expect(kinds.slice(1).every((t) => t.includes('操作员'))).toBe(true);
    await shot(page, 'list');

    await list.getByRole('button', { name: '详情' }).first().click();
    const detail = page.getByTestId('oplog-detail');
    await detail.getByRole('cell', { name: 'mobile', exact: true }).waitFor();
    const mobileRow = detail.getByRole('row').filter({ hasText: 'mobile' });
    await expect.poll(() => mobileRow.first().textContent()).toContain('13912345678');
    await shot(page, 'detail');
    await page.keyboard.press('Escape');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      list.getByRole('button', { name: '导出Excel' }).click(),
    ]);
    const book = new ExcelJS.Workbook();
    const bytes = await downloaded(download);
    await book.xlsx.load(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    );
    const sheet = book.getWorksheet('操作日志');
    expect(sheet?.getRow(2).getCell(5).value).toBe('POST /api/user/save');
    expect(sheet?.getRow(2).getCell(4).value).toBe('操作员');

    await screen.getByRole('tab', { name: '服务器日志文件' }).click();
    const files = screen.getByTestId('server-log-files');
    await files.getByRole('cell', { name: 'server-2026-11-28.log' }).waitFor();
    await shot(page, 'files');
    const [logFile] = await Promise.all([
      page.waitForEvent('download'),
      files.getByRole('button', { name: '下载', exact: true }).click(),
    ]);
    expect((await downloaded(logFile)).toString('utf8')).toContain('e2e 日志行');
  });

  it('a clerk is sent to the unauthorised page', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/');
    await login(e2e.server, page, 'zhidan', DEMO_PASSWORD);
    await page.goto('/admin-log');
    await page.waitForURL((url) => url.pathname === '/error401');
  });
});
