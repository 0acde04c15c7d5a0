// 单据管理, 全部支付 and 全部银行流水 in Chromium (issue 21 item 5): the administrator opens each list
// from its route, filters it, sees the 合计 row of the whole query, opens a document read-only, and
// exports each list to Excel (rows and totals as on screen). Screenshots go to E2E_SCREENSHOTS
// (cross-*.png).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DisbursementPage, DocumentPage, StatementPage } from '../../src/core/contracts/cross-list.ts';
import { formatMoney } from '../../src/core/money.ts';
import { ADMIN_PASSWORD, apiLogin, downloaded, type E2E, login, startE2E } from './harness.ts';

const dir = process.env.E2E_SCREENSHOTS ?? '/tmp/shots';
const base = '/final/usercenter';
let e2e: E2E;

beforeAll(async () => {
  mkdirSync(dir, { recursive: true });
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

async function shot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(dir, `cross-${name}.png`) });
}

/** Exports the list and reads the sheet back: its rows under the header, the 合计 row last. */
async function exported(page: Page, list: Locator): Promise<ExcelJS.Worksheet> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    list.getByRole('button', { name: '导出Excel' }).click(),
  ]);
  const bytes = await downloaded(download);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  );
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('empty workbook');
  return sheet;
}

const totalsRow = (list: Locator) => list.getByTestId('list-totals');

describe('the cross-module lists in the browser', () => {
  it('the administrator filters, reads the totals, opens a document and exports each list', async () => {
    const api = await apiLogin(e2e.server, 'admin', ADMIN_PASSWORD);
    const { page } = await e2e.newPage();
    // No call of the walk may fail, and the console stays clean of errors.
    const failures: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 400)
        failures.push(`${r.request().method()} ${new URL(r.url()).pathname} -> ${r.status()}`);
    });
    page.on('console', (m) => {
      // The harness blocks service workers (startE2E), so their registration fails by design.
      if (m.type() === 'error' && !m.text().startsWith('service worker registration failed'))
        failures.push(`console: ${m.text()}`);
    });
    await page.goto('/');
    await login(e2e.server, page, 'admin', ADMIN_PASSWORD);

    // 单据管理
    const docsAll = (await api.get<DocumentPage>('/api/crossList/documents', { pageSize: '500' })).body.data;
    await page.goto(`${base}/document-management-list`);
    const docs = page.getByTestId('document-management-list');
    await totalsRow(docs).waitFor();
    await expect
      .poll(() => totalsRow(docs).textContent())
      .toContain(formatMoney(docsAll.totals?.amount ?? ''));
    await shot(page, 'documents');
    await docs.getByRole('combobox', { name: '状态' }).click();
    await page.getByRole('option', { name: '已通过', exact: true }).click();
    await docs.getByRole('button', { name: '查询' }).click();
    const approved = docsAll.currentPageItems.filter((r) => r.status === 'approved');
    await expect.poll(() => totalsRow(docs).textContent()).toContain(`共 ${approved.length} 张单据`);
    const rows = await docs.getByRole('row').allTextContents();
    expect(rows.slice(1, -1).every((t) => t.includes('已通过'))).toBe(true);
    await docs.getByRole('button', { name: '查看' }).first().click();
    const detail = page.getByTestId('cross-document-detail');
    await detail.getByText('单据编号：').waitFor();
    await shot(page, 'document-detail');
    expect(await detail.getByRole('button').count()).toBe(0);
    await page.keyboard.press('Escape');
    const docSheet = await exported(page, docs);
    expect(docSheet.getRow(3).getCell(8).value).toBe('金额');
    expect(docSheet.getRow(4 + approved.length).getCell(1).value).toBe('合计');

    // 全部支付
    const pays = (await api.get<DisbursementPage>('/api/crossList/disbursements', { pageSize: '500' })).body
      .data;
    await page.goto(`${base}/all-disbursements`);
    const payList = page.getByTestId('all-disbursements');
    await totalsRow(payList).waitFor();
    await expect
      .poll(() => totalsRow(payList).textContent())
      .toContain(formatMoney(pays.totals?.amount ?? ''));
    await shot(page, 'disbursements');
    const paySheet = await exported(page, payList);
    expect(paySheet.getRow(3).getCell(9).value).toBe('支付金额');
    const payTotal = paySheet.getRow(4 + pays.currentPageItems.length);
    expect(payTotal.getCell(1).value).toBe('合计');
    expect(Number(payTotal.getCell(9).value)).toBeCloseTo(Number(pays.totals?.amount), 2);

    // 全部银行流水
    await page.goto(`${base}/paycenter/all-bank-statement`);
    const lines = page.getByTestId('all-bank-statement');
    await totalsRow(lines).waitFor();
    await lines.getByRole('combobox', { name: '收支方向' }).click();
    await page.getByRole('option', { name: '支出', exact: true }).click();
    await lines.getByRole('button', { name: '查询' }).click();
    const out = (
      await api.get<StatementPage>('/api/crossList/bankStatements', { direction: 'payment', pageSize: '500' })
    ).body.data;
    await expect.poll(() => totalsRow(lines).textContent()).toContain(`共 ${out.totalItemCount} 笔流水`);
    await shot(page, 'bank-statements');
    const lineSheet = await exported(page, lines);
    const lineTotal = lineSheet.getRow(4 + out.currentPageItems.length);
    expect(lineTotal.getCell(1).value).toBe('合计');
    expect(Number(lineTotal.getCell(8).value)).toBeCloseTo(Number(out.totals?.payment), 2);
    expect(Number(lineTotal.getCell(7).value)).toBe(0);

    expect(failures).toEqual([]);
  });
});
