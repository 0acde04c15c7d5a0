// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import '../../ui/dom-shims.test-util';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  CashierPeriodsAnswer,
  CashReportRow,
  DailyReportAnswer,
  MonthlyReportAnswer,
} from '../../core/contracts/cashier';
import { P } from '../../core/permissions/keys';
import { closeLocalDb, type LocalDb } from '../../local';
import { CloseMonthScreen } from './CloseMonthScreen';
import { DailyReportScreen } from './DailyReportScreen';
import { openTestDb, renderScreen } from './render.test-util';

const f = (opening: string, receipt: string, payment: string, closing: string) => ({
  opening,
  receipt,
  payment,
  closing,
});
const zero = f('0.00', '0.00', '0.00', '0.00');

const cash: CashReportRow = {
  accountId: 1,
  kind: 'cash',
  code: '1001',
  name: '库存现金',
  subjectCode: '101',
  subjectName: '库存现金',
  book: f('8500.00', '0.00', '45.00', '8455.00'),
  receiptCount: 0,
  paymentCount: 1,
  ledger: f('8500.00', '0.00', '0.00', '8500.00'),
  difference: f('0.00', '0.00', '45.00', '-45.00'),
  agrees: false,
  describe: '期末余额出纳账比总账少 45.00，本期支出出纳账比总账多 45.00',
};
const bank: CashReportRow = {
  ...cash,
  accountId: 2,
  kind: 'bank',
  code: '1002',
  name: '工行经费集中户',
  subjectCode: '10201',
  subjectName: '经费集中户',
  book: f('3250000.00', '0.00', '1200.00', '3248800.00'),
  ledger: f('3250000.00', '0.00', '1200.00', '3248800.00'),
  difference: zero,
  agrees: true,
  describe: '相符',
};
const totals = [
  {
    kind: 'cash' as const,
    label: '现金合计',
    book: cash.book,
    receiptCount: 0,
    paymentCount: 1,
    ledger: cash.ledger,
    difference: cash.difference,
  },
  {
    kind: 'bank' as const,
    label: '银行存款合计',
    book: bank.book,
    receiptCount: 0,
    paymentCount: 1,
    ledger: bank.ledger,
    difference: zero,
  },
  {
    kind: 'all' as const,
    label: '合计',
    book: f('3258500.00', '0.00', '1245.00', '3257255.00'),
    receiptCount: 0,
    paymentCount: 2,
    ledger: f('3258500.00', '0.00', '1200.00', '3257300.00'),
    difference: f('0.00', '0.00', '45.00', '-45.00'),
  },
];

let db: LocalDb;
beforeEach(async () => {
  db = await openTestDb();
});
afterEach(() => closeLocalDb());

describe('出纳日报表', () => {
  it('sets each account beside the ledger, says which differ, and lists the items behind a difference', async () => {
    const daily: DailyReportAnswer = {
      date: '2026-11-05',
      includeUnposted: true,
      rows: [cash, bank],
      totals,
    };
    const calls = renderScreen(
      DailyReportScreen,
      '出纳日报表',
      [P.cashier.dailyReport],
      (call) => {
        if (call.path === '/api/cashier/dailyReport') return { data: daily };
        if (call.path === '/api/cashier/differences')
          return {
            data: {
              accountId: 1,
              dateFrom: '2026-11-05',
              dateTo: '2026-11-05',
              items: [
                {
                  reason: 'manualOnly',
                  reasonLabel: '出纳账有、总账无（未生成凭证）',
                  date: '2026-11-05',
                  summary: '购买打印纸',
                  word: null,
                  entryId: 'e1',
                  voucherId: null,
                  lineNo: null,
                  bookReceipt: '0.00',
                  bookPayment: '45.00',
                  ledgerDebit: '0.00',
                  ledgerCredit: '0.00',
                },
              ],
            },
          };
        return {};
      },
      { date: '2026-11-05' },
    );
    const table = await screen.findByRole('table', { name: '出纳日报表表' });
    const row = (await within(table).findByText('库存现金')).closest('tr') as HTMLElement;
    expect(row.textContent).toMatch(/8,500\.00.*45\.00.*1.*8,455\.00.*8,500\.00.*-45\.00.*不符/);
    expect((await screen.findByTestId('report-differs')).textContent).toBe('1 个账户与总账不符');
    // The first account that differs opens under the table with its items.
    const panel = await screen.findByTestId('check-panel', {}, { timeout: 5000 });
    await within(panel).findByText('购买打印纸');
    expect(within(panel).getByText('出纳账有、总账无（未生成凭证）')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/cashier/differences')?.query).toEqual({
      accountId: '1',
      dateFrom: '2026-11-05',
      dateTo: '2026-11-05',
    });
    // Another account opens on a double click.
    fireEvent.doubleClick(within(table).getByText('工行经费集中户'));
    await within(await screen.findByTestId('check-panel')).findByText(/核对总账：1002/);
  }, 20_000);
});

describe('出纳月末结账', () => {
  const months = (closedTo: number): CashierPeriodsAnswer => ({
    year: 2026,
    firstMonth: { year: 2026, month: 10 },
    months: Array.from({ length: 12 }, (_, i) => ({
      year: 2026,
      month: i + 1,
      closed: i + 1 >= 10 && i + 1 <= closedTo,
      closedAt: i + 1 >= 10 && i + 1 <= closedTo ? '2026-11-01T08:00:00.000Z' : null,
      closedBy: i + 1 >= 10 && i + 1 <= closedTo ? '赵出纳' : null,
      explanations: [],
    })),
  });
  const report: MonthlyReportAnswer = {
    year: 2026,
    month: 11,
    includeUnposted: true,
    closed: false,
    rows: [cash, bank],
    totals,
  };
  const answer = (closedTo: number) => (call: { path: string }) =>
    call.path === '/api/cashier/periods'
      ? { data: months(closedTo) }
      : call.path === '/api/cashier/monthlyReport'
        ? { data: report }
        : {};

  it('asks an explanation for each account that differs before it queues the close', async () => {
    renderScreen(CloseMonthScreen, '出纳月末结账', [P.cashier.closeMonth], answer(10));
    await screen.findByText('待结账', {}, { timeout: 5000 });
    expect(screen.getAllByText('未启用')).toHaveLength(9);
    const close = await screen.findByRole('button', { name: '结账' });
    const why = await screen.findByRole('textbox', { name: /^1001 库存现金：期末余额出纳账比总账少 45.00/ });
    await waitFor(() => expect((close as HTMLButtonElement).disabled).toBe(true));
    fireEvent.change(why, { target: { value: '打印纸发票未到，凭证下月补制' } });
    await waitFor(() => expect((close as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByRole('button', { name: '反结账' })).toBeNull();
    fireEvent.click(close);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '结账' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    expect((await db.outbox.toArray())[0]).toMatchObject({
      kind: 'cashierPeriod',
      path: '/api/cashier/closeMonth',
      body: { year: 2026, month: 11, explanations: [{ accountId: 1, text: '打印纸发票未到，凭证下月补制' }] },
    });
  }, 20_000);

  it('offers 反结账 of the last closed month to the duty holding it', async () => {
    renderScreen(
      CloseMonthScreen,
      '出纳月末结账',
      [P.cashier.reopenMonth, P.cashier.monthlyReport],
      answer(11),
    );
    fireEvent.click(await screen.findByTestId('month-11'));
    fireEvent.click(await screen.findByRole('button', { name: '反结账' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '反结账' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    expect((await db.outbox.toArray())[0]).toMatchObject({
      path: '/api/cashier/reopenMonth',
      body: { year: 2026, month: 11 },
    });
  }, 20_000);
});
