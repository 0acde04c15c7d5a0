// 部门人员 and 拨款卡绑定 in Chromium against the real server: 财务主管 (zhuguan) sees the seeded people
// and adds one; on 拨款卡绑定, offline, moves 陈报销's default to the other card (待同步, the old
// default cleared at once), and back online the outbox brings it to the server exactly once.
// Screenshots go to E2E_SCREENSHOTS (people-*.png).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, type E2E, login, startE2E } from './harness.ts';

const dir = process.env.E2E_SCREENSHOTS ?? '/tmp/shots';
const peoplePath = '/final/reimbursement/personnelManagement/departmentalPersonnelList';
const cardsPath = '/final/reimbursement/downPickinBank/down-pickin-bank-list';

let e2e: E2E;
let page: Page;

beforeAll(async () => {
  mkdirSync(dir, { recursive: true });
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

async function shot(name: string): Promise<void> {
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(dir, `people-${name}.png`) });
}

describe('部门人员 and 拨款卡绑定 in the browser', () => {
  it('lists and adds people, and moves a default card offline', async () => {
    const opened = await e2e.newPage();
    page = opened.page;
    await page.goto(peoplePath);
    await login(e2e.server, page, 'zhuguan', DEMO_PASSWORD);
    await page.goto(peoplePath);
    const people = page.getByTestId('personnel-screen');
    await people.getByRole('cell', { name: '陈报销（baoxiao）' }).waitFor();
    await shot('list');

    await people.getByRole('button', { name: '新增' }).click();
    const form = page.getByRole('form', { name: '新增人员' });
    await form.getByRole('textbox', { name: /^工号/ }).fill('P020');
    await form.getByRole('textbox', { name: /^姓名/ }).fill('郑会计');
    await form.getByRole('combobox', { name: /^部门/ }).click();
    await page.getByRole('option', { name: '财务部' }).click();
    await form.getByRole('textbox', { name: '手机号' }).fill('13700001111');
    await shot('form');
    await form.getByRole('button', { name: '保存' }).click();
    const added = people.getByRole('row').filter({ hasText: 'P020' });
    await added.waitFor();
    // Synced: the 待同步 mark goes once the server has answered.
    await expect.poll(async () => added.getByTestId('row-pending').count(), { timeout: 15_000 }).toBe(0);
    const stored = await e2e.server.handle.db
      .selectFrom('person')
      .select(['name', 'mobile'])
      .where('code', '=', 'P020')
      .execute();
    expect(stored).toEqual([{ name: '郑会计', mobile: '13700001111' }]);

    await page.goto(cardsPath);
    const cards = page.getByTestId('bank-card-screen');
    const second = cards.getByRole('row').filter({ hasText: '6217 0000 1000 0000 037' });
    const first = cards.getByRole('row').filter({ hasText: '6222 0202 0000 0000 029' });
    await second.waitFor();
    await shot('cards');

    await opened.context.setOffline(true);
    await second.getByRole('button', { name: '设为默认' }).click();
    await second.getByTestId('row-pending').waitFor();
    await expect.poll(async () => first.getByText('默认', { exact: true }).count()).toBe(0);
    await shot('cards-offline');
    await opened.context.setOffline(false);
    await expect.poll(async () => second.getByTestId('row-pending').count(), { timeout: 20_000 }).toBe(0);
    const defaults = await e2e.server.handle.db
      .selectFrom('bank_card')
      .select(['account_no', 'is_default'])
      .where('account_no', 'in', ['6222020200000000029', '6217000010000000037'])
      .orderBy('account_no')
      .execute();
    expect(defaults).toEqual([
      { account_no: '6217000010000000037', is_default: true },
      { account_no: '6222020200000000029', is_default: false },
    ]);
    await expect.poll(async () => first.getByText('默认', { exact: true }).count()).toBe(0);
    await shot('cards-synced');
  }, 120_000);
});
