// A normal working session makes no failed calls (issue 17 item 8): 制单, 审核, 记账 and 财务主管
// each log in and open their main screens in Chromium, and every 4xx/5xx answer the user did not
// cause (all of them here: nobody types anything wrong) fails the test with the calls that failed.
import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, DEMO_PASSWORD, type E2E, login, startE2E } from './harness.ts';

const screens = {
  entry: '/final/financialSoftware/certificateProcessing/accounting-billing-voucher',
  modify: '/final/financialSoftware/certificateProcessing/voucher-modify-del',
  audit: '/final/financialSoftware/certificateProcessing/voucher-audit',
  bookkeeping: '/final/financialSoftware/certificateProcessing/voucher-bookkeeping',
  monthEnd: '/final/financialSoftware/certificateProcessing/voucher-monthly-knot',
  balances: '/final/financialSoftware/accountQueryPrinting/account-balance-sheet',
  detail: '/final/financialSoftware/accountQueryPrinting/ordinary-ledger',
};

/** Each duty's working screens, as its menu offers them; on `view` a voucher is opened to look at. */
const walks: { user: string; duty: string; paths: string[]; view?: string }[] = [
  { user: 'zhidan', duty: '制单', paths: [screens.entry, screens.modify], view: screens.modify },
  { user: 'shenhe', duty: '审核', paths: [screens.audit], view: screens.audit },
  { user: 'jizhang', duty: '记账', paths: [screens.bookkeeping] },
  {
    user: 'zhuguan',
    duty: '财务主管',
    paths: [
      screens.entry,
      screens.audit,
      screens.bookkeeping,
      screens.monthEnd,
      screens.balances,
      screens.detail,
    ],
  },
];

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
  // One voucher of this month waiting for review, for the lists to show and open.
  const today = new Date();
  const month = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}`;
  const saved = await (await apiLogin(e2e.server, 'zhidan')).post('/api/voucher/save', {
    id: crypto.randomUUID(),
    voucherDate: `${month}-01`,
    numberOfDocument: 1,
    entries: [
      { summary: '支付工会会议场地费', code: '50502', debitAmount: '1280.00', creditAmount: '' },
      { summary: '支付工会会议场地费', code: '10201', debitAmount: '', creditAmount: '1280.00' },
    ],
  });
  expect(saved.body.success, saved.body.message).toBe(true);
});
afterAll(() => e2e?.close());

/** Records every API answer of 400 and above ("GET /api/x?y -> 400 message"). */
function watchFailures(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (response.status() < 400) return;
    const request = response.request();
    void response
      .text()
      .catch(() => '')
      .then((body) =>
        failed.push(
          `${request.method()} ${url.pathname}${url.search} -> ${response.status()} ${body.slice(0, 160)}`,
        ),
      );
  });
  return failed;
}

/** Waits for the calls a screen makes to settle (no network for a moment). */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
  await page.waitForTimeout(500);
}

describe('a normal session has no failed calls', () => {
  for (const walk of walks) {
    it(`${walk.duty} (${walk.user}) logs in and opens the main screens`, async () => {
      const { page } = await e2e.newPage();
      const failed = watchFailures(page);
      await page.goto('/login');
      await login(e2e.server, page, walk.user, DEMO_PASSWORD);
      await settle(page);
      for (const path of walk.paths) {
        await page.goto(path);
        await page.waitForURL((url) => url.pathname === path);
        await page.locator('main').first().waitFor();
        await settle(page);
      }
      if (walk.view) {
        await page.goto(walk.view);
        await page.getByTitle('查看凭证').first().click();
        await page.getByRole('dialog', { name: '查看凭证' }).getByTestId('view-voucher-no').waitFor();
        await settle(page);
      }
      expect(failed).toEqual([]);
    });
  }
});
