import { afterEach, describe, expect, it } from 'vitest';
import {
  answersToEvict,
  approxBytes,
  defaultEvictionRule,
  evictAnswers,
  type KeptAnswer,
  startAnswerEviction,
} from './answer-eviction';
import type { LocalDb } from './db';
import { freshDb } from './local.test-util';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 25);
const answer = (key: string, daysAgo: number, bytes = 10): KeptAnswer => ({
  key,
  updatedAt: now - daysAgo * DAY,
  bytes,
});

describe('which kept answers go', () => {
  const rule = { now, maxAgeMs: 30 * DAY, maxBytes: 100 };

  it('keeps everything young and small enough', () => {
    expect(answersToEvict([answer('a', 0), answer('b', 29.9)], rule)).toEqual([]);
  });

  it('drops what is older than the age limit, whatever the room', () => {
    expect(answersToEvict([answer('a', 31), answer('b', 1), answer('c', 30.01)], rule)).toEqual(['a', 'c']);
  });

  it('drops the least recently saved until the rest fit under the cap', () => {
    const kept = [answer('new', 0, 40), answer('old', 5, 40), answer('mid', 2, 40), answer('older', 9, 40)];
    // 160 bytes for a cap of 100: the two oldest go, leaving 80.
    expect(answersToEvict(kept, rule)).toEqual(['older', 'old']);
  });

  it('counts only the answers young enough when sizing', () => {
    // The stale 500 bytes go by age; the 90 left fit.
    expect(answersToEvict([answer('stale', 40, 500), answer('a', 1, 90)], rule)).toEqual(['stale']);
  });

  it('drops even the newest when it alone is over the cap', () => {
    expect(answersToEvict([answer('huge', 0, 101)], rule)).toEqual(['huge']);
  });

  it('breaks ties of time by key, so runs agree', () => {
    const kept = [answer('b', 3, 60), answer('a', 3, 60)];
    expect(answersToEvict(kept, rule)).toEqual(['a']);
  });

  it('sizes an answer as its JSON in UTF-16', () => {
    expect(approxBytes({ a: '明细' })).toBe(2 * '{"a":"明细"}'.length);
    expect(approxBytes(undefined)).toBe(0);
  });

  it('keeps 30 days and 20 MB by default', () => {
    expect(defaultEvictionRule).toEqual({ maxAgeMs: 30 * DAY, maxBytes: 20 * 1024 * 1024 });
  });
});

describe('evicting from the local database', () => {
  let db: LocalDb;
  afterEach(() => db?.close());

  async function seed() {
    db = freshDb();
    await db.open();
    const old = now - 40 * DAY;
    await db.meta.bulkPut([
      { key: 'remote:books:5-2023:/api/ledger/detail?code=101', value: { rows: [1] }, updatedAt: old },
      { key: 'remote:books:5-2023:/api/ledger/detail?code=102', value: { rows: [2] }, updatedAt: now },
      // Not report answers: settings kept for offline work, the clock offset, a voucher's last date.
      { key: 'remote:quick-voucher:setting', value: { version: 1 }, updatedAt: old },
      { key: 'serverOffsetMs', value: 12, updatedAt: old },
      { key: 'voucher:lastDate', value: '2023-01-01', updatedAt: old },
    ]);
    await db.drafts.put({ kind: 'voucher', id: 'd1', data: {}, updatedAt: old, syncState: 'pending' });
    await db.outbox.add({
      kind: 'voucher',
      entityId: 'd1',
      method: 'POST',
      path: '/api/voucher/save',
      body: {},
      label: '保存凭证',
      idempotencyKey: 'k1',
      state: 'pending',
      attempts: 0,
      nextAttemptAt: 0,
      createdAt: old,
      updatedAt: old,
      doneAt: null,
      error: null,
      response: null,
      revert: {},
      fileIds: [],
    });
    await db.subjects.put({ key: '101', code: '101' });
  }

  it('drops stale report answers and nothing else', async () => {
    await seed();
    const dropped = await evictAnswers(db, { now });
    expect(dropped).toEqual(['remote:books:5-2023:/api/ledger/detail?code=101']);
    expect((await db.meta.toCollection().primaryKeys()).sort()).toEqual([
      'remote:books:5-2023:/api/ledger/detail?code=102',
      'remote:quick-voucher:setting',
      'serverOffsetMs',
      'voucher:lastDate',
    ]);
    expect(await db.drafts.count()).toBe(1);
    expect(await db.outbox.count()).toBe(1);
    expect(await db.subjects.count()).toBe(1);
  });

  it('keeps the report answers under the size cap, oldest saved first', async () => {
    await seed();
    await db.meta.put({
      key: 'remote:books:5-2023:/api/ledger/journal?kind=cash',
      value: { rows: ['x'.repeat(200)] },
      updatedAt: now - DAY,
    });
    const dropped = await evictAnswers(db, { now, maxBytes: 100 });
    // The stale one by age, then the day-old big one; the newest small one fits.
    expect(dropped).toEqual([
      'remote:books:5-2023:/api/ledger/detail?code=101',
      'remote:books:5-2023:/api/ledger/journal?kind=cash',
    ]);
    expect(await db.meta.get('remote:books:5-2023:/api/ledger/detail?code=102')).toBeTruthy();
    expect(await db.meta.get('remote:quick-voucher:setting')).toBeTruthy();
  });

  it('runs soon after start and again after an answer is saved, until stopped', async () => {
    await seed();
    const eviction = startAnswerEviction(db, { startMs: 1, delayMs: 1, rule: { maxAgeMs: 30 * DAY } });
    await expect
      .poll(async () => db.meta.get('remote:books:5-2023:/api/ledger/detail?code=101'))
      .toBeUndefined();
    await eviction.settled();
    // A save of an answer (here one already stale) brings another run.
    const stale = {
      key: 'remote:books:5-2023:/api/ledger/balance?',
      value: {},
      updatedAt: Date.now() - 31 * DAY,
    };
    await db.meta.put(stale);
    await expect.poll(async () => db.meta.get(stale.key)).toBeUndefined();
    await eviction.settled();
    eviction.stop();
    await db.meta.put(stale);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await db.meta.get(stale.key)).toBeTruthy();
  });
});
