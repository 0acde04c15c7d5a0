// The cheque register's writes: ranges bought for a cashier bank account (an overlapping range of
// the same prefix is refused), and each cheque's 领用, 退回, 报销 and 作废 by the state machine of
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
import type { Cheque, PurchaseAnswer } from '../../../src/core/contracts/cheque.ts';
import { fromCents, toCents } from '../../../src/core/money.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { chequeQuery, getCheque, purchaseQuery, toPurchase, toView } from './cheque-views.ts';
import { accountLabel, getAccount, type Trx } from './common.ts';

export { listCheques, listPurchases } from './cheque-views.ts';

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
