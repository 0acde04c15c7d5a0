// 审计 in Chromium (issue 21 item 7): 吴审计 opens 审计欢迎页, sees the ledger sets granted (read-only)
// and the books and reports, and opens 科目余额表 from it. Screenshot: E2E_SCREENSHOTS/audit-welcome.png.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, type E2E, login, startE2E } from './harness.ts';

const dir = process.env.E2E_SCREENSHOTS ?? '/tmp/shots';
let e2e: E2E;

beforeAll(async () => {
  mkdirSync(dir, { recursive: true });
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

describe('审计 in the browser', () => {
  it('the welcome page lists the ledger sets and the books, and a book opens', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/auditWelcome/welcome');
    await login(e2e.server, page, 'shenji', DEMO_PASSWORD);
    await page.goto('/auditWelcome/welcome');
    const welcome = page.getByTestId('audit-welcome');
    await welcome.getByText('已授权的账套').waitFor();
    await welcome.getByText(/^001 /).waitFor();
    expect(await welcome.getByText(/^00[123] /).count()).toBe(3);
    await welcome.getByText('只读').waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(dir, 'audit-welcome.png') });
    await welcome.getByRole('link', { name: '科目余额表' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/account-balance-sheet'));
    await page.getByRole('table').first().waitFor();
  });

  it('a screen of a duty held beside 审计 opens, but shows no button that changes data', async () => {
    // 吴审计 also given 财务主管: the screens of that duty open for reading, and their write buttons
    // are hidden by the session's one rule (the server would refuse them anyway).
    const db = e2e.server.handle.db;
    const shenji = await db
      .selectFrom('app_user')
      .select('id')
      .where('user_name', '=', 'shenji')
      .executeTakeFirstOrThrow();
    const supervisor = await db
      .selectFrom('role')
      .select('id')
      .where('code', '=', 'supervisor')
      .executeTakeFirstOrThrow();
    await db.insertInto('user_role').values({ user_id: shenji.id, role_id: supervisor.id }).execute();

    const { page } = await e2e.newPage();
    await page.goto('/');
    await login(e2e.server, page, 'shenji', DEMO_PASSWORD);
    if (new URL(page.url()).pathname === '/selecting') {
      await page.getByText(/^001 /).first().click();
      await page.waitForURL((url) => url.pathname !== '/selecting');
    }
    await page.goto('/final/financialSoftware/settings/reporter-setting');
    const screen = page.getByTestId('reporter-setting-screen');
    await screen.getByLabel('单位负责人').waitFor();
    await page.waitForTimeout(500);
    expect(await screen.getByRole('button', { name: '保存' }).count()).toBe(0);
    await page.screenshot({ path: join(dir, 'audit-read-only-setting.png') });
  });
});
