// 出纳日报表 and 出纳月报表: per cashier account the opening, receipts, payments and closing of the book,
// beside the ledger's for the account's subject, with the difference (核对总账); the items behind a
// difference for one account and period.

import { centsOf } from '../../../src/core/books/figures.ts';
import {
  addCash,
  agrees,
  type BookItem,
  type CashFigures,
  closingOf,
  DIFFERENCE_REASON_LABEL,
  describeDifference,
  differenceItems,
  differenceOf,
  zeroCash,
} from '../../../src/core/cashier/check.ts';
import { firstDayOf, lastDayOf } from '../../../src/core/cashier/journal.ts';
import type { AccountKind } from '../../../src/core/cashier/types.ts';
import type {
  CashierAccount,
  CashReportRow,
  CashReportTotal,
  CheckFigures,
  DailyReportAnswer,
  DifferencesAnswer,
  MonthlyReportAnswer,
} from '../../../src/core/contracts/cashier.ts';
import { formatMoney, fromCents } from '../../../src/core/money.ts';
import { badRequest } from '../../lib/errors.ts';
import { bookFigures, ledgerFigures, ledgerLines, type Period } from './book-figures.ts';
import { cashierMonthClosed, type Db, getAccount, listAccounts } from './common.ts';

const shown = (f: CashFigures): CheckFigures => ({
  opening: fromCents(f.opening),
  receipt: fromCents(f.receipt),
  payment: fromCents(f.payment),
  closing: fromCents(closingOf(f)),
});

const money = (cents: bigint) => formatMoney(fromCents(cents));

export interface AccountCheckResult {
  account: CashierAccount;
  book: CashFigures;
  ledger: CashFigures;
  row: CashReportRow;
}

/** The accounts open during the period, each with its book and ledger figures. */
export async function checkAccounts(
  db: Db,
  ledgerSetId: number,
  period: Period,
  includeUnposted: boolean,
): Promise<AccountCheckResult[]> {
  const accounts = (await listAccounts(db, ledgerSetId)).filter((a) => a.openedOn <= period.to);
  const [book, ledger] = await Promise.all([
    bookFigures(db, accounts, period),
    ledgerFigures(
      db,
      ledgerSetId,
      accounts.map((a) => a.subjectCode),
      period,
      includeUnposted,
    ),
  ]);
  return accounts.map((account) => {
    const b = book.get(account.id) ?? zeroCash();
    const l = ledger.get(account.subjectCode) ?? zeroCash();
    const d = differenceOf(b, l);
    const row: CashReportRow = {
      accountId: account.id,
      kind: account.kind,
      code: account.code,
      name: account.name,
      subjectCode: account.subjectCode,
      subjectName: account.subjectName,
      book: shown(b),
      receiptCount: b.receiptCount,
      paymentCount: b.paymentCount,
      ledger: shown(l),
      difference: {
        opening: fromCents(d.opening),
        receipt: fromCents(d.receipt),
        payment: fromCents(d.payment),
        closing: fromCents(d.closing),
      },
      agrees: agrees(d),
      describe: describeDifference(d, money),
    };
    return { account, book: b, ledger: l, row };
  });
}

function totalsOf(results: readonly AccountCheckResult[]): CashReportTotal[] {
  const groups: { kind: AccountKind | 'all'; label: string }[] = [
    { kind: 'cash', label: '现金合计' },
    { kind: 'bank', label: '银行存款合计' },
    { kind: 'all', label: '合计' },
  ];
  return groups.map(({ kind, label }) => {
    const book = zeroCash();
    const ledger = zeroCash();
    for (const r of results) {
      if (kind !== 'all' && r.account.kind !== kind) continue;
      addCash(book, r.book);
      addCash(ledger, r.ledger);
    }
    const d = differenceOf(book, ledger);
    return {
      kind,
      label,
      book: shown(book),
      receiptCount: book.receiptCount,
      paymentCount: book.paymentCount,
      ledger: shown(ledger),
      difference: {
        opening: fromCents(d.opening),
        receipt: fromCents(d.receipt),
        payment: fromCents(d.payment),
        closing: fromCents(d.closing),
      },
    };
  });
}

export async function dailyReport(
  db: Db,
  ledgerSetId: number,
  date: string,
  includeUnposted: boolean,
): Promise<DailyReportAnswer> {
  const results = await checkAccounts(db, ledgerSetId, { from: date, to: date }, includeUnposted);
  return { date, includeUnposted, rows: results.map((r) => r.row), totals: totalsOf(results) };
}

export async function monthlyReport(
  db: Db,
  ledgerSetId: number,
  year: number,
  month: number,
  includeUnposted: boolean,
): Promise<MonthlyReportAnswer> {
  const period = { from: firstDayOf(year, month), to: lastDayOf(year, month) };
  const [results, closed] = await Promise.all([
    checkAccounts(db, ledgerSetId, period, includeUnposted),
    cashierMonthClosed(db, ledgerSetId, period.from),
  ]);
  // 本年累计: the year's receipts and payments to the month's end.
  const yearBook = await bookFigures(
    db,
    results.map((r) => r.account),
    { from: `${year}-01-01`, to: period.to },
  );
  const rows = results.map((r) => {
    const y = yearBook.get(r.account.id) ?? zeroCash();
    return { ...r.row, yearReceipt: fromCents(y.receipt), yearPayment: fromCents(y.payment) };
  });
  return { year, month, includeUnposted, closed, rows, totals: totalsOf(results) };
}

export async function differences(
  db: Db,
  ledgerSetId: number,
  input: { accountId: number; dateFrom: string; dateTo: string; includeUnposted: boolean },
): Promise<DifferencesAnswer> {
  if (input.dateFrom > input.dateTo) throw badRequest('开始日期不能晚于结束日期');
  const account = await getAccount(db, ledgerSetId, input.accountId);
  const period = { from: input.dateFrom, to: input.dateTo };
  const [entries, lines] = await Promise.all([
    db
      .selectFrom('cashier_entry')
      .select(['id', 'entry_date', 'summary', 'receipt', 'payment', 'voucher_id', 'line_no'])
      .where('account_id', '=', account.id)
      .where('entry_date', '>=', period.from)
      .where('entry_date', '<=', period.to)
      .orderBy('entry_date')
      .orderBy('seq')
      .execute(),
    ledgerLines(db, ledgerSetId, account.subjectCode, period, input.includeUnposted),
  ]);
  const book: BookItem[] = entries.map((e) => ({
    id: e.id,
    date: e.entry_date,
    summary: e.summary,
    receipt: centsOf(e.receipt),
    payment: centsOf(e.payment),
    voucherId: e.voucher_id,
    lineNo: e.line_no,
  }));
  const items = differenceItems(book, lines).map((i) => ({
    reason: i.reason,
    reasonLabel: DIFFERENCE_REASON_LABEL[i.reason],
    date: i.date,
    summary: i.summary,
    word: i.word,
    entryId: i.entryId,
    voucherId: i.voucherId,
    lineNo: i.lineNo,
    bookReceipt: fromCents(i.bookReceipt),
    bookPayment: fromCents(i.bookPayment),
    ledgerDebit: fromCents(i.ledgerDebit),
    ledgerCredit: fromCents(i.ledgerCredit),
  }));
  return { accountId: account.id, dateFrom: input.dateFrom, dateTo: input.dateTo, items };
}
