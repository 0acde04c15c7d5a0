// @vitest-environment jsdom
// Dexie's liveQuery needs a global indexedDB when Dexie loads: this import comes first.
import 'fake-indexeddb/auto';
import '../../../ui/dom-shims.test-util';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DetailAnswer } from '../../../core/contracts/ledger-answers';
import { closeLocalDb } from '../../../local';
import type { FakeCall } from '../../../ui/screen-harness.test-util';
import { openTestDb, renderBookScreen } from '../screen-harness.test-util';
import { bookFixture, lineRow, totalRow } from '../sheets/fixtures.test-util';
import { DetailLedgerScreen } from './DetailLedgerScreen';

function setOnline(value: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { value, configurable: true });
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}

beforeEach(async () => {
  setOnline(true);
  await openTestDb();
});
afterEach(() => {
  setOnline(true);
  closeLocalDb();
});

const subject = { code: '102', name: '银行存款', codeFullName: '银行存款', balanceDirection: '借' as const };

const firstPage: DetailAnswer = {
  subject,
  rows: bookFixture.slice(0, 2),
  nextCursor: 'page-2',
};
const secondPage: DetailAnswer = {
  subject,
  rows: [
    lineRow(3, '2023-01-22', '办公用品', { credit: '13854.30', balance: '3355032.09', code: '10202' }),
    totalRow('monthTotal', '本月合计', { credit: '14967.91', balance: '3355032.09' }),
  ],
  nextCursor: null,
};

const voucher = {
  id: '00000000-0000-4000-8000-000000000001',
  year: 2023,
  month: 1,
  voucherDate: '2023-01-01',
  voucherType: '记',
  voucherTypeName: '记账凭证',
  voucherNo: 1,
  numberOfDocument: 2,
  status: 'posted',
  version: 3,
  preparedBy: { id: 2, name: '张制单' },
  reviewer: { id: 3, name: '李审核' },
  bookkeeper: { id: 4, name: '王记账' },
  entries: [
    {
      lineNo: 1,
      summary: '慰问品采购',
      code: '50502',
      name: '会议支出',
      codeFullName: '业务支出/会议支出',
      auxis: [],
      departmentCode: null,
      departmentName: null,
      debitAmount: '1113.61',
      creditAmount: '0.00',
    },
    {
      lineNo: 2,
      summary: '慰问品采购',
      code: '10201',
      name: '经费集中户',
      codeFullName: '银行存款/经费集中户',
      auxis: [],
      departmentCode: null,
      departmentName: null,
      debitAmount: '0.00',
      creditAmount: '1113.61',
    },
  ],
  debitTotal: '1113.61',
  creditTotal: '1113.61',
  createdAt: '2023-01-01T02:00:00Z',
  updatedAt: '2023-01-01T02:00:00Z',
  events: [],
};

function handler(call: FakeCall) {
  if (call.path === '/api/ledger/detail') return { data: call.query.cursor ? secondPage : firstPage };
  if (call.path === '/api/voucher/get') return { data: voucher };
  return undefined;
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const cells = (key: string) =>
  within(screen.getByTestId(`report-row-${key}`))
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('明细账', () => {
  it('reads the subject and period of the link, and shows opening, lines and totals', async () => {
    const view = renderBookScreen(DetailLedgerScreen, handler, {
      title: '明细账',
      search: { code: '102', year: '2023', monthFrom: '1', monthTo: '1' },
    });
    const line = await screen.findByTestId(`report-row-${voucher.id}:2`);
    expect(
      within(line)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '2023-01-01',
      '记-0001',
      '10201 经费集中户',
      '慰问品采购',
      '',
      '1,113.61',
      '借',
      '3,368,886.39',
    ]);
    const opening = screen.getByTestId('report-row-opening:1::0');
    expect(opening.getAttribute('data-tone')).toBe('opening');
    expect(within(opening).getAllByRole('cell')[3]?.textContent).toBe('上年结转');
    expect(screen.getByTestId('report-period').textContent).toBe('2023年01月　科目：102 银行存款');
    expect(view.calls.find((c) => c.path === '/api/ledger/detail')?.query).toMatchObject({
      code: '102',
      year: '2023',
      monthFrom: '1',
      monthTo: '1',
      pageSize: '20',
    });
  });

  it('pages with the pager: the next page by its cursor, 承前页/过次页 carry the balance', async () => {
    const view = renderBookScreen(DetailLedgerScreen, handler, {
      title: '明细账',
      search: { code: '102', year: '2023', monthFrom: '1' },
    });
    await screen.findByTestId(`report-row-${voucher.id}:2`);
    expect(screen.getByTestId('report-count').textContent).toBe('本页 1 笔凭证分录');
    // The server sends no count: no total and no last page until the last page is seen.
    expect(screen.queryByTestId('pager-total')).toBeNull();
    expect(screen.getByTestId('pager-page').textContent).toBe('第 1 页');
    expect(cells('过次页:1')).toEqual(['', '', '', '过次页', '', '', '借', '3,368,886.39']);
    expect(screen.queryByTestId('report-row-承前页:1')).toBeNull();
    expect(button('上一页').disabled).toBe(true);

    fireEvent.click(button('下一页'));
    await screen.findByText('办公用品');
    expect(view.calls.at(-1)?.query).toMatchObject({ cursor: 'page-2', code: '102', pageSize: '20' });
    // Page 2 opens with the balance page 1 closed on: its first line's balance less its movement.
    expect(cells('承前页:1')).toEqual(['', '', '', '承前页', '', '', '借', '3,368,886.39']);
    expect(screen.queryByTestId('report-row-过次页:1')).toBeNull();
    expect(screen.queryByText('慰问品采购')).toBeNull();
    // The last page tells the total: 20 lines on page 1 (a full page) and 1 here.
    expect(screen.getByTestId('pager-total').textContent).toBe('共 21 条');
    expect(screen.getByTestId('pager-page').textContent).toBe('第 2 / 2 页');
    expect(button('下一页').disabled).toBe(true);
    const month = screen.getAllByText('本月合计')[0]?.closest('tr');
    expect(month?.getAttribute('data-tone')).toBe('total');

    fireEvent.click(button('首页'));
    await screen.findByText('慰问品采购');
    expect(view.calls.at(-1)?.query.cursor).toBeUndefined();
    expect(screen.getByTestId('pager-page').textContent).toBe('第 1 / 2 页');
  });

  it('reads the first page again at the chosen page size', async () => {
    const view = renderBookScreen(DetailLedgerScreen, handler, {
      title: '明细账',
      search: { code: '102', year: '2023', monthFrom: '1' },
    });
    await screen.findByTestId(`report-row-${voucher.id}:2`);
    fireEvent.click(button('下一页'));
    await screen.findByText('办公用品');
    fireEvent.change(screen.getByRole('combobox', { name: '每页条数' }), { target: { value: '50' } });
    await screen.findByText('慰问品采购');
    expect(view.calls.at(-1)?.query).toMatchObject({ pageSize: '50', code: '102' });
    expect(view.calls.at(-1)?.query.cursor).toBeUndefined();
    expect(screen.getByTestId('pager-page').textContent).toBe('第 1 页');
  });

  it('offline, moves among the pages kept on this device and no further', async () => {
    renderBookScreen(DetailLedgerScreen, handler, {
      title: '明细账',
      search: { code: '102', year: '2023', monthFrom: '1' },
    });
    await screen.findByTestId(`report-row-${voucher.id}:2`);
    fireEvent.click(button('下一页'));
    await screen.findByText('办公用品');
    await new Promise((resolve) => setTimeout(resolve, 50));
    setOnline(false);
    await waitFor(() => expect(screen.getByTestId('report-offline').textContent).toMatch(/^离线：显示 /));
    expect(screen.getByText('办公用品')).toBeTruthy();
    await waitFor(() => expect(button('上一页').disabled).toBe(false));
    fireEvent.click(button('上一页'));
    await screen.findByText('慰问品采购');
    expect(screen.getByTestId('report-offline').textContent).toMatch(/^离线：显示 /);
    await waitFor(() => expect(button('下一页').disabled).toBe(false));
    fireEvent.click(button('下一页'));
    await screen.findByText('办公用品');
  });

  it('offline, does not offer a page never read on this device', async () => {
    renderBookScreen(DetailLedgerScreen, handler, {
      title: '明细账',
      search: { code: '102', year: '2023', monthFrom: '1' },
    });
    await screen.findByTestId(`report-row-${voucher.id}:2`);
    expect(button('下一页').disabled).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    setOnline(false);
    await waitFor(() => expect(screen.getByTestId('report-offline').textContent).toMatch(/^离线：显示 /));
    await waitFor(() => expect(button('下一页').disabled).toBe(true));
    expect(screen.getByText('慰问品采购')).toBeTruthy();
  });

  it('prints every page of the book, not only the shown one', async () => {
    const view = renderBookScreen(DetailLedgerScreen, handler, {
      title: '明细账',
      search: { code: '102', year: '2023', monthFrom: '1' },
    });
    await screen.findByTestId(`report-row-${voucher.id}:2`);
    const print = vi.fn();
    window.print = print;
    fireEvent.click(screen.getByRole('button', { name: '打印' }));
    await waitFor(() => expect(print).toHaveBeenCalled());
    const root = document.getElementById('report-print-root') as HTMLElement;
    expect(root.textContent).toContain('慰问品采购');
    expect(root.textContent).toContain('办公用品');
    // The whole book has no page breaks of its own: no 承前页/过次页 rows.
    expect(root.textContent).not.toContain('过次页');
    const reads = view.calls.filter((c) => c.query.pageSize === '500');
    expect(reads.map((c) => c.query.cursor)).toEqual([undefined, 'page-2']);
    fireEvent(window, new Event('afterprint'));
  });

  it('opens the voucher of a clicked line read-only', async () => {
    renderBookScreen(DetailLedgerScreen, handler, { title: '明细账', search: { code: '102', year: '2023' } });
    fireEvent.click(await screen.findByTestId(`report-row-${voucher.id}:2`));
    const dialog = await screen.findByRole('dialog', { name: '查看凭证' });
    await within(dialog).findByTestId('view-voucher-no');
    expect(within(dialog).getByTestId('view-voucher-no').textContent).toBe('记-0001');
  });

  it('opens on the first subject of the chart and steps to the next one', async () => {
    const view = renderBookScreen(DetailLedgerScreen, handler, { title: '明细账', search: { year: '2023' } });
    await waitFor(() =>
      expect(view.calls.find((c) => c.path === '/api/ledger/detail')?.query.code).toBe('101'),
    );
    fireEvent.click(screen.getByRole('button', { name: '下一科目' }));
    await waitFor(() => expect(view.calls.at(-1)?.query.code).toBe('102'));
  });
});
