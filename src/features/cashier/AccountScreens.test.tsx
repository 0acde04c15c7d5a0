// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import '../../ui/dom-shims.test-util';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BankAccount } from '../../core/contracts/bank-account';
import { P } from '../../core/permissions/keys';
import { closeLocalDb, type LocalDb } from '../../local';
import { toBankAccountRow, toCashierAccountRow } from '../../local/cashier-accounts';
import { toSubjectRow } from '../../local/subjects';
import { BankAccountScreen } from './BankAccountScreen';
import { BankCashierAccountScreen, CashAccountScreen } from './CashierAccountScreen';
import { bankAccount, cashAccount } from './fixtures.test-util';
import { openTestDb, renderScreen } from './render.test-util';

const icbc: BankAccount = {
  id: 7,
  bankName: '中国工商银行示范市分行营业部',
  accountName: '示范市总工会',
  accountNo: '1202020109000123456',
  depositType: '基本存款账户',
  subjectCode: '10201',
  subjectName: '经费集中户',
  openedOn: '2022-01-01',
  remark: '经费集中户',
  enabled: true,
  version: 1,
};
const ccb: BankAccount = {
  ...icbc,
  id: 8,
  bankName: '中国建设银行示范市人民路支行',
  accountNo: '41001567890123456789',
  subjectCode: '10202',
  subjectName: '代管经费',
  remark: '',
};

const subject = (code: string, name: string, parentCode: string | null, isLeaf = true) =>
  toSubjectRow({
    id: Number(code),
    code,
    codeName: name,
    codeFullName: name,
    balanceDirection: 1,
    parentCode,
    level: parentCode ? 2 : 1,
    category: '资产',
    hasChild: !isLeaf,
    isLeaf,
    hasAuxi: false,
    auxTypes: [],
    enabled: true,
    deptAccounting: false,
    isStandard: true,
  });

let db: LocalDb;
beforeEach(async () => {
  db = await openTestDb();
  await db.subjects.bulkPut([
    subject('101', '库存现金', null),
    subject('102', '银行存款', null, false),
    subject('10201', '经费集中户', '102'),
    subject('10202', '代管经费', '102'),
    subject('10203', '专项资金户', '102'),
  ]);
  await db.bankAccounts.bulkPut([toBankAccountRow(icbc), toBankAccountRow(ccb)]);
  await db.cashierAccounts.bulkPut([toCashierAccountRow(cashAccount), toCashierAccountRow(bankAccount)]);
});
afterEach(() => closeLocalDb());

const setting = { data: { cashCodes: ['101'], bankCodes: ['102'], locked: false } };
const handler = (call: { path: string }) => (call.path === '/api/subject/otherSetting' ? setting : {});

async function choose(label: RegExp, option: string) {
  const form = await screen.findByRole('form');
  fireEvent.click(within(form).getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('银行账户', () => {
  it('lists the accounts with their subjects and adds one on a free 102 detail through the outbox', async () => {
    renderScreen(BankAccountScreen, '银行账户', [P.settings.bankAccount], handler);
    const table = await screen.findByRole('table', { name: '银行账户列表' });
    await within(table).findByText('1202 0201 0900 0123 456');
    expect(within(table).getByText('10201 经费集中户')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    const form = await screen.findByRole('form', { name: '新增银行账户' });
    fireEvent.change(within(form).getByRole('textbox', { name: /^开户行/ }), {
      target: { value: '中国农业银行示范市支行' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: /^户名/ }), {
      target: { value: '示范市总工会' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: /^账号/ }), {
      target: { value: '1202 0201 0900 0123 456' },
    });
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    await screen.findByText('账号已登记：1202020109000123456');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    fireEvent.change(within(form).getByRole('textbox', { name: /^账号/ }), {
      target: { value: '6228 4800 1234 5678 901' },
    });
    await choose(/^对应科目/, '10203 专项资金户');
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    expect((await db.outbox.toArray())[0]).toMatchObject({
      kind: 'bankAccount',
      body: { accountNo: '6228480012345678901', subjectCode: '10203', depositType: '基本存款账户' },
    });
    const row = (await within(table).findByText('6228 4800 1234 5678 901')).closest('tr') as HTMLElement;
    await waitFor(() => expect(within(row).getByTestId('row-pending')).toBeTruthy());
  }, 20_000);
});

describe('出纳账户', () => {
  it('shows each kind on its own screen', async () => {
    renderScreen(CashAccountScreen, '出纳现金账户', [P.cashier.cashAccount], handler);
    const table = await screen.findByRole('table', { name: '出纳现金账户列表' });
    await within(table).findByText('库存现金');
    expect(within(table).queryByText('工行经费集中户')).toBeNull();
    expect(within(table).getByText('8,500.00')).toBeTruthy();
  });

  it('ties a new bank account to a bank account, its subject coming with it', async () => {
    await db.cashierAccounts.delete(String(bankAccount.id));
    renderScreen(BankCashierAccountScreen, '出纳银行账户', [P.cashier.bankAccount], handler);
    await screen.findByRole('table', { name: '出纳银行账户列表' });
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    const form = await screen.findByRole('form', { name: '新增出纳银行账户' });
    fireEvent.change(within(form).getByRole('textbox', { name: /^账户编码/ }), { target: { value: '1003' } });
    await choose(/^银行账户/, '中国建设银行示范市人民路支行 4100 1567 8901 2345 6789（10202）');
    // The name starts from the bank account's; the subject is the bank account's.
    expect((within(form).getByRole('textbox', { name: /^账户名称/ }) as HTMLInputElement).value).toBe(
      '中国建设银行示范市人民路支行',
    );
    fireEvent.change(within(form).getByRole('textbox', { name: /^期初余额/ }), {
      target: { value: '120000' },
    });
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    expect((await db.outbox.toArray())[0]?.body).toEqual({
      kind: 'bank',
      code: '1003',
      name: '中国建设银行示范市人民路支行',
      subjectCode: '10202',
      bankAccountId: 8,
      openedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      openingBalance: '120000',
    });
  }, 20_000);
});
