// Staff loans (借款) and what settles them: claims that offset them (冲借款) and cash repayments.
// Outstanding = loan - offsets - repayments, exact in cents and never below zero (NOTES §1.3).

import { compare, fromCents, type Money, toCents, tryParseMoney } from '../money';
import { isCalendarDate } from '../rules/dates';
import type { DocumentStatus } from './history';
import { type Refusal, type Result, refuse } from './types';

export interface Loan {
  readonly id: string;
  readonly borrowerId: string;
  readonly amount: Money;
  /** The day it was paid out, 'YYYY-MM-DD'. */
  readonly paidOn: string;
  /** 最迟还款日: past it with a balance the loan is overdue. */
  readonly dueDate: string;
}

/** 冲销对照行: part of a claim set against a loan. A claim offsets each loan at most once. */
export interface LoanOffset {
  readonly claimId: string;
  readonly loanId: string;
  readonly amount: Money;
  readonly on: string;
}

/** Cash or bank money returned against a loan; `id` is the repayment document's. */
export interface LoanRepayment {
  readonly id: string;
  readonly loanId: string;
  readonly amount: Money;
  readonly on: string;
}

export interface LoanBook {
  readonly loans: readonly Loan[];
  readonly offsets: readonly LoanOffset[];
  readonly repayments: readonly LoanRepayment[];
}

export const emptyLoanBook: LoanBook = { loans: [], offsets: [], repayments: [] };

/**
 * A claim's offsets count while it is in approval or approved; the caller records them at submit
 * and releases them when the claim is withdrawn, rejected or deleted, so the loan is owed again.
 */
export function holdsOffsets(status: DocumentStatus): boolean {
  return status === 'inApproval' || status === 'approved';
}

function outstandingCents(book: LoanBook, loan: Loan): bigint {
  let cents = toCents(loan.amount);
  for (const o of book.offsets) if (o.loanId === loan.id) cents -= toCents(o.amount);
  for (const r of book.repayments) if (r.loanId === loan.id) cents -= toCents(r.amount);
  return cents;
}

/** What is still owed on one loan (0.00 for an unknown id). */
export function loanOutstanding(book: LoanBook, loanId: string): Money {
  const loan = book.loans.find((l) => l.id === loanId);
  return fromCents(loan ? outstandingCents(book, loan) : 0n);
}

/** What a person still owes over all their loans. */
export function borrowerOutstanding(book: LoanBook, borrowerId: string): Money {
  let cents = 0n;
  for (const loan of book.loans) if (loan.borrowerId === borrowerId) cents += outstandingCents(book, loan);
  return fromCents(cents);
}

/** A positive amount in canonical form, or the refusal naming `what`. */
function positive(amount: string, what: string): Money | Refusal {
  const parsed = tryParseMoney(amount);
  if (parsed === null) return refuse('invalidAmount', `${what}格式不正确：${amount}`);
  if (compare(parsed, '0') <= 0) return refuse('invalidAmount', `${what}必须大于零`);
  return parsed;
}

function isRefusal<T>(value: T | Refusal): value is Refusal {
  return typeof value === 'object' && value !== null && 'ok' in value && value.ok === false;
}

/** 借款 paid out. */
export function addLoan(book: LoanBook, loan: Loan): Result<{ book: LoanBook }> {
  const amount = positive(loan.amount, '借款金额');
  if (isRefusal(amount)) return amount;
  if (book.loans.some((l) => l.id === loan.id)) return refuse('invalidInput', `借款 ${loan.id} 已登记`);
  if (!isCalendarDate(loan.paidOn) || !isCalendarDate(loan.dueDate)) {
    return refuse('invalidInput', '借款日期或最迟还款日不正确');
  }
  if (loan.dueDate < loan.paidOn) return refuse('invalidInput', '最迟还款日不能早于借款日期');
  return { ok: true, book: { ...book, loans: [...book.loans, { ...loan, amount }] } };
}

export interface ClaimOffsets {
  readonly claimId: string;
  readonly claimantId: string;
  /** The claim's total; the offsets together may not exceed it. */
  readonly claimAmount: Money;
  readonly on: string;
  readonly lines: readonly { readonly loanId: string; readonly amount: Money }[];
}

/** 冲借款: records all of a claim's offsets, or none of them. */
export function offsetClaim(book: LoanBook, claim: ClaimOffsets): Result<{ book: LoanBook }> {
  if (book.offsets.some((o) => o.claimId === claim.claimId)) {
    return refuse('wrongState', '该单据已冲借款，请先取消原冲借款');
  }
  const claimAmount = tryParseMoney(claim.claimAmount);
  if (claimAmount === null) return refuse('invalidAmount', `报销金额格式不正确：${claim.claimAmount}`);
  const added: LoanOffset[] = [];
  let total = 0n;
  for (const line of claim.lines) {
    const loan = book.loans.find((l) => l.id === line.loanId);
    if (!loan) return refuse('unknownLoan', `借款 ${line.loanId} 不存在`);
    if (loan.borrowerId !== claim.claimantId) return refuse('notBorrower', '只能冲抵报销人本人的借款');
    if (added.some((o) => o.loanId === loan.id)) return refuse('invalidInput', '同一笔借款不能重复冲抵');
    const amount = positive(line.amount, '冲借款金额');
    if (isRefusal(amount)) return amount;
    const owed = outstandingCents(book, loan);
    if (toCents(amount) > owed) {
      return refuse('overOutstanding', `冲借款金额 ${amount} 超出借款余额 ${fromCents(owed)}`);
    }
    total += toCents(amount);
    added.push({ claimId: claim.claimId, loanId: loan.id, amount, on: claim.on });
  }
  if (total > toCents(claimAmount)) {
    return refuse('overOutstanding', `冲借款合计 ${fromCents(total)} 超出报销金额 ${claimAmount}`);
  }
  return { ok: true, book: { ...book, offsets: [...book.offsets, ...added] } };
}

/** A withdrawn, rejected or deleted claim gives back what it offset. */
export function releaseClaim(book: LoanBook, claimId: string): { book: LoanBook; released: LoanOffset[] } {
  const released = book.offsets.filter((o) => o.claimId === claimId);
  return { book: { ...book, offsets: book.offsets.filter((o) => o.claimId !== claimId) }, released };
}

/** 还款: cash returned against a loan, never more than is owed. */
export function repay(book: LoanBook, repayment: LoanRepayment): Result<{ book: LoanBook }> {
  const loan = book.loans.find((l) => l.id === repayment.loanId);
  if (!loan) return refuse('unknownLoan', `借款 ${repayment.loanId} 不存在`);
  if (book.repayments.some((r) => r.id === repayment.id)) {
    return refuse('invalidInput', `还款单 ${repayment.id} 已登记`);
  }
  const amount = positive(repayment.amount, '还款金额');
  if (isRefusal(amount)) return amount;
  const owed = outstandingCents(book, loan);
  if (toCents(amount) > owed) {
    return refuse('overOutstanding', `还款金额 ${amount} 超出借款余额 ${fromCents(owed)}`);
  }
  return { ok: true, book: { ...book, repayments: [...book.repayments, { ...repayment, amount }] } };
}

/** Undoes a repayment whose document was withdrawn or deleted. */
export function releaseRepayment(book: LoanBook, repaymentId: string): LoanBook {
  return { ...book, repayments: book.repayments.filter((r) => r.id !== repaymentId) };
}

export type LoanStatus = 'open' | 'overdue' | 'cleared';

export const loanStatusLabels: Readonly<Record<LoanStatus, string>> = {
  open: '未还清',
  overdue: '已逾期',
  cleared: '已还清',
};

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** 清账状态 on `today` ('YYYY-MM-DD'): overdue once the due date has passed with money still owed. */
export function loanStatus(book: LoanBook, loan: Loan, today: string): LoanStatus {
  if (outstandingCents(book, loan) === 0n) return 'cleared';
  return today > loan.dueDate ? 'overdue' : 'open';
}

export interface OverdueLoan {
  readonly loan: Loan;
  readonly outstanding: Money;
  readonly daysOverdue: number;
}

/** Overdue loans, the longest overdue first. */
export function overdueLoans(book: LoanBook, today: string): OverdueLoan[] {
  return book.loans
    .filter((loan) => loanStatus(book, loan, today) === 'overdue')
    .map((loan) => ({
      loan,
      outstanding: fromCents(outstandingCents(book, loan)),
      daysOverdue: daysBetween(loan.dueDate, today),
    }))
    .sort((a, b) => b.daysOverdue - a.daysOverdue);
}

/** 补付 or nothing: what the claimant is paid after the offsets (offsets never exceed the claim). */
export function payOut(claimAmount: Money, offsets: readonly LoanOffset[]): Money {
  return fromCents(toCents(claimAmount) - offsets.reduce((sum, o) => sum + toCents(o.amount), 0n));
}
