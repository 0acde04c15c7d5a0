// @vitest-environment jsdom
// Dexie's liveQuery needs a global indexedDB when Dexie loads: this import comes first.
import { asAnswer } from '../answer.test-util';
import 'fake-indexeddb/auto';
import '../../../ui/dom-shims.test-util';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DepartmentSubjectsAnswer } from '../../../core/contracts/ledger-answers';
import { closeLocalDb } from '../../../local';
import { BookScreenPath } from '../paths';
import { openTestDb, renderBookScreen } from '../screen-harness.test-util';
import { DepartmentSubjectsScreen } from './DepartmentSubjectsScreen';
import { departmentSubjectsSheet } from './summary-sheets';

beforeEach(async () => {
  await openTestDb();
});
afterEach(() => closeLocalDb());

const answer: DepartmentSubjectsAnswer = asAnswer<DepartmentSubjectsAnswer>({
  departments: [
    { code: '01', name: '办公室' },
    { code: '02', name: '财务科' },
  ],
  rows: [
    {
      code: '501',
      name: '职工活动支出',
      level: 1,
      isLeaf: false,
      debit: '4200.50',
      credit: '0.00',
      departments: { '01': { debit: '3000.50', credit: '0.00' }, '02': { debit: '1200.00', credit: '0.00' } },
    },
    {
      code: '135',
      name: '其他应收款',
      level: 1,
      isLeaf: true,
      debit: '0.00',
      credit: '800.00',
      departments: { '02': { debit: '0.00', credit: '800.00' } },
    },
  ],
  total: {
    debit: '4200.50',
    credit: '800.00',
    departments: { '01': { debit: '3000.50', credit: '0.00' }, '02': { debit: '1200.00', credit: '800.00' } },
  },
});

describe('部门科目汇总表', () => {
  it('shows departments as column groups with a 合计, and opens a department cell', async () => {
    const view = renderBookScreen(
      DepartmentSubjectsScreen,
      (call) => (call.path === '/api/ledger/departmentSubjects' ? { data: answer } : undefined),
      { title: '部门科目汇总表', search: { year: '2023', monthFrom: '3', monthTo: '5' } },
    );
    const row = await screen.findByTestId('report-row-501');
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['501', '职工活动支出', '3,000.50', '', '1,200.00', '', '4,200.50', '']);
    const total = within(screen.getByTestId('report-row-total'))
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(total).toEqual(['', '合计', '3,000.50', '', '1,200.00', '800.00', '4,200.50', '800.00']);
    expect(screen.getByRole('columnheader', { name: '01 办公室' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '合计' })).toBeTruthy();
    const call = view.calls.find((c) => c.path === '/api/ledger/departmentSubjects');
    expect(call?.query).toMatchObject({ year: '2023', monthFrom: '3', monthTo: '5', level: '1' });

    fireEvent.click(within(row).getByText('1,200.00'));
    await waitFor(() => expect(view.location().pathname).toBe(BookScreenPath.departmentDetail));
    expect(view.location().search).toMatchObject({ deptCode: '02', code: 501, monthFrom: 3, monthTo: 5 });
  });

  it('says when no department moved in the period', () => {
    const sheet = departmentSubjectsSheet(
      asAnswer<DepartmentSubjectsAnswer>({
        departments: [],
        rows: [],
        total: { debit: '0.00', credit: '0.00', departments: {} },
      }),
      { title: '部门科目汇总表', unit: '测试工会', period: '2023年01月' },
    );
    expect(sheet.columns.map((c) => c.key)).toEqual(['code', 'name', 'debit', 'credit']);
    expect(sheet.footnotes).toEqual(['本期没有按部门核算的发生额']);
  });
});
