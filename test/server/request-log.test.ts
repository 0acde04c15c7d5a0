// Request logs (issue 17 item 11): the app's own client posts its slow-page and slow-call lines and
// the server stores them (it refused the client's numeric times with 4000, silently); both file
// paths of spec 000 §7.6 give administrators the log, and only them.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient } from '../../src/api/client.ts';
import { createClock } from '../../src/api/clock.ts';
import { recordingEffects } from '../../src/api/recording-effects.test-util.ts';
import { createSessionStore } from '../../src/api/session-store.ts';
import { memoryStorage } from '../../src/api/storage.ts';
import { authContracts } from '../../src/core/contracts/auth.ts';
import { ErrorCode } from '../../src/core/contracts/errors.ts';
import { requestLogContracts } from '../../src/core/contracts/request-log.ts';
import {
  ADMIN_PASSWORD,
  countRows,
  DEMO_PASSWORD,
  startServer,
  TestClient,
  type TestServer,
} from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ demo: true, requestLog: true });
});
afterAll(() => server?.close());

/** The browser's API client, logged in as a user whose session has onRequestLog on. */
async function appClient(userName: string, password: string): Promise<ApiClient> {
  const session = createSessionStore(memoryStorage());
  const client = createApiClient({
    baseUrl: server.url,
    effects: recordingEffects().effects,
    session,
    clock: createClock({ storage: memoryStorage() }),
  });
  session.setLogin(await client.call(authContracts.logOn, { userName, password }));
  session.setUserInfo(await client.call(authContracts.info));
  return client;
}

async function until(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the log line never arrived');
}

describe('the client posts its log lines and the server keeps them', () => {
  it('a slow page load is stored with the numeric times the client sends', async () => {
    const client = await appClient('zhidan', DEMO_PASSWORD);
    const before = await countRows(server, 'request_log');
    client.logPageLoad(2_400);
    await until(async () => (await countRows(server, 'request_log')) === before + 1);
    const row = await server.handle.db
      .selectFrom('request_log')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.request_log_type).toBe(1);
    expect(row.time_span).toBe(2_400);
    expect(row.end_time.getTime() - row.begin_time.getTime()).toBe(2_400);
    expect(Math.abs(row.end_time.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('the contract takes numbers and their text, and names a bad time', async () => {
    const zhidan = await TestClient.login(server, 'zhidan', DEMO_PASSWORD);
    const now = Date.now();
    const line = { url: '/x', interfaceUrl: '/api/y', timeSpan: 600, requestLogType: 2 };
    const asNumbers = await zhidan.post(requestLogContracts.save.path, {
      ...line,
      beginTime: now - 600,
      endTime: now,
    });
    expect(asNumbers.body.message).toBe('已记录');
    const asText = await zhidan.post(requestLogContracts.save.path, {
      ...line,
      beginTime: String(now - 600),
      endTime: String(now),
    });
    expect(asText.body.message).toBe('已记录');
    const bad = await zhidan.post(requestLogContracts.save.path, {
      ...line,
      beginTime: 'yesterday',
      endTime: now,
    });
    expect(bad.body).toMatchObject({ errorCode: ErrorCode.badRequest, message: '开始时间不是有效的时间' });
  });
});

describe('GET /api/fileRelation/downloadLogFile', () => {
  it('gives an administrator the log file of a range', async () => {
    const admin = await TestClient.login(server, 'admin', ADMIN_PASSWORD);
    const now = Date.now();
    const answer = await admin.get('/api/fileRelation/downloadLogFile', {
      beginTime: String(now - 3_600_000),
      endTime: String(now + 60_000),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toContain('text/csv');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="request-log-/);
    // Not JSON: the harness hands the file's text back as the message.
    const text = answer.body.message.replace(/^\uFEFF/, '');
    expect(text.split('\r\n')[0]).toBe('记录时间,用户,类型,页面,接口,开始时间,结束时间,耗时(毫秒)');
    expect(text).toContain('zhidan,页面加载');
  });

  it('is refused to a user without the log permission', async () => {
    const zhidan = await TestClient.login(server, 'zhidan', DEMO_PASSWORD);
    const answer = await zhidan.get('/api/fileRelation/downloadLogFile');
    expect(answer.body.errorCode).toBe(ErrorCode.forbidden);
  });

  it('refuses a reversed range', async () => {
    const admin = await TestClient.login(server, 'admin', ADMIN_PASSWORD);
    const answer = await admin.get('/api/fileRelation/downloadLogFile', {
      beginTime: '2026-03-02',
      endTime: '2026-03-01',
    });
    expect(answer.body.message).toBe('结束时间不能早于开始时间');
  });
});
