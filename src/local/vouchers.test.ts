import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LocalDb } from './db';
import { outboxKind } from './kinds';
import { freshDb, installBuiltInKinds } from './local.test-util';
import type { OutboxEntry } from './types';
import { lastAnswer, queueVoucherSave, voucherEntries, voucherKind } from './vouchers';

installBuiltInKinds();

let db: LocalDb;
beforeEach(async () => {
  db = freshDb();
  await db.open();
});
afterEach(() => db.close());

const save = (id: string, body: Record<string, unknown>, knownVersion?: number) =>
  queueVoucherSave(
    { id, body, label: `保存凭证 ${id}`, draft: { body }, knownVersion: knownVersion ?? null },
    db,
  );

async function setState(entry: OutboxEntry, changes: Partial<OutboxEntry>) {
  await db.outbox.update(entry.seq, changes);
}

describe('voucher saves in the outbox', () => {
  it('queues a create under the voucher uuid with its draft, and coalesces unsent saves', async () => {
    const first = await save('v1', { id: 'v1', numberOfDocument: 1 });
    const second = await save('v1', { id: 'v1', numberOfDocument: 2 });
    expect(second.seq).toBe(first.seq);
    const entries = await voucherEntries('v1', db);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.body).toEqual({ id: 'v1', numberOfDocument: 2 });
    expect(await db.drafts.get([voucherKind, 'v1'])).toMatchObject({ syncState: 'pending' });
  });

  it('sends the server’s version on a later save, and the known version for an existing voucher', async () => {
    const first = await save('v1', { id: 'v1' });
    await setState(first, { state: 'done', response: { id: 'v1', version: 3, voucherNo: 7 } });
    expect(lastAnswer(await voucherEntries('v1', db))).toEqual({ id: 'v1', version: 3, voucherNo: 7 });
    const next = await save('v1', { id: 'v1', numberOfDocument: 4 });
    expect(next.body).toEqual({ id: 'v1', numberOfDocument: 4, version: 3 });
    const existing = await save('v9', { id: 'v9' }, 5);
    expect(existing.body).toEqual({ id: 'v9', version: 5 });
  });

  it('a save behind one on the wire takes the answer’s version by rebase', async () => {
    const first = await save('v1', { id: 'v1' });
    await setState(first, { state: 'sending', attempts: 1 });
    const second = await save('v1', { id: 'v1', numberOfDocument: 2 });
    expect(second.seq).not.toBe(first.seq);
    expect(second.body).toEqual({ id: 'v1', numberOfDocument: 2 });
    const rebased = outboxKind(voucherKind).rebase?.(second.body, { id: 'v1', version: 1, voucherNo: 3 });
    expect(rebased).toEqual({ id: 'v1', numberOfDocument: 2, version: 1 });
  });

  it('a corrected save replaces a refused one instead of queueing behind it', async () => {
    const first = await save('v1', { id: 'v1', voucherDate: '2026-10-31' });
    await setState(first, {
      state: 'failed',
      attempts: 1,
      error: { code: 4000, message: '2026年10月已结账，不能保存凭证', status: 400 },
    });
    const fixed = await save('v1', { id: 'v1', voucherDate: '2026-11-02' });
    const entries = await voucherEntries('v1', db);
    expect(entries.map((e) => [e.seq, e.state])).toEqual([[fixed.seq, 'pending']]);
    expect(await db.drafts.get([voucherKind, 'v1'])).toMatchObject({
      data: { body: { id: 'v1', voucherDate: '2026-11-02' } },
      syncState: 'pending',
    });
  });
});
