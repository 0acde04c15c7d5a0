// 价值变动 in Chromium against the real server (issue 20 item 5): 财务主管 settles a card's provisional
// value on 价值变动 (新增变动: 原值增加 7,000.00 → 7,500.00) and books it through the transform dialog
// (dialog 4: six rows, the amounts filled from getAssetsChangeMoneyAsync, the built-in template,
// preview, save, 查看凭证). Screenshots: E2E_SCREENSHOTS (change-*.png).
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
      name: '价值变动演示工会',
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
    name: '暂估电脑',
    categoryId: category.id,
    ownership: 'UNION',
    fundSource: 'UNION_FUND',
    quantity: 1,
    unit: '台',
    purchasingMethod: 'PURCHASE',
    acquireDate: today,
    dateOfActivation: today,
    bookDate: today,
    valueType: 'ESTIMATED',
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
    if (dir) await page?.screenshot({ path: join(dir, 'change-FAILED.png'), fullPage: true }).catch(() => {});
  }
});

async function shot(name: string): Promise<void> {
  if (!dir) return;
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(dir, `change-${name}.png`) });
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

describe('价值变动 in the browser', () => {
  it('raises a card to its actual cost and books the difference through the transform dialog', async () => {
    const opened = await e2e.newPage();
    page = opened.page;
    watch(page);
    await page.goto('/final/assetChange');
    await login(e2e.server, page, 'zhuguan', DEMO_PASSWORD);
    await page.goto('/final/assetChange');
    const screen = page.getByTestId('asset-change-screen');
    await screen.getByText('没有价值变动单').waitFor();
    await screen.getByRole('button', { name: '新增变动' }).click();
    const form = page.getByRole('dialog', { name: '新增固定资产价值变动' });
    await form.getByRole('combobox', { name: /^资产卡片/ }).fill('GD000001');
    await page.getByRole('option', { name: 'GD000001 暂估电脑' }).click();
    await form.getByRole('textbox', { name: /^调整后原值/ }).fill('7500');
    await form.getByRole('textbox', { name: /^变动原因/ }).fill('取得发票，暂估转实际成本');
    await shot('1-form');
    await form.getByRole('button', { name: '保存', exact: true }).click();
    const row = screen.getByRole('row').filter({ hasText: `BD${year}0001` });
    await expect.poll(() => row.textContent(), { timeout: 10_000 }).toContain('500.00');
    await expect.poll(() => row.textContent()).toContain('未生成');
    await shot('2-list');

    await row.getByRole('button', { name: '制证' }).click();
    const dialog = page.getByTestId('transform-voucher-dialog');
    await expect
      .poll(() => dialog.getByLabel('第1行金额').inputValue(), { timeout: 10_000 })
      .toContain('500');
    await dialog.getByRole('combobox', { name: '凭证模板' }).click();
    await page
      .getByRole('option', { name: '暂估调整固定资产原值（制度 162条四(一)2）（内置）', exact: true })
      .click();
    await dialog.getByRole('button', { name: '引用模板' }).click();
    await expect.poll(() => dialog.getByLabel('第1行科目').inputValue()).toContain('162');
    await expect.poll(() => dialog.getByLabel('第2行金额').inputValue()).toContain('500');
    await shot('3-dialog');
    await dialog.getByRole('button', { name: '预览凭证' }).click();
    const preview = page.getByRole('dialog', { name: '凭证预览' });
    await preview.getByText('调增暂估电脑（GD000001）原值').first().waitFor();
    await shot('4-preview');
    await preview.getByRole('button', { name: '关闭' }).click();
    await dialog.getByRole('button', { name: '保存凭证' }).click();
    await page.getByText(/凭证 .* 已生成/).waitFor();
    await page.getByRole('button', { name: '确定', exact: true }).click();
    await expect
      .poll(() => row.textContent(), { timeout: 10_000 })
      .toContain(`${year}年${now.getMonth() + 1}月`);
    await shot('5-booked');

    const lines = await e2e.server.handle.db
      .selectFrom('voucher_entry as e')
      .innerJoin('asset_change as x', 'x.voucher_id', 'e.voucher_id')
      .select(['e.subject_code', 'e.debit', 'e.credit'])
      .orderBy('e.line_no')
      .execute();
    expect(lines.map((l) => [l.subject_code, l.debit, l.credit])).toEqual([
      ['162', '500.00', '0.00'],
      ['30104', '0.00', '500.00'],
    ]);
    const unexpected = failures.filter(
      (f) => !f.includes('Failed to load resource') && !f.includes('service worker registration failed'),
    );
    expect(unexpected).toEqual([]);
  });
});
