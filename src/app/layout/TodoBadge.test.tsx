// @vitest-environment jsdom
// The header's 待办 count: the server's count online (kept on this device), the kept one offline.
import 'fake-indexeddb/auto';
import '../../ui/dom-shims.test-util';
import { screen } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../api/fake-server.test-util';
import { type Rendered, renderScreen, setOnline } from '../../features/reimbursement/render.test-util';
import { closeLocalDb, type LocalDb, openLocalDb } from '../../local';
import { todoKey } from '../../local/claims';
import { remoteKey } from '../../local/remote-first';
import { TodoBadge } from './TodoBadge';

vi.setConfig({ testTimeout: 30_000 });

let db: LocalDb;
let rendered: Rendered | undefined;
beforeEach(async () => {
  db = await openLocalDb('todo-user', 1, { indexedDB: new IDBFactory(), IDBKeyRange });
});
afterEach(async () => {
  setOnline(true);
  rendered?.unmount();
  await rendered?.h.close();
  rendered = undefined;
  closeLocalDb();
});

const todoCalls = (r: Rendered) => r.h.fake.seen.filter((s) => s.path === '/api/todo/list');
const permissions = ['todo.list'];

describe('待办 count', () => {
  it('reads the count from the server and keeps it', async () => {
    rendered = await renderScreen(() => <TodoBadge />, {
      path: '/final/toDoList/to-do-list',
      permissions,
      script: (seen) => (seen.path === '/api/todo/list' ? ok({ count: 5, items: [] }) : undefined),
    });
    await screen.findByText('待办 5');
    expect(todoCalls(rendered)).toHaveLength(1);
    expect((await db.meta.get(remoteKey(todoKey)))?.value).toEqual({ count: 5, items: [] });
  });

  it('offline shows the kept count without asking', async () => {
    await db.meta.put({ key: remoteKey(todoKey), value: { count: 3, items: [] }, updatedAt: 1 });
    setOnline(false);
    rendered = await renderScreen(() => <TodoBadge />, {
      path: '/final/toDoList/to-do-list',
      permissions,
      script: () => undefined,
    });
    await screen.findByText('待办 3');
    expect(todoCalls(rendered)).toHaveLength(0);
  });
});
