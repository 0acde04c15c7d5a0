// The shell in a real browser: login and the way back, tabs, the guard's 401 and 404, clock skew,
// session expiry, the financial-status dialog and logout. Each test asserts what the user sees.
import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, type E2E, login, pathOf, startE2E } from './harness.ts';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

const balance = '/final/financialSoftware/accountQueryPrinting/account-balance-sheet';
const general = '/final/financialSoftware/accountQueryPrinting/list-general-ledger';
const costList = '/final/reimbursement/expenseReimbursement/costList';
const costForm = '/final/reimbursement/expenseReimbursement/costApproval';

async function tabTitles(page: Page): Promise<string[]> {
  return page.getByRole('tablist', { name: '已打开的页面' }).getByRole('tab').allTextContents();
}

/** Opens a screen from the sidebar the way a person does: unfold the module, click the entry. */
async function openFromMenu(page: Page, group: string, title: string): Promise<void> {
  const menu = page.getByRole('navigation', { name: '功能菜单' });
  const link = menu.getByRole('link', { name: title, exact: true });
  if (!(await link.isVisible())) await menu.getByRole('button', { name: group }).click();
  await link.click();
}

async function activeTab(page: Page): Promise<string> {
  return (await page.getByRole('tab', { selected: true }).textContent()) ?? '';
}

describe('login', () => {
  it('sends a visitor to login and back to the page and query asked for', async () => {
    const { page } = await e2e.newPage();
    await page.goto(`${balance}?year=2026`);
    await page.waitForURL(/\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(`${balance}?year=2026`);
    await page.getByText('用户登录').waitFor();
    await expect(page.getByTestId('app-version').textContent()).resolves.toBe('版本 V1.0.1');
    await expect(page.getByText('忘记密码').count()).resolves.toBe(0);

    await login(e2e.server, page, 'zhidan', DEMO_PASSWORD);
    expect(pathOf(page)).toBe(`${balance}?year=2026`);
    await page.getByRole('heading', { name: '科目余额表' }).waitFor();
    await expect(page.getByTestId('user-name').textContent()).resolves.toBe('张制单');
    const year = new Date().getFullYear();
    await expect(page.getByTestId('ledger-label').textContent()).resolves.toBe(`市总工会 · ${year} 年度`);
  });

  it('shows the first form error in a warning dialog, and the server refusal as a notice', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/login');
    await page.getByLabel('用户名').fill('zhidan');
    await page.getByLabel('用户名').press('Enter');
    await page.getByRole('dialog').getByText('请输入密码').waitFor();
    await page.getByRole('button', { name: '确定' }).click();
    await page.getByLabel('密码', { exact: true }).fill('wrong-password1');
    await page.getByLabel('验证码', { exact: true }).fill('zzzz');
    await page.getByLabel('验证码', { exact: true }).press('Enter');
    await page.getByText('验证码错误，请重新输入').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    // The used captcha was replaced and the code cleared for the next try.
    await expect(page.getByLabel('验证码', { exact: true }).inputValue()).resolves.toBe('');
  });
});

describe('tabs', () => {
  it('opens an isPush 1 screen as its own tab, activates it, and closing shows the neighbour', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/login');
    await login(e2e.server, page, 'zhidan', DEMO_PASSWORD);
    await openFromMenu(page, '财务核算', '总账');
    await page.waitForURL((url) => url.pathname === general);
    await openFromMenu(page, '财务核算', '科目余额表');
    await page.waitForURL((url) => url.pathname === balance);
    expect(await tabTitles(page)).toEqual(['首页', '总账', '科目余额表']);
    expect(await activeTab(page)).toBe('科目余额表');

    // Visiting an open screen again activates its tab instead of adding one.
    await openFromMenu(page, '财务核算', '总账');
    await page.waitForURL((url) => url.pathname === general);
    expect(await tabTitles(page)).toEqual(['首页', '总账', '科目余额表']);
    expect(await activeTab(page)).toBe('总账');

    await page.getByRole('button', { name: '关闭 总账' }).click();
    await page.waitForURL((url) => url.pathname === balance);
    expect(await tabTitles(page)).toEqual(['首页', '科目余额表']);
    await page.getByRole('heading', { name: '科目余额表' }).waitFor();
  });

  it("opens an isPush 0 page under its parent's tab", async () => {
    const { page } = await e2e.newPage();
    await page.goto(costForm);
    await page.waitForURL(/\/login\?redirect=/);
    await login(e2e.server, page, 'baoxiao', DEMO_PASSWORD);
    expect(new URL(page.url()).pathname).toBe(costForm);
    await page.getByRole('heading', { name: '费用报销单' }).waitFor();
    expect(await tabTitles(page)).toEqual(['首页', '我的报销']);
    expect(await activeTab(page)).toBe('我的报销');
    // No id: a new claim, drafted on this device until it is saved.
    await page.getByTestId('claim-document').waitFor();

    // The parent tab leads to the parent list.
    await page.getByRole('tab', { name: '我的报销' }).click();
    await page.waitForURL((url) => url.pathname === costList);
    await page.getByRole('heading', { name: '我的报销' }).waitFor();
  });
});

describe('guard', () => {
  it('shows the 401 page to a user without the permission', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/login');
    await login(e2e.server, page, 'baoxiao', DEMO_PASSWORD);
    await page.goto(balance);
    await page.waitForURL((url) => url.pathname === '/error401');
    await page.getByRole('heading', { name: '无权访问' }).waitFor();
    await page.getByText('您的账号没有打开「科目余额表」的权限。').waitFor();
    await page.getByRole('button', { name: '返回首页' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('welcome-greeting').getByText('您好，陈报销').waitFor();
  });

  it('shows the 404 page for an unknown path', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/final/no/such/screen');
    await page.getByRole('heading', { name: '页面不存在' }).waitFor();
    await page.getByText('/final/no/such/screen').waitFor();
  });
});

describe('clock and session', () => {
  it('goes to time calibration on a skewed clock, and the next call succeeds with the learned offset', async () => {
    const { page } = await e2e.newPage();
    await page.clock.install();
    await page.goto('/login');
    await login(e2e.server, page, 'zhidan', DEMO_PASSWORD);
    // Every answer's Date header also teaches the offset: let the home page's calls finish first,
    // or one of them would learn the jump below and the server would never see a skewed call.
    await page.getByTestId('welcome-ledger').getByText('示范市总工会（001）').waitFor();
    await page.waitForLoadState('networkidle');
    // The offline layer starts after login and pulls the reference tables: let those finish too,
    // or an answer arriving after the jump would teach the offset before the user's call.
    await page.waitForTimeout(3_000);
    await page.waitForLoadState('networkidle');
    // The PC clock jumps 10 minutes ahead; the user moves on inside the app (no reload, so no
    // background refresh of a fresh start can learn the offset before the user's own call).
    await page.clock.setSystemTime(Date.now() + 10 * 60_000);
    await openFromMenu(page, '财务核算', '总账');
    await page.waitForURL((url) => url.pathname === '/timeCalibration');
    expect(Number(new URL(page.url()).searchParams.get('times'))).toBeGreaterThan(0);
    await page.getByText('本机时间比服务器时间快 10 分').waitFor();

    // Back to the page the user was opening, whose calls now carry the learned offset.
    await page.getByRole('button', { name: '返回继续工作' }).click();
    await page.waitForURL((url) => url.pathname === general);
    await page.getByRole('tab', { name: '总账' }).waitFor();
    // Still here: the calls after calibration were accepted.
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe(general);
  });

  it('returns to login with redirect when the session has expired, then back after login', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/login');
    await login(e2e.server, page, 'zhidan', DEMO_PASSWORD);
    await openFromMenu(page, '财务核算', '总账');
    await page.waitForURL((url) => url.pathname === general);
    // The page's own checks finish under the live session; the next call is the one to refuse.
    await page.waitForLoadState('networkidle');
    await sql`update session set expires_at = now() - interval '1 second'`.execute(e2e.server.handle.db);

    // The click's call meets the ended session, unless a background call (a reference refresh)
    // met it first and already took the user to the login page from 总账.
    const toLogin = page.waitForURL(/\/login\?redirect=/);
    await Promise.race([page.getByRole('tab', { name: '首页' }).click(), toLogin]);
    await toLogin;
    const redirect = new URL(page.url()).searchParams.get('redirect');
    expect(['/', general]).toContain(redirect);
    await page.getByText('登录已超过 12 小时，请重新登录').waitFor();

    await login(e2e.server, page, 'zhidan', DEMO_PASSWORD);
    expect(pathOf(page)).toBe(redirect);
    if (redirect === '/') await page.getByTestId('welcome-greeting').getByText('您好，张制单').waitFor();
  });

  it('logs out from the user menu', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/login');
    await login(e2e.server, page, 'zhidan', DEMO_PASSWORD);
    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '退出' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByText('用户登录').waitFor();
    // The session is gone: a protected page sends back to login.
    await page.goto(general);
    await page.waitForURL(/\/login\?redirect=/);
  });
});

describe('financial status', () => {
  it('asks 财务主管 for the succession mode in a ledger set whose succession is pending', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/login');
    await login(e2e.server, page, 'zhuguan', DEMO_PASSWORD);
    await page.getByRole('button', { name: '切换账套或会计年度' }).click();
    await page.getByTestId('ledger-003').click();
    await page.getByRole('button', { name: '进入系统' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('科目衔接', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: '确定' }).click();

    await page.getByRole('dialog', { name: '选择科目承接方式' }).waitFor();
    await page.getByLabel('手动承接').check();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await page.getByText('2021 年年末各科目余额需要您手工录入').waitFor();
    await page.getByRole('button', { name: '确定手动承接' }).click();
    // Whatever the server answers, the user is told in words.
    await page.getByText(/已保存科目承接方式|承接方式未保存/).waitFor();
    await expect(page.getByTestId('ledger-label').textContent()).resolves.toContain('人民医院工会');
  });
});

describe('account', () => {
  it('changes the password from the user menu, checking the form first', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/login');
    await login(e2e.server, page, 'jizhang', DEMO_PASSWORD);
    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByRole('menuitem', { name: '修改密码' }).click();
    const dialog = page.getByRole('dialog', { name: '修改密码' });
    await dialog.getByLabel('原密码').fill(DEMO_PASSWORD);
    await dialog.getByLabel('新密码', { exact: true }).fill('Ledger2027');
    await dialog.getByLabel('确认新密码').fill('Ledger2028');
    await dialog.getByRole('button', { name: '确定' }).click();
    await page.getByText('两次输入的新密码不一致').waitFor();
    await page.getByRole('dialog', { name: '提示' }).getByRole('button', { name: '确定' }).click();

    await dialog.getByLabel('原密码').fill('NotMine2026');
    await dialog.getByLabel('确认新密码').fill('Ledger2027');
    await dialog.getByRole('button', { name: '确定' }).click();
    await page.getByText('原密码错误').waitFor();

    await dialog.getByLabel('原密码').fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: '确定' }).click();
    await page.getByText('密码已修改').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // The new password is the one that works now.
    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '退出' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await login(e2e.server, page, 'jizhang', 'Ledger2027');
    await page.getByTestId('welcome-greeting').getByText('您好，王记账').waitFor();
  });
});

describe('offline', () => {
  it('lets the user through when the financial-status check cannot reach the server', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/login');
    await login(e2e.server, page, 'zhidan', DEMO_PASSWORD);
    await page.route('**/checkFinancial', (route) => route.abort('internetdisconnected'));
    // Ledger set 003 still has its succession pending: with the server reachable a dialog would ask.
    await page.getByRole('button', { name: '切换账套或会计年度' }).click();
    await page.getByTestId('ledger-003').click();
    await page.getByRole('button', { name: '进入系统' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await openFromMenu(page, '财务核算', '总账');
    await page.getByRole('heading', { name: '总账' }).waitFor();
    await page.waitForTimeout(500);
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
  });
});
