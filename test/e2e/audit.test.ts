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
});
