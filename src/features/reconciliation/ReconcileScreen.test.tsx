// @vitest-environment jsdom
// The reconciliation workspace and the 余额调节表 against a scripted backend with the local database
// open: the two sides' unmatched lines, the ticked sums (勾对 only when they agree), a manual match
// queued in the outbox while offline, and the standard form of the statement.
import 'fake-indexeddb/auto';
import '../../ui/dom-shims.test-util';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdjustmentView, BankLine, BookLine, ReconAccount } from '../../core/contracts/reconciliation';
import { P } from '../../core/permissions/keys';
import { closeLocalDb, type LocalDb, openLocalDb } from '../../local';
import { reconciliationKind } from '../../local/reconciliation';
import { AdjustmentScreen } from './AdjustmentScreen';
import { statementFileProblem } from './ImportDialog';
import { openingProblems } from './OpeningScreen';
import { ReconcileScreen } from './ReconcileScreen';
import { renderScreen, setOnline } from './test-render.test-util';

vi.setConfig({ testTimeout: 20_000 });

let db: LocalDb;
beforeEach(async () => {
  localStorage.clear();
  db = await openLocalDb('recon-user', 1, { indexedDB: new IDBFactory(), IDBKeyRange });
});
afterEach(() => {
  setOnline(true);
  closeLocalDb();
});

const m = (s: string) => s as never;
const account: ReconAccount = {
  subjectCode: '10201',
  subjectName: '经费集中户',
  bankAccountNo: '44050100000000000001',
  bankName: '建设银行',
  startDate: '2026-10-01',
  bookOpening: m('3250000.00'),
  bankOpening: m('3249000.00'),
  confirmedAt: '2026-10-09T01:00:00.000Z',
  layout: 'ccb',
  statementLines: 2,
  matches: 0,
  version: 3,
};
const free = { opening: false, matchId: null, matchRule: null, writtenOff: false } as const;
const book: BookLine[] = [
  {
    ...free,
    key: 'o:1',
    date: '2026-09-15',
    voucherLabel: '期初',
    voucherId: null,
    status: null,
    summary: '退回押金',
    settleNo: '',
    debit: m('5000.00'),
    credit: m('0.00'),
    amount: m('5000.00'),
    opening: true,
  },
];
const bankLine = (id: number, date: string, summary: string, receipt: string): BankLine => ({
  ...free,
  id,
  date,
  time: '',
  summary,
  remark: '',
  counterparty: '',
  counterpartyAccount: '',
  settleNo: '',
  serial: `S${id}`,
  receipt: m(receipt),
  payment: m('0.00'),
  balance: null,
  amount: m(receipt),
});
const bank = [
  bankLine(7, '2026-11-05', '退回押金', '3000.00'),
  bankLine(8, '2026-11-06', '退回押金二', '2000.00'),
];

const handler = (call: { path: string }) => {
  if (call.path === '/api/reconciliation/accounts') return { data: [account] };
  if (call.path === '/api/reconciliation/bookLines') return { data: { lines: book, staleMatches: 0 } };
  if (call.path === '/api/reconciliation/bankLines') return { data: { lines: bank, staleMatches: 0 } };
  if (call.path === '/api/reconciliation/matches') return { data: [] };
  return undefined;
};

describe('银行对账', () => {
  it('shows both sides, allows 勾对 only when the ticked sums agree, and queues it offline', async () => {
    const r = renderScreen(ReconcileScreen, '银行对账', handler, [P.reconciliation.reconcile]);
    const bookTable = await screen.findByRole('table', { name: '未勾对的单位日记账' });
    await within(bookTable).findByText('退回押金');
    const match = screen.getByRole('button', { name: '勾对' });
    expect((match as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(await screen.findByRole('checkbox', { name: '选择 日记账 2026-09-15 退回押金' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '选择 对账单 2026-11-05 退回押金' }));
    await screen.findByText('相差 2,000.00，合计相等才能勾对');
    expect((match as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('checkbox', { name: '选择 对账单 2026-11-06 退回押金二' }));
    await waitFor(() => expect((match as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByTestId('picked-sums').textContent).toContain('已选银行对账单 2 笔，收 5,000.00');

    setOnline(false);
    fireEvent.click(match);
    await screen.findByText('离线：已保存在本机');
    const entries = await db.outbox.toArray();
    expect(entries.map((e) => [e.kind, e.path, e.body, e.state])).toEqual([
      [
        reconciliationKind,
        '/api/reconciliation/match',
        { subjectCode: '10201', bookKeys: ['o:1'], bankIds: [7, 8] },
        'pending',
      ],
    ]);
    expect(r.calls.filter((c) => c.method === 'POST')).toEqual([]);
    await screen.findByTestId('recon-pending');
  });
});

describe('银行存款余额调节表', () => {
  it('shows the standard form with both adjusted balances and says it balances', async () => {
    const view: AdjustmentView = {
      account,
      asOf: '2026-11-30',
      statement: {
        bookBalance: m('3250000.00'),
        bankReceivedNotBooked: m('120186.25'),
        bankPaidNotBooked: m('345.00'),
        bookAdjusted: m('3369841.25'),
        bankBalance: m('3369841.25'),
        bookReceivedNotBanked: m('0.00'),
        bookPaidNotBanked: m('0.00'),
        bankAdjusted: m('3369841.25'),
        difference: m('0.00'),
        balanced: true,
      },
      items: [
        {
          side: 'bank',
          kind: '银收企未收',
          key: '9',
          date: '2026-11-20',
          summary: '税务代收工会经费',
          settleNo: '',
          reference: '示范市税务局',
          receipt: m('120000.00'),
          payment: m('0.00'),
          ageDays: 10,
        },
      ],
      staleMatches: 0,
    };
    const r = renderScreen(
      AdjustmentScreen,
      '银行存款余额调节表',
      (call) => (call.path === '/api/reconciliation/adjustment' ? { data: view } : handler(call)),
      [P.reconciliation.adjustmentStatement],
    );
    await screen.findByTestId('balanced');
    expect(screen.getByTestId('book-adjusted').textContent).toBe('3,369,841.25');
    expect(screen.getByTestId('bank-adjusted').textContent).toBe('3,369,841.25');
    expect(screen.getByTestId('book-add').textContent).toBe('120,186.25');
    await screen.findByText('税务代收工会经费');
    const asked = r.calls.find((c) => c.path === '/api/reconciliation/adjustment');
    expect(asked?.query.subjectCode).toBe('10201');
    expect(asked?.query.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // Offline, the same statement is the answer kept on this device, said so with its time.
    await waitFor(async () =>
      expect((await db.meta.toArray()).some((x) => x.key.includes('/api/reconciliation/adjustment'))).toBe(
        true,
      ),
    );
    const before = r.calls.length;
    setOnline(false);
    await screen.findByTestId('list-kept-notice');
    expect(screen.getByTestId('list-kept-notice').textContent).toMatch(
      /^离线：显示本机 \d{4}-\d{2}-\d{2} \d{2}:\d{2} 保存的列表/,
    );
    expect(screen.getByTestId('book-adjusted').textContent).toBe('3,369,841.25');
    expect(r.calls.length).toBe(before);
  });
});

describe('input checks of the screens', () => {
  it('accepts .xlsx and .csv statements up to 12 MB only', () => {
    expect(statementFileProblem({ name: 'a.xlsx', size: 10 })).toBeNull();
    expect(statementFileProblem({ name: 'a.CSV', size: 10 })).toBeNull();
    expect(statementFileProblem({ name: 'a.xls', size: 10 })).toMatch(/不是 \.xlsx 或 \.csv/);
    expect(statementFileProblem({ name: 'a.csv', size: 0 })).toBe('“a.csv”是空文件');
    expect(statementFileProblem({ name: 'a.csv', size: 13 * 1024 * 1024 })).toBe(
      '“a.csv”过大，不能超过 12 MB',
    );
  });

  it('lists every opening item that cannot be saved', () => {
    const item = { date: '2026-09-15', summary: '押金', settleNo: '', receipt: '5000', payment: '' };
    expect(openingProblems('3,250,000.00', [item], '2026-10-01')).toEqual([]);
    expect(
      openingProblems(
        'abc',
        [
          { ...item, date: '2026-10-01' },
          { ...item, summary: ' ', payment: '1' },
        ],
        '2026-10-01',
      ),
    ).toEqual([
      '调整前余额不是有效金额',
      '第1行：日期应早于对账启用日期 2026-10-01',
      '第2行：摘要不能为空；收入金额和支出金额应填且只填一个',
    ]);
  });
});
