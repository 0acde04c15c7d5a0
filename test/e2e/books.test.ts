// The books in Chromium against the real server: 制单 saves three vouchers through the signed API,
// 审核 audits and 记账 posts them; 财务主管 opens 科目余额表 and sees the figures, clicks a subject
// for its 明细账, clicks a line for the voucher, exports the balance table to .xlsx (read back here)
// and sees the 资产负债表 balanced; offline the report shows the figures last fetched, marked with
// their time. Screenshots of every book screen go to E2E_SCREENSHOT_DIR.
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VoucherView } from '../../src/core/voucher/types.ts';
import { DEMO_PASSWORD, type E2E, login, apiLogin as signedClient, startE2E } from './harness.ts';

const dir = process.env.E2E_SCREENSHOT_DIR ?? join(tmpdir(), 'union-finance-screens');
const fs = '/final/financialSoftware';
const paths = {
  balance: `${fs}/accountQueryPrinting/account-balance-sheet`,
  detail: `${fs}/accountQueryPrinting/ordinary-ledger`,
  general: `${fs}/accountQueryPrinting/list-general-ledger`,
  multiColumn: `${fs}/accountQueryPrinting/list-multi-column-ledger`,
  cashJournal: `${fs}/accountQueryPrinting/cash-journal`,
  bankJournal: `${fs}/accountQueryPrinting/bank-journal`,
  daily: `${fs}/accountQueryPrinting/cash-banking-day`,
  summary: `${fs}/VoucherInquiryAndPrinting/summaryOfSubjects`,
  numbers: `${fs}/VoucherInquiryAndPrinting/vouchers-numbers`,
  deptBalance: `${fs}/departments/balance-department`,
  deptDetail: `${fs}/departments/departmental-ledger`,
  deptGeneral: `${fs}/departments/departmental-general-ledger`,
  continuousPrint: `${fs}/VoucherInquiryAndPrinting/continuous-printing`,
  deptSubjects: `${fs}/departments/subject-of-a-department`,
  classification: `${fs}/VoucherInquiryAndPrinting/voucher-classification-table`,
  auxBalance: '/final/auxiliaryAccount/balance-sheet-auxiliary',
  auxDetail: '/final/auxiliaryAccount/auxiliary-item-details',
  statements: `${fs}/accountReport/financial-report-stats`,
};

// The screens open on the session's year and this month, so the vouchers go there.
const now = new Date();
const year = now.getFullYear();
const month = now.getMonth() + 1;
const mm = String(month).padStart(2, '0');
const date = (day: number) => `${year}-${mm}-${String(Math.min(day, now.getDate())).padStart(2, '0')}`;

let e2e: E2E;
let context: BrowserContext;
let page: Page;
const saved: VoucherView[] = [];

beforeAll(async () => {
  mkdirSync(dir, { recursive: true });
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

const apiLogin = (userName: string) => signedClient(e2e.server, userName);

function voucherBody(day: number, summary: string, lines: [string, string, string][]) {
  return {
    id: crypto.randomUUID(),
    voucherDate: date(day),
    numberOfDocument: 1,
    entries: lines.map(([code, debitAmount, creditAmount]) => ({ summary, code, debitAmount, creditAmount })),
  };
}

async function shot(name: string): Promise<void> {
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(dir, `books-${name}.png`) });
}

const cells = async (testId: string) => page.getByTestId(testId).getByRole('cell').allTextContents();

/** When each report answer kept in the browser's local databases was saved, by cache key. */
async function cachedReports(): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const info of await indexedDB.databases()) {
    if (!info.name) continue;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(info.name as string);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    if (db.objectStoreNames.contains('meta')) {
      const rows = await new Promise<{ key: string; updatedAt: number }[]>((resolve) => {
        const request = db.transaction('meta').objectStore('meta').getAll();
        request.onsuccess = () => resolve(request.result);
      });
      for (const row of rows) if (row.key.startsWith('remote:books:')) found[row.key] = row.updatedAt;
    }
    db.close();
  }
  return found;
}

async function open(path: string, screen: string): Promise<void> {
  await page.goto(path);
  await page.getByTestId(screen).waitFor();
  await page.getByTestId('report-table').waitFor();
}

describe('books', () => {
  it('制单 saves, 审核 audits and 记账 posts three vouchers', async () => {
    const zhidan = await apiLogin('zhidan');
    const bodies = [
      voucherBody(1, '支付工会会议场地费', [
        ['50502', '1280.00', ''],
        ['10201', '', '1280.00'],
      ]),
      voucherBody(2, '提取备用金', [
        ['101', '2000.00', ''],
        ['10201', '', '2000.00'],
      ]),
      voucherBody(3, '职工培训讲课费', [
        ['50501', '360.50', ''],
        ['101', '', '360.50'],
      ]),
    ];
    for (const body of bodies) {
      const answer = await zhidan.post<VoucherView>('/api/voucher/save', body);
      expect(answer.body.success, answer.body.message).toBe(true);
      saved.push(answer.body.data);
    }
    const ids = saved.map((v) => v.id);
    const audited = await (await apiLogin('shenhe')).post<{ done: string[] }>('/api/voucher/audit', { ids });
    expect(audited.body.data.done).toHaveLength(3);
    const posted = await (await apiLogin('jizhang')).post<{ done: string[] }>('/api/voucher/post', { ids });
    expect(posted.body.data.done).toHaveLength(3);
  });

  it('财务主管 sees 科目余额表, opens 明细账 of a subject and a voucher from a line', async () => {
    ({ context, page } = await e2e.newPage());
    await page.goto('/login');
    await login(e2e.server, page, 'zhuguan', DEMO_PASSWORD);
    await open(paths.balance, 'account-balance-screen');
    await page.getByTestId('report-row-10201').waitFor();
    // 经费集中户: opening 3,250,000.00, this month credit 3,280.00, closing 3,246,720.00.
    const row = await cells('report-row-10201');
    expect(row.slice(0, 2)).toEqual(['10201', '经费集中户']);
    expect(row[5]).toBe('3,280.00');
    expect(row[8]).toBe('3,246,720.00');
    expect(await cells('report-row-101')).toContain('10,139.50');
    expect(await page.getByTestId('trial-balance').textContent()).toContain('试算平衡');
    await shot('balance');

    await page.getByTestId('report-row-10201').click();
    await page.waitForURL((url) => url.pathname === paths.detail);
    expect(new URL(page.url()).searchParams.get('code')).toBe('10201');
    await page.getByTestId('detail-ledger-screen').waitFor();
    const line = page
      .getByTestId('detail-ledger-screen')
      .locator(`[data-testid^="report-row-${saved[1]?.id}"]`);
    await line.waitFor();
    const lineCells = await line.getByRole('cell').allTextContents();
    expect(lineCells).toContain('提取备用金');
    expect(lineCells).toContain('2,000.00');
    expect(lineCells).toContain('3,246,720.00');
    const detail = page.getByTestId('detail-ledger-screen');
    expect(await detail.getByTestId('report-count').textContent()).toBe('本页 2 笔凭证分录');
    // One page (20 a page): the pager knows the total and the last page.
    expect(await detail.getByTestId('pager-total').textContent()).toBe('共 2 条');
    expect(await detail.getByTestId('pager-page').textContent()).toBe('第 1 / 1 页');
    await shot('detail');

    await line.click();
    const view = page.getByRole('dialog', { name: '查看凭证' });
    await view.getByTestId('view-voucher-no').waitFor();
    expect(await view.getByTestId('view-voucher-no').textContent()).toBe(
      `记-${String(saved[1]?.voucherNo).padStart(4, '0')}`,
    );
    await shot('voucher');
    await page.keyboard.press('Escape');
  });

  it('exports 科目余额表 to .xlsx with numeric amounts', async () => {
    await open(paths.balance, 'account-balance-screen');
    await page.getByTestId('report-row-10201').waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出Excel' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`科目余额表_${year}年${mm}月.xlsx`);
    const target = join(dir, 'books-balance.xlsx');
    await file.saveAs(target);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(target);
    const ws = book.worksheets[0];
    expect(ws?.getCell('A1').value).toBe('科目余额表');
    const at = ws?.getColumn(1).values.indexOf('10201') ?? -1;
    expect(at).toBeGreaterThan(4);
    expect(ws?.getCell(at, 6).value).toBe(3280);
    expect(ws?.getCell(at, 6).numFmt).toBe('#,##0.00');
    expect(ws?.getCell(at, 9).value).toBe(3246720);
  });

  it('prints on A4 landscape with the title, unit and period', async () => {
    await page.evaluate(() => {
      window.print = () => {};
    });
    await page.getByRole('button', { name: '打印' }).click();
    await page.locator('#report-print-root table').waitFor({ state: 'attached' });
    await page.emulateMedia({ media: 'print' });
    await shot('print');
    const root = page.locator('#report-print-root');
    expect(await root.locator('h1').textContent()).toBe('科目余额表');
    expect(await root.textContent()).toContain(`期间：${year}年${mm}月`);
    await page.emulateMedia({ media: 'screen' });
  });

  it('shows 资产负债表 balanced, and 收入支出表', async () => {
    await open(paths.statements, 'financial-statements-screen');
    await page.getByTestId('tie-out').waitFor();
    expect(await page.getByTestId('tie-out').textContent()).toContain('报表平衡');
    await shot('balance-sheet');
    await page.getByText('收入支出表', { exact: true }).click();
    await page.getByTestId('report-row-expense').waitFor();
    expect(await cells('report-row-expense')).toContain('1,640.50');
    await shot('income-expense');
  });

  it('shows a report offline from the last fetched data, marked with its time', async () => {
    const loaded = Date.now();
    await open(paths.balance, 'account-balance-screen');
    await page.getByTestId('report-row-10201').waitFor();
    // After a reload the local database opens a moment later (the screen's call goes first); the
    // screen then asks again and keeps that answer.
    const savedSince = async () =>
      Object.entries(await page.evaluate(cachedReports)).some(
        ([key, at]) => key.includes('/api/ledger/balance?') && at >= loaded,
      );
    await expect.poll(savedSince, { timeout: 15_000 }).toBe(true);
    await context.setOffline(true);
    await page.getByTestId('report-offline').waitFor();
    await expect
      .poll(() => page.getByTestId('report-offline').textContent())
      .toMatch(/^离线：显示 \d{4}-\d{2}-\d{2} \d{2}:\d{2} 的数据$/);
    expect((await cells('report-row-10201'))[8]).toBe('3,246,720.00');
    await shot('offline');
    await context.setOffline(false);
  });

  it('shows every other book screen with its figures', async () => {
    const inScreen = (screen: string) => page.getByTestId(screen);
    const screens: [string, string, string, (screen: string) => Promise<void>][] = [
      [
        paths.general,
        'general-ledger-screen',
        'general',
        async (sc) => {
          expect(await cells('report-row-101:0')).toContain('库存现金');
          await inScreen(sc).getByText('10,139.50').first().waitFor();
        },
      ],
      [
        `${paths.multiColumn}?code=505`,
        'multi-column-screen',
        'multi-column',
        async (sc) => {
          await inScreen(sc).getByRole('columnheader', { name: '会议支出' }).waitFor();
          await inScreen(sc).getByText('支付工会会议场地费').waitFor();
        },
      ],
      [
        paths.cashJournal,
        'cash-journal-screen',
        'cash-journal',
        async (sc) => {
          await inScreen(sc).getByText('本日合计').first().waitFor();
          await inScreen(sc).getByText('职工培训讲课费').waitFor();
        },
      ],
      [
        paths.bankJournal,
        'bank-journal-screen',
        'bank-journal',
        async (sc) => {
          await inScreen(sc).getByText('支付工会会议场地费').waitFor();
        },
      ],
      [
        paths.daily,
        'cash-bank-daily-screen',
        'daily',
        async () => {
          expect(await cells('report-row-t:cash')).toContain('10,139.50');
          expect(await cells('report-row-t:all')).toContain('3,376,859.50');
        },
      ],
      [
        paths.summary,
        'subject-summary-screen',
        'summary',
        async () => {
          expect(await page.getByTestId('voucher-range').textContent()).toContain('凭证共 3 张');
          expect(await cells('report-row-505')).toContain('1,640.50');
        },
      ],
      [
        paths.numbers,
        'voucher-numbers-screen',
        'numbers',
        async () => {
          expect(await page.getByTestId('gap-count').textContent()).toContain('没有断号');
        },
      ],
      [
        paths.deptBalance,
        'department-balance-screen',
        'dept-balance',
        async () => {
          expect(await page.getByTestId('report-row-g:01').textContent()).toBe('部门：01 办公室');
          expect(await cells('report-row-01:135')).toContain('6,000.00');
        },
      ],
      [
        paths.deptDetail,
        'department-detail-screen',
        'dept-detail',
        async (sc) => {
          await inScreen(sc).getByText('6,000.00').first().waitFor();
        },
      ],
      [
        paths.deptGeneral,
        'department-general-screen',
        'dept-general',
        async (sc) => {
          await inScreen(sc).getByText('部门：01 办公室').waitFor();
          await inScreen(sc).getByText('6,000.00').first().waitFor();
        },
      ],
      [
        paths.deptSubjects,
        'department-subjects-screen',
        'dept-subjects',
        async (sc) => {
          // The three vouchers carry no department: the period has no department movement (the
          // figures themselves are checked against the oracle in test/server/ledger-extra.test.ts).
          await inScreen(sc).getByText('共 0 个部门').waitFor();
        },
      ],
      [
        paths.classification,
        'voucher-classification-screen',
        'classification',
        async () => {
          expect(await page.getByTestId('voucher-count').textContent()).toContain('共 3 张凭证');
        },
      ],
      [
        `${paths.auxBalance}?typeNo=01`,
        'aux-balance-screen',
        'aux-balance-department',
        async () => {
          // The built-in 部门 type reads the lines' departments, as 部门余额表 does.
          expect(await cells('report-row-01:135')).toContain('6,000.00');
        },
      ],
      [
        paths.auxBalance,
        'aux-balance-screen',
        'aux-balance',
        async () => {
          expect(await page.getByTestId('report-row-g:P001').textContent()).toContain('P001');
        },
      ],
      [
        paths.auxDetail,
        'aux-detail-screen',
        'aux-detail',
        async (sc) => {
          await inScreen(sc).getByText('上年结转').waitFor();
        },
      ],
    ];
    for (const [path, screen, name, check] of screens) {
      await open(path, screen);
      await check(screen);
      await shot(name);
    }
  });

  it('凭证连续打印 lists the posted vouchers and prints them all in one job', async () => {
    await page.goto(paths.continuousPrint);
    await page.getByTestId('continuous-print-screen').waitFor();
    await page.getByTestId('print-list').getByText('记-0003').waitFor();
    expect(await page.getByTestId('report-count').textContent()).toContain('共 3 张凭证');
    await shot('continuous-print');
    // The print root is removed right after print() returns: the stub keeps a copy to look at.
    await page.evaluate(() => {
      window.print = () => {
        const copy = document.createElement('div');
        copy.id = 'printed-copy';
        copy.style.background = '#888';
        copy.innerHTML = document.getElementById('voucher-print-root')?.innerHTML ?? '';
        document.body.appendChild(copy);
      };
    });
    await page.getByTestId('print-all').click();
    const sheets = page.locator('#printed-copy section');
    await sheets.first().waitFor();
    expect(await sheets.count()).toBe(3);
    expect(await sheets.first().textContent()).toContain('记 字第 0001 号');
    await page.locator('#printed-copy').screenshot({ path: join(dir, 'books-continuous-print-sheets.png') });
  });

  it('明细账 pages 20 lines at a time, carries the balance over, and exports the whole book', async () => {
    // 22 more credits of 10.00 to 经费集中户 on day 1: with 记-0001 there, page 1 holds 20 lines
    // (记-0001, 记-0004 … 记-0022) and page 2 the other four.
    const zhidan = await apiLogin('zhidan');
    const ids: string[] = [];
    for (let i = 0; i < 22; i++) {
      const body = voucherBody(1, `工会小组活动费 ${i + 1}`, [
        ['50502', '10.00', ''],
        ['10201', '', '10.00'],
      ]);
      const answer = await zhidan.post<VoucherView>('/api/voucher/save', body);
      expect(answer.body.success, answer.body.message).toBe(true);
      ids.push(answer.body.data.id);
    }
    await (await apiLogin('shenhe')).post('/api/voucher/audit', { ids });
    const posted = await (await apiLogin('jizhang')).post<{ done: string[] }>('/api/voucher/post', { ids });
    expect(posted.body.data.done).toHaveLength(22);

    await open(`${paths.detail}?code=10201`, 'detail-ledger-screen');
    const detail = page.getByTestId('detail-ledger-screen');
    await detail.getByTestId(`report-row-过次页:${month}`).waitFor();
    expect(await detail.getByTestId('report-count').textContent()).toBe('本页 20 笔凭证分录');
    expect(await detail.getByTestId('pager-page').textContent()).toBe('第 1 页');
    // 3,250,000.00 less 1,280.00 and 19 × 10.00.
    expect(await cells(`report-row-过次页:${month}`)).toContain('3,248,530.00');
    await shot('detail-page-1');

    await detail.getByRole('button', { name: '下一页' }).click();
    await detail.getByTestId(`report-row-承前页:${month}`).waitFor();
    expect(await cells(`report-row-承前页:${month}`)).toContain('3,248,530.00');
    expect(await detail.getByTestId('pager-total').textContent()).toBe('共 24 条');
    expect(await detail.getByTestId('pager-page').textContent()).toBe('第 2 / 2 页');
    expect(await detail.getByTestId('report-count').textContent()).toBe('本页 4 笔凭证分录');
    await shot('detail-page-2');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出Excel' }).click();
    const target = join(dir, 'books-detail.xlsx');
    await (await download).saveAs(target);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(target);
    const words = (book.worksheets[0]?.getColumn(2).values ?? []).filter(
      (v) => typeof v === 'string' && v.startsWith('记-'),
    );
    // Every line of the book, not the shown page; no 承前页/过次页 in a file without pages.
    expect(words).toHaveLength(24);
    const texts = JSON.stringify(book.worksheets[0]?.getSheetValues());
    expect(texts).not.toContain('承前页');
  });
});
