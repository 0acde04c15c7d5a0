import { describe, expect, it } from 'vitest';
import { WalSync } from './wal-sync.ts';

/** A sync function that records its calls and finishes only when told to. */
function heldSyncs() {
  const calls: { path: string; done: () => void; fail: (e: Error) => void }[] = [];
  const sync = (path: string) =>
    new Promise<void>((done, fail) => {
      calls.push({ path, done, fail });
    });
  return { calls, sync };
}

const settled = async (promise: Promise<unknown>) => {
  let state = 'pending';
  promise.then(
    () => (state = 'resolved'),
    () => (state = 'rejected'),
  );
  for (let i = 0; i < 5; i++) await Promise.resolve();
  return state;
};

describe('WalSync', () => {
  it('answers a commit only once the sync started after it has finished', async () => {
    const { calls, sync } = heldSyncs();
    const wal = new WalSync(sync, () => {});
    wal.defer('/d/pg_wal/1');
    const answered = wal.durable();
    expect(calls.map((c) => c.path)).toEqual(['/d/pg_wal/1']);
    expect(await settled(answered)).toBe('pending');
    calls[0]?.done();
    expect(await settled(answered)).toBe('resolved');
  });

  it('covers every commit that waited during a sync with one next sync (group commit)', async () => {
    const { calls, sync } = heldSyncs();
    const wal = new WalSync(sync, () => {});
    wal.defer('/d/pg_wal/1');
    const first = wal.durable();
    // Three more commits are written while the first sync runs: none is covered by it.
    const later = [1, 2, 3].map(() => {
      wal.defer('/d/pg_wal/1');
      return wal.durable();
    });
    calls[0]?.done();
    expect(await settled(first)).toBe('resolved');
    for (const answer of later) expect(await settled(answer)).toBe('pending');
    expect(calls).toHaveLength(2);
    calls[1]?.done();
    for (const answer of later) expect(await settled(answer)).toBe('resolved');
    expect(calls).toHaveLength(2);
  });

  it('syncs nothing for a caller when every commit is already on disk', async () => {
    const { calls, sync } = heldSyncs();
    const wal = new WalSync(sync, () => {});
    await wal.durable();
    expect(calls).toHaveLength(0);
  });

  it('fails the waiting answers and every later one once a sync has failed', async () => {
    const { calls, sync } = heldSyncs();
    const wal = new WalSync(sync, () => {});
    wal.defer('/d/pg_wal/1');
    const answered = wal.durable();
    calls[0]?.fail(new Error('EIO'));
    await expect(answered).rejects.toThrow('数据未能写入磁盘');
    await expect(wal.durable()).rejects.toThrow('数据未能写入磁盘');
  });

  it('syncs the waiting and running WAL at once before another file is synced or a WAL file closed', async () => {
    const { calls, sync } = heldSyncs();
    const now: string[] = [];
    const wal = new WalSync(sync, (path) => now.push(path));
    wal.defer('/d/pg_wal/1');
    const answered = wal.durable();
    wal.defer('/d/pg_wal/2');
    expect(wal.behind).toBe(true);
    wal.syncAllNow();
    expect(now.sort()).toEqual(['/d/pg_wal/1', '/d/pg_wal/2']);
    wal.defer('/d/pg_wal/3');
    wal.closing('/d/pg_wal/3');
    wal.closing('/d/pg_wal/4');
    expect(now).toEqual(['/d/pg_wal/1', '/d/pg_wal/2', '/d/pg_wal/3']);
    calls[0]?.done();
    await answered;
    // Nothing was left for a group sync: the waiting caller is answered without one.
    await wal.durable();
    expect(calls).toHaveLength(1);
    expect(wal.behind).toBe(false);
  });
});
