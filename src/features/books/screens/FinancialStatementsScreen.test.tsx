// @vitest-environment jsdom
// Dexie's liveQuery needs a global indexedDB when Dexie loads: this import comes first.
import 'fake-indexeddb/auto';
import '../../../ui/dom-shims.test-util';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeLocalDb } from '../../../local';
import type { FakeCall } from '../../../ui/screen-harness.test-util';
import { BookScreenPath } from '../paths';
import { openTestDb, renderBookScreen } from '../screen-harness.test-util';
import { balanceSheetFixture } from '../sheets/fixtures.test-util';
import { FinancialStatementsScreen } from './FinancialStatementsScreen';

beforeEach(async () => {
  await openTestDb();
});
afterEach(() => closeLocalDb());

const incomeExpense = {
  ...balanceSheetFixture,
  title: '收入支出表',
  formNo: '工会02表',
  columns: ['本月数', '本年累计数'],
  lines: [
    {
      no: 1,
      key: 'expense',
      name: '四、支出合计',
      indent: 0,
      isTotal: true,
      codes: [],
      values: ['1640.50', '1640.50'],
    },
    {
      no: 2,
      key: 'business',
      name: '（五）业务支出',
      indent: 1,
      isTotal: false,
      codes: ['505'],
      values: ['1640.50', '1640.50'],
    },
  ],
  tieOut: undefined,
};

const reporter = {
  unitHead: '张主席',
  financeHead: '李主管',
  preparer: '',
  version: 1,
  updatedAt: null,
  updatedBy: null,
};

function handler(call: FakeCall) {
  if (call.path === '/api/reporter/setting') return { data: reporter };
  if (call.path === '/api/report/balanceSheet') return { data: balanceSheetFixture };
  if (call.path === '/api/report/incomeExpense') return { data: incomeExpense };
  return undefined;
}

describe('财务报表统计', () => {
  it('shows 资产负债表 in two halves with its tie-out, and opens the subjects of a line', async () => {
    const view = renderBookScreen(FinancialStatementsScreen, handler, { title: '财务报表统计' });
    const tie = await screen.findByTestId('tie-out');
    expect(tie.textContent).toContain('报表平衡');
    const row = screen.getByTestId('report-row-r1');
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((c) => c.textContent?.trim())).toEqual([
      '货币资金',
      '1',
      '3,378,500.00',
      '3,363,532.09',
      '应付上级经费',
      '6',
      '96,000.00',
      '96,000.00',
    ]);
    expect(screen.getByTestId('report-period').textContent).toMatch(/工会01表$/);
    fireEvent.click(within(cells[6] as HTMLElement).getByRole('button', { name: '96,000.00' }));
    await screen.findByTestId('elsewhere');
    expect(view.location().pathname).toBe(BookScreenPath.balance);
    expect(view.location().search).toMatchObject({ codeFrom: 211, codeTo: 211 });
  });

  it('asks for the annual statement and for 收入支出表', async () => {
    const view = renderBookScreen(FinancialStatementsScreen, handler, { title: '财务报表统计' });
    await screen.findByTestId('tie-out');
    fireEvent.click(screen.getByText('年报'));
    await waitFor(() =>
      expect(view.calls.at(-1)).toMatchObject({
        path: '/api/report/balanceSheet',
        query: { period: 'year', month: '12' },
      }),
    );
    fireEvent.click(screen.getByText('收入支出表'));
    await screen.findByTestId('report-row-business');
    expect(view.calls.at(-1)?.path).toBe('/api/report/incomeExpense');
    expect(within(screen.getByTestId('report-row-expense')).getAllByRole('cell')[2]?.textContent).toBe(
      '1,640.50',
    );
    expect(screen.queryByTestId('tie-out')).toBeNull();
  });

  it('signs the statements with the names of 报表人员设置, and shows the 收入支出表 tie-out', async () => {
    renderBookScreen(
      FinancialStatementsScreen,
      (call) => {
        if (call.path === '/api/report/incomeExpense') {
          return {
            data: {
              ...incomeExpense,
              tieOut: {
                balanced: false,
                differences: ['-80.00', '0.00'],
                problems: [
                  '本月数：期末资金结转结余与期初资金结转结余、资金结转结余调整及变动、本期收支差额之和相差 -80.00',
                ],
              },
            },
          };
        }
        return handler(call);
      },
      { title: '财务报表统计' },
    );
    await waitFor(() =>
      expect(screen.getByTestId('report-signatures').textContent).toBe(
        '单位负责人：张主席　　　财务负责人：李主管　　　制表人：测试',
      ),
    );
    fireEvent.click(screen.getByText('收入支出表'));
    await screen.findByTestId('report-row-business');
    await waitFor(() => expect(screen.getByTestId('tie-out').textContent).toContain('之和相差 -80.00'));
    expect(screen.getByTestId('tie-out').textContent?.startsWith('✗')).toBe(true);
  });
});
