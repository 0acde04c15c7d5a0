// The accounts over HTTP (issue 19 item 1): the unit's bank accounts (银行账户: a 102 end-level subject
// each, account numbers unique, not deleted while a cashier account is tied to one) and the cashier's
// cash and bank accounts (an end-level 101/102 subject each, a bank account booking in its bank
// account's subject, the opening fixed once a month since is closed), and who may do what.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BankAccount } from '../../src/core/contracts/bank-account.ts';
import type { CashierAccount } from '../../src/core/contracts/cashier.ts';
import { accounts, cashierDates, entryBody, refused, saveEntry } from './cashier-fixture.ts';
import { DEMO_PASSWORD, startServer, TestClient, type TestServer } from './harness.ts';
import { loginAll, type Users } from './voucher-fixture.ts';

let server: TestServer;
let u: Users;
const d = cashierDates();

beforeAll(async () => {
  server = await startServer();
  u = await loginAll(server, d.year);
  // Details under 102 with no account yet (101 has an opening balance: no detail may go under it).
  for (const [code, name, parentCode] of [
    ['10203', '专项资金户', '102'],
    ['10204', '工会会费户', '102'],
  ]) {
    const saved = await u.zhuguan.post('/api/subject/save', { code, name, parentCode });
    expect(saved.body.success, saved.body.message).toBe(true);
  }
});
afterAll(() => server?.close());

const banks = async () =>
  (await u.chuna.get<BankAccount[]>('/api/bankAccount/list', { includeDisabled: 'true' })).body.data;
const bankBody = (over: Record<string, unknown> = {}) => ({
  bankName: '中国农业银行示范市支行',
  accountName: '示范市总工会',
  accountNo: '6228 4800 1234 5678 901',
  depositType: '专用存款账户',
  subjectCode: '10203',
  openedOn: '2024-03-01',
  remark: '',
  ...over,
});

describe('银行账户', () => {
  let saved: BankAccount;

  it('lists the demo accounts with their subjects', async () => {
    expect((await banks()).map((b) => [b.subjectCode, b.subjectName, b.depositType])).toEqual([
      ['10201', '经费集中户', '基本存款账户'],
      ['10202', '代管经费', '专用存款账户'],
    ]);
  });

  it('adds an account on a free 102 detail, its number kept as digits', async () => {
    const answer = await u.chuna.post<BankAccount>('/api/bankAccount/save', bankBody());
    expect(answer.body.success, answer.body.message).toBe(true);
    saved = answer.body.data;
    expect(saved).toMatchObject({ accountNo: '6228480012345678901', subjectName: '专项资金户', version: 1 });
  });

  it('refuses a subject that is not an end-level bank subject, and duplicates', async () => {
    await refused(
      server,
      () => u.chuna.post('/api/bankAccount/save', bankBody({ subjectCode: '102', accountNo: '1234567890' })),
      '科目 102 银行存款 不是末级科目，请选择其下级明细科目',
    );
    await refused(
      server,
      () => u.chuna.post('/api/bankAccount/save', bankBody({ subjectCode: '101', accountNo: '1234567890' })),
      '科目 101 库存现金 不是银行存款科目（102及其下级）',
    );
    await refused(
      server,
      () => u.chuna.post('/api/bankAccount/save', bankBody({ subjectCode: '9999', accountNo: '1234567890' })),
      '科目 9999 不存在',
    );
    await refused(
      server,
      () => u.chuna.post('/api/bankAccount/save', bankBody({ subjectCode: '10204' })),
      '账号已登记：6228480012345678901',
    );
    await refused(
      server,
      () =>
        u.chuna.post('/api/bankAccount/save', bankBody({ subjectCode: '10202', accountNo: '1234567890' })),
      /^科目 10202 已对应银行账户 .*一个科目只能对应一个银行账户$/,
    );
    await refused(
      server,
      () => u.chuna.post('/api/bankAccount/save', bankBody({ accountNo: '12ab' })),
      '账号只能由数字组成，长度 8 到 30 位',
    );
    await refused(
      server,
      () => u.chuna.post('/api/bankAccount/save', bankBody({ depositType: '活期' })),
      /^存款种类应为 基本存款账户/,
    );
  });

  it('is not deleted while a cashier account is tied to it; it may be disabled', async () => {
    const demo = (await banks()).find((b) => b.subjectCode === '10201') as BankAccount;
    await refused(
      server,
      () => u.chuna.post('/api/bankAccount/delete', { id: demo.id, version: demo.version }),
      /^出纳银行账户 1002 建行经费集中户 使用此银行账户，不能删除（可以停用）$/,
    );
    await refused(
      server,
      () =>
        u.chuna.post('/api/bankAccount/save', {
          ...bankBody({ accountNo: demo.accountNo, subjectCode: '10203' }),
          id: demo.id,
          version: demo.version,
        }),
      /不能更改其对应科目/,
    );
    const off = await u.chuna.post<BankAccount>('/api/bankAccount/setEnabled', {
      id: saved.id,
      enabled: false,
      version: saved.version,
    });
    expect(off.body.data).toMatchObject({ enabled: false, version: 2 });
    await refused(
      server,
      () => u.chuna.post('/api/bankAccount/setEnabled', { id: saved.id, enabled: true, version: 1 }),
      /已被其他人修改/,
      4002,
    );
    const on = await u.chuna.post<BankAccount>('/api/bankAccount/setEnabled', {
      id: saved.id,
      enabled: true,
      version: 2,
    });
    saved = on.body.data;
  });
});

describe('出纳账户', () => {
  const cashBody = (over: Record<string, unknown> = {}) => ({
    kind: 'cash',
    code: '1004',
    name: '备用金',
    subjectCode: '101',
    openedOn: d.day(1),
    openingBalance: '2000.00',
    ...over,
  });

  it('lists the demo accounts, cash first', async () => {
    const list = [...(await accounts(u.chuna)).values()];
    expect(list.map((a) => [a.kind, a.code, a.subjectCode, a.accountNo])).toEqual([
      ['cash', '1001', '101', null],
      ['bank', '1002', '10201', '44050100000000000001'],
      ['bank', '1003', '10202', '1202020109000123456'],
    ]);
  });

  it('ties a bank account to its bank account’s subject', async () => {
    const bank = (await banks()).find((b) => b.subjectCode === '10203') as BankAccount;
    const body = {
      kind: 'bank',
      code: '1005',
      name: '农行专项户',
      subjectCode: '10203',
      bankAccountId: bank.id,
      openedOn: d.day(1),
      openingBalance: '0',
    };
    await refused(
      server,
      () => u.chuna.post('/api/cashier/saveAccount', { ...body, bankAccountId: null }),
      '银行账户不能为空',
    );
    await refused(
      server,
      () => u.chuna.post('/api/cashier/saveAccount', { ...body, subjectCode: '10202' }),
      /应使用同一科目/,
    );
    const ok = await u.chuna.post<CashierAccount>('/api/cashier/saveAccount', body);
    expect(ok.body.data).toMatchObject({
      kind: 'bank',
      bankName: '中国农业银行示范市支行',
      subjectName: '专项资金户',
      openingBalance: '0.00',
    });
  });

  it('keeps one account per subject and code, on cash subjects for cash', async () => {
    await refused(
      server,
      () => u.chuna.post('/api/cashier/saveAccount', cashBody({ subjectCode: '10203' })),
      '科目 10203 专项资金户 不是现金科目（101及其下级）',
    );
    await refused(
      server,
      () => u.chuna.post('/api/cashier/saveAccount', cashBody({ code: '1001' })),
      '账户编码已存在：1001',
    );
    await refused(
      server,
      () => u.chuna.post('/api/cashier/saveAccount', cashBody({ subjectCode: '101' })),
      /^出纳账户 1001 库存现金 已使用科目 101，一个科目只能设一个出纳账户$/,
    );
    await refused(
      server,
      () => u.chuna.post('/api/cashier/saveAccount', cashBody({ subjectCode: '101', code: 'A-1' })),
      '账户编码只能由字母或数字组成，长度 1 到 20 位',
    );
  });

  it('fixes the opening once entries or a closed month stand on it; deletes only an unused account', async () => {
    const byCode = await accounts(u.chuna);
    const special = byCode.get('1005') as CashierAccount;
    await saveEntry(
      u.chuna,
      entryBody(special.id, d.day(2), { settleMethod: '网银', payment: '', receipt: '50000.00' }),
    );
    const moved = {
      kind: 'bank',
      code: '1005',
      name: special.name,
      subjectCode: '10203',
      bankAccountId: special.bankAccountId,
      openedOn: d.day(3),
      openingBalance: '0',
      id: special.id,
      version: special.version,
    };
    await refused(
      server,
      () => u.chuna.post('/api/cashier/saveAccount', moved),
      `账户已有 ${d.day(2)} 的出纳账，启用日期不能晚于该日`,
    );
    await refused(
      server,
      () => u.chuna.post('/api/cashier/deleteAccount', { id: special.id }),
      '出纳账户 1005 农行专项户 已有出纳账，不能删除（可以停用）',
    );
    const demoCash = byCode.get('1001') as CashierAccount;
    const same = {
      kind: 'cash',
      code: '1001',
      subjectCode: '101',
      openedOn: demoCash.openedOn,
      openingBalance: demoCash.openingBalance,
      id: demoCash.id,
      version: demoCash.version,
    };
    await refused(
      server,
      () =>
        u.chuna.post('/api/cashier/saveAccount', { ...same, name: '库存现金', openingBalance: '9000.00' }),
      `出纳${d.last.year}年${d.last.month}月已结账，不能再更改账户 1001 的启用日期、期初余额或对应科目`,
    );
    // Its name is not part of the opening: that may change.
    const renamed = await u.chuna.post<CashierAccount>('/api/cashier/saveAccount', {
      ...same,
      name: '库存现金（财务部）',
    });
    expect(renamed.body.data.name).toBe('库存现金（财务部）');
    const fee = await u.chuna.post<BankAccount>(
      '/api/bankAccount/save',
      bankBody({ accountNo: '9558800000000000001', subjectCode: '10204' }),
    );
    const spare = await u.chuna.post<CashierAccount>('/api/cashier/saveAccount', {
      kind: 'bank',
      code: '1006',
      name: '会费户',
      subjectCode: '10204',
      bankAccountId: fee.body.data.id,
      openedOn: d.day(1),
      openingBalance: '0',
    });
    expect(spare.body.success, spare.body.message).toBe(true);
    const gone = await u.chuna.post('/api/cashier/deleteAccount', {
      id: spare.body.data.id,
      version: spare.body.data.version,
    });
    expect(gone.body.success, gone.body.message).toBe(true);
  });
});

describe('who may do what', () => {
  it('出纳 holds every cashier screen and 银行账户, not 出纳反结账; 财务主管 reviews and reopens', async () => {
    const info = async (c: TestClient) =>
      (await c.get<{ permissions: string[] }>('/api/auth/getInfo')).body.data.permissions;
    const cashier = await info(u.chuna);
    for (const key of [
      'cashier.cashAccount',
      'cashier.bankJournal',
      'cashier.generateBook',
      'cashier.closeMonth',
      'cashier.chequeVoid',
      'settings.bankAccount',
    ]) {
      expect(cashier).toContain(key);
    }
    expect(cashier).not.toContain('cashier.reopenMonth');
    const supervisor = await info(u.zhuguan);
    expect(supervisor).toEqual(
      expect.arrayContaining(['cashier.reopenMonth', 'cashier.monthlyReport', 'settings.bankAccount']),
    );
    expect(supervisor).not.toContain('cashier.cashJournal');
  });

  it('refuses the employee everywhere with 4012', async () => {
    const baoxiao = await TestClient.login(server, 'baoxiao', DEMO_PASSWORD);
    await baoxiao.post('/api/zt/select', { zid: u.zids['001'], year: d.year });
    for (const [path, query] of [
      ['/api/bankAccount/list', {}],
      ['/api/cashier/accounts', {}],
      ['/api/cashier/dailyReport', { date: d.day(1) }],
      ['/api/cheque/list', {}],
    ] as const) {
      expect((await baoxiao.get(path, query)).body.errorCode, path).toBe(4012);
    }
    expect((await baoxiao.post('/api/cashier/saveEntry', {})).body.errorCode).toBe(4012);
  });

  it('keeps ledger sets apart', async () => {
    await u.chuna.post('/api/zt/select', { zid: u.zids['002'], year: d.year });
    expect((await u.chuna.get<CashierAccount[]>('/api/cashier/accounts')).body.data).toEqual([]);
    const other = await u.chuna.get('/api/cashier/journal', {
      accountId: '1',
      year: String(d.year),
      month: String(d.month),
    });
    expect(other.body.message).toMatch(/出纳账户不存在或不属于当前账套/);
    await u.chuna.post('/api/zt/select', { zid: u.zids['001'], year: d.year });
  });
});
