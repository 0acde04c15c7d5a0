// @vitest-environment jsdom
import '../../../ui/dom-shims.test-util';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeVoucherStore } from './fake-vouchers.test-util';
import { CancelMonthlyKnotsScreen, VoucherMonthlyKnotScreen } from './MonthEndScreen';
import { type Rendered, renderScreen } from './render.test-util';
import { listRow } from './test-rows.test-util';

// Every call is signed and crosses a socket; the shared machine is slow at times.
vi.setConfig({ testTimeout: 30_000 });

let rendered: Rendered | undefined;
afterEach(async () => {
  await rendered?.h.close();
  rendered = undefined;
});

const closedMonth = (month: number) => ({
  year: 2025,
  month,
  closed: true,
  closedAt: '2025-04-01T02:00:00.000Z',
  closedBy: { id: 4, name: '王记账' },
});

const mark = (month: number) => screen.getByTestId(`period-${month}`).getAttribute('data-mark');

describe('月末结账', () => {
  it('offers the first month with vouchers, lists why it cannot close, then closes it', async () => {
    const store = fakeVoucherStore([
      listRow({ voucherNo: 1, month: 3, status: 'posted' }),
      listRow({ voucherNo: 2, month: 3, status: 'audited' }),
    ]);
    store.periods = [closedMonth(1)];
    rendered = await renderScreen(VoucherMonthlyKnotScreen, {
      permissions: ['voucher.closeMonth', 'voucher.reopenMonth'],
      script: (seen) => store.script(seen),
    });
    // February has no vouchers: closing March closes it too, so March is offered.
    await waitFor(() => expect(mark(3)).toBe('next'));
    expect(mark(1)).toBe('closed');
    expect(mark(2)).toBe('open');
    expect(screen.getByRole('combobox', { name: '结账月份' })).toHaveProperty('value', '03月');
    expect((await screen.findByTestId('month-counts')).textContent).toContain('已审核未记账 1 张');
    expect(screen.getByTestId('latest-closed').textContent).toBe('2025年01月');

    fireEvent.click(screen.getByRole('button', { name: '结账' }));
    const confirm = await screen.findByRole('dialog', { name: '月末结账' });
    expect(confirm.textContent).toContain('2025年02月至02月将一并结账');
    fireEvent.click(within(confirm).getByRole('button', { name: '结账' }));
    const refusal = await screen.findByRole('dialog', { name: '结账未通过' });
    expect(
      within(refusal)
        .getAllByTestId('refusal-reason')
        .map((r) => r.textContent),
    ).toEqual(['凭证 记-0002 未记账']);
    fireEvent.click(within(refusal).getByRole('button', { name: '确定' }));

    store.vouchers = store.vouchers.map((v) => ({ ...v, status: 'posted' as const }));
    fireEvent.click(screen.getByRole('button', { name: '结账' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: '月末结账' })).getByRole('button', { name: '结账' }),
    );
    await waitFor(() =>
      expect(rendered?.h.fake.seen.filter((s) => s.path === '/api/voucher/closeMonth')).toHaveLength(2),
    );
    await waitFor(() => expect(mark(3)).toBe('closed'));
    expect(screen.getByTestId('latest-closed').textContent).toBe('2025年03月');
    const call = rendered.h.fake.seen.filter((s) => s.path === '/api/voucher/closeMonth').at(-1);
    expect(call?.payload).toEqual({ year: 2025, month: 3 });
  });
});

describe('反结账', () => {
  it('reopens only the latest closed month', async () => {
    const store = fakeVoucherStore([]);
    store.periods = [closedMonth(1), closedMonth(2)];
    rendered = await renderScreen(CancelMonthlyKnotsScreen, {
      permissions: ['voucher.reopenMonth'],
      script: (seen) => store.script(seen),
    });
    await waitFor(() => expect(screen.getByTestId('latest-closed').textContent).toBe('2025年02月'));
    expect(screen.queryByRole('button', { name: '结账' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '反结账' }));
    const confirm = await screen.findByRole('dialog', { name: '反结账' });
    expect(confirm.textContent).toContain('确定取消 2025年02月 的结账吗');
    fireEvent.click(within(confirm).getByRole('button', { name: '反结账' }));
    await waitFor(() => expect(screen.getByTestId('latest-closed').textContent).toBe('2025年01月'));
    const call = rendered.h.fake.seen.find((s) => s.path === '/api/voucher/reopenMonth');
    expect(call?.payload).toEqual({ year: 2025, month: 2 });
  });
});
