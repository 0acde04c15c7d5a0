// 资产盘点 in Chromium against the real server (issue 20 item 5): 财务主管 makes a stocktake of two
// cards, counts them offline (kept on the device as 待同步, sent once back online: the computer
// 相符, the printer short), a count made offline against a card moved meanwhile comes back refused
// with the difference, and the printer's 盘亏 is posted into 182 and approved (two vouchers).
// Screenshots: E2E_SCREENSHOTS (check-*.png).
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
let admin: Awaited<ReturnType<typeof apiLogin>>;
const failures: string[] = [];
const cardIds: Record<string, string> = {};
let deptId = 0;

beforeAll(async () => {
  if (dir) mkdirSync(dir, { recursive: true });
  e2e = await startE2E();
  admin = await apiLogin(e2e.server, 'admin', ADMIN_PASSWORD);
  const zid = (
    await admin.post<{ zid: number }>('/api/zt/save', {
      name: '资产盘点演示工会',
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
  deptId = (
    await db.selectFrom('department').select('id').where('ledger_set_id', '=', zid).executeTakeFirstOrThrow()
  ).id;
  const category = await db
    .selectFrom('asset_category')
    .select('id')
    .where('ledger_set_id', '=', zid)
    .where('code', '=', '2010000')
    .executeTakeFirstOrThrow();
  for (const [key, name, value] of [
    ['computer', '笔记本电脑', '7000.00'],
    ['printer', '激光打印机', '2400.00'],
  ] as const) {
    const id = crypto.randomUUID();
    const card = await admin.post('/api/aetCard/save', {
      id,
      isInit: false,
      assetClass: 1,
      name,
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
      originalValue: value,
      depreciationMethod: 'STRAIGHT_LINE',
      estimatedServiceLife: 72,
      manageDepartmentId: deptId,
      useDepartmentId: deptId,
      location: '301室',
      useStatus: 'IN_USE',
    });
    expect(card.body.success, card.body.message).toBe(true);
    cardIds[key] = id;
  }
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
    if (dir) await page?.screenshot({ path: join(dir, 'check-FAILED.png'), fullPage: true }).catch(() => {});
  }
});

async function shot(name: string): Promise<void> {
  if (!dir) return;
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(dir, `check-${name}.png`) });
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

describe('资产盘点 in the browser', () => {
  it('counts offline, refuses a count against a moved card, and posts a card short as 盘亏 through 182', async () => {
    const opened = await e2e.newPage();
    page = opened.page;
    watch(page);
    await page.goto('/final/fixed-assets/assets-check');
    await login(e2e.server, page, 'zhuguan', DEMO_PASSWORD);
    await page.goto('/final/fixed-assets/assets-check');
    const screen = page.getByTestId('asset-check-screen');
    await screen.getByText('没有盘点单').waitFor();
    await screen.getByRole('button', { name: '新建盘点' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '生成盘点单' }).click();
    const detail = page.getByTestId('asset-check-detail');
    await detail.getByText(`盘点单 PD${year}0001`).waitFor();
    const row = (no: string) => detail.locator(`tr[data-card="${no}"]`);
    await expect
      .poll(() => detail.getByTestId('check-progress').textContent())
      .toContain('共 2 张，已盘 0 张');

    // Offline: both counts are kept on this device (待同步) and reach the server once.
    await opened.context.setOffline(true);
    await row('GD000001').getByRole('textbox', { name: 'GD000001 实盘数量' }).fill('1');
    await row('GD000001').getByRole('button', { name: '保存' }).click();
    await row('GD000002').getByRole('textbox', { name: 'GD000002 实盘数量' }).fill('0');
    await row('GD000002').getByRole('button', { name: '保存' }).click();
    await row('GD000002').getByTestId('row-pending').waitFor();
    await expect.poll(() => row('GD000002').textContent()).toContain('盘亏');
    await shot('1-offline-counts');
    await opened.context.setOffline(false);
    await expect.poll(async () => detail.getByTestId('row-pending').count(), { timeout: 30_000 }).toBe(0);
    await expect
      .poll(() => detail.getByTestId('check-progress').textContent(), { timeout: 10_000 })
      .toContain('已盘 2 张，盘亏 1');
    const lines = await e2e.server.handle.db
      .selectFrom('asset_check_line')
      .select(['counted_quantity', 'result'])
      .orderBy('result')
      .execute();
    expect(lines).toEqual([
      { counted_quantity: 1, result: 0 },
      { counted_quantity: 0, result: 1 },
    ]);
    await shot('2-synced');

    // A count made offline against the computer, which is moved meanwhile: refused with the difference.
    await opened.context.setOffline(true);
    await row('GD000001').getByRole('textbox', { name: 'GD000001 实盘数量' }).fill('2');
    await row('GD000001').getByRole('button', { name: '保存' }).click();
    await row('GD000001').getByTestId('row-pending').waitFor();
    const moved = await admin.post('/api/aetCard/allocate', {
      id: cardIds.computer,
      version: 1,
      kind: '调拨',
      allocatedOn: today,
      toDepartmentId: deptId,
      toLocation: '档案室',
    });
    expect(moved.body.success, moved.body.message).toBe(true);
    await opened.context.setOffline(false);
    const refusedCount = row('GD000001').getByTestId('count-refused');
    await expect
      .poll(() => refusedCount.textContent(), { timeout: 30_000 })
      .toContain('存放地点 301室→档案室');
    await shot('3-refused-count');
    const computer = await e2e.server.handle.db
      .selectFrom('asset_check_line')
      .select('counted_quantity')
      .where('card_id', '=', cardIds.computer as string)
      .executeTakeFirstOrThrow();
    expect(computer.counted_quantity).toBe(1);

    // The printer's 盘亏 into 182, then approved.
    await row('GD000002').getByRole('button', { name: '转入待处理' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '转入待处理', exact: true }).click();
    await expect
      .poll(() => row('GD000002').textContent(), { timeout: 10_000 })
      .toContain(`${year}年${now.getMonth() + 1}月`);
    await row('GD000002').getByRole('button', { name: '批准处理' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '批准处理', exact: true }).click();
    await expect.poll(() => row('GD000002').textContent(), { timeout: 10_000 }).toContain('已处理');
    await shot('4-posted');
    const vouchers = await e2e.server.handle.db
      .selectFrom('voucher_entry')
      .select(['subject_code', 'debit', 'credit'])
      .orderBy('voucher_id')
      .orderBy('line_no')
      .execute();
    expect(vouchers.map((v) => [v.subject_code, v.debit, v.credit]).sort()).toEqual(
      [
        ['182', '2400.00', '0.00'],
        ['162', '0.00', '2400.00'],
        ['30104', '2400.00', '0.00'],
        ['182', '0.00', '2400.00'],
      ].sort(),
    );
    const unexpected = failures.filter(
      (f) =>
        !f.includes('Failed to load resource') &&
        !f.includes('service worker registration failed') &&
        !(f.includes('/api/assetsCheck/count -> 400') && f.includes('在盘点后已被修改')) &&
        !f.includes('status of 400'),
    );
    expect(unexpected).toEqual([]);
  });
});
