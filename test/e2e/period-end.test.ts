// 期末结转 in a real browser (issue 19): 制单 has posted the month's income and expense (the issue's
// example: Cr 402 1000, Dr 407 300, Dr 506 500, Cr 510 50); the supervisor (zhuguan) opens 期末结转,
// previews the carry-forward voucher, generates it, posts it in 凭证记账 once 审核 has audited it,
// sees the 收入支出表 show -300.00, -50.00 and 250.00 and tie out, sets the names at the statements'
// foot, and closes the month. No request the user did not cause fails, and nothing is logged as an
// error. Screenshots go to E2E_SCREENSHOTS (or E2E_SCREENSHOT_DIR).
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarryVoucherRef } from '../../src/core/contracts/carry-forward.ts';
import type { TestClient } from '../server/harness.ts';
import { apiLogin, DEMO_PASSWORD, type E2E, login, startE2E } from './harness.ts';

const dir =
  process.env.E2E_SCREENSHOTS ?? process.env.E2E_SCREENSHOT_DIR ?? join(tmpdir(), 'union-finance-screens');
const base = '/final/financialSoftware';
const now = new Date();
const year = now.getFullYear();
const month = now.getMonth() + 1;
const mm = String(month).padStart(2, '0');
const date = (day: number) => `${year}-${mm}-${String(day).padStart(2, '0')}`;

let e2e: E2E;
let zhidan: TestClient;
let shenhe: TestClient;
let jizhang: TestClient;
const failures: string[] = [];

beforeAll(async () => {
  mkdirSync(dir, { recursive: true });
  e2e = await startE2E();
  zhidan = await apiLogin(e2e.server, 'zhidan');
  shenhe = await apiLogin(e2e.server, 'shenhe');
  jizhang = await apiLogin(e2e.server, 'jizhang');
});
afterAll(() => e2e?.close());

function watch(page: Page): void {
  page.on('response', (response: Response) => {
    if (response.status() >= 400)
      failures.push(`${response.request().method()} ${response.url()} -> ${response.status()}`);
  });
  page.on('pageerror', (err) => failures.push(`pageerror: ${err.message}`));
  page.on('console', (message) => {
    // The harness blocks service workers (each test starts from the network): registration fails.
    if (message.text().startsWith('service worker registration failed')) return;
    if (message.type() === 'error') failures.push(`console: ${message.text().slice(0, 300)}`);
  });
}

async function shot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(dir, `period-end-${name}.png`), fullPage: true });
}

async function postedVoucher(day: number, lines: [string, string, string][]) {
  const saved = await zhidan.post<{ id: string }>('/api/voucher/save', {
    id: crypto.randomUUID(),
    voucherDate: date(day),
    numberOfDocument: 1,
    entries: lines.map(([code, debit, credit]) => ({
      summary: '本月业务',
      code,
      debitAmount: debit,
      creditAmount: credit,
    })),
  });
  expect(saved.body.success, saved.body.message).toBe(true);
  expect((await shenhe.post('/api/voucher/audit', { ids: [saved.body.data.id] })).body.success).toBe(true);
  expect((await jizhang.post('/api/voucher/post', { ids: [saved.body.data.id] })).body.success).toBe(true);
}

describe('期末结转 as the supervisor', () => {
  let page: Page;

  it('制单 has posted the month’s income and expense', async () => {
    await postedVoucher(3, [
      ['10201', '1000.00', ''],
      ['402', '', '1000.00'],
    ]);
    await postedVoucher(5, [
      ['407', '300.00', ''],
      ['10201', '', '300.00'],
    ]);
    await postedVoucher(8, [
      ['50601', '500.00', ''],
      ['10201', '', '500.00'],
    ]);
    await postedVoucher(9, [
      ['10201', '50.00', ''],
      ['510', '', '50.00'],
    ]);
  });

  it('previews the carry-forward voucher and generates it', async () => {
    const opened = await e2e.newPage();
    page = opened.page;
    watch(page);
    await page.goto('/login');
    await login(e2e.server, page, 'zhuguan', DEMO_PASSWORD);
    const menu = page.getByRole('navigation', { name: '功能菜单' });
    await menu.getByRole('button', { name: '财务核算' }).click();
    const link = menu.getByRole('link', { name: '期末结转', exact: true });
    if (!(await link.isVisible())) await menu.getByRole('button', { name: '设置' }).first().click();
    await link.click();
    const lines = page.getByTestId('carry-lines');
    await lines.waitFor();
    const cells = await lines.getByRole('cell').allTextContents();
    expect(cells).toContain('402 拨缴经费收入');
    expect(cells).toContain('32203 工会资金结余——本年收支结转');
    expect(cells).toContain('1,500.00');
    const totals = await page.getByRole('table', { name: '结转汇总' }).getByRole('cell').allTextContents();
    expect(totals).toEqual(['非专项资金', '32203', '700.00', '450.00', '250.00']);
    await shot(page, 'preview');
    await page.getByRole('button', { name: '生成结转凭证' }).click();
    await page.getByText(/结转凭证 记-\d{4} 已生成/).waitFor();
    await page.getByTestId('carry-replaces').waitFor();
    await shot(page, 'generated');
  });

  it('posts it in 凭证记账 once 审核 has audited it', async () => {
    const list = await zhidan.get<CarryVoucherRef[]>('/api/carryForward/vouchers', { year: String(year) });
    const carry = list.body.data.find((v) => v.month === month);
    expect(carry?.status).toBe('saved');
    // The supervisor generated it, so another person audits it (审核 is kept apart from entry).
    expect((await shenhe.post('/api/voucher/audit', { ids: [carry?.id] })).body.success).toBe(true);
    await page.goto(`${base}/certificateProcessing/voucher-bookkeeping`);
    const row = page.getByTestId(`voucher-row-记-${String(carry?.voucherNo).padStart(4, '0')}`);
    await row.waitFor();
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: '记账（1）' }).click();
    await page.getByText('记账成功 1 张').waitFor();
    await shot(page, 'posted');
  });

  it('sees the 收入支出表 tie out with the net turnover', async () => {
    await page.goto(`${base}/accountReport/financial-report-stats?report=incomeExpense`);
    await page.getByTestId('report-row-investmentIncome').waitFor();
    const value = async (key: string) =>
      (await page.getByTestId(`report-row-${key}`).getByRole('cell').allTextContents())[2];
    expect(await value('investmentIncome')).toBe('-300.00');
    expect(await value('otherExpense')).toBe('-50.00');
    expect(await value('difference')).toBe('250.00');
    expect(await page.getByTestId('tie-out').textContent()).toMatch(/^✓ 期末资金结转结余＝/);
    await shot(page, 'income-expense');
  });

  it('sets the names printed at the statements’ foot', async () => {
    await page.goto(`${base}/settings/reporter-setting`);
    await page.getByLabel('单位负责人').fill('张主席');
    await page.getByLabel('制表人').fill('王主管');
    await page.getByRole('button', { name: '保存' }).click();
    // Queued through the outbox, then saved on the server: the screen names who saved it.
    await page
      .getByTestId('reporter-setting-screen')
      .getByText(/孙主管 于 .* 保存/)
      .waitFor();
    expect((await zhidan.get<{ unitHead: string }>('/api/reporter/setting')).body.data.unitHead).toBe(
      '张主席',
    );
    await shot(page, 'reporter');
    await page.goto(`${base}/accountReport/financial-report-stats?report=incomeExpense`);
    await page.getByTestId('report-signatures').getByText('单位负责人：张主席').waitFor();
  });

  it('closes the month', async () => {
    await page.goto(`${base}/certificateProcessing/voucher-monthly-knot`);
    await page.getByTestId('month-counts').getByText('均已记账').waitFor();
    await page.getByRole('button', { name: '结账', exact: true }).click();
    await page.getByRole('dialog', { name: '月末结账' }).getByRole('button', { name: '结账' }).click();
    await page.getByTestId(`period-${month}`).and(page.locator('[data-mark="closed"]')).waitFor();
    expect(await page.getByTestId('latest-closed').textContent()).toBe(`${year}年${mm}月`);
    await shot(page, 'closed');
    await page.goto(`${base}/settings/accounting-transfer`);
    await page.getByTestId('carry-blockers').getByText(`${year}年${month}月已结账，不能期末结转`).waitFor();
    await shot(page, 'after-close');
  });

  it('opens the other screens of the issue without a failed request', async () => {
    await page.goto(`${base}/settings/transfer`);
    await page.getByRole('table', { name: '科目结转类别' }).getByText('40302').waitFor();
    await shot(page, 'transfer');
    await page.goto(`${base}/certificateProcessing/automatic-vocuher`);
    await page.getByTestId('proposals').waitFor();
    expect(await page.getByTestId('proposals').textContent()).toContain('已生成并记账 记-0005');
    await shot(page, 'automatic');
    await page.goto(`${base}/certificateProcessing/automatic-vocuher2`);
    await page.getByText('尚未定义自动凭证').waitFor();
    await shot(page, 'automatic2');
    await page.goto(`${base}/passageway/department-accounting-subjects-fast`);
    // The departments come from the reference cache the offline layer pulls after a reload.
    await page.getByRole('listbox', { name: '部门' }).getByRole('option').first().waitFor();
    await shot(page, 'department-subjects');
    await page.goto(`${base}/passageway/department-funds-input`);
    await page.getByTestId('no-shortcuts').waitFor();
    await page.getByRole('listbox', { name: '部门' }).getByRole('option').first().waitFor();
    await expect.poll(() => page.getByLabel('凭证日期').inputValue()).not.toBe('');
    await shot(page, 'department-funds');
  });

  it('caused no failed request and no console error', () => {
    expect(failures).toEqual([]);
  });
});
