// @vitest-environment jsdom
import '../../../ui/dom-shims.test-util';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeVoucherStore } from './fake-vouchers.test-util';
import { type Rendered, renderScreen } from './render.test-util';
import { listRow } from './test-rows.test-util';
import { VoucherRearrangementScreen } from './VoucherRearrangementScreen';

// Every call is signed and crosses a socket; the shared machine is slow at times.
vi.setConfig({ testTimeout: 30_000 });

let rendered: Rendered | undefined;
afterEach(async () => {
  await rendered?.h.close();
  rendered = undefined;
});

describe('凭证整理', () => {
  it('shows the gaps of the month, renumbers them and says how many changed', async () => {
    const store = fakeVoucherStore([
      listRow({ voucherNo: 1 }),
      listRow({ voucherNo: 3 }),
      listRow({ voucherNo: 6 }),
      listRow({ voucherNo: 1, voucherType: '转', voucherTypeName: '转账凭证' }),
    ]);
    store.maxPageSize = 2;
    rendered = await renderScreen(VoucherRearrangementScreen, {
      permissions: ['settings.voucherRenumber'],
      script: (seen) => store.script(seen),
    });
    // All pages are read, so the gaps are the month's, not the first page's.
    await waitFor(() =>
      expect(screen.getByTestId('gap-summary').textContent).toBe(
        '记字：3 张，断号 记-0002、记-0004、记-0005转字：1 张，编号连续',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: '整理编号' }));
    const confirm = await screen.findByRole('dialog', { name: '凭证整理' });
    fireEvent.click(within(confirm).getByRole('button', { name: '整理' }));
    expect((await screen.findByTestId('renumber-result')).textContent).toContain('2 张凭证重新编号');
    await waitFor(() =>
      expect(screen.getByTestId('gap-summary').textContent).toContain('记字：3 张，编号连续'),
    );
    expect(screen.queryByTestId('voucher-row-记-0006')).toBeNull();
    const call = rendered.h.fake.seen.find((s) => s.path === '/api/voucher/renumber');
    expect(call?.payload).toEqual({ year: 2025, month: 12 });
  });
});
