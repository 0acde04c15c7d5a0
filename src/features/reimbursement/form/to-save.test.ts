import { describe, expect, it } from 'vitest';
import { parseInput } from '../../../../server/lib/validate.ts';
import { type ClaimView, reimbursementContracts } from '../../../core/contracts/reimbursement';
import { emptyClaim, fromClaimView } from './draft';
import { beijingTrip, CLAIM_ID, defaults, expenseDraft, LOAN_ID, openLoan } from './fixtures.test-util';
import { liveFigures } from './live-figures';
import { answerErrors, contentOf, draftBody, FORM_ERROR, toClaimSave } from './to-save';

const serverMessage = (body: unknown): string => {
  try {
    parseInput(reimbursementContracts.save.request, body, reimbursementContracts.save.labels);
  } catch (error) {
    return (error as Error).message;
  }
  return '';
};

describe('toClaimSave', () => {
  it('sends amounts with two decimals and leaves the blank row Enter opened', () => {
    const draft = expenseDraft(['1234.5', '20']);
    draft.lines.push({
      ...draft.lines[0],
      key: 'blank',
      subjectCode: '',
      economicClass: '',
      summary: '',
      amount: '',
    } as (typeof draft.lines)[number]);
    const result = toClaimSave(draft, CLAIM_ID, null);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.save.lines.map((l) => l.amount)).toEqual(['1234.50', '20.00']);
    expect(result.save.departmentId).toBe(1);
    expect(result.figures?.amount).toBe('1254.50');
  });

  it('names each bad field with the contract’s Chinese label, as the server does', () => {
    const draft = { ...expenseDraft(['', '12.345']), reason: '', departmentId: '' };
    const result = toClaimSave(draft, CLAIM_ID, null);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.reason).toBe('事由不能为空');
    expect(result.errors.departmentId).toBe('部门不能为空');
    expect(result.errors['lines.0.amount']).toBe('第1行：金额不能为空');
    expect(result.errors['lines.1.amount']).toBe('第2行：金额应为不小于 0 的金额，最多两位小数，如 1234.50');
    // The server's first message is one of ours, word for word.
    expect(Object.values(result.errors)).toContain(serverMessage(draftBody(draft, CLAIM_ID, null)));
  });

  it('refuses a loan due before its date', () => {
    const draft = {
      ...emptyClaim('loan', defaults),
      reason: '出差预借',
      enteredAmount: '3000',
      loanDueDate: '2024-05-01',
    };
    const result = toClaimSave(draft, CLAIM_ID, null);
    expect(result.ok ? null : result.errors.loanDueDate).toBe('最迟还款日不能早于借款日期');
    const fine = toClaimSave({ ...draft, loanDueDate: '2024-06-30' }, CLAIM_ID, null);
    expect(fine.ok).toBe(true);
  });

  it('refuses a repayment above the loan’s outstanding balance', () => {
    const draft = {
      ...emptyClaim('repayment', defaults),
      reason: '归还借款',
      repaidLoanId: LOAN_ID,
      enteredAmount: '1500.01',
    };
    const over = toClaimSave(draft, CLAIM_ID, null, { loans: [openLoan] });
    expect(over.ok ? null : over.errors.enteredAmount).toBe(
      '还款金额超出借款单 JK202405-0001 的余额（1,500.00）',
    );
    expect(toClaimSave({ ...draft, enteredAmount: '1500' }, CLAIM_ID, null, { loans: [openLoan] }).ok).toBe(
      true,
    );
  });

  it('refuses an offset above the loan’s outstanding balance', () => {
    const draft = { ...expenseDraft(['2000']), offsets: [{ key: 'o', loanId: LOAN_ID, amount: '1600' }] };
    const result = toClaimSave(draft, CLAIM_ID, null, { loans: [openLoan] });
    expect(result.ok ? null : result.errors['offsets.0.amount']).toContain(
      '冲借款金额超出借款单 JK202405-0001 的余额',
    );
  });

  it('blocks a trip with lodging and no invoice with the T05 message', () => {
    const result = toClaimSave(beijingTrip(''), CLAIM_ID, null);
    expect(result.ok ? null : result.errors[FORM_ERROR]).toMatch(/^发生住宿2晚但没有住宿费发票/);
  });
});

describe('liveFigures', () => {
  it('works out 超标自理 and the total of the 北京 trip', () => {
    const live = liveFigures(beijingTrip('1200'));
    if (!live?.result.ok) throw new Error('no figures');
    expect(live.stays[0]?.cap).toBe('1000.00');
    expect(live.stays[0]?.selfPaid).toBe('200.00');
    // 54.50 fare + 1000.00 lodging + 3 days × (100 meals + 80 city transport).
    expect(live.result.figures.amount).toBe('1594.50');
  });

  it('is null while the claim has nothing to add up', () => {
    expect(liveFigures(expenseDraft(['']))).toBeNull();
  });
});

describe('fromClaimView', () => {
  it('gives back the draft of a saved claim: saving it again sends the same content', () => {
    for (const start of [expenseDraft(['1234.5', '20']), beijingTrip('1200')]) {
      const first = toClaimSave(start, CLAIM_ID, null);
      if (!first.ok || !first.figures) throw new Error('the sample does not save');
      const view = {
        id: CLAIM_ID,
        version: 3,
        content: contentOf(first.save),
        figures: first.figures,
      } as unknown as ClaimView;
      const again = toClaimSave(fromClaimView(view), CLAIM_ID, 3);
      if (!again.ok) throw new Error(JSON.stringify(again.errors));
      expect({ ...again.save, version: null }).toEqual(first.save);
      expect(again.save.version).toBe(3);
    }
  });
});

describe('answerErrors', () => {
  it('puts the server’s message beside the field it names, or on the whole claim', () => {
    expect(answerErrors({ message: '第1行：金额不能为空', data: { field: 'lines.0.amount' } })).toEqual({
      'lines.0.amount': '第1行：金额不能为空',
    });
    expect(answerErrors({ message: '单据已被修改', data: null })).toEqual({ [FORM_ERROR]: '单据已被修改' });
  });
});

describe('emptyClaim', () => {
  it('starts each type with what it needs: a line (办公费 with 30201), a leg, or a stated amount', () => {
    const office = emptyClaim('expense', { ...defaults, economicClass: '30201' });
    expect(office.lines.map((l) => l.economicClass)).toEqual(['30201']);
    expect(office.departmentId).toBe('1');
    const trip = emptyClaim('travel', defaults);
    expect(trip.lines).toEqual([]);
    expect(trip.travel?.grade).toBe('其余人员');
    expect(trip.travel?.legs).toHaveLength(1);
    expect(emptyClaim('loan', defaults).lines).toEqual([]);
    expect(emptyClaim('repayment', defaults).paymentMethod).toBe('cash');
  });
});

describe('liveFigures of a loan', () => {
  it('blocks a due date before the date as soon as it is typed, not a due date still blank', () => {
    const loan = { ...emptyClaim('loan', defaults), enteredAmount: '3000' };
    expect(liveFigures(loan)?.result.ok).toBe(true);
    const early = liveFigures({ ...loan, loanDueDate: '2024-05-01' })?.result;
    expect(early && !early.ok ? early.message : null).toBe('最迟还款日不能早于借款日期');
  });
});
