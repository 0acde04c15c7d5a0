// Issue 4: replay of 1,000 queued saves against a real in-process server on PGlite, one by one
// (goal <= 10 s) and batched (goal <= 3 s). The browser database is fake-indexeddb in Node, a
// pessimistic stand-in for IndexedDB in a browser. Enqueueing is timed apart from the replay.

import { cpus, loadavg } from 'node:os';
import { createApiClient } from '../../src/api/client.ts';
import { createClock } from '../../src/api/clock.ts';
import type { ApiEffects } from '../../src/api/effects.ts';
import { createSessionStore } from '../../src/api/session-store.ts';
import { memoryStorage } from '../../src/api/storage.ts';
import { authContracts } from '../../src/core/contracts/auth.ts';
import { departmentBatchPath, departmentSavePath, saveDepartment } from '../../src/local/departments.ts';
import { freshDb, installBuiltInKinds } from '../../src/local/local.test-util.ts';
import { inProcessLocks } from '../../src/local/locks.ts';
import { createReplayer } from '../../src/local/replayer.ts';
import { ADMIN_PASSWORD, startServer } from '../server/harness.ts';
import type { Benchmark, BenchResult } from './types.ts';

const total = 1_000;

const silent: ApiEffects = {
  loading: () => {},
  notify: () => {},
  alert: async () => {},
  errorDialog: async () => {},
  navigate: () => {},
  logout: () => {},
  currentPath: () => '/',
};

async function replay(mode: 'single' | 'batch'): Promise<BenchResult[]> {
  installBuiltInKinds();
  const server = await startServer();
  const db = freshDb();
  try {
    await db.open();
    const session = createSessionStore(memoryStorage());
    const api = createApiClient({
      baseUrl: server.url,
      effects: silent,
      session,
      clock: createClock({ storage: memoryStorage() }),
    });
    session.setLogin(await api.call(authContracts.logOn, { userName: 'admin', password: ADMIN_PASSWORD }));

    const t0 = performance.now();
    for (let i = 1; i <= total; i++) {
      await saveDepartment(
        { entityId: `n${i}`, code: `B${String(i).padStart(4, '0')}`, name: `部门${i}` },
        db,
      );
    }
    const enqueueMs = performance.now() - t0;

    // Time spent waiting for the server (HTTP, auth, the write), to tell it from the client's own work.
    let serverMs = 0;
    const timed = {
      replay: async (...args: Parameters<typeof api.replay>) => {
        const t = performance.now();
        try {
          return await api.replay(...args);
        } finally {
          serverMs += performance.now() - t;
        }
      },
    };
    const replayer = createReplayer({
      db,
      api: timed,
      locks: inProcessLocks(),
      environment: null,
      ...(mode === 'batch'
        ? { batch: { paths: { [departmentSavePath]: departmentBatchPath }, max: 100 } }
        : {}),
    });
    const t1 = performance.now();
    replayer.start();
    await replayer.settled();
    const replayMs = performance.now() - t1;
    await replayer.stop();
    const done = await db.outbox.where('state').equals('done').count();
    if (done !== total) throw new Error(`只有 ${done} 条同步完成`);

    const goal = mode === 'batch' ? 3_000 : 10_000;
    const label = mode === 'batch' ? 'batched (100 per call)' : 'one by one';
    return [
      {
        name: `outbox: replay 1,000 saves ${label}`,
        value: replayMs,
        unit: 'ms',
        goal: `<= ${goal} ms`,
        met: replayMs <= goal,
        note: `of which waiting for the server ${Math.round(serverMs)} ms (PGlite in-process, same event loop); fake-indexeddb (pessimistic stand-in for a browser); load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} CPUs`,
      },
      {
        name: `outbox: enqueue 1,000 saves (${mode} run)`,
        value: enqueueMs,
        unit: 'ms',
        note: 'fake-indexeddb',
      },
    ];
  } finally {
    db.close();
    await server.close();
  }
}

export const benchmarks: Benchmark[] = [
  { name: 'outbox: replay one by one', run: () => replay('single') },
  { name: 'outbox: replay batched', run: () => replay('batch') },
];
