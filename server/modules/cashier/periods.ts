// 出纳月末结账: a month closes in order, once every account's book agrees with the ledger for the
// month or its difference is explained (the explanation is kept with the close); a closed month takes
// no entry. 反结账 takes back the last closed month, while the ledger's month is still open.

import { firstDayOf, lastDayOf } from '../../../src/core/cashier/journal.ts';
import {
  type AccountCheck,
  closeOrderProblem,
  monthIndex,
  monthLabel,
  reopenOrderProblem,
  unexplained,
  unexplainedMessage,
} from '../../../src/core/cashier/periods.ts';
import type {
  CashierMonth,
  CashierPeriodsAnswer,
  CloseExplanation,
} from '../../../src/core/contracts/cashier.ts';
import { badRequest } from '../../lib/errors.ts';
import { monthClosed as ledgerMonthClosed } from '../voucher/locks.ts';
import { accountLabel, type Db, listAccounts, lockCashier, type Trx } from './common.ts';
import { checkAccounts } from './reports.ts';

async function closeState(db: Db, ledgerSetId: number) {
  const [accounts, closed] = await Promise.all([
    listAccounts(db, ledgerSetId),
    db
      .selectFrom('cashier_period')
      .select(['year', 'month'])
      .where('ledger_set_id', '=', ledgerSetId)
      .execute(),
  ]);
  const first = accounts.map((a) => a.openedOn).sort()[0];
  return {
    firstMonth: first === undefined ? null : monthIndex(Number(first.slice(0, 4)), Number(first.slice(5, 7))),
    closed: new Set(closed.map((c) => monthIndex(c.year, c.month))),
  };
}

export async function readPeriods(db: Db, ledgerSetId: number, year: number): Promise<CashierPeriodsAnswer> {
  const [state, rows] = await Promise.all([
    closeState(db, ledgerSetId),
    db
      .selectFrom('cashier_period as p')
      .leftJoin('app_user as u', 'u.id', 'p.closed_by')
      .select(['p.month', 'p.closed_at', 'u.real_name', 'p.explanations'])
      .where('p.ledger_set_id', '=', ledgerSetId)
      .where('p.year', '=', year)
      .execute(),
  ]);
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  const months: CashierMonth[] = Array.from({ length: 12 }, (_, i) => {
    const r = byMonth.get(i + 1);
    return {
      year,
      month: i + 1,
      closed: r !== undefined,
      closedAt: r ? new Date(r.closed_at).toISOString() : null,
      closedBy: r?.real_name ?? null,
      explanations: (r?.explanations as CloseExplanation[] | undefined) ?? [],
    };
  });
  const first = state.firstMonth;
  return {
    year,
    firstMonth: first === null ? null : { year: Math.floor(first / 12), month: (first % 12) + 1 },
    months,
  };
}

async function monthOf(db: Db, ledgerSetId: number, year: number, month: number): Promise<CashierMonth> {
  const answer = await readPeriods(db, ledgerSetId, year);
  return answer.months[month - 1] as CashierMonth;
}

export async function closeMonth(
  trx: Trx,
  ledgerSetId: number,
  userId: number,
  input: { year: number; month: number; explanations?: { accountId: number; text: string }[] | undefined },
): Promise<CashierMonth> {
  const { year, month } = input;
  await lockCashier(trx, ledgerSetId, 'exclusive');
  const order = closeOrderProblem(await closeState(trx, ledgerSetId), year, month);
  if (order) throw badRequest(order);
  const period = { from: firstDayOf(year, month), to: lastDayOf(year, month) };
  // Against every voucher of the month, posted or not: the cashier brings vouchers in as they are made.
  const results = await checkAccounts(trx, ledgerSetId, period, true);
  const checks: AccountCheck[] = results.map((r) => ({
    accountId: r.account.id,
    label: accountLabel(r.account),
    agrees: r.row.agrees,
    describe: r.row.describe,
  }));
  const known = new Set(checks.map((c) => c.accountId));
  const stray = (input.explanations ?? []).find((e) => !known.has(e.accountId));
  if (stray) throw badRequest(`差异说明中的出纳账户（id ${stray.accountId}）不在本月核对范围内`);
  const texts = new Map((input.explanations ?? []).map((e) => [e.accountId, e.text.trim()]));
  const missing = unexplained(checks, texts);
  if (missing.length > 0) {
    throw badRequest(unexplainedMessage(year, month, missing), {
      accounts: missing.map((m) => ({ accountId: m.accountId, describe: m.describe })),
    });
  }
  const explanations: CloseExplanation[] = checks
    .filter((c) => !c.agrees)
    .map((c) => ({
      accountId: c.accountId,
      label: c.label,
      describe: c.describe,
      text: texts.get(c.accountId) ?? '',
    }));
  await trx
    .insertInto('cashier_period')
    .values({
      ledger_set_id: ledgerSetId,
      year,
      month,
      closed_by: userId,
      explanations: JSON.stringify(explanations),
    })
    .execute();
  await trx
    .insertInto('cashier_period_event')
    .values({
      ledger_set_id: ledgerSetId,
      year,
      month,
      action: 'close',
      user_id: userId,
      explanations: JSON.stringify(explanations),
    })
    .execute();
  return monthOf(trx, ledgerSetId, year, month);
}

export async function reopenMonth(
  trx: Trx,
  ledgerSetId: number,
  userId: number,
  input: { year: number; month: number },
): Promise<CashierMonth> {
  const { year, month } = input;
  await lockCashier(trx, ledgerSetId, 'exclusive');
  const order = reopenOrderProblem(await closeState(trx, ledgerSetId), year, month);
  if (order) throw badRequest(order);
  if (await ledgerMonthClosed(trx, ledgerSetId, year, month)) {
    throw badRequest(`总账${monthLabel(year, month)}已结账，不能反结账出纳月份；请先反结账总账该月`);
  }
  await trx
    .deleteFrom('cashier_period')
    .where('ledger_set_id', '=', ledgerSetId)
    .where('year', '=', year)
    .where('month', '=', month)
    .execute();
  await trx
    .insertInto('cashier_period_event')
    .values({ ledger_set_id: ledgerSetId, year, month, action: 'reopen', user_id: userId })
    .execute();
  return monthOf(trx, ledgerSetId, year, month);
}
