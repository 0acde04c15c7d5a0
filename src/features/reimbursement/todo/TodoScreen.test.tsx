// @vitest-environment jsdom
// 待办事项: the server's items (documents with their amount, counted kinds without), 处理 opens the
// page the item names, and offline the list as last read with its time, without asking.
import 'fake-indexeddb/auto';
import '../../../ui/dom-shims.test-util';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, type Seen } from '../../../api/fake-server.test-util';
import type { TodoAnswer } from '../../../core/contracts/todo';
import { closeLocalDb, openLocalDb } from '../../../local';
import { claimId, type Rendered, renderScreen, setOnline } from '../render.test-util';
import { TodoScreen } from './TodoScreen';

vi.setConfig({ testTimeout: 30_000 });

const path = '/final/toDoList/to-do-list';
const href = `/final/reimbursement/expenseReimbursement/costApproval?id=${claimId(1)}&parentCurrent=1`;
const answer: TodoAnswer = {
  count: 15,
  items: [
    {
      module: 'reimbursement',
      key: claimId(1),
      kind: '费用报销',
      title: 'BX202611-0001 购买办公用品',
      declarerName: '陈报销',
      amount: '1234.50' as never,
      stepName: '部门审核',
      count: 1,
      since: '2026-11-02T08:00:00.000Z',
      href,
    },
    {
      module: 'voucher',
      key: 'voucherAudit',
      kind: '凭证',
      title: '待审核凭证 12 张（2026年）',
      declarerName: '',
      amount: null,
      stepName: '审核',
      count: 12,
      since: null,
      href: '/final/financialSoftware/certificateProcessing/voucher-audit',
    },
  ],
};
const server = (seen: Seen) => (seen.path === '/api/todo/list' ? ok(answer) : undefined);
const asked = (r: Rendered) => r.h.fake.seen.filter((s) => s.path === '/api/todo/list').length;

let rendered: Rendered | undefined;
beforeEach(async () => {
  await openLocalDb('todo-user', 1, { indexedDB: new IDBFactory(), IDBKeyRange });
});
afterEach(async () => {
  setOnline(true);
  rendered?.unmount();
  await rendered?.h.close();
  rendered = undefined;
  closeLocalDb();
});

describe('待办事项', () => {
  it('lists documents with their amount and counted kinds without, and says what is past the list', async () => {
    rendered = await renderScreen(TodoScreen, { path, script: server });
    await screen.findByText('BX202611-0001 购买办公用品');
    const table = screen.getByRole('table', { name: '待办事项列表' });
    const doc = within(table).getByText('BX202611-0001 购买办公用品').closest('tr') as HTMLElement;
    expect(within(doc).getByText('1,234.50')).toBeTruthy();
    expect(within(doc).getByText('部门审核')).toBeTruthy();
    const counted = within(table).getByText('待审核凭证 12 张（2026年）').closest('tr') as HTMLElement;
    expect(counted.textContent).not.toContain('0.00');
    expect(screen.getByText('共 15 项待办')).toBeTruthy();
    expect(screen.getByTestId('todo-more').textContent).toBe('另有 2 张单据待审批，请在各审批列表中查看');
    fireEvent.click(within(doc).getByRole('button', { name: '处理' }));
    await waitFor(() => expect(rendered?.href()).toBe(href));
  });

  it('offline shows the list as last read with its time, without asking', async () => {
    rendered = await renderScreen(TodoScreen, { path, script: server });
    await screen.findByText('BX202611-0001 购买办公用品');
    rendered.unmount();
    const h = rendered.h;
    setOnline(false);
    rendered = await renderScreen(TodoScreen, { path, script: server, h });
    await screen.findByText('BX202611-0001 购买办公用品');
    expect(screen.getByText(/离线/)).toBeTruthy();
    expect(asked(rendered)).toBe(1);
  });
});
