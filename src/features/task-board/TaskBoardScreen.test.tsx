// @vitest-environment jsdom
// 任务看板: one card per kind the server lists, with its count; a click opens its screen; offline
// the last answer shows, marked as such; an empty answer says nothing waits.
import 'fake-indexeddb/auto';
import '../../ui/dom-shims.test-util';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TaskPanelItem } from '../../core/contracts/task-panel';
import { closeLocalDb, openLocalDb } from '../../local';
import { renderWithBackend, screenProps } from '../../ui/screen-harness.test-util';
import { TaskBoardScreen, taskPanelPath } from './TaskBoardScreen';

const go = vi.fn();
vi.mock('../../ui/use-go', () => ({ useGo: () => go }));

const processing = '/final/financialSoftware/certificateProcessing';
const items: TaskPanelItem[] = [
  { documentType: 'voucherAudit', name: '待审核凭证', count: 3, path: `${processing}/voucher-audit` },
  { documentType: 'voucherPost', name: '待记账凭证', count: 0, path: `${processing}/voucher-bookkeeping` },
];

function setOnline(value: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { value, configurable: true });
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}

beforeEach(async () => {
  go.mockClear();
  await openLocalDb('board-user', 1, { indexedDB: new IDBFactory(), IDBKeyRange });
});
afterEach(() => {
  setOnline(true);
  closeLocalDb();
});

const board = (answer: () => TaskPanelItem[] | 'down') =>
  renderWithBackend(<TaskBoardScreen {...screenProps('任务看板', '/taskBoard')} />, (call) => {
    if (call.path !== taskPanelPath) return undefined;
    const data = answer();
    return data === 'down' ? { unreachable: true } : { data };
  });

describe('任务看板', () => {
  it('shows each kind with its count and opens its screen on click', async () => {
    const { calls } = board(() => items);
    const audit = await screen.findByTestId('task-voucherAudit');
    expect(screen.getByTestId('task-count-voucherAudit').textContent).toBe('3');
    expect(screen.getByTestId('task-count-voucherPost').textContent).toBe('0');
    expect(audit.textContent).toContain('凭证审核');
    expect(screen.getByTestId('task-board-summary').textContent).toBe('共 3 张单据待处理');
    fireEvent.click(audit);
    expect(go).toHaveBeenCalledWith(`${processing}/voucher-audit`);
    fireEvent.click(screen.getByTestId('task-voucherPost'));
    expect(go).toHaveBeenLastCalledWith(`${processing}/voucher-bookkeeping`);
    expect(calls.filter((c) => c.path === taskPanelPath)).toHaveLength(1);
  });

  it('shows the last answer offline, marked with its time', async () => {
    const first = board(() => items);
    await screen.findByTestId('task-voucherAudit');
    // The answer is saved in the local database before the screen is left.
    await waitFor(async () => {
      const { currentLocalDb } = await import('../../local');
      const keys = await currentLocalDb()?.meta.toCollection().primaryKeys();
      expect(keys?.some((k) => String(k).includes(taskPanelPath))).toBe(true);
    });
    first.unmount();

    setOnline(false);
    const { calls } = board(() => 'down');
    expect((await screen.findByTestId('task-count-voucherAudit')).textContent).toBe('3');
    expect(screen.getByTestId('task-board-notice').textContent).toMatch(/^当前离线，显示 .+ 的数据$/);
    expect(calls).toHaveLength(0);
  });

  it('says so when nothing is for this user', async () => {
    board(() => []);
    expect((await screen.findByTestId('task-board-empty')).textContent).toBe(
      '当前账套中没有需要您处理的单据类型。',
    );
  });
});
