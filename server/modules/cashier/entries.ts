// The cashier book's entries: one account's month as the journal reads it, and the cashier's own
// entries saved and deleted. An entry brought in from a voucher keeps its date, amounts and summary
// (they are the voucher's); the cashier may still add 结算方式, 票号 and 对方单位. Nothing moves in a
// closed cashier month.
import { sql } from 'kysely';
import { centsOf } from '../../../src/core/books/figures.ts';
import { firstDayOf, lastDayOf, openingLabel } from '../../../src/core/cashier/journal.ts';
import type { SettleMethod } from '../../../src/core/cashier/types.ts';
import type { CashierAccount, CashierEntry, JournalAnswer } from '../../../src/core/contracts/cashier.ts';
import { fromCents, toCents } from '../../../src/core/money.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import {
  cashierMonthClosed,
  closedMonthRefusal,
  type Db,
  getAccount,
  lockCashier,
  type Trx,
} from './common.ts';

export function entryQuery(db: Db, ledgerSetId: number) {
  return db
    .selectFrom('cashier_entry as e')
    .leftJoin('voucher as v', 'v.id', 'e.voucher_id')
    .leftJoin('app_user as u', 'u.id', 'e.created_by')
    .select([
      'e.id',
      'e.account_id',
      'e.entry_date',
      'e.seq',
      'e.summary',
      'e.settle_method',
      'e.settle_no',
      'e.counterparty',
      'e.counter_subject',
      'e.receipt',
      'e.payment',
      'e.source',
      'e.voucher_id',
      'e.line_no',
      'e.voucher_word',
      'v.voucher_type',
      'v.voucher_no',
      'u.real_name',
      'e.version',
    ])
    .where('e.ledger_set_id', '=', ledgerSetId);
}

type EntryRow = Awaited<ReturnType<ReturnType<typeof entryQuery>['executeTakeFirstOrThrow']>>;

export function toEntry(r: EntryRow): CashierEntry {
  const live = r.voucher_type !== null && r.voucher_no !== null ? `${r.voucher_type}-${r.voucher_no}` : null;
  return {
    id: r.id,
    accountId: r.account_id,
    date: r.entry_date,
    seq: Number(r.seq),
    summary: r.summary,
    settleMethod: r.settle_method as SettleMethod | '',
    settleNo: r.settle_no,
    counterparty: r.counterparty,
    counterSubject: r.counter_subject,
    receipt: fromCents(centsOf(r.receipt)),
    payment: fromCents(centsOf(r.payment)),
    source: r.source,
    voucherId: r.voucher_id,
    lineNo: r.line_no,
    // As the voucher is numbered now; the number it had when brought in if it is gone.
    voucherWord: live ?? r.voucher_word,
    createdBy: r.real_name ?? '',
    version: r.version,
  };
}

export async function getEntry(db: Db, ledgerSetId: number, id: string): Promise<CashierEntry | null> {
  const row = await entryQuery(db, ledgerSetId).where('e.id', '=', id).executeTakeFirst();
  return row ? toEntry(row) : null;
}

/** Receipts and payments of the account's entries in [from, to) (day totals, kept by trigger). */
export async function movementBetween(db: Db, accountId: number, from: string | null, to: string) {
  const { rows } = await sql<{ receipt: string | null; payment: string | null }>`
    select sum(receipt) as receipt, sum(payment) as payment from cashier_day_total
    where account_id = ${accountId} and entry_date < ${to}::date
      ${from === null ? sql`` : sql`and entry_date >= ${from}::date`}
  `.execute(db);
  return { receipt: centsOf(rows[0]?.receipt), payment: centsOf(rows[0]?.payment) };
}

/** The account's balance before `date` (its opening balance, then every entry before the day). */
export async function balanceBefore(db: Db, account: CashierAccount, date: string): Promise<bigint> {
  if (date <= account.openedOn) return toCents(account.openingBalance);
  const m = await movementBetween(db, account.id, null, date);
  return toCents(account.openingBalance) + m.receipt - m.payment;
}

export async function readJournal(
  db: Db,
  ledgerSetId: number,
  accountId: number,
  year: number,
  month: number,
): Promise<JournalAnswer> {
  const account = await getAccount(db, ledgerSetId, accountId);
  const first = firstDayOf(year, month);
  const last = lastDayOf(year, month);
  const openedThisMonth = account.openedOn >= first && account.openedOn <= last;
  const beforeOpening = account.openedOn > last;
  const openingDate = openedThisMonth ? account.openedOn : first;
  const [opening, yearBefore, rows, closed] = await Promise.all([
    beforeOpening ? Promise.resolve(0n) : balanceBefore(db, account, openingDate),
    movementBetween(db, account.id, `${year}-01-01`, first),
    entryQuery(db, ledgerSetId)
      .where('e.account_id', '=', account.id)
      .where('e.entry_date', '>=', first)
      .where('e.entry_date', '<=', last)
      .orderBy('e.entry_date')
      .orderBy('e.seq')
      .execute(),
    cashierMonthClosed(db, ledgerSetId, first),
  ]);
  return {
    account,
    year,
    month,
    opening: fromCents(opening),
    openingLabel: beforeOpening ? `账户 ${account.openedOn} 启用` : openingLabel(month, openedThisMonth),
    openingDate,
    closingDate: last,
    yearBefore: { receipt: fromCents(yearBefore.receipt), payment: fromCents(yearBefore.payment) },
    closed,
    entries: rows.map(toEntry),
  };
}

export interface EntryInput {
  id: string;
  accountId: number;
  date: string;
  summary: string;
  settleMethod?: SettleMethod | '' | null | undefined;
  settleNo: string;
  counterparty: string;
  counterSubject: string;
  receipt: string;
  payment: string;
  version?: number | null | undefined;
}

/** Exactly one side, above zero: 收入 or 支出. */
function checkSides(receipt: bigint, payment: bigint) {
  if (receipt > 0n === payment > 0n) throw badRequest('收入金额和支出金额须填写且只填写一项，金额须大于 0');
}

const stale = (current: CashierEntry, edited: number) =>
  conflict(
    `出纳账“${current.summary}”已被其他人修改（当前版本 ${current.version}，您编辑的是版本 ${edited}），请刷新后重新编辑`,
    { currentVersion: current.version },
  );

/** The account may be written by this caller (cash or bank journal permission). */
export type MayWrite = (account: CashierAccount) => void;

export async function saveEntry(
  trx: Trx,
  ledgerSetId: number,
  userId: number,
  input: EntryInput,
  mayWrite: MayWrite,
): Promise<CashierEntry> {
  await lockCashier(trx, ledgerSetId, 'shared');
  const account = await getAccount(trx, ledgerSetId, input.accountId);
  mayWrite(account);
  const receipt = toCents(input.receipt);
  const payment = toCents(input.payment);
  checkSides(receipt, payment);
  if (input.date < account.openedOn) {
    throw badRequest(
      `日期 ${input.date} 早于账户 ${account.code} ${account.name} 的启用日期 ${account.openedOn}`,
    );
  }
  if (await cashierMonthClosed(trx, ledgerSetId, input.date)) throw closedMonthRefusal(input.date);
  const stored = await trx
    .selectFrom('cashier_entry')
    .select('ledger_set_id')
    .where('id', '=', input.id)
    .executeTakeFirst();
  if (stored && stored.ledger_set_id !== ledgerSetId) throw badRequest('出纳账分录不存在或不属于当前账套');
  const values = {
    summary: input.summary,
    settle_method: input.settleMethod ?? '',
    settle_no: input.settleNo,
    counterparty: input.counterparty,
    counter_subject: input.counterSubject,
  };
  if (!stored) {
    if (!account.enabled) throw badRequest(`出纳账户 ${account.code} ${account.name} 已停用`);
    await trx
      .insertInto('cashier_entry')
      .values({
        id: input.id,
        ledger_set_id: ledgerSetId,
        account_id: account.id,
        entry_date: input.date,
        ...values,
        receipt: fromCents(receipt),
        payment: fromCents(payment),
        source: 'manual',
        created_by: userId,
      })
      .execute();
    return (await getEntry(trx, ledgerSetId, input.id)) as CashierEntry;
  }
  const current = (await getEntry(trx, ledgerSetId, input.id)) as CashierEntry;
  if (input.version !== undefined && input.version !== null && input.version !== current.version) {
    throw stale(current, input.version);
  }
  if (current.accountId !== account.id)
    throw badRequest('不能更改分录的出纳账户，请删除后在另一账户重新登记');
  if (await cashierMonthClosed(trx, ledgerSetId, current.date)) throw closedMonthRefusal(current.date);
  if (current.source === 'voucher') {
    const same =
      current.date === input.date &&
      toCents(current.receipt) === receipt &&
      toCents(current.payment) === payment &&
      current.summary === input.summary &&
      current.counterSubject === input.counterSubject;
    if (!same) {
      throw badRequest(`此分录由凭证 ${current.voucherWord ?? ''} 生成，只能修改结算方式、票号和对方单位`);
    }
  }
  await checkChequeAmount(trx, current, payment);
  await trx
    .updateTable('cashier_entry')
    .set({
      ...values,
      entry_date: input.date,
      receipt: fromCents(receipt),
      payment: fromCents(payment),
      version: current.version + 1,
      updated_at: new Date(),
    })
    .where('id', '=', current.id)
    .execute();
  return (await getEntry(trx, ledgerSetId, input.id)) as CashierEntry;
}

/** An entry a cheque was written off against keeps the amount the cheque was written off for. */
async function checkChequeAmount(trx: Trx, entry: CashierEntry, payment: bigint) {
  const cheque = await trx
    .selectFrom('cheque')
    .select(['cheque_no', 'amount'])
    .where('entry_id', '=', entry.id)
    .executeTakeFirst();
  if (cheque && centsOf(cheque.amount) !== payment) {
    throw badRequest(
      `此分录已用于支票 ${cheque.cheque_no} 的报销（金额 ${cheque.amount}），不能更改支出金额`,
    );
  }
}

export async function deleteEntry(
  trx: Trx,
  ledgerSetId: number,
  input: { id: string; version?: number | null | undefined },
  mayWrite: MayWrite,
): Promise<{ id: string }> {
  await lockCashier(trx, ledgerSetId, 'shared');
  const current = await getEntry(trx, ledgerSetId, input.id);
  if (!current) throw badRequest('出纳账分录不存在或已被删除');
  mayWrite(await getAccount(trx, ledgerSetId, current.accountId));
  if (input.version !== undefined && input.version !== null && input.version !== current.version) {
    throw stale(current, input.version);
  }
  if (await cashierMonthClosed(trx, ledgerSetId, current.date)) throw closedMonthRefusal(current.date);
  const cheque = await trx
    .selectFrom('cheque')
    .select('cheque_no')
    .where('entry_id', '=', current.id)
    .executeTakeFirst();
  if (cheque) throw badRequest(`此分录已用于支票 ${cheque.cheque_no} 的报销，不能删除`);
  await trx.deleteFrom('cashier_entry').where('id', '=', current.id).execute();
  return { id: current.id };
}
