import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../api/fake-server.test-util';
import { type Harness, harness } from '../api/harness.test-util';
import { currentLocalDb } from './db';
import { saveDepartment } from './departments';
import { eventually, installBuiltInKinds } from './local.test-util';
import { activeLocalSync, startLocalSync, stopLocalSync } from './sync';

installBuiltInKinds();

let h: Harness;
let indexedDB: IDBFactory;

beforeEach(async () => {
  h = await harness();
  indexedDB = new IDBFactory();
  h.fake.script = (seen) => {
    if (seen.path === '/api/departMent/listDept') {
      return ok([
        {
          id: 1,
          departmentCode: '01',
          departmentName: '办公室',
          parentCode: null,
          enabled: true,
          version: 1,
        },
      ]);
    }
    if (seen.path === '/api/departMent/save') {
      return ok({
        id: 7,
        departmentCode: seen.payload.code,
        departmentName: seen.payload.name,
        parentCode: null,
        enabled: true,
        version: 1,
      });
    }
    return undefined;
  };
});
afterEach(async () => {
  await stopLocalSync();
  await h.close();
});

describe('startLocalSync / stopLocalSync', () => {
  it('opens the user’s database, pulls reference data, replays the outbox, and closes at logout', async () => {
    const sync = await startLocalSync({
      api: h.client,
      userId: 'zhidan',
      zid: 3,
      clock: h.clock,
      db: { indexedDB, IDBKeyRange },
      replayer: { environment: null },
    });
    expect(currentLocalDb()?.name).toBe('union-finance:zhidan:3');
    expect((await sync.ready).find((r) => r.table === 'departments')).toEqual({
      table: 'departments',
      rows: 1,
    });
    expect(await sync.persisted).toBeNull();
    expect(await sync.db.meta.get('serverOffsetMs')).toMatchObject({ value: 0 });

    await saveDepartment({ entityId: 'n1', code: '09', name: '档案室' });
    await eventually(async () => (await sync.db.outbox.where('state').equals('done').count()) === 1);
    expect(await sync.db.departments.get('7')).toMatchObject({ departmentName: '档案室' });

    // The same user and ledger set again (a re-login): the same sync, resumed.
    expect(await startLocalSync({ api: h.client, userId: 'zhidan', zid: 3 })).toBe(sync);

    await stopLocalSync();
    expect(activeLocalSync()).toBeNull();
    expect(currentLocalDb()).toBeNull();
    expect(sync.replayer.state()).toBe('stopped');
  });

  it('after a reload keeps a save made before the first pull: the database is open, the entry goes after the wait', async () => {
    // This device pulled the references before the reload.
    const before = await startLocalSync({
      api: h.client,
      userId: 'zhidan',
      zid: 3,
      db: { indexedDB, IDBKeyRange },
      replayer: { environment: null },
    });
    await before.ready;
    await stopLocalSync();
    h.fake.seen.length = 0;
    const sync = await startLocalSync({
      api: h.client,
      userId: 'zhidan',
      zid: 3,
      db: { indexedDB, IDBKeyRange },
      replayer: { environment: null },
      firstPullAfterMs: 150,
    });
    // Saved in the first moments after the reload: queued in the open database, not yet sent.
    await saveDepartment({ entityId: 'n2', code: '08', name: '资料室' });
    expect(await sync.db.outbox.count()).toBe(1);
    expect(h.fake.seen.map((r) => r.path)).toEqual([]);
    // After the wait the outbox sends it and the references are pulled.
    await eventually(async () => (await sync.db.outbox.where('state').equals('done').count()) === 1);
    expect((await sync.ready).find((r) => r.table === 'departments')).toBeTruthy();
    expect(h.fake.seen.map((r) => r.path)).toContain('/api/departMent/save');
  });

  it('after a reload on a device that never pulled, pulls the references at once: the screen has nothing else to read', async () => {
    const sync = await startLocalSync({
      api: h.client,
      userId: 'zhidan',
      zid: 3,
      db: { indexedDB, IDBKeyRange },
      replayer: { environment: null },
      firstPullAfterMs: 60_000,
    });
    await eventually(async () => (await sync.db.departments.count()) === 1);
    expect(h.fake.seen.map((r) => r.path)).toContain('/api/departMent/listDept');
    // The outbox still waits for the screen's own first calls.
    await saveDepartment({ entityId: 'n3', code: '07', name: '会议室' });
    expect(await sync.db.outbox.where('state').equals('pending').count()).toBe(1);
    expect(h.fake.seen.map((r) => r.path)).not.toContain('/api/departMent/save');
  });
});
