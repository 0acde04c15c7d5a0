import { describe, expect, it } from 'vitest';
import { claimPageHref, claimPagePaths, claimTypeOfLabel } from './claim-pages';
import { findRoute } from './index';

describe('claim pages', () => {
  it('reads the type from the label the voucher view gets', () => {
    expect(claimTypeOfLabel('差旅报销 CL202611-0003')).toBe('travel');
    expect(claimTypeOfLabel('费用报销 BX202611-0007')).toBe('expense');
    expect(claimTypeOfLabel('还款 HK202611-0001')).toBe('repayment');
    expect(claimTypeOfLabel('往来报销 WL202611-0001')).toBe('interAccount');
    expect(claimTypeOfLabel('BX202611-0007')).toBeNull();
  });

  it('opens the page of the type, the expense page when the label does not tell', () => {
    expect(claimPageHref('a-1', 'travel')).toBe(
      '/final/reimbursement/expenseReimbursement/travelReimbursement?id=a-1',
    );
    expect(claimPageHref('a-1', null)).toBe('/final/reimbursement/expenseReimbursement/costApproval?id=a-1');
  });

  it('names only pages the catalogue has', () => {
    for (const path of Object.values(claimPagePaths)) expect(findRoute(path)?.path).toBe(path);
  });
});
