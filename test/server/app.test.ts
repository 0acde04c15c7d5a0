// Health, the served app (SPA fallback and cache headers), the financial-status check, request
// logs, and graceful shutdown.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/core/contracts/errors.ts';
import {
  ADMIN_PASSWORD,
  countRows,
  DEMO_PASSWORD,
  startServer,
  TestClient,
  type TestServer,
} from './harness.ts';

let server: TestServer;
let release: () => void = () => {};
beforeAll(async () => {
  const dist = await mkdtemp(join(tmpdir(), 'uf-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>工会集中财务系统</title>');
  await writeFile(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  await writeFile(join(dist, 'sw.js'), 'self.addEventListener("install", () => {})');
  server = await startServer(
    { staticDir: dist },
    {
      routes: (app) =>
        app.get('/api/test/slow', { config: { auth: 'public' } }, async () => {
          await new Promise<void>((resolve) => {
            release = resolve;
          });
          return { success: true, errorCode: 0, message: 'done', data: null };
        }),
    },
  );
});
afterAll(() => server?.close().catch(() => {}));

describe('health', () => {
  it('names the database, the version, the offline unlock period and whether the captcha is on', async () => {
    const answer = await new TestClient(server).get('/api/health');
    expect(answer.body.data).toEqual({
      db: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      version: 'V1.0.1',
      offlineUnlockDays: 14,
      captcha: false,
    });
  });
});

describe('the served app', () => {
  it('serves index.html for client routes, never cached', async () => {
    const response = await fetch(
      `${server.url}/final/financialSoftware/certificateProcessing/voucher-audit?x=1`,
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('工会集中财务系统');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('caches hashed assets for a year and the service worker not at all', async () => {
    const asset = await fetch(`${server.url}/assets/app-abc123.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const sw = await fetch(`${server.url}/sw.js`);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers the signed client with 404 for an unknown root path, never with the app', async () => {
    const response = await fetch(`${server.url}/noSuchCall`, {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(response.status).toBe(404);
  });

  it('answers a missing asset and an unknown API with 404, not the app', async () => {
    expect((await fetch(`${server.url}/assets/missing-1.js`)).status).toBe(404);
    const api = await fetch(`${server.url}/api/nothing`);
    expect(api.status).toBe(404);
    expect(((await api.json()) as { success: boolean }).success).toBe(false);
  });
});

describe('financial status', () => {
  it('is ready for a ledger set whose succession and opening balances are done', async () => {
    const zhidan = await TestClient.login(server, 'zhidan', DEMO_PASSWORD);
    expect((await zhidan.get('/checkFinancial')).body).toMatchObject({ success: true, errorCode: 0 });
  });

  it('answers 4016 with data 2, then 1, from the ledger set’s real state', async () => {
    const zhidan = await TestClient.login(server, 'zhidan', DEMO_PASSWORD);
    const zid = (
      await server.handle.db
        .selectFrom('ledger_set')
        .select('id')
        .where('code', '=', '003')
        .executeTakeFirstOrThrow()
    ).id;
    await zhidan.post('/api/zt/select', { zid, year: 2025 });
    const pending = await zhidan.get('/checkFinancial');
    expect(pending.body).toMatchObject({ errorCode: ErrorCode.operation, data: 2 });
    await server.handle.db
      .updateTable('ledger_set')
      .set({ succession_state: 'done' })
      .where('id', '=', zid)
      .execute();
    const opening = await zhidan.get('/checkFinancial');
    expect(opening.body).toMatchObject({
      errorCode: ErrorCode.operation,
      data: 1,
      message: '期初余额尚未确认，请先完成期初余额确认',
    });
  });
});

describe('request logs', () => {
  it('stores a slow-call log and gives admins the file', async () => {
    const zhidan = await TestClient.login(server, 'zhidan', DEMO_PASSWORD);
    const before = await countRows(server, 'request_log');
    const now = Date.now();
    const log = {
      url: '/final/welcome',
      interfaceUrl: '/api/zt/list',
      beginTime: String(now - 900),
      endTime: String(now),
      timeSpan: 900,
      requestLogType: 2,
    };
    expect((await zhidan.post('/api/auth/requestLog', log)).body.success).toBe(true);
    expect(await countRows(server, 'request_log')).toBe(before + 1);
    const bad = await zhidan.post('/api/auth/requestLog', { ...log, requestLogType: 3 });
    expect(bad.body.message).toBe('日志类型应为 1 到 2 之间的整数');
    const reversed = await zhidan.post('/api/auth/requestLog', {
      ...log,
      beginTime: String(now),
      endTime: String(now - 5),
    });
    expect(reversed.body.message).toBe('结束时间不能早于开始时间');

    const admin = await TestClient.login(server, 'admin', ADMIN_PASSWORD);
    const file = await fetchFile(admin, '/api/user/GetLogFile');
    expect(file.type).toContain('text/csv');
    expect(file.disposition).toMatch(/^attachment; filename="request-log-/);
    const lines = file.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('记录时间,用户,类型,页面,接口,开始时间,结束时间,耗时(毫秒)');
    expect(lines.some((l) => l.includes('zhidan,接口调用,/final/welcome,/api/zt/list'))).toBe(true);
  });
});

describe('graceful shutdown', () => {
  it('finishes a request in flight, then refuses new ones', async () => {
    const inFlight = fetch(`${server.url}/api/test/slow`);
    await new Promise((r) => setTimeout(r, 100));
    const closing = server.app.close();
    release();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { message: string }).message).toBe('done');
    await closing;
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  });
});

async function fetchFile(client: TestClient, path: string) {
  const answer = await client.get(path);
  return {
    type: answer.headers['content-type'] ?? '',
    disposition: answer.headers['content-disposition'] ?? '',
    text: answer.body.message,
  };
}
