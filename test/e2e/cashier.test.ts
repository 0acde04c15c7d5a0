// The cashier's walk in Chromium as 赵出纳 (chuna, the 出纳 duty), against the real server: a cash
// entry typed offline in the keyboard entry line (待同步), online again it reaches the server exactly
// once; the accountant's vouchers brought into the cashier book (the one the typed entry stands for
// is linked to it, not counted twice); the daily report agrees with the ledger; the cashier month
// closes; the report exports to .xlsx. Then the cheque register: a cheque issued and the overdue one
// flagged. No call of the session fails. Screenshots go to E2E_SCREENSHOTS (cashier-*.png).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body } from '../server/voucher-fixture.ts';
import { apiLogin, DEMO_PASSWORD, type E2E, login, startE2E } from './harness.ts';

const dir = process.env.E2E_SCREENSHOTS ?? '/tmp/shots';
const base = '/final/financialSoftware/cashier-management';
const pad = (n: number) => String(n).padStart(2, '0');
const now = new Date();
const year = now.getFullYear();
const month = now.getMonth() + 1;
const day = (d: number) => `${year}-${pad(month)}-${pad(d)}`;

let e2e: E2E;
let page: Page;
let context: BrowserContext;
const failed: string[] = [];

beforeAll(async () => {
  mkdirSync(dir, { recursive: true });
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

async function shot(name: string): Promise<void> {
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(dir, `cashier-${name}.png`), fullPage: true });
}

function watchFailures(p: Page): void {
  p.on('response', (response: Response) => {
    if (response.status() < 400) return;
    const url = new URL(response.url());
    failed.push(`${response.request().method()} ${url.pathname} -> ${response.status()}`);
  });
}

async function accountant() {
  const zhidan = await apiLogin(e2e.server, 'zhidan');
  const zids = (await zhidan.get<{ zid: number; ztno: string }[]>('/api/zt/list')).body.data;
  await zhidan.post('/api/zt/select', { zid: zids.find((z) => z.ztno === '001')?.zid, year });
  return zhidan;
}

describe('the cashier in the browser', () => {
  it('types a cash entry offline, brings in vouchers, agrees with the ledger, closes the month and exports', async () => {
    const opened = await e2e.newPage();
    page = opened.page;
    context = opened.context;
    watchFailures(page);
    await page.goto(`${base}/cashier-cash`);
    await login(e2e.server, page, 'chuna', DEMO_PASSWORD);
    await page.goto(`${base}/cashier-cash`);
    const journal = page.getByTestId('cashier-cash-journal');
    await journal.getByRole('cell', { name: month === 1 ? '上年结转' : '上月结转' }).waitFor();
    await shot('journal');

    // Offline: the keyboard line takes the entry, Enter from cell to cell, Enter on 收入 saves.
    await context.setOffline(true);
    const line = page.getByTestId('entry-line');
    await line.getByRole('textbox', { name: '日期' }).fill('2');
    await line.getByRole('textbox', { name: '日期' }).press('Enter');
    await page.keyboard.type('收到工会会员退回慰问金');
    await page.keyboard.press('Enter');
    await page.keyboard.type('组织部');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('300');
    await page.keyboard.press('Enter');
    const typed = journal.getByRole('row').filter({ hasText: '收到工会会员退回慰问金' });
    await typed.getByTestId('row-pending').waitFor();
    await expect.poll(async () => line.getByRole('textbox', { name: '摘要' }).inputValue()).toBe('');
    await shot('journal-offline');
    await context.setOffline(false);
    await expect.poll(async () => typed.getByTestId('row-pending').count(), { timeout: 20_000 }).toBe(0);
    const stored = await e2e.server.handle.db
      .selectFrom('cashier_entry')
      .select(['entry_date', 'receipt', 'counterparty'])
      .where('summary', '=', '收到工会会员退回慰问金')
      .execute();
    expect(stored).toEqual([{ entry_date: day(2), receipt: '300.00', counterparty: '组织部' }]);

    // The accountant makes the vouchers: the 300.00 the cashier typed, and a bank payment.
    const zhidan = await accountant();
    for (const b of [
      body(day(2), [
        { summary: '收到工会会员退回慰问金', code: '101', debit: '300.00' },
        { summary: '收到工会会员退回慰问金', code: '215', credit: '300.00' },
      ]),
      body(day(4), [
        { summary: '支付职工书屋图书款', code: '50601', debit: '1200.00' },
        { summary: '支付职工书屋图书款', code: '10201', credit: '1200.00' },
      ]),
    ]) {
      const saved = await zhidan.post('/api/voucher/save', b);
      expect(saved.body.success, saved.body.message).toBe(true);
    }

    await page.goto(`${base}/generating-cashier-is-bank-account`);
    const generate = page.getByTestId('cashier-generate-screen');
    await generate.getByRole('cell', { name: '支付职工书屋图书款' }).waitFor();
    await shot('generate');
    await expect.poll(async () => generate.getByText('关联手工账', { exact: true }).count()).toBe(1);
    await generate.getByRole('checkbox', { name: '全选' }).check();
    await generate.getByRole('button', { name: '生成出纳账（2）' }).click();
    // Queued, the lines leave the list of lines to bring in; the outbox brings them to the server.
    await expect.poll(async () => generate.getByRole('cell', { name: '支付职工书屋图书款' }).count()).toBe(0);
    const book = () =>
      e2e.server.handle.db
        .selectFrom('cashier_entry')
        .select(['summary', 'source'])
        .where('entry_date', '>=', day(1))
        .orderBy('seq')
        .execute();
    await expect
      .poll(async () => (await book()).map((e) => e.source), { timeout: 20_000 })
      .toEqual(['voucher', 'voucher']);
    expect(await book()).toEqual([
      { summary: '收到工会会员退回慰问金', source: 'voucher' },
      { summary: '支付职工书屋图书款', source: 'voucher' },
    ]);

    await page.goto(`${base}/Cashier-is-daily-report?date=${day(4)}`);
    const daily = page.getByTestId('cashier-daily-report');
    await daily.getByTestId('report-agrees').waitFor();
    await daily.getByRole('cell', { name: '1002', exact: true }).dblclick();
    await page.getByTestId('check-panel').getByText('出纳账与凭证逐笔相符').waitFor();
    await shot('daily');
    const download = page.waitForEvent('download');
    await daily.getByRole('button', { name: '导出Excel' }).click();
    const target = join(dir, 'cashier-daily.xlsx');
    await (await download).saveAs(target);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(target);
    const cells: string[] = [];
    workbook.worksheets[0]?.eachRow((row) => {
      row.eachCell((cell) => {
        cells.push(String(cell.value));
      });
    });
    expect(cells).toEqual(expect.arrayContaining(['出纳日报表', '建行经费集中户', '相符', '银行存款合计']));

    await page.goto(`${base}/cashier-month-is-knot`);
    const close = page.getByTestId('cashier-close-screen');
    await close.getByTestId(`month-${month}`).getByText('待结账').waitFor();
    await shot('close');
    await close.getByRole('button', { name: '结账', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: '结账' }).click();
    await close.getByTestId(`month-${month}`).getByText('已结账').waitFor({ timeout: 20_000 });
    await shot('closed');
    const closed = await e2e.server.handle.db
      .selectFrom('cashier_period')
      .select(['year', 'month'])
      .where('month', '=', month)
      .where('year', '=', year)
      .execute();
    expect(closed).toHaveLength(1);
  }, 180_000);

  it('issues a cheque offline, which reaches the server once, and flags the one out past its 10 days', async () => {
    await page.goto(`${base}/check-collar`);
    const issue = page.getByTestId('cheque-issue-screen');
    await issue.getByTestId('cheque-overdue').first().waitFor();
    const row = issue.getByRole('row').filter({ hasText: 'XII00000104' });
    await context.setOffline(true);
    await row.getByRole('button', { name: '领用' }).click();
    const form = page.getByRole('form', { name: '领用支票' });
    await form.getByRole('textbox', { name: /^领用人/ }).fill('周干事');
    await form.getByRole('textbox', { name: /^用途/ }).fill('支付职工书屋图书款');
    await form.getByRole('textbox', { name: /^限额/ }).fill('2000');
    await shot('cheque-issue-form');
    await form.getByRole('button', { name: '领用' }).click();
    await expect.poll(async () => row.getByText('已领用').count(), { timeout: 15_000 }).toBe(1);
    await row.getByTestId('row-pending').waitFor();
    await shot('cheque-issue-offline');
    await context.setOffline(false);
    await expect.poll(async () => row.getByTestId('row-pending').count(), { timeout: 20_000 }).toBe(0);
    await shot('cheque-issue');
    const events = await e2e.server.handle.db
      .selectFrom('cheque_event as e')
      .innerJoin('cheque as c', 'c.id', 'e.cheque_id')
      .select(['e.action', 'c.state', 'c.holder', 'c.limit_amount'])
      .where('c.cheque_no', '=', 'XII00000104')
      .where('e.action', '=', 'issue')
      .execute();
    expect(events).toEqual([{ action: 'issue', state: 'issued', holder: '周干事', limit_amount: '2000.00' }]);

    await page.goto(`${base}/check-inquiries`);
    const query = page.getByTestId('cheque-query-screen');
    await query.getByRole('cell', { name: 'XII00000101' }).waitFor();
    await shot('cheque-query');
    // Every other screen of the cashier, as its user opens it: what it shows once read.
    for (const [path, id, text] of [
      ['check-entry', 'cheque-entry-screen', '未用 21'],
      ['check-to-void', 'cheque-void-screen', 'XII00000105'],
      ['cashier-bank', 'cashier-bank-journal', '支付职工书屋图书款'],
      ['cashier-cash-account', 'cashier-cash-account-screen', '库存现金'],
      ['cashier-bank-account', 'cashier-bank-account-screen', '建行经费集中户'],
      ['cashier-monthly-report', 'cashier-monthly-report', '银行存款合计'],
    ] as const) {
      await page.goto(`${base}/${path}`);
      await page.getByTestId(id).getByText(text).locator('visible=true').first().waitFor();
      await shot(path);
    }
    await page.goto('/final/financialSoftware/settings/bankAccount');
    await page
      .getByTestId('bank-account-screen')
      .getByRole('cell', { name: /经费集中户/ })
      .first()
      .waitFor();
    await shot('bank-accounts');
    expect(failed).toEqual([]);
  }, 120_000);
});
