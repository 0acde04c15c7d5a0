// 其他日报表, 部门日报表 and 科目汇总表's voucher filters in Chromium against the real server: 制单
// saves three vouchers (two on 135 其他应收款 with a department and a person), 审核 audits and 记账
// posts them; 财务主管 opens each screen, checks its figures against the API, picks subjects (kept
// on this device across a reload), exports .xlsx (read back here) and follows a row to its book.
// Screenshots go to E2E_SCREENSHOT_DIR (default /tmp/shots-books-daily).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/core/money.ts';
import type { VoucherView } from '../../src/core/voucher/types.ts';
import type { TestClient } from '../server/harness.ts';
import { DEMO_PASSWORD, type E2E, login, apiLogin as signedClient, startE2E } from './harness.ts';

const dir = process.env.E2E_SCREENSHOT_DIR ?? '/tmp/shots-books-daily';
const fs = '/final/financialSoftware';
const paths = {
  otherDaily: `${fs}/accountQueryPrinting/other-daily-reports`,
  departmentDaily: `${fs}/departments/departments-date-report`,
  summary: `${fs}/VoucherInquiryAndPrinting/summaryOfSubjects`,
  detail: `${fs}/accountQueryPrinting/ordinary-ledger`,
  departmentDetail: `${fs}/departments/departmental-ledger`,
};

// The daily screens open on today in the session's year, so the vouchers go there.
const now = new Date();
const year = now.getFullYear();
const mm = String(now.getMonth() + 1).padStart(2, '0');
const day = (d: number) => `${year}-${mm}-${String(Math.min(d, now.getDate())).padStart(2, '0')}`;
const today = day(31);
const first = day(1);

let e2e: E2E;
let context: BrowserContext;
let page: Page;
let zhuguan: TestClient;
const saved: VoucherView[] = [];

beforeAll(async () => {
  mkdirSync(dir, { recursive: true });
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

const apiLogin = (userName: string) => signedClient(e2e.server, userName);

interface Line {
  code: string;
  debitAmount: string;
  creditAmount: string;
  departmentCode?: string;
  auxis?: { typeNo: string; infoNo: string }[];
}

const voucher = (date: string, attachments: number, summary: string, entries: Line[]) => ({
  id: crypto.randomUUID(),
  voucherDate: date,
  numberOfDocument: attachments,
  entries: entries.map((e) => ({ summary, ...e })),
});

async function apiGet<T>(path: string, query: Record<string, string>): Promise<T> {
  const answer = await zhuguan.get<T>(path, query);
  expect(answer.body.success, answer.body.message).toBe(true);
  return answer.body.data;
}

async function shot(name: string): Promise<void> {
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(dir, `${name}.png`) });
}

const cells = (testId: string) => page.getByTestId(testId).getByRole('cell').allTextContents();

/** The keys of the report answers this browser keeps for offline use. */
async function cachedReports(): Promise<string[]> {
  const keys: string[] = [];
  for (const info of await indexedDB.databases()) {
    if (!info.name) continue;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(info.name as string);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    if (db.objectStoreNames.contains('meta')) {
      const found = await new Promise<IDBValidKey[]>((resolve) => {
        const request = db.transaction('meta').objectStore('meta').getAllKeys();
        request.onsuccess = () => resolve(request.result);
      });
      for (const key of found) if (String(key).startsWith('remote:books:')) keys.push(String(key));
    }
    db.close();
  }
  return keys;
}

async function open(path: string, screen: string): Promise<void> {
  await page.goto(path);
  await page.getByTestId(screen).waitFor();
  await page.getByTestId('report-table').waitFor();
}

/** Exports the report on screen and reads the workbook back. */
async function exported(name: string): Promise<ExcelJS.Worksheet> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出Excel' }).click();
  const file = await download;
  const target = join(dir, name);
  await file.saveAs(target);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(target);
  return book.worksheets[0] as ExcelJS.Worksheet;
}

interface Shown {
  direction: string;
  balance: string;
}

interface DayRow {
  code: string;
  previous: Shown;
  debit: string;
  credit: string;
  today: Shown;
}

describe('daily reports', () => {
  it('制单 saves, 审核 audits and 记账 posts three vouchers, two with a department', async () => {
    const zhidan = await apiLogin('zhidan');
    const bodies = [
      voucher(first, 1, '职工借支差旅费', [
        {
          code: '135',
          debitAmount: '400.00',
          creditAmount: '',
          departmentCode: '02',
          auxis: [{ typeNo: '02', infoNo: 'P002' }],
        },
        { code: '101', debitAmount: '', creditAmount: '400.00' },
      ]),
      voucher(today, 2, '职工借支会务费', [
        {
          code: '135',
          debitAmount: '1500.00',
          creditAmount: '',
          departmentCode: '01',
          auxis: [{ typeNo: '02', infoNo: 'P001' }],
        },
        { code: '10201', debitAmount: '', creditAmount: '1500.00' },
      ]),
      voucher(today, 1, '职工培训讲课费', [
        { code: '50501', debitAmount: '360.50', creditAmount: '' },
        { code: '101', debitAmount: '', creditAmount: '360.50' },
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
    zhuguan = await apiLogin('zhuguan');
  });

  it('其他日报表 shows every subject outside cash and bank that moved or holds a balance', async () => {
    ({ context, page } = await e2e.newPage());
    await page.goto('/login');
    await login(e2e.server, page, 'zhuguan', DEMO_PASSWORD);
    await open(paths.otherDaily, 'other-daily-screen');
    await page.getByTestId('report-row-135').waitFor();
    const api = await apiGet<{ rows: DayRow[]; total: { today: Shown } }>('/api/ledger/otherDailyReport', {
      date: today,
    });
    const r135 = api.rows.find((r) => r.code === '135') as DayRow;
    // 26,000.00 opening, 400.00 on the 1st, 1,500.00 today.
    expect(r135.today).toEqual({ direction: '借', balance: '27900.00' });
    const row = await cells('report-row-135');
    expect(row.slice(0, 2)).toEqual(['135', '其他应收款']);
    expect(row[9]).toBe(formatMoney(r135.today.balance));
    expect(row[4]).toBe(formatMoney(r135.debit));
    expect(await page.getByTestId('report-row-101').count()).toBe(0);
    expect(await page.getByTestId('report-row-10201').count()).toBe(0);
    expect((await cells('report-row-total'))[9]).toBe(formatMoney(api.total.today.balance));
    expect(await page.getByTestId('daily-scope').textContent()).toBe('科目：现金、银行存款以外的全部科目');
    await shot('other-daily-all');
  });

  it('其他日报表 keeps the picked subjects on this device and exports them', async () => {
    const pick = page.getByRole('combobox', { name: '指定科目' });
    await pick.click();
    await pick.fill('135');
    await page.getByRole('option', { name: '135 其他应收款' }).click();
    await page.keyboard.press('Escape');
    // The tree picker adds an end-level subject.
    await page.getByRole('button', { name: '选择…' }).click();
    const picker = page.getByRole('dialog', { name: '选择科目' });
    await picker.getByLabel('过滤科目').fill('50501');
    await picker.getByTestId('subject-node-50501').waitFor();
    await picker.getByLabel('过滤科目').press('Enter');
    await picker.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByTestId('daily-scope').textContent()).toBe('科目：135、50501');
    await page.getByTestId('report-row-50501').waitFor();
    const api = await apiGet<{ rows: DayRow[]; total: { debit: string; today: Shown } }>(
      '/api/ledger/otherDailyReport',
      { date: today, codes: '135,50501' },
    );
    expect(api.rows.map((r) => r.code)).toEqual(['135', '50501']);
    await expect.poll(async () => await page.getByTestId('report-table').locator('tbody tr').count()).toBe(3);
    expect((await cells('report-row-total'))[4]).toBe(formatMoney(api.total.debit));
    expect(api.total.debit).toBe('1860.50');

    await page.reload();
    await page.getByTestId('report-row-50501').waitFor();
    expect(await page.getByTestId('daily-scope').textContent()).toBe('科目：135、50501');
    await shot('other-daily-chosen');

    // Offline, the last answer of the same choice shows, marked with its time.
    await expect
      .poll(async () =>
        (await page.evaluate(cachedReports)).some((k) => k.includes('otherDailyReport?codes=135,50501')),
      )
      .toBe(true);
    await context.setOffline(true);
    await page.getByTestId('report-offline').waitFor();
    expect((await cells('report-row-135'))[9]).toBe('27,900.00');
    await shot('other-daily-offline');
    await context.setOffline(false);

    const ws = await exported('other-daily.xlsx');
    expect(ws.getCell('A1').value).toBe('其他日报表');
    const at = ws.getColumn(1).values.indexOf('135');
    expect(at).toBeGreaterThan(3);
    expect(ws.getCell(at, 10).value).toBe(27900);
    expect(ws.getCell(at, 10).numFmt).toBe('#,##0.00');

    await page.getByTestId('report-row-135').click();
    await page.waitForURL((url) => url.pathname === paths.detail);
    expect(new URL(page.url()).searchParams.get('code')).toBe('135');
    await page.getByTestId('detail-ledger-screen').waitFor();
  });

  it('部门日报表 shows each department with its 小计 and a 合计', async () => {
    await open(paths.departmentDaily, 'department-daily-screen');
    await page.getByTestId('report-row-01:135').waitFor();
    const api = await apiGet<{
      departments: { code: string; rows: DayRow[]; total: { today: Shown } }[];
      total: { debit: string; today: Shown };
    }>('/api/ledger/departmentDailyReport', { date: today });
    expect(api.departments.map((d) => d.code)).toEqual(['01', '02']);
    const office = api.departments[0]?.rows.find((r) => r.code === '135') as DayRow;
    expect(office).toMatchObject({
      previous: { direction: '借', balance: '6000.00' },
      debit: '1500.00',
      today: { direction: '借', balance: '7500.00' },
    });
    const row = await cells('report-row-01:135');
    expect(row.slice(0, 4)).toEqual(['01', '办公室', '135', '其他应收款']);
    expect(row[5]).toBe('6,000.00');
    expect(row[6]).toBe(formatMoney(office.debit));
    expect(row[9]).toBe(formatMoney(office.today.balance));
    expect((await cells('report-row-s:01'))[9]).toBe('7,500.00');
    expect((await cells('report-row-total'))[9]).toBe(formatMoney(api.total.today.balance));
    expect(api.total.today.balance).toBe('27900.00');
    expect(await page.getByTestId('report-count').textContent()).toBe('共 2 个部门');
    await shot('department-daily');

    const ws = await exported('department-daily.xlsx');
    expect(ws.getCell('A1').value).toBe('部门日报表');
    const at = ws.getColumn(1).values.indexOf('01');
    expect(ws.getCell(at, 3).value).toBe('135');
    expect(ws.getCell(at, 7).value).toBe(1500);
    expect(ws.getCell(at, 10).value).toBe(7500);

    // One department only.
    await page.getByRole('combobox', { name: '部门' }).click();
    await page.getByRole('option', { name: '02 财务部' }).click();
    await expect.poll(() => page.getByTestId('report-count').textContent()).toBe('共 1 个部门');
    expect(await page.getByTestId('report-row-01:135').count()).toBe(0);
    expect((await cells('report-row-02:135'))[9]).toBe('20,400.00');
    await shot('department-daily-one');

    await page.getByTestId('report-row-02:135').click();
    await page.waitForURL((url) => url.pathname === paths.departmentDetail);
    const link = new URL(page.url()).searchParams;
    expect([link.get('deptCode'), link.get('code')]).toEqual(['02', '135']);
  });

  it('部门科目汇总表 shows the month’s department movements side by side, as the API has them', async () => {
    await open(`${fs}/departments/subject-of-a-department`, 'department-subjects-screen');
    await page.getByTestId('report-row-135').waitFor();
    const api = await apiGet<{
      departments: { code: string; name: string }[];
      rows: { code: string; debit: string; departments: Record<string, { debit: string; credit: string }> }[];
      total: { debit: string };
    }>('/api/ledger/departmentSubjects', {
      year: String(year),
      monthFrom: String(Number(mm)),
      monthTo: String(Number(mm)),
      level: '1',
    });
    expect(api.departments.map((d) => d.code)).toEqual(['01', '02']);
    const row = api.rows.find((r) => r.code === '135');
    // The two department vouchers of this test: 1,500.00 to 办公室 and 400.00 to 财务部.
    expect(row?.departments['01']?.debit).toBe('1500.00');
    expect(row?.departments['02']?.debit).toBe('400.00');
    expect(row?.debit).toBe('1900.00');
    const shown = await cells('report-row-135');
    expect(shown).toEqual(expect.arrayContaining(['135', '1,500.00', '400.00', '1,900.00']));
    expect(await page.getByText('共 2 个部门').count()).toBe(1);
    await shot('department-subjects');
  });

  it('科目汇总表 sums a date and number range of vouchers and counts their attachments', async () => {
    await open(
      `${paths.summary}?dateFrom=${first}&dateTo=${today}&voucherType=${encodeURIComponent('记')}`,
      'subject-summary-screen',
    );
    await page.getByTestId('report-row-135').waitFor();
    const api = await apiGet<{
      voucherCount: number;
      attachmentCount: number;
      rows: { code: string; debit: string }[];
    }>('/api/ledger/subjectSummary', {
      year: String(year),
      monthFrom: mm,
      monthTo: mm,
      level: '1',
      dateFrom: first,
      dateTo: today,
      voucherType: '记',
    });
    expect([api.voucherCount, api.attachmentCount]).toEqual([3, 4]);
    expect(await page.getByTestId('voucher-range').textContent()).toContain('凭证共 3 张，附单据 4 张');
    expect(await cells('report-row-135')).toContain('1,900.00');
    expect(await page.getByTestId('report-period').textContent()).toContain(`${first} 至 ${today}`);
    await shot('subject-summary-dates');

    // 凭证号 2 to 2: the second voucher alone (135 1,500.00 against 10201).
    const second = saved[1]?.voucherNo ?? 2;
    await page.getByLabel('起始凭证号').fill(String(second));
    await page.getByLabel('起始凭证号').press('Enter');
    await page.getByLabel('结束凭证号').fill(String(second));
    await page.getByLabel('结束凭证号').press('Enter');
    await expect
      .poll(() => page.getByTestId('voucher-range').textContent())
      .toContain('凭证共 1 张，附单据 2 张');
    expect(await cells('report-row-135')).toContain('1,500.00');
    expect(await cells('report-row-102')).toContain('1,500.00');
    await shot('subject-summary-numbers');
  });
});
