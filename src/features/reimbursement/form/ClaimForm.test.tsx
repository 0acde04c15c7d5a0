// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import '../../../ui/dom-shims.test-util';
import { configure, fireEvent, render, screen, within } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoanView } from '../../../core/contracts/reimbursement';
import { closeLocalDb, openLocalDb } from '../../../local';
import { seedReference, testSubjects } from '../../../ui/pickers/fixtures.test-util';
import { AppProviders } from '../../../ui/providers';
import { ClaimForm } from './ClaimForm';
import { type ClaimDraft, emptyClaim } from './draft';
import { beijingTrip, CLAIM_ID, defaults, expenseDraft, LOAN_ID, openLoan } from './fixtures.test-util';
import { type ClaimErrors, toClaimSave } from './to-save';

// A screen test types and waits through many renders: on a loaded machine it outlasts vitest's 5 s.
vi.setConfig({ testTimeout: 30_000 });

configure({ asyncUtilTimeout: 5_000 });

beforeEach(async () => {
  const db = await openLocalDb('claims-form-user', 1, { indexedDB: new IDBFactory(), IDBKeyRange });
  await seedReference(db);
});
afterEach(() => closeLocalDb());

/** The form as a page holds it: the draft in state, 保存 running toClaimSave. */
function Harness({ start, loans = [] }: { start: ClaimDraft; loans?: LoanView[] }) {
  const [draft, setDraft] = useState(start);
  const [errors, setErrors] = useState<ClaimErrors>({});
  return (
    <AppProviders env="test">
      <ClaimForm
        type={draft.type}
        value={draft}
        onChange={setDraft}
        errors={errors}
        loans={loans}
        subjects={testSubjects}
      />
      <button
        type="button"
        onClick={() => {
          const result = toClaimSave(draft, CLAIM_ID, null, { loans });
          setErrors(result.ok ? {} : result.errors);
        }}
      >
        保存
      </button>
    </AppProviders>
  );
}

const typeInto = (label: string, text: string) => {
  const input = screen.getByLabelText(label) as HTMLInputElement;
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  return input;
};

describe('expense claim', () => {
  it('adds up the lines as they are typed, in figures and 大写, and Enter at the end opens a row', () => {
    render(
      <Harness
        start={{ ...emptyClaim('expense', { ...defaults, economicClass: '30201' }), reason: '办公用品' }}
      />,
    );
    typeInto('第1行金额', '1234.5');
    expect(screen.getByTestId('claim-total').textContent).toBe('1,234.50');
    expect(screen.getByTestId('claim-upper').textContent).toBe('人民币壹仟贰佰叁拾肆元伍角整');

    // Enter on the last cell of the last row opens the next row and goes to its first cell.
    const count = typeInto('第1行发票张数', '2');
    fireEvent.keyDown(count, { key: 'Enter' });
    const second = screen.getByLabelText('第2行金额');
    // The new row is focused at its first cell and takes the 经济分类 of the row above.
    expect(document.activeElement).toBe(screen.getByLabelText('第2行支出科目'));
    expect((screen.getByLabelText('第2行经济分类') as HTMLSelectElement).value).toBe('30201');
    typeInto('第2行金额', '65.5');
    expect(second).toBeTruthy();
    expect(screen.getByTestId('claim-total').textContent).toBe('1,300.00');
    expect(screen.getByTestId('claim-upper').textContent).toBe('人民币壹仟叁佰元整');
  });

  it('takes a subject typed in the 支出科目 cell and moves on with Enter', async () => {
    render(<Harness start={emptyClaim('expense', defaults)} />);
    const cell = screen.getByLabelText('第1行支出科目');
    cell.focus();
    fireEvent.change(cell, { target: { value: '50502' } });
    fireEvent.keyDown(cell, { key: 'Enter' });
    expect(document.activeElement).toBe(screen.getByLabelText('第1行经济分类'));
    fireEvent.blur(cell);
    expect((screen.getByLabelText('第1行支出科目') as HTMLInputElement).value).toBe('50502 会议支出');
    // Only end-level 支出 subjects are offered: 101 库存现金 is not one.
    fireEvent.focus(cell);
    fireEvent.change(cell, { target: { value: '50' } });
    const offered = within(screen.getByRole('listbox', { name: '匹配的科目' })).getAllByRole('option');
    expect(offered.map((o) => o.textContent?.slice(0, 5))).toEqual(['50501', '50502', '50503']);
    fireEvent.change(cell, { target: { value: '101' } });
    const none = screen.getByRole('listbox', { name: '匹配的科目' });
    expect(within(none).queryAllByRole('option')).toHaveLength(0);
    expect(none.textContent).toContain('没有匹配的末级科目');
  });

  it('shows a saved claim read-only: nothing to type into, no rows to delete', () => {
    render(
      <AppProviders env="test">
        <ClaimForm
          type="expense"
          value={expenseDraft(['10'])}
          onChange={() => {}}
          readOnly
          subjects={testSubjects}
        />
      </AppProviders>,
    );
    expect((screen.getByLabelText('第1行摘要') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText('第1行金额') as HTMLInputElement).readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: /删除/ })).toBeNull();
  });

  it('moves through the row with Enter and Tab', () => {
    render(<Harness start={emptyClaim('expense', defaults)} />);
    const summary = screen.getByLabelText('第1行摘要');
    summary.focus();
    fireEvent.keyDown(summary, { key: 'Enter' });
    expect(document.activeElement).toBe(screen.getByLabelText('第1行金额'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByLabelText('第1行发票张数'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Enter', shiftKey: true });
    expect(document.activeElement).toBe(screen.getByLabelText('第1行金额'));
  });

  it('shows the contract’s Chinese messages beside the fields after 保存', () => {
    render(<Harness start={{ ...emptyClaim('expense', defaults), departmentId: '' }} />);
    typeInto('第1行摘要', '打印纸');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByText('事由不能为空')).toBeTruthy();
    expect(screen.getByText('部门不能为空')).toBeTruthy();
    expect(screen.getByText('第1行：金额不能为空')).toBeTruthy();
    expect(screen.getByText('第1行：支出科目不能为空')).toBeTruthy();
  });

  it('offsets a loan and shows 退还 when the loan is larger than the claim', () => {
    render(<Harness start={expenseDraft(['1000'])} loans={[openLoan]} />);
    fireEvent.click(screen.getByRole('button', { name: '添加冲借款' }));
    fireEvent.change(screen.getByLabelText('第1行借款单'), { target: { value: LOAN_ID } });
    typeInto('第1行冲借款金额', '1200');
    expect(screen.getByTestId('claim-offset').textContent).toBe('1,200.00');
    expect(screen.getByText('退还金额')).toBeTruthy();
    expect(screen.getByTestId('claim-settlement').textContent).toBe('200.00');
    typeInto('第1行冲借款金额', '1600');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByText(/冲借款金额超出借款单 JK202405-0001 的余额（1,500.00）/)).toBeTruthy();
  });
});

describe('travel claim', () => {
  it('北京 其余人员 2 nights with 1200 invoiced: 超标自理 200.00, the cap and the total', () => {
    render(<Harness start={beijingTrip('1200')} />);
    expect(screen.getByTestId('stay-cap-0').textContent).toBe('1,000.00');
    expect(screen.getByTestId('stay-selfpaid-0').textContent).toBe('200.00');
    expect(screen.getByTestId('travel-lodging').textContent).toBe('1,000.00');
    expect(screen.getByTestId('travel-meal').textContent).toBe('300.00');
    expect(screen.getByTestId('travel-city').textContent).toBe('240.00');
    expect(screen.getByTestId('travel-selfpaid').textContent).toBe('200.00');
    expect(screen.getByTestId('travel-total').textContent).toBe('1,594.50');
    expect(screen.getByTestId('claim-upper').textContent).toBe('人民币壹仟伍佰玖拾肆元伍角整');
    expect(screen.queryByTestId('claim-blocking')).toBeNull();
  });

  it('shows a seat above the grade as 自理 on its leg', () => {
    render(<Harness start={beijingTrip('900')} />);
    fireEvent.change(screen.getByLabelText('第1段座位等级'), { target: { value: '一等座' } });
    // Without the entitled fare the claim cannot be worked out: the rule says what is missing.
    expect(screen.getByTestId('claim-blocking').textContent).toContain('请填写标准等级票价');
    typeInto('第1段票价', '88');
    typeInto('第1段标准等级票价', '54.5');
    expect(screen.getByTestId('leg-selfpaid-0').textContent).toBe('33.50');
    expect(screen.getByTestId('leg-note-0').textContent).toContain('其余人员乘坐火车一等座超出标准');
    expect(screen.queryByTestId('claim-blocking')).toBeNull();
  });

  it('blocks a stay without a lodging invoice with the T05 message', () => {
    render(<Harness start={beijingTrip('')} />);
    const blocking = screen.getByTestId('claim-blocking');
    expect(blocking.textContent).toContain('发生住宿2晚但没有住宿费发票');
    // The claim has no total, but the rows that are fine still show their figures.
    expect(screen.getByTestId('travel-total').textContent).toBe('');
    fireEvent.change(screen.getByLabelText('第1段座位等级'), { target: { value: '一等座' } });
    typeInto('第1段票价', '88');
    typeInto('第1段标准等级票价', '54.5');
    expect(screen.getByTestId('leg-selfpaid-0').textContent).toBe('33.50');
    expect(screen.getByTestId('stay-cap-0').textContent).toBe('');
    expect(screen.getByTestId('claim-blocking').textContent).toContain('没有住宿费发票');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(
      within(screen.getByTestId('claim-blocking')).getByText(/发生住宿2晚但没有住宿费发票/),
    ).toBeTruthy();
  });
});

describe('loan, repayment, provision', () => {
  it('refuses a loan due before its date', () => {
    render(
      <Harness
        start={{
          ...emptyClaim('loan', defaults),
          reason: '出差预借',
          enteredAmount: '3000',
          loanDueDate: '2024-05-01',
        }}
      />,
    );
    expect(screen.getByTestId('claim-upper').textContent).toBe('人民币叁仟元整');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getAllByText('最迟还款日不能早于借款日期').length).toBeGreaterThan(0);
  });

  it('shows the loan’s outstanding balance and refuses a repayment above it', () => {
    render(
      <Harness
        start={{ ...emptyClaim('repayment', defaults), reason: '归还借款', repaidLoanId: LOAN_ID }}
        loans={[openLoan]}
      />,
    );
    expect(screen.getByTestId('loan-outstanding').textContent).toBe('1,500.00');
    typeInto('还款金额', '1600');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByText('还款金额超出借款单 JK202405-0001 的余额（1,500.00）')).toBeTruthy();
  });

  it('takes a provision with its amount in 大写', () => {
    render(<Harness start={{ ...emptyClaim('provision', defaults), reason: '活动备用金' }} />);
    typeInto('备用金金额', '500');
    expect(screen.getByTestId('claim-upper').textContent).toBe('人民币伍佰元整');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
  });
});
