// Drafts and loans for the form's tests.
import type { LoanView } from '../../../core/contracts/reimbursement';
import type { Money } from '../../../core/money';
import { type ClaimDraft, emptyClaim, emptyLeg, emptyLine, emptyStay } from './draft';

export const CLAIM_ID = '3f1c6f0e-8a4b-4c2d-9e1f-0a1b2c3d4e5f';
export const LOAN_ID = '7d2e1c4b-5a6f-4b3c-8d9e-1f2a3b4c5d6e';

export const defaults = { date: '2024-05-06', departmentId: 1, payee: '陈报销', grade: '其余人员' };

export const openLoan: LoanView = {
  loanId: LOAN_ID,
  no: 'JK202405-0001',
  borrowerId: 'u1',
  borrowerName: '陈报销',
  departmentName: '办公室',
  date: '2024-05-01',
  dueDate: '2024-06-30',
  reason: '出差预借',
  amount: '2000.00' as Money,
  offset: '0.00' as Money,
  repaid: '500.00' as Money,
  outstanding: '1500.00' as Money,
  status: 'open',
};

export function expenseDraft(amounts: string[]): ClaimDraft {
  const draft = emptyClaim('expense', defaults);
  return {
    ...draft,
    reason: '购买办公用品',
    lines: amounts.map((amount) => ({
      ...emptyLine(),
      subjectCode: '50501',
      economicClass: '30201',
      summary: '办公用品',
      amount,
    })),
  };
}

/** 北京, 其余人员, 2 nights from 2024-05-06, by train both ways. */
export function beijingTrip(invoiced: string): ClaimDraft {
  const draft = emptyClaim('travel', defaults);
  const travel = draft.travel;
  if (!travel) throw new Error('travel draft without its section');
  return {
    ...draft,
    reason: '参加培训',
    travel: {
      ...travel,
      travellers: '陈报销',
      province: '北京',
      departure: '2024-05-06',
      return: '2024-05-08',
      legs: [
        emptyLeg({
          departDate: '2024-05-06',
          departPlace: '天津',
          arriveDate: '2024-05-06',
          arrivePlace: '北京',
          seatClass: '二等座',
          fare: '54.5',
          invoiceCount: '1',
        }),
      ],
      stays: [emptyStay({ province: '北京', checkIn: '2024-05-06', nights: '2', invoicedAmount: invoiced })],
    },
  };
}
