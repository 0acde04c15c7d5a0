// The reimbursement walk in Chromium against the real server (issue 18, "Tests that show it"):
// 陈报销 (baoxiao) drafts a travel claim OFFLINE with a photo attached and submits it; back online it
// reaches the server once with its file. 刘审批 (shenpi, a second browser) opens it online, goes
// offline and approves it while 陈报销 withdraws it online: the queued approval is refused with the
// server's message, in the sync panel and on the document. The claim is resubmitted, approved through
// its process (部门审核 by shenpi, 财务复核 by 孙主管), 孙主管 generates its voucher, and the 科目余额表
// shows the amount on the expense subject. Screenshots go to /work/shots/walk-*.png (E2E_SCREENSHOTS).
import { createHash } from 'node:crypto';
import type { BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, type E2E, login, startE2E } from './harness.ts';

const shots = process.env.E2E_SCREENSHOTS ?? '/work/shots';
const e = '/final/reimbursement/expenseReimbursement';
const travelPage = `${e}/travelReimbursement`;
const travelApproval = `${e}/travel-approval`;

// A 32x32 gradient PNG (the same real image the attachments walk uses).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAIAAAD8GO2jAAAG0ElEQVR42g3NkaKGMACA0fs4QRAEQRAMgsEgGAwGg8EgCIJBMBgMgmAwCHqY77Huf17g/NF19B1Dx9gxdcwdS4foWDtkh+rYOnSH6bAdrsN3hI694+g4O2LH1ZE6ckfpuDuejtrROt6Or/uj6+l7hp6xZ+qZe5Ye0bP2yB7Vs/XoHtNje1yP7wk9e8/Rc/bEnqsn9eSe0nP3PD21p/W8PV//Cwb6gWFgHJgG5oFlQAysA3JADWwDesAM2AE34AfCwD5wDJwDceAaSAN5oAzcA89AHWgD78A3/IKRfmQYGUemkXlkGREj64gcUSPbiB4xI3bEjfiRMLKPHCPnSBy5RtJIHikj98gzUkfayDvyjb9gop8YJsaJaWKeWCbExDohJ9TENqEnzISdcBN+IkzsE8fEOREnrok0kSfKxD3xTNSJNvFOfNMvmOlnhplxZpqZZ5YZMbPOyBk1s83oGTNjZ9yMnwkz+8wxc87EmWsmzeSZMnPPPDN1ps28M9/8Cxb6hWFhXJgW5oVlQSysC3JBLWwLesEs2AW34BfCwr5wLJwLceFaSAt5oSzcC89CXWgL78K3/AJBLxgEo2ASzIJFIASrQAqUYBNogRFYgRN4QRDsgkNwCqLgEiRBFhTBLXgEVdAEr+ATv2ClXxlWxpVpZV5ZVsTKuiJX1Mq2olfMil1xK34lrOwrx8q5EleulbSSV8rKvfKs1JW28q586y+Q9JJBMkomySxZJEKySqRESTaJlhiJlTiJlwTJLjkkpyRKLkmSZEmR3JJHUiVN8ko++QsUvWJQjIpJMSsWhVCsCqlQik2hFUZhFU7hFUGxKw7FqYiKS5EUWVEUt+JRVEVTvIpP/YKNfmPYGDemjXlj2RAb64bcUBvbht4wG3bDbfiNsLFvHBvnRty4NtJG3igb98azUTfaxrvxbb9A02sGzaiZNLNm0QjNqpEapdk0WmM0VuM0XhM0u+bQnJqouTRJkzVFc2seTdU0zav59C8w9IbBMBomw2xYDMKwGqRBGTaDNhiDNTiDNwTDbjgMpyEaLkMyZEMx3IbHUA3N8Bo+8wssvWWwjJbJMlsWi7CsFmlRls2iLcZiLc7iLcGyWw7LaYmWy5Is2VIst+WxVEuzvJbP/gJH7xgco2NyzI7FIRyrQzqUY3Noh3FYh3N4R3DsjsNxOqLjciRHdhTH7Xgc1dEcr+Nzv8DTewbP6Jk8s2fxCM/qkR7l2TzaYzzW4zzeEzy75/Ccnui5PMmTPcVzex5P9TTP6/n8Lwj0gSEwBqbAHFgCIrAGZEAFtoAOmIANuIAPhMAeOAJnIAauQArkQAncgSdQAy3wBr7wC3b6nWFn3Jl25p1lR+ysO3JH7Ww7esfs2B2343fCzr5z7Jw7cefaSTt5p+zcO89O3Wk77863/4KD/mA4GA+mg/lgORAH64E8UAfbgT4wB/bAHfiDcLAfHAfnQTy4DtJBPigH98FzUA/awXvwHb/gpD8ZTsaT6WQ+WU7EyXoiT9TJdqJPzIk9cSf+JJzsJ8fJeRJPrpN0kk/KyX3ynNSTdvKefOcviPSRITJGpsgcWSIiskZkREW2iI6YiI24iI+EyB45ImckRq5IiuRIidyRJ1IjLfJGvvgLLvqL4WK8mC7mi+VCXKwX8kJdbBf6wlzYC3fhL8LFfnFcnBfx4rpIF/miXNwXz0W9aBfvxXf9gkSfGBJjYkrMiSUhEmtCJlRiS+iESdiES/hESOyJI3EmYuJKpEROlMSdeBI10RJv4ku/INNnhsyYmTJzZsmIzJqRGZXZMjpjMjbjMj4TMnvmyJyZmLkyKZMzJXNnnkzNtMyb+fIvKPSFoTAWpsJcWAqisBZkQRW2gi6Ygi24gi+Ewl44CmchFq5CKuRCKdyFp1ALrfAWvvILbvqb4Wa8mW7mm+VG3Kw38kbdbDf6xtzYG3fjb8LNfnPcnDfx5rpJN/mm3Nw3z029aTfvzXf/gof+YXgYH6aH+WF5EA/rg3xQD9uDfjAP9sE9+IfwsD8cD+dDfLge0kN+KA/3w/NQH9rD+/A9v6DSV4bKWJkqc2WpiMpakRVV2Sq6Yiq24iq+Eip75aiclVi5KqmSK6VyV55KrbTKW/nqL2j0jaExNqbG3FgaorE2ZEM1toZumIZtuIZvhMbeOBpnIzauRmrkRmncjadRG63xNr72C176l+FlfJle5pflRbysL/JFvWwv+sW82Bf34l/Cy/5yvJwv8eV6SS/5pbzcL89LfWkv78v3/oKP/mP4GD+mj/lj+RAf64f8UB/bh/4wH/bDffiP8LF/HB/nR/y4PtJH/igf98fzUT/ax/vxff/jHVBbbpu98gAAAABJRU5ErkJggg==',
  'base64',
);
const PNG_SHA = createHash('sha256').update(PNG).digest('hex');

/** YYYY-MM-DD of today plus `days` (local calendar; the trip lies in the last days). */
function day(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
const departure = day(-4);
const back = day(-2);

let e2e: E2E;
const contexts: BrowserContext[] = [];
const pages: Page[] = [];
const failures: string[] = [];

/** Every API answer of 400 and above and every console error; the walk's one expected refusal is taken out by name. */
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
    if (message.type() === 'error') failures.push(`${who} console: ${message.text().slice(0, 300)}`);
  });
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${shots}/walk-${name}.png`, fullPage: true });
}

/**
 * A browser of its own for `who`, logged in, with the service worker on: offline the app's chunks
 * come from its precache, as on a real laptop (the harness's contexts block it).
 */
async function open(who: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await e2e.browser.newContext({
    baseURL: e2e.server.url,
    locale: 'zh-CN',
    viewport: { width: 1366, height: 800 },
    serviceWorkers: 'allow',
  });
  contexts.push(context);
  const page = await context.newPage();
  watch(page, who);
  await page.goto('/login');
  await login(e2e.server, page, who, DEMO_PASSWORD);
  await page.waitForFunction(
    async () => (await navigator.serviceWorker.getRegistration()) !== undefined,
    null,
    {
      timeout: 15_000,
    },
  );
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  return { context, page };
}

async function goOffline(context: BrowserContext, page: Page, offline: boolean): Promise<void> {
  await context.setOffline(offline);
  await page
    .getByTestId('online-state')
    .getByText(offline ? '离线' : '在线')
    .waitFor();
}

const db = () => e2e.server.handle.db;

async function claimsOf(reason: string) {
  return db()
    .selectFrom('claim')
    .select(['id', 'no', 'status', 'version', 'amount', 'voucher_id', 'step_index'])
    .where('reason', '=', reason)
    .execute();
}

async function filesOf(claimId: string) {
  return db()
    .selectFrom('attachment_link as l')
    .innerJoin('attachment_file as f', 'f.id', 'l.file_id')
    .select(['f.id', 'f.name', 'f.sha256', 'l.attachments_type'])
    .where('l.data_id', '=', claimId)
    .execute();
}

beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {});
  await e2e?.close();
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') {
    console.error(`what the browsers said:\n${failures.join('\n')}`);
    for (const [i, p] of pages.entries()) {
      await p.screenshot({ path: `${shots}/walk-FAILED-${i}.png`, fullPage: true }).catch(() => {});
    }
  }
});

const REASON = '赴北京参加全总培训';

/** Picks `option` in the Mantine Select labelled `label` by typing and Enter. */
async function pick(page: Page, label: string, option: string): Promise<void> {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect.poll(() => input.inputValue()).toBe(option);
}

/** A Mantine date input: typed, then Enter. */
async function typeDate(page: Page, label: string, value: string): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  await page.keyboard.press('Escape');
  await expect.poll(() => input.inputValue()).toBe(value);
}

async function typeCell(page: Page, label: string, value: string): Promise<void> {
  const cell = page.getByLabel(label, { exact: true });
  await cell.click();
  await cell.fill(value);
}

describe('the reimbursement walk', () => {
  let baoxiao: { context: BrowserContext; page: Page };
  let claimId = '';

  it('1. baoxiao drafts a travel claim offline with a photo, submits it; online it arrives once', async () => {
    baoxiao = await open('baoxiao');
    const { context, page } = baoxiao;
    await page.goto(travelPage);
    await page.getByTestId('claim-form-travel').waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await goOffline(context, page, true);

    await typeCell(page, '出差事由', REASON);
    await typeCell(page, '出差人', '陈报销');
    await pick(page, '职级', '其余人员');
    await pick(page, '出差地（省）', '北京');
    await typeDate(page, '出发日期', departure);
    await typeDate(page, '返回日期', back);

    await typeCell(page, '第1段出发日期', departure);
    await typeCell(page, '第1段出发地点', '天津');
    await typeCell(page, '第1段到达日期', departure);
    await typeCell(page, '第1段到达地点', '北京');
    await page.getByLabel('第1段交通工具', { exact: true }).selectOption('火车');
    await typeCell(page, '第1段座位等级', '二等座');
    await typeCell(page, '第1段票价', '54.50');
    await typeCell(page, '第1段票据张数', '1');

    await page.getByRole('button', { name: '添加住宿' }).click();
    await page.getByLabel('第1笔住宿省', { exact: true }).selectOption('北京');
    await typeCell(page, '第1笔入住日期', departure);
    await typeCell(page, '第1笔住宿晚数', '2');
    await typeCell(page, '第1笔住宿发票金额', '900.00');
    await typeCell(page, '第1笔住宿发票张数', '1');
    await page.getByTestId('travel-total').filter({ hasText: /\d/ }).waitFor();
    // The lodging invoice (提交 needs at least one).
    await page.getByRole('button', { name: '添加发票' }).click();
    await typeCell(page, '第1张发票代码', '011002300111');
    await typeCell(page, '第1张发票号码', '00031415');
    await typeCell(page, '第1张发票金额', '900.00');
    await typeCell(page, '第1张发票开票日期', back);

    await page
      .getByLabel('选择原始凭证', { exact: true })
      .setInputFiles({ name: '住宿发票.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('img', { name: '缩略图 住宿发票.png' }).waitFor();
    await shot(page, '1-offline-filled');

    await page.getByRole('button', { name: '提交', exact: true }).click();
    await page.getByTestId('claim-waiting').waitFor();
    await shot(page, '1-offline-submitted');
    claimId = new URL(page.url()).searchParams.get('id') ?? '';
    expect(claimId).not.toBe('');
    expect(await claimsOf(REASON)).toEqual([]);

    await goOffline(context, page, false);
    await page.getByTestId('claim-waiting').waitFor({ state: 'detached', timeout: 30_000 });
    await expect
      .poll(async () => (await claimsOf(REASON))[0]?.status, { timeout: 15_000 })
      .toBe('inApproval');
    const claims = await claimsOf(REASON);
    expect(claims).toHaveLength(1);
    expect(claims[0]?.id).toBe(claimId);
    await expect.poll(async () => (await filesOf(claimId)).length, { timeout: 15_000 }).toBe(1);
    const files = await filesOf(claimId);
    expect(files[0]?.sha256).toBe(PNG_SHA);
    expect(files[0]?.name).toBe('住宿发票.png');
    await page
      .getByTestId('claim-head')
      .getByText(/审批中/)
      .waitFor();
    await shot(page, '1-online-arrived');
  });

  let shenpi: { context: BrowserContext; page: Page };
  let claimNo = '';

  it('2. shenpi approves offline while baoxiao withdraws online: the approval is refused with the message', async () => {
    claimNo = (await claimsOf(REASON))[0]?.no ?? '';
    shenpi = await open('shenpi');
    const { context, page } = shenpi;
    await page.goto(travelApproval);
    const row = page.locator('tr', { hasText: claimNo });
    await row.waitFor();
    // The header's 待办 counts what awaits 刘审批's 部门审核: the seeded claim and this one.
    await expect.poll(() => page.getByTestId('todo-count').textContent(), { timeout: 15_000 }).toBe('待办 2');
    await shot(page, '2-approval-list');
    await row.getByRole('button', { name: '审批', exact: true }).click();
    const head = page.getByTestId('claim-head');
    await head.getByText(claimNo).waitFor();
    await head.getByText(/审批中/).waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    await goOffline(context, page, true);
    await page.getByRole('button', { name: '通过', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '审批通过' });
    await dialog.getByLabel('审批意见').fill('同意');
    await dialog.getByRole('button', { name: '通过', exact: true }).click();
    await page.getByTestId('claim-waiting').waitFor();
    await shot(page, '2-approved-offline');
    const seen = (await claimsOf(REASON))[0]?.version;

    // Meanwhile, online, 陈报销 withdraws it from his open document page.
    await baoxiao.page.getByRole('button', { name: '撤回', exact: true }).click();
    await baoxiao.page.getByRole('dialog').getByRole('button', { name: '撤回', exact: true }).click();
    await expect.poll(async () => (await claimsOf(REASON))[0]?.status, { timeout: 15_000 }).toBe('withdrawn');
    await baoxiao.page.getByTestId('claim-head').getByText('已撤回').waitFor();
    await shot(baoxiao.page, '2-withdrawn');
    expect((await claimsOf(REASON))[0]?.version).toBeGreaterThan(seen ?? 0);

    await goOffline(context, page, false);
    const refused = page.getByTestId('claim-refused');
    await refused.waitFor({ timeout: 30_000 });
    expect(await refused.textContent()).toContain('撤回');
    await shot(page, '2-refused-on-document');
    await page.getByRole('button', { name: '同步状态' }).click();
    const error = page.getByTestId('outbox-error').first();
    await error.waitFor();
    // The drawer has finished sliding in before the picture.
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    expect(await error.textContent()).toContain('撤回');
    await shot(page, '2-refused-in-sync-panel');
    await page.keyboard.press('Escape');
    expect((await claimsOf(REASON))[0]?.status).toBe('withdrawn');
  });

  it('3. resubmitted, approved through its process; its voucher; the 科目余额表 shows the amount', async () => {
    // 陈报销 submits the withdrawn claim again.
    await baoxiao.page.getByRole('button', { name: '提交', exact: true }).click();
    await expect
      .poll(async () => (await claimsOf(REASON))[0]?.status, { timeout: 15_000 })
      .toBe('inApproval');
    await baoxiao.page
      .getByTestId('claim-head')
      .getByText(/审批中/)
      .waitFor();

    // 刘审批 takes the refusal (刷新 reads the document again) and approves what he now sees.
    const { page } = shenpi;
    await page.getByTestId('claim-refused').getByRole('button', { name: '刷新' }).click();
    await page.getByTestId('claim-refused').waitFor({ state: 'detached' });
    await page
      .getByTestId('claim-head')
      .getByText(/审批中/)
      .waitFor();
    await page.getByRole('button', { name: '通过', exact: true }).click();
    await page
      .getByRole('dialog', { name: '审批通过' })
      .getByRole('button', { name: '通过', exact: true })
      .click();
    await expect.poll(async () => (await claimsOf(REASON))[0]?.step_index, { timeout: 15_000 }).not.toBe(0);
    await shot(page, '3-dept-approved');

    // 财务复核 by 孙主管.
    const zhuguan = await open('zhuguan');
    await zhuguan.page.goto(travelApproval);
    const row = zhuguan.page.locator('tr', { hasText: claimNo });
    await row.getByRole('button', { name: '审批', exact: true }).click();
    await zhuguan.page.getByTestId('claim-head').getByText(claimNo).waitFor();
    await zhuguan.page.getByRole('button', { name: '通过', exact: true }).click();
    await zhuguan.page
      .getByRole('dialog', { name: '审批通过' })
      .getByRole('button', { name: '通过', exact: true })
      .click();
    await expect.poll(async () => (await claimsOf(REASON))[0]?.status, { timeout: 15_000 }).toBe('approved');
    await zhuguan.page.getByTestId('claim-head').getByText('已通过').waitFor();
    await shot(zhuguan.page, '3-approved');

    // 生成会计凭证: the preview, 保存.
    await zhuguan.page.goto(`${e}/generatingVoucher`);
    const list = zhuguan.page.getByRole('table', { name: '生成会计凭证列表' });
    await list.getByText(claimNo).waitFor();
    await shot(zhuguan.page, '3-generating-list');
    await list.locator('tr', { hasText: claimNo }).getByRole('button', { name: '生成凭证' }).click();
    const dialog = zhuguan.page.getByRole('dialog');
    await dialog.getByTestId('template-name').waitFor();
    await shot(zhuguan.page, '3-voucher-preview');
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.getByTestId('generated-label').waitFor();
    await shot(zhuguan.page, '3-voucher-generated');
    const [claim] = await claimsOf(REASON);
    expect(claim?.voucher_id).not.toBeNull();
    const debit = await db()
      .selectFrom('voucher_entry as x')
      .select(['x.subject_code as code', 'x.debit'])
      .where('x.voucher_id', '=', claim?.voucher_id ?? '')
      .where('x.debit', '>', '0')
      .execute();
    expect(debit.map((d) => String(d.debit))).toEqual([String(claim?.amount)]);
    await dialog.getByRole('button', { name: '关闭' }).click();

    // 科目余额表: the expense subject carries the claim's amount.
    await zhuguan.page.goto('/final/financialSoftware/accountQueryPrinting/account-balance-sheet');
    const subjectRow = zhuguan.page.locator('tr', { hasText: debit[0]?.code ?? '?' }).first();
    await subjectRow.waitFor({ timeout: 20_000 });
    // The generated voucher is not posted yet: 包含未记账凭证.
    await zhuguan.page.getByLabel('包含未记账凭证').check();
    await expect.poll(() => subjectRow.textContent(), { timeout: 15_000 }).toContain('1,494.50');
    // The sheet may draw its rows once more after the poll saw them: scroll the row as it is then.
    await expect
      .poll(
        () =>
          subjectRow.scrollIntoViewIfNeeded({ timeout: 2_000 }).then(
            () => true,
            () => false,
          ),
        { timeout: 10_000 },
      )
      .toBe(true);
    await shot(zhuguan.page, '3-balance-sheet');

    const unexpected = failures.filter(
      (f) =>
        !f.includes('net::ERR_INTERNET_DISCONNECTED') &&
        // The browser's echo of an answer the response watcher already reports (and judges) itself.
        !f.includes('Failed to load resource: the server responded') &&
        // The one refusal the walk causes: shenpi's offline approval of the withdrawn claim.
        !(f.startsWith('shenpi') && f.includes('/api/reimbursement/approve')),
    );
    expect(unexpected).toEqual([]);
  });
});
