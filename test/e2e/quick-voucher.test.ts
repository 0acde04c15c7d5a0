// 快速凭证设置 follows the user to another computer, in Chromium against the real server: 制单
// (zhidan) picks and orders two of three 快捷凭证模板 in one browser profile and saves; in a second,
// fresh profile (another computer) 经费快速录入 offers exactly those two, in that order.
// Screenshots go to /tmp/shots-quick/ (E2E_SCREENSHOTS overrides).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, type E2E, login, apiLogin as signedClient, startE2E } from './harness.ts';

const shots = process.env.E2E_SCREENSHOTS ?? '/tmp/shots-quick';
const settingsPath = '/final/financialSoftware/settings/setQuickCertificate';
const entryPath = '/final/financialSoftware/certificateProcessing/quick-input-of-funds';

let e2e: E2E;
let page: Page;
const ids: Record<string, number> = {};

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  e2e = await startE2E();
  const zhidan = await signedClient(e2e.server, 'zhidan');
  const templates: [string, string][] = [
    ['支付培训费', '支付职工培训费'],
    ['会议费', '支付工会会议费'],
    ['慰问品', '购买职工慰问品'],
  ];
  for (const [name, summary] of templates) {
    const saved = await zhidan.post<{ id: number }>('/api/voucher/templates/save', {
      name,
      entries: [
        { summary, code: '50502', debitAmount: '', creditAmount: '' },
        { summary, code: '10201', debitAmount: '', creditAmount: '' },
      ],
    });
    expect(saved.body.success, saved.body.message).toBe(true);
    ids[name] = saved.body.data.id;
  }
});
afterAll(() => e2e?.close());
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') {
    await page.screenshot({ path: join(shots, `FAILED-${ctx.task.name.slice(0, 24)}.png`) }).catch(() => {});
  }
});

async function shot(name: string): Promise<void> {
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(shots, `${name}.png`) });
}

describe('快速凭证设置', () => {
  it('saves the chosen quick vouchers and their order on the server', async () => {
    ({ page } = await e2e.newPage());
    await page.goto('/login');
    await login(e2e.server, page, 'zhidan', DEMO_PASSWORD);
    await page.goto(settingsPath);
    const row = (name: string) => page.getByTestId(`quick-setting-${ids[name]}`);
    await row('慰问品').getByRole('checkbox').waitFor();
    await expect
      .poll(() => page.getByTestId('quick-settings-status').textContent())
      .toBe('已选 3 个 / 共 3 个模板（尚未设置：默认全部使用）');

    await row('会议费').getByRole('checkbox').uncheck();
    // By name 慰问品 (wei) comes before 支付培训费 (zhi): the order saved is not the name order.
    await row('支付培训费').getByRole('button', { name: '上移 支付培训费' }).click();
    await expect
      .poll(() => page.getByTestId('quick-settings-status').textContent())
      .toBe('已选 2 个 / 共 3 个模板（有未保存的修改）');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByText('快速凭证设置已保存').first().waitFor();
    await expect
      .poll(() => page.getByTestId('quick-settings-status').textContent())
      .toBe('已选 2 个 / 共 3 个模板');
    await shot('quick-settings-saved');

    const stored = await e2e.server.handle.db
      .selectFrom('quick_voucher_setting')
      .select(['template_ids', 'version'])
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ template_ids: [ids.支付培训费, ids.慰问品], version: 1 });
  });

  it('offers that list in 经费快速录入 on another computer', async () => {
    ({ page } = await e2e.newPage());
    await page.goto('/login');
    await login(e2e.server, page, 'zhidan', DEMO_PASSWORD);
    await page.goto(entryPath);
    const list = page.getByRole('listbox', { name: '快速凭证' });
    // A fresh profile: the templates arrive with the first pull of the reference cache.
    await list.getByRole('option').first().waitFor();
    await expect
      .poll(async () => list.getByRole('option').allTextContents())
      .toEqual(['1. 支付培训费2 行', '2. 慰问品2 行']);
    await page.getByLabel('金额').fill('860');
    await expect.poll(() => page.getByTestId('quick-total-debit').textContent()).toBe('860.00');
    await shot('quick-entry-other-computer');
  });
});
