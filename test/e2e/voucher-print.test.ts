// 凭证打印设置 and the 任务看板 in Chromium against the real server: 财务主管 (zhuguan) saves the
// signature names on the settings screen, opens a posted voucher in 凭证录入 and sees 财务主管 and
// 出纳 (and no 审核 name, which the setting leaves out) on the preview's sheet; the administrator's
// task board counts a voucher 制单 just saved and opens 凭证审核 from its card.
// Screenshots go to /tmp/shots-print/ (E2E_SCREENSHOTS overrides).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  DEMO_PASSWORD,
  type E2E,
  login,
  pathOf,
  apiLogin as signedClient,
  startE2E,
} from './harness.ts';

const shots = process.env.E2E_SCREENSHOTS ?? '/tmp/shots-print';
const settingsPath = '/final/financialSoftware/settings/voucherPrintSetting';
const entryPath = '/final/financialSoftware/certificateProcessing/accounting-billing-voucher';

let e2e: E2E;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  e2e = await startE2E();
  ({ context, page } = await e2e.newPage());
});
afterAll(() => e2e?.close());
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') {
    await page.screenshot({ path: join(shots, `FAILED-${ctx.task.name.slice(0, 24)}.png`) }).catch(() => {});
  }
});

const apiLogin = (userName: string) => signedClient(e2e.server, userName);

function thisMonth(day: number): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function voucherBody(day: number, amount: string, summary: string) {
  return {
    id: crypto.randomUUID(),
    voucherDate: thisMonth(day),
    numberOfDocument: 1,
    entries: [
      { summary, code: '50502', debitAmount: amount, creditAmount: '' },
      { summary, code: '10201', debitAmount: '', creditAmount: amount },
    ],
  };
}

async function postedVoucher(): Promise<{ id: string }> {
  const body = voucherBody(2, '1280.00', '支付工会会议场地费');
  const saved = await (await apiLogin('zhidan')).post('/api/voucher/save', body);
  expect(saved.body.success, saved.body.message).toBe(true);
  for (const [user, action] of [
    ['shenhe', 'audit'],
    ['jizhang', 'post'],
  ] as const) {
    const moved = await (await apiLogin(user)).post<{ done: string[] }>(`/api/voucher/${action}`, {
      ids: [body.id],
    });
    expect(moved.body.data?.done, moved.body.message).toEqual([body.id]);
  }
  return { id: body.id };
}

async function shot(name: string): Promise<void> {
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(shots, `${name}.png`) });
}

/** The preview sheet's printed height: from its top to its last line, plus its bottom padding. */
function sheetHeightMm(): Promise<number> {
  return page.getByTestId('print-setting-preview').evaluate((preview) => {
    const sheet = preview.querySelector('section[data-paper]') as HTMLElement;
    const box = sheet.getBoundingClientRect();
    const last = (sheet.lastElementChild as HTMLElement).getBoundingClientRect();
    // The sheet is 200 mm wide whatever the preview's zoom.
    return ((last.bottom - box.top) * 200) / box.width + 5;
  });
}

const ledger001 = () =>
  e2e.server.handle.db
    .selectFrom('ledger_set')
    .select('id')
    .where('code', '=', '001')
    .executeTakeFirstOrThrow();

describe('凭证打印设置', () => {
  it('saves the signature names on the settings screen', async () => {
    await page.goto('/login');
    await login(e2e.server, page, 'zhuguan', DEMO_PASSWORD);
    await page.goto(settingsPath);
    const form = page.getByRole('form', { name: '凭证打印设置' });
    await form.getByLabel('财务主管').waitFor();
    await shot('print-setting-empty');
    await form.getByLabel('财务主管').fill('王建国');
    await form.getByLabel('出纳').fill(' 李秀英 ');
    await form.getByLabel('打印审核人').uncheck();
    const preview = page.getByTestId('print-setting-preview');
    await expect(preview.getByTestId('voucher-sign-supervisor').textContent()).resolves.toBe(
      '财务主管：王建国',
    );
    await expect(preview.getByTestId('voucher-sign-auditor').textContent()).resolves.toBe('审核：');
    await shot('print-setting-edited');

    // The most lines each paper allows still fit on its printable page (paper less 2 × 5 mm margin).
    await form.getByLabel('半张A4每张分录行数', { exact: true }).fill('8');
    expect(await sheetHeightMm()).toBeLessThanOrEqual(148.5 - 10);
    await form.getByText('A4', { exact: true }).click();
    await form.getByLabel('A4每张分录行数', { exact: true }).fill('20');
    expect(await sheetHeightMm()).toBeLessThanOrEqual(297 - 10);
    await shot('print-setting-a4-20-lines');
    await form.getByLabel('A4每张分录行数', { exact: true }).fill('14');
    await form.getByLabel('半张A4每张分录行数', { exact: true }).fill('6');
    await form.getByText('半张A4（每页两张）').click();
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByText('凭证打印设置已保存').first().waitFor();
    const { id } = await ledger001();
    const row = await e2e.server.handle.db
      .withTables<{
        voucher_print_setting: {
          ledger_set_id: number;
          supervisor_name: string;
          cashier_name: string;
          print_auditor: boolean;
        };
      }>()
      .selectFrom('voucher_print_setting')
      .select(['supervisor_name', 'cashier_name', 'print_auditor'])
      .where('ledger_set_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ supervisor_name: '王建国', cashier_name: '李秀英', print_auditor: false });
    await page.getByTestId('print-setting-status').filter({ hasText: '孙主管' }).waitFor();
    await shot('print-setting-saved');
  });

  it('prints those names on a voucher previewed in 凭证录入', async () => {
    // A voucher with every recorded name: saved by 制单, audited by 审核, posted by 记账.
    const voucher = await postedVoucher();
    await page.goto(`${entryPath}?id=${voucher.id}`);
    await page.getByTestId('voucher-readonly').waitFor({ timeout: 15_000 });
    // The footer under the grid shows the names too.
    await page.getByTestId('voucher-supervisor').filter({ hasText: '王建国' }).waitFor();
    await expect(page.getByTestId('voucher-cashier').textContent()).resolves.toBe('李秀英');

    await page.getByRole('button', { name: '预览' }).click();
    const dialog = page.getByRole('dialog', { name: '凭证预览' });
    const sheet = dialog.getByTestId('voucher-sheet-1');
    await sheet.waitFor();
    await expect(sheet.getByTestId('voucher-sign-supervisor').textContent()).resolves.toBe(
      '财务主管：王建国',
    );
    await expect(sheet.getByTestId('voucher-sign-cashier').textContent()).resolves.toBe('出纳：李秀英');
    // 审核 is left out by the setting; 记账 and 制单 still print the recorded people.
    await expect(sheet.getByTestId('voucher-sign-auditor').textContent()).resolves.toBe('审核：');
    await expect(sheet.getByTestId('voucher-sign-bookkeeper').textContent()).resolves.toMatch(/^记账：.+/);
    await expect(sheet.getByTestId('voucher-sign-preparer').textContent()).resolves.toMatch(/^制单：.+/);
    await shot('voucher-preview-with-names');
    await dialog.getByRole('button', { name: '关闭' }).click();

    // Offline the setting comes from this browser's copy: the names still print.
    await context.setOffline(true);
    await page.getByText('离线').first().waitFor();
    await page.getByRole('button', { name: '预览' }).click();
    await expect(sheet.getByTestId('voucher-sign-cashier').textContent()).resolves.toBe('出纳：李秀英');
    await expect(sheet.getByTestId('voucher-sign-supervisor').textContent()).resolves.toBe(
      '财务主管：王建国',
    );
    await dialog.getByRole('button', { name: '关闭' }).click();
    await context.setOffline(false);
  });
});

describe('任务看板', () => {
  it('counts what waits for the user and opens its screen', async () => {
    const { id: ledgerSetId } = await ledger001();
    const year = new Date().getFullYear();
    // 制单 saves one now, so something waits for an auditor this year.
    const saved = await (await apiLogin('zhidan')).post(
      '/api/voucher/save',
      voucherBody(3, '320.00', '购买办公用品'),
    );
    expect(saved.body.success, saved.body.message).toBe(true);
    const { page: adminPage } = await e2e.newPage();
    page = adminPage;
    await page.goto('/login');
    await login(e2e.server, page, 'admin', ADMIN_PASSWORD);
    await page.goto('/taskBoard');
    const card = page.getByTestId('task-voucherAudit');
    await card.waitFor();
    const { n } = await e2e.server.handle.db
      .selectFrom('voucher as v')
      .innerJoin('app_user as u', 'u.id', 'v.preparer_id')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('v.ledger_set_id', '=', ledgerSetId)
      .where('v.year', '=', year)
      .where('v.status', '=', 'saved')
      .where('u.user_name', '<>', 'admin')
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBeGreaterThanOrEqual(1);
    await expect(page.getByTestId('task-count-voucherAudit').textContent()).resolves.toBe(String(Number(n)));
    await expect(page.getByTestId('task-voucherPost').isVisible()).resolves.toBe(true);
    await expect(page.getByTestId('task-voucherMine').isVisible()).resolves.toBe(true);
    await shot('task-board');
    await card.click();
    await page.waitForURL((url) => url.pathname.endsWith('/voucher-audit'));
    expect(pathOf(page)).toBe('/final/financialSoftware/certificateProcessing/voucher-audit');
  });
});
