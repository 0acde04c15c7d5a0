// Offline re-entry in Chromium with the service worker on (issue 17 item 0): log in online, open
// 凭证录入, close the window; reopen offline in a new window of the same browser, unlock with user
// name and password, type a voucher with the keyboard, and see it reach the server exactly once
// when the network returns. Also: a wrong password and an expired offline period are refused, a
// second window shares the session, a server-ended session asks for the password once, and 退出登录
// can wipe the device.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { captchaAnswer, DEMO_PASSWORD, type E2E, login, pathOf, startE2E } from './harness.ts';

const entryPath = '/final/financialSoftware/certificateProcessing/accounting-billing-voucher';
const shots = process.env.E2E_SCREENSHOTS ?? '/tmp/shots';
const DAY = 86_400_000;

let e2e: E2E;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  e2e = await startE2E();
  // The harness's contexts block service workers; reopening offline needs them.
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
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') {
    for (const [i, p] of context.pages().entries()) {
      await p.screenshot({ path: `${shots}/offline-reentry-FAILED-${i}.png` }).catch(() => {});
    }
  }
});

async function vouchersOf(ledger: string): Promise<{ voucher_no: number; summary: string | null }[]> {
  return e2e.server.handle.db
    .selectFrom('voucher as v')
    .innerJoin('ledger_set as l', 'l.id', 'v.ledger_set_id')
    .select(['v.voucher_no'])
    .select((eb) =>
      eb
        .selectFrom('voucher_entry as x')
        .select('x.summary')
        .whereRef('x.voucher_id', '=', 'v.id')
        .orderBy('x.line_no')
        .limit(1)
        .as('summary'),
    )
    .where('l.code', '=', ledger)
    .orderBy('v.voucher_no')
    .execute();
}

/** A new window of the same browser (storage, service worker and cache are shared). */
async function newWindow(): Promise<Page> {
  return context.newPage();
}

async function waitForControl(p: Page): Promise<void> {
  await p.waitForFunction(async () => (await navigator.serviceWorker.getRegistration()) !== undefined, null, {
    timeout: 15_000,
  });
  await p.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  if (!(await p.evaluate(() => navigator.serviceWorker.controller !== null))) await p.reload();
  await p.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Rows in one store of zhidan's local database (the reference pull after login fills it). */
async function localRows(p: Page, store: string): Promise<number> {
  return p.evaluate(async (name) => {
    const dbs = await indexedDB.databases();
    const found = dbs.find((d) => d.name?.startsWith('union-finance:zhidan:'));
    if (!found?.name) return -1;
    const open = indexedDB.open(found.name);
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    try {
      if (!db.objectStoreNames.contains(name)) return -1;
      const count = db.transaction(name).objectStore(name).count();
      return await new Promise<number>((resolve) => {
        count.onsuccess = () => resolve(count.result);
      });
    } finally {
      db.close();
    }
  }, store);
}

const cell = (p: Page, name: string) => p.getByLabel(name, { exact: true });

const focusedLabel = (p: Page) =>
  p.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    return el?.getAttribute('aria-label') ?? el?.labels?.[0]?.textContent?.replace(/\s*\*$/, '') ?? '';
  });

async function expectFocus(p: Page, label: string) {
  await expect.poll(() => focusedLabel(p), { timeout: 5_000 }).toBe(label);
}

/** A two-line voucher, typed from the first summary cell with the keyboard only. */
async function typeVoucher(p: Page, summary: string): Promise<void> {
  const kb = p.keyboard;
  await expectFocus(p, '第1行摘要');
  await kb.type(summary);
  await kb.press('Enter');
  await expectFocus(p, '第1行科目');
  await kb.type('50501');
  await kb.press('Enter');
  await expectFocus(p, '第1行借方金额');
  await kb.type('860');
  await kb.press('Enter');
  await expectFocus(p, '第2行摘要');
  await kb.press('Enter');
  await kb.type('101');
  await kb.press('Enter');
  await expectFocus(p, '第2行贷方金额');
  await kb.press('=');
  await expect.poll(() => cell(p, '第2行贷方金额').inputValue()).toBe('860.00');
}

/** Types user name and password on the login page and presses Enter, as a person does. */
async function typeCredentials(p: Page, user: string, password: string): Promise<void> {
  await p.getByLabel('用户名').click();
  await p.keyboard.press('Control+a');
  await p.keyboard.type(user);
  await p.keyboard.press('Tab');
  await p.keyboard.type(password);
  await p.keyboard.press('Enter');
}

async function openOfflineLogin(p: Page, path = '/'): Promise<void> {
  await p.goto(path);
  await p.waitForURL((url) => url.pathname === '/login');
  await p.getByTestId('offline-login-notice').waitFor();
  // Offline there is no captcha to load, so none is asked.
  await expect(p.getByLabel('验证码', { exact: true }).count()).resolves.toBe(0);
}

describe('offline re-entry', () => {
  it('reopens offline after the window was closed, unlocks, and syncs a voucher typed offline once', async () => {
    await page.goto('/login');
    await login(e2e.server, page, 'zhidan', DEMO_PASSWORD);
    await page.goto(entryPath);
    await page.getByRole('heading', { name: '凭证录入' }).waitFor();
    await waitForControl(page);
    await page.getByRole('heading', { name: '凭证录入' }).waitFor();
    // The kept session and the reference data the entry screen needs offline are on the device.
    await page.waitForFunction(() => localStorage.getItem('union-finance.offline.zhidan') !== null);
    await expect.poll(() => localRows(page, 'subjects'), { timeout: 20_000 }).toBeGreaterThan(10);
    const kept = await page.evaluate(() => localStorage.getItem('union-finance.offline.zhidan') ?? '');
    expect(kept).not.toContain(DEMO_PASSWORD);
    const token = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem('union-finance.session') ?? '{}').token,
    );
    expect(kept).not.toContain(token);
    const before = await vouchersOf('001');

    // The installed app is closed, the network goes, the app is opened again.
    await page.close();
    await context.setOffline(true);
    page = await newWindow();
    await openOfflineLogin(page, entryPath);
    await page.screenshot({ path: `${shots}/offline-reentry-login.png` });

    await typeCredentials(page, 'zhidan', DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname === entryPath);
    await page.getByRole('heading', { name: '凭证录入' }).waitFor();
    await page.getByTestId('online-state').getByText('离线').waitFor();
    await cell(page, '第1行摘要').click();
    await typeVoucher(page, '离线报销差旅费');
    await page.keyboard.press('Control+s');
    await page.getByTestId('voucher-sync-pending').waitFor();
    await page.screenshot({ path: `${shots}/offline-reentry-voucher-pending.png` });
    expect(await vouchersOf('001')).toEqual(before);

    // The network returns: the server still accepts the kept session, and the queue goes out.
    await context.setOffline(false);
    await page.getByTestId('voucher-number').waitFor({ timeout: 30_000 });
    await page.getByTestId('voucher-saved').waitFor();
    const after = await vouchersOf('001');
    expect(after.filter((v) => v.summary === '离线报销差旅费')).toHaveLength(1);
    expect(after).toHaveLength(before.length + 1);
    // Still logged in (no login asked), and a reload sends nothing again.
    expect(pathOf(page)).toBe(entryPath);
    await page.reload();
    await page.getByRole('heading', { name: '凭证录入' }).waitFor();
    await page.waitForTimeout(1_500);
    expect(await vouchersOf('001')).toHaveLength(before.length + 1);
  });

  it('when the server no longer accepts the kept session, asks for the password once and syncs once', async () => {
    const before = await vouchersOf('001');
    await page.close();
    await context.setOffline(true);
    page = await newWindow();
    await openOfflineLogin(page, entryPath);
    await typeCredentials(page, 'zhidan', DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname === entryPath);
    await page.getByRole('button', { name: '新增', exact: true }).click();
    await typeVoucher(page, '离线购买办公用品');
    await page.keyboard.press('Control+s');
    await page.getByTestId('voucher-sync-pending').waitFor();

    // Meanwhile the server session ran out (the usual case after a day in the field: past its
    // 12-hour limit). Its idle time lives in the server's memory, so the limit is what moves here.
    const user = await e2e.server.handle.db
      .selectFrom('app_user')
      .select('id')
      .where('user_name', '=', 'zhidan')
      .executeTakeFirstOrThrow();
    await e2e.server.handle.db
      .updateTable('session')
      .set({ expires_at: new Date(Date.now() - 1_000) })
      .where('user_id', '=', user.id)
      .where('ended_at', 'is', null)
      .execute();

    await context.setOffline(false);
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 });
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(entryPath);
    // Only the password (and the captcha the server asks for) remain to type.
    await expect(page.getByLabel('用户名').inputValue()).resolves.toBe('zhidan');
    expect(await vouchersOf('001')).toHaveLength(before.length);
    await page.getByLabel('验证码', { exact: true }).fill(await captchaAnswer(e2e.server, page));
    await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByLabel('密码', { exact: true }).press('Enter');
    await page.waitForURL((url) => url.pathname === entryPath);
    await expect
      .poll(async () => (await vouchersOf('001')).filter((v) => v.summary === '离线购买办公用品').length, {
        timeout: 30_000,
      })
      .toBe(1);
    await page.waitForTimeout(1_500);
    expect(await vouchersOf('001')).toHaveLength(before.length + 1);
  });

  it('refuses a wrong password, and a user who never logged in on this device, offline', async () => {
    await context.setOffline(true);
    const other = await newWindow();
    try {
      // A window opened while another is logged in shares its session; log this one in afresh
      // through the offline form by going to the login page directly.
      await other.goto('/login');
      await other.getByTestId('offline-login-notice').waitFor();
      await typeCredentials(other, 'zhidan', 'Wrong2026');
      const refusal = other.getByRole('dialog', { name: '无法离线登录' });
      await refusal.getByText('密码错误，还可尝试 4 次。').waitFor();
      await other.waitForTimeout(400);
      await other.screenshot({ path: `${shots}/offline-reentry-wrong-password.png` });
      await refusal.getByRole('button', { name: '确定' }).click();
      await refusal.waitFor({ state: 'detached' });
      expect(pathOf(other)).toBe('/login');

      await typeCredentials(other, 'shenhe', DEMO_PASSWORD);
      await other
        .getByRole('dialog', { name: '无法离线登录' })
        .getByText('用户「shenhe」尚未在本机联网登录过，离线时无法登录。请连接网络后登录。')
        .waitFor();
      await other.getByRole('button', { name: '确定' }).click();
    } finally {
      await other.close();
      await context.setOffline(false);
    }
  });

  it('refuses an offline unlock past the offline period the server set', async () => {
    const later = await newWindow();
    try {
      // This window's clock reads 15 days on (the server's default period is 14).
      await later.addInitScript((shift) => {
        const realNow = Date.now.bind(Date);
        Date.now = () => realNow() + shift;
      }, 15 * DAY);
      await context.setOffline(true);
      await later.goto('/login');
      await later.getByTestId('offline-login-notice').waitFor();
      await typeCredentials(later, 'zhidan', DEMO_PASSWORD);
      const refusal = later.getByRole('dialog', { name: '无法离线登录' });
      await refusal
        .getByText(/^距上次联网登录（\d{4}-\d\d-\d\d \d\d:\d\d）已超过 14 天，离线登录已停用/)
        .waitFor();
      await later.waitForTimeout(400);
      await later.screenshot({ path: `${shots}/offline-reentry-expired.png` });
      expect(pathOf(later)).toBe('/login');
    } finally {
      await later.close();
      await context.setOffline(false);
    }
  });

  it('shares the session with a second window, with one outbox sender, and logs both out together', async () => {
    const second = await newWindow();
    await second.goto('/final/welcome');
    await second.getByTestId('welcome-greeting').getByText('您好，张制单').waitFor();
    expect(pathOf(second)).toBe('/final/welcome');

    // One replayer holds the outbox lock; the other window's waits for it (it starts 2 s after boot).
    const outboxLocks = () =>
      second.evaluate(async () => {
        const state = await navigator.locks.query();
        const named = (list: LockInfo[] | undefined) =>
          (list ?? []).filter((l) => l.name?.startsWith('outbox-replayer:')).map((l) => l.name ?? '');
        return { held: named(state.held), pending: named(state.pending) };
      });
    await expect.poll(async () => (await outboxLocks()).pending.length, { timeout: 10_000 }).toBe(1);
    const locks = await outboxLocks();
    expect(locks.held).toHaveLength(1);
    expect(locks.pending).toEqual(locks.held);

    await second.getByRole('button', { name: '用户菜单' }).click();
    await second.getByRole('menuitem', { name: '退出登录' }).click();
    const dialog = second.getByRole('dialog', { name: '退出登录' });
    await dialog.getByText('保留本机数据').waitFor();
    // Let the dialog finish fading in before the picture.
    await second.waitForTimeout(400);
    await second.screenshot({ path: `${shots}/offline-reentry-sign-out.png` });
    await dialog.getByRole('button', { name: '退出登录' }).click();
    await second.waitForURL((url) => url.pathname === '/login');
    // The first window follows.
    await page.waitForURL((url) => url.pathname === '/login');
    await second.close();
  });

  it('after a logout that kept the data: unlocks offline, then asks for the password once and syncs once', async () => {
    const before = await vouchersOf('001');
    await context.setOffline(true);
    await openOfflineLogin(page);
    await typeCredentials(page, 'zhidan', DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(entryPath);
    await page.getByRole('heading', { name: '凭证录入' }).waitFor();
    // The screen reopens the last voucher (0001, saved): a new one is typed in a fresh form.
    await page.getByRole('button', { name: '新增', exact: true }).click();
    await typeVoucher(page, '离线支付会议费');
    await page.keyboard.press('Control+s');
    await page.getByTestId('voucher-sync-pending').waitFor();

    // The logged-out session is never offered to the server: the app asks for the password.
    await context.setOffline(false);
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 });
    await page.getByText(/网络已恢复，离线期间使用的登录已失效/).waitFor();
    await expect(page.getByLabel('用户名').inputValue()).resolves.toBe('zhidan');
    await page.getByLabel('验证码', { exact: true }).fill(await captchaAnswer(e2e.server, page));
    await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
    await page.screenshot({ path: `${shots}/offline-reentry-relogin.png` });
    await page.getByLabel('密码', { exact: true }).press('Enter');
    await page.waitForURL((url) => url.pathname === entryPath);
    await expect
      .poll(async () => (await vouchersOf('001')).filter((v) => v.summary === '离线支付会议费').length, {
        timeout: 30_000,
      })
      .toBe(1);
    await page.waitForTimeout(1_500);
    expect(await vouchersOf('001')).toHaveLength(before.length + 1);
  });

  it('wipes this device at 退出登录: no local database, no offline unlock', async () => {
    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    const dialog = page.getByRole('dialog', { name: '退出登录' });
    await dialog.getByText('清除本机数据').click();
    await dialog.getByRole('button', { name: '清除并退出' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await expect
      .poll(() =>
        page.evaluate(
          async () =>
            (await indexedDB.databases()).filter((d) => d.name?.startsWith('union-finance:zhidan:')).length,
        ),
      )
      .toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('union-finance.offline.zhidan'))).toBeNull();

    await context.setOffline(true);
    await openOfflineLogin(page);
    await typeCredentials(page, 'zhidan', DEMO_PASSWORD);
    await page
      .getByRole('dialog', { name: '无法离线登录' })
      .getByText(/尚未在本机联网登录过/)
      .waitFor();
    await context.setOffline(false);
  });
});
