import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LocalDb } from './db';
import { saveDepartment } from './departments';
import { deleteDraft, getDraft, listDrafts, saveDraft } from './drafts';
import { freshDb } from './local.test-util';
import {
  discard,
  enqueueSave,
  isPendingSync,
  outboxCounts,
  outboxEntries,
  pendingSyncIds,
  requireOnline,
  retry,
} from './outbox';

let db: LocalDb;
beforeEach(async () => {
  db = freshDb();
  await db.open();
});
afterEach(() => db.close());

const draftSave = (id: string, data: unknown) =>
  enqueueSave(
    {
      kind: 'voucher',
      entityId: id,
      method: 'POST',
      path: '/api/voucher/save',
      body: data,
      label: `保存凭证 ${id}`,
      draft: data,
    },
    db,
  );

describe('enqueueSave', () => {
  it('writes the record and its entry together, with a fresh uuid key per entry', async () => {
    const a = await draftSave('v1', { amount: '100.00' });
    const b = await draftSave('v2', { amount: '200.00' });
    expect(a.idempotencyKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(b.idempotencyKey).not.toBe(a.idempotencyKey);
    expect(b.seq).toBeGreaterThan(a.seq);
    expect(await db.drafts.get(['voucher', 'v1'])).toMatchObject({
      data: { amount: '100.00' },
      syncState: 'pending',
    });
    expect(await db.outbox.get(a.seq)).toMatchObject({ state: 'pending', attempts: 0, label: '保存凭证 v1' });
  });

  it('writes neither when the entry cannot be written', async () => {
    db.outbox.hook('creating', () => {
      throw new Error('磁盘已满');
    });
    await expect(draftSave('v1', { amount: '1.00' })).rejects.toThrow('磁盘已满');
    expect(await db.drafts.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('writes neither when the body cannot be stored (not cloneable)', async () => {
    const optimistic = { table: 'departments' as const, row: { key: 'n1', code: '09' } };
    const request = {
      kind: 'department',
      entityId: 'n1',
      method: 'POST' as const,
      path: '/api/departMent/save',
      body: { code: '09', later: () => 1 },
      label: '新增部门',
      draft: { code: '09' },
      optimistic,
    };
    await expect(enqueueSave(request, db)).rejects.toThrow();
    expect(await db.drafts.count()).toBe(0);
    expect(await db.departments.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('coalesces repeated saves of one draft while the entry was never sent', async () => {
    const first = await draftSave('v1', { amount: '1.00' });
    await draftSave('v2', { amount: '5.00' });
    const second = await draftSave('v1', { amount: '2.00' });
    const third = await draftSave('v1', { amount: '3.00' });
    expect(second.seq).toBe(first.seq);
    expect(third.idempotencyKey).toBe(first.idempotencyKey);
    const entries = await db.outbox.orderBy('seq').toArray();
    expect(entries.map((e) => [e.entityId, e.body])).toEqual([
      ['v1', { amount: '3.00' }],
      ['v2', { amount: '5.00' }],
    ]);
    expect((await db.drafts.get(['voucher', 'v1']))?.data).toEqual({ amount: '3.00' });
  });

  it('appends a new entry once the pending one has been sent or is in flight', async () => {
    const first = await draftSave('v1', { amount: '1.00' });
    await db.outbox.update(first.seq, { state: 'sending', attempts: 1 });
    const whileSending = await draftSave('v1', { amount: '2.00' });
    expect(whileSending.seq).not.toBe(first.seq);
    expect(whileSending.idempotencyKey).not.toBe(first.idempotencyKey);
    // Sent once, now waiting for a retry: the server may hold its body, so it is not touched.
    await db.outbox.update(whileSending.seq, { state: 'pending', attempts: 1 });
    const afterRetry = await draftSave('v1', { amount: '3.00' });
    expect(afterRetry.seq).not.toBe(whileSending.seq);
    expect((await db.outbox.get(whileSending.seq))?.body).toEqual({ amount: '2.00' });
  });
});

describe('discard', () => {
  it('reverts a new record (removed) and an edited one (restored)', async () => {
    await db.departments.put({ key: '5', code: '05', departmentName: '宣传部', id: 5, version: 3 });
    const created = await saveDepartment({ entityId: 'new-1', code: '09', name: '档案室' }, db);
    const edited = await saveDepartment({ id: 5, code: '05', name: '宣传教育部', version: 3 }, db);
    expect(await db.departments.get('new-1')).toMatchObject({ departmentName: '档案室', localOnly: true });
    expect(await db.departments.get('5')).toMatchObject({ departmentName: '宣传教育部' });

    expect(await discard(created.seq, db)).toEqual({ mayBeOnServer: false });
    await db.outbox.update(edited.seq, { attempts: 1 });
    expect(await discard(edited.seq, db)).toEqual({ mayBeOnServer: true });
    expect(await db.departments.get('new-1')).toBeUndefined();
    expect(await db.departments.get('5')).toEqual({
      key: '5',
      code: '05',
      departmentName: '宣传部',
      id: 5,
      version: 3,
    });
    expect(await db.outbox.count()).toBe(0);
  });

  it('restores the draft as it was before the first queued save', async () => {
    await db.drafts.put({
      kind: 'voucher',
      id: 'v1',
      data: { amount: '0.50' },
      updatedAt: 1,
      syncState: 'local',
    });
    const entry = await draftSave('v1', { amount: '1.00' });
    await draftSave('v1', { amount: '2.00' });
    await discard(entry.seq, db);
    expect(await db.drafts.get(['voucher', 'v1'])).toMatchObject({
      data: { amount: '0.50' },
      syncState: 'local',
    });
  });

  it('leaves the record alone while a later save of it is queued, which inherits the way back', async () => {
    const first = await draftSave('v1', { amount: '1.00' });
    await db.outbox.update(first.seq, { state: 'failed', attempts: 1 });
    const later = await draftSave('v1', { amount: '2.00' });
    await discard(first.seq, db);
    expect((await db.drafts.get(['voucher', 'v1']))?.data).toEqual({ amount: '2.00' });
    await discard(later.seq, db);
    expect(await db.drafts.get(['voucher', 'v1'])).toBeUndefined();
  });

  it('refuses to discard an entry on the wire', async () => {
    const entry = await draftSave('v1', { amount: '1.00' });
    await db.outbox.update(entry.seq, { state: 'sending' });
    await expect(discard(entry.seq, db)).rejects.toThrow('该记录正在发送，请稍候再放弃');
  });
});

describe('retry, counts, pending marks', () => {
  it('puts a failed entry back in the queue and counts states for the header', async () => {
    const a = await draftSave('v1', { amount: '1.00' });
    const b = await draftSave('v2', { amount: '2.00' });
    await draftSave('v3', { amount: '3.00' });
    await db.outbox.update(a.seq, {
      state: 'failed',
      error: { code: 4001, message: '期间已结账', status: 400 },
    });
    await db.outbox.update(b.seq, { state: 'sending' });
    expect(await outboxCounts(db)).toEqual({ pending: 1, failed: 1, sending: 1 });
    expect((await outboxEntries(db)).map((e) => e.entityId)).toEqual(['v1', 'v2', 'v3']);

    await retry(a.seq, db);
    expect(await db.outbox.get(a.seq)).toMatchObject({ state: 'pending', nextAttemptAt: 0 });
    expect(await outboxCounts(db)).toEqual({ pending: 2, failed: 0, sending: 1 });
  });

  it('says which records wait for the server (待同步)', async () => {
    const entry = await draftSave('v1', { amount: '1.00' });
    expect(await isPendingSync('voucher', 'v1', db)).toBe(true);
    expect(await isPendingSync('voucher', 'v2', db)).toBe(false);
    expect(await pendingSyncIds('voucher', db)).toEqual(new Set(['v1']));
    await db.outbox.update(entry.seq, { state: 'done' });
    expect(await isPendingSync('voucher', 'v1', db)).toBe(false);
  });
});

describe('drafts', () => {
  it('keeps a typed draft locally, then a queued save marks it pending', async () => {
    await saveDraft('voucher', 'v9', { summary: '购买办公用品', amount: '88.00' }, db);
    expect(await getDraft('voucher', 'v9', db)).toMatchObject({
      syncState: 'local',
      data: { amount: '88.00' },
    });
    await draftSave('v9', { summary: '购买办公用品', amount: '88.80' });
    expect(await getDraft('voucher', 'v9', db)).toMatchObject({
      syncState: 'pending',
      data: { amount: '88.80' },
    });
    expect((await listDrafts('voucher', db)).map((d) => d.id)).toEqual(['v9']);
    await deleteDraft('voucher', 'v9', db);
    expect(await listDrafts('voucher', db)).toEqual([]);
  });
});

describe('requireOnline', () => {
  it('refuses an operation that needs the server while offline', () => {
    expect(() => requireOnline('记账', false)).toThrow('记账需要连接服务器，当前处于离线状态');
    expect(() => requireOnline('结账', true)).not.toThrow();
  });
});
