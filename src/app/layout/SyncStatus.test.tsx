// @vitest-environment jsdom
// The header's sync badges count the outbox of this device: a queued save shows 待同步, a refused one
// 同步失败 (the screens' own rows say which record; this is the shell's summary).
import 'fake-indexeddb/auto';
import '../../ui/dom-shims.test-util';
import { render, screen, waitFor } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeLocalDb, type LocalDb, openLocalDb } from '../../local';
import { saveDepartment } from '../../local/departments';
import { AppProviders } from '../../ui/providers';
import { SyncStatus } from './SyncStatus';

let db: LocalDb;
beforeEach(async () => {
  db = await openLocalDb('status-user', 1, { indexedDB: new IDBFactory(), IDBKeyRange });
});
afterEach(() => closeLocalDb());

describe('SyncStatus', () => {
  it('counts a queued save as 待同步 and a refused one as 同步失败', async () => {
    render(
      <AppProviders env="test">
        <SyncStatus />
      </AppProviders>,
    );
    await saveDepartment({ code: '03', name: '工会办公室' }, db);
    await waitFor(() => expect(screen.getByTestId('sync-pending').textContent).toBe('待同步 1'));
    const entry = await db.outbox.toCollection().first();
    await db.outbox.update(entry?.seq ?? 0, {
      state: 'failed',
      error: { code: 400, message: '部门编码 03 已存在', status: 200 },
    });
    await waitFor(() => expect(screen.getByTestId('sync-failed').textContent).toBe('同步失败 1'));
  });
});
