// 固定资产拆分 in Chromium against the real server (issue 20 item 5): 财务主管 splits a card of three
// chairs (1,000.00) into three cards, seeing the shares before (333.33, 333.33, 333.34) and the new
// card numbers after. Screenshots: E2E_SCREENSHOTS (split-*.png).
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
      name: '拆分演示工会',
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
    name: '会议椅',
    categoryId: category.id,
    ownership: 'UNION',
    fundSource: 'UNION_FUND',
    quantity: 3,
    unit: '把',
    purchasingMethod: 'PURCHASE',
    acquireDate: today,
    dateOfActivation: today,
    bookDate: today,
    valueType: 'ESTIMATED',
    originalValue: '1000.00',
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
    if (dir) await page?.screenshot({ path: join(dir, 'split-FAILED.png'), fullPage: true }).catch(() => {});
  }
});

async function shot(name: string): Promise<void> {
  if (!dir) return;
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(dir, `split-${name}.png`) });
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

describe('固定资产拆分 in the browser', () => {
  it('splits three chairs into three cards, the remainder on the last', async () => {
    const opened = await e2e.newPage();
    page = opened.page;
    watch(page);
    await page.goto('/final/splitFixedAssets');
    await login(e2e.server, page, 'zhuguan', DEMO_PASSWORD);
    await page.goto('/final/splitFixedAssets');
    const screen = page.getByTestId('asset-split-screen');
    await screen.getByRole('combobox', { name: /^拆分的卡片/ }).fill('GD000001');
    await page.getByRole('option', { name: 'GD000001 会议椅（3把）' }).click();
    const preview = screen.getByRole('table', { name: '拆分结果预览' });
    await expect.poll(() => preview.textContent()).toContain('333.34');
    await shot('1-preview');
    await screen.getByRole('button', { name: '拆分', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: '拆分', exact: true }).click();
    await expect
      .poll(() => screen.getByTestId('split-done').textContent(), { timeout: 10_000 })
      .toContain('GD000003（1，原值 333.34');
    await shot('2-done');
    const cards = await e2e.server.handle.db
      .selectFrom('asset_card')
      .select(['card_no', 'quantity', 'original_value'])
      .where('name', '=', '会议椅')
      .orderBy('card_no')
      .execute();
    expect(cards).toEqual([
      { card_no: 'GD000001', quantity: 1, original_value: '333.33' },
      { card_no: 'GD000002', quantity: 1, original_value: '333.33' },
      { card_no: 'GD000003', quantity: 1, original_value: '333.34' },
    ]);
    const unexpected = failures.filter(
      (f) => !f.includes('Failed to load resource') && !f.includes('service worker registration failed'),
    );
    expect(unexpected).toEqual([]);
  });
});
