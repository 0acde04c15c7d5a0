// @vitest-environment jsdom
// The list frame as a screen uses it: rows held in memory (usePagedRows), a filter applied by 查询
// or Enter (useListState), ticks, 导出Excel read back with exceljs, 打印, and the empty, loading
// and kept-copy states.
import '../dom-shims.test-util';
import { TextInput } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import ExcelJS from 'exceljs';
import { useMemo } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../providers';
import type { ListColumn } from './columns';
import { ListField } from './ListFilterBar';
import { ListFrame } from './ListFrame';
import { useListState } from './use-list-state';
import { usePagedRows } from './use-paged-rows';

vi.mock('../excel', async (original) => ({
  ...(await original<typeof import('../excel')>()),
  saveWorkbook: vi.fn(),
}));
const { saveWorkbook } = await import('../excel');

// A page of Mantine rows re-renders on every click; on the shared 2-core machine under load that
// has taken over 3 s (the first test also pays for Mantine's styles).
vi.setConfig({ testTimeout: 15_000 });

interface Claim {
  id: string;
  no: string;
  payee: string;
  amount: string;
  items: number;
}

const claims: Claim[] = Array.from({ length: 45 }, (_, i) => ({
  id: `c${i + 1}`,
  no: `BX-${String(i + 1).padStart(3, '0')}`,
  payee: i < 5 ? `张三${i + 1}` : `李四${i + 1}`,
  amount: `${(i + 1) * 1000}.5`,
  items: i + 1,
}));

const columns: ListColumn<Claim>[] = [
  { key: 'no', title: '单号', width: 90, value: (c) => c.no },
  { key: 'payee', title: '收款人', value: (c) => c.payee },
  { key: 'amount', title: '金额', width: 120, kind: 'money', value: (c) => c.amount },
  { key: 'items', title: '附件数', width: 70, kind: 'count', value: (c) => c.items },
];

const start = { payee: '' };

function ClaimList({
  all,
  onOpen = () => {},
  loading = false,
  cachedAt = null,
}: {
  all: readonly Claim[];
  onOpen?(row: Claim): void;
  loading?: boolean;
  cachedAt?: number | null;
}) {
  const state = useListState({ start });
  const payee = state.applied?.payee ?? '';
  const found = useMemo(() => all.filter((c) => c.payee.includes(payee)), [all, payee]);
  const source = usePagedRows(found, { loading, cachedAt, queryKey: state.applied });
  return (
    <ListFrame
      title="报销单"
      testId="claims"
      source={source}
      columns={columns}
      rowKey={(c) => c.id}
      rowLabel={(c) => c.no}
      rowAttributes={(c) => ({ 'data-testid': `claim-${c.no}` })}
      noun="报销单"
      unit="张"
      selection={state.selection}
      onSelectionChange={state.setSelection}
      onOpen={onOpen}
      filters={
        <ListField label="收款人">
          <TextInput
            size="xs"
            aria-label="收款人"
            value={state.draft?.payee ?? ''}
            onChange={(e) => state.setDraft({ payee: e.currentTarget.value })}
          />
        </ListField>
      }
      onSearch={() => void state.search()}
      onReset={state.reset}
      filterLine={`收款人：${payee || '全部'}`}
    />
  );
}

function show(props: Parameters<typeof ClaimList>[0]) {
  return render(
    <AppProviders env="test">
      <ClaimList {...props} />
    </AppProviders>,
  );
}

// Role queries scoped to the pager: over the whole table they cost seconds on a busy machine.
const pagerButton = (name: string) => within(screen.getByTestId('pager')).getByRole('button', { name });
const button = (name: string) => screen.getByText(name).closest('button') as HTMLButtonElement;

const shownNos = () =>
  screen.queryAllByTestId(/^claim-/).map((r) => r.getAttribute('data-testid')?.slice('claim-'.length));

afterEach(() => {
  vi.mocked(saveWorkbook).mockClear();
  Object.defineProperty(window.navigator, 'onLine', { value: true, configurable: true });
});

describe('ListFrame', () => {
  it('shows 20 rows a page, amounts formatted and right-aligned, and pages through', () => {
    show({ all: claims });
    expect(shownNos()).toHaveLength(20);
    expect(shownNos()[0]).toBe('BX-001');
    expect(screen.getByTestId('pager-total').textContent).toBe('共 45 条');
    expect(screen.getByTestId('pager-page').textContent).toBe('第 1 / 3 页');
    const cells = within(screen.getByTestId('claim-BX-002')).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual(['', 'BX-002', '张三2', '2,000.50', '2']);
    expect(cells[3]?.className).toMatch(/right/);
    expect(screen.getByText('金额').closest('th')?.className).toMatch(/right/);

    fireEvent.click(pagerButton('下一页'));
    expect(shownNos()[0]).toBe('BX-021');
    expect(screen.getByTestId('pager-page').textContent).toBe('第 2 / 3 页');
    fireEvent.click(pagerButton('下一页'));
    expect(shownNos()).toEqual(['BX-041', 'BX-042', 'BX-043', 'BX-044', 'BX-045']);
    expect((pagerButton('下一页') as HTMLButtonElement).disabled).toBe(true);
  });

  it('changes the page size and starts again on page 1', () => {
    show({ all: claims });
    fireEvent.click(pagerButton('下一页'));
    const sizes = screen.getByLabelText('每页条数') as HTMLSelectElement;
    expect([...sizes.options].map((o) => o.value)).toEqual(['20', '30', '40', '50']);
    fireEvent.change(sizes, { target: { value: '30' } });
    expect(shownNos()).toHaveLength(30);
    expect(shownNos()[0]).toBe('BX-001');
    expect(screen.getByTestId('pager-page').textContent).toBe('第 1 / 2 页');
    fireEvent.change(sizes, { target: { value: '50' } });
    expect(shownNos()).toHaveLength(45);
    expect(screen.getByTestId('pager-page').textContent).toBe('第 1 / 1 页');
  });

  it('ticks all rows of the page, and drops ticks on rows a new query no longer shows', async () => {
    show({ all: claims });
    fireEvent.click(screen.getByLabelText('全选'));
    expect(screen.getByTestId('list-count').textContent).toBe('本页 20 张报销单，已选 20 张');
    // Enter in a field runs the query: only 张三1..5 are left, and so are their ticks.
    const field = screen.getByLabelText('收款人');
    fireEvent.change(field, { target: { value: '张三' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(shownNos()).toHaveLength(5));
    expect(screen.getByTestId('list-count').textContent).toBe('本页 5 张报销单，已选 5 张');
    expect(screen.getByLabelText('全选')).toHaveProperty('checked', true);

    fireEvent.click(screen.getByLabelText('选择 BX-003'));
    expect(screen.getByTestId('list-count').textContent).toBe('本页 5 张报销单，已选 4 张');
    expect(screen.getByTestId('claim-BX-003').getAttribute('aria-selected')).toBe('false');

    fireEvent.click(button('重置'));
    await waitFor(() => expect(shownNos()).toHaveLength(20));
    expect(screen.getByTestId('list-count').textContent).toBe('本页 20 张报销单，已选 4 张');
  });

  it('opens a row on double click and on Enter', () => {
    const onOpen = vi.fn();
    show({ all: claims, onOpen });
    fireEvent.doubleClick(within(screen.getByTestId('claim-BX-004')).getByText('张三4'));
    expect(onOpen).toHaveBeenLastCalledWith(claims[3]);
    fireEvent.keyDown(screen.getByTestId('claim-BX-001'), { key: 'Enter' });
    expect(onOpen).toHaveBeenLastCalledWith(claims[0]);
  });

  it('exports every row of the query, not only the page, as a sheet with the header and numbers', async () => {
    show({ all: claims });
    fireEvent.click(button('导出Excel'));
    await waitFor(() => expect(saveWorkbook).toHaveBeenCalledTimes(1));
    const [bytes, name] = vi.mocked(saveWorkbook).mock.calls[0] ?? [];
    expect(name).toMatch(/^报销单_\d{8}-\d{4}\.xlsx$/);
    await screen.findByText(`已导出 ${name}`);

    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as ArrayBuffer);
    const ws = book.worksheets[0];
    if (!ws) throw new Error('no worksheet');
    expect(ws.name).toBe('报销单');
    expect(ws.getCell('A1').value).toBe('报销单');
    expect(String(ws.getCell('A2').value)).toContain('收款人：全部');
    expect(String(ws.getCell('A2').value)).toContain('共 45 条');
    expect([1, 2, 3, 4].map((c) => ws.getRow(3).getCell(c).value)).toEqual([
      '单号',
      '收款人',
      '金额',
      '附件数',
    ]);
    expect(ws.getCell('A3').font?.bold).toBe(true);
    expect(ws.getRow(4).getCell(1).value).toBe('BX-001');
    expect(ws.getCell('C4').value).toBe(1000.5);
    expect(ws.getCell('C4').numFmt).toBe('#,##0.00');
    expect(ws.getCell('D4').value).toBe(1);
    // Row 48 is the 45th claim: the export is the whole query across three pages.
    expect(ws.getCell('A48').value).toBe('BX-045');
    expect(ws.getCell('C48').value).toBe(45000.5);
    expect(ws.getCell('A49').value).toBeNull();
  });

  it('prints every row under the title and the query line, then removes the print view', async () => {
    const print = vi.fn();
    window.print = print;
    show({ all: claims });
    fireEvent.click(button('打印'));
    await waitFor(() => expect(print).toHaveBeenCalled());
    const root = document.getElementById('list-print-root') as HTMLElement;
    expect(within(root).getByRole('heading').textContent).toBe('报销单');
    expect(root.textContent).toContain('收款人：全部');
    expect(within(root).getAllByRole('row')).toHaveLength(46);
    expect(
      within(root)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toContain('45,000.50');
    expect(document.body.classList.contains('list-printing')).toBe(true);
    fireEvent(window, new Event('afterprint'));
    await waitFor(() => expect(document.getElementById('list-print-root')).toBeNull());
  });

  it('says when nothing matches or rows are still being read, and offers no export of nothing', () => {
    const view = show({ all: [] });
    expect(screen.getByTestId('list-empty').textContent).toBe('没有符合条件的报销单');
    expect(button('导出Excel')).toHaveProperty('disabled', true);
    expect(button('打印')).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('全选')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('pager-page').textContent).toBe('第 1 / 1 页');
    view.unmount();
    show({ all: [], loading: true });
    expect(screen.getByTestId('list-empty').textContent).toBe('正在读取报销单…');
  });

  it('marks rows that are this device’s kept copy with the time they were read', () => {
    Object.defineProperty(window.navigator, 'onLine', { value: false, configurable: true });
    show({ all: claims, cachedAt: new Date(2026, 10, 25, 18, 40).getTime() });
    expect(screen.getByTestId('list-kept-notice').textContent).toBe(
      '离线：显示本机 2026-11-25 18:40 保存的列表；联网后自动刷新。',
    );
  });
});
