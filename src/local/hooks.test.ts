// @vitest-environment jsdom
// Dexie's liveQuery runs only where a global indexedDB existed when Dexie loaded (always true in a
// browser); the auto import provides one. Each test still opens its own fresh IDBFactory.
import 'fake-indexeddb/auto';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeLocalDb, type LocalDb, openLocalDb } from './db';
import { saveDepartment } from './departments';
import {
  useOnline,
  useOutboxCounts,
  useOutboxEntries,
  usePendingSync,
  useReference,
  useRemoteFirst,
} from './hooks';

let db: LocalDb;

function setOnline(online: boolean): void {
  Object.defineProperty(window.navigator, 'onLine', { value: online, configurable: true });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

beforeEach(async () => {
  setOnline(true);
  db = await openLocalDb('hook-user', 1, { indexedDB: new IDBFactory(), IDBKeyRange });
});
afterEach(() => {
  // Unmount first: a live query still subscribed would render after the database (and, at the end
  // of the file, jsdom itself) is gone. Vitest runs without globals, so nothing does this for us.
  cleanup();
  closeLocalDb();
  setOnline(true);
});

describe('hooks', () => {
  it('useReference serves the cache and follows its changes', async () => {
    await db.departments.put({ key: '2', code: '02', departmentName: '财务部' });
    const { result } = renderHook(() => useReference<{ departmentName: string }>('departments'));
    await waitFor(() => expect(result.current?.map((r) => r.departmentName)).toEqual(['财务部']));
    await act(async () => {
      await db.departments.put({ key: '1', code: '01', departmentName: '办公室' });
    });
    await waitFor(() => expect(result.current?.map((r) => r.departmentName)).toEqual(['办公室', '财务部']));
  });

  it('outbox hooks show counts, entries and 待同步 marks as saves are queued', async () => {
    const counts = renderHook(() => useOutboxCounts());
    const entries = renderHook(() => useOutboxEntries());
    const mark = renderHook(() => usePendingSync('department', 'n1'));
    expect(counts.result.current).toEqual({ pending: 0, failed: 0, sending: 0 });
    let seq = 0;
    await act(async () => {
      seq = (await saveDepartment({ entityId: 'n1', code: '09', name: '档案室' }, db)).seq;
    });
    await waitFor(() => expect(counts.result.current).toEqual({ pending: 1, failed: 0, sending: 0 }));
    await waitFor(() => expect(mark.result.current).toBe(true));
    expect(entries.result.current.map((e) => e.label)).toEqual(['新增部门 档案室']);
    await act(async () => {
      await db.outbox.update(seq, {
        state: 'failed',
        error: { code: 4000, message: '部门编码已存在：09', status: 400 },
      });
    });
    await waitFor(() => expect(counts.result.current).toEqual({ pending: 0, failed: 1, sending: 0 }));
    await act(async () => {
      await db.outbox.update(seq, { state: 'done' });
    });
    await waitFor(() => expect(mark.result.current).toBe(false));
  });

  it('useOnline follows the browser', async () => {
    const { result } = renderHook(() => useOnline());
    expect(result.current).toBe(true);
    act(() => setOnline(false));
    expect(result.current).toBe(false);
  });

  it('useRemoteFirst: the network answer online, the saved answer offline or on failure', async () => {
    let calls = 0;
    let fail = false;
    const fetcher = async () => {
      calls++;
      if (fail) throw new Error('网络连接失败');
      return { rows: [`第${calls}次`] };
    };
    const { result, rerender } = renderHook(({ k }) => useRemoteFirst(k, fetcher), {
      initialProps: { k: 'voucher/list?month=3' },
    });
    await waitFor(() => expect(result.current.source).toBe('network'));
    expect(result.current.data).toEqual({ rows: ['第1次'] });
    await waitFor(async () =>
      expect((await db.meta.get('remote:voucher/list?month=3'))?.value).toEqual({ rows: ['第1次'] }),
    );

    act(() => setOnline(false));
    await waitFor(() => expect(result.current.source).toBe('cache'));
    expect(result.current.data).toEqual({ rows: ['第1次'] });
    expect(result.current.cachedAt).toEqual(expect.any(Number));
    expect(calls).toBe(1);

    fail = true;
    act(() => setOnline(true));
    await waitFor(() => expect(result.current.error).toBeInstanceOf(Error));
    expect(result.current).toMatchObject({ source: 'cache', data: { rows: ['第1次'] }, loading: false });

    fail = false;
    act(() => result.current.refresh());
    await waitFor(() => expect(result.current.data).toEqual({ rows: ['第3次'] }));
    expect(result.current.source).toBe('network');

    rerender({ k: 'voucher/list?month=4' });
    await waitFor(() => expect(result.current.data).toEqual({ rows: ['第4次'] }));
  });

  it('useRemoteFirst asks nothing while disabled (parameters not known yet), then asks', async () => {
    let calls = 0;
    const fetcher = async () => {
      calls++;
      return { total: calls };
    };
    const { result, rerender } = renderHook(({ on }) => useRemoteFirst('voucher/count', fetcher, on), {
      initialProps: { on: false },
    });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(calls).toBe(0);
    rerender({ on: true });
    await waitFor(() => expect(result.current.data).toEqual({ total: 1 }));
  });
});
