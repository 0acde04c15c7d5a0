// 用户中心 in Chromium (issue 21): the administrator creates a user with one duty (报销) and one ledger
// set (002), that user logs in and sees exactly that duty's menu; the administrator resets their
// password, and the next login must change it before anything else. Screenshots go to
// E2E_SCREENSHOTS (usercenter-*.png).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, type E2E, login, startE2E } from './harness.ts';

const dir = process.env.E2E_SCREENSHOTS ?? '/tmp/shots';
const operatorsPath = '/final/usercenter/operator-management-list';

let e2e: E2E;

beforeAll(async () => {
  mkdirSync(dir, { recursive: true });
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

async function shot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(dir, `usercenter-${name}.png`) });
}

/** The top-level groups of the sidebar, as the user sees them. */
async function menuGroups(page: Page): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: '功能菜单' });
  await menu.locator('button[aria-expanded]').first().waitFor();
  return (await menu.locator('button[aria-expanded]').allTextContents()).map((t) => t.trim().slice(1));
}

/** The answers this device keeps for offline reading (meta `remote:` keys of its databases). */
function keptAnswers(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const out: string[] = [];
    for (const info of await indexedDB.databases()) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(info.name ?? '');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      if ([...db.objectStoreNames].includes('meta')) {
        const keys = await new Promise<IDBValidKey[]>((resolve) => {
          const request = db.transaction('meta').objectStore('meta').getAllKeys();
          request.onsuccess = () => resolve(request.result);
        });
        out.push(...keys.map(String).filter((k) => k.startsWith('remote:')));
      }
      db.close();
    }
    return out;
  });
}

/** Failed API calls the page made (a normal session fails none it did not cause). */
function failures(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/api/') && r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });
  return failed;
}

describe('用户中心 in the browser', () => {
  it('creates a user with a duty and a ledger set, who sees exactly that menu; a reset forces a new password', async () => {
    const { page } = await e2e.newPage();
    const adminFailures = failures(page);
    await page.goto(operatorsPath);
    await login(e2e.server, page, 'admin', ADMIN_PASSWORD);
    await page.goto(operatorsPath);
    const screen = page.getByTestId('operator-screen');
    await screen.getByRole('cell', { name: 'zhidan' }).waitFor();
    await shot(page, 'operators');

    await screen.getByRole('button', { name: '新增' }).click();
    const form = page.getByRole('form', { name: '新增操作员' });
    await form.getByRole('textbox', { name: /^登录名/ }).fill('e2eclerk');
    await form.getByRole('textbox', { name: /^姓名/ }).fill('周报销');
    await form.getByLabel(/^初始密码/).fill('Start2026');
    await form.getByRole('checkbox', { name: '首次登录须修改密码' }).uncheck();
    await form.getByRole('checkbox', { name: '报销', exact: true }).check();
    await form.getByRole('combobox', { name: '示范市第一中学工会委员会权限' }).click();
    await page.getByRole('option', { name: '读写' }).click();
    await shot(page, 'form');
    await form.getByRole('button', { name: '保存' }).click();
    const row = screen.getByRole('row').filter({ hasText: 'e2eclerk' });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('002 示范市第一中学工会委员会');

    // The new user sees exactly the duty's menu, in 002.
    const clerk = await e2e.newPage();
    const clerkFailures = failures(clerk.page);
    await clerk.page.goto('/login');
    await login(e2e.server, clerk.page, 'e2eclerk', 'Start2026');
    const groups = await menuGroups(clerk.page);
    const roles = await e2e.server.handle.db.selectFrom('role').select(['id', 'code']).execute();
    const employee = roles.find((r) => r.code === 'employee')?.id ?? 0;
    const { menuOfRole } = await import('../../server/modules/role/menu.ts');
    const expected = (await menuOfRole(e2e.server.handle.db, employee)).map((m) => m.title);
    expect(groups).toEqual(expected);
    expect(groups).toEqual(['报销管理', '待办事项']);
    await shot(clerk.page, 'clerk-menu');
    expect(clerkFailures).toEqual([]);

    // 重置密码: a temporary password shown once; the user's session ends.
    await row.getByRole('button', { name: '重置密码' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '重置', exact: true }).click();
    const shown = page.getByText(/的临时密码：/);
    await shown.waitFor();
    const temporary =
      /临时密码：(\S+)/.exec((await shown.textContent()) ?? '')?.[1]?.replace(/请.*$/, '') ?? '';
    expect(temporary).toMatch(/^[A-Za-z0-9]{8,}$/);
    await shot(page, 'reset');
    await page.getByRole('button', { name: '确定' }).click();
    await expect.poll(async () => row.textContent()).toContain('待改密');
    expect(adminFailures).toEqual([]);

    // The next login lands on the forced change: no way past it but a new password.
    const again = await e2e.newPage();
    const againFailures = failures(again.page);
    await again.page.goto('/login');
    await login(e2e.server, again.page, 'e2eclerk', temporary);
    await again.page.waitForURL((url) => url.pathname === '/passwordReset');
    const dialog = again.page.getByRole('dialog');
    await dialog.getByTestId('forced-change').waitFor();
    await expect(dialog.getByRole('button', { name: '取消' }).count()).resolves.toBe(0);
    await shot(again.page, 'forced-change');
    // The one way out is 退出登录; the change still waits at the next login.
    await dialog.getByRole('button', { name: '退出登录' }).click();
    await again.page.waitForURL((url) => url.pathname === '/login');
    await login(e2e.server, again.page, 'e2eclerk', temporary);
    await again.page.waitForURL((url) => url.pathname === '/passwordReset');
    await dialog.getByTestId('forced-change').waitFor();
    await dialog.getByLabel('临时密码').fill(temporary);
    await dialog.getByLabel('新密码', { exact: true }).fill('Mine2026x');
    await dialog.getByLabel('确认新密码').fill('Mine2026x');
    await dialog.getByRole('button', { name: '确定' }).click();
    await again.page.waitForURL((url) => url.pathname !== '/passwordReset');
    expect(await menuGroups(again.page)).toEqual(['报销管理', '待办事项']);
    expect(againFailures).toEqual([]);
    const stored = await e2e.server.handle.db
      .selectFrom('app_user')
      .select('must_change_password')
      .where('user_name', '=', 'e2eclerk')
      .executeTakeFirstOrThrow();
    expect(stored.must_change_password).toBe(false);
  });
});

describe('the user centre screens', () => {
  it('each opens as the administrator with no failed call, and shows a clash as it is ticked', async () => {
    const { page } = await e2e.newPage();
    const failed = failures(page);
    await page.goto('/final/usercenter/role-management');
    await login(e2e.server, page, 'admin', ADMIN_PASSWORD);
    const base = '/final/usercenter';
    const visits: Array<[string, string, string]> = [
      ['role-management', 'role-screen', '制单'],
      ['permission', 'permission-screen', '凭证录入'],
      ['permission-group', 'permission-screen', '凭证处理'],
      ['menu', 'menu-screen', '财务核算'],
      ['menu-financial', 'menu-screen', '财务核算'],
      ['zt-management', 'ledger-set-screen', '示范市第一中学工会委员会'],
      ['financial-system', 'level-screen', '孙主管'],
      ['platform-management', 'unit-info-screen', '单位名称'],
      ['essential-information', 'unit-info-screen', '单位名称'],
    ];
    for (const [path, testId, text] of visits) {
      await page.goto(`${base}/${path}`);
      await page.getByTestId(testId).getByText(text).first().waitFor();
      await shot(page, path);
    }
    expect(failed).toEqual([]);

    // 角色管理: editing 制单 and ticking 凭证审核 shows the clash before anything is sent.
    await page.goto(`${base}/role-management`);
    const roles = page.getByTestId('role-screen');
    await roles
      .getByRole('row')
      .filter({ hasText: '制单' })
      .first()
      .getByRole('button', { name: '编辑' })
      .click();
    const form = page.getByRole('form', { name: '编辑角色' });
    await form.getByRole('button', { name: '展开财务核算' }).click();
    await form.locator('[data-key="voucher.audit"]').check();
    await form.getByTestId('role-clash').waitFor();
    await expect(form.getByTestId('role-clash').textContent()).resolves.toContain(
      '不能同时拥有制单（凭证录入）和审核（凭证审核）',
    );
    await shot(page, 'role-clash');
    await form.getByRole('button', { name: '取消' }).click();

    // 账套管理: the year carry dialog.
    await page.goto(`${base}/zt-management`);
    const sets = page.getByTestId('ledger-set-screen');
    await sets
      .getByRole('row')
      .filter({ hasText: '示范市第一中学工会委员会' })
      .getByRole('button', { name: '年度结转' })
      .click();
    await page.getByRole('dialog').getByText('结转到年度').waitFor();
    await shot(page, 'year-carry');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: 'Close' })
      .click()
      .catch(() => page.keyboard.press('Escape'));
  });

  it('reads offline from the last answer with its time, and a change says it needs the network', async () => {
    // The harness blocks service workers; offline the app's chunks come from the worker's cache.
    const context = await e2e.browser.newContext({
      baseURL: e2e.server.url,
      locale: 'zh-CN',
      viewport: { width: 1366, height: 800 },
      serviceWorkers: 'allow',
    });
    const page = await context.newPage();
    try {
      const path = '/final/usercenter/role-management';
      await page.goto(path);
      await login(e2e.server, page, 'admin', ADMIN_PASSWORD);
      await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration()) !== undefined);
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
      if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.goto(path);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      const roles = page.getByTestId('role-screen');
      await roles.getByRole('row').filter({ hasText: '记账' }).first().waitFor();
      await expect
        .poll(() => keptAnswers(page), { timeout: 15_000 })
        .toContainEqual(expect.stringContaining('/api/role/list'));

      await context.setOffline(true);
      await page.reload();
      const kept = roles.getByTestId('list-kept-notice');
      await kept.waitFor();
      await expect(kept.textContent()).resolves.toMatch(
        /^离线：显示本机 \d{4}-\d{2}-\d{2} \d{2}:\d{2} 保存的列表，离线时只能查看/,
      );
      await roles.getByRole('row').filter({ hasText: '记账' }).first().waitFor();
      await shot(page, 'offline-list');

      await roles.getByRole('button', { name: '新增' }).click();
      const form = page.getByRole('form', { name: '新增角色' });
      await form.getByRole('textbox', { name: /^角色名称/ }).fill('离线角色');
      await form.getByRole('button', { name: '展开财务核算' }).click();
      await form.locator('[data-key="ledger.detail"]').check();
      await form.getByRole('button', { name: '保存' }).click();
      await page.getByText('当前处于离线状态，不能保存角色；请联网后重试。').waitFor();
      await shot(page, 'offline-refusal');
      await page.getByRole('button', { name: '确定' }).click();
      // Nothing was lost: the form is still as typed, to be saved once online.
      await expect(form.getByRole('textbox', { name: /^角色名称/ }).inputValue()).resolves.toBe('离线角色');
      await context.setOffline(false);
      await page.getByTestId('online-state').getByText('在线').waitFor();
      await form.getByRole('button', { name: '保存' }).click();
      await roles.getByRole('row').filter({ hasText: '离线角色' }).waitFor();
    } finally {
      await context.close();
    }
  });
});
