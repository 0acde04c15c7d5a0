// @vitest-environment jsdom
// 凭证录入 in a browser-like DOM: typed with the keyboard only, checked with the server's rules,
// saved to the outbox (待同步) with its draft, refusals shown in the voucher, drafts kept on reload.
import 'fake-indexeddb/auto';
import '../../../ui/dom-shims.test-util';
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../api/client';
import type { Session, SessionStore } from '../../../api/session-store';
import { closeLocalDb, type LocalDb, openLocalDb } from '../../../local';
import { toVoucherTypeRow } from '../../../local/voucher-types';
import { seedReference } from '../../../ui/pickers/fixtures.test-util';
import { AppProviders } from '../../../ui/providers';
import type { ScreenProps } from '../../../ui/screen-types';
import { type ScreenServices, ServicesProvider } from '../../../ui/services';
import { VoucherEntryScreen } from './VoucherEntryScreen';

// Mantine in jsdom on a shared machine: one second is too tight for a dialog to show.
configure({ asyncUtilTimeout: 5_000 });

let db: LocalDb;
const get = vi.fn(async (path: string, _query?: unknown) => {
  if (path === '/api/voucher/lastDate') return { voucherDate: '2026-11-20' };
  if (path === '/api/subject/otherSetting') return { cashCodes: ['101'], bankCodes: ['102'], locked: true };
  if (path === '/api/voucher/list') return listed;
  throw new Error(`unexpected ${path}`);
});
/** Contract calls answer by the contract's path, as plain reads do. */
const call = (contract: { path: string }, input?: unknown) => get(contract.path, input);
// The month's vouchers of the type as the server lists them (only their numbers matter here).
let listed: { rows: { voucherNo: number }[]; nextCursor: null; total: number } = {
  rows: [],
  nextCursor: null,
  total: 4,
};

beforeEach(async () => {
  get.mockClear();
  listed = { rows: [], nextCursor: null, total: 4 };
  db = await openLocalDb('entry-user', 1, { indexedDB: new IDBFactory(), IDBKeyRange });
  await seedReference(db);
  await db.voucherTypes.bulkPut([
    toVoucherTypeRow({ code: '收', name: '收款凭证', sort: 2, enabled: true, restriction: 'debitCash' }),
    toVoucherTypeRow({ code: '记', name: '记账凭证', sort: 1, enabled: true, restriction: 'none' }),
  ]);
});
afterEach(() => closeLocalDb());

const props = { route: {}, params: {}, search: {}, active: true } as unknown as ScreenProps;
// One object: useSyncExternalStore needs the same snapshot until something changes.
const current = { realName: '张制单', userName: 'zhidan', ztName: '示范市总工会', jc: '' } as Session;
const session = {
  read: () => current,
  subscribe: () => () => {},
} as unknown as SessionStore;

function renderScreen() {
  const services = { api: { get, call } as unknown as ApiClient, session } as ScreenServices;
  return render(
    <AppProviders env="test">
      <ServicesProvider services={services}>
        <VoucherEntryScreen {...props} />
      </ServicesProvider>
    </AppProviders>,
  );
}

const cell = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const focused = () => document.activeElement as HTMLElement;

/** Types into the focused cell, then presses a key there. */
function type(text: string, key?: string) {
  const el = focused() as HTMLInputElement;
  if (text !== '') fireEvent.change(el, { target: { value: text } });
  if (key) fireEvent.keyDown(el, { key });
}

async function ready() {
  await screen.findByLabelText('第1行摘要');
  await waitFor(() => expect(screen.getByTestId('voucher-title').textContent).toBe('记账凭证'));
}

// Mantine in jsdom is slow on a busy machine: a keyboard walk through the grid takes seconds.
describe('凭证录入', { timeout: 30_000 }, () => {
  it('takes a voucher from the keyboard: Enter moves on, the summary above is offered, = balances', async () => {
    renderScreen();
    await ready();
    expect(screen.getAllByRole('row').filter((r) => r.dataset.testid?.startsWith('entry-row-'))).toHaveLength(
      4,
    );
    expect(screen.getByTestId('voucher-number-provisional').textContent).toBe('0005（预计）');
    expect(screen.getByTestId('voucher-preparer').textContent).toBe('张制单');

    // Spec 000 §5: a text cell of an editable table takes at most 40 characters.
    expect(cell('第1行摘要').maxLength).toBe(40);
    act(() => cell('第1行摘要').focus());
    type('支付培训费', 'Enter');
    expect(focused()).toBe(cell('第1行科目'));
    type('50501', 'Enter');
    await waitFor(() => expect(focused()).toBe(cell('第1行借方金额')));
    type('1000', 'Enter');
    expect(focused()).toBe(cell('第2行摘要'));
    expect(cell('第2行摘要').placeholder).toBe('支付培训费');
    // Typing offers the summary above; ↓ and Enter take it.
    type('培训', 'ArrowDown');
    await screen.findByRole('option', { name: '支付培训费' });
    fireEvent.keyDown(focused(), { key: 'Enter' });
    expect(cell('第2行摘要').value).toBe('支付培训费');
    expect(focused()).toBe(cell('第2行科目'));
    // An empty summary takes the one above with Enter alone.
    act(() => cell('第2行摘要').focus());
    fireEvent.change(focused(), { target: { value: '' } });
    fireEvent.keyDown(focused(), { key: 'Enter' });
    expect(cell('第2行摘要').value).toBe('支付培训费');
    type('101', 'Enter');
    // Row 1 holds a debit: Enter goes to the side that balances it, 贷方.
    await waitFor(() => expect(focused()).toBe(cell('第2行贷方金额')));
    type('', '=');
    await waitFor(() => expect(cell('第2行贷方金额').value).toBe('1000.00'));
    expect(screen.getByTestId('voucher-debit-total').textContent).toBe('1,000.00');
    expect(screen.getByTestId('voucher-credit-total').textContent).toBe('1,000.00');
    expect(screen.getByTestId('voucher-uppercase').textContent).toContain('人民币壹仟元整');
    fireEvent.keyDown(focused(), { key: 'Enter' });
    expect(focused()).toBe(cell('第3行摘要'));
    // Shown formatted once the cursor left.
    expect(cell('第1行借方金额').value).toBe('1,000.00');

    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.getByTestId('voucher-sync-pending').textContent).toBe('待同步'));
    const entries = await db.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]?.path).toBe('/api/voucher/save');
    expect(entries[0]?.body).toMatchObject({
      voucherType: '记',
      voucherDate: '2026-11-20',
      numberOfDocument: 0,
      entries: [
        { summary: '支付培训费', code: '50501', debitAmount: '1000.00', creditAmount: '0.00' },
        { summary: '支付培训费', code: '101', debitAmount: '0.00', creditAmount: '1000.00' },
      ],
    });
    const id = entries[0]?.entityId ?? '';
    expect(entries[0]?.body).toMatchObject({ id });
    expect(await db.drafts.get(['voucher', id])).toMatchObject({ syncState: 'pending' });
  });

  it('refuses with the rules’ messages, naming the grid’s row', async () => {
    renderScreen();
    await ready();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(screen.getByTestId('voucher-error').textContent).toBe('凭证至少需要 2 行分录'),
    );
    fireEvent.click(screen.getByRole('button', { name: '确定' }));

    fireEvent.change(cell('第1行摘要'), { target: { value: '付会议费' } });
    fireEvent.change(cell('第1行借方金额'), { target: { value: '112' } });
    fireEvent.change(cell('第3行摘要'), { target: { value: '付会议费' } });
    fireEvent.change(cell('第3行贷方金额'), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.getByTestId('voucher-error').textContent).toBe('第1行：科目不能为空'));
    const ok = screen.getAllByRole('button', { name: '确定' });
    fireEvent.click(ok[ok.length - 1] as HTMLElement);

    act(() => cell('第1行科目').focus());
    type('50502', 'Enter');
    act(() => cell('第3行科目').focus());
    type('101', 'Enter');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(screen.getByTestId('voucher-error').textContent).toBe('借贷不平衡，差额 12.00'),
    );
    expect(screen.getByTestId('voucher-difference').textContent).toBe('借贷不平衡，差额 12.00');
    expect(await db.outbox.count()).toBe(0);
  });

  it('asks for 辅助核算 and 部门 when the subject needs them, then goes on to the amount', async () => {
    renderScreen();
    await ready();
    act(() => cell('第1行科目').focus());
    type('1', '');
    type('135', 'Enter');
    // 135 has 人员 auxiliary accounting, then department accounting: both pickers, then 借方.
    const aux = await screen.findByRole('dialog', { name: '辅助核算' });
    const person = within(aux)
      .getAllByLabelText(/人员/)
      .find((el) => el.tagName === 'INPUT') as HTMLInputElement;
    fireEvent.click(person);
    fireEvent.click(await screen.findByRole('option', { name: 'P001 张制单' }));
    fireEvent.click(within(aux).getByRole('button', { name: '保存' }));
    const dept = await screen.findByRole('dialog', { name: '选择部门' });
    fireEvent.doubleClick(await within(dept).findByTestId('department-option-01'));
    await waitFor(() => expect(focused()).toBe(cell('第1行借方金额')));
    expect(screen.getByLabelText('第1行辅助核算').textContent).toBe('张制单');
    expect(screen.getByLabelText('第1行部门').textContent).toBe('办公室');
  });

  it('shows the server’s refusal in the voucher and keeps the typed voucher after a reload', async () => {
    const first = renderScreen();
    await ready();
    fireEvent.change(cell('第1行摘要'), { target: { value: '报销差旅费' } });
    await waitFor(async () => expect((await db.drafts.toArray())[0]?.syncState).toBe('local'));
    const id = (await db.drafts.toArray())[0]?.id ?? '';
    first.unmount();

    renderScreen();
    await waitFor(() => expect(cell('第1行摘要').value).toBe('报销差旅费'));
    expect(screen.getByTestId('voucher-unsaved').textContent).toBe('未保存');
    await db.outbox.add({
      kind: 'voucher',
      entityId: id,
      method: 'POST',
      path: '/api/voucher/save',
      body: { id },
      label: '新凭证 报销差旅费',
      idempotencyKey: 'k-1',
      state: 'failed',
      attempts: 1,
      nextAttemptAt: 0,
      createdAt: 0,
      updatedAt: 0,
      doneAt: null,
      error: { code: 4000, message: '2026年11月已结账，不能保存凭证', status: 400 },
      response: null,
      revert: {},
      fileIds: [],
    } as never);
    await waitFor(() => expect(screen.getByTestId('voucher-sync-failed').textContent).toBe('同步失败'));
    expect(screen.getByTestId('voucher-error').textContent).toContain('2026年11月已结账，不能保存凭证');
  });

  it('shows the server’s number once the save arrived', async () => {
    renderScreen();
    await ready();
    fireEvent.change(cell('第1行摘要'), { target: { value: '付电费' } });
    await waitFor(async () => expect(await db.drafts.count()).toBe(1));
    const id = (await db.drafts.toArray())[0]?.id ?? '';
    await db.outbox.add({
      kind: 'voucher',
      entityId: id,
      method: 'POST',
      path: '/api/voucher/save',
      body: { id },
      label: '新凭证 付电费',
      idempotencyKey: 'k-2',
      state: 'done',
      attempts: 1,
      nextAttemptAt: 0,
      createdAt: 0,
      updatedAt: 0,
      doneAt: 1,
      error: null,
      response: {
        id,
        year: 2026,
        month: 11,
        voucherDate: '2026-11-20',
        voucherType: '记',
        voucherTypeName: '记账凭证',
        voucherNo: 7,
        numberOfDocument: 0,
        status: 'saved',
        version: 1,
        preparedBy: { id: 3, name: '张制单' },
        reviewer: null,
        bookkeeper: null,
      },
      revert: {},
      fileIds: [],
    } as never);
    await waitFor(() => expect(screen.getByTestId('voucher-number').textContent).toBe('0007'));
  });

  it('keeps edits typed after a save as unsaved when that save arrives', async () => {
    const first = renderScreen();
    await ready();
    fireEvent.change(cell('第1行摘要'), { target: { value: '付水费' } });
    fireEvent.change(cell('第1行借方金额'), { target: { value: '50' } });
    fireEvent.change(cell('第2行摘要'), { target: { value: '付水费' } });
    fireEvent.change(cell('第2行贷方金额'), { target: { value: '50' } });
    act(() => cell('第1行科目').focus());
    type('50502', 'Enter');
    act(() => cell('第2行科目').focus());
    type('101', 'Enter');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByTestId('voucher-sync-pending');
    fireEvent.change(cell('第1行摘要'), { target: { value: '付水费（三月）' } });
    await waitFor(async () => {
      const stored = (await db.drafts.toArray())[0];
      expect(stored?.syncState).toBe('local');
      expect(stored?.data).toMatchObject({ lines: [{ summary: '付水费（三月）' }, {}, {}, {}] });
    });
    // The replayer brings the first save's answer: the entry is done and the draft 'synced'.
    const entry = (await db.outbox.toArray())[0];
    const id = entry?.entityId ?? '';
    await db.outbox.update(entry?.seq ?? 0, {
      state: 'done',
      response: {
        id,
        voucherType: '记',
        voucherTypeName: '记账凭证',
        voucherNo: 9,
        version: 1,
        status: 'saved',
        year: 2026,
        month: 11,
        preparedBy: { id: 1, name: '张制单' },
        reviewer: null,
        bookkeeper: null,
      },
    });
    await db.drafts.update(['voucher', id], { syncState: 'synced' });
    await waitFor(() => expect(screen.getByTestId('voucher-number').textContent).toBe('0009'));
    first.unmount();

    renderScreen();
    await waitFor(() => expect(cell('第1行摘要').value).toBe('付水费（三月）'));
    expect(screen.getByTestId('voucher-unsaved').textContent).toBe('已修改，未保存');
    expect(screen.getByTestId('voucher-number').textContent).toBe('0009');
  });

  it('goes to the side that balances, puts = on it as a positive amount, and warns of a credited expense', async () => {
    renderScreen();
    await ready();
    // Row 2 is a 贷 row by default; an expense typed first still goes to 借方 (issue 17).
    act(() => cell('第2行摘要').focus());
    type('付会议费', 'Enter');
    type('50502', 'Enter');
    await waitFor(() => expect(focused()).toBe(cell('第2行借方金额')));
    type('2000', 'Enter');
    act(() => cell('第3行科目').focus());
    type('101', 'Enter');
    await waitFor(() => expect(focused()).toBe(cell('第3行贷方金额')));
    type('500', 'Enter');
    // Row 4 is where `=` used to give -1500.00 in 借方: the 1,500.00 goes to 贷方, positive.
    act(() => cell('第4行借方金额').focus());
    type('', '=');
    await waitFor(() => expect(cell('第4行贷方金额').value).toBe('1500.00'));
    expect(cell('第4行借方金额').value).toBe('');
    expect(focused()).toBe(cell('第4行贷方金额'));
    expect(screen.getByTestId('voucher-credit-total').textContent).toBe('2,000.00');
    expect(screen.queryByTestId('entry-warning-2')).toBeNull();

    // Space moves the expense to 贷方: told in the row, not blocked.
    act(() => cell('第2行借方金额').focus());
    fireEvent.keyDown(focused(), { key: ' ' });
    await waitFor(() =>
      expect(screen.getByTestId('entry-warning-2').textContent).toBe('支出类科目记在贷方，请确认方向'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps a non-end-level subject typed and Tabbed away from, saying 请选择末级科目', async () => {
    renderScreen();
    await ready();
    act(() => cell('第1行科目').focus());
    type('505');
    fireEvent.blur(cell('第1行科目'));
    await waitFor(() => expect(cell('第1行科目').value).toBe('505'));
    expect(screen.getByRole('status').textContent).toBe('请选择末级科目');
    expect(cell('第1行科目').getAttribute('aria-invalid')).toBe('true');
    // Back in the cell the text is there to fix; a leaf subject clears the message.
    act(() => cell('第1行科目').focus());
    expect(cell('第1行科目').value).toBe('505');
    type('50501');
    fireEvent.blur(cell('第1行科目'));
    await waitFor(() => expect(cell('第1行科目').value).toBe('50501 业务支出/培训支出'));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('predicts the largest number plus one, not the count plus one', async () => {
    // 记-0001 was deleted: the server has 0002..0004 (three vouchers) and gives 0005 next.
    listed = { rows: [{ voucherNo: 2 }, { voucherNo: 3 }, { voucherNo: 4 }], nextCursor: null, total: 3 };
    renderScreen();
    await ready();
    await waitFor(() =>
      expect(screen.getByTestId('voucher-number-provisional').textContent).toBe('0005（预计）'),
    );
    const listCalls = get.mock.calls.filter(([path]) => path === '/api/voucher/list');
    expect(listCalls.length).toBeGreaterThan(0);
    for (const [, query] of listCalls) expect(query).toMatchObject({ year: 2026, month: 11 });
  });
});
