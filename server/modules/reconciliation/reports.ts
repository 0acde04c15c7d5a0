// The reconciliation's reports: the two sides' lines (bank-copy, company-copy), the 余额调节表 on a
// day with the 未达账项 behind it, and the outstanding items (all, or those at least N days old).
import type {
  AdjustmentView,
  BankLine,
  BookLine,
  LinesAnswer,
  OutstandingLine,
  OutstandingView,
} from '../../../src/core/contracts/reconciliation.ts';
import { fromCents, toCents } from '../../../src/core/money.ts';
import { daysBetween } from '../../../src/core/reconciliation/days.ts';
import {
  adjustmentStatement,
  balanceOn,
  type LedgerItem,
  outstandingOn,
} from '../../../src/core/reconciliation/statement.ts';
import { type AccountState, type Db, loadState, requireAccount, requireConfirmed } from './state.ts';

interface LinesQuery {
  subjectCode: string;
  dateFrom?: string;
  dateTo?: string;
  status?: 'all' | 'matched' | 'unmatched';
  writtenOff?: boolean;
}

function pick<T extends { date: string; matchId: number | null; writtenOff: boolean }>(
  lines: T[],
  q: LinesQuery,
): T[] {
  return lines.filter(
    (l) =>
      (q.dateFrom === undefined || l.date >= q.dateFrom) &&
      (q.dateTo === undefined || l.date <= q.dateTo) &&
      (q.status === undefined || q.status === 'all' || (q.status === 'matched') === (l.matchId !== null)) &&
      (q.writtenOff === true || !l.writtenOff),
  );
}

async function stateOf(db: Db, ledgerSetId: number, subjectCode: string): Promise<AccountState> {
  const account = await requireAccount(db, ledgerSetId, subjectCode);
  return loadState(db, ledgerSetId, account);
}

export async function bankLines(db: Db, ledgerSetId: number, q: LinesQuery): Promise<LinesAnswer<BankLine>> {
  const state = await stateOf(db, ledgerSetId, q.subjectCode);
  return { lines: pick(state.bank, q), staleMatches: state.stale.length };
}

export async function bookLines(db: Db, ledgerSetId: number, q: LinesQuery): Promise<LinesAnswer<BookLine>> {
  const state = await stateOf(db, ledgerSetId, q.subjectCode);
  return { lines: pick(state.book, q), staleMatches: state.stale.length };
}

type Line = { amount: string; date: string; settleNo: string; opening: boolean; matchId: number | null };
const toLedger = <T extends Line>(key: string, l: T): LedgerItem & { line: T } => ({
  key,
  date: l.date,
  amount: l.amount as LedgerItem['amount'],
  settleNo: l.settleNo,
  opening: l.opening,
  matchId: l.matchId === null ? null : String(l.matchId),
  line: l,
});

function outstandingLines(state: AccountState, asOf: string) {
  const book = state.book.map((l) => toLedger(l.key, l));
  const bank = state.bank.map((l) => toLedger(String(l.id), l));
  const open = outstandingOn(book, bank, asOf);
  const lines: OutstandingLine[] = [];
  const receiptOf = (amount: string) => (toCents(amount) >= 0n ? fromCents(toCents(amount)) : fromCents(0n));
  const paymentOf = (amount: string) => (toCents(amount) < 0n ? fromCents(-toCents(amount)) : fromCents(0n));
  // The order of the standard form: 银收企未收, 银付企未付, 企收银未收, 企付银未付.
  for (const x of open.bank)
    lines.push({
      side: 'bank',
      kind: toCents(x.amount) >= 0n ? '银收企未收' : '银付企未付',
      key: x.key,
      date: x.date,
      summary: x.line.summary,
      settleNo: x.line.settleNo,
      reference: x.line.counterparty,
      receipt: receiptOf(x.amount),
      payment: paymentOf(x.amount),
      ageDays: daysBetween(x.date, asOf),
    });
  for (const x of open.book)
    lines.push({
      side: 'book',
      kind: toCents(x.amount) >= 0n ? '企收银未收' : '企付银未付',
      key: x.key,
      date: x.date,
      summary: x.line.summary,
      settleNo: x.line.settleNo,
      reference: x.line.voucherLabel,
      receipt: receiptOf(x.amount),
      payment: paymentOf(x.amount),
      ageDays: daysBetween(x.date, asOf),
    });
  const order = ['银收企未收', '银付企未付', '企收银未收', '企付银未付'];
  lines.sort(
    (a, b) =>
      order.indexOf(a.kind) - order.indexOf(b.kind) || (a.date < b.date ? -1 : a.date > b.date ? 1 : 0),
  );
  return { book, bank, open, lines };
}

export async function adjustmentView(
  db: Db,
  ledgerSetId: number,
  input: { subjectCode: string; asOf: string },
): Promise<AdjustmentView> {
  const state = await stateOf(db, ledgerSetId, input.subjectCode);
  requireConfirmed(state.account);
  const { book, bank, open, lines } = outstandingLines(state, input.asOf);
  const statement = adjustmentStatement({
    bookBalance: balanceOn(state.account.bookOpening, book, input.asOf),
    bankBalance: balanceOn(state.account.bankOpening, bank, input.asOf),
    bookOutstanding: open.book,
    bankOutstanding: open.bank,
  });
  return {
    account: state.account,
    asOf: input.asOf,
    statement,
    items: lines,
    staleMatches: state.stale.length,
  };
}

export async function outstandingView(
  db: Db,
  ledgerSetId: number,
  input: { subjectCode: string; asOf: string; days?: number },
): Promise<OutstandingView> {
  const state = await stateOf(db, ledgerSetId, input.subjectCode);
  requireConfirmed(state.account);
  const { lines } = outstandingLines(state, input.asOf);
  const min = input.days ?? 0;
  return {
    account: state.account,
    asOf: input.asOf,
    items: lines.filter((l) => l.ageDays >= min),
    longDays: state.settings.longDays,
  };
}
