// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import '../../ui/dom-shims.test-util';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClaimStatisticsRow, ProjectProgressRow } from '../../core/contracts/reimbursement';
import { closeLocalDb, type LocalDb, openLocalDb } from '../../local';
import { listBytes } from '../../ui/list';
import { ProgressScreen } from './ProgressScreen';
import { StatisticsScreen, statisticsTotals } from './StatisticsScreen';
import { renderReport, setOnline } from './test-render.test-util';

vi.setConfig({ testTimeout: 20_000 });

let db: LocalDb;
beforeEach(async () => {
  db = await openLocalDb('reports-user', 1, { indexedDB: new IDBFactory(), IDBKeyRange });
});
afterEach(() => {
  setOnline(true);
  closeLocalDb();
});

const byDepartment: ClaimStatisticsRow[] = [
  { key: '01', label: '办公室', count: 3, amount: '1234.50' as never },
  { key: '02', label: '财务部', count: 2, amount: '0.10' as never },
  { key: '03', label: '组织部', count: 1, amount: '0.20' as never },
];
const byMonth: ClaimStatisticsRow[] = [
  { key: '11', label: '11月', count: 4, amount: '99999999.99' as never },
];

const rowsText = (table: HTMLElement) =>
  [...table.querySelectorAll('tbody tr, tfoot tr')].map((tr) =>
    [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim()),
  );

describe('报销统计', () => {
  it('asks by department for the session year, shows the rows and their exact 合计', async () => {
    const r = renderReport(StatisticsScreen, '报销统计', (call) =>
      call.path === '/api/reimbursement/statistics'
        ? { data: call.query.by === 'month' ? byMonth : byDepartment }
        : undefined,
    );
    const table = await screen.findByRole('table', { name: '报销统计列表' });
    await within(table).findByText('办公室');
    expect(rowsText(table)).toEqual([
      ['办公室', '3', '1,234.50'],
      ['财务部', '2', '0.10'],
      ['组织部', '1', '0.20'],
      ['合计', '6', '1,234.80'],
    ]);
    const asked = r.calls.find((c) => c.path === '/api/reimbursement/statistics');
    expect(asked?.query).toMatchObject({ by: 'department', year: '2026', monthFrom: '1', monthTo: '12' });
    expect(asked?.query.includeInApproval).toBeUndefined();

    // 按月份, with documents still in approval: the 项目 column is named for it.
    fireEvent.click(screen.getByRole('radio', { name: '按月份' }));
    fireEvent.click(screen.getByLabelText('含审批中'));
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await within(table).findByText('11月');
    expect(within(table).getByRole('columnheader', { name: '月份' })).toBeTruthy();
    expect(r.calls.at(-1)?.query).toMatchObject({ by: 'month', includeInApproval: 'true' });
    expect(within(table).getByTestId('list-totals').textContent).toContain('99,999,999.99');
  });

  it('refuses a month range that runs backwards and asks nothing', async () => {
    const r = renderReport(StatisticsScreen, '报销统计', () => ({ data: byDepartment }));
    await screen.findByText('办公室');
    const before = r.calls.length;
    fireEvent.click(screen.getByRole('combobox', { name: '起始月份' }));
    fireEvent.click(await screen.findByRole('option', { name: '12月' }));
    fireEvent.click(screen.getByRole('combobox', { name: '结束月份' }));
    fireEvent.click(await screen.findByRole('option', { name: '3月' }));
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await screen.findByText('起始月份不能晚于结束月份');
    expect(r.calls.length).toBe(before);
  });

  it('offline shows the last answer with the time it was read', async () => {
    renderReport(StatisticsScreen, '报销统计', () => ({ data: byDepartment }));
    await screen.findByText('办公室');
    await waitFor(async () => expect(await db.meta.count()).toBeGreaterThan(0));
    setOnline(false);
    const notice = await screen.findByTestId('list-kept-notice');
    expect(notice.textContent).toMatch(/离线：显示本机 \d{4}-\d\d-\d\d \d\d:\d\d 保存的列表/);
    expect(screen.getByText('办公室')).toBeTruthy();
    expect(screen.getByTestId('list-totals').textContent).toContain('1,234.80');
  });

  it('puts the 合计 row last in the exported sheet', async () => {
    const ExcelJS = (await import('exceljs')).default;
    const bytes = await listBytes({
      title: '报销统计',
      columns: [
        { key: 'label', title: '部门', value: (r: ClaimStatisticsRow) => r.label },
        { key: 'amount', title: '金额', kind: 'money', value: (r: ClaimStatisticsRow) => r.amount },
      ],
      rows: byDepartment,
      totals: statisticsTotals(byDepartment),
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes);
    const ws = book.worksheets[0];
    expect(ws?.getRow(7).getCell(1).value).toBe('合计');
    expect(ws?.getRow(7).getCell(2).value).toBe(1234.8);
    expect(ws?.getRow(7).getCell(1).font?.bold).toBe(true);
  });
});

describe('项目报销进度表', () => {
  const progress: ProjectProgressRow[] = [
    {
      project: '职工书屋建设',
      count: 4,
      approved: '3000.00' as never,
      inApproval: '500.50' as never,
      vouchered: '1200.00' as never,
    },
    {
      project: '',
      count: 1,
      approved: '0.00' as never,
      inApproval: '80.00' as never,
      vouchered: '0.00' as never,
    },
  ];

  it('lists each project with its approved, in-approval and vouchered amounts and their totals', async () => {
    const r = renderReport(ProgressScreen, '项目报销进度表', (call) =>
      call.path === '/api/reimbursement/progress' ? { data: progress } : undefined,
    );
    const table = await screen.findByRole('table', { name: '项目报销进度表列表' });
    await within(table).findByText('职工书屋建设');
    expect(rowsText(table)).toEqual([
      ['职工书屋建设', '4', '3,000.00', '500.50', '1,200.00'],
      ['（未指定项目）', '1', '0.00', '80.00', '0.00'],
      ['合计', '5', '3,000.00', '580.50', '1,200.00'],
    ]);
    expect(r.calls.find((c) => c.path === '/api/reimbursement/progress')?.query).toEqual({ year: '2026' });

    fireEvent.change(screen.getByRole('textbox', { name: '年度' }), { target: { value: '1999' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await screen.findByText('年度应为 2000 至 2100 之间的年份');
  });
});
