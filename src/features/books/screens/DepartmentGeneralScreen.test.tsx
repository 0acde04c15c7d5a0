// @vitest-environment jsdom
// Dexie's liveQuery needs a global indexedDB when Dexie loads: this import comes first.
import { asAnswer } from '../answer.test-util';
import 'fake-indexeddb/auto';
import '../../../ui/dom-shims.test-util';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DepartmentGeneralAnswer } from '../../../core/contracts/ledger-answers';
import { closeLocalDb } from '../../../local';
import { BookScreenPath } from '../paths';
import { openTestDb, renderBookScreen } from '../screen-harness.test-util';
import { DepartmentGeneralScreen } from './DepartmentGeneralScreen';

beforeEach(async () => {
  await openTestDb();
});
afterEach(() => closeLocalDb());

const answer: DepartmentGeneralAnswer = asAnswer<DepartmentGeneralAnswer>({
  department: { code: '01', name: '办公室' },
  subjects: [
    {
      code: '501',
      name: '职工活动支出',
      level: 1,
      balanceDirection: '借',
      rows: [
        {
          kind: 'opening',
          month: 2,
          summary: '期初余额',
          debit: '0.00',
          credit: '0.00',
          direction: '借',
          balance: '1200.00',
        },
        {
          kind: 'monthTotal',
          month: 2,
          summary: '本月合计',
          debit: '3000.50',
          credit: '0.00',
          direction: '借',
          balance: '4200.50',
        },
        {
          kind: 'yearTotal',
          month: 2,
          summary: '本年累计',
          debit: '4200.50',
          credit: '0.00',
          direction: '借',
          balance: '4200.50',
        },
      ],
    },
  ],
});

describe('部门总账', () => {
  it("asks for the department's 总账 and opens the month's 部门明细账 from a row", async () => {
    const view = renderBookScreen(
      DepartmentGeneralScreen,
      (call) => (call.path === '/api/ledger/departmentGeneral' ? { data: answer } : undefined),
      { title: '部门总账', search: { year: '2023', monthFrom: '2', monthTo: '2', deptCode: '01' } },
    );
    const row = await screen.findByTestId('report-row-501:1');
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toContain('3,000.50');
    expect(cells).toContain('4,200.50');
    expect(screen.getByTestId('report-period').textContent).toContain('部门：01 办公室');
    const call = view.calls.find((c) => c.path === '/api/ledger/departmentGeneral');
    expect(call?.query).toMatchObject({
      year: '2023',
      monthFrom: '2',
      monthTo: '2',
      deptCode: '01',
      level: '1',
    });

    fireEvent.click(row);
    await waitFor(() => expect(view.location().pathname).toBe(BookScreenPath.departmentDetail));
    expect(view.location().search).toMatchObject({ deptCode: '01', code: 501, monthFrom: 2, monthTo: 2 });
  });

  it('asks for a department when there is none', async () => {
    renderBookScreen(DepartmentGeneralScreen, () => undefined, { title: '部门总账' });
    expect((await screen.findByTestId('report-problem')).textContent).toBe(
      '请选择部门（部门设置中还没有部门）',
    );
  });
});
