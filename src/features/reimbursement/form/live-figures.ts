// The figures the form shows while the claim is typed: claimFigures (the function the server saves
// with) over the rows that are complete enough to count, each row's own figures mapped back to it.
// Null while the claim cannot be worked out at all (no date, no amount yet, a trip without dates).
import { compare, type Money, tryParseMoney } from '../../../core/money';
import {
  type ClaimContent,
  type ClaimFigures,
  claimFigures,
  GRADES,
  type Grade,
  type LegFigures,
  PAYMENT_METHODS,
  type PaymentMethod,
  type Result,
  type StayFigures,
  statesAmount,
  type TravelLeg,
  type TravelStay,
  travelClaim,
} from '../../../core/reimbursement';
import type { TransportMode } from '../../../core/reimbursement/travel-transport';
import { isCalendarDate } from '../../../core/rules/dates';
import type { ClaimDraft, TravelLegDraft, TravelStayDraft } from './draft';
import { filledRows } from './to-save';

export interface LiveFigures {
  /** The claim's figures, or the rule that refuses it (shown as a blocking error). */
  result: Result<{ figures: ClaimFigures }>;
  /** Per draft leg: its 自理 split, or null while the row is incomplete. */
  legs: (LegFigures | null)[];
  /** Per draft stay: its cap and 超标自理, or null while the row is incomplete. */
  stays: (StayFigures | null)[];
}

const MODES: readonly string[] = ['火车', '轮船', '飞机', '其他'];

/** A non-negative amount, blank read as `blank` (null: a blank amount is no amount). */
function amount(text: string, blank: Money | null = null): Money | null {
  if (text.trim() === '') return blank;
  const m = tryParseMoney(text);
  return m !== null && compare(m, '0') >= 0 ? m : null;
}

function count(text: string): number | null {
  const t = text.trim();
  if (t === '') return 0;
  return /^\d{1,4}$/.test(t) ? Number(t) : null;
}

const ZERO = '0.00' as Money;

function leg(l: TravelLegDraft): TravelLeg | null {
  const fare = amount(l.fare);
  if (fare === null || !MODES.includes(l.mode)) return null;
  if (l.mode !== '其他' && l.seatClass.trim() === '') return null;
  const entitled = l.entitledFare.trim();
  if (entitled !== '' && amount(entitled) === null) return null;
  return {
    departDate: l.departDate,
    departPlace: l.departPlace,
    arriveDate: l.arriveDate,
    arrivePlace: l.arrivePlace,
    mode: l.mode as TransportMode,
    seatClass: l.seatClass.trim(),
    fare,
    entitledFare: entitled,
    invoiceCount: count(l.invoiceCount) ?? 0,
  };
}

function stay(s: TravelStayDraft): TravelStay | null {
  const nights = count(s.nights);
  const invoiced = amount(s.invoicedAmount, ZERO);
  if (s.province.trim() === '' || !isCalendarDate(s.checkIn) || nights === null || invoiced === null)
    return null;
  return {
    province: s.province.trim(),
    city: s.city.trim(),
    checkIn: s.checkIn,
    nights,
    invoicedAmount: invoiced,
    invoiceCount: count(s.invoiceCount) ?? 0,
  };
}

/** The draft's live figures, or null while it cannot be worked out. */
export function liveFigures(draft: ClaimDraft): LiveFigures | null {
  if (!isCalendarDate(draft.date)) return null;
  const rows = filledRows(draft);
  const stated = statesAmount(draft.type);
  const offsets = rows.offsets.flatMap((o) => {
    const m = amount(o.amount);
    return m !== null && o.loanId ? [{ loanId: o.loanId, amount: m }] : [];
  });
  const content: ClaimContent = {
    type: draft.type,
    date: draft.date,
    departmentId: Number(draft.departmentId) || 0,
    reason: draft.reason,
    project: draft.project,
    paymentMethod: (PAYMENT_METHODS as readonly string[]).includes(draft.paymentMethod)
      ? (draft.paymentMethod as PaymentMethod)
      : 'cash',
    payee: draft.payee,
    payeeBank: draft.payeeBank,
    payeeAccount: draft.payeeAccount,
    attachmentCount: 0,
    lines: [],
    travel: null,
    enteredAmount: null,
    // A due date not typed yet is for 保存 to ask for; a typed one before the date blocks at once.
    loanDueDate: draft.type === 'loan' ? draft.loanDueDate || draft.date : null,
    // The figures of a repayment do not depend on which loan it returns: any id lets them show before one is picked.
    repaidLoanId: draft.type === 'repayment' ? draft.repaidLoanId || 'pending' : null,
    offsets: stated ? [] : offsets,
  };
  let legIndex: number[] = [];
  let stayIndex: number[] = [];
  if (stated) {
    const entered = amount(draft.enteredAmount);
    if (entered === null) return null;
    content.enteredAmount = entered;
  } else if (draft.type === 'travel') {
    const t = draft.travel;
    if (!t || !isCalendarDate(t.departure) || !isCalendarDate(t.return) || t.province.trim() === '')
      return null;
    if (!(GRADES as readonly string[]).includes(t.grade)) return null;
    const legs: TravelLeg[] = [];
    legIndex = t.legs.map((l) => {
      const worked = rows.legs.includes(l) ? leg(l) : null;
      if (!worked) return -1;
      legs.push(worked);
      return legs.length - 1;
    });
    const stays: TravelStay[] = [];
    stayIndex = t.stays.map((s) => {
      const worked = rows.stays.includes(s) ? stay(s) : null;
      if (!worked) return -1;
      stays.push(worked);
      return stays.length - 1;
    });
    const hostMeals = { breakfast: count(t.breakfast), lunch: count(t.lunch), dinner: count(t.dinner) };
    const halfDays = count(t.hostCarHalfDays);
    const other = amount(t.otherAmount, ZERO);
    if (hostMeals.breakfast === null || hostMeals.lunch === null || hostMeals.dinner === null) return null;
    if (halfDays === null || other === null) return null;
    content.travel = {
      travellers: t.travellers,
      grade: t.grade as Grade,
      province: t.province.trim(),
      city: t.city.trim(),
      departure: t.departure,
      return: t.return,
      hostMeals: { breakfast: hostMeals.breakfast, lunch: hostMeals.lunch, dinner: hostMeals.dinner },
      hostCarHalfDays: halfDays,
      legs,
      stays,
      otherAmount: other,
    };
  } else {
    content.lines = rows.lines.flatMap((l) => {
      const m = amount(l.amount);
      return m === null
        ? []
        : [
            {
              subjectCode: l.subjectCode,
              economicClass: l.economicClass,
              summary: l.summary,
              amount: m,
              invoiceCount: 0,
            },
          ];
    });
    if (content.lines.length === 0) return null;
  }
  const result = claimFigures(content);
  const travel = result.ok ? result.figures.travel : null;
  const section = content.travel;
  // A refused trip (a stay without its invoice) still shows what each other row would come to.
  const alone = (legs: TravelLeg[], stays: TravelStay[]) => {
    if (!section) return null;
    const worked = travelClaim({ ...section, legs, stays });
    return worked.ok ? worked.claim : null;
  };
  return {
    result,
    legs: legIndex.map((i) => {
      const leg = section?.legs[i];
      if (i < 0 || !leg) return null;
      return travel ? (travel.legs[i] ?? null) : (alone([leg], [])?.legs[0] ?? null);
    }),
    stays: stayIndex.map((i) => {
      const stay = section?.stays[i];
      if (i < 0 || !stay) return null;
      return travel ? (travel.stays[i] ?? null) : (alone([], [stay])?.stays[0] ?? null);
    }),
  };
}
