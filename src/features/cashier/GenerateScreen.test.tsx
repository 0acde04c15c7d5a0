// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import '../../ui/dom-shims.test-util';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { VoucherLineOffer } from '../../core/contracts/cashier';
import { P } from '../../core/permissions/keys';
import { closeLocalDb, type LocalDb, openLocalDb } from '../../local';
import { toCashierAccountRow } from '../../local/cashier-accounts';
import { AppProviders } from '../../ui/providers';
import { backend, type FakeHandler, screenProps } from '../../ui/screen-harness.test-util';
import type { ScreenProps } from '../../ui/screen-types';
import { ServicesProvider } from '../../ui/services';
import { cashAccount } from './fixtures.test-util';
import { GenerateScreen } from './GenerateScreen';

const offer = (over: Partial<VoucherLineOffer>): VoucherLineOffer => ({
  voucherId: '11111111-1111-4111-8111-111111111111',
  lineNo: 1,
  date: '2026-11-02',
  word: '记-1',
  status: 'saved',
  summary: '收到工会会员退回慰问金',
  accountId: 1,
  accountLabel: '1001 库存现金',
  receipt: '300.00',
  payment: '0.00',
  counterSubject: '215 其他应付款',
  entryId: null,
  lookalikeEntryId: null,
  monthClosed: false,
  ...over,
});

const offers = [
  offer({ lookalikeEntryId: '22222222-2222-4222-8222-222222222222' }),
  offer({
    voucherId: '33333333-3333-4333-8333-333333333333',
    lineNo: 2,
    date: '2026-11-04',
    word: '记-2',
    summary: '支付职工书屋图书款',
    accountId: 2,
    accountLabel: '1002 工行经费集中户',
    receipt: '0.00',
    payment: '1200.00',
  }),
  offer({
    voucherId: '44444444-4444-4444-8444-444444444444',
    summary: '已登记的分录',
    entryId: '55555555-5555-4555-8555-555555555555',
  }),
];

let db: LocalDb;
beforeEach(async () => {
  db = await openLocalDb('generate-user', 1, { indexedDB: new IDBFactory(), IDBKeyRange });
  await db.cashierAccounts.bulkPut([toCashierAccountRow(cashAccount)]);
});
afterEach(() => closeLocalDb());

function renderScreen(
  handler: FakeHandler = (call) => (call.path === '/api/cashier/voucherLines' ? { data: offers } : {}),
) {
  const { services, calls } = backend(handler);
  services.session.setUserInfo({
    permissions: [P.cashier.generateBook],
    realName: '赵出纳',
    userName: 'chuna',
    year: 2026,
  });
  render(
    <AppProviders env="test">
      <ServicesProvider services={services}>
        <GenerateScreen {...(screenProps('生成出纳账') as unknown as ScreenProps)} />
      </ServicesProvider>
    </AppProviders>,
  );
  return calls;
}

describe('生成出纳账', () => {
  it('offers the lines not yet in the book, marks the one a typed entry stands for, and queues the ticked ones', async () => {
    renderScreen();
    const table = await screen.findByRole('table', { name: '生成出纳账列表' });
    await within(table).findByText('支付职工书屋图书款');
    expect(within(table).queryByText('已登记的分录')).toBeNull();
    expect(within(table).getByText('关联手工账')).toBeTruthy();
    fireEvent.click(within(table).getByRole('checkbox', { name: '全选' }));
    fireEvent.click(await screen.findByRole('button', { name: '生成出纳账（2）' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({
      kind: 'cashierImport',
      path: '/api/cashier/importLines',
      body: {
        lines: [
          { voucherId: offers[0]?.voucherId, lineNo: 1, entryId: '22222222-2222-4222-8222-222222222222' },
          { voucherId: offers[1]?.voucherId, lineNo: 2 },
        ],
      },
    });
    // Queued lines leave the list until the server has them.
    await waitFor(() => expect(within(table).queryByText('支付职工书屋图书款')).toBeNull());
  });
});
