// The cheque register: ranges bought for a cashier bank account (an overlapping range of the same
// prefix is refused), and each cheque's 领用, 退回, 报销 and 作废 by the state machine of
// src/core/cashier/cheques.ts, with the version the cashier saw and a history row per step.
import { centsOf } from '../../../src/core/books/figures.ts';
import {
  chequeNumbers,
  chequeTransition,
  rangeLabel,
  rangeProblem,
  rangesOverlap,
  writeOffProblem,
} from '../../../src/core/cashier/cheques.ts';
import type { ChequeAction, ChequeState, ChequeType } from '../../../src/core/cashier/types.ts';
import type { Cheque, ChequePurchase, PurchaseAnswer } from '../../../src/core/contracts/cheque.ts';
import { fromCents, toCents } from '../../../src/core/money.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { accountLabel, type Db, getAccount, type Trx } from './common.ts';

function chequeQuery(db: Db, ledgerSetId: number) {
  return db
    .selectFrom('cheque as c')
    .innerJoin('cashier_account as a', 'a.id', 'c.account_id')
    .innerJoin('cheque_purchase as p', 'p.id', 'c.purchase_id')
    .leftJoin('cashier_entry as e', 'e.id', 'c.entry_id')
    .leftJoin('voucher as v', 'v.id', 'c.voucher_id')
    .select([
      'c.id',
      'c.purchase_id',
      'c.account_id',
      'a.code as account_code',
      'a.name as account_name',
      'c.cheque_type',
      'c.cheque_no',
      'c.state',
      'p.bought_on',
      'c.issued_on',
      'c.holder',
      'c.department',
      'c.purpose',
      'c.limit_amount',
      'c.payee',
      'c.approver',
      'c.written_off_on',
      'c.amount',
      'c.entry_id',
      'c.voucher_id',
      'e.entry_date',
      'e.summary as entry_summary',
      'v.voucher_type',
      'v.voucher_no',
      'c.voided_on',
      'c.void_reason',
      'c.version',
    ])
    .where('c.ledger_set_id', '=', ledgerSetId);
}

type Row = Awaited<ReturnType<ReturnType<typeof chequeQuery>['executeTakeFirstOrThrow']>>;

const money = (v: string | null) => (v === null ? null : fromCents(centsOf(v)));

function paidBy(r: Row): string | null {
  if (r.entry_id !== null && r.entry_date !== null)
    return `出纳账 ${r.entry_date} ${r.entry_summary ?? ''}`.trim();
  if (r.voucher_id !== null)
    return r.voucher_type !== null ? `${r.voucher_type}-${r.voucher_no}` : '凭证已删除';
  return null;
}

function toView(r: Row): Cheque {
  return {
    id: r.id,
    purchaseId: r.purchase_id,
    accountId: r.account_id,
    accountLabel: `${r.account_code} ${r.account_name}`,
    chequeType: r.cheque_type as ChequeType,
    chequeNo: r.cheque_no,
    state: r.state,
    boughtOn: r.bought_on,
    issuedOn: r.issued_on,
    holder: r.holder,
    department: r.department,
    purpose: r.purpose,
    limitAmount: money(r.limit_amount),
    payee: r.payee,
    approver: r.approver,
    writtenOffOn: r.written_off_on,
    amount: money(r.amount),
    entryId: r.entry_id,
    voucherId: r.voucher_id,
    paidBy: paidBy(r),
    voidedOn: r.voided_on,
    voidReason: r.void_reason,
    version: r.version,
  };
}

export async function listCheques(db: Db, ledgerSetId: number): Promise<Cheque[]> {
  const rows = await chequeQuery(db, ledgerSetId).orderBy('a.code').orderBy('c.cheque_no').execute();
  return rows.map(toView);
}

async function getCheque(db: Db, ledgerSetId: number, id: number): Promise<Cheque> {
  const row = await chequeQuery(db, ledgerSetId).where('c.id', '=', id).executeTakeFirst();
  if (!row) throw badRequest(`支票不存在或不属于当前账套（id ${id}）`);
  return toView(row);
}

function purchaseQuery(db: Db, ledgerSetId: number) {
  return db
    .selectFrom('cheque_purchase as p')
    .innerJoin('cashier_account as a', 'a.id', 'p.account_id')
    .leftJoin('app_user as u', 'u.id', 'p.created_by')
    .select([
      'p.id',
      'p.account_id',
      'a.code',
      'a.name',
      'p.cheque_type',
      'p.prefix',
      'p.start_no',
      'p.end_no',
      'p.bought_on',
      'p.remark',
      'u.real_name',
    ])
    .where('p.ledger_set_id', '=', ledgerSetId);
}

type PurchaseRow = Awaited<ReturnType<ReturnType<typeof purchaseQuery>['executeTakeFirstOrThrow']>>;

const toPurchase = (r: PurchaseRow): ChequePurchase => ({
  id: r.id,
  accountId: r.account_id,
  accountLabel: `${r.code} ${r.name}`,
  chequeType: r.cheque_type as ChequeType,
  prefix: r.prefix,
  start: r.start_no,
  end: r.end_no,
  count: Number(BigInt(r.end_no) - BigInt(r.start_no) + 1n),
  boughtOn: r.bought_on,
  remark: r.remark,
  createdBy: r.real_name ?? '',
});

export async function listPurchases(db: Db, ledgerSetId: number): Promise<ChequePurchase[]> {
  const rows = await purchaseQuery(db, ledgerSetId)
    .orderBy('p.bought_on', 'desc')
    .orderBy('p.id', 'desc')
    .execute();
  return rows.map(toPurchase);
}

export interface PurchaseInput {
  accountId: number;
  chequeType: ChequeType;
  prefix?: string | null | undefined;
  start: string;
  end: string;
  boughtOn: string;
  remark: string;
}

export async function purchaseCheques(
  trx: Trx,
  ledgerSetId: number,
  userId: number,
  input: PurchaseInput,
): Promise<PurchaseAnswer> {
  const account = await getAccount(trx, ledgerSetId, input.accountId);
  if (account.kind !== 'bank') throw badRequest(`${accountLabel(account)} 不是银行账户，不能登记支票`);
  if (!account.enabled) throw badRequest(`出纳账户 ${accountLabel(account)} 已停用`);
  const range = { prefix: (input.prefix ?? '').toUpperCase(), start: input.start, end: input.end };
  const problem = rangeProblem(range);
  if (problem) throw badRequest(problem);
  // Locks the account's ranges: two purchases of one account never interleave their checks.
  await trx.selectFrom('cashier_account').select('id').where('id', '=', account.id).forUpdate().execute();
  const earlier = await trx
    .selectFrom('cheque_purchase')
    .select(['prefix', 'start_no', 'end_no', 'bought_on'])
    .where('account_id', '=', account.id)
    .execute();
  const clash = earlier.find((p) =>
    rangesOverlap(range, { prefix: p.prefix, start: p.start_no, end: p.end_no }),
  );
  if (clash) {
    const other = { prefix: clash.prefix, start: clash.start_no, end: clash.end_no };
    throw badRequest(
      `支票号段 ${rangeLabel(range)} 与 ${clash.bought_on} 登记的号段 ${rangeLabel(other)} 重叠，不能重复登记`,
    );
  }
  const purchase = await trx
    .insertInto('cheque_purchase')
    .values({
      ledger_set_id: ledgerSetId,
      account_id: account.id,
      cheque_type: input.chequeType,
      prefix: range.prefix,
      start_no: range.start,
      end_no: range.end,
      bought_on: input.boughtOn,
      remark: input.remark,
      created_by: userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const created = await trx
    .insertInto('cheque')
    .values(
      chequeNumbers(range).map((no) => ({
        ledger_set_id: ledgerSetId,
        purchase_id: purchase.id,
        account_id: account.id,
        cheque_type: input.chequeType,
        cheque_no: no,
      })),
    )
    .returning('id')
    .execute();
  await trx
    .insertInto('cheque_event')
    .values(created.map((c) => ({ cheque_id: c.id, user_id: userId, action: 'buy', to_state: 'unused' })))
    .execute();
  const row = await purchaseQuery(trx, ledgerSetId).where('p.id', '=', purchase.id).executeTakeFirstOrThrow();
  const cheques = await chequeQuery(trx, ledgerSetId)
    .where('c.purchase_id', '=', purchase.id)
    .orderBy('c.cheque_no')
    .execute();
  return { purchase: toPurchase(row), cheques: cheques.map(toView) };
}

/** Locks the cheque, checks the version seen and the move; answers the cheque and its next state. */
async function begin(
  trx: Trx,
  ledgerSetId: number,
  input: { id: number; version?: number | null | undefined },
  action: ChequeAction,
): Promise<{ cheque: Cheque; to: ChequeState }> {
  await trx.selectFrom('cheque').select('id').where('id', '=', input.id).forUpdate().execute();
  const cheque = await getCheque(trx, ledgerSetId, input.id);
  if (input.version !== undefined && input.version !== null && input.version !== cheque.version) {
    throw conflict(
      `支票 ${cheque.chequeNo} 已被其他人处理（当前版本 ${cheque.version}，您看到的是版本 ${input.version}），请刷新后重试`,
      { currentVersion: cheque.version },
    );
  }
  const t = chequeTransition(cheque.state, action, cheque.chequeNo);
  if (!t.ok) throw badRequest(t.message);
  return { cheque, to: t.to };
}

async function finish(
  trx: Trx,
  ledgerSetId: number,
  userId: number,
  cheque: Cheque,
  action: ChequeAction,
  to: ChequeState,
  note: string,
): Promise<Cheque> {
  await trx
    .insertInto('cheque_event')
    .values({ cheque_id: cheque.id, user_id: userId, action, from_state: cheque.state, to_state: to, note })
    .execute();
  return getCheque(trx, ledgerSetId, cheque.id);
}

export interface IssueInput {
  id: number;
  version?: number | null | undefined;
  issuedOn: string;
  holder: string;
  department: string;
  purpose: string;
  limitAmount?: string | null | undefined;
  payee: string;
  approver: string;
}

export async function issueCheque(trx: Trx, ledgerSetId: number, userId: number, input: IssueInput) {
  const { cheque, to } = await begin(trx, ledgerSetId, input, 'issue');
  if (input.issuedOn < cheque.boughtOn) throw badRequest(`领用日期不能早于购置日期 ${cheque.boughtOn}`);
  await trx
    .updateTable('cheque')
    .set({
      state: to,
      issued_on: input.issuedOn,
      holder: input.holder,
      department: input.department,
      purpose: input.purpose,
      limit_amount: input.limitAmount ? fromCents(toCents(input.limitAmount)) : null,
      payee: input.payee,
      approver: input.approver,
      version: cheque.version + 1,
      updated_at: new Date(),
    })
    .where('id', '=', cheque.id)
    .execute();
  return finish(trx, ledgerSetId, userId, cheque, 'issue', to, `${input.holder}：${input.purpose}`);
}

export async function returnCheque(
  trx: Trx,
  ledgerSetId: number,
  userId: number,
  input: { id: number; version?: number | null | undefined; note: string },
) {
  const { cheque, to } = await begin(trx, ledgerSetId, input, 'return');
  await trx
    .updateTable('cheque')
    .set({
      state: to,
      issued_on: null,
      holder: '',
      department: '',
      purpose: '',
      limit_amount: null,
      payee: '',
      approver: '',
      version: cheque.version + 1,
      updated_at: new Date(),
    })
    .where('id', '=', cheque.id)
    .execute();
  return finish(
    trx,
    ledgerSetId,
    userId,
    cheque,
    'return',
    to,
    input.note || `${cheque.holder} 交回未用支票`,
  );
}

export interface WriteOffInput {
  id: number;
  version?: number | null | undefined;
  date: string;
  amount: string;
  payee: string;
  entryId?: string | null | undefined;
  voucherId?: string | null | undefined;
}

/** The cashier entry or voucher that paid the cheque, checked against the cheque's account. */
async function payment(trx: Trx, ledgerSetId: number, cheque: Cheque, input: WriteOffInput, amount: bigint) {
  if (!input.entryId && !input.voucherId) throw badRequest('请指定支付该支票的凭证或出纳账分录');
  if (input.entryId) {
    const entry = await trx
      .selectFrom('cashier_entry')
      .select(['id', 'account_id', 'payment', 'voucher_id', 'entry_date', 'summary'])
      .where('ledger_set_id', '=', ledgerSetId)
      .where('id', '=', input.entryId)
      .executeTakeFirst();
    if (!entry) throw badRequest('出纳账分录不存在或不属于当前账套');
    if (entry.account_id !== cheque.accountId) throw badRequest('出纳账分录不属于该支票的银行账户');
    const paid = centsOf(entry.payment);
    if (paid <= 0n) throw badRequest('出纳账分录不是支出，不能用于支票报销');
    if (paid !== amount) {
      throw badRequest(`报销金额应与出纳账分录的支出金额 ${fromCents(paid)} 相同`);
    }
    const used = await trx
      .selectFrom('cheque')
      .select('cheque_no')
      .where('entry_id', '=', entry.id)
      .executeTakeFirst();
    if (used) throw badRequest(`该出纳账分录已用于支票 ${used.cheque_no} 的报销`);
    if (input.voucherId && entry.voucher_id !== input.voucherId) {
      throw badRequest('出纳账分录不是由所指定的凭证生成的');
    }
    return { entryId: entry.id, voucherId: entry.voucher_id };
  }
  const account = await getAccount(trx, ledgerSetId, cheque.accountId);
  const voucherId = input.voucherId as string;
  const lines = await trx
    .selectFrom('voucher_entry')
    .select(['voucher_type', 'voucher_no'])
    .where('ledger_set_id', '=', ledgerSetId)
    .where('voucher_id', '=', voucherId)
    .execute();
  if (lines.length === 0) throw badRequest('凭证不存在或不属于当前账套');
  const onAccount = await trx
    .selectFrom('voucher_entry')
    .select('line_no')
    .where('voucher_id', '=', voucherId)
    .where('subject_code', '=', account.subjectCode)
    .where('credit', '>', '0')
    .executeTakeFirst();
  if (!onAccount) {
    const word = `${lines[0]?.voucher_type}-${lines[0]?.voucher_no}`;
    throw badRequest(
      `凭证 ${word} 没有贷记 ${account.subjectCode} ${account.subjectName} 的分录，不能用于该支票的报销`,
    );
  }
  return { entryId: null, voucherId };
}

export async function writeOffCheque(trx: Trx, ledgerSetId: number, userId: number, input: WriteOffInput) {
  const { cheque, to } = await begin(trx, ledgerSetId, input, 'writeOff');
  const amount = toCents(input.amount);
  const problem = writeOffProblem({
    amountCents: amount,
    limitCents: cheque.limitAmount === null ? null : toCents(cheque.limitAmount),
    issuedOn: cheque.issuedOn ?? cheque.boughtOn,
    date: input.date,
  });
  if (problem) throw badRequest(problem);
  const paid = await payment(trx, ledgerSetId, cheque, input, amount);
  await trx
    .updateTable('cheque')
    .set({
      state: to,
      written_off_on: input.date,
      amount: fromCents(amount),
      payee: input.payee || cheque.payee,
      entry_id: paid.entryId,
      voucher_id: paid.voucherId,
      version: cheque.version + 1,
      updated_at: new Date(),
    })
    .where('id', '=', cheque.id)
    .execute();
  return finish(trx, ledgerSetId, userId, cheque, 'writeOff', to, `报销 ${fromCents(amount)}`);
}

export async function voidCheque(
  trx: Trx,
  ledgerSetId: number,
  userId: number,
  input: { id: number; version?: number | null | undefined; date: string; reason: string },
) {
  const { cheque, to } = await begin(trx, ledgerSetId, input, 'void');
  const since = cheque.issuedOn ?? cheque.boughtOn;
  if (input.date < since)
    throw badRequest(`作废日期不能早于${cheque.issuedOn ? '领用' : '购置'}日期 ${since}`);
  await trx
    .updateTable('cheque')
    .set({
      state: to,
      voided_on: input.date,
      void_reason: input.reason,
      version: cheque.version + 1,
      updated_at: new Date(),
    })
    .where('id', '=', cheque.id)
    .execute();
  return finish(trx, ledgerSetId, userId, cheque, 'void', to, input.reason);
}
