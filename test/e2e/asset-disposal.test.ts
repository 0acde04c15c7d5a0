// 资产处置 in Chromium against the real server (issue 20 item 5): 财务主管 disposes of a card on
// 资产处置 (新增处置单: type, date, the card), books its voucher through dialog 3 (built-in template,
// preview, save, 查看凭证), and finds the card on 已处置资产 with the month it stops being charged.
// The books are a ledger set of their own with one card bought this month. Screenshots:
// E2E_SCREENSHOTS (disposal-*.png).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, apiLogin, DEMO_PASSWORD, type E2E, login, startE2E } from './harness.ts';

const dir = process.env.E2E_SCREENSHOTS ?? '';
const now = new Date();
const year = now.getFullYear();
const mm = String(now.getMonth() + 1).padStart(2, '0');
const today = `${year}-${mm}-${String(now.getDate()).padStart(2, '0')}`;

let e2e: E2E;
let page: Page;
const failures: string[] = [];

beforeAll(async () => {
  if (dir) mkdirSync(dir, { recursive: true });
  e2e = await startE2E();
  const admin = await apiLogin(e2e.server, 'admin', ADMIN_PASSWORD);
  const zid = (
    await admin.post<{ zid: number }>('/api/zt/save', {
      name: '资产处置演示工会',
      kind: 'county',
      startYear: 2022,
    })
  ).body.data.zid;
  expect((await admin.post('/api/zt/select', { zid, year })).body.success).toBe(true);
  expect((await admin.post('/saveChoiceStand', { mode: 3 })).body.success).toBe(true);
  await admin.post('/api/init/balances', {
    details: [
      { code: '102', initAmount: '50000.00' },
      { code: '32205', initAmount: '50000.00' },
    ],
  });
  expect((await admin.post('/api/init/confirm')).body.success).toBe(true);
  expect((await admin.post('/api/departMent/save', { code: '01', name: '办公室' })).body.success).toBe(true);
  const db = e2e.server.handle.db;
  const dept = await db
    .selectFrom('department')
    .select('id')
    .where('ledger_set_id', '=', zid)
    .executeTakeFirstOrThrow();
  const category = await db
    .selectFrom('asset_category')
    .select('id')
    .where('ledger_set_id', '=', zid)
    .where('code', '=', '2010000')
    .executeTakeFirstOrThrow();
  const card = await admin.post('/api/aetCard/save', {
    id: crypto.randomUUID(),
    isInit: false,
    assetClass: 1,
    name: '旧复印机',
    categoryId: category.id,
    ownership: 'UNION',
    fundSource: 'UNION_FUND',
    quantity: 1,
    unit: '台',
    purchasingMethod: 'PURCHASE',
    acquireDate: today,
    dateOfActivation: today,
    bookDate: today,
    valueType: 'ACTUAL_COST',
    originalValue: '7000.00',
    depreciationMethod: 'STRAIGHT_LINE',
    estimatedServiceLife: 72,
    manageDepartmentId: dept.id,
    useDepartmentId: dept.id,
    useStatus: 'IN_USE',
  });
  expect(card.body.success, card.body.message).toBe(true);
  const zhuguan = await db
    .selectFrom('app_user')
    .select('id')
    .where('user_name', '=', 'zhuguan')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('user_ledger_set')
    .values({ user_id: zhuguan.id, ledger_set_id: zid, level: 2 })
    .execute();
  await db.updateTable('app_user').set({ default_ledger_set_id: zid }).where('id', '=', zhuguan.id).execute();
});
afterAll(() => e2e?.close());
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') {
    console.error(`what the browser said:\n${failures.join('\n')}`);
    if (dir)
      await page?.screenshot({ path: join(dir, 'disposal-FAILED.png'), fullPage: true }).catch(() => {});
  }
});

async function shot(name: string): Promise<void> {
  if (!dir) return;
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(dir, `disposal-${name}.png`) });
}

function watch(p: Page): void {
  p.on('response', (response: Response) => {
    if (response.status() < 400) return;
    void response
      .text()
      .catch(() => '')
      .then((body) =>
        failures.push(
          `${response.request().method()} ${new URL(response.url()).pathname} -> ${response.status()} ${body.slice(0, 200)}`,
        ),
      );
  });
  p.on('pageerror', (err) => failures.push(`pageerror: ${err.message}`));
  p.on('console', (m) => {
    if (m.type() === 'error') failures.push(`console: ${m.text().slice(0, 300)}`);
  });
}

describe('资产处置 in the browser', () => {
  it('disposes of a card, books the voucher through the dialog and lists the card as disposed', async () => {
    const opened = await e2e.newPage();
    page = opened.page;
    watch(page);
    await page.goto('/final/fixed-assets/disposal-of-assets');
    await login(e2e.server, page, 'zhuguan', DEMO_PASSWORD);
    await page.goto('/final/fixed-assets/disposal-of-assets');
    const screen = page.getByTestId('asset-disposal-screen');
    await screen.getByText('没有处置单').waitFor();

    await screen.getByRole('button', { name: '新增处置单' }).click();
    const form = page.getByRole('dialog', { name: '新增固定资产处置单' });
    await form.getByRole('checkbox', { name: /^选择 GD000001/ }).check();
    await form.getByRole('textbox', { name: /^处置金额/ }).fill('0');
    await expect.poll(() => form.textContent()).toContain('已选 1 张：原值 7,000.00');
    await shot('1-form');
    await form.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByText('处置单 CZ').first().waitFor();
    await page.getByRole('button', { name: '确定', exact: true }).click();
    const row = screen.getByRole('row').filter({ hasText: `CZ${year}0001` });
    await expect.poll(() => row.textContent(), { timeout: 10_000 }).toContain('旧复印机（GD000001）');
    await expect.poll(() => row.textContent()).toContain('未生成');
    await shot('2-list');

    await row.getByRole('button', { name: '制证' }).click();
    const dialog = page.getByTestId('disposal-voucher-dialog');
    await dialog.getByRole('checkbox', { name: `选择 CZ${year}0001` }).waitFor();
    await dialog.getByRole('combobox', { name: '凭证模板' }).click();
    await page
      .getByRole('option', { name: '出售、调出固定资产（制度 162条四(四)）（内置）', exact: true })
      .click();
    await dialog.getByRole('button', { name: '引用模板' }).click();
    await expect.poll(() => dialog.getByLabel('第3行科目').inputValue()).toContain('162');
    await shot('3-dialog');
    await dialog.getByRole('button', { name: '预览凭证' }).click();
    const preview = page.getByRole('dialog', { name: '凭证预览' });
    await preview.getByText(`出售固定资产（CZ${year}0001）`).first().waitFor();
    await shot('4-preview');
    await preview.getByRole('button', { name: '关闭' }).click();
    await dialog.getByRole('button', { name: '保存凭证' }).click();
    await page.getByText(/凭证 .* 已生成/).waitFor();
    await page.getByRole('button', { name: '确定', exact: true }).click();
    await expect
      .poll(() => row.textContent(), { timeout: 10_000 })
      .toContain(`${year}年${now.getMonth() + 1}月`);
    await row.getByRole('button', { name: '查看凭证' }).click();
    await page.getByText('来源单据：').waitFor();
    await shot('5-voucher');
    await page.keyboard.press('Escape');

    await page.goto('/final/fixed-assets/disposed-assets');
    const disposed = page.getByTestId('asset-disposed-screen');
    const card = disposed.getByRole('row').filter({ hasText: 'GD000001' });
    await expect.poll(() => card.textContent(), { timeout: 10_000 }).toContain(`${year}年${mm}月起`);
    await shot('6-disposed');

    const lines = await e2e.server.handle.db
      .selectFrom('voucher_entry as e')
      .innerJoin('asset_document as d', 'd.voucher_id', 'e.voucher_id')
      .select(['e.subject_code', 'e.debit', 'e.credit'])
      .orderBy('e.line_no')
      .execute();
    expect(lines.map((l) => [l.subject_code, l.debit, l.credit])).toEqual([
      ['30104', '7000.00', '0.00'],
      ['162', '0.00', '7000.00'],
    ]);
    const unexpected = failures.filter(
      (f) => !f.includes('Failed to load resource') && !f.includes('service worker registration failed'),
    );
    expect(unexpected).toEqual([]);
  });
});
