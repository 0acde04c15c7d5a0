// The demo ledger set's cashier (出纳) so its screens show something: two bank accounts booked in
// 10201 经费集中户 (the account the demo's bank reconciliation reconciles) and 10202 代管经费, the cashier's cash and bank accounts opened on the first day of
// last month at the ledger's balances, last month's entries (typed by the cashier, vouchers not yet
// made; each account's receipts and payments net to nothing, so the balances still agree with the
// ledger) with that month closed and its differences explained, and a cheque book with a cheque
// written off, one out with its holder past its 10 days, and one voided. No voucher is added: the
// seeded books other tests count stay as they are.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { chequeNumbers } from '../../src/core/cashier/cheques.ts';
import { firstDayOf } from '../../src/core/cashier/journal.ts';
import { toCalendarDate } from '../../src/core/rules/dates.ts';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database>;

const pad = (n: number) => String(n).padStart(2, '0');

/** Last month's first day and a day of it; the days are kept within any month's 28. */
export function demoCashierDates(today = new Date()) {
  const y = today.getMonth() === 0 ? today.getFullYear() - 1 : today.getFullYear();
  const m = today.getMonth() === 0 ? 12 : today.getMonth();
  const day = (d: number) => `${y}-${pad(m)}-${pad(d)}`;
  const back = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 12);
  return { year: y, month: m, opened: firstDayOf(y, m), day, twelveDaysAgo: toCalendarDate(back) };
}

export async function seedDemoCashier(db: Db, ledgerSetId: number, cashierUserId: number | null) {
  const d = demoCashierDates();
  const [ccb, icbc] = await db
    .insertInto('bank_account')
    .values([
      {
        ledger_set_id: ledgerSetId,
        bank_name: '中国建设银行示范市分行',
        account_name: '示范市总工会',
        account_no: '44050100000000000001',
        deposit_type: '基本存款账户',
        subject_code: '10201',
        opened_on: '2022-01-01',
        remark: '经费集中户',
      },
      {
        ledger_set_id: ledgerSetId,
        bank_name: '中国工商银行示范市分行营业部',
        account_name: '示范市总工会',
        account_no: '1202020109000123456',
        deposit_type: '专用存款账户',
        subject_code: '10202',
        opened_on: '2022-01-01',
        remark: '代管经费专户',
      },
    ])
    .returning('id')
    .execute();
  const accounts = await db
    .insertInto('cashier_account')
    .values([
      {
        ledger_set_id: ledgerSetId,
        kind: 'cash',
        code: '1001',
        name: '库存现金',
        subject_code: '101',
        bank_account_id: null,
        opened_on: d.opened,
        opening_balance: '8500.00',
      },
      {
        ledger_set_id: ledgerSetId,
        kind: 'bank',
        code: '1002',
        name: '建行经费集中户',
        subject_code: '10201',
        bank_account_id: ccb?.id ?? null,
        opened_on: d.opened,
        opening_balance: '3250000.00',
      },
      {
        ledger_set_id: ledgerSetId,
        kind: 'bank',
        code: '1003',
        name: '工行代管经费户',
        subject_code: '10202',
        bank_account_id: icbc?.id ?? null,
        opened_on: d.opened,
        opening_balance: '120000.00',
      },
    ])
    .returning(['id', 'code'])
    .execute();
  const id = (code: string) => accounts.find((a) => a.code === code)?.id as number;
  const entry = (
    account: string,
    day: number,
    summary: string,
    side: { receipt?: string; payment?: string },
    more: { settle?: string; no?: string; counterparty?: string; counter?: string } = {},
  ) => ({
    id: randomUUID(),
    ledger_set_id: ledgerSetId,
    account_id: id(account),
    entry_date: d.day(day),
    summary,
    settle_method: more.settle ?? '',
    settle_no: more.no ?? '',
    counterparty: more.counterparty ?? '',
    counter_subject: more.counter ?? '',
    receipt: side.receipt ?? '0',
    payment: side.payment ?? '0',
    source: 'manual' as const,
    created_by: cashierUserId,
  });
  const paidByCheque = entry(
    '1002',
    20,
    '拨付示范区总工会活动经费',
    { payment: '20000.00' },
    {
      settle: '转账支票',
      no: 'XII00000101',
      counterparty: '示范区总工会',
      counter: '50601 补助下级支出',
    },
  );
  await db
    .insertInto('cashier_entry')
    .values([
      entry(
        '1001',
        5,
        '收回组织部多领活动经费',
        { receipt: '500.00' },
        { settle: '现金', counterparty: '组织部', counter: '135 其他应收款' },
      ),
      entry(
        '1001',
        12,
        '购买职工慰问品',
        { payment: '500.00' },
        { settle: '现金', counterparty: '示范市百货公司', counter: '50102 职工活动支出' },
      ),
      entry(
        '1002',
        8,
        '收到示范区总工会上解经费',
        { receipt: '20000.00' },
        { settle: '网银', no: 'B2024110800117', counterparty: '示范区总工会', counter: '402 上级补助收入' },
      ),
      paidByCheque,
    ])
    .execute();
  const why = '演示数据：出纳已按业务登记，会计凭证待补制；本月收支相抵，余额与总账一致';
  const explanations = [
    {
      accountId: id('1001'),
      label: '1001 库存现金',
      describe: '本期收入出纳账比总账多 500.00，本期支出出纳账比总账多 500.00',
      text: why,
    },
    {
      accountId: id('1002'),
      label: '1002 建行经费集中户',
      describe: '本期收入出纳账比总账多 20,000.00，本期支出出纳账比总账多 20,000.00',
      text: why,
    },
  ];
  await db
    .insertInto('cashier_period')
    .values({
      ledger_set_id: ledgerSetId,
      year: d.year,
      month: d.month,
      closed_by: cashierUserId,
      explanations: JSON.stringify(explanations),
    })
    .execute();
  await db
    .insertInto('cashier_period_event')
    .values({
      ledger_set_id: ledgerSetId,
      year: d.year,
      month: d.month,
      action: 'close',
      user_id: cashierUserId,
      explanations: JSON.stringify(explanations),
    })
    .execute();

  const range = { prefix: 'XII', start: '00000101', end: '00000125' };
  const purchase = await db
    .insertInto('cheque_purchase')
    .values({
      ledger_set_id: ledgerSetId,
      account_id: id('1002'),
      cheque_type: '转账支票',
      prefix: range.prefix,
      start_no: range.start,
      end_no: range.end,
      bought_on: d.day(2),
      remark: '建行示范市分行购入',
      created_by: cashierUserId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Out with its holder for 12 days: past the 10 days a cheque is valid, so the register flags it.
  const issuedOn = [d.twelveDaysAgo, d.day(2)].sort()[1];
  const special: Record<string, object> = {
    XII00000101: {
      state: 'writtenOff',
      issued_on: d.day(20),
      holder: '王干事',
      department: '组织部',
      purpose: '拨付示范区总工会活动经费',
      limit_amount: '20000.00',
      payee: '示范区总工会',
      approver: '孙主管',
      written_off_on: d.day(20),
      amount: '20000.00',
      entry_id: paidByCheque.id,
    },
    XII00000102: {
      state: 'issued',
      issued_on: issuedOn,
      holder: '李干事',
      department: '办公室',
      purpose: '购买办公用品',
      limit_amount: '5000.00',
      payee: '示范市文具商店',
      approver: '孙主管',
    },
    XII00000103: {
      state: 'void',
      voided_on: d.day(21),
      void_reason: '金额大写填写错误，盖作废章与存根一并保存',
    },
  };
  const cheques = await db
    .insertInto('cheque')
    .values(
      chequeNumbers(range).map((no) => ({
        ledger_set_id: ledgerSetId,
        purchase_id: purchase.id,
        account_id: id('1002'),
        cheque_type: '转账支票',
        cheque_no: no,
        ...special[no],
      })),
    )
    .returning(['id', 'state'])
    .execute();
  await db
    .insertInto('cheque_event')
    .values(
      cheques.map((c) => ({ cheque_id: c.id, user_id: cashierUserId, action: 'buy', to_state: c.state })),
    )
    .execute();
}
