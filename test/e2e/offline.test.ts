// Offline in a real browser with the service worker on: the shell and the department screen load
// from the precache and the local cache, a department added offline waits in the outbox (待同步),
// and reaches the server exactly once when the network returns.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, type E2E, login, startE2E } from './harness.ts';

const departmentPath = '/final/usercenter/department-management';
const shots = process.env.E2E_SCREENSHOTS ?? '/tmp/shots';

let e2e: E2E;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  e2e = await startE2E();
  // The harness's contexts block service workers; this test is about them.
  context = await e2e.browser.newContext({
    baseURL: e2e.server.url,
    locale: 'zh-CN',
    viewport: { width: 1366, height: 800 },
    serviceWorkers: 'allow',
  });
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close().catch(() => {});
  await e2e?.close();
});

async function departmentCount(code: string): Promise<number> {
  const row = await e2e.server.handle.db
    .selectFrom('department')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function waitForControl(): Promise<void> {
  await page.waitForFunction(
    async () => (await navigator.serviceWorker.getRegistration()) !== undefined,
    null,
    {
      timeout: 15_000,
    },
  );
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    // The first load is never controlled: reload once, online, so the worker serves the page.
    await page.reload();
  }
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

const row = (code: string) => page.getByTestId(`department-${code}`);

describe('offline', () => {
  it('serves the shell and the cached departments offline, and syncs an offline save once', async () => {
    await page.goto('/login');
    await login(e2e.server, page, 'admin', ADMIN_PASSWORD);
    await page.goto(departmentPath);
    await page.getByRole('heading', { name: '部门管理' }).waitFor();
    await row('01').waitFor();
    await waitForControl();
    await row('05').waitFor();
    await page.screenshot({ path: `${shots}/department-online.png` });

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: '部门管理' }).waitFor();
    await page.getByTestId('online-state').getByText('离线').waitFor();
    await row('01').waitFor();
    await expect(row('02').textContent()).resolves.toContain('财务部');

    await page.getByRole('button', { name: '新增', exact: true }).click();
    const form = page.getByRole('form', { name: '新增部门' });
    // A bad code gets the rule's message in a warning dialog first.
    await form.getByLabel('部门编码').fill('A-1');
    await form.getByLabel('部门名称').fill('离线测试部');
    await form.getByRole('button', { name: '保存' }).click();
    await page.getByText('部门编码只能由字母或数字组成，长度 1 到 20 位').waitFor();
    await page.getByRole('button', { name: '确定' }).click();
    await form.getByLabel('部门编码').fill('OFF01');
    await form.getByRole('button', { name: '保存' }).click();
    await form.waitFor({ state: 'detached' });

    await row('OFF01').getByTestId('row-pending').waitFor();
    await expect(page.getByTestId('sync-pending').textContent()).resolves.toBe('待同步 1');
    await page.screenshot({ path: `${shots}/department-offline-pending.png` });
    await page.getByRole('button', { name: '同步状态' }).click();
    const panel = page.getByRole('dialog', { name: '离线数据同步' });
    await panel.getByText('新增部门 离线测试部').waitFor();
    await expect(panel.getByRole('row').nth(1).textContent()).resolves.toMatch(
      /新增部门 离线测试部\d{4}-\d\d-\d\d \d\d:\d\d:\d\d待同步/,
    );
    // Let the drawer finish sliding in before the picture.
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${shots}/sync-panel.png` });
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    expect(await departmentCount('OFF01')).toBe(0);

    await context.setOffline(false);
    await page.getByTestId('online-state').getByText('在线').waitFor();
    await row('OFF01').getByTestId('row-pending').waitFor({ state: 'detached', timeout: 15_000 });
    await page.getByTestId('sync-pending').waitFor({ state: 'detached' });
    expect(await departmentCount('OFF01')).toBe(1);
    // Reloading online lists it from the server once (no duplicate from the local id).
    await page.reload();
    await row('OFF01').waitFor();
    await expect(row('OFF01').count()).resolves.toBe(1);
    expect(await departmentCount('OFF01')).toBe(1);
  });

  it('opens a deep link offline after a reload', async () => {
    await context.setOffline(true);
    await page.goto('/final/welcome').catch(() => {});
    await page.goto(departmentPath);
    await page.getByRole('heading', { name: '部门管理' }).waitFor();
    await row('OFF01').waitFor();
    await page.reload();
    await page.getByRole('heading', { name: '部门管理' }).waitFor();
    await row('03').waitFor();
    await context.setOffline(false);
  });
});
