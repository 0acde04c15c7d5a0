// @vitest-environment jsdom
// Issue 17 item 9: the lifecycle lists offline. They used to show "读取凭证失败：网络连接失败",
// hide the vouchers queued on this device and stay on the error after reconnecting until 刷新.
// Now: the last answer of the same page with its time, the queued saves marked 待同步, and a fresh
// read by themselves when the network returns and when a queued save reaches the server.
import 'fake-indexeddb/auto';
import '../../../ui/dom-shims.test-util';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeLocalDb, type LocalDb, openLocalDb } from '../../../local';
import { queueVoucherSave } from '../../../local/vouchers';
import { fakeVoucherStore } from './fake-vouchers.test-util';
import { type Rendered, renderScreen } from './render.test-util';
import { listRow } from './test-rows.test-util';
import { VoucherAuditScreen } from './VoucherAuditScreen';
import { VoucherModifyDeleteScreen } from './VoucherModifyDeleteScreen';

vi.setConfig({ testTimeout: 30_000 });

function setOnline(value: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { value, configurable: true });
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}

let db: LocalDb;
let rendered: Rendered | undefined;
beforeEach(async () => {
  db = await openLocalDb('lists-user', 1, { indexedDB: new IDBFactory(), IDBKeyRange });
});
afterEach(async () => {
  setOnline(true);
  await rendered?.h.close();
  rendered = undefined;
  closeLocalDb();
});

const listCalls = (r: Rendered) => r.h.fake.seen.filter((s) => s.path === '/api/voucher/list');

async function queueNewVoucher(id: string, summary: string) {
  await queueVoucherSave(
    {
      id,
      body: {
        id,
        voucherDate: '2025-12-20',
        voucherType: '记',
        numberOfDocument: 1,
        entries: [
          { summary, code: '50305', debitAmount: '300.00', creditAmount: '' },
          { summary, code: '1002', debitAmount: '', creditAmount: '300.00' },
        ],
      },
      label: `凭证 ${summary}`,
      draft: { id },
    },
    db,
  );
}

describe.each([
  ['凭证修改删除', VoucherModifyDeleteScreen, ['voucher.modifyDelete']],
  ['凭证审核', VoucherAuditScreen, ['voucher.audit']],
] as const)('%s offline', (_name, Screen, permissions) => {
  it('shows the kept page with its time and the queued vouchers, and reads again when back online', async () => {
    const store = fakeVoucherStore([
      listRow({ voucherNo: 1, summary: '收到上级拨款' }),
      listRow({ voucherNo: 2, summary: '报销差旅费' }),
    ]);
    rendered = await renderScreen(Screen, {
      permissions: [...permissions],
      script: (seen) => store.script(seen),
    });
    const r = rendered;
    await screen.findByTestId('voucher-row-记-0002');
    // The answer is kept on this device before the network goes.
    await waitFor(async () => expect(await db.meta.count()).toBeGreaterThan(0));

    setOnline(false);
    await queueNewVoucher('00000000-0000-4000-8000-00000000aaaa', '购买慰问品');
    fireEvent.click(screen.getByRole('button', { name: '刷新' }));

    const queued = await screen.findByTestId('voucher-row-记-待编号');
    expect(within(queued).getByText('待同步')).toBeTruthy();
    expect(within(queued).getByText('购买慰问品')).toBeTruthy();
    expect(within(queued).getAllByText('300.00')).toHaveLength(2);
    // Not on the server yet: nothing there to delete (凭证修改删除 only).
    const remove = within(queued).queryByRole('button', { name: /^删除/ }) as HTMLButtonElement | null;
    if (remove) expect(remove.disabled).toBe(true);
    expect(screen.getByTestId('voucher-row-记-0001')).toBeTruthy();
    expect((await screen.findByTestId('list-kept-notice')).textContent).toMatch(
      /离线：显示本机 \d{4}-\d{2}-\d{2} \d{2}:\d{2} 保存的列表/,
    );
    expect(screen.queryByText(/读取凭证失败/)).toBeNull();
    const callsOffline = listCalls(r).length;

    // The voucher reached the server (as the replayer would); back online the list reads again
    // by itself, without 刷新.
    store.vouchers.push(
      listRow({ id: '00000000-0000-4000-8000-00000000aaaa', voucherNo: 3, summary: '购买慰问品' }),
    );
    await db.outbox.toCollection().modify({ state: 'done', doneAt: Date.now() });
    setOnline(true);
    await screen.findByTestId('voucher-row-记-0003');
    expect(listCalls(r).length).toBeGreaterThan(callsOffline);
    await waitFor(() => expect(screen.queryByTestId('list-kept-notice')).toBeNull());
    expect(screen.queryByTestId('voucher-row-记-待编号')).toBeNull();
  });

  it('reads again by itself when a queued save reaches the server while online', async () => {
    const store = fakeVoucherStore([listRow({ voucherNo: 1, summary: '收到上级拨款' })]);
    rendered = await renderScreen(Screen, {
      permissions: [...permissions],
      script: (seen) => store.script(seen),
    });
    await screen.findByTestId('voucher-row-记-0001');
    await queueNewVoucher('00000000-0000-4000-8000-00000000bbbb', '支付电费');
    const pending = await screen.findByTestId('voucher-row-记-待编号');
    expect(within(pending).getByText('待同步')).toBeTruthy();

    store.vouchers.push(
      listRow({ id: '00000000-0000-4000-8000-00000000bbbb', voucherNo: 2, summary: '支付电费' }),
    );
    await db.outbox.toCollection().modify({ state: 'done', doneAt: Date.now() });
    const arrived = await screen.findByTestId('voucher-row-记-0002');
    expect(within(arrived).queryByText('待同步')).toBeNull();
    expect(screen.queryByTestId('voucher-row-记-待编号')).toBeNull();
  });

  it('says plainly when this device never kept the page', async () => {
    setOnline(false);
    const store = fakeVoucherStore([listRow({ voucherNo: 1 })]);
    rendered = await renderScreen(Screen, {
      permissions: [...permissions],
      script: (seen) => store.script(seen),
    });
    expect(await screen.findByText('离线：本机没有保存过这页凭证，联网后会自动读取')).toBeTruthy();
    expect(listCalls(rendered)).toHaveLength(0);
    setOnline(true);
    await screen.findByTestId('voucher-row-记-0001');
  });
});
