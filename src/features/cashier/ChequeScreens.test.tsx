// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import '../../ui/dom-shims.test-util';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chequeExpiry } from '../../core/cashier/cheques';
import type { Cheque, ChequePurchase } from '../../core/contracts/cheque';
import { P } from '../../core/permissions/keys';
import { toCalendarDate } from '../../core/rules/dates';
import { closeLocalDb, type LocalDb } from '../../local';
import { toCashierAccountRow } from '../../local/cashier-accounts';
import { toChequeRow } from '../../local/cheques';
import { ChequeEntryScreen } from './ChequeEntryScreen';
import { ChequeIssueScreen } from './ChequeIssueScreen';
import { ChequeQueryScreen } from './ChequeQueryScreen';
import { ChequeVoidScreen } from './ChequeVoidScreen';
import { bankAccount } from './fixtures.test-util';
import { openTestDb, renderScreen } from './render.test-util';

const daysAgo = (n: number) => toCalendarDate(new Date(Date.now() - n * 86_400_000));

const cheque = (no: number, over: Partial<Cheque> = {}): Cheque => ({
  id: no,
  purchaseId: 1,
  accountId: 2,
  accountLabel: '1002 工行经费集中户',
  chequeType: '转账支票',
  chequeNo: `XII${String(no).padStart(8, '0')}`,
  state: 'unused',
  boughtOn: daysAgo(40),
  issuedOn: null,
  holder: '',
  department: '',
  purpose: '',
  limitAmount: null,
  payee: '',
  approver: '',
  writtenOffOn: null,
  amount: null,
  entryId: null,
  voucherId: null,
  paidBy: null,
  voidedOn: null,
  voidReason: '',
  version: 1,
  ...over,
});

const cheques = [
  cheque(101, {
    state: 'writtenOff',
    issuedOn: daysAgo(30),
    holder: '王干事',
    purpose: '拨付活动经费',
    writtenOffOn: daysAgo(29),
    amount: '20000.00',
    paidBy: '记-5',
  }),
  cheque(102, {
    state: 'issued',
    issuedOn: daysAgo(12),
    holder: '李干事',
    purpose: '购买办公用品',
    limitAmount: '5000.00',
    version: 2,
  }),
  cheque(103, { state: 'issued', issuedOn: daysAgo(2), holder: '周干事', purpose: '支付图书款', version: 2 }),
  cheque(104),
  cheque(105),
];

let db: LocalDb;
beforeEach(async () => {
  db = await openTestDb();
  await db.cashierAccounts.put(toCashierAccountRow(bankAccount));
  await db.cheques.bulkPut(cheques.map(toChequeRow));
});
afterEach(() => closeLocalDb());

const rowOf = async (table: HTMLElement, no: string) =>
  (await within(table).findByText(no)).closest('tr') as HTMLElement;

describe('支票领用', () => {
  it('flags an issued cheque past its 10 days and issues an unused one through the outbox', async () => {
    renderScreen(ChequeIssueScreen, '支票领用', [P.cashier.chequeIssue]);
    const table = await screen.findByRole('table', { name: '支票领用列表' });
    const overdue = await rowOf(table, 'XII00000102');
    expect(within(overdue).getByTestId('cheque-overdue').getAttribute('title')).toBe(
      `有效期至 ${chequeExpiry(daysAgo(12))}，已过期未报销`,
    );
    expect(within(await rowOf(table, 'XII00000103')).queryByTestId('cheque-overdue')).toBeNull();
    expect(within(table).queryByText('XII00000101')).toBeNull();
    fireEvent.click(within(await rowOf(table, 'XII00000104')).getByRole('button', { name: '领用' }));
    const form = await screen.findByRole('form', { name: '领用支票' });
    fireEvent.click(within(form).getByRole('button', { name: '领用' }));
    await screen.findByText('领用人不能为空');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    fireEvent.change(within(form).getByRole('textbox', { name: /^领用人/ }), { target: { value: '吴干事' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /^用途/ }), {
      target: { value: '支付场地费' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: /^限额/ }), { target: { value: '3000' } });
    fireEvent.click(within(form).getByRole('button', { name: '领用' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    expect((await db.outbox.toArray())[0]).toMatchObject({
      kind: 'cheque',
      path: '/api/cheque/issue',
      body: { id: 104, version: 1, holder: '吴干事', purpose: '支付场地费', limitAmount: '3000' },
    });
    const row = await rowOf(table, 'XII00000104');
    await waitFor(() => expect(within(row).getByText('已领用')).toBeTruthy());
    expect(within(row).getByTestId('row-pending')).toBeTruthy();
  }, 20_000);
});

describe('支票作废', () => {
  it('voids with a reason', async () => {
    renderScreen(ChequeVoidScreen, '支票作废', [P.cashier.chequeVoid]);
    const table = await screen.findByRole('table', { name: '支票作废列表' });
    fireEvent.click(within(await rowOf(table, 'XII00000105')).getByRole('button', { name: '作废' }));
    const form = await screen.findByRole('form', { name: '作废支票' });
    fireEvent.change(within(form).getByRole('textbox', { name: /^作废原因/ }), {
      target: { value: '填写错误' },
    });
    fireEvent.click(within(form).getByRole('button', { name: '作废' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    expect((await db.outbox.toArray())[0]).toMatchObject({
      path: '/api/cheque/void',
      body: { id: 105, version: 1, reason: '填写错误' },
    });
  }, 20_000);
});

describe('支票查询', () => {
  it('finds cheques by their holder', async () => {
    renderScreen(ChequeQueryScreen, '支票查询', [P.cashier.chequeQuery]);
    const table = await screen.findByRole('table', { name: '支票查询列表' });
    await rowOf(table, 'XII00000101');
    fireEvent.change(screen.getByRole('textbox', { name: '领用人' }), { target: { value: '李' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(within(table).queryByText('XII00000101')).toBeNull());
    expect(within(table).getByText('XII00000102')).toBeTruthy();
    expect(within(table).queryByText('XII00000103')).toBeNull();
  }, 20_000);
});

describe('支票登记', () => {
  const bought: ChequePurchase = {
    id: 1,
    accountId: 2,
    accountLabel: '1002 工行经费集中户',
    chequeType: '转账支票',
    prefix: 'XII',
    start: '00000101',
    end: '00000125',
    count: 25,
    boughtOn: daysAgo(40),
    remark: '',
    createdBy: '赵出纳',
  };

  it('refuses a range overlapping one bought before, and queues a new one', async () => {
    renderScreen(ChequeEntryScreen, '支票登记', [P.cashier.chequeEntry], (call) =>
      call.path === '/api/cheque/purchases' ? { data: [bought] } : {},
    );
    const table = await screen.findByRole('table', { name: '支票登记列表' });
    await within(table).findByText('XII00000101–XII00000125');
    await waitFor(() =>
      expect((screen.getByRole('button', { name: '登记' }) as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: '登记' }));
    const form = await screen.findByRole('form', { name: '登记支票' });
    fireEvent.change(within(form).getByRole('textbox', { name: /^号码前缀/ }), { target: { value: 'xii' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /^起始号/ }), {
      target: { value: '00000120' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: /^结束号/ }), {
      target: { value: '00000144' },
    });
    fireEvent.click(within(form).getByRole('button', { name: '登记' }));
    await screen.findByText(
      /^支票号段 XII00000120–XII00000144 与 .* 登记的号段 XII00000101–XII00000125 重叠，不能重复登记$/,
    );
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    fireEvent.change(within(form).getByRole('textbox', { name: /^起始号/ }), {
      target: { value: '00000126' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: /^结束号/ }), {
      target: { value: '00000150' },
    });
    expect(
      within(form).getByText('将登记 XII00000126–XII00000150 共 25 张支票，状态为「未用」。'),
    ).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: '登记' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    expect((await db.outbox.toArray())[0]).toMatchObject({
      kind: 'chequePurchase',
      body: { accountId: 2, prefix: 'XII', start: '00000126', end: '00000150', chequeType: '转账支票' },
    });
    await within(table).findByText('待同步');
  }, 20_000);
});
