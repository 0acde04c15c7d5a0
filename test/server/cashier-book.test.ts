// The cashier book over HTTP (issue 19 item 2): entries typed by the cashier (once per idempotency
// key, one side only, not before the account opened, none in a closed month), entries brought in from
// vouchers (each line once: a second import is refused and writes nothing), the daily and monthly
// reports against the ledger with the items behind a difference, and the month close: refused while
// book and ledger disagree, accepted with the difference explained, taken back by 财务主管 only.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CashierAccount,
  CashierMonth,
  CashierPeriodsAnswer,
  DailyReportAnswer,
  DifferencesAnswer,
  JournalAnswer,
  MonthlyReportAnswer,
  VoucherLineOffer,
} from '../../src/core/contracts/cashier.ts';
import { accounts, cashierDates, entryBody, refused, saveEntry } from './cashier-fixture.ts';
import { startServer, type TestClient, type TestServer } from './harness.ts';
import { body, loginAll, saveOk, type Users } from './voucher-fixture.ts';

let server: TestServer;
let u: Users;
let cash: CashierAccount;
let bank: CashierAccount;
const d = cashierDates();

beforeAll(async () => {
  server = await startServer();
  u = await loginAll(server, d.year);
  const byCode = await accounts(u.chuna);
  cash = byCode.get('1001') as CashierAccount;
  bank = byCode.get('1002') as CashierAccount;
});
afterAll(() => server?.close());

const journal = async (accountId: number, year: number, month: number) =>
  (
    await u.chuna.get<JournalAnswer>('/api/cashier/journal', {
      accountId: String(accountId),
      year: String(year),
      month: String(month),
    })
  ).body;

const daily = async (date: string) =>
  (await u.chuna.get<DailyReportAnswer>('/api/cashier/dailyReport', { date })).body.data;

const monthly = async (as: TestClient = u.chuna) =>
  (
    await as.get<MonthlyReportAnswer>('/api/cashier/monthlyReport', {
      year: String(d.year),
      month: String(d.month),
    })
  ).body.data;

describe('the demo cashier book', () => {
  it('opens last month at the ledger’s balances, with last month’s entries and that month closed', async () => {
    const j = await journal(cash.id, d.last.year, d.last.month);
    expect(j.success, j.message).toBe(true);
    expect(j.data).toMatchObject({ opening: '8500.00', openingLabel: '期初余额', closed: true });
    expect(j.data.entries.map((e) => [e.summary, e.receipt, e.payment])).toEqual([
      ['收回组织部多领活动经费', '500.00', '0.00'],
      ['购买职工慰问品', '0.00', '500.00'],
    ]);
    const now = await journal(cash.id, d.year, d.month);
    expect(now.data).toMatchObject({
      opening: '8500.00',
      openingLabel: d.month === 1 ? '上年结转' : '上月结转',
      closed: false,
    });
    const periods = (
      await u.chuna.get<CashierPeriodsAnswer>('/api/cashier/periods', { year: String(d.last.year) })
    ).body.data;
    expect(periods.firstMonth).toEqual({ year: d.last.year, month: d.last.month });
    expect(periods.months[d.last.month - 1]).toMatchObject({ closed: true, closedBy: '赵出纳' });
    expect(periods.months[d.last.month - 1]?.explanations).toHaveLength(2);
  });

  it('agrees with the ledger today: the demo entries net to nothing per account', async () => {
    const report = await daily(d.day(1));
    expect(report.rows.map((r) => [r.code, r.book.closing, r.ledger.closing, r.agrees])).toEqual([
      ['1001', '8500.00', '8500.00', true],
      ['1002', '3250000.00', '3250000.00', true],
      ['1003', '120000.00', '120000.00', true],
    ]);
  });
});

describe('entries typed by the cashier', () => {
  it('saves once per idempotency key and runs the balance', async () => {
    const b = entryBody(cash.id, d.day(2), {
      summary: '收到工会会员退回慰问金',
      receipt: '300.00',
      payment: '',
    });
    const key = randomUUID();
    const first = await u.chuna.post<{ id: string }>('/api/cashier/saveEntry', b, { idempotencyKey: key });
    const again = await u.chuna.post<{ id: string }>('/api/cashier/saveEntry', b, { idempotencyKey: key });
    expect(first.body.success, first.body.message).toBe(true);
    expect(again.body).toEqual(first.body);
    const j = await journal(cash.id, d.year, d.month);
    expect(j.data.entries.filter((e) => e.id === b.id)).toHaveLength(1);
    const report = await daily(d.day(2));
    const row = report.rows.find((r) => r.code === '1001');
    expect(row).toMatchObject({
      book: { opening: '8500.00', receipt: '300.00', payment: '0.00', closing: '8800.00' },
      ledger: { closing: '8500.00' },
      agrees: false,
      describe: '期末余额出纳账比总账多 300.00，本期收入出纳账比总账多 300.00',
    });
    expect(row?.receiptCount).toBe(1);
  });

  it('refuses bad entries in Chinese and writes nothing', async () => {
    await refused(
      server,
      () =>
        u.chuna.post('/api/cashier/saveEntry', entryBody(cash.id, d.day(2), { receipt: '5', payment: '5' })),
      '收入金额和支出金额须填写且只填写一项，金额须大于 0',
    );
    await refused(
      server,
      () => u.chuna.post('/api/cashier/saveEntry', entryBody(cash.id, d.day(2), { payment: '' })),
      '收入金额和支出金额须填写且只填写一项，金额须大于 0',
    );
    await refused(
      server,
      () => u.chuna.post('/api/cashier/saveEntry', entryBody(cash.id, d.day(2), { payment: '-3' })),
      '支出金额应为不小于 0 的金额，最多两位小数，如 1234.50',
    );
    await refused(
      server,
      () => u.chuna.post('/api/cashier/saveEntry', entryBody(cash.id, d.day(2), { summary: ' ' })),
      '摘要不能为空',
    );
    await refused(
      server,
      () => u.chuna.post('/api/cashier/saveEntry', entryBody(cash.id, d.day(2), { settleMethod: '支付宝' })),
      /^结算方式应为 .*现金/,
    );
    await refused(
      server,
      () => u.chuna.post('/api/cashier/saveEntry', entryBody(cash.id, '2021-12-31')),
      `日期 2021-12-31 早于账户 1001 库存现金 的启用日期 ${d.last.opened}`,
    );
  });

  it('refuses entries in a closed cashier month, new or changed', async () => {
    const closedDay = d.last.day(15);
    await refused(
      server,
      () => u.chuna.post('/api/cashier/saveEntry', entryBody(cash.id, closedDay)),
      `出纳${d.last.year}年${d.last.month}月已结账，不能再登记、修改或删除该月的出纳账`,
    );
    const old = (await journal(cash.id, d.last.year, d.last.month)).data.entries[0];
    await refused(
      server,
      () => u.chuna.post('/api/cashier/deleteEntry', { id: old?.id, version: old?.version }),
      /已结账/,
    );
    const open = await saveEntry(u.chuna, entryBody(cash.id, d.day(3), { summary: '零星支出' }));
    // Moving an entry of an open month into the closed one is refused too.
    await refused(
      server,
      () =>
        u.chuna.post('/api/cashier/saveEntry', {
          ...entryBody(cash.id, closedDay),
          id: open.id,
          version: open.version,
        }),
      /已结账/,
    );
    const gone = await u.chuna.post('/api/cashier/deleteEntry', { id: open.id, version: open.version });
    expect(gone.body.success, gone.body.message).toBe(true);
  });

  it('refuses a stale edit with 4002', async () => {
    const e = await saveEntry(u.chuna, entryBody(cash.id, d.day(3), { summary: '快递费', payment: '18.00' }));
    const edited = await saveEntry(u.chuna, {
      ...entryBody(cash.id, d.day(3), { summary: '快递费（顺丰）', payment: '18.00' }),
      id: e.id,
      version: e.version,
    });
    expect(edited.version).toBe(e.version + 1);
    await refused(
      server,
      () =>
        u.chuna.post('/api/cashier/saveEntry', {
          ...entryBody(cash.id, d.day(3)),
          id: e.id,
          version: e.version,
        }),
      /已被其他人修改/,
      4002,
    );
    await u.chuna.post('/api/cashier/deleteEntry', { id: e.id, version: edited.version });
  });

  it('keeps 报销 (employee) and 制单 out of the cashier book', async () => {
    const zhidan = await u.zhidan.post('/api/cashier/saveEntry', entryBody(cash.id, d.day(2)));
    expect(zhidan.body.errorCode).toBe(4012);
    const read = await u.zhidan.get('/api/cashier/journal', {
      accountId: String(cash.id),
      year: String(d.year),
      month: String(d.month),
    });
    expect(read.body.errorCode).toBe(4012);
  });
});

describe('entries brought in from vouchers', () => {
  let bankVoucher: string;

  it('offers the vouchers’ cash and bank lines, flags a typed look-alike, and brings them in once', async () => {
    // The cashier typed the 300.00 receipt (day 2) before the accountant made its voucher.
    const receipt = await saveOk(
      u.zhidan,
      body(d.day(2), [
        { summary: '收到工会会员退回慰问金', code: '101', debit: '300.00' },
        { summary: '收到工会会员退回慰问金', code: '215', credit: '300.00' },
      ]),
    );
    const paid = await saveOk(
      u.zhidan,
      body(d.day(4), [
        { summary: '支付职工书屋图书款', code: '50601', debit: '1200.00' },
        { summary: '支付职工书屋图书款', code: '10201', credit: '1200.00' },
      ]),
    );
    bankVoucher = paid.id;
    const offers = (
      await u.chuna.get<VoucherLineOffer[]>('/api/cashier/voucherLines', {
        dateFrom: d.day(1),
        dateTo: d.day(28),
      })
    ).body.data;
    const lookalike = offers.find((o) => o.voucherId === receipt.id);
    expect(lookalike).toMatchObject({
      accountId: cash.id,
      receipt: '300.00',
      entryId: null,
      counterSubject: '215 其他应付款',
    });
    expect(lookalike?.lookalikeEntryId).not.toBeNull();
    const bankLine = offers.find((o) => o.voucherId === paid.id) as VoucherLineOffer;
    expect(bankLine).toMatchObject({
      accountId: bank.id,
      payment: '1200.00',
      lineNo: 2,
      status: 'saved',
      lookalikeEntryId: null,
    });

    const key = randomUUID();
    const imported = await u.chuna.post<{ entries: { id: string; source: string; voucherWord: string }[] }>(
      '/api/cashier/importLines',
      { lines: [{ voucherId: paid.id, lineNo: 2 }] },
      { idempotencyKey: key },
    );
    expect(imported.body.success, imported.body.message).toBe(true);
    expect(imported.body.data.entries).toHaveLength(1);
    expect(imported.body.data.entries[0]).toMatchObject({ source: 'voucher', voucherWord: bankLine.word });
    // The outbox's replay under the same key answers the same and writes nothing more.
    const replay = await u.chuna.post(
      '/api/cashier/importLines',
      { lines: [{ voucherId: paid.id, lineNo: 2 }] },
      { idempotencyKey: key },
    );
    expect(replay.body).toEqual(imported.body);
  });

  it('refuses a second import of the same line, naming it, and writes nothing', async () => {
    const offers = (
      await u.chuna.get<VoucherLineOffer[]>('/api/cashier/voucherLines', {
        dateFrom: d.day(4),
        dateTo: d.day(4),
      })
    ).body.data;
    const line = offers.find((o) => o.voucherId === bankVoucher) as VoucherLineOffer;
    expect(line.entryId).not.toBeNull();
    await refused(
      server,
      () => u.chuna.post('/api/cashier/importLines', { lines: [{ voucherId: bankVoucher, lineNo: 2 }] }),
      `以下凭证分录已登记到出纳账，不能重复生成：${line.word} 第2行`,
    );
    await refused(
      server,
      () => u.chuna.post('/api/cashier/importLines', { lines: [{ voucherId: bankVoucher, lineNo: 1 }] }),
      /科目 50601 没有对应的出纳账户/,
    );
    await refused(
      server,
      () => u.chuna.post('/api/cashier/importLines', { lines: [{ voucherId: randomUUID(), lineNo: 1 }] }),
      '第1项：凭证分录不存在或不属于当前账套',
    );
  });

  it('lets the cashier add 结算方式 and 票号 to a brought-in entry, but not change its amount', async () => {
    const j = await journal(bank.id, d.year, d.month);
    const e = j.data.entries.find((x) => x.voucherId === bankVoucher);
    expect(e).toBeDefined();
    if (!e) return;
    const same = {
      id: e.id,
      accountId: bank.id,
      date: e.date,
      summary: e.summary,
      counterSubject: e.counterSubject,
      receipt: e.receipt,
      payment: e.payment,
      version: e.version,
    };
    const withNo = await saveEntry(u.chuna, {
      ...same,
      settleMethod: '转账支票',
      settleNo: 'XII00000104',
      counterparty: '新华书店',
    });
    expect(withNo).toMatchObject({ settleMethod: '转账支票', settleNo: 'XII00000104', source: 'voucher' });
    await refused(
      server,
      () => u.chuna.post('/api/cashier/saveEntry', { ...same, version: withNo.version, payment: '1300.00' }),
      /只能修改结算方式、票号和对方单位/,
    );
  });

  it('the daily report agrees for the bank once its voucher is in the book; the cash difference lists its item', async () => {
    const report = await daily(d.day(4));
    const byCode = new Map(report.rows.map((r) => [r.code, r]));
    expect(byCode.get('1002')).toMatchObject({
      book: { payment: '1200.00', closing: '3248800.00' },
      ledger: { payment: '1200.00', closing: '3248800.00' },
      agrees: true,
    });
    // The typed 300.00 stands for the voucher of day 2: the book matches the ledger's balance, but
    // not line for line (the voucher's line is not linked to the typed entry).
    expect(byCode.get('1001')?.book.closing).toBe(byCode.get('1001')?.ledger.closing);
    const items = (
      await u.chuna.get<DifferencesAnswer>('/api/cashier/differences', {
        accountId: String(cash.id),
        dateFrom: d.day(1),
        dateTo: d.day(28),
      })
    ).body.data.items;
    expect(items.map((i) => [i.reason, i.bookReceipt, i.ledgerDebit])).toEqual([
      ['manualOnly', '300.00', '0.00'],
      ['ledgerOnly', '0.00', '300.00'],
    ]);
    expect(report.totals.find((t) => t.kind === 'all')?.book.closing).toBe('3377600.00');
  });
});

describe('a typed entry takes the voucher line it stands for', () => {
  it('links instead of counting the business twice; the line is then in the book', async () => {
    const offers = (
      await u.chuna.get<VoucherLineOffer[]>('/api/cashier/voucherLines', {
        dateFrom: d.day(2),
        dateTo: d.day(2),
      })
    ).body.data;
    const line = offers.find(
      (o) => o.accountId === cash.id && o.lookalikeEntryId !== null,
    ) as VoucherLineOffer;
    const typed = line.lookalikeEntryId as string;
    // Another typed entry, or a line of another amount, cannot take it.
    const other = await saveEntry(
      u.chuna,
      entryBody(cash.id, d.day(2), { summary: '另一笔', receipt: '1.00', payment: '' }),
    );
    await refused(
      server,
      () =>
        u.chuna.post('/api/cashier/importLines', {
          lines: [{ voucherId: line.voucherId, lineNo: line.lineNo, entryId: other.id }],
        }),
      /要关联的手工出纳账与该分录的账户、日期或金额不同/,
    );
    await u.chuna.post('/api/cashier/deleteEntry', { id: other.id, version: other.version });
    const linked = await u.chuna.post<{
      entries: { id: string; source: string; summary: string }[];
      linked: number;
    }>('/api/cashier/importLines', {
      lines: [{ voucherId: line.voucherId, lineNo: line.lineNo, entryId: typed }],
    });
    expect(linked.body.success, linked.body.message).toBe(true);
    expect(linked.body.message).toBe('已生成出纳账 1 笔（其中关联手工出纳账 1 笔）');
    expect(linked.body.data.entries).toEqual([
      expect.objectContaining({ id: typed, source: 'voucher', summary: '收到工会会员退回慰问金' }),
    ]);
    const items = (
      await u.chuna.get<DifferencesAnswer>('/api/cashier/differences', {
        accountId: String(cash.id),
        dateFrom: d.day(1),
        dateTo: d.day(28),
      })
    ).body.data.items;
    expect(items).toEqual([]);
    await refused(
      server,
      () =>
        u.chuna.post('/api/cashier/importLines', {
          lines: [{ voucherId: line.voucherId, lineNo: line.lineNo }],
        }),
      /已登记到出纳账，不能重复生成/,
    );
  });
});

describe('the cashier month close', () => {
  it('is refused while an account disagrees, naming it, and writes nothing', async () => {
    // A payment typed with no voucher behind it: the cash book now runs 45.00 below the ledger.
    await saveEntry(u.chuna, entryBody(cash.id, d.day(5), { summary: '购买打印纸', payment: '45.00' }));
    const m = await monthly();
    expect(m.rows.find((r) => r.code === '1001')).toMatchObject({
      agrees: false,
      difference: { closing: '-45.00' },
    });
    await refused(
      server,
      () => u.chuna.post('/api/cashier/closeMonth', { year: d.year, month: d.month }),
      `${d.year}年${d.month}月出纳账与总账不符，不能结账：1001 库存现金（期末余额出纳账比总账少 45.00，本期支出出纳账比总账多 45.00）。请核对后再结账，或逐户说明差异原因（至少 4 个字）`,
    );
    await refused(
      server,
      () =>
        u.chuna.post('/api/cashier/closeMonth', {
          year: d.year,
          month: d.month,
          explanations: [{ accountId: cash.id, text: '差' }],
        }),
      /不能结账/,
    );
  });

  it('is accepted with the difference explained; the month then takes no entry', async () => {
    const closed = await u.chuna.post<CashierMonth>('/api/cashier/closeMonth', {
      year: d.year,
      month: d.month,
      explanations: [{ accountId: cash.id, text: '打印纸发票未到，凭证下月补制' }],
    });
    expect(closed.body.success, closed.body.message).toBe(true);
    expect(closed.body.data).toMatchObject({ closed: true, closedBy: '赵出纳' });
    expect(closed.body.data.explanations).toEqual([
      expect.objectContaining({
        accountId: cash.id,
        label: '1001 库存现金',
        text: '打印纸发票未到，凭证下月补制',
      }),
    ]);
    await refused(
      server,
      () => u.chuna.post('/api/cashier/saveEntry', entryBody(cash.id, d.day(6))),
      /已结账/,
    );
    // The ledger's month stays open: a voucher made now cannot come into the closed cashier month.
    await saveOk(
      u.zhidan,
      body(d.day(8), [
        { summary: '收到代管经费', code: '10202', debit: '50.00' },
        { summary: '收到代管经费', code: '402', credit: '50.00' },
      ]),
    );
    const offers = (
      await u.chuna.get<VoucherLineOffer[]>('/api/cashier/voucherLines', {
        dateFrom: d.day(1),
        dateTo: d.day(28),
      })
    ).body.data;
    const open = offers.find((o) => o.entryId === null) as VoucherLineOffer;
    expect(open.monthClosed).toBe(true);
    await refused(
      server,
      () =>
        u.chuna.post('/api/cashier/importLines', {
          lines: [{ voucherId: open.voucherId, lineNo: open.lineNo }],
        }),
      /已结账/,
    );
  });

  it('is taken back by 财务主管 only, and only the last closed month', async () => {
    const byCashier = await u.chuna.post('/api/cashier/reopenMonth', { year: d.year, month: d.month });
    expect(byCashier.body.errorCode).toBe(4012);
    await refused(
      server,
      () => u.zhuguan.post('/api/cashier/reopenMonth', { year: d.last.year, month: d.last.month }),
      `${d.year}年${d.month}月已结账，请先反结账该月`,
    );
    const reopened = await u.zhuguan.post<CashierMonth>('/api/cashier/reopenMonth', {
      year: d.year,
      month: d.month,
    });
    expect(reopened.body.success, reopened.body.message).toBe(true);
    expect(reopened.body.data.closed).toBe(false);
    await saveEntry(u.chuna, entryBody(cash.id, d.day(6), { summary: '邮寄费', payment: '12.00' }));
  });

  it('closes months in order', async () => {
    const next = d.month === 12 ? { year: d.year + 1, month: 1 } : { year: d.year, month: d.month + 1 };
    await refused(
      server,
      () => u.chuna.post('/api/cashier/closeMonth', next),
      `${d.year}年${d.month}月尚未结账，请按月份顺序结账`,
    );
  });
});
