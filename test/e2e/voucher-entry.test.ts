// 凭证录入 in Chromium against the real server: zhidan (ledger set 001) types a four-line voucher
// with the keyboard only (Enter, the summary above, `=`), sees the 大写 total, saves and gets the
// server's number; the same voucher typed offline waits as 待同步 and reaches the server exactly
// once after the network returns. Screenshots of the empty, filled, preview and error states.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, DEMO_PASSWORD, type E2E, login, startE2E } from './harness.ts';

const entryPath = '/final/financialSoftware/certificateProcessing/accounting-billing-voucher';
const shots = process.env.E2E_SCREENSHOTS ?? '/tmp/shots';

let e2e: E2E;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  e2e = await startE2E();
  ({ context, page } = await e2e.newPage());
});
afterAll(async () => {
  await e2e?.close();
});
// A failed step leaves a picture of the screen behind, named after the test.
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') {
    await page
      .screenshot({ path: `${shots}/voucher-entry-FAILED-${ctx.task.name.slice(0, 20)}.png` })
      .catch(() => {});
  }
});

async function vouchersOf(ledger: string): Promise<{ id: string; voucher_no: number }[]> {
  return e2e.server.handle.db
    .selectFrom('voucher as v')
    .innerJoin('ledger_set as l', 'l.id', 'v.ledger_set_id')
    .select(['v.id', 'v.voucher_no'])
    .where('l.code', '=', ledger)
    .orderBy('v.voucher_no')
    .execute();
}

const cell = (name: string) => page.getByLabel(name, { exact: true });

/** The focused element's accessible label (to follow the cursor through the grid). */
const focusedLabel = () =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    return el?.getAttribute('aria-label') ?? el?.labels?.[0]?.textContent?.replace(/\s*\*$/, '') ?? '';
  });

async function expectFocus(label: string) {
  await expect.poll(focusedLabel, { timeout: 5_000 }).toBe(label);
}

/** Types one four-line voucher from the first summary cell, with the keyboard only. */
async function typeVoucher(): Promise<void> {
  const kb = page.keyboard;
  await expectFocus('第1行摘要');
  await kb.type('支付职工培训费');
  await kb.press('Enter');
  await expectFocus('第1行科目');
  await kb.type('50501');
  await kb.press('Enter');
  await expectFocus('第1行借方金额');
  await kb.type('1000');
  await kb.press('Enter');
  await expectFocus('第2行摘要');
  // An empty summary takes the one above.
  await kb.press('Enter');
  await expectFocus('第2行科目');
  await kb.type('101');
  await kb.press('Enter');
  await expectFocus('第2行贷方金额');
  await kb.press('=');
  await kb.press('Enter');
  await expectFocus('第3行摘要');
  await kb.type('支付劳动竞赛会议费');
  await kb.press('Enter');
  await kb.type('50502');
  await kb.press('Enter');
  await expectFocus('第3行借方金额');
  await kb.type('2500.5');
  await kb.press('Enter');
  await kb.press('Enter');
  await kb.type('10201');
  await kb.press('Enter');
  await expectFocus('第4行贷方金额');
  await kb.press('=');
  await expect.poll(() => cell('第4行贷方金额').inputValue()).toBe('2500.50');
}

/** Waits until the 合计 row shows these debit and credit totals. */
async function totalsShow(debit: string, credit: string): Promise<void> {
  await page
    .getByTestId('voucher-debit-total')
    .filter({ hasText: new RegExp(`^${debit}$`) })
    .waitFor();
  await page
    .getByTestId('voucher-credit-total')
    .filter({ hasText: new RegExp(`^${credit}$`) })
    .waitFor();
}

describe('凭证录入', () => {
  it('types a voucher with the keyboard, saves it and shows the server’s number', async () => {
    await page.goto('/login');
    await login(e2e.server, page, 'zhidan', DEMO_PASSWORD);
    await page.goto(entryPath);
    await page.getByRole('heading', { name: '凭证录入' }).waitFor();
    await page.getByTestId('voucher-title').getByText('记账凭证').waitFor();
    await page.screenshot({ path: `${shots}/voucher-entry-empty.png` });

    // Saving an empty voucher gets the rules' message, in the voucher and a dialog.
    await page.keyboard.press('Control+s');
    await page.getByRole('dialog').getByText('凭证至少需要 2 行分录').waitFor();
    await page.getByRole('button', { name: '确定' }).click();
    await cell('第1行摘要').click();

    await typeVoucher();
    // The totals come from the money worker a moment after the last keystroke.
    await totalsShow('3,500.50', '3,500.50');
    await expect(page.getByTestId('voucher-uppercase').textContent()).resolves.toContain(
      '人民币叁仟伍佰元零伍角整',
    );
    await page.screenshot({ path: `${shots}/voucher-entry-filled.png` });

    await page.getByRole('button', { name: '预览' }).click();
    const preview = page.getByRole('dialog', { name: '凭证预览' });
    await preview.getByTestId('voucher-sheet-1').waitFor();
    await expect(preview.getByTestId('voucher-sheet-1').textContent()).resolves.toContain('附单据 0 张');
    await page.screenshot({ path: `${shots}/voucher-entry-preview.png` });
    await preview.getByRole('button', { name: '关闭' }).click();

    await page.keyboard.press('Control+s');
    await page.getByTestId('voucher-number').getByText('0001').waitFor({ timeout: 15_000 });
    await page.getByTestId('voucher-saved').waitFor();
    const saved = await vouchersOf('001');
    expect(saved.map((v) => v.voucher_no)).toEqual([1]);
  });

  it('shows an error the server would give, on the row it names', async () => {
    await page.getByRole('button', { name: '新增', exact: true }).click();
    await expectFocus('第1行摘要');
    const kb = page.keyboard;
    await kb.type('支付电费');
    await kb.press('Enter');
    await kb.type('50502');
    await kb.press('Enter');
    await kb.type('112');
    await kb.press('Enter');
    await kb.press('Enter');
    await kb.type('101');
    await kb.press('Enter');
    await kb.type('100');
    await kb.press('Control+s');
    await page.getByTestId('voucher-error').getByText('借贷不平衡，差额 12.00').waitFor();
    await page.getByRole('button', { name: '确定' }).click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${shots}/voucher-entry-error.png` });

    // Typed but not saved: the draft survives a reload.
    await page.waitForTimeout(500);
    await page.reload();
    await expect.poll(() => cell('第1行摘要').inputValue(), { timeout: 10_000 }).toBe('支付电费');
    await page.getByTestId('voucher-unsaved').waitFor();
    await expect(cell('第2行贷方金额').inputValue()).resolves.toBe('100.00');
  });

  it('asks for 辅助核算 and 部门 with the keyboard, and prints through the browser', async () => {
    await page.getByRole('button', { name: '新增', exact: true }).click();
    await expectFocus('第1行摘要');
    const kb = page.keyboard;
    await kb.type('借支差旅费');
    await kb.press('Enter');
    // 135 其他应收款 has 人员 auxiliary accounting and department accounting in 001.
    await kb.type('135');
    await kb.press('Enter');
    const aux = page.getByRole('dialog', { name: '辅助核算' });
    await aux.waitFor();
    await expectFocus('人员');
    await kb.type('P002');
    await page.getByRole('option', { name: 'P002 陈报销' }).waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${shots}/voucher-entry-aux-picker.png` });
    await kb.press('ArrowDown');
    await kb.press('Enter');
    await kb.press('Enter');
    const dept = page.getByRole('dialog', { name: '选择部门' });
    await dept.waitFor();
    await expectFocus('过滤部门');
    await kb.type('财务');
    await kb.press('Enter');
    await expectFocus('第1行借方金额');
    await expect(cell('第1行辅助核算').textContent()).resolves.toBe('陈报销');
    await expect(cell('第1行部门').textContent()).resolves.toBe('财务部');
    await kb.type('800');
    await kb.press('Enter');
    await kb.press('Enter');
    // F2 opens the subject list; a filter and Enter choose.
    await kb.press('F2');
    await page.getByRole('dialog', { name: '选择科目' }).waitFor();
    await page.getByTestId('subject-node-101').waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${shots}/voucher-entry-subject-picker.png` });
    await kb.type('库存现金');
    await expect.poll(() => page.getByRole('treeitem').count()).toBe(1);
    await kb.press('Enter');
    await expectFocus('第2行贷方金额');
    await kb.press('=');
    await expect.poll(() => cell('第2行贷方金额').inputValue()).toBe('800.00');

    // 打印: the sheets go to a print-only root, then the browser's print dialog.
    await page.evaluate(() => {
      const w = window as unknown as { printed: string[] };
      w.printed = [];
      window.print = () => {
        w.printed.push(document.getElementById('voucher-print-root')?.textContent ?? '');
      };
    });
    // 打印 shows the print preview first (nothing printed yet), with the focus on its 打印.
    await page.getByRole('button', { name: '打印', exact: true }).click();
    const preview = page.getByRole('dialog', { name: '凭证预览' });
    await preview.getByTestId('voucher-sheet-1').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toBe('打印');
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${shots}/voucher-entry-print-preview.png` });
    expect(await page.evaluate(() => (window as unknown as { printed: string[] }).printed.length)).toBe(0);
    await page.emulateMedia({ media: 'print' });
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { printed: string[] }).printed.length))
      .toBe(1);
    await preview.waitFor({ state: 'hidden' });
    await page.screenshot({ path: `${shots}/voucher-entry-print.png` });
    await page.emulateMedia({ media: 'screen' });
    const printed = await page.evaluate(() => (window as unknown as { printed: string[] }).printed[0] ?? '');
    expect(printed).toContain('记账凭证');
    expect(printed).toContain('核算单位：示范市总工会');
    expect(printed).toContain('135 其他应收款　陈报销　财务部');
    expect(printed).toContain('合计：人民币捌佰元整');
    expect(printed).toContain('制单：张制单');
    await page.keyboard.press('Control+s');
    await page.getByTestId('voucher-number').getByText('0002').waitFor({ timeout: 15_000 });
  });

  it('saves offline as 待同步 and reaches the server once after reconnecting', async () => {
    await page.getByRole('button', { name: '新增', exact: true }).click();
    await context.setOffline(true);
    await page.getByTestId('online-state').getByText('离线').waitFor();
    await cell('第1行摘要').click();
    await typeVoucher();
    await page.keyboard.press('Control+s');
    await page.getByTestId('voucher-sync-pending').waitFor();
    await page.getByTestId('voucher-number-provisional').getByText('0003（预计）').waitFor();
    await page.screenshot({ path: `${shots}/voucher-entry-offline.png` });
    expect(await vouchersOf('001')).toHaveLength(2);

    await context.setOffline(false);
    await page.getByTestId('voucher-number').getByText('0003').waitFor({ timeout: 30_000 });
    await page.getByTestId('voucher-saved').waitFor();
    const after = await vouchersOf('001');
    expect(after.map((v) => v.voucher_no)).toEqual([1, 2, 3]);

    // A reload brings the same voucher back, already numbered, and nothing is sent again.
    await page.reload();
    await page.getByTestId('voucher-number').getByText('0003').waitFor();
    await totalsShow('3,500.50', '3,500.50');
    expect(await vouchersOf('001')).toHaveLength(3);
  });

  it('keeps a voucher the server refused as a draft with its message, until saved again', async () => {
    await page.getByRole('button', { name: '新增', exact: true }).click();
    await context.setOffline(true);
    await page.getByTestId('online-state').getByText('离线').waitFor();
    await cell('第1行摘要').click();
    await typeVoucher();
    await page.keyboard.press('Control+s');
    await page.getByTestId('voucher-sync-pending').waitFor();
    // Meanwhile someone disables a subject the voucher uses.
    const ledger = await e2e.server.handle.db
      .selectFrom('ledger_set')
      .select('id')
      .where('code', '=', '001')
      .executeTakeFirstOrThrow();
    const setEnabled = (enabled: boolean) =>
      e2e.server.handle.db
        .updateTable('subject')
        .set({ enabled })
        .where('ledger_set_id', '=', ledger.id)
        .where('code', '=', '50502')
        .execute();
    await setEnabled(false);
    await context.setOffline(false);
    await page.getByTestId('voucher-sync-failed').waitFor({ timeout: 30_000 });
    const error = await page.getByTestId('voucher-error').textContent();
    expect(error).toContain('50502');
    await page.screenshot({ path: `${shots}/voucher-entry-refused.png` });
    // The sync panel names the same refusal.
    await page.getByRole('button', { name: '同步状态' }).click();
    await page.getByTestId('outbox-error').getByText(/50502/).first().waitFor();
    await page.keyboard.press('Escape');
    expect(await vouchersOf('001')).toHaveLength(3);

    await setEnabled(true);
    await cell('第1行摘要').click();
    await page.keyboard.press('Control+s');
    await page.getByTestId('voucher-number').getByText('0004').waitFor({ timeout: 30_000 });
    expect(await vouchersOf('001')).toHaveLength(4);
  });

  it('opens a saved voucher by ?id= (修改) and saves a change as an update of the same voucher', async () => {
    const first = (await vouchersOf('001'))[0];
    expect(first).toBeDefined();
    await page.goto(`${entryPath}?id=${first?.id}`);
    await page.getByTestId('voucher-number').getByText('0001').waitFor();
    await expect(cell('第1行摘要').inputValue()).resolves.toBe('支付职工培训费');
    await page.getByLabel('附单据数').fill('2');
    await page.keyboard.press('Control+s');
    const row = () =>
      e2e.server.handle.db
        .selectFrom('voucher')
        .select(['voucher_no', 'attachments', 'version'])
        .where('id', '=', first?.id ?? '')
        .executeTakeFirstOrThrow();
    await expect.poll(row, { timeout: 15_000 }).toEqual({ voucher_no: 1, attachments: 2, version: 2 });
    await page.getByTestId('voucher-saved').waitFor();
    expect(await vouchersOf('001')).toHaveLength(4);
  });

  it('goes to the side that balances, = gives a positive amount there, and warns of a credited expense', async () => {
    await page.goto(entryPath);
    await page.getByRole('button', { name: '新增', exact: true }).click();
    await expectFocus('第1行摘要');
    const kb = page.keyboard;
    // A parent subject (505) Tabbed away from stays in the cell with the reason (issue 17).
    await cell('第1行科目').click();
    await kb.type('505');
    await kb.press('Tab');
    await page.getByRole('status').getByText('请选择末级科目').waitFor();
    await expect(cell('第1行科目').inputValue()).resolves.toBe('505');

    // Row 2 is a 贷 row by default; an expense typed first still goes to 借方.
    await cell('第2行摘要').click();
    await kb.type('支付会议费');
    await kb.press('Enter');
    await kb.type('50502');
    await kb.press('Enter');
    await expectFocus('第2行借方金额');
    await kb.type('2000');
    await kb.press('Enter');
    await kb.press('Enter');
    await kb.type('101');
    await kb.press('Enter');
    await expectFocus('第3行贷方金额');
    await kb.type('500');
    await kb.press('Enter');
    // `=` in row 4's 借方: 1,500.00 goes to 贷方, positive (it was -1,500.00 in 借方).
    await cell('第4行借方金额').click();
    await kb.press('=');
    await expect.poll(() => cell('第4行贷方金额').inputValue()).toBe('1500.00');
    await expectFocus('第4行贷方金额');
    await expect(cell('第4行借方金额').inputValue()).resolves.toBe('');
    await totalsShow('2,000.00', '2,000.00');

    // Space moves the expense to 贷方: a quiet note in the row, nothing blocks.
    await cell('第2行借方金额').click();
    await kb.press(' ');
    await page.getByTestId('entry-warning-2').getByText('支出类科目记在贷方，请确认方向').waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${shots}/voucher-entry-habits.png` });
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('predicts the largest number plus one when a voucher was deleted', async () => {
    const first = (await vouchersOf('001'))[0];
    const zhidan = await apiLogin(e2e.server, 'zhidan');
    const deleted = await zhidan.post('/api/voucher/delete', { ids: [first?.id] });
    expect(deleted.body.success, deleted.body.message).toBe(true);
    // 0002..0004 remain: three vouchers; the server gives 0005 next.
    expect((await vouchersOf('001')).map((v) => v.voucher_no)).toEqual([2, 3, 4]);
    await page.goto(entryPath);
    await page.getByRole('button', { name: '新增', exact: true }).click();
    await page.getByTestId('voucher-number-provisional').getByText('0005（预计）').waitFor();
  });

  it('prints a saved voucher from 查看凭证, through its print preview', async () => {
    await page.goto('/final/financialSoftware/certificateProcessing/voucher-modify-del');
    await page.getByRole('button', { name: '查看 记-0002' }).click();
    const view = page.getByRole('dialog', { name: '查看凭证' });
    await view.getByTestId('view-voucher-no').getByText('记-0002').waitFor();
    await page.evaluate(() => {
      const w = window as unknown as { printed: string[] };
      w.printed = [];
      window.print = () => {
        w.printed.push(document.getElementById('voucher-print-root')?.textContent ?? '');
      };
    });
    await view.getByRole('button', { name: '打印' }).click();
    const preview = page.getByRole('dialog', { name: '凭证预览' });
    await preview.getByTestId('voucher-sheet-1').waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${shots}/voucher-view-print-preview.png` });
    await preview.getByRole('button', { name: '打印' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { printed: string[] }).printed.length))
      .toBe(1);
    const printed = await page.evaluate(() => (window as unknown as { printed: string[] }).printed[0] ?? '');
    expect(printed).toContain('记 字第 0002 号');
    expect(printed).toContain('135 其他应收款');
  });
});
