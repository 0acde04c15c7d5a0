// 银行对账 in Chromium against the real server, as 出纳 (chuna): the demo account 10201 has October's
// statement; import November's (.xlsx) on 银行对账单, 自动对账 on 银行对账 (the cheque by its number,
// a deposit by amount and date), 勾对 one pair by hand (a deposit 51 days apart, beyond the window),
// then the 余额调节表 on 2026-11-30 balances and is exported. No request of the session fails.
// Screenshots go to E2E_SCREENSHOTS (recon-*.png).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, type E2E, login, startE2E } from './harness.ts';

const dir = process.env.E2E_SCREENSHOTS ?? '/tmp/shots';
const base = '/final/financialSoftware/reconciliations';

let e2e: E2E;
let page: Page;

beforeAll(async () => {
  mkdirSync(dir, { recursive: true });
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

async function shot(name: string): Promise<void> {
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(dir, `recon-${name}.png`), fullPage: true });
}

const HEADER = [
  '账号',
  '账户名称',
  '交易时间',
  '借方发生额（支取）',
  '贷方发生额（收入）',
  '余额',
  '币种',
  '对方户名',
  '对方账号',
  '对方开户机构',
  '记账日期',
  '摘要',
  '备注',
  '账户明细编号-交易流水号',
  '企业流水号',
  '凭证种类',
  '凭证号',
];
const ACCOUNT = '44050100000000000001';

async function november(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('交易明细');
  sheet.addRow(HEADER);
  const rows = [
    ['20261105 10:00:00', '0.00', '5000.00', '3250141.25', '示范物业有限公司', '退回押金', '0005'],
    ['20261120 09:30:00', '0.00', '120000.00', '3370141.25', '示范市税务局', '税务代收工会经费', '0006'],
    ['20261125 15:00:00', '300.00', '0.00', '3369841.25', '示范印刷厂', '印刷费', '0007'],
  ];
  for (const [time, out, inn, balance, who, summary, serial] of rows)
    sheet.addRow([
      ACCOUNT,
      '示范市总工会',
      time,
      out,
      inn,
      balance,
      '人民币元',
      who,
      '',
      '',
      time?.slice(0, 8),
      summary,
      '',
      `${ACCOUNT}-${serial}`,
      '',
      '',
      '',
    ]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('银行对账 in the browser', () => {
  it('imports a statement, matches automatically and by hand, and exports a balanced 余额调节表', async () => {
    const opened = await e2e.newPage();
    page = opened.page;
    const failures: string[] = [];
    page.on('console', (m) => {
      // The harness blocks service workers; the app says so, which is not this screen's fault.
      if (m.type() === 'error' && !m.text().includes('service worker registration failed'))
        failures.push(`console: ${m.text()}`);
    });
    page.on('pageerror', (e) => failures.push(`page: ${e.message}`));
    page.on('response', async (r) => {
      if (r.status() >= 400)
        failures.push(`${r.status()} ${r.url()} ${await r.text().catch(() => '')} ${page.url()}`);
    });

    await page.goto(`${base}/bank-copy`);
    await login(e2e.server, page, 'chuna', DEMO_PASSWORD);
    await page.goto(`${base}/bank-copy`);
    const statement = page.getByTestId('bank-copy-screen');
    await statement
      .getByRole('cell', { name: '账户管理费' })
      .or(statement.getByRole('cell', { name: '收费' }))
      .first()
      .waitFor();
    await expect.poll(() => statement.getByRole('row').filter({ hasText: '2026-10-' }).count()).toBe(4);

    await statement.getByRole('button', { name: '导入对账单' }).click();
    const dialog = page.getByRole('dialog', { name: '导入银行对账单' });
    await dialog.locator('input[type="file"]').setInputFiles({
      name: '建设银行对账单_2026年11月.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await november(),
    });
    await shot('import');
    await dialog.getByRole('button', { name: '导入' }).click();
    await expect(dialog.getByTestId('import-result').textContent()).resolves.toMatch(
      /已导入 3 条（建设银行格式）/,
    );
    await dialog.getByRole('button', { name: '关闭' }).click();
    await expect
      .poll(() => statement.getByRole('row').filter({ hasText: '2026-11-' }).count(), { timeout: 15_000 })
      .toBe(3);
    await shot('statement');

    await page.goto(`${base}/reconciliations`);
    const work = page.getByTestId('reconcile-screen');
    const groups = work.getByRole('table', { name: '已勾对的记录' });
    await work
      .getByRole('table', { name: '未勾对的银行对账单' })
      .getByRole('cell', { name: '税务代收工会经费' })
      .first()
      .waitFor();
    await shot('before');
    await work.getByRole('button', { name: '自动对账' }).click();
    await expect
      .poll(() => groups.getByRole('row').filter({ hasText: '自动' }).count(), { timeout: 15_000 })
      .toBe(2);

    await work.getByRole('checkbox', { name: /^选择 日记账 2026-09-15/ }).check();
    await work.getByRole('checkbox', { name: /^选择 对账单 2026-11-05/ }).check();
    await expect(work.getByTestId('picked-sums').textContent()).resolves.toContain(
      '已选银行对账单 1 笔，收 5,000.00',
    );
    await shot('picked');
    await work.getByRole('button', { name: '勾对', exact: true }).click();
    await expect
      .poll(() => groups.getByRole('row').filter({ hasText: '手工' }).count(), { timeout: 15_000 })
      .toBe(1);
    await shot('matched');

    await page.goto(`${base}/bank-balance-adjustment`);
    const report = page.getByTestId('adjustment-screen');
    const date = report.getByRole('textbox', { name: '截止日期' });
    await date.fill('2026-11-30');
    await date.press('Tab');
    await report.getByTestId('balanced').waitFor();
    await expect.poll(() => report.getByTestId('book-adjusted').textContent()).toBe('3,369,841.25');
    expect(await report.getByTestId('bank-adjusted').textContent()).toBe('3,369,841.25');
    expect(await report.getByTestId('bank-balance').textContent()).toBe('3,369,841.25');
    expect(await report.getByTestId('book-balance').textContent()).toBe('3,250,000.00');
    await shot('adjustment');

    const download = page.waitForEvent('download');
    await report.getByRole('button', { name: '导出Excel' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('银行存款余额调节表_10201_2026-11-30.xlsx');
    const target = join(dir, 'recon-adjustment.xlsx');
    await file.saveAs(target);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(target);
    expect(book.worksheets.map((w) => w.name)).toEqual(['银行存款余额调节表', '未达账项明细']);
    const cells: unknown[] = [];
    book.worksheets[0]?.eachRow((row) => {
      cells.push(...(row.values as unknown[]));
    });
    expect(cells).toContain('调节后的存款余额');
    expect(cells).toContain(3369841.25);

    // The stored matches are what the screens said: three groups, one by hand.
    const rules = await e2e.server.handle.db.selectFrom('recon_match').select('rule').orderBy('id').execute();
    expect(rules.map((r) => r.rule).sort()).toEqual(['date', 'manual', 'settleNo']);
    expect(failures).toEqual([]);
  });

  it('opens every screen of the module without a failed request', async () => {
    const opened = await e2e.newPage();
    page = opened.page;
    const failures: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && !m.text().includes('service worker registration failed'))
        failures.push(`console: ${m.text()}`);
    });
    page.on('response', (r) => {
      if (r.status() >= 400) failures.push(`${r.status()} ${r.url()}`);
    });
    await page.goto(`${base}/calculation-mode-setting`);
    await login(e2e.server, page, 'chuna', DEMO_PASSWORD);
    const screens: Array<[string, string, string]> = [
      ['calculation-mode-setting', 'mode-screen', '自动对账条件'],
      ['specify-current-account', 'accounts-screen', '经费集中户'],
      ['reconciliation-date', 'start-date-screen', '2026-10-01'],
      ['Initial-enterprises-standards', 'book-opening-screen', '调整前余额'],
      ['init-back-account', 'bank-opening-screen', '调整前余额'],
      ['init-completion-confirmation', 'confirm-screen', '对账期初已于'],
      ['company-copy', 'company-copy-screen', '支付办公家具款'],
      ['enquiries-areoutstanding', 'outstanding-screen', '银收企未收'],
      ['last-outof-account', 'long-outstanding-screen', '未达天数'],
      ['accounts-handle', 'write-off-screen', '核销记录'],
    ];
    for (const [path, testId, text] of screens) {
      await page.goto(`${base}/${path}`);
      const screen = page.getByTestId(testId);
      await screen.getByText(text).first().waitFor();
      await shot(path);
    }
    expect(failures).toEqual([]);
  });

  it('undoes a match offline: queued on the device, sent once when the network is back', async () => {
    const opened = await e2e.newPage();
    page = opened.page;
    await page.goto(`${base}/reconciliations`);
    await login(e2e.server, page, 'chuna', DEMO_PASSWORD);
    await page.goto(`${base}/reconciliations`);
    const work = page.getByTestId('reconcile-screen');
    const groups = work.getByRole('table', { name: '已勾对的记录' });
    const manual = groups.getByRole('row').filter({ hasText: '手工' });
    await manual.waitFor();

    // Offline reading needs the answers kept on the device: wait until the workspace's are.
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const kept: string[] = [];
            for (const info of await indexedDB.databases()) {
              const req = indexedDB.open(info.name ?? '');
              const db: IDBDatabase = await new Promise((resolve, reject) => {
                req.onsuccess = () => resolve(req.result);
                req.onerror = () => reject(req.error);
              });
              if ([...db.objectStoreNames].includes('meta')) {
                const keys: IDBValidKey[] = await new Promise((resolve) => {
                  const r = db.transaction('meta').objectStore('meta').getAllKeys();
                  r.onsuccess = () => resolve(r.result);
                });
                kept.push(...keys.map(String));
              }
              db.close();
            }
            return ['accounts?', 'matches?', 'bookLines?', 'bankLines?'].every((k) =>
              kept.some((x) => x.includes(k)),
            );
          }),
        { timeout: 30_000 },
      )
      .toBe(true);
    // The confirmation opens online (the harness blocks the service worker, so a chunk first needed
    // offline could not load here); the network goes before the user confirms.
    await manual.getByRole('checkbox').check();
    await work.getByRole('button', { name: '取消勾对' }).click();
    const confirm = page.getByRole('dialog').getByRole('button', { name: '取消勾对' });
    await confirm.waitFor();
    await opened.context.setOffline(true);
    await confirm.click();
    await work.getByTestId('recon-pending').waitFor();
    // The screen still shows what the server last said; nothing has reached it yet.
    expect(await e2e.server.handle.db.selectFrom('recon_match').select('rule').execute()).toHaveLength(3);
    await shot('offline');

    await opened.context.setOffline(false);
    await expect.poll(() => work.getByTestId('recon-pending').count(), { timeout: 20_000 }).toBe(0);
    await expect
      .poll(() => groups.getByRole('row').filter({ hasText: '手工' }).count(), { timeout: 15_000 })
      .toBe(0);
    const rules = await e2e.server.handle.db.selectFrom('recon_match').select('rule').execute();
    expect(rules.map((r) => r.rule).sort()).toEqual(['date', 'settleNo']);
    const unmatches = await sql<{ n: number }>`
      select count(*)::int as n from idempotency where response @> ${JSON.stringify({ message: '已取消 1 组勾对' })}::jsonb
    `.execute(e2e.server.handle.db);
    expect(unmatches.rows).toEqual([{ n: 1 }]);
  });
});
