// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import '../../ui/dom-shims.test-util';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BankCard } from '../../core/contracts/personnel';
import { P } from '../../core/permissions/keys';
import { closeLocalDb, type LocalDb, openLocalDb } from '../../local';
import { toBankCardRow, toPersonRow } from '../../local/personnel';
import { AppProviders } from '../../ui/providers';
import { backend, type FakeHandler, screenProps } from '../../ui/screen-harness.test-util';
import type { ScreenProps } from '../../ui/screen-types';
import { ServicesProvider } from '../../ui/services';
import { BankCardScreen } from './BankCardScreen';

const card = (over: Partial<BankCard> & { id: number; accountNo: string }): BankCard => ({
  personId: 2,
  personName: '陈报销',
  accountName: '陈报销',
  bankName: '中国工商银行示范市分行营业部',
  isDefault: false,
  version: 1,
  ...over,
});

let db: LocalDb;
beforeEach(async () => {
  db = await openLocalDb('card-user', 1, { indexedDB: new IDBFactory(), IDBKeyRange });
  await db.personnel.bulkPut([
    toPersonRow({
      id: 2,
      code: 'P002',
      name: '陈报销',
      departmentId: 13,
      departmentName: '组织部',
      grade: '其余人员',
      title: '',
      mobile: '',
      userId: 7,
      userLabel: '陈报销（baoxiao）',
      enabled: true,
      version: 1,
    }),
    toPersonRow({
      id: 3,
      code: 'P003',
      name: '周主席',
      departmentId: 11,
      departmentName: '办公室',
      grade: '司局级',
      title: '',
      mobile: '',
      userId: null,
      userLabel: null,
      enabled: true,
      version: 1,
    }),
  ]);
  await db.bankCards.bulkPut([
    toBankCardRow(card({ id: 21, accountNo: '6222020200000000029', isDefault: true })),
    toBankCardRow(card({ id: 22, accountNo: '6217000010000000037', bankName: '中国建设银行人民路支行' })),
    toBankCardRow(
      card({
        id: 30,
        personId: null,
        personName: null,
        accountName: '示范市职工服务中心',
        bankName: '中国银行示范市分行',
        accountNo: '104100000000012345',
        isDefault: true,
      }),
    ),
  ]);
});
afterEach(() => closeLocalDb());

function renderScreen(
  permissions: string[] = [P.reimbursement.cardBinding],
  handler: FakeHandler = () => ({}),
) {
  const { services, calls } = backend(handler);
  services.session.setUserInfo({ permissions, realName: '孙主管', userName: 'zhuguan' });
  render(
    <AppProviders env="test">
      <ServicesProvider services={services}>
        <BankCardScreen {...(screenProps('拨款卡绑定') as unknown as ScreenProps)} />
      </ServicesProvider>
    </AppProviders>,
  );
  return calls;
}

const table = () => screen.findByRole('table', { name: '拨款卡绑定列表' });
const rowOf = async (text: string) =>
  (await within(await table()).findByText(text)).closest('tr') as HTMLElement;

describe('拨款卡绑定', () => {
  it('lists cards with the account in groups of four and the default marked', async () => {
    renderScreen();
    const first = await rowOf('6222 0202 0000 0000 029');
    expect(first.textContent).toContain('陈报销');
    expect(first.textContent).toContain('默认');
    const unit = await rowOf('1041 0000 0000 0123 45');
    expect(unit.textContent).toContain('单位收款');
    const second = await rowOf('6217 0000 1000 0000 037');
    expect(within(second).queryByText('默认')).toBeNull();
  });

  it('设为默认 queues the change and shows one default per person at once', async () => {
    renderScreen();
    const second = await rowOf('6217 0000 1000 0000 037');
    fireEvent.click(within(second).getByRole('button', { name: '设为默认' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ kind: 'bankCard', path: '/api/bankCard/setDefault', body: { id: 22 } });
    await waitFor(async () =>
      expect(within(await rowOf('6217 0000 1000 0000 037')).queryByText('默认')).toBeTruthy(),
    );
    // The old default is shown as not default while the move waits for the server.
    expect(within(await rowOf('6222 0202 0000 0000 029')).queryByText('默认')).toBeNull();
    // The unit payee keeps its own default.
    expect(within(await rowOf('1041 0000 0000 0123 45')).queryByText('默认')).toBeTruthy();
  });

  it('binds a new card with the spaces dropped and the person name as 户名', async () => {
    renderScreen();
    await rowOf('6217 0000 1000 0000 037');
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    const form = await screen.findByRole('form', { name: '新增拨款卡' });
    fireEvent.click(within(form).getByRole('combobox', { name: /^收款人/ }));
    fireEvent.click(await screen.findByRole('option', { name: '周主席（P003）' }));
    expect((within(form).getByRole('textbox', { name: /^户名/ }) as HTMLInputElement).value).toBe('周主席');
    fireEvent.change(within(form).getByRole('textbox', { name: /^开户行/ }), {
      target: { value: '中国农业银行' },
    });
    const accountNo = within(form).getByRole('textbox', { name: /^账号/ });
    fireEvent.change(accountNo, { target: { value: '6228 48ab' } });
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    await screen.findByText('账号只能由数字组成，长度 8 到 30 位');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await db.outbox.count()).toBe(0);

    fireEvent.change(accountNo, { target: { value: '6217 0000 1000 0000 037' } });
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    await screen.findByText('账号 6217000010000000037 已绑定，同一账号只能绑定一次');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));

    fireEvent.change(accountNo, { target: { value: ' 6228 4800 1000 0000 045 ' } });
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: '新增拨款卡' })).toBeNull());
    const [entry] = await db.outbox.toArray();
    expect(entry?.body).toEqual({
      personId: 3,
      accountName: '周主席',
      bankName: '中国农业银行',
      accountNo: '6228480010000000045',
      isDefault: false,
    });
    const row = await rowOf('6228 4800 1000 0000 045');
    await waitFor(() => expect(within(row).getByTestId('row-pending').textContent).toBe('待同步'));
  }, 20_000);

  it('deletes online and takes the owner cards the server answers', async () => {
    renderScreen([P.reimbursement.cardBinding], (call) =>
      call.path === '/api/bankCard/delete'
        ? {
            data: {
              id: 21,
              cards: [card({ id: 22, accountNo: '6217000010000000037', isDefault: true, version: 2 })],
            },
          }
        : {},
    );
    fireEvent.click(within(await rowOf('6222 0202 0000 0000 029')).getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog', { name: '删除拨款卡' });
    fireEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(async () => expect(await db.bankCards.get('21')).toBeUndefined());
    expect(await db.bankCards.get('22')).toMatchObject({ isDefault: true, version: 2 });
  });
});
