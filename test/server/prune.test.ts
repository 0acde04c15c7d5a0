import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NONCE_KEEP_MS, prune } from '../../server/modules/maintenance/prune.ts';
import { countRows, DEMO_PASSWORD, startServer, TestClient, type TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

describe('prune', () => {
  it('forgets nonces only after they could no longer pass the clock check', async () => {
    const client = await TestClient.login(server, 'zhidan', DEMO_PASSWORD);
    const nonce = randomUUID();
    await client.get('/api/zt/list', {}, { nonce });
    const total = await countRows(server, 'request_nonce');
    await prune(server.handle.db, Date.now() + NONCE_KEEP_MS - 5_000);
    expect(await countRows(server, 'request_nonce')).toBe(total);
    // Still refused as a replay inside the window.
    expect((await client.get('/api/zt/list', {}, { nonce })).body.errorCode).toBe(4014);
    await prune(server.handle.db, Date.now() + NONCE_KEEP_MS + 5_000);
    expect(await countRows(server, 'request_nonce')).toBe(0);
  });

  it('keeps idempotency records of recent writes', async () => {
    const client = await TestClient.login(server, 'zhidan', DEMO_PASSWORD);
    await client.post('/api/auth/requestLog', {
      url: '/x',
      beginTime: '1795000000000',
      endTime: '1795000000600',
      timeSpan: 600,
      requestLogType: 2,
    });
    const before = await countRows(server, 'idempotency');
    await prune(server.handle.db);
    expect(before).toBeGreaterThan(0);
    expect(await countRows(server, 'idempotency')).toBe(before);
  });
});
