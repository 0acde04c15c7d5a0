import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import {
  assertForwardOnly,
  closeLocalDb,
  currentLocalDb,
  LocalDb,
  localDbName,
  openLocalDb,
  type SchemaVersion,
  schemaVersions,
  subscribeLocalDb,
} from './db';

afterEach(() => closeLocalDb());

describe('one database per user and ledger set', () => {
  it('names the database by user and ledger set, escaping separators', () => {
    expect(localDbName('admin', 1)).toBe('union-finance:admin:1');
    expect(localDbName('a:b', 2)).not.toBe(localDbName('a', 'b:2'));
  });

  it("never shows one user's cache to the next user", async () => {
    const indexedDB = new IDBFactory();
    const options = { indexedDB, IDBKeyRange };
    const changes: Array<string | null> = [];
    const off = subscribeLocalDb(() => changes.push(currentLocalDb()?.name ?? null));

    const first = await openLocalDb('zhidan', 1, options);
    await first.departments.put({ key: '1', code: '01', departmentName: '办公室' });
    expect(await openLocalDb('zhidan', 1, options)).toBe(first);

    const second = await openLocalDb('shenhe', 1, options);
    expect(first.isOpen()).toBe(false);
    expect(await second.departments.count()).toBe(0);
    const otherLedger = await openLocalDb('zhidan', 2, options);
    expect(await otherLedger.departments.count()).toBe(0);

    closeLocalDb();
    expect(currentLocalDb()).toBeNull();
    const again = await openLocalDb('zhidan', 1, options);
    expect(await again.departments.get('1')).toMatchObject({ departmentName: '办公室' });
    off();
    expect(changes).toEqual([
      'union-finance:zhidan:1',
      null,
      'union-finance:shenhe:1',
      null,
      'union-finance:zhidan:2',
      null,
      'union-finance:zhidan:1',
    ]);
  });
});

describe('schema versions', () => {
  it('only move forward', () => {
    expect(() => assertForwardOnly(schemaVersions)).not.toThrow();
    const v1 = schemaVersions[0] as SchemaVersion;
    expect(() => assertForwardOnly([v1, { ...v1, version: 1 }])).toThrow('本地数据库版本必须递增：1, 1');
    expect(() => assertForwardOnly([{ ...v1, version: 2 }, v1])).toThrow();
  });

  it('an upgrade from v1 keeps every table’s data', async () => {
    const indexedDB = new IDBFactory();
    const name = 'upgrade-test';
    const v1 = new LocalDb(name, { indexedDB, IDBKeyRange, versions: schemaVersions.slice(0, 1) });
    await v1.departments.put({ key: '7', code: '07', departmentName: '工会办公室' });
    await v1.drafts.put({
      kind: 'voucher',
      id: 'v1',
      data: { amount: '1234.50' },
      updatedAt: 1,
      syncState: 'local',
    });
    const seq = await v1.outbox.add({
      kind: 'department',
      entityId: '7',
      method: 'POST',
      path: '/api/departMent/save',
      body: { code: '07' },
      label: '修改部门 工会办公室',
      idempotencyKey: 'key-0000-1',
      state: 'pending',
      attempts: 0,
      nextAttemptAt: 0,
      createdAt: 1,
      updatedAt: 1,
      doneAt: null,
      error: null,
      response: null,
      revert: {},
      fileIds: [],
    } as never);
    await v1.meta.put({ key: 'lastPull:departments', value: 42, updatedAt: 42 });
    v1.close();

    // A later release adds an index and moves data; the user's queued work must survive it.
    // Versions need not be contiguous (branches reserve numbers): the next is one above the last.
    const nextVersion = (schemaVersions.at(-1)?.version ?? 0) + 1;
    const next: SchemaVersion[] = [
      ...schemaVersions,
      {
        version: nextVersion,
        stores: { drafts: '[kind+id], kind, syncState, updatedAt, label' },
        upgrade: (tx) =>
          tx
            .table('drafts')
            .toCollection()
            .modify((d: { label?: string }) => {
              d.label = '草稿';
            }),
      },
    ];
    const upgraded = new LocalDb(name, { indexedDB, IDBKeyRange, versions: next });
    await upgraded.open();
    expect(upgraded.verno).toBe(nextVersion);
    expect(await upgraded.departments.get('7')).toMatchObject({ departmentName: '工会办公室' });
    expect(await upgraded.drafts.get(['voucher', 'v1'])).toMatchObject({
      data: { amount: '1234.50' },
      label: '草稿',
    });
    expect(await upgraded.outbox.get(seq)).toMatchObject({ idempotencyKey: 'key-0000-1', state: 'pending' });
    expect(await upgraded.meta.get('lastPull:departments')).toMatchObject({ value: 42 });
    upgraded.close();
  });
});
