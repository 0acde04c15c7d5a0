// The draft as the server takes it (ClaimSave), checked the way the server checks it: the contract's
// struct with its Chinese labels, then the claim's own rules (claimFigures: a travel rule's refusal, a
// due date before the loan) and the loans the claimant holds (冲借款 and 还款 within what is outstanding).
// Every message is keyed by the field's path ('lines.0.amount'); FORM_ERROR holds the claim-wide ones.
import { type Infer, validate } from 'superstruct';
import { structMessages } from '../../../core/contracts/messages';
import { type ClaimSave, type LoanView, reimbursementContracts } from '../../../core/contracts/reimbursement';
import { compare, formatMoney, type Money, parseMoney, tryParseMoney } from '../../../core/money';
import {
  type ClaimContent,
  type ClaimFigures,
  claimFigures,
  type PaymentMethod,
  type Refusal,
  statesAmount,
} from '../../../core/reimbursement';
import {
  duplicateErrors,
  type InvoiceHolder,
  invoiceErrors,
  invoiceToday,
  takesInvoices,
} from '../../../core/reimbursement/invoice';
import type { TransportMode } from '../../../core/reimbursement/travel-transport';
import { type ClaimDraft, isBlankRow } from './draft';

export type ClaimSaveInput = Infer<typeof ClaimSave>;

/** The key of messages about the claim as a whole (a travel rule's refusal, no lines at all). */
export const FORM_ERROR = 'form';

export type ClaimErrors = Record<string, string>;

export type ToClaimSave = { ok: true; save: ClaimSaveInput } | { ok: false; errors: ClaimErrors };

const AMOUNT_RE = /^\d{1,13}(\.\d{1,2})?$/;

/** A typed amount with two decimals when it is one; as typed otherwise, for the struct to name. */
function amountOut(text: string): string {
  const trimmed = text.trim();
  return AMOUNT_RE.test(trimmed) ? (tryParseMoney(trimmed) ?? trimmed) : trimmed;
}

/** A blank count is none; anything else goes as typed, for the struct to read or refuse. */
const countOut = (text: string): string => (text.trim() === '' ? '0' : text.trim());

/** The legs and stays that count (a row left blank is not one). */
export function filledRows(draft: ClaimDraft) {
  const travel = draft.travel;
  return {
    lines: draft.lines.filter((l) => !isBlankRow(l)),
    legs: travel?.legs.filter((l) => !isBlankRow(l, ['mode', 'departDate', 'arriveDate'])) ?? [],
    stays: travel?.stays.filter((s) => !isBlankRow(s, ['province', 'city', 'checkIn'])) ?? [],
    offsets: draft.offsets.filter((o) => !isBlankRow(o)),
    invoices: draft.invoices.filter((i) => !isBlankRow(i)),
  };
}

/** The request body before validation: strings as typed, blank rows left out. */
export function draftBody(draft: ClaimDraft, id: string, version: number | null): Record<string, unknown> {
  const rows = filledRows(draft);
  const stated = statesAmount(draft.type);
  const t = draft.travel;
  return {
    id,
    version,
    type: draft.type,
    date: draft.date,
    departmentId: draft.departmentId.trim() === '' ? undefined : draft.departmentId,
    reason: draft.reason,
    project: draft.project,
    paymentMethod: draft.paymentMethod === '' ? undefined : draft.paymentMethod,
    payee: draft.payee,
    payeeBank: draft.payeeBank,
    payeeAccount: draft.payeeAccount,
    attachmentCount: countOut(draft.attachmentCount),
    lines:
      stated || draft.type === 'travel'
        ? []
        : rows.lines.map((l) => ({
            subjectCode: l.subjectCode,
            economicClass: l.economicClass,
            summary: l.summary,
            amount: amountOut(l.amount),
            invoiceCount: countOut(l.invoiceCount),
          })),
    travel:
      draft.type === 'travel' && t
        ? {
            travellers: t.travellers,
            grade: t.grade,
            province: t.province,
            city: t.city,
            departure: t.departure,
            return: t.return,
            hostMeals: {
              breakfast: countOut(t.breakfast),
              lunch: countOut(t.lunch),
              dinner: countOut(t.dinner),
            },
            hostCarHalfDays: countOut(t.hostCarHalfDays),
            legs: rows.legs.map((l) => ({
              departDate: l.departDate,
              departPlace: l.departPlace,
              arriveDate: l.arriveDate,
              arrivePlace: l.arrivePlace,
              mode: l.mode,
              seatClass: l.seatClass,
              fare: amountOut(l.fare === '' ? '0' : l.fare),
              entitledFare: l.entitledFare.trim() === '' ? '' : amountOut(l.entitledFare),
              invoiceCount: countOut(l.invoiceCount),
            })),
            stays: rows.stays.map((s) => ({
              province: s.province,
              city: s.city,
              checkIn: s.checkIn,
              nights: countOut(s.nights),
              // No invoice typed is an invoice of nothing: T05 then names the nights without one.
              invoicedAmount: amountOut(s.invoicedAmount === '' ? '0' : s.invoicedAmount),
              invoiceCount: countOut(s.invoiceCount),
            })),
            otherAmount: amountOut(t.otherAmount === '' ? '0' : t.otherAmount),
          }
        : null,
    enteredAmount: stated ? amountOut(draft.enteredAmount) : null,
    loanDueDate: draft.type === 'loan' ? draft.loanDueDate : null,
    repaidLoanId: draft.type === 'repayment' ? draft.repaidLoanId : null,
    offsets: stated ? [] : rows.offsets.map((o) => ({ loanId: o.loanId, amount: amountOut(o.amount) })),
    invoices: takesInvoices(draft.type)
      ? rows.invoices.map((i) => ({
          invoiceCode: i.invoiceCode,
          invoiceNo: i.invoiceNo,
          invoiceAmount: amountOut(i.invoiceAmount),
          invoiceDate: i.invoiceDate,
        }))
      : [],
  };
}

const money = (text: string): Money => parseMoney(text);

/** The claim's content from a validated save: what claimFigures and the server work from. */
export function contentOf(save: ClaimSaveInput): ClaimContent {
  const t = save.travel;
  return {
    type: save.type,
    date: save.date,
    departmentId: save.departmentId,
    reason: save.reason,
    project: save.project,
    paymentMethod: save.paymentMethod as PaymentMethod,
    payee: save.payee,
    payeeBank: save.payeeBank,
    payeeAccount: save.payeeAccount,
    attachmentCount: save.attachmentCount,
    lines: save.lines.map((l) => ({ ...l, amount: money(l.amount) })),
    travel: t
      ? {
          ...t,
          legs: t.legs.map((l) => ({ ...l, mode: l.mode as TransportMode, fare: money(l.fare) })),
          stays: t.stays.map((s) => ({ ...s, invoicedAmount: money(s.invoicedAmount) })),
          otherAmount: money(t.otherAmount),
        }
      : null,
    enteredAmount: save.enteredAmount ? money(save.enteredAmount) : null,
    loanDueDate: save.loanDueDate ?? null,
    repaidLoanId: save.repaidLoanId ?? null,
    offsets: save.offsets.map((o) => ({ loanId: o.loanId, amount: money(o.amount) })),
    invoices: (save.invoices ?? []).map((i) => ({ ...i, invoiceAmount: money(i.invoiceAmount) })),
  };
}

/** The field a rule's refusal is about, so it shows beside it; FORM_ERROR when it is the whole claim. */
export function refusalField(type: ClaimDraft['type'], refusal: Refusal): string {
  if (refusal.message.includes('还款日')) return 'loanDueDate';
  if (refusal.code === 'unknownLoan') return 'repaidLoanId';
  if (refusal.code === 'invalidAmount' && statesAmount(type)) return 'enteredAmount';
  if (refusal.message.startsWith('单据日期')) return 'date';
  return FORM_ERROR;
}

/** 冲借款 and 还款 against the claimant's loans: a known loan, each once, within its outstanding. */
export function loanMessages(save: ClaimSaveInput, loans: readonly LoanView[]): ClaimErrors {
  const errors: ClaimErrors = {};
  const byId = new Map(loans.map((l) => [l.loanId, l]));
  const seen = new Set<string>();
  save.offsets.forEach((o, i) => {
    const loan = byId.get(o.loanId);
    const at = `offsets.${i}`;
    if (!loan) errors[`${at}.loanId`] = `第${i + 1}行：借款单不是您未还清的借款`;
    else if (seen.has(o.loanId)) errors[`${at}.loanId`] = `第${i + 1}行：借款单 ${loan.no} 已冲过`;
    else if (compare(o.amount, loan.outstanding) > 0) {
      errors[`${at}.amount`] =
        `第${i + 1}行：冲借款金额超出借款单 ${loan.no} 的余额（${formatMoney(loan.outstanding)}）`;
    }
    seen.add(o.loanId);
  });
  if (save.type === 'repayment' && save.repaidLoanId && save.enteredAmount) {
    const loan = byId.get(save.repaidLoanId);
    if (!loan) errors.repaidLoanId = '归还的借款单不是您未还清的借款';
    else if (compare(save.enteredAmount, loan.outstanding) > 0) {
      errors.enteredAmount = `还款金额超出借款单 ${loan.no} 的余额（${formatMoney(loan.outstanding)}）`;
    }
  }
  return errors;
}

export interface ToClaimSaveOptions {
  /** The claimant's open loans: offsets and repayments are checked against them when given. */
  loans?: readonly LoanView[];
  /**
   * The claims this device has kept with their invoices: an invoice one of them holds is refused
   * here already (the server, at replay, checks all the ledger set's).
   */
  held?: readonly InvoiceHolder[];
  /** Today for 开票日期 (tests fix it); the date in UTC+8 by default. */
  today?: string;
}

/** The save to send, or every message the server would answer (and the rules' own) by field. */
export function toClaimSave(
  draft: ClaimDraft,
  id: string,
  version: number | null,
  options: ToClaimSaveOptions = {},
): ToClaimSave & { figures?: ClaimFigures } {
  const [error, save] = validate(draftBody(draft, id, version), reimbursementContracts.save.request, {
    coerce: true,
  });
  if (error) return { ok: false, errors: structMessages(error, reimbursementContracts.save.labels) };
  const value = save as ClaimSaveInput;
  const content = contentOf(value);
  const worked = claimFigures(content);
  const errors: ClaimErrors = {
    ...(options.loans ? loanMessages(value, options.loans) : {}),
    ...(options.held ? duplicateErrors(id, content.invoices ?? [], options.held) : {}),
    ...invoiceErrors(content.invoices ?? [], options.today ?? invoiceToday(new Date())),
  };
  if (!worked.ok) errors[refusalField(draft.type, worked)] = worked.message;
  if (Object.keys(errors).length > 0 || !worked.ok) return { ok: false, errors };
  return { ok: true, save: value, figures: worked.figures };
}

/**
 * The server's refusal of a save as the form's messages: a contract failure names its field
 * (data.field, 'lines.0.amount'), shown beside it; a rule's refusal is about the whole claim.
 */
export function answerErrors(error: { message: string; data?: unknown }): ClaimErrors {
  const data = error.data as { field?: unknown } | null | undefined;
  const field = typeof data?.field === 'string' && data.field !== '' ? data.field : FORM_ERROR;
  return { [field]: error.message };
}
