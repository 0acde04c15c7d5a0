// @vitest-environment jsdom
import '../../../ui/dom-shims.test-util';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeVoucherStore } from './fake-vouchers.test-util';
import { type Rendered, renderScreen } from './render.test-util';
import { listRow } from './test-rows.test-util';
import { VoucherAuditScreen } from './VoucherAuditScreen';
import { CancelBookkeepingScreen, VoucherBookkeepingScreen } from './VoucherPostingScreens';

// Every call is signed and crosses a socket; the shared machine is slow at times.
vi.setConfig({ testTimeout: 30_000 });

let rendered: Rendered | undefined;
afterEach(async () => {
  await rendered?.h.close();
  rendered = undefined;
});

const row = (no: number) => screen.getByTestId(`voucher-row-记-${String(no).padStart(4, '0')}`);
const status = (no: number) => row(no).querySelector('[data-status]')?.textContent;

describe('凭证审核', () => {
  it('ticks with Space and Ctrl+A, audits, and lists the refused with their reasons', async () => {
    const store = fakeVoucherStore([
      listRow({ voucherNo: 1 }),
      listRow({ voucherNo: 2 }),
      listRow({ voucherNo: 3, preparedBy: { id: 3, name: '李审核' } }),
    ]);
    store.me = { id: 3, name: '李审核' };
    rendered = await renderScreen(VoucherAuditScreen, {
      permissions: ['voucher.audit'],
      script: (seen) => store.script(seen),
    });
    await screen.findByTestId('voucher-row-记-0003');

    // Space on a focused row ticks it, a second Space unticks it.
    row(1).focus();
    fireEvent.keyDown(row(1), { key: ' ' });
    expect(row(1).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(row(1), { key: ' ' });
    expect(row(1).getAttribute('aria-selected')).toBe('false');
    // ↓ moves to the next row.
    fireEvent.keyDown(row(1), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(row(2));
    // Ctrl+A ticks every visible row.
    fireEvent.keyDown(row(2), { key: 'a', ctrlKey: true });
    expect(screen.getByRole('checkbox', { name: '全选' })).toHaveProperty('checked', true);
    expect(screen.getByTestId('list-count').textContent).toContain('已选 3 张');

    fireEvent.click(screen.getByRole('button', { name: '审核（3）' }));
    const dialog = await screen.findByRole('dialog', { name: '审核结果' });
    expect(within(dialog).getByTestId('batch-summary').textContent).toBe('审核成功 2 张，未通过 1 张');
    const refused = within(dialog).getAllByTestId('batch-refused');
    expect(refused.map((r) => r.textContent)).toEqual(['记-00032025-12-05不能审核自己填制的凭证']);
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));

    await waitFor(() => expect(status(1)).toBe('已审核'));
    expect(status(2)).toBe('已审核');
    expect(status(3)).toBe('未审核');
    expect(within(row(1)).getAllByRole('cell')[8]?.textContent).toBe('李审核');
    // The refused voucher stays ticked, so a second try (or 反审核) starts from it.
    expect(row(3).getAttribute('aria-selected')).toBe('true');
    const call = rendered.h.fake.seen.find((s) => s.path === '/api/voucher/audit');
    expect(call?.payload).toMatchObject({ ids: expect.any(Array) });
    expect(Object(call?.payload).ids).toHaveLength(3);
  });

  it('反审核 moves audited vouchers back', async () => {
    const store = fakeVoucherStore([listRow({ voucherNo: 1, status: 'audited' })]);
    rendered = await renderScreen(VoucherAuditScreen, {
      permissions: ['voucher.audit'],
      script: (seen) => store.script(seen),
    });
    await screen.findByTestId('voucher-row-记-0001');
    fireEvent.click(within(row(1)).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '反审核（1）' }));
    await waitFor(() => expect(status(1)).toBe('未审核'));
    expect(screen.queryByRole('dialog', { name: '反审核结果' })).toBeNull();
  });
});

describe('凭证记账 and 反记账', () => {
  it('posts audited vouchers; 反记账 shows only with its permission', async () => {
    const store = fakeVoucherStore([listRow({ voucherNo: 1, status: 'audited' }), listRow({ voucherNo: 2 })]);
    rendered = await renderScreen(VoucherBookkeepingScreen, {
      permissions: ['voucher.post'],
      script: (seen) => store.script(seen),
    });
    await screen.findByTestId('voucher-row-记-0002');
    expect(screen.queryByRole('button', { name: /^反记账/ })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: '全选' }));
    fireEvent.click(screen.getByRole('button', { name: '记账（1）' }));
    const dialog = await screen.findByRole('dialog', { name: '记账结果' });
    expect(within(dialog).getByTestId('batch-refused').textContent).toContain('只有已审核的凭证才能记账');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(status(1)).toBe('已记账'));
  });

  it('反记账 lists posted vouchers and takes them back to 已审核', async () => {
    const store = fakeVoucherStore([listRow({ voucherNo: 1, status: 'posted' }), listRow({ voucherNo: 2 })]);
    rendered = await renderScreen(CancelBookkeepingScreen, {
      permissions: ['voucher.unpost'],
      script: (seen) => store.script(seen),
    });
    await screen.findByTestId('voucher-row-记-0001');
    expect(screen.queryByTestId('voucher-row-记-0002')).toBeNull();
    const query = rendered.h.fake.seen.find((s) => s.path === '/api/voucher/list')?.query;
    expect(query?.status).toBe('posted');
    fireEvent.click(within(row(1)).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '反记账（1）' }));
    await waitFor(() => expect(screen.queryByTestId('voucher-row-记-0001')).toBeNull());
    expect(store.vouchers[0]?.status).toBe('audited');
  });
});
