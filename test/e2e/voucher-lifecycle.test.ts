// The voucher lifecycle in a real browser against the real server: 制单 (zhidan) saves vouchers
// through the signed API and deletes one (a gap); 审核 (shenhe) finds them in 凭证修改删除, views
// one and audits them all in 凭证审核; 记账 (jizhang) is told why the month cannot close yet,
// renumbers the gap in 凭证整理, posts in 凭证记账 and closes the month; a save into the closed
// month is then refused, and 反结账 opens it again. Screenshots go to E2E_SCREENSHOT_DIR.
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VoucherView } from '../../src/core/voucher/types.ts';
import type { TestClient } from '../server/harness.ts';
import { DEMO_PASSWORD, downloaded, type E2E, login, apiLogin as signedClient, startE2E } from './harness.ts';

const dir = process.env.E2E_SCREENSHOT_DIR ?? join(tmpdir(), 'union-finance-screens');
const base = '/final/financialSoftware';

// The screens open on the session's year and this month, so the vouchers go there.
const now = new Date();
const year = now.getFullYear();
const month = now.getMonth() + 1;
const mm = String(month).padStart(2, '0');
const date = (day: number) => `${year}-${mm}-${String(day).padStart(2, '0')}`;

let e2e: E2E;
let zhidan: TestClient;
const saved: VoucherView[] = [];

beforeAll(async () => {
  mkdirSync(dir, { recursive: true });
  e2e = await startE2E();
  zhidan = await apiLogin('zhidan');
});
afterAll(() => e2e?.close());

const apiLogin = (userName: string) => signedClient(e2e.server, userName);

function voucherBody(day: number, amount: string, summary: string) {
  return {
    id: crypto.randomUUID(),
    voucherDate: date(day),
    numberOfDocument: 2,
    entries: [
      { summary, code: '50502', debitAmount: amount, creditAmount: '' },
      { summary, code: '10201', debitAmount: '', creditAmount: amount },
    ],
  };
}

async function shot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(dir, `vlife-${name}.png`) });
}

async function userPage(user: string): Promise<Page> {
  const { page } = await e2e.newPage();
  await page.goto('/login');
  await login(e2e.server, page, user, DEMO_PASSWORD);
  return page;
}

const row = (page: Page, no: number) => page.getByTestId(`voucher-row-记-${String(no).padStart(4, '0')}`);
const statusOf = (page: Page, no: number) => row(page, no).locator('[data-status]');

describe('voucher lifecycle', () => {
  it('制单 saves four vouchers through the API and deletes the second', async () => {
    const lines: [number, string, string][] = [
      [3, '1280.00', '支付工会会议场地费'],
      [5, '360.50', '购买办公用品'],
      [8, '15600.00', '慰问困难职工'],
      [12, '2450.75', '职工文体活动器材'],
    ];
    for (const [day, amount, summary] of lines) {
      const answer = await zhidan.post<VoucherView>('/api/voucher/save', voucherBody(day, amount, summary));
      expect(answer.body.success, answer.body.message).toBe(true);
      saved.push(answer.body.data);
    }
    expect(saved.map((v) => `${v.voucherType}-${v.voucherNo}`)).toEqual(['记-1', '记-2', '记-3', '记-4']);
    const deleted = await zhidan.post<{ done: string[] }>('/api/voucher/delete', { ids: [saved[1]?.id] });
    expect(deleted.body.data.done).toHaveLength(1);
  });

  it('审核 finds them in 凭证审核, views one, and audits them all', async () => {
    const page = await userPage('shenhe');
    // Through the menu, as a person gets there.
    const menu = page.getByRole('navigation', { name: '功能菜单' });
    await menu.getByRole('button', { name: '财务核算' }).click();
    const link = menu.getByRole('link', { name: '凭证审核', exact: true });
    if (!(await link.isVisible())) await menu.getByRole('button', { name: '凭证处理' }).first().click();
    await link.click();
    await row(page, 4).waitFor();
    expect(await page.getByTestId('pager-total').textContent()).toBe('共 3 条');
    expect(await row(page, 3).getByRole('cell').allTextContents()).toContain('15,600.00');
    // Review is kept apart from entry: 审核 is not offered the list that changes and deletes.
    expect(await menu.getByRole('link', { name: '凭证修改删除', exact: true }).count()).toBe(0);
    await shot(page, 'audit-list');

    // 导出Excel from the list frame: exceljs loads on demand in the built app, and the sheet holds
    // the query's rows under the header, amounts as numbers.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '导出Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^凭证审核_\d{8}-\d{4}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    const bytes = await downloaded(download);
    await book.xlsx.load(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    );
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(3).values).toEqual([
      undefined,
      '日期',
      '凭证字号',
      '摘要',
      '借方金额',
      '贷方金额',
      '状态',
      '制单人',
      '审核人',
      '记账人',
    ]);
    expect(sheet?.getCell('B6').value).toBe('记-0004');
    expect(sheet?.getCell('D5').value).toBe(15600);
    expect(sheet?.getCell('A7').value).toBeNull();

    await row(page, 3).getByTitle('查看凭证').click();
    const view = page.getByRole('dialog', { name: '查看凭证' });
    await view.getByTestId('view-uppercase').waitFor();
    expect(await view.getByTestId('view-uppercase').textContent()).toBe('人民币壹万伍仟陆佰元整');
    expect(await view.getByTestId('view-event').first().textContent()).toContain('张制单');
    await shot(page, 'view');
    await page.keyboard.press('Escape');
    await view.waitFor({ state: 'hidden' });

    await row(page, 1).click();
    await page.keyboard.press('Control+a');
    await page.getByRole('button', { name: '审核（3）' }).waitFor();
    await shot(page, 'audit-selected');
    await page.getByRole('button', { name: '审核（3）' }).click();
    await page.getByText('审核成功 3 张').waitFor();
    for (const no of [1, 3, 4]) await expect.poll(() => statusOf(page, no).textContent()).toBe('已审核');
    expect(await row(page, 1).getByRole('cell').nth(8).textContent()).toBe('李审核');
    await shot(page, 'audited');
  });

  it('记账 is told why the month cannot close, renumbers, posts and closes it', async () => {
    const page = await userPage('jizhang');
    await page.goto(`${base}/certificateProcessing/voucher-monthly-knot`);
    await page.getByTestId(`period-${month}`).and(page.locator('[data-mark="next"]')).waitFor();
    await page.getByTestId('month-counts').waitFor();
    await page.getByRole('button', { name: '结账', exact: true }).click();
    await page.getByRole('dialog', { name: '月末结账' }).getByRole('button', { name: '结账' }).click();
    const refusal = page.getByRole('dialog', { name: '结账未通过' });
    await refusal.getByTestId('refusal-reason').first().waitFor();
    const reasons = await refusal.getByTestId('refusal-reason').allTextContents();
    expect(reasons.join('\n')).toContain('未记账');
    expect(reasons.join('\n')).toContain('凭证号不连续');
    await shot(page, 'close-refused');
    await refusal.getByRole('button', { name: '确定' }).click();

    await page.goto(`${base}/settings/voucher-rearrangement`);
    await page.getByTestId('gap-summary').getByText('断号 记-0002').waitFor();
    await shot(page, 'rearrangement-gaps');
    await page.getByRole('button', { name: '整理编号' }).click();
    await page.getByRole('dialog', { name: '凭证整理' }).getByRole('button', { name: '整理' }).click();
    await page.getByTestId('renumber-result').getByText('2 张凭证重新编号').waitFor();
    await page.getByTestId('gap-summary').getByText('编号连续').waitFor();
    await shot(page, 'rearrangement-done');

    await page.goto(`${base}/certificateProcessing/voucher-bookkeeping`);
    await row(page, 3).waitFor();
    await page.getByRole('checkbox', { name: '全选' }).check();
    await page.getByRole('button', { name: '记账（3）' }).click();
    await page.getByText('记账成功 3 张').waitFor();
    for (const no of [1, 2, 3]) await expect.poll(() => statusOf(page, no).textContent()).toBe('已记账');
    await shot(page, 'posted');

    await page.goto(`${base}/certificateProcessing/voucher-monthly-knot`);
    await page.getByTestId('month-counts').getByText('均已记账').waitFor();
    await page.getByRole('button', { name: '结账', exact: true }).click();
    await page.getByRole('dialog', { name: '月末结账' }).getByRole('button', { name: '结账' }).click();
    await page.getByTestId(`period-${month}`).and(page.locator('[data-mark="closed"]')).waitFor();
    expect(await page.getByTestId('latest-closed').textContent()).toBe(`${year}年${mm}月`);
    await shot(page, 'closed');

    const refused = await zhidan.post('/api/voucher/save', voucherBody(20, '10.00', '月末补录'));
    expect(refused.body.success).toBe(false);
    expect(refused.body.message).toBe(`${year}年${month}月已结账，不能保存凭证`);

    await page.goto(`${base}/menu-management/cancel-monthly-knots`);
    await page.getByTestId('latest-closed').getByText(`${year}年${mm}月`).waitFor();
    await page.getByTestId(`period-${month}`).and(page.locator('[data-mark="latest"]')).waitFor();
    await shot(page, 'cancel-close');
    await page.getByTestId('cancel-monthly-knots-screen').getByRole('button', { name: '反结账' }).click();
    await page.getByRole('dialog', { name: '反结账' }).getByRole('button', { name: '反结账' }).click();
    await page.getByTestId(`period-${month}`).and(page.locator('[data-mark="open"]')).waitFor();
    const again = await zhidan.post('/api/voucher/save', voucherBody(20, '10.00', '月末补录'));
    expect(again.body.success, again.body.message).toBe(true);
  });

  it('a preparer who may also audit is refused on their own voucher, with the reason listed', async () => {
    const zhuguan = await apiLogin('zhuguan');
    const own = await zhuguan.post<VoucherView>(
      '/api/voucher/save',
      voucherBody(21, '88.00', '主管自制凭证'),
    );
    expect(own.body.success, own.body.message).toBe(true);
    const page = await userPage('zhuguan');
    await page.goto(`${base}/certificateProcessing/voucher-audit`);
    await page.getByRole('combobox', { name: '状态' }).click();
    await page.getByRole('option', { name: '未审核' }).click();
    await page.getByRole('button', { name: '查询' }).click();
    await row(page, own.body.data.voucherNo).waitFor();
    await page.getByRole('checkbox', { name: '全选' }).check();
    await page.getByRole('button', { name: /^审核（\d+）$/ }).click();
    const dialog = page.getByRole('dialog', { name: '审核结果' });
    await dialog.getByTestId('batch-refused').first().waitFor();
    expect(await dialog.getByTestId('batch-refused').allTextContents()).toContainEqual(
      expect.stringContaining('不能审核自己填制的凭证'),
    );
    await shot(page, 'audit-refused');
  });
});
