// @vitest-environment jsdom
// Dexie's liveQuery needs a global indexedDB when Dexie loads: this import comes first.
import 'fake-indexeddb/auto';
import '../../../ui/dom-shims.test-util';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeLocalDb } from '../../../local';
import type { FakeCall } from '../../../ui/screen-harness.test-util';
import type { DetailAnswer } from '../ledger-api';
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
      pageSize: '200',
    });
  });

  it('loads the next page with the cursor and appends it', async () => {
    const view = renderBookScreen(DetailLedgerScreen, handler, {
      title: '明细账',
      search: { code: '102', year: '2023', monthFrom: '1' },
    });
    await screen.findByTestId(`report-row-${voucher.id}:2`);
    expect(screen.getByTestId('report-count').textContent).toBe('共 1 笔凭证分录（还有更多）');
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    const next = await screen.findByText('办公用品');
    expect(next).toBeTruthy();
    expect(view.calls.at(-1)?.query).toMatchObject({ cursor: 'page-2', code: '102' });
    await waitFor(() => expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull());
    expect(screen.getByTestId('report-count').textContent).toBe('共 2 笔凭证分录');
    const month = screen.getAllByText('本月合计')[0]?.closest('tr');
    expect(month?.getAttribute('data-tone')).toBe('total');
  });

  it('keeps every loaded page for offline reading', async () => {
    renderBookScreen(DetailLedgerScreen, handler, {
      title: '明细账',
      search: { code: '102', year: '2023', monthFrom: '1' },
    });
    await screen.findByTestId(`report-row-${voucher.id}:2`);
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await screen.findByText('办公用品');
    await new Promise((resolve) => setTimeout(resolve, 50));
    setOnline(false);
    await waitFor(() => expect(screen.getByTestId('report-offline').textContent).toMatch(/^离线：显示 /));
    expect(screen.getByText('办公用品')).toBeTruthy();
    expect(screen.getByTestId('report-count').textContent).toBe('共 2 笔凭证分录');
    expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull();
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
