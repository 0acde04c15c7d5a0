// 发票 on a claim and 生成凭证 from the document page, in Chromium against the real server:
// 陈报销 (baoxiao) enters a 费用报销单 with an invoice and submits it; on a second claim the same
// invoice is refused on the form at once (this device keeps the first claim), naming it. 孙主管
// (zhuguan, another browser that has never seen that claim) enters the same invoice: the save goes
// out and the server refuses it, naming the first claim, on the document and in the sync panel.
// The first claim is approved; 张制单 (zhidan, who holds the voucher key) opens it and generates its
// voucher from the document page; the page then shows the voucher link instead of the button, and
// 陈报销, without the key, is never offered the button. Screenshots: E2E_SCREENSHOTS/invoice-*.png.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimView } from '../../src/core/contracts/reimbursement.ts';
import type { TestClient } from '../server/harness.ts';
import { apiLogin, DEMO_PASSWORD, type E2E, login, startE2E } from './harness.ts';

const shots = process.env.E2E_SCREENSHOTS ?? '/work/shots';
const claimPage = '/final/reimbursement/expenseReimbursement/costApproval';
const REASON = '购买打印纸和硒鼓';
const CODE = '011002300111';
const NUMBER = '00072615';

let e2e: E2E;
const pages: Page[] = [];
const failures: string[] = [];

function watch(page: Page, who: string): void {
  pages.push(page);
  page.on('response', (response: Response) => {
    if (response.status() < 400) return;
    const url = new URL(response.url());
    void response
      .text()
      .catch(() => '')
      .then((body) =>
        failures.push(
          `${who}: ${response.request().method()} ${url.pathname} -> ${response.status()} ${body.slice(0, 200)}`,
        ),
      );
  });
  page.on('pageerror', (err) => failures.push(`${who} pageerror: ${err.message}`));
  page.on('console', (message) => {
    // The harness's pages block service workers, so registering one fails; that is the harness's doing.
    if (message.type() === 'error' && !message.text().includes('service worker registration failed'))
      failures.push(`${who} console: ${message.text().slice(0, 300)}`);
  });
}

async function shot(page: Page, name: string): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await page.screenshot({ path: join(shots, `invoice-${name}.png`), fullPage: true });
}

async function as(user: string): Promise<Page> {
  const { page } = await e2e.newPage();
  watch(page, user);
  await page.goto('/login');
  await login(e2e.server, page, user, DEMO_PASSWORD);
  return page;
}

const db = () => e2e.server.handle.db;
const claimsOf = (reason: string) =>
  db()
    .selectFrom('claim')
    .select(['id', 'no', 'status', 'version', 'voucher_id', 'declarer_id'])
    .where('reason', '=', reason)
    .orderBy('created_at')
    .execute();

async function typeCell(page: Page, label: string, value: string): Promise<void> {
  const cell = page.getByLabel(label, { exact: true });
  await cell.click();
  await cell.fill(value);
}

/** A new 费用报销单: 事由, one line on 50504, and one invoice. */
async function fillClaim(page: Page, reason: string, amount: string): Promise<void> {
  await page.goto(claimPage);
  await page.getByTestId('claim-form-expense').waitFor();
  await typeCell(page, '事由', reason);
  const subject = page.getByLabel('第1行支出科目', { exact: true });
  await subject.click();
  await subject.fill('50504');
  await page.getByRole('listbox', { name: '匹配的科目' }).getByRole('option').first().waitFor();
  await subject.press('Enter');
  await typeCell(page, '第1行摘要', '办公用品');
  await typeCell(page, '第1行金额', amount);
  await page.getByRole('button', { name: '添加发票' }).click();
  await typeCell(page, '第1张发票代码', CODE);
  await typeCell(page, '第1张发票号码', NUMBER);
  await typeCell(page, '第1张发票金额', amount);
  await typeCell(page, '第1张发票开票日期', new Date().toISOString().slice(0, 10));
  await page.getByTestId('claim-invoices-total').filter({ hasText: /\d/ }).waitFor();
}

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') {
    console.error(`what the browsers said:\n${failures.join('\n')}`);
    for (const [i, p] of pages.entries()) {
      await p.screenshot({ path: join(shots, `invoice-FAILED-${i}.png`), fullPage: true }).catch(() => {});
    }
  }
});

describe('invoices on claims, and 生成凭证 from the document page', () => {
  let baoxiao: Page;
  let first = { id: '', no: '' };

  it('1. baoxiao enters a claim with an invoice and submits it', async () => {
    baoxiao = await as('baoxiao');
    await fillClaim(baoxiao, REASON, '1286.40');
    await shot(baoxiao, '1-form');
    await baoxiao.getByRole('button', { name: '提交', exact: true }).click();
    await expect
      .poll(async () => (await claimsOf(REASON))[0]?.status, { timeout: 20_000 })
      .toBe('inApproval');
    const [claim] = await claimsOf(REASON);
    first = { id: claim?.id ?? '', no: claim?.no ?? '' };
    const held = await db()
      .selectFrom('claim_invoice')
      .select(['invoice_code', 'invoice_no', 'amount'])
      .where('claim_id', '=', first.id)
      .execute();
    expect(held.map((h) => [h.invoice_code, h.invoice_no, String(h.amount)])).toEqual([
      [CODE, NUMBER, '1286.40'],
    ]);
    await baoxiao.getByTestId('claim-head').getByText(first.no).waitFor();
  });

  const refusal = () => `发票 ${CODE} ${NUMBER} 已在报销单 ${first.no} 中报销，不能重复报销`;

  it('2. the same invoice on a second claim: refused on the form at once, nothing sent', async () => {
    await fillClaim(baoxiao, '再次报销同一张发票', '1286.40');
    await baoxiao.getByRole('button', { name: '保存', exact: true }).click();
    await baoxiao.getByTestId('claim-invoices').getByText(refusal()).waitFor();
    await shot(baoxiao, '2-refused-on-form');
    expect(await claimsOf('再次报销同一张发票')).toEqual([]);
  });

  it('3. another device that never saw the first claim: the server refuses it, on the document and in the sync panel', async () => {
    const zhuguan = await as('zhuguan');
    await fillClaim(zhuguan, '另一台电脑报销同一张发票', '1286.40');
    await zhuguan.getByRole('button', { name: '保存', exact: true }).click();
    const refused = zhuguan.getByTestId('claim-refused');
    await refused.waitFor({ timeout: 20_000 });
    expect(await refused.textContent()).toContain(refusal());
    await shot(zhuguan, '3-refused-on-document');
    await zhuguan.getByRole('button', { name: '同步状态' }).click();
    const error = zhuguan.getByTestId('outbox-error').first();
    await error.waitFor();
    expect(await error.textContent()).toContain(refusal());
    await shot(zhuguan, '3-refused-in-sync-panel');
    await zhuguan.keyboard.press('Escape');
    expect(await claimsOf('另一台电脑报销同一张发票')).toEqual([]);
  });

  it('4. approved, 张制单 generates its voucher from the document page; the link replaces the button', async () => {
    const [shenpi, zhuguanApi] = (await Promise.all(
      ['shenpi', 'zhuguan'].map((u) => apiLogin(e2e.server, u)),
    )) as [TestClient, TestClient];
    let view = (await shenpi.get<ClaimView>('/api/reimbursement/get', { documentId: first.id })).body;
    if (!view.success) throw new Error(view.message);
    let current = view.data;
    while (current.status === 'inApproval') {
      const by = current.process?.steps[current.stepIndex ?? 0]?.key === 'finance' ? zhuguanApi : shenpi;
      const answer = await by.post<ClaimView>('/api/reimbursement/approve', {
        documentId: current.id,
        version: current.version,
      });
      if (!answer.body.success) throw new Error(answer.body.message);
      current = answer.body.data;
    }
    expect(current.status).toBe('approved');

    // 陈报销 has no voucher key: the approved claim offers no 生成凭证.
    await baoxiao.goto(`${claimPage}?id=${first.id}`);
    await baoxiao.getByTestId('claim-head').getByText('已通过').waitFor();
    expect(await baoxiao.getByRole('button', { name: '生成凭证' }).count()).toBe(0);

    const zhidan = await as('zhidan');
    await zhidan.goto(`${claimPage}?id=${first.id}`);
    await zhidan.getByTestId('claim-head').getByText('已通过').waitFor();
    await zhidan.getByRole('table', { name: '发票' }).waitFor();
    await shot(zhidan, '4-document-approved');
    await zhidan.getByRole('button', { name: '生成凭证' }).click();
    const dialog = zhidan.getByRole('dialog');
    await dialog.getByTestId('template-name').waitFor();
    await shot(zhidan, '4-voucher-preview');
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.getByTestId('generated-label').waitFor();
    const label = (await dialog.getByTestId('generated-label').textContent()) ?? '';
    await dialog.getByRole('button', { name: '关闭' }).click();
    await zhidan.getByTestId('claim-head').getByText(label).waitFor();
    expect(await zhidan.getByRole('button', { name: '生成凭证' }).count()).toBe(0);
    await shot(zhidan, '4-document-with-voucher');
    // 打印: the page as the browser prints it (the app around the document hidden).
    await zhidan.evaluate(() => document.body.classList.add('claim-printing'));
    await zhidan.emulateMedia({ media: 'print' });
    expect(await zhidan.getByRole('button', { name: '打印' }).isVisible()).toBe(false);
    expect(await zhidan.getByRole('table', { name: '发票' }).isVisible()).toBe(true);
    await zhidan.screenshot({ path: join(shots, 'invoice-5-print.png'), fullPage: true });
    await zhidan.emulateMedia({ media: 'screen' });
    await zhidan.evaluate(() => document.body.classList.remove('claim-printing'));
    const [claim] = await claimsOf(REASON);
    expect(claim?.voucher_id).not.toBeNull();

    view = (await shenpi.get<ClaimView>('/api/reimbursement/get', { documentId: first.id })).body;
    expect(view.success && view.data.voucher?.label).toBe(label);

    const unexpected = failures.filter(
      (f) =>
        !f.includes('Failed to load resource: the server responded') &&
        // The one refusal the walk causes: zhuguan's save of the invoice already claimed.
        !(f.startsWith('zhuguan') && f.includes('/api/reimbursement/save') && f.includes('不能重复报销')),
    );
    expect(unexpected).toEqual([]);
  });
});
