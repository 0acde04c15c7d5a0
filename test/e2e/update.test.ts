// A new version never takes over behind the user's back (DESIGN §5): when the server ships a new
// service worker, the page keeps the old one and shows 发现新版本; 立即更新 waits while a form holds
// unsaved input, and once nothing would be lost it activates the new worker and reloads once.
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../server/harness.ts';
import { ADMIN_PASSWORD, dist, launchChromium, login } from './harness.ts';

const departmentPath = '/final/usercenter/department-management';

let served: string;
let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  // A private copy of the build: the test "deploys" a new version by changing its sw.js.
  served = mkdtempSync(join(tmpdir(), 'uf-update-'));
  cpSync(dist, served, { recursive: true });
  server = await startServer({ staticDir: served, captcha: true });
  browser = await launchChromium();
  context = await browser.newContext({
    baseURL: server.url,
    locale: 'zh-CN',
    viewport: { width: 1366, height: 800 },
    serviceWorkers: 'allow',
  });
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close().catch(() => {});
  await browser?.close();
  await server?.close();
  if (served) rmSync(served, { recursive: true, force: true });
});

async function waitForControl(): Promise<void> {
  await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration()) !== undefined);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Whether a new worker is installed and waiting for permission to take over. */
const hasWaiting = () =>
  page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting != null);

describe('service worker update', () => {
  it('waits for a dirty form, then activates the new version and reloads once', async () => {
    await page.goto('/login');
    await login(server, page, 'admin', ADMIN_PASSWORD);
    await page.goto(departmentPath);
    await page.getByRole('heading', { name: '部门管理' }).waitFor();
    await waitForControl();

    // Unsaved input in the department form.
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const form = page.getByRole('form', { name: '新增部门' });
    await form.getByLabel('部门名称').fill('未保存的部门');

    // Marks this page load: it survives unless the page reloads.
    await page.evaluate(() => {
      (window as unknown as { loadMark: string }).loadMark = 'old';
    });
    appendFileSync(join(served, 'sw.js'), '\n// a new version\n');
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

    const notice = page.getByRole('alert').filter({ hasText: '发现新版本' });
    await notice.waitFor({ timeout: 30_000 });
    expect(await hasWaiting()).toBe(true);

    await notice.getByRole('button', { name: '立即更新' }).click();
    await notice.getByTestId('update-reason').waitFor();
    await expect(notice.getByTestId('update-reason').textContent()).resolves.toBe(
      '有尚未保存的表单，新版本将在保存后或下次启动时生效',
    );
    // Nothing changed under the user: same page load, the form still holds the input.
    expect(await page.evaluate(() => (window as unknown as { loadMark?: string }).loadMark)).toBe('old');
    await expect(form.getByLabel('部门名称').inputValue()).resolves.toBe('未保存的部门');
    expect(await hasWaiting()).toBe(true);

    await form.getByRole('button', { name: '取消' }).click();
    await form.waitFor({ state: 'detached' });
    await Promise.all([page.waitForEvent('load'), notice.getByRole('button', { name: '立即更新' }).click()]);
    await page.getByRole('heading', { name: '部门管理' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { loadMark?: string }).loadMark)).toBeUndefined();
    expect(await hasWaiting()).toBe(false);
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
  });
});
