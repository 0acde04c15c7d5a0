import { describe, expect, it } from 'vitest';
import { parseMoney } from '../money';
import { attachedDocuments, type ClaimContent, claimFigures } from './claim';
import type { TravelSection } from './travel-claim';

const m = parseMoney;

const base: ClaimContent = {
  type: 'expense',
  date: '2026-03-05',
  departmentId: 1,
  reason: '购买办公用品',
  project: '',
  paymentMethod: 'privateTransfer',
  payee: '张三',
  payeeBank: '',
  payeeAccount: '',
  attachmentCount: 2,
  lines: [
    { subjectCode: '50101', economicClass: '30201', summary: '打印纸', amount: m('120.50'), invoiceCount: 1 },
    { subjectCode: '50101', economicClass: '30201', summary: '墨盒', amount: m('379.50'), invoiceCount: 1 },
  ],
  travel: null,
  enteredAmount: null,
  loanDueDate: null,
  repaidLoanId: null,
  offsets: [],
};

const trip: TravelSection = {
  travellers: '张三',
  grade: '其余人员',
  province: '北京',
  city: '',
  departure: '2026-03-01',
  return: '2026-03-03',
  hostMeals: { breakfast: 0, lunch: 0, dinner: 0 },
  hostCarHalfDays: 0,
  legs: [
    {
      departDate: '2026-03-01',
      departPlace: '石家庄',
      arriveDate: '2026-03-01',
      arrivePlace: '北京',
      mode: '火车',
      seatClass: '二等座',
      fare: m('128.50'),
      entitledFare: '',
      invoiceCount: 1,
    },
    {
      departDate: '2026-03-03',
      departPlace: '北京',
      arriveDate: '2026-03-03',
      arrivePlace: '石家庄',
      mode: '火车',
      seatClass: '二等座',
      fare: m('128.50'),
      entitledFare: '',
      invoiceCount: 1,
    },
  ],
  stays: [
    {
      province: '北京',
      city: '',
      checkIn: '2026-03-01',
      nights: 2,
      invoicedAmount: m('1200.00'),
      invoiceCount: 1,
    },
  ],
  otherAmount: m('0'),
};

describe('claimFigures', () => {
  it('adds up the lines of an expense claim', () => {
    const result = claimFigures(base);
    expect(result.ok && result.figures.amount).toBe('500.00');
    expect(result.ok && result.figures.settlement).toEqual({ kind: '补领', amount: '500.00' });
  });

  it('works a travel claim out by the rules: 超标自理 lodging, allowances per day, 退还 against the advance', () => {
    const result = claimFigures({
      ...base,
      type: 'travel',
      lines: [],
      travel: trip,
      offsets: [{ loanId: '8a4f3c2e-1b2d-4c5e-9f6a-7b8c9d0e1f2a', amount: m('3000.00') }],
    });
    if (!result.ok) throw new Error(result.message);
    const travel = result.figures.travel;
    // 北京 其余人员 500 a night: 2 nights capped at 1000, 200 自理.
    expect(travel?.stays[0]).toEqual({ cap: '1000.00', reimbursable: '1000.00', selfPaid: '200.00' });
    // 3 calendar days: 伙食 100 and 市内交通 80 a day.
    expect(travel?.allowances.meal).toBe('300.00');
    expect(travel?.allowances.cityTransport).toBe('240.00');
    expect(result.figures.amount).toBe('1797.00');
    expect(result.figures.settlement).toEqual({ kind: '退还', amount: '1203.00' });
  });

  it('refuses a travel claim with nights of lodging and no invoice (T05)', () => {
    const result = claimFigures({
      ...base,
      type: 'travel',
      lines: [],
      travel: { ...trip, stays: trip.stays.map((stay) => ({ ...stay, invoicedAmount: m('0') })) },
    });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/发生住宿2晚但没有住宿费发票/);
  });

  it('asks a loan for its due date and a repayment for its loan', () => {
    const loan = claimFigures({ ...base, type: 'loan', lines: [], enteredAmount: m('2000') });
    expect(!loan.ok && loan.message).toBe('请填写最迟还款日');
    const early = claimFigures({
      ...base,
      type: 'loan',
      lines: [],
      enteredAmount: m('2000'),
      loanDueDate: '2026-03-01',
    });
    expect(!early.ok && early.message).toBe('最迟还款日不能早于借款日期');
    const repayment = claimFigures({ ...base, type: 'repayment', lines: [], enteredAmount: m('2000') });
    expect(!repayment.ok && repayment.message).toBe('请选择归还的借款单');
  });

  it('refuses an expense claim with no lines', () => {
    const result = claimFigures({ ...base, lines: [] });
    expect(!result.ok && result.message).toBe('请至少填写一行费用明细');
  });
});

describe('attachedDocuments', () => {
  it('takes the stated 附件张数, else the invoices counted on lines, legs and stays', () => {
    expect(attachedDocuments({ ...base, attachmentCount: 5 })).toBe(5);
    expect(attachedDocuments({ ...base, attachmentCount: 0 })).toBe(2);
    expect(attachedDocuments({ ...base, type: 'travel', lines: [], attachmentCount: 0, travel: trip })).toBe(
      3,
    );
    expect(attachedDocuments({ ...base, lines: [], attachmentCount: 0 })).toBe(0);
  });
});
