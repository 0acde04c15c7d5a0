// @vitest-environment jsdom
// Dexie's liveQuery needs a global indexedDB when Dexie loads: this import comes first.
import 'fake-indexeddb/auto';
import '../../../ui/dom-shims.test-util';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeLocalDb } from '../../../local';
import { listRow, voucherView } from '../continuous-print.fixtures.test-util';
import { openTestDb, renderBookScreen } from '../screen-harness.test-util';
import { ContinuousPrintScreen } from './ContinuousPrintScreen';

beforeEach(async () => {
  await openTestDb();
});
afterEach(() => {
  closeLocalDb();
  vi.restoreAllMocks();
  document.getElementById('voucher-print-root')?.remove();
});

const views = [1, 2, 3, 4].map((n) => voucherView(n, 3, n === 4 ? 9 : 2));

/** The voucher API over the four vouchers: the list in two pages, then each voucher. */
function handler(call: { path: string; query: Record<string, string> }) {
  if (call.path === '/api/voucher/list') {
    const first = !call.query.cursor;
    return {
      data: {
        rows: (first ? views.slice(0, 2) : views.slice(2)).map(listRow),
        nextCursor: first ? 'page-2' : null,
        total: views.length,
      },
    };
  }
  if (call.path === '/api/voucher/get') return { data: views.find((v) => v.id === call.query.id) };
  return undefined;
}

const search = { year: '2023', monthFrom: '3', monthTo: '3' };

describe('凭证连续打印', () => {
  it('lists the posted vouchers of the period through every page, narrowed by number', async () => {
    const view = renderBookScreen(ContinuousPrintScreen, handler, { title: '凭证连续打印', search });
    await screen.findByTestId('print-row-3-记-4');
    expect(screen.getByTestId('print-row-3-记-1').textContent).toContain('记-0001');
    expect(screen.getByTestId('print-row-3-记-1').textContent).toContain('100.00');
    const lists = view.calls.filter((c) => c.path === '/api/voucher/list');
    expect(lists.map((c) => [c.query.month, c.query.monthTo, c.query.status, c.query.cursor])).toEqual([
      ['3', '3', 'posted', undefined],
      ['3', '3', 'posted', 'page-2'],
    ]);
    expect(screen.getByTestId('report-count').textContent).toContain('共 4 张凭证');

    fireEvent.change(screen.getByLabelText('起始凭证号'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('结束凭证号'), { target: { value: '3' } });
    expect(screen.queryByTestId('print-row-3-记-1')).toBeNull();
    expect(screen.queryByTestId('print-row-3-记-4')).toBeNull();
    expect(screen.getByTestId('report-count').textContent).toContain('共 2 张凭证');
    expect(screen.getByTestId('print-all').textContent).toContain('打印全部（2 张）');
    // Typing a number range does not read the list again.
    expect(view.calls.filter((c) => c.path === '/api/voucher/list')).toHaveLength(2);

    fireEvent.change(screen.getByLabelText('起始凭证号'), { target: { value: '5' } });
    expect(screen.getByTestId('report-problem').textContent).toBe('起始凭证号 5 不能大于结束凭证号 3');
    expect((screen.getByTestId('print-all') as HTMLButtonElement).disabled).toBe(true);
  });

  it('reads every listed voucher and prints them all in one job with the voucher layout', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const view = renderBookScreen(ContinuousPrintScreen, handler, { title: '凭证连续打印', search });
    await screen.findByTestId('print-row-3-记-4');
    fireEvent.click(screen.getByTestId('print-all'));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    const gets = view.calls.filter((c) => c.path === '/api/voucher/get').map((c) => c.query.id);
    expect(gets.sort()).toEqual(views.map((v) => v.id).sort());
    const root = document.getElementById('voucher-print-root');
    const sheets = [...(root?.querySelectorAll('section') ?? [])];
    // Half-A4: three short vouchers on a sheet each, the 9-line one on two.
    expect(sheets).toHaveLength(5);
    expect(sheets.map((s) => s.textContent?.match(/记 字第 \d+ 号/)?.[0])).toEqual([
      '记 字第 0001 号',
      '记 字第 0002 号',
      '记 字第 0003 号',
      '记 字第 0004 号',
      '记 字第 0004 号',
    ]);
    expect(sheets[0]?.textContent).toContain('核算单位：示范市总工会');
    expect(sheets[3]?.textContent).toContain('过次页');
    expect(document.head.textContent).toContain('210mm 148.5mm');
  });

  it('says why nothing printed when a voucher cannot be read', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderBookScreen(
      ContinuousPrintScreen,
      (call) =>
        call.path === '/api/voucher/get' && call.query.id === views[1]?.id
          ? { refuse: { errorCode: 4004, message: '凭证不存在' } }
          : handler(call),
      { title: '凭证连续打印', search: { ...search, status: '*' } },
    );
    await screen.findByTestId('print-row-3-记-4');
    fireEvent.click(screen.getByTestId('print-all'));
    expect((await screen.findByTestId('print-failed')).textContent).toContain('读取凭证失败，未打印');
    expect(print).not.toHaveBeenCalled();
  });
});
