// Screenshots of the shell's pages for a person to look at (written to E2E_SCREENSHOT_DIR, default
// the system temp folder), each taken once the page shows what it is for.
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, DEMO_PASSWORD, type E2E, login, startE2E } from './harness.ts';

const dir = process.env.E2E_SCREENSHOT_DIR ?? join(tmpdir(), 'union-finance-screens');

let e2e: E2E;
let page: Page;
beforeAll(async () => {
  mkdirSync(dir, { recursive: true });
  e2e = await startE2E();
  ({ page } = await e2e.newPage());
});
afterAll(() => e2e?.close());

async function shot(name: string): Promise<void> {
  // Let transitions finish so the picture is what a person sees after a moment.
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(dir, `${name}.png`) });
}

describe('screens', () => {
  it('login', async () => {
    await page.goto('/login');
    await page.getByTestId('captcha-image').waitFor();
    await shot('login');
  });

  it('login refused, with the server reason in a notice', async () => {
    await page.getByLabel('用户名').fill('zhidan');
    await page.getByLabel('密码', { exact: true }).fill('Wrong2026');
    await page.getByLabel('验证码', { exact: true }).fill('zzzz');
    await page.getByLabel('验证码', { exact: true }).press('Enter');
    await page.getByText('验证码错误，请重新输入').waitFor();
    await shot('login-refused');
  });

  it('welcome', async () => {
    await login(e2e.server, page, 'zhidan', DEMO_PASSWORD);
    await page.goto('/final/welcome');
    await page.getByTestId('welcome-ledger').getByText('示范市总工会（001）').waitFor();
    await shot('welcome');
  });

  it('collapsed sidebar with a module flyout', async () => {
    await page.getByRole('button', { name: '收起菜单' }).click();
    await page.getByRole('button', { name: '财务核算' }).hover();
    await page.getByRole('menu').waitFor();
    await shot('sidebar-collapsed');
    await page.mouse.move(700, 400);
    await page.getByRole('button', { name: '展开菜单' }).click();
  });

  it('modify password dialog', async () => {
    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByRole('menuitem', { name: '修改密码' }).click();
    await page.getByRole('dialog', { name: '修改密码' }).waitFor();
    await shot('modify-password');
    await page.getByRole('button', { name: '取消' }).click();
  });

  it('selecting', async () => {
    await page.getByRole('button', { name: '切换账套或会计年度' }).click();
    await page.getByTestId('ledger-002').waitFor();
    await shot('selecting');
    await page.getByRole('button', { name: '返回' }).click();
  });

  it('401', async () => {
    await page.goto('/final/usercenter/role-management');
    await page.getByRole('heading', { name: '无权访问' }).waitFor();
    await shot('error401');
  });

  it('404', async () => {
    await page.goto('/final/nowhere');
    await page.getByRole('heading', { name: '页面不存在' }).waitFor();
    await shot('not-found');
  });

  it('a ledger set not yet carried over, for a user who cannot carry it over: told who can', async () => {
    await page.goto('/final/welcome');
    await page.getByRole('button', { name: '切换账套或会计年度' }).click();
    await page.getByTestId('ledger-003').click();
    await page.getByRole('button', { name: '进入系统' }).click();
    await page.getByText('新旧会计制度科目衔接尚未完成，请联系财务主管完成科目衔接').waitFor();
    expect(await page.getByRole('dialog', { name: '选择科目承接方式' }).count()).toBe(0);
    await shot('succession-told');
  });

  it('time calibration', async () => {
    await page.goto(`/timeCalibration?times=${Date.now() - 10 * 60_000}`);
    await page.getByTestId('server-time').waitFor();
    await shot('time-calibration');
    expect(await page.getByTestId('offset-text').textContent()).toMatch(/^本机时间比服务器时间快 10 分/);
  });

  it('under construction, with the menu unfolded', async () => {
    // Every screen 制单 may open is built; the administrator still sees 报表分类, not built yet.
    const { page: adminPage } = await e2e.newPage();
    await login(e2e.server, adminPage, 'admin', ADMIN_PASSWORD);
    await adminPage.goto('/final/report/report-category');
    await adminPage.getByTestId('under-construction').waitFor();
    // The menu unfolds to the open screen.
    await adminPage
      .getByRole('navigation', { name: '功能菜单' })
      .getByRole('link', { name: '报表分类', exact: true })
      .waitFor();
    await adminPage.waitForTimeout(300);
    await adminPage.screenshot({ path: join(dir, 'under-construction.png') });
  });
});
