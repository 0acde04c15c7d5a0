// @vitest-environment jsdom
import '../../../ui/dom-shims.test-util';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RemoteFirst } from '../../../local/remote-first';
import { AppProviders } from '../../../ui/providers';
import { balanceSheet } from '../sheets/balances';
import { balanceFixture } from '../sheets/fixtures.test-util';
import { ReportFrame } from './ReportFrame';

vi.mock('./export', () => ({ exportXlsx: vi.fn(async () => '科目余额表_2023年02月.xlsx') }));
const { exportXlsx } = await import('./export');

const sheet = balanceSheet(balanceFixture, {
  title: '科目余额表',
  unit: '示范市总工会',
  period: '2023年02月',
});

function read(patch: Partial<RemoteFirst<unknown>> = {}): RemoteFirst<unknown> {
  return {
    data: {},
    source: 'network',
    cachedAt: null,
    loading: false,
    error: undefined,
    refresh: vi.fn(),
    ...patch,
  };
}

function setOnline(value: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { value, configurable: true });
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}

afterEach(() => setOnline(true));

function renderFrame(props: Partial<Parameters<typeof ReportFrame>[0]> = {}) {
  const onOpen = vi.fn();
  const r = read();
  render(
    <AppProviders env="test">
      <ReportFrame
        title="科目余额表"
        filters={<div>条件</div>}
        read={r}
        sheet={sheet}
        onOpen={onOpen}
        hint="单击科目行打开明细账"
        {...props}
      />
    </AppProviders>,
  );
  return { onOpen, read: r };
}

describe('report frame', () => {
  it('shows the caption, a two-row grouped header, totals styled and the row count', () => {
    renderFrame();
    const table = screen.getByTestId('report-table');
    const headRows = within(table).getAllByRole('row').slice(0, 2);
    expect(
      within(headRows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['科目编码', '科目名称', '期初余额', '本期发生额', '本年累计发生额', '期末余额']);
    expect(within(headRows[1] as HTMLElement).getAllByRole('columnheader')).toHaveLength(8);
    expect(screen.getByText('核算单位：示范市总工会')).toBeTruthy();
    expect(screen.getByText('单位：元')).toBeTruthy();
    expect(screen.getByTestId('report-row-total').getAttribute('data-tone')).toBe('total');
    expect(screen.getByTestId('report-count').textContent).toBe('共 5 行');
    expect(screen.getByText('单击科目行打开明细账')).toBeTruthy();
    // Amounts sit right in their own class; the direction-free balance table has none centred.
    const amount = within(screen.getByTestId('report-row-101')).getAllByRole('cell')[2] as HTMLElement;
    expect(amount.textContent).toBe('8,500.00');
    expect(amount.className).toMatch(/num/);
  });

  it('opens a row by click or Enter and moves between rows with the arrow keys', () => {
    const { onOpen } = renderFrame();
    fireEvent.click(screen.getByTestId('report-row-102'));
    expect(onOpen).toHaveBeenLastCalledWith({ code: '102' }, expect.objectContaining({ key: '102' }));
    const first = screen.getByTestId('report-row-101');
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByTestId('report-row-102'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Enter' });
    expect(onOpen).toHaveBeenCalledTimes(2);
    // The total row opens nothing and is not in the tab order.
    expect(screen.getByTestId('report-row-total').tabIndex).toBe(-1);
  });

  it('exports the sheet to Excel and prints it on its own page', async () => {
    renderFrame();
    fireEvent.click(screen.getByRole('button', { name: '导出Excel' }));
    await waitFor(() => expect(exportXlsx).toHaveBeenCalledWith(sheet));
    await screen.findByText('已导出 科目余额表_2023年02月.xlsx');

    const print = vi.fn();
    window.print = print;
    fireEvent.click(screen.getByRole('button', { name: '打印' }));
    await waitFor(() => expect(print).toHaveBeenCalled());
    const root = document.getElementById('report-print-root') as HTMLElement;
    expect(within(root).getByRole('heading').textContent).toBe('科目余额表');
    expect(root.textContent).toContain('期间：2023年02月');
    expect(document.body.classList.contains('report-printing')).toBe(true);
    expect(
      [...document.head.querySelectorAll('style')].some((s) => s.textContent?.includes('A4 landscape')),
    ).toBe(true);
    fireEvent(window, new Event('afterprint'));
    await waitFor(() => expect(document.getElementById('report-print-root')).toBeNull());
  });

  it('marks figures shown from the cache offline with their time, and failures online', () => {
    setOnline(false);
    const at = new Date(2026, 4, 4, 9, 7).getTime();
    renderFrame({ read: read({ source: 'cache', cachedAt: at }) });
    expect(screen.getByTestId('report-offline').textContent).toBe('离线：显示 2026-05-04 09:07 的数据');
  });

  it('says why the report cannot be asked for instead of a table', () => {
    renderFrame({ problem: '起始月份 5 月不能晚于结束月份 3 月' });
    expect(screen.getByTestId('report-problem').textContent).toBe('起始月份 5 月不能晚于结束月份 3 月');
    expect(screen.queryByTestId('report-table')).toBeNull();
    expect(screen.getByRole('button', { name: '导出Excel' })).toHaveProperty('disabled', true);
  });
});
