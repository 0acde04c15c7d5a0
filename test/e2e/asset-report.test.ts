// 固定资产报表 in Chromium (issue 20 item 5): 资产管理员 opens the report of the demo ledger set 001 —
// its confirmed opening cards by category with the 合计 row. Screenshot: E2E_SCREENSHOTS (report-*.png).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, type E2E, login, startE2E } from './harness.ts';

const dir = process.env.E2E_SCREENSHOTS ?? '';
let e2e: E2E;
let page: Page;
const errors: string[] = [];

beforeAll(async () => {
  if (dir) mkdirSync(dir, { recursive: true });
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

describe('固定资产报表 in the browser', () => {
  it('shows the opening cards of ledger set 001 by category with the 合计 row', async () => {
    const opened = await e2e.newPage();
    page = opened.page;
    page.on('pageerror', (err) => errors.push(err.message));
    await page.goto('/final/assetsReport/asset-prints');
    await login(e2e.server, page, 'zichan', DEMO_PASSWORD);
    await page.goto('/final/assetsReport/asset-prints');
    const screen = page.getByTestId('asset-report-screen');
    const totals = screen.getByTestId('list-totals');
    await expect.poll(() => totals.textContent(), { timeout: 15_000 }).toContain('合计');
    const expected = await e2e.server.handle.db
      .selectFrom('asset_card as c')
      .innerJoin('ledger_set as l', 'l.id', 'c.ledger_set_id')
      .select((eb) => eb.fn.count<string>('c.id').as('n'))
      .where('l.code', '=', '001')
      .where('c.asset_class', '=', 1)
      .executeTakeFirstOrThrow();
    expect(Number(expected.n)).toBeGreaterThan(0);
    await expect.poll(() => screen.getByRole('row').count()).toBeGreaterThan(2);
    if (dir) await page.screenshot({ path: join(dir, 'report-1.png') });
    expect(errors).toEqual([]);
  });
});
