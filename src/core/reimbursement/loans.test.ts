import { describe, expect, it } from 'vitest';
import { money } from './fixtures.test-util';
import type { DocumentStatus } from './history';
import {
  addLoan,
  borrowerOutstanding,
  emptyLoanBook,
  holdsOffsets,
  type Loan,
  type LoanBook,
  loanOutstanding,
  loanStatus,
  offsetClaim,
  overdueLoans,
  payOut,
  releaseClaim,
  releaseRepayment,
  repay,
} from './loans';
import type { Result } from './types';

function ok(result: Result<{ book: LoanBook }>): LoanBook {
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  return result.book;
}

const trip: Loan = {
  id: 'JK-1',
  borrowerId: 'alice',
  amount: money('3000'),
  paidOn: '2024-03-01',
  dueDate: '2024-04-30',
};
const hotel: Loan = {
  id: 'JK-2',
  borrowerId: 'alice',
  amount: money('500.50'),
  paidOn: '2024-03-05',
  dueDate: '2024-03-31',
};
const other: Loan = {
  id: 'JK-3',
  borrowerId: 'bo',
  amount: money('800'),
  paidOn: '2024-03-02',
  dueDate: '2024-03-15',
};

function book(): LoanBook {
  let b = emptyLoanBook;
  for (const loan of [trip, hotel, other]) b = ok(addLoan(b, loan));
  return b;
}

const claim = (lines: { loanId: string; amount: string }[], claimAmount = '5000', claimId = 'BX-1') => ({
  claimId,
  claimantId: 'alice',
  claimAmount: money(claimAmount),
  on: '2024-03-20',
  lines: lines.map((l) => ({ loanId: l.loanId, amount: money(l.amount) })),
});

describe('loans', () => {
  it('records a loan with its amount in canonical form and refuses bad ones', () => {
    const b = book();
    expect(loanOutstanding(b, 'JK-1')).toBe('3000.00');
    expect(borrowerOutstanding(b, 'alice')).toBe('3500.50');
    expect(addLoan(b, trip)).toMatchObject({ ok: false, code: 'invalidInput', message: '借款 JK-1 已登记' });
    expect(addLoan(emptyLoanBook, { ...trip, amount: money('0') })).toMatchObject({
      code: 'invalidAmount',
      message: '借款金额必须大于零',
    });
    expect(addLoan(emptyLoanBook, { ...trip, dueDate: '2024-02-29' })).toMatchObject({
      message: '最迟还款日不能早于借款日期',
    });
    expect(addLoan(emptyLoanBook, { ...trip, dueDate: '2024-02-30' })).toMatchObject({
      code: 'invalidInput',
    });
  });
});

describe('冲借款', () => {
  it('offsets fully or partly, across loans, and pays out the rest of the claim', () => {
    const b = ok(
      offsetClaim(
        book(),
        claim([
          { loanId: 'JK-1', amount: '1200.25' },
          { loanId: 'JK-2', amount: '500.50' },
        ]),
      ),
    );
    expect(loanOutstanding(b, 'JK-1')).toBe('1799.75');
    expect(loanOutstanding(b, 'JK-2')).toBe('0.00');
    expect(borrowerOutstanding(b, 'alice')).toBe('1799.75');
    expect(borrowerOutstanding(b, 'bo')).toBe('800.00');
    expect(payOut(money('5000.00'), b.offsets)).toBe('3299.25');
  });

  it('refuses more than is owed, and records nothing of the claim then', () => {
    const before = book();
    const result = offsetClaim(
      before,
      claim([
        { loanId: 'JK-2', amount: '100' },
        { loanId: 'JK-1', amount: '3000.01' },
      ]),
    );
    expect(result).toEqual({
      ok: false,
      code: 'overOutstanding',
      message: '冲借款金额 3000.01 超出借款余额 3000.00',
    });
    expect(before.offsets).toEqual([]);
  });

  it('refuses offsets above the claim, of someone else’s loan, of unknown loans, twice', () => {
    const b = book();
    expect(offsetClaim(b, claim([{ loanId: 'JK-1', amount: '600' }], '500'))).toMatchObject({
      code: 'overOutstanding',
      message: '冲借款合计 600.00 超出报销金额 500.00',
    });
    expect(offsetClaim(b, claim([{ loanId: 'JK-3', amount: '1' }]))).toMatchObject({ code: 'notBorrower' });
    expect(offsetClaim(b, claim([{ loanId: 'JK-9', amount: '1' }]))).toMatchObject({ code: 'unknownLoan' });
    expect(
      offsetClaim(
        b,
        claim([
          { loanId: 'JK-1', amount: '1' },
          { loanId: 'JK-1', amount: '1' },
        ]),
      ),
    ).toMatchObject({ code: 'invalidInput' });
    expect(offsetClaim(b, claim([{ loanId: 'JK-1', amount: '-1' }]))).toMatchObject({
      code: 'invalidAmount',
    });
    const once = ok(offsetClaim(b, claim([{ loanId: 'JK-1', amount: '1' }])));
    expect(offsetClaim(once, claim([{ loanId: 'JK-2', amount: '1' }]))).toMatchObject({ code: 'wrongState' });
  });

  it('gives the offset back when the claim is withdrawn or deleted', () => {
    const b = ok(offsetClaim(book(), claim([{ loanId: 'JK-1', amount: '1000' }])));
    const { book: released, released: lines } = releaseClaim(b, 'BX-1');
    expect(lines).toEqual([{ claimId: 'BX-1', loanId: 'JK-1', amount: '1000.00', on: '2024-03-20' }]);
    expect(loanOutstanding(released, 'JK-1')).toBe('3000.00');
    expect(releaseClaim(released, 'BX-1').released).toEqual([]);
  });

  it('counts offsets only for claims in approval or approved', () => {
    const statuses: DocumentStatus[] = ['draft', 'inApproval', 'rejected', 'withdrawn', 'approved'];
    expect(statuses.filter(holdsOffsets)).toEqual(['inApproval', 'approved']);
  });
});

describe('还款', () => {
  it('returns cash up to the outstanding balance, after offsets', () => {
    let b = ok(offsetClaim(book(), claim([{ loanId: 'JK-1', amount: '2000' }])));
    expect(repay(b, { id: 'HK-1', loanId: 'JK-1', amount: money('1000.01'), on: '2024-03-21' })).toEqual({
      ok: false,
      code: 'overOutstanding',
      message: '还款金额 1000.01 超出借款余额 1000.00',
    });
    b = ok(repay(b, { id: 'HK-1', loanId: 'JK-1', amount: money('1000'), on: '2024-03-21' }));
    expect(loanOutstanding(b, 'JK-1')).toBe('0.00');
    expect(repay(b, { id: 'HK-1', loanId: 'JK-1', amount: money('1'), on: '2024-03-21' })).toMatchObject({
      code: 'invalidInput',
    });
    expect(loanOutstanding(releaseRepayment(b, 'HK-1'), 'JK-1')).toBe('1000.00');
    expect(repay(b, { id: 'HK-2', loanId: 'nope', amount: money('1'), on: '2024-03-21' })).toMatchObject({
      code: 'unknownLoan',
    });
  });
});

describe('overdue', () => {
  it('is past the due date with a balance, the longest first', () => {
    let b = book();
    expect(loanStatus(b, hotel, '2024-03-31')).toBe('open');
    expect(loanStatus(b, hotel, '2024-04-01')).toBe('overdue');
    expect(overdueLoans(b, '2024-04-01').map((o) => [o.loan.id, o.outstanding, o.daysOverdue])).toEqual([
      ['JK-3', '800.00', 17],
      ['JK-2', '500.50', 1],
    ]);
    b = ok(repay(b, { id: 'HK-1', loanId: 'JK-3', amount: money('800'), on: '2024-03-30' }));
    expect(loanStatus(b, other, '2024-04-01')).toBe('cleared');
    expect(overdueLoans(b, '2024-04-01').map((o) => o.loan.id)).toEqual(['JK-2']);
  });
});
