// @vitest-environment jsdom
import '../../../ui/dom-shims.test-util';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeVoucherStore, fakeVoucherStore } from './fake-vouchers.test-util';
import { type Rendered, renderScreen } from './render.test-util';
import { listRow } from './test-rows.test-util';
import { VoucherModifyDeleteScreen } from './VoucherModifyDeleteScreen';

// Every call is signed and crosses a socket; the shared machine is slow at times.
vi.setConfig({ testTimeout: 30_000 });

let rendered: Rendered | undefined;
afterEach(async () => {
  await rendered?.h.close();
  rendered = undefined;
});

function march(): FakeVoucherStore {
  return fakeVoucherStore([
    listRow({ voucherNo: 1, summary: '收到上级拨款', debitTotal: '120000.00', creditTotal: '120000.00' }),
    listRow({ voucherNo: 2, summary: '报销差旅费', status: 'audited' }),
    listRow({ voucherNo: 3, summary: '支付会议费', preparedBy: { id: 9, name: '孙主管' } }),
  ]);
}

async function open(store: FakeVoucherStore) {
  rendered = await renderScreen(VoucherModifyDeleteScreen, {
    permissions: ['voucher.modifyDelete'],
    script: (seen) => store.script(seen),
  });
  return rendered;
}

const listCalls = (r: Rendered) => r.h.fake.seen.filter((s) => s.path === '/api/voucher/list');

describe('凭证修改删除', () => {
  it('lists the month with numbers, right-aligned amounts, status and people', async () => {
    const r = await open(march());
    const row = await screen.findByTestId('voucher-row-记-0001');
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual([
      '',
      '2025-12-05',
      '记-0001',
      '收到上级拨款',
      '120,000.00',
      '120,000.00',
      '未审核',
      '张制单',
      '',
      '',
      '查看修改删除',
    ]);
    expect(within(screen.getByTestId('voucher-row-记-0002')).getByText('已审核')).toBeTruthy();
    expect(screen.getByTestId('pager-total').textContent).toBe('共 3 条');
    expect(screen.getByTestId('pager-page').textContent).toBe('第 1 / 1 页');
    // The list asks for one month of the session's year, with no empty fields.
    const query = listCalls(r)[0]?.query ?? {};
    expect(query.year).toBe('2025');
    expect(query.month).toBe('12');
    expect(query.month).toBe(query.monthTo);
    expect(Object.values(query)).not.toContain('');
  });

  it('pages 20 a page by default with the cursor the server gave, and 20/30/40/50 to choose', async () => {
    const store = fakeVoucherStore(
      Array.from({ length: 25 }, (_, i) => listRow({ voucherNo: i + 1, summary: `第${i + 1}笔` })),
    );
    const r = await open(store);
    await screen.findByTestId('voucher-row-记-0020');
    expect(screen.queryByTestId('voucher-row-记-0021')).toBeNull();
    expect(listCalls(r)[0]?.query.pageSize).toBe('20');
    expect(screen.getByTestId('pager-total').textContent).toBe('共 25 条');
    expect(screen.getByTestId('pager-page').textContent).toBe('第 1 / 2 页');
    expect((screen.getByRole('button', { name: '上一页' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await screen.findByTestId('voucher-row-记-0025');
    expect(listCalls(r).at(-1)?.query.cursor).toBe('20');
    expect(screen.queryByTestId('voucher-row-记-0001')).toBeNull();
    expect(screen.getByTestId('pager-page').textContent).toBe('第 2 / 2 页');
    expect((screen.getByRole('button', { name: '下一页' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: '上一页' }));
    await screen.findByTestId('voucher-row-记-0001');
    expect(listCalls(r).at(-1)?.query.cursor).toBeUndefined();

    const sizes = screen.getByLabelText('每页条数') as HTMLSelectElement;
    expect([...sizes.options].map((o) => o.value)).toEqual(['20', '30', '40', '50']);
    fireEvent.change(sizes, { target: { value: '30' } });
    await screen.findByTestId('voucher-row-记-0025');
    expect(screen.getByTestId('voucher-row-记-0001')).toBeTruthy();
    expect(listCalls(r).at(-1)?.query.pageSize).toBe('30');
    expect(screen.getByTestId('pager-page').textContent).toBe('第 1 / 1 页');
  });

  it('filters by summary and preparer, and refuses a reversed amount range', async () => {
    const r = await open(march());
    await screen.findByTestId('voucher-row-记-0003');
    fireEvent.change(screen.getByLabelText('摘要'), { target: { value: '会议' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(screen.queryByTestId('voucher-row-记-0001')).toBeNull());
    expect(screen.getByTestId('voucher-row-记-0003')).toBeTruthy();
    expect(listCalls(r).at(-1)?.query.summary).toBe('会议');

    fireEvent.change(screen.getByLabelText('摘要'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('combobox', { name: '制单人' }));
    fireEvent.click(await screen.findByRole('option', { name: '张制单' }));
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await screen.findByTestId('voucher-row-记-0001');
    expect(screen.queryByTestId('voucher-row-记-0003')).toBeNull();
    expect(listCalls(r).at(-1)?.query.preparedBy).toBe('2');
    expect(listCalls(r).at(-1)?.query.summary).toBeUndefined();

    fireEvent.change(screen.getByLabelText('最小金额'), { target: { value: '500' } });
    fireEvent.change(screen.getByLabelText('最大金额'), { target: { value: '100' } });
    const before = listCalls(r).length;
    fireEvent.keyDown(screen.getByLabelText('最大金额'), { key: 'Enter' });
    await screen.findByText('最小金额不能大于最大金额');
    expect(listCalls(r).length).toBe(before);
  });

  it('sends an unaudited voucher to the entry screen, and locks audited ones', async () => {
    const r = await open(march());
    await screen.findByTestId('voucher-row-记-0002');
    expect(screen.getByRole('button', { name: '修改 记-0002' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: '删除 记-0002' })).toHaveProperty('disabled', true);
    const id = march().vouchers[0]?.id;
    expect(id).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: '修改 记-0001' }));
    await screen.findByTestId('entry-screen');
    expect(r.pathname()).toBe('/final/financialSoftware/certificateProcessing/accounting-billing-voucher');
    expect(String(r.search().id)).toMatch(/^00000000-0000-4000-8000-/);
  });

  it('deletes after confirmation and leaves the rest', async () => {
    const store = march();
    const third = store.vouchers[2]?.id;
    const r = await open(store);
    await screen.findByTestId('voucher-row-记-0003');
    fireEvent.click(screen.getByRole('button', { name: '删除 记-0003' }));
    const dialog = await screen.findByRole('dialog', { name: '删除凭证' });
    expect(dialog.textContent).toContain('凭证 记-0003（2025-12-05）');
    fireEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByTestId('voucher-row-记-0003')).toBeNull());
    const call = r.h.fake.seen.find((s) => s.path === '/api/voucher/delete');
    expect(call?.payload).toEqual({ ids: [third] });
    expect(store.vouchers.map((v) => v.voucherNo)).toEqual([1, 2]);
  });

  it('opens the read-only view with entries, totals in words and the trail', async () => {
    await open(march());
    fireEvent.click(await screen.findByRole('button', { name: '查看 记-0002' }));
    const dialog = await screen.findByRole('dialog', { name: '查看凭证' });
    await within(dialog).findByText('职工活动支出/工资福利支出', { exact: false });
    expect(within(dialog).getByTestId('view-voucher-no').textContent).toBe('记-0002');
    expect(within(dialog).getByTestId('view-uppercase').textContent).toBe('人民币壹仟贰佰叁拾肆元伍角整');
    expect(within(dialog).getByTestId('view-debit-total').textContent).toBe('1,234.50');
    const events = within(dialog).getAllByTestId('view-event');
    expect(events.map((e) => within(e).getAllByRole('cell')[2]?.textContent)).toEqual(['制单', '审核']);
    expect(events[1]?.textContent).toContain('李审核');
    expect(events[1]?.textContent).toContain('未审核 → 已审核');
  });
});
