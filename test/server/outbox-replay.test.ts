// Issue 4's fault test: 1,000 department saves queued in the browser database (fake-indexeddb)
// and replayed by the real replayer through the real signed client against the real server, while
// 20 % of answers are lost after the server committed, 10 % of requests are sent twice (same key,
// fresh signature), and the server restarts midway. Exactly 1,000 rows must come out, in order.

import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { type ApiClient, createApiClient } from '../../src/api/client.ts';
import { createClock } from '../../src/api/clock.ts';
import { recordingEffects } from '../../src/api/recording-effects.test-util.ts';
import { createSessionStore } from '../../src/api/session-store.ts';
import { memoryStorage } from '../../src/api/storage.ts';
import { authContracts } from '../../src/core/contracts/auth.ts';
import type { LocalDb } from '../../src/local/db.ts';
import { departmentBatchPath, departmentSavePath, saveDepartment } from '../../src/local/departments.ts';
import { freshDb, installBuiltInKinds } from '../../src/local/local.test-util.ts';
import { inProcessLocks } from '../../src/local/locks.ts';
import { createReplayer } from '../../src/local/replayer.ts';
import { ADMIN_PASSWORD, startServer, type TestServer } from './harness.ts';

const total = 1_000;
const code = (i: number) => `D${String(i).padStart(4, '0')}`;

/** A small seeded generator: the same faults on every run. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

let server: TestServer;
let app: FastifyInstance;
let db: LocalDb;
beforeEach(async () => {
  installBuiltInKinds();
  server = await startServer();
  app = server.app;
  db = freshDb();
  await db.open();
});
afterEach(async () => {
  db.close();
  if (app !== server.app) await app.close();
  await server.close();
});

async function restartServer(): Promise<void> {
  const port = new URL(server.url).port;
  await app.close();
  const ctx = { db: server.handle.db, dbKind: server.handle.kind, config: server.config };
  const next = await buildApp(ctx, { logger: false });
  await next.listen({ port: Number(port), host: '127.0.0.1' });
  app = next;
}

interface Faults {
  requests: number;
  dropped: number;
  doubled: number;
  restarts: number;
  /** Business refusals seen by the doubled requests: must stay empty. */
  refusedTwins: string[];
}

function faultyNetwork(paths: ReadonlySet<string>, restartAt: number, api: () => ApiClient) {
  const random = mulberry32(20_260_404);
  const faults: Faults = { requests: 0, dropped: 0, doubled: 0, restarts: 0, refusedTwins: [] };
  const doubledKeys = new Set<string>();
  const pending: Promise<unknown>[] = [];
  const wrapped: typeof fetch = async (input, init) => {
    const path = new URL(String(input)).pathname;
    if (!paths.has(path)) return fetch(input, init);
    faults.requests++;
    if (faults.requests === restartAt) {
      faults.restarts++;
      pending.push(restartServer());
    }
    const key = new Headers(init?.headers).get('idempotency-key') ?? '';
    if (!doubledKeys.has(key) && random() < 0.1) {
      // The same request again, as a browser retry would send it: same key and body, a fresh
      // nonce and signature (a header-identical copy would be refused as a replayed nonce).
      doubledKeys.add(key);
      faults.doubled++;
      const body: unknown = JSON.parse(String(init?.body));
      pending.push(
        api()
          .replay(path, body, { idempotencyKey: key, loading: false, quiet: true })
          .catch((error: { kind?: string; message?: string }) => {
            if (error.kind === 'business') faults.refusedTwins.push(error.message ?? '');
          }),
      );
    }
    const response = await fetch(input, init);
    if (random() < 0.2) {
      // The server committed and answered; the answer is lost on the way back.
      await response.arrayBuffer();
      faults.dropped++;
      throw new TypeError('Failed to fetch');
    }
    return response;
  };
  return { wrapped, faults, settle: () => Promise.all(pending) };
}

async function replayAll(mode: 'single' | 'batch') {
  const paths = new Set(mode === 'batch' ? [departmentBatchPath, departmentSavePath] : [departmentSavePath]);
  let client: ApiClient | null = null;
  const network = faultyNetwork(paths, mode === 'batch' ? 4 : total / 2, () => client as ApiClient);
  const session = createSessionStore(memoryStorage());
  client = createApiClient({
    baseUrl: server.url,
    fetch: network.wrapped,
    effects: recordingEffects().effects,
    session,
    clock: createClock({ storage: memoryStorage() }),
    timeoutMs: 20_000,
  });
  session.setLogin(await client.call(authContracts.logOn, { userName: 'admin', password: ADMIN_PASSWORD }));

  for (let i = 1; i <= total; i++)
    await saveDepartment({ entityId: `n${i}`, code: code(i), name: `部门${i}` }, db);

  const replayer = createReplayer({
    db,
    api: client,
    locks: inProcessLocks(),
    environment: null,
    // Short backoff so the test runs in seconds; the policy itself is tested in outbox-state.test.ts.
    backoff: { baseMs: 5, capMs: 100, jitter: 0.3 },
    ...(mode === 'batch'
      ? { batch: { paths: { [departmentSavePath]: departmentBatchPath }, max: 100 } }
      : {}),
  });
  replayer.start();
  await replayer.settled();
  await replayer.stop();
  await network.settle();
  return network.faults;
}

async function assertExactlyOnce(): Promise<void> {
  const rows = await server.handle.db
    .selectFrom('department')
    .select(['id', 'code'])
    .where('code', 'like', 'D%')
    .orderBy('id')
    .execute();
  expect(rows).toHaveLength(total);
  expect(rows.map((r) => r.code)).toEqual(Array.from({ length: total }, (_, i) => code(i + 1)));
  expect(new Set(rows.map((r) => r.code)).size).toBe(total);

  const states = await db.outbox.toArray();
  expect(states).toHaveLength(total);
  expect(states.every((e) => e.state === 'done')).toBe(true);
  // The cache holds the server's rows, under the server's ids, none left as a local placeholder.
  const cached = await db.departments.toArray();
  expect(cached).toHaveLength(total);
  expect(cached.every((r) => !r.localOnly && r.key === String((r as { id?: number }).id))).toBe(true);
}

describe('outbox replay against the real server under faults', () => {
  it('one by one: 1,000 saves land exactly once, in order', { timeout: 180_000 }, async () => {
    const faults = await replayAll('single');
    expect(faults.restarts).toBe(1);
    expect(faults.dropped).toBeGreaterThan(total * 0.15);
    expect(faults.doubled).toBeGreaterThan(total * 0.07);
    expect(faults.refusedTwins).toEqual([]);
    await assertExactlyOnce();
  });

  it('batched: 1,000 saves land exactly once, in order', { timeout: 180_000 }, async () => {
    const faults = await replayAll('batch');
    expect(faults.restarts).toBe(1);
    expect(faults.dropped).toBeGreaterThan(0);
    expect(faults.refusedTwins).toEqual([]);
    await assertExactlyOnce();
  });
});
