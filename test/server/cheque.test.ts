// The cheque register over HTTP (issue 19 item 3): a bought range becomes one 未用 cheque per number,
// an overlapping range is refused; 领用 → 报销 against the entry or voucher that paid it (within its
// limit) or 作废 with a reason; every other move is refused in Chinese and writes nothing, as is an
// action on a version the cashier did not see.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CashierAccount } from '../../src/core/contracts/cashier.ts';
import type { Cheque, ChequePurchase, PurchaseAnswer } from '../../src/core/contracts/cheque.ts';
import { accounts, cashierDates, entryBody, refused, saveEntry } from './cashier-fixture.ts';
import { startServer, type TestServer } from './harness.ts';
import { body, loginAll, saveOk, type Users } from './voucher-fixture.ts';

let server: TestServer;
let u: Users;
let bank: CashierAccount;
let cash: CashierAccount;
const d = cashierDates();

beforeAll(async () => {
  server = await startServer();
  u = await loginAll(server, d.year);
  const byCode = await accounts(u.chuna);
  bank = byCode.get('1002') as CashierAccount;
  cash = byCode.get('1001') as CashierAccount;
});
afterAll(() => server?.close());

const cheques = async () => (await u.chuna.get<Cheque[]>('/api/cheque/list')).body.data;
const cheque = async (no: string) => (await cheques()).find((c) => c.chequeNo === no) as Cheque;
const buy = (over: Record<string, unknown> = {}) =>
  u.chuna.post<PurchaseAnswer>('/api/cheque/purchase', {
    accountId: bank.id,
    chequeType: '转账支票',
    prefix: 'xii',
    start: '00000201',
    end: '00000210',
    boughtOn: d.day(1),
    ...over,
  });
const issue = (c: Cheque, over: Record<string, unknown> = {}) =>
  u.chuna.post<Cheque>('/api/cheque/issue', {
    id: c.id,
    version: c.version,
    issuedOn: d.day(2),
    holder: '王干事',
    department: '组织部',
    purpose: '支付培训费',
    limitAmount: '3000.00',
    ...over,
  });

describe('the demo register', () => {
  it('holds a written-off, an overdue issued and a void cheque of 1002', async () => {
    const all = await cheques();
    expect(all.filter((c) => c.accountId === bank.id)).toHaveLength(25);
    expect(await cheque('XII00000101')).toMatchObject({
      state: 'writtenOff',
      amount: '20000.00',
      paidBy: expect.stringMatching(/^出纳账 /),
    });
    expect(await cheque('XII00000102')).toMatchObject({
      state: 'issued',
      holder: '李干事',
      limitAmount: '5000.00',
    });
    expect(await cheque('XII00000103')).toMatchObject({
      state: 'void',
      voidReason: expect.stringContaining('作废'),
    });
  });
});

describe('buying a range', () => {
  it('registers one unused cheque per number, prefix upper-cased', async () => {
    const answer = await buy();
    expect(answer.body.success, answer.body.message).toBe(true);
    expect(answer.body.data.cheques.map((c) => c.chequeNo)).toEqual(
      Array.from({ length: 10 }, (_, i) => `XII${String(201 + i).padStart(8, '0')}`),
    );
    expect(answer.body.data.cheques.every((c) => c.state === 'unused')).toBe(true);
    const purchases = (await u.chuna.get<ChequePurchase[]>('/api/cheque/purchases')).body.data;
    expect(purchases[0]).toMatchObject({
      prefix: 'XII',
      start: '00000201',
      end: '00000210',
      count: 10,
      createdBy: '赵出纳',
    });
  });

  it('refuses overlapping ranges and bad ones, writing nothing', async () => {
    await refused(
      server,
      () => buy({ start: '00000205', end: '00000220' }),
      /^支票号段 XII00000205–XII00000220 与 .* 登记的号段 XII00000201–XII00000210 重叠，不能重复登记$/,
    );
    await refused(
      server,
      () => buy({ start: '00000090', end: '00000101' }),
      /与 .* 登记的号段 XII00000101–XII00000125 重叠/,
    );
    await refused(server, () => buy({ start: '00000300', end: '00000299' }), '结束号不能小于起始号');
    await refused(server, () => buy({ start: '0300', end: '00000310' }), '起始号与结束号位数应相同');
    await refused(server, () => buy({ accountId: cash.id }), '1001 库存现金 不是银行账户，不能登记支票');
    await refused(server, () => buy({ chequeType: '本票' }), '支票类型应为 现金支票、转账支票 之一');
    // Another prefix is another series: no overlap.
    const other = await buy({ prefix: 'XIV', start: '00000201', end: '00000202' });
    expect(other.body.success, other.body.message).toBe(true);
  });
});

describe('a cheque’s life', () => {
  it('issues, then writes off against the cashier entry that paid it', async () => {
    const c = await cheque('XII00000201');
    const issued = await issue(c);
    expect(issued.body.success, issued.body.message).toBe(true);
    expect(issued.body.data).toMatchObject({
      state: 'issued',
      issuedOn: d.day(2),
      holder: '王干事',
      limitAmount: '3000.00',
      version: c.version + 1,
    });
    const paid = await saveEntry(
      u.chuna,
      entryBody(bank.id, d.day(3), {
        summary: '支付培训费',
        settleMethod: '转账支票',
        settleNo: 'XII00000201',
        payment: '2800.00',
      }),
    );
    const over = {
      id: c.id,
      version: issued.body.data.version,
      date: d.day(3),
      amount: '2800.00',
      entryId: paid.id,
    };
    await refused(
      server,
      () => u.chuna.post('/api/cheque/writeOff', { ...over, amount: '2700.00' }),
      '报销金额应与出纳账分录的支出金额 2800.00 相同',
    );
    await refused(
      server,
      () => u.chuna.post('/api/cheque/writeOff', { ...over, date: d.day(1) }),
      '报销日期不能早于领用日期',
    );
    await refused(
      server,
      () => u.chuna.post('/api/cheque/writeOff', { ...over, entryId: null }),
      '请指定支付该支票的凭证或出纳账分录',
    );
    const done = await u.chuna.post<Cheque>('/api/cheque/writeOff', { ...over, payee: '示范市职工培训中心' });
    expect(done.body.success, done.body.message).toBe(true);
    expect(done.body.data).toMatchObject({
      state: 'writtenOff',
      amount: '2800.00',
      entryId: paid.id,
      payee: '示范市职工培训中心',
      paidBy: `出纳账 ${d.day(3)} 支付培训费`,
    });
    // The entry now stands behind the cheque: it keeps its amount and cannot be deleted.
    await refused(
      server,
      () => u.chuna.post('/api/cashier/deleteEntry', { id: paid.id }),
      '此分录已用于支票 XII00000201 的报销，不能删除',
    );
  });

  it('refuses every other move in Chinese', async () => {
    const done = await cheque('XII00000201');
    await refused(
      server,
      () =>
        u.chuna.post('/api/cheque/void', {
          id: done.id,
          version: done.version,
          date: d.day(4),
          reason: '填写错误',
        }),
      '支票 XII00000201 已报销，不能作废（只有未用或已领用的支票可以作废）',
    );
    await refused(server, () => issue(done), '支票 XII00000201 已报销，不能领用（只有未用的支票可以领用）');
    const unused = await cheque('XII00000202');
    await refused(
      server,
      () =>
        u.chuna.post('/api/cheque/writeOff', {
          id: unused.id,
          version: unused.version,
          date: d.day(4),
          amount: '10.00',
          entryId: null,
        }),
      '支票 XII00000202 未用，不能报销（只有已领用的支票可以报销）',
    );
    await refused(
      server,
      () => u.chuna.post('/api/cheque/return', { id: unused.id, version: unused.version }),
      /不能退回/,
    );
    await refused(
      server,
      () => issue(unused, { issuedOn: '2022-01-01' }),
      `领用日期不能早于购置日期 ${d.day(1)}`,
    );
    await refused(server, () => issue(unused, { holder: '' }), '领用人不能为空');
  });

  it('refuses an action on a version the cashier did not see (4002)', async () => {
    const c = await cheque('XII00000203');
    expect((await issue(c)).body.success).toBe(true);
    await refused(
      server,
      () =>
        u.chuna.post('/api/cheque/void', {
          id: c.id,
          version: c.version,
          date: d.day(4),
          reason: '填写错误',
        }),
      /已被其他人处理/,
      4002,
    );
  });

  it('writes off against a voucher crediting the account, within the limit', async () => {
    const c = await cheque('XII00000203');
    const v = await saveOk(
      u.zhidan,
      body(d.day(5), [
        { summary: '支付培训教材费', code: '50601', debit: '2500.00' },
        { summary: '支付培训教材费', code: '10201', credit: '2500.00' },
      ]),
    );
    const wrong = await saveOk(
      u.zhidan,
      body(d.day(5), [
        { summary: '现金付款', code: '50601', debit: '10.00' },
        { summary: '现金付款', code: '101', credit: '10.00' },
      ]),
    );
    const base = { id: c.id, version: c.version, date: d.day(5) };
    await refused(
      server,
      () => u.chuna.post('/api/cheque/writeOff', { ...base, amount: '3000.01', voucherId: v.id }),
      '报销金额超过支票限额',
    );
    await refused(
      server,
      () => u.chuna.post('/api/cheque/writeOff', { ...base, amount: '10.00', voucherId: wrong.id }),
      /没有贷记 10201 经费集中户 的分录/,
    );
    const done = await u.chuna.post<Cheque>('/api/cheque/writeOff', {
      ...base,
      amount: '2500.00',
      voucherId: v.id,
    });
    expect(done.body.success, done.body.message).toBe(true);
    expect(done.body.data).toMatchObject({
      state: 'writtenOff',
      voucherId: v.id,
      paidBy: expect.stringMatching(/^记-\d+$/),
    });
  });

  it('returns an unused cheque from its holder, and voids with a reason', async () => {
    const c = await cheque('XII00000204');
    const issued = await issue(c);
    const back = await u.chuna.post<Cheque>('/api/cheque/return', {
      id: c.id,
      version: issued.body.data.version,
    });
    expect(back.body.data).toMatchObject({ state: 'unused', holder: '', issuedOn: null, limitAmount: null });
    await refused(
      server,
      () =>
        u.chuna.post('/api/cheque/void', {
          id: c.id,
          version: back.body.data.version,
          date: d.day(4),
          reason: ' ',
        }),
      '作废原因不能为空',
    );
    const voided = await u.chuna.post<Cheque>('/api/cheque/void', {
      id: c.id,
      version: back.body.data.version,
      date: d.day(4),
      reason: '印鉴模糊',
    });
    expect(voided.body.data).toMatchObject({ state: 'void', voidedOn: d.day(4), voidReason: '印鉴模糊' });
  });

  it('keeps the register to its duties: 制单 reads nothing, 财务主管 neither', async () => {
    expect((await u.zhidan.get('/api/cheque/list')).body.errorCode).toBe(4012);
    expect((await u.zhuguan.post('/api/cheque/purchase', {})).body.errorCode).toBe(4012);
  });
});
