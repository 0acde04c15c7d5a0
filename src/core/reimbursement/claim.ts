// What a claim (报销单, 差旅费报销单, 借款单, 还款单, 备用金, 往来报销单) holds, and its amount worked out
// from that content. The server recomputes the amount from the content on every save: the figure a
// client sends is never trusted, and the form shows the same figures from the same function.

import { compare, type Money, sum, tryParseMoney } from '../money';
import { isCalendarDate } from '../rules/dates';
import type { ClaimInvoice } from './invoice';
import { type TravelClaim, type TravelSection, travelClaim } from './travel-claim';
import { type Settlement, settle } from './travel-settle';
import { type DocumentType, type Result, refuse } from './types';

/** 结算方式 (reimbursement_form_fields.csv); 冲借款 is not one of them: it is the claim's offsets. */
export const PAYMENT_METHODS = ['publicTransfer', 'privateTransfer', 'officialCard', 'cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const paymentMethodLabels: Readonly<Record<PaymentMethod, string>> = {
  publicTransfer: '对公转账',
  privateTransfer: '对私转账',
  officialCard: '公务卡',
  cash: '现金',
};

/** 费用明细行: an expense subject (5xx) with its economic class (经济分类款, e.g. 30211). */
export interface ClaimLine {
  subjectCode: string;
  economicClass: string;
  summary: string;
  amount: Money;
  invoiceCount: number;
}

/** 冲借款: part of an outstanding loan of the claimant settled by this claim. */
export interface ClaimOffset {
  loanId: string;
  amount: Money;
}

export interface ClaimContent {
  type: DocumentType;
  /** 单据日期 'YYYY-MM-DD'. */
  date: string;
  departmentId: number;
  /** 事由 */
  reason: string;
  /** 项目 (预算项目); required for 项目支出 lines, '' otherwise. */
  project: string;
  paymentMethod: PaymentMethod;
  payee: string;
  payeeBank: string;
  payeeAccount: string;
  /** 附件张数 (original vouchers attached on paper or as files). */
  attachmentCount: number;
  /** Expense, inter-account and provision claims; empty for loans and repayments. */
  lines: ClaimLine[];
  /** Travel claims only. */
  travel: TravelSection | null;
  /** Loans, repayments and provisions state their amount; the others' is worked out. */
  enteredAmount: Money | null;
  /** 最迟还款日 of a loan. */
  loanDueDate: string | null;
  /** The loan a repayment returns cash to. */
  repaidLoanId: string | null;
  offsets: ClaimOffset[];
  /**
   * 发票 (expense, travel and inter-account claims): code, number, amount, date. Absent on claims
   * saved before invoices were captured, which read as none.
   */
  invoices?: ClaimInvoice[];
}

/** The amount and, for a travel claim, the worked figures the form and the document show. */
export interface ClaimFigures {
  amount: Money;
  /** Sum of the offsets (冲借款, 预借). */
  offset: Money;
  /** Amount against offsets: 补领 (paid out), 退还 (returned in cash) or 持平 (rule T14). */
  settlement: Settlement;
  travel: TravelClaim | null;
}

const STATED: readonly DocumentType[] = ['loan', 'repayment', 'provision'];

/** Whether the document type states its amount (借款, 还款, 备用金) instead of adding up lines. */
export function statesAmount(type: DocumentType): boolean {
  return STATED.includes(type);
}

/**
 * The claim's amount from its content, or why the content cannot be claimed (a travel rule's refusal
 * such as no lodging invoice, lines that add to nothing, offsets above the amount).
 */
export function claimFigures(content: ClaimContent): Result<{ figures: ClaimFigures }> {
  if (!isCalendarDate(content.date)) return refuse('invalidInput', `单据日期不正确：${content.date}`);
  const offset = sum(content.offsets.map((o) => o.amount));
  let amount: Money;
  let travel: TravelClaim | null = null;
  if (statesAmount(content.type)) {
    const stated = content.enteredAmount === null ? null : tryParseMoney(content.enteredAmount);
    if (stated === null || compare(stated, '0') <= 0) return refuse('invalidAmount', '金额必须大于0');
    amount = stated;
    if (content.type === 'loan' && (content.loanDueDate === null || !isCalendarDate(content.loanDueDate))) {
      return refuse('invalidInput', '请填写最迟还款日');
    }
    if (content.type === 'loan' && content.loanDueDate !== null && content.loanDueDate < content.date) {
      return refuse('invalidInput', '最迟还款日不能早于借款日期');
    }
    if (content.type === 'repayment' && !content.repaidLoanId)
      return refuse('unknownLoan', '请选择归还的借款单');
  } else if (content.type === 'travel') {
    if (!content.travel) return refuse('invalidInput', '请填写差旅行程');
    const worked = travelClaim(content.travel);
    if (!worked.ok) return worked;
    travel = worked.claim;
    amount = travel.total;
  } else {
    if (content.lines.length === 0) return refuse('invalidInput', '请至少填写一行费用明细');
    amount = sum(content.lines.map((l) => l.amount));
  }
  if (compare(amount, '0') <= 0) return refuse('invalidAmount', '报销金额必须大于0');
  if (content.offsets.length > 0 && statesAmount(content.type)) {
    return refuse('invalidInput', '借款、还款和备用金单据不能冲借款');
  }
  // Offsets above the amount are allowed: the claimant returns the rest in cash (退还, voucher V03).
  return {
    ok: true,
    figures: { amount, offset, settlement: settle({ advanced: offset, reimbursed: amount }), travel },
  };
}

/**
 * 附件张数 of the voucher a claim generates (会计基础工作规范 第五十一条): what the claimant stated,
 * else the invoices and tickets counted on its lines, legs and stays.
 */
export function attachedDocuments(content: ClaimContent): number {
  if (content.attachmentCount > 0) return content.attachmentCount;
  const travel = content.travel;
  const counts = [
    ...content.lines.map((l) => l.invoiceCount),
    ...(travel
      ? [...travel.legs.map((l) => l.invoiceCount), ...travel.stays.map((s) => s.invoiceCount)]
      : []),
  ];
  return counts.reduce((a, b) => a + b, 0);
}
