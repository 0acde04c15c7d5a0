// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import '../../ui/dom-shims.test-util';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { P } from '../../core/permissions/keys';
import { closeLocalDb, type LocalDb } from '../../local';
import { toCashierAccountRow } from '../../local/cashier-accounts';
import { cashAccount, entry, journal } from './fixtures.test-util';
import { CashJournalScreen } from './JournalScreen';
import { openTestDb, renderScreen } from './render.test-util';

let db: LocalDb;
beforeEach(async () => {
  db = await openTestDb();
  await db.cashierAccounts.put(toCashierAccountRow(cashAccount));
});
afterEach(() => {
  closeLocalDb();
  Object.defineProperty(window.navigator, 'onLine', { value: true, configurable: true });
});

const month = journal([
  entry({ id: 'a1', seq: 10, date: '2026-11-03', summary: '购买打印纸', payment: '45.00' }),
  entry({
    id: 'a2',
    seq: 11,
    date: '2026-11-05',
    summary: '收回借款',
    receipt: '200.00',
    payment: '0.00',
    source: 'voucher',
    voucherId: '77777777-7777-4777-8777-777777777777',
    lineNo: 1,
    voucherWord: '记-3',
  }),
]);

const show = (closed = false) =>
  renderScreen(
    CashJournalScreen,
    '出纳现金日记账',
    [P.cashier.cashJournal],
    (call) => (call.path === '/api/cashier/journal' ? { data: { ...month, closed } } : {}),
    { year: '2026', month: '11' },
  );

const book = () => screen.findByRole('table', { name: '出纳现金日记账明细' });

describe('出纳现金日记账', () => {
  it('shows the month with its running balance and day, month and year totals', async () => {
    show();
    const table = await book();
    await within(table).findByText('上月结转');
    const rows = within(table).getAllByRole('row');
    const text = rows.map((r) => r.textContent);
    expect(text[1]).toContain('上月结转');
    expect(text[2]).toMatch(/2026-11-03.*购买打印纸.*45\.00.*8,455\.00/);
    expect(text[3]).toMatch(/本日合计.*45\.00.*8,455\.00/);
    expect(text[4]).toMatch(/记-3.*收回借款.*200\.00.*8,655\.00/);
    expect(text[6]).toMatch(/本月合计.*200\.00.*45\.00.*8,655\.00/);
    expect(text[7]).toMatch(/本年累计.*700\.00.*545\.00.*8,655\.00/);
  });

  it('takes an entry from the keyboard: Enter through the cells, Enter on the amount queues it (待同步)', async () => {
    show();
    await book();
    const line = await screen.findByTestId('entry-line');
    const date = within(line).getByRole('textbox', { name: '日期' });
    // The line opens at 日期, ready for the keyboard.
    await waitFor(() => expect(document.activeElement).toBe(date));
    fireEvent.change(date, { target: { value: '6' } });
    fireEvent.keyDown(date, { key: 'Enter' });
    const summary = within(line).getByRole('textbox', { name: '摘要' });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    fireEvent.change(summary, { target: { value: '报销邮寄费' } });
    fireEvent.keyDown(summary, { key: 'Enter' });
    const payment = within(line).getByRole('textbox', { name: '支出' });
    fireEvent.change(payment, { target: { value: '12.5' } });
    // Enter on an empty 收入 goes on to 支出; Enter on the filled 支出 saves.
    fireEvent.keyDown(payment, { key: 'Enter' });
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    const [queued] = await db.outbox.toArray();
    expect(queued).toMatchObject({
      kind: 'cashierEntry',
      path: '/api/cashier/saveEntry',
      body: {
        accountId: 1,
        date: '2026-11-06',
        summary: '报销邮寄费',
        receipt: '0.00',
        payment: '12.5',
        settleMethod: '现金',
      },
    });
    const row = (await within(await book()).findByText('报销邮寄费')).closest('tr') as HTMLElement;
    expect(within(row).getByTestId('row-pending').textContent).toBe('待同步');
    expect(row.textContent).toContain('8,642.50');
    // The line starts the next entry at 摘要 with the same date.
    expect((within(line).getByRole('textbox', { name: '日期' }) as HTMLInputElement).value).toBe(
      '2026-11-06',
    );
    expect((summary as HTMLInputElement).value).toBe('');
  }, 20_000);

  it('refuses an entry with both or neither side in the line itself, nothing queued', async () => {
    show();
    await book();
    const line = await screen.findByTestId('entry-line');
    const date = within(line).getByRole('textbox', { name: '日期' });
    await waitFor(() => expect(document.activeElement).toBe(date));
    fireEvent.change(date, { target: { value: '6' } });
    fireEvent.change(within(line).getByRole('textbox', { name: '摘要' }), { target: { value: '无金额' } });
    fireEvent.click(within(line).getByRole('button', { name: /保存/ }));
    expect((await within(line).findByRole('alert')).textContent).toBe(
      '收入金额和支出金额须填写且只填写一项，金额须大于 0',
    );
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps a brought-in entry’s amounts: changing it edits 结算方式 and 对方单位 only', async () => {
    show();
    const row = (await within(await book()).findByText('收回借款')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: '修改' }));
    const line = await screen.findByTestId('entry-line');
    await within(line).findByText('由凭证生成：只能修改结算方式、票号和对方单位');
    expect((within(line).getByRole('textbox', { name: '收入' }) as HTMLInputElement).readOnly).toBe(true);
    fireEvent.change(within(line).getByRole('textbox', { name: '对方单位' }), {
      target: { value: '组织部' },
    });
    fireEvent.click(within(line).getByRole('button', { name: /保存/ }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    expect((await db.outbox.toArray())[0]?.body).toMatchObject({
      id: 'a2',
      counterparty: '组织部',
      receipt: '200.00',
      version: 1,
    });
  });

  it('a closed month takes nothing', async () => {
    show(true);
    await book();
    await screen.findByTestId('month-closed');
    const line = await screen.findByTestId('entry-line');
    expect(within(line).getByText('本月已结账，不能登记')).toBeTruthy();
    expect((within(line).getByRole('button', { name: /保存/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offline with no copy of the month kept, still takes an entry into the outbox', async () => {
    Object.defineProperty(window.navigator, 'onLine', { value: false, configurable: true });
    const calls = show();
    const note = await screen.findByTestId('journal-unread');
    const line = await screen.findByTestId('entry-line');
    const date = within(line).getByRole('textbox', { name: '日期' });
    await waitFor(() => expect(document.activeElement).toBe(date));
    fireEvent.change(date, { target: { value: '9' } });
    fireEvent.change(within(line).getByRole('textbox', { name: '摘要' }), {
      target: { value: '收到退回款' },
    });
    fireEvent.change(within(line).getByRole('textbox', { name: '收入' }), { target: { value: '80' } });
    fireEvent.click(within(line).getByRole('button', { name: /保存/ }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    await waitFor(() => expect(note.textContent).toContain('本月待同步 1 笔'));
    expect(calls.filter((c) => c.path === '/api/cashier/journal')).toEqual([]);
  });
});
