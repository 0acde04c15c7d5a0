import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Seen } from '../api/fake-server.test-util';
import { ok, refuse } from '../api/fake-server.test-util';
import { type Harness, harness } from '../api/harness.test-util';
import { ErrorCode } from '../core/contracts/errors';
import type { LocalDb } from './db';
import { departmentBatchPath, departmentSavePath, saveDepartment } from './departments';
import { eventually, freshDb, installBuiltInKinds, type ManualTime, manualTime } from './local.test-util';
import { inProcessLocks } from './locks';
import { enqueueSave, retry } from './outbox';
import { createReplayer, type Replayer, type ReplayerOptions } from './replayer';

installBuiltInKinds();

let h: Harness;
let db: LocalDb;
/** What the client's fetch does; a test swaps it to cut the network. */
let network: typeof fetch;
let time: ManualTime;
const replayers: Replayer[] = [];

/** A department server in miniature: ids in arrival order, one row per idempotency key. */
function departmentServer(h: Harness) {
  const byKey = new Map<string, unknown>();
  let nextId = 100;
  const answer = (key: string, body: Record<string, unknown>) => {
    const known = byKey.get(key);
    if (known) return known;
    const data = {
      id: typeof body.id === 'number' ? body.id : nextId++,
      departmentCode: body.code,
      departmentName: body.name,
      parentCode: body.parentCode ?? null,
      enabled: true,
      version: typeof body.version === 'number' ? body.version + 1 : 1,
    };
    byKey.set(key, data);
    return data;
  };
  h.fake.script = (seen: Seen) => {
    if (seen.path === departmentSavePath) {
      return ok(answer(String(seen.headers['idempotency-key']), seen.payload));
    }
    return undefined;
  };
  return { byKey, answer };
}

function replayer(options: Partial<ReplayerOptions> = {}): Replayer {
  const r = createReplayer({
    db,
    api: h.client,
    locks: inProcessLocks(),
    now: time.now,
    delay: time.delay,
    random: () => 0.5,
    environment: null,
    ...options,
  });
  replayers.push(r);
  return r;
}

const saves = (seen: Seen[]) => seen.filter((s) => s.path === departmentSavePath);

beforeEach(async () => {
  network = fetch;
  h = await harness({ fetch: (input, init) => network(input, init) });
  db = freshDb();
  await db.open();
  time = manualTime();
});
afterEach(async () => {
  for (const r of replayers.splice(0)) await r.stop();
  db.close();
  await h.close();
});

describe('replayer', () => {
  it('sends entries in queue order, signed, each with its own key, and applies the answer', async () => {
    departmentServer(h);
    const entries = [];
    for (let i = 1; i <= 5; i++)
      entries.push(await saveDepartment({ entityId: `n${i}`, code: `D${i}`, name: `部门${i}` }, db));
    const r = replayer();
    r.start();
    await r.settled();
    const sent = saves(h.fake.seen);
    expect(sent.map((s) => s.payload.code)).toEqual(['D1', 'D2', 'D3', 'D4', 'D5']);
    expect(sent.every((s) => s.signature === 'valid')).toBe(true);
    expect(sent.map((s) => s.headers['idempotency-key'])).toEqual(entries.map((e) => e.idempotencyKey));
    const stored = await db.outbox.orderBy('seq').toArray();
    expect(stored.map((e) => e.state)).toEqual(['done', 'done', 'done', 'done', 'done']);
    // The row cached under the local id now lives under the server's id.
    expect(await db.departments.get('n1')).toBeUndefined();
    expect(await db.departments.get('100')).toMatchObject({ id: 100, departmentCode: 'D1', version: 1 });
    expect((await db.departments.get('100'))?.localOnly).toBeUndefined();
  });

  it('keeps a refusal for the user with the server message, never retried; other entities go on', async () => {
    const server = departmentServer(h);
    h.fake.script = (seen) => {
      if (seen.payload.code === 'BAD') return refuse(ErrorCode.badRequest, '部门编码已存在：BAD');
      return ok(server.answer(String(seen.headers['idempotency-key']), seen.payload));
    };
    const bad = await saveDepartment({ entityId: 'x', code: 'BAD', name: '重复' }, db);
    await db.outbox.update(bad.seq, { attempts: 0 });
    const r = replayer();
    r.start();
    await r.settled();
    // A later save of the refused entity waits behind it; another entity does not.
    await db.outbox.update(bad.seq, { state: 'failed' });
    const held = await enqueueSave(
      {
        kind: 'department',
        entityId: 'x',
        method: 'POST',
        path: departmentSavePath,
        body: { code: 'BAD2' },
        label: '',
      },
      db,
    );
    await saveDepartment({ entityId: 'y', code: 'OK1', name: '正常' }, db);
    await r.settled();
    expect(await db.outbox.get(bad.seq)).toMatchObject({
      state: 'failed',
      attempts: 1,
      error: { code: ErrorCode.badRequest, message: '部门编码已存在：BAD', status: 400 },
    });
    expect((await db.outbox.get(held.seq))?.state).toBe('pending');
    expect(saves(h.fake.seen).map((s) => s.payload.code)).toEqual(['BAD', 'OK1']);
    expect(time.backoffs).toEqual([]);
    // No red notice from a background replay: the panel shows the message.
    expect(h.rec.visible()).toEqual([]);

    await retry(bad.seq, db);
    await r.settled();
    expect(saves(h.fake.seen).map((s) => s.payload.code)).toEqual(['BAD', 'OK1', 'BAD']);
  });

  it('pauses everything when the session ends and resumes after login, losing nothing', async () => {
    const server = departmentServer(h);
    let expired = true;
    h.fake.script = (seen) => {
      if (expired) return refuse(ErrorCode.sessionIdle, '长时间未操作，登录已失效，请重新登录');
      return ok(server.answer(String(seen.headers['idempotency-key']), seen.payload));
    };
    for (let i = 1; i <= 3; i++)
      await saveDepartment({ entityId: `n${i}`, code: `S${i}`, name: `部门${i}` }, db);
    const r = replayer();
    r.start();
    await r.settled();
    expect(r.state()).toBe('paused');
    expect(saves(h.fake.seen)).toHaveLength(1);
    expect((await db.outbox.orderBy('seq').toArray()).map((e) => e.state)).toEqual([
      'blocked',
      'pending',
      'pending',
    ]);
    expect(h.session.token()).toBeNull();

    await saveDepartment({ entityId: 'n4', code: 'S4', name: '部门4' }, db);
    expect(saves(h.fake.seen)).toHaveLength(1);

    expired = false;
    h.session.setLogin(h.fake.login());
    r.resume();
    await eventually(async () => (await db.outbox.where('state').equals('done').count()) === 4);
    expect(saves(h.fake.seen).map((s) => s.payload.code)).toEqual(['S1', 'S1', 'S2', 'S3', 'S4']);
  });

  it('names its ledger set on every send; entries refused because the session moved (4017) wait, losing nothing', async () => {
    // Another window switched 账套: the server refuses entries queued in this one rather than
    // writing them into the other ledger set.
    const server = departmentServer(h);
    let moved = true;
    h.fake.script = (seen) => {
      if (moved)
        return refuse(ErrorCode.ledgerSetChanged, '账套已在其他窗口切换，本次操作未执行，请重新进入');
      return ok(server.answer(String(seen.headers['idempotency-key']), seen.payload));
    };
    for (let i = 1; i <= 2; i++)
      await saveDepartment({ entityId: `m${i}`, code: `M${i}`, name: `部门${i}` }, db);
    const r = replayer({ ledgerSet: '7' });
    r.start();
    await r.settled();
    expect(saves(h.fake.seen).map((s) => s.headers['x-ledger-set'])).toEqual(['7']);
    expect((await db.outbox.orderBy('seq').toArray()).map((e) => e.state)).toEqual(['blocked', 'pending']);
    // Quiet, and the session goes on: only this ledger set's queue waits.
    expect(h.rec.visible()).toEqual([]);
    expect(h.session.token()).not.toBeNull();

    moved = false;
    r.resume();
    await eventually(async () => (await db.outbox.where('state').equals('done').count()) === 2);
    expect(saves(h.fake.seen).map((s) => s.payload.code)).toEqual(['M1', 'M1', 'M2']);
    expect(saves(h.fake.seen).every((s) => s.headers['x-ledger-set'] === '7')).toBe(true);
  });

  it('retries a network error with growing backoff, under the same key', async () => {
    departmentServer(h);
    let failures = 3;
    network = async (input, init) => {
      if (failures > 0) {
        failures--;
        throw new TypeError('Failed to fetch');
      }
      return fetch(input, init);
    };
    const entry = await saveDepartment({ entityId: 'n1', code: 'N1', name: '网络' }, db);
    const r = replayer();
    r.start();
    await eventually(async () => (await db.outbox.get(entry.seq))?.state === 'done');
    expect(time.backoffs).toEqual([1_000, 2_000, 4_000]);
    expect(await db.outbox.get(entry.seq)).toMatchObject({ attempts: 4, state: 'done', error: null });
    expect(saves(h.fake.seen).map((s) => s.headers['idempotency-key'])).toEqual([entry.idempotencyKey]);
    expect(await db.departments.get('100')).toMatchObject({ departmentCode: 'N1' });
  });

  it('retries a 5xx, then succeeds with the same key', async () => {
    const server = departmentServer(h);
    let faults = 2;
    h.fake.script = (seen) => {
      if (faults-- > 0) return refuse(500, '服务器异常,请稍后重试', null, 503);
      return ok(server.answer(String(seen.headers['idempotency-key']), seen.payload));
    };
    const entry = await saveDepartment({ entityId: 'n1', code: 'F1', name: '故障' }, db);
    const r = replayer();
    r.start();
    await eventually(async () => (await db.outbox.get(entry.seq))?.state === 'done');
    const keys = saves(h.fake.seen).map((s) => s.headers['idempotency-key']);
    expect(keys).toEqual([entry.idempotencyKey, entry.idempotencyKey, entry.idempotencyKey]);
    expect(time.backoffs).toEqual([1_000, 2_000]);
  });

  it('gives a later save of a new record the id the server assigned', async () => {
    departmentServer(h);
    const first = await saveDepartment({ entityId: 'n1', code: 'R1', name: '新部门' }, db);
    await db.outbox.update(first.seq, { attempts: 1 });
    const second = await saveDepartment({ entityId: 'n1', code: 'R1', name: '新部门（改）' }, db);
    expect(second.seq).not.toBe(first.seq);
    const r = replayer();
    r.start();
    await r.settled();
    expect(saves(h.fake.seen).map((s) => s.payload)).toEqual([
      { code: 'R1', name: '新部门', parentCode: null },
      { code: 'R1', name: '新部门（改）', parentCode: null, id: 100, version: 1 },
    ]);
    expect(await db.departments.get('100')).toMatchObject({ departmentName: '新部门（改）', version: 2 });
    expect(await db.departments.get('n1')).toBeUndefined();
  });

  it('lets only one replayer run at a time; the next one takes over when it stops', async () => {
    const server = departmentServer(h);
    let inFlight = 0;
    let most = 0;
    h.fake.script = (seen) => {
      inFlight++;
      most = Math.max(most, inFlight);
      setTimeout(() => inFlight--, 5);
      return { ...ok(server.answer(String(seen.headers['idempotency-key']), seen.payload)), delayMs: 5 };
    };
    const locks = inProcessLocks();
    const a = replayer({ locks });
    const b = replayer({ locks });
    a.start();
    b.start();
    for (let i = 1; i <= 4; i++)
      await saveDepartment({ entityId: `n${i}`, code: `L${i}`, name: `部门${i}` }, db);
    await a.settled();
    expect(b.state()).toBe('waiting-lock');
    expect(most).toBe(1);
    await a.stop();
    await eventually(() => b.state() === 'idle');
    await saveDepartment({ entityId: 'n5', code: 'L5', name: '部门5' }, db);
    await b.settled();
    expect(saves(h.fake.seen).map((s) => s.payload.code)).toEqual(['L1', 'L2', 'L3', 'L4', 'L5']);
    expect(most).toBe(1);
  });

  it('resends an entry left "sending" by a closed tab, with its key', async () => {
    departmentServer(h);
    const entry = await saveDepartment({ entityId: 'n1', code: 'C1', name: '中断' }, db);
    await db.outbox.update(entry.seq, { state: 'sending', attempts: 1 });
    const r = replayer();
    r.start();
    await r.settled();
    expect(await db.outbox.get(entry.seq)).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('wakes on the online event and skips the backoff', async () => {
    departmentServer(h);
    const win = new EventTarget();
    let down = true;
    network = (input, init) => (down ? Promise.reject(new TypeError('Failed to fetch')) : fetch(input, init));
    // Real waits here: the backoff of 1 s must be cut short by the event.
    const r = replayer({ environment: { window: win }, now: Date.now, delay: undefined });
    const entry = await saveDepartment({ entityId: 'n1', code: 'O1', name: '离线' }, db);
    r.start();
    await eventually(async () => ((await db.outbox.get(entry.seq))?.attempts ?? 0) >= 1);
    down = false;
    const t = Date.now();
    win.dispatchEvent(new Event('online'));
    await eventually(async () => (await db.outbox.get(entry.seq))?.state === 'done');
    expect(Date.now() - t).toBeLessThan(900);
  });

  it('sends an attachment as signed multipart with its key, then drops the stored blob', async () => {
    h.fake.script = (seen) => (seen.path === '/api/file/upload' ? ok({ fileId: 'f-1' }) : undefined);
    const entry = await enqueueSave(
      {
        kind: 'attachment',
        entityId: 'a1',
        method: 'POST',
        path: '/api/file/upload',
        body: { voucherId: 'v1', note: '发票' },
        label: '上传附件 发票.pdf',
        files: [
          { field: 'file', name: '发票.pdf', blob: new Blob(['%PDF-1.4'], { type: 'application/pdf' }) },
        ],
      },
      db,
    );
    expect(await db.files.where('entrySeq').equals(entry.seq).count()).toBe(1);
    const r = replayer();
    r.start();
    await r.settled();
    const upload = h.fake.seen.find((s) => s.path === '/api/file/upload');
    expect(upload).toMatchObject({
      signature: 'valid',
      files: ['file'],
      payload: { voucherId: 'v1', note: '发票' },
    });
    expect(upload?.headers['idempotency-key']).toBe(entry.idempotencyKey);
    expect(await db.outbox.get(entry.seq)).toMatchObject({ state: 'done', response: { fileId: 'f-1' } });
    expect(await db.files.count()).toBe(0);
  });

  it('batches saves when the server has a batch path, each item under its own key', async () => {
    const server = departmentServer(h);
    h.fake.script = (seen) => {
      if (seen.path !== departmentBatchPath) return undefined;
      const items = seen.payload.items as Array<{ key: string; body: Record<string, unknown> }>;
      return ok({
        results: items.map((item) =>
          item.body.code === 'B3'
            ? { key: item.key, success: false, errorCode: 4000, message: '部门名称不能为空', data: null }
            : {
                key: item.key,
                success: true,
                errorCode: 0,
                message: '部门已新增',
                data: server.answer(item.key, item.body),
              },
        ),
      });
    };
    for (let i = 1; i <= 5; i++)
      await saveDepartment({ entityId: `n${i}`, code: `B${i}`, name: `部门${i}` }, db);
    const r = replayer({ batch: { paths: { [departmentSavePath]: departmentBatchPath }, max: 3 } });
    r.start();
    await r.settled();
    const batches = h.fake.seen.filter((s) => s.path === departmentBatchPath);
    expect(batches.map((b) => (b.payload.items as unknown[]).length)).toEqual([3, 2]);
    expect((await db.outbox.orderBy('seq').toArray()).map((e) => e.state)).toEqual([
      'done',
      'done',
      'failed',
      'done',
      'done',
    ]);
    expect(await db.departments.where('code').equals('B4').first()).toMatchObject({ id: 102 });
  });

  it('falls back to single calls when the server has no batch path', async () => {
    departmentServer(h);
    const script = h.fake.script;
    h.fake.script = (seen) =>
      seen.path === departmentBatchPath ? refuse(404, '不存在', null, 404) : script(seen);
    for (let i = 1; i <= 3; i++)
      await saveDepartment({ entityId: `n${i}`, code: `U${i}`, name: `部门${i}` }, db);
    const r = replayer({ batch: { paths: { [departmentSavePath]: departmentBatchPath } } });
    r.start();
    await r.settled();
    expect(saves(h.fake.seen).map((s) => s.payload.code)).toEqual(['U1', 'U2', 'U3']);
    expect((await db.outbox.orderBy('seq').toArray()).map((e) => [e.state, e.attempts])).toEqual([
      ['done', 1],
      ['done', 1],
      ['done', 1],
    ]);
  });
});
