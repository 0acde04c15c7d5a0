// The claim as the form edits it: every field a string as typed (amounts '1234.5', counts '3'), rows
// with a key for React. toClaimSave turns it into the wire shape; fromClaimView and emptyClaim start it.
import type { ClaimView } from '../../../core/contracts/reimbursement';
import { type DocumentType, statesAmount } from '../../../core/reimbursement';
import type { Grade } from '../../../core/reimbursement/travel-input';

export interface ClaimLineDraft {
  key: string;
  subjectCode: string;
  economicClass: string;
  summary: string;
  amount: string;
  invoiceCount: string;
}

export interface TravelLegDraft {
  key: string;
  departDate: string;
  departPlace: string;
  arriveDate: string;
  arrivePlace: string;
  /** 火车 / 轮船 / 飞机 / 其他 */
  mode: string;
  seatClass: string;
  fare: string;
  entitledFare: string;
  invoiceCount: string;
}

export interface TravelStayDraft {
  key: string;
  province: string;
  city: string;
  checkIn: string;
  nights: string;
  invoicedAmount: string;
  invoiceCount: string;
}

export interface TravelDraft {
  travellers: string;
  grade: string;
  province: string;
  city: string;
  departure: string;
  return: string;
  breakfast: string;
  lunch: string;
  dinner: string;
  hostCarHalfDays: string;
  legs: TravelLegDraft[];
  stays: TravelStayDraft[];
  otherAmount: string;
}

/** 发票 as typed: code ('' for a 全电发票), number, amount, date. */
export interface InvoiceDraft {
  key: string;
  invoiceCode: string;
  invoiceNo: string;
  invoiceAmount: string;
  invoiceDate: string;
}

export interface OffsetDraft {
  key: string;
  loanId: string;
  amount: string;
}

export interface ClaimDraft {
  type: DocumentType;
  date: string;
  /** The department's id as text ('' while none is chosen). */
  departmentId: string;
  reason: string;
  project: string;
  /** A PAYMENT_METHODS value, '' while none is chosen. */
  paymentMethod: string;
  payee: string;
  payeeBank: string;
  payeeAccount: string;
  attachmentCount: string;
  lines: ClaimLineDraft[];
  travel: TravelDraft | null;
  /** 借款 / 还款 / 备用金: the amount stated. */
  enteredAmount: string;
  loanDueDate: string;
  repaidLoanId: string;
  offsets: OffsetDraft[];
  /** 发票 (expense, travel and inter-account claims). */
  invoices: InvoiceDraft[];
}

export interface ClaimDefaults {
  date: string;
  departmentId: number | string | null;
  payee?: string;
  payeeBank?: string;
  payeeAccount?: string;
  grade?: Grade | string;
  /** The 经济分类 new lines start with: '30201' on the 办公费 screens. */
  economicClass?: string;
}

let counter = 0;
/** A row's key: unique in the page's life, never sent. */
export const rowKey = (): string => {
  counter += 1;
  return `r${counter}`;
};

export const emptyLine = (economicClass = ''): ClaimLineDraft => ({
  key: rowKey(),
  subjectCode: '',
  economicClass,
  summary: '',
  amount: '',
  invoiceCount: '',
});

export const emptyLeg = (from?: Partial<TravelLegDraft>): TravelLegDraft => ({
  key: rowKey(),
  departDate: '',
  departPlace: '',
  arriveDate: '',
  arrivePlace: '',
  mode: '火车',
  seatClass: '',
  fare: '',
  entitledFare: '',
  invoiceCount: '',
  ...from,
});

export const emptyStay = (from?: Partial<TravelStayDraft>): TravelStayDraft => ({
  key: rowKey(),
  province: '',
  city: '',
  checkIn: '',
  nights: '',
  invoicedAmount: '',
  invoiceCount: '',
  ...from,
});

export const emptyInvoice = (from?: Partial<InvoiceDraft>): InvoiceDraft => ({
  key: rowKey(),
  invoiceCode: '',
  invoiceNo: '',
  invoiceAmount: '',
  invoiceDate: '',
  ...from,
});

export const emptyOffset = (): OffsetDraft => ({ key: rowKey(), loanId: '', amount: '' });

function emptyTravel(grade: string, date: string): TravelDraft {
  return {
    travellers: '',
    grade,
    province: '',
    city: '',
    departure: date,
    return: date,
    breakfast: '',
    lunch: '',
    dinner: '',
    hostCarHalfDays: '',
    legs: [emptyLeg({ departDate: date, arriveDate: date })],
    stays: [],
    otherAmount: '',
  };
}

/** A new document of the type, filled from the claimant's defaults (department, bank card, grade). */
export function emptyClaim(type: DocumentType, defaults: ClaimDefaults): ClaimDraft {
  const lined = !statesAmount(type) && type !== 'travel';
  return {
    type,
    date: defaults.date,
    departmentId: defaults.departmentId === null ? '' : String(defaults.departmentId),
    reason: '',
    project: '',
    paymentMethod: type === 'repayment' ? 'cash' : 'privateTransfer',
    payee: defaults.payee ?? '',
    payeeBank: defaults.payeeBank ?? '',
    payeeAccount: defaults.payeeAccount ?? '',
    attachmentCount: '',
    lines: lined ? [emptyLine(defaults.economicClass)] : [],
    travel: type === 'travel' ? emptyTravel(defaults.grade ?? '其余人员', defaults.date) : null,
    enteredAmount: '',
    loanDueDate: '',
    repaidLoanId: '',
    offsets: [],
    invoices: [],
  };
}

/** Counts as typed: a zero shows blank, as an untouched cell does. */
const countText = (n: number): string => (n === 0 ? '' : String(n));
/** Amounts as the cells edit them: plain digits, blank for zero. */
const amountText = (m: string | null): string => (m === null || m === '0.00' ? '' : m);

/** The saved document as the form edits it. */
export function fromClaimView(view: ClaimView): ClaimDraft {
  const c = view.content;
  const t = c.travel;
  return {
    type: c.type,
    date: c.date,
    departmentId: String(c.departmentId),
    reason: c.reason,
    project: c.project,
    paymentMethod: c.paymentMethod,
    payee: c.payee,
    payeeBank: c.payeeBank,
    payeeAccount: c.payeeAccount,
    attachmentCount: countText(c.attachmentCount),
    lines: c.lines.map((l) => ({
      key: rowKey(),
      subjectCode: l.subjectCode,
      economicClass: l.economicClass,
      summary: l.summary,
      amount: amountText(l.amount),
      invoiceCount: countText(l.invoiceCount),
    })),
    travel: t
      ? {
          travellers: t.travellers,
          grade: t.grade,
          province: t.province,
          city: t.city,
          departure: t.departure,
          return: t.return,
          breakfast: countText(t.hostMeals.breakfast),
          lunch: countText(t.hostMeals.lunch),
          dinner: countText(t.hostMeals.dinner),
          hostCarHalfDays: countText(t.hostCarHalfDays),
          legs: t.legs.map((l) => ({
            key: rowKey(),
            departDate: l.departDate,
            departPlace: l.departPlace,
            arriveDate: l.arriveDate,
            arrivePlace: l.arrivePlace,
            mode: l.mode,
            seatClass: l.seatClass,
            fare: amountText(l.fare),
            entitledFare: l.entitledFare,
            invoiceCount: countText(l.invoiceCount),
          })),
          stays: t.stays.map((s) => ({
            key: rowKey(),
            province: s.province,
            city: s.city,
            checkIn: s.checkIn,
            nights: countText(s.nights),
            // An invoice of 0.00 is what T05 refuses: keep it visible rather than blank.
            invoicedAmount: s.invoicedAmount,
            invoiceCount: countText(s.invoiceCount),
          })),
          otherAmount: amountText(t.otherAmount),
        }
      : null,
    enteredAmount: amountText(c.enteredAmount),
    loanDueDate: c.loanDueDate ?? '',
    repaidLoanId: c.repaidLoanId ?? '',
    offsets: c.offsets.map((o) => ({ key: rowKey(), loanId: o.loanId, amount: amountText(o.amount) })),
    invoices: (c.invoices ?? []).map((i) => emptyInvoice(i)),
  };
}

/** A row the user has not typed into (the new row Enter opens at the end): left out of the save. */
export function isBlankRow(row: object, ignore: readonly string[] = []): boolean {
  return Object.entries(row).every(
    ([field, value]) => field === 'key' || ignore.includes(field) || String(value ?? '').trim() === '',
  );
}
