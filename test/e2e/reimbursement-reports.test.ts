// The finance office's reimbursement screens in Chromium, in the real app shell as 孙主管: 生成会计
// 凭证 (list, the editable preview, an unbalanced edit holding 保存 back, the voucher saved and its
// view naming 来源单据), 报销统计 and 项目报销进度表. The /api/reimbursement answers are scripted in
// the browser (page.route) so the screens are shown with known rows whatever the server's claims
// module holds; everything else — login, menu, subjects cache, the voucher view's shell — is real.
// Screenshots go to E2E_SCREENSHOTS (reports-*.png) when it is set.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ClaimRow,
  ClaimStatisticsRow,
  ClaimVoucherPreview,
  ProjectProgressRow,
} from '../../src/core/contracts/reimbursement.ts';
import type { VoucherView } from '../../src/core/voucher/types.ts';
import { DEMO_PASSWORD, type E2E, login, startE2E } from './harness.ts';

const dir = process.env.E2E_SCREENSHOTS ?? '';
const e = '/final/reimbursement/expenseReimbursement';
const year = new Date().getFullYear();
const today = new Date().toISOString().slice(0, 10);
const ids = {
  a: '11111111-1111-4111-8111-111111111111',
  b: '22222222-2222-4222-8222-222222222222',
  c: '33333333-3333-4333-8333-333333333333',
  voucher: '99999999-9999-4999-8999-999999999999',
};

const row = (id: string, no: string, patch: Partial<ClaimRow>): ClaimRow => ({
  id,
  no,
  type: 'expense',
  date: today,
  declarerName: '陈报销',
  departmentName: '工会办公室',
  reason: '职工培训教材',
  amount: '1200.00' as never,
  status: 'approved',
  positionLabel: '已通过',
  version: 4,
  updatedAt: `${today}T08:00:00.000Z`,
  voucherLabel: null,
  awaitsMe: false,
  ...patch,
});
const claims = [
  row(ids.a, `BX${year}11-0001`, {}),
  row(ids.b, `CL${year}11-0002`, { type: 'travel', reason: '赴省总工会培训', amount: '3526.40' as never }),
  row(ids.c, `JK${year}11-0003`, {
    type: 'loan',
    reason: '出差预借',
    amount: '2000.00' as never,
    voucherLabel: '记-0005',
  }),
];
const preview: ClaimVoucherPreview = {
  template: 'V07',
  templateName: '直接报销',
  voucher: {
    voucherDate: today,
    numberOfDocument: 3,
    entries: [
      {
        summary: `职工培训教材（BX${year}11-0001）`,
        code: '50301',
        departmentCode: null,
        auxis: [],
        debitAmount: '1200.00',
        creditAmount: '',
      },
      {
        summary: `职工培训教材（BX${year}11-0001）`,
        code: '10201',
        departmentCode: null,
        auxis: [],
        debitAmount: '',
        creditAmount: '1200.00',
      },
    ],
  },
};
const statistics: ClaimStatisticsRow[] = [
  { key: '01', label: '工会办公室', count: 12, amount: '18450.60' as never },
  { key: '02', label: '财务部', count: 5, amount: '6230.00' as never },
  { key: '03', label: '组织部', count: 7, amount: '9876.54' as never },
];
const progress: ProjectProgressRow[] = [
  {
    project: '职工书屋建设',
    count: 6,
    approved: '12000.00' as never,
    inApproval: '1500.50' as never,
    vouchered: '8000.00' as never,
  },
  {
    project: '劳模疗休养',
    count: 3,
    approved: '4500.00' as never,
    inApproval: '0.00' as never,
    vouchered: '4500.00' as never,
  },
  {
    project: '',
    count: 2,
    approved: '380.00' as never,
    inApproval: '120.00' as never,
    vouchered: '0.00' as never,
  },
];

const ok = (route: Route, data: unknown) =>
  route.fulfill({
    contentType: 'application/json',
    body: JSON.stringify({ success: true, errorCode: 0, message: '', data }),
  });

async function script(page: Page): Promise<{ generated: unknown[] }> {
  const generated: unknown[] = [];
  await page.route('**/api/reimbursement/**', async (route) => {
    const url = new URL(route.request().url());
    switch (url.pathname) {
      case '/api/reimbursement/list':
        return ok(route, { rows: claims, nextCursor: null, total: claims.length });
      case '/api/reimbursement/voucherPreview':
        return ok(route, preview);
      case '/api/reimbursement/generateVoucher':
        generated.push(route.request().postDataJSON());
        return ok(route, { id: ids.a, voucher: { id: ids.voucher, label: '记-0006' } });
      case '/api/reimbursement/get':
        return ok(route, { id: ids.c, voucher: { id: ids.voucher, label: '记-0005' } });
      case '/api/reimbursement/statistics':
        return ok(route, statistics);
      case '/api/reimbursement/progress':
        return ok(route, progress);
      default:
        return route.continue();
    }
  });
  await page.route('**/api/voucher/get?*', async (route) => {
    if (!route.request().url().includes(ids.voucher)) return route.continue();
    const view: VoucherView = {
      id: ids.voucher,
      year,
      month: 11,
      voucherDate: today,
      voucherType: '记',
      voucherTypeName: '记账凭证',
      voucherNo: 5,
      numberOfDocument: 1,
      status: 'saved',
      version: 1,
      preparedBy: { id: 2, name: '孙主管' },
      reviewer: null,
      bookkeeper: null,
      entries: [],
      debitTotal: '2000.00',
      creditTotal: '2000.00',
      createdAt: `${today}T08:00:00.000Z`,
      updatedAt: `${today}T08:00:00.000Z`,
      events: [],
      source: { kind: 'reimbursement', id: ids.c, label: `借款 JK${year}11-0003` },
    } as VoucherView;
    return ok(route, view);
  });
  return { generated };
}

let e2e: E2E;
beforeAll(async () => {
  if (dir) mkdirSync(dir, { recursive: true });
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

async function shot(page: Page, name: string) {
  await page.waitForTimeout(300);
  if (dir) await page.screenshot({ path: join(dir, `reports-${name}.png`) });
}

describe('reimbursement reports in Chromium', () => {
  it('generates a voucher from an approved claim, and shows the statistics and the project progress', async () => {
    const { page } = await e2e.newPage();
    const { generated } = await script(page);
    await page.goto('/login');
    await login(e2e.server, page, 'zhuguan', DEMO_PASSWORD);

    await page.goto(`${e}/generatingVoucher`);
    const list = page.getByRole('table', { name: '生成会计凭证列表' });
    await list.getByText(`BX${year}11-0001`).waitFor();
    expect(await list.getByText(`JK${year}11-0003`).count()).toBe(0);
    await shot(page, 'generating-list');

    await list
      .locator('tr', { hasText: `BX${year}11-0001` })
      .getByRole('button', { name: '生成凭证' })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('template-name').waitFor();
    await shot(page, 'generate-dialog');
    const debit = dialog.getByLabel('第1行借方金额');
    await debit.click();
    await debit.fill('1000');
    await debit.press('Tab');
    expect(await dialog.getByRole('button', { name: '保存' }).isDisabled()).toBe(true);
    expect(await dialog.getByTestId('voucher-problem').textContent()).toBe('借贷不平衡，请调整分录金额');
    await shot(page, 'generate-unbalanced');
    await debit.click();
    await debit.fill('1200');
    await debit.press('Tab');
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.getByTestId('generated-label').waitFor();
    expect(generated).toHaveLength(1);
    await shot(page, 'generated');
    await dialog.getByRole('button', { name: '关闭' }).click();

    await page.locator('label', { hasText: '已生成凭证' }).click();
    await page.getByRole('button', { name: '查询' }).click();
    await list.getByRole('button', { name: '记-0005' }).click();
    await page.getByTestId('view-source').waitFor();
    await shot(page, 'voucher-source');
    await page.getByTestId('view-source').getByRole('button').click();
    await page.waitForURL((url) => url.pathname === `${e}/loanApproval` && url.search === `?id=${ids.c}`);

    await page.goto('/final/reimbursement/reimbursementStatistics/reimbursement-statistics-list');
    const stats = page.getByRole('table', { name: '报销统计列表' });
    await stats.getByText('工会办公室').waitFor();
    expect(await stats.getByTestId('list-totals').textContent()).toContain('34,557.14');
    await shot(page, 'statistics');

    await page.goto(`${e}/reimbursement-details-list`);
    const table = page.getByRole('table', { name: '项目报销进度表列表' });
    await table.getByText('职工书屋建设').waitFor();
    expect(await table.getByTestId('list-totals').textContent()).toContain('16,880.00');
    await shot(page, 'progress');
  });
});
