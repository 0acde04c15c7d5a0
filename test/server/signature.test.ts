// Every signature and session failure of DESIGN §4 has its own code, is refused before any
// handler runs, and writes nothing — over real HTTP (fetch, and node:http as the bench's writers
// send) and via inject.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/core/contracts/errors.ts';
import {
  countRows,
  DEMO_PASSWORD,
  startServer,
  TestClient,
  type TestServer,
  type Transport,
} from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

const transports: Transport[] = ['http', 'node-http', 'inject'];

describe.each(transports)('signed requests over %s', (transport) => {
  let client: TestClient;
  beforeAll(async () => {
    client = await TestClient.login(server, 'zhidan', DEMO_PASSWORD, transport);
  });

  it('serves a correctly signed GET with a query and a POST with a body', async () => {
    const list = await client.get('/api/departMent/listDept', { includeDisabled: 'true' });
    expect(list.status).toBe(200);
    expect(list.body.success).toBe(true);
    const sets = await client.get<Array<{ zid: number }>>('/api/zt/list');
    const select = await client.post('/api/zt/select', { year: 2025, zid: sets.body.data[0]?.zid });
    expect(select.body).toMatchObject({ success: true, errorCode: 0 });
  });

  it.each([
    ['sign', '请求签名缺失'],
    ['timestamp', '请求签名缺失'],
    ['nonce', '请求签名缺失'],
  ])('refuses a request without %s with 4011', async (header, message) => {
    const answer = await client.get('/api/zt/list', {}, { headers: { [header]: undefined } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, errorCode: ErrorCode.badSignature, message });
  });

  it('refuses a wrong signature and a tampered body with 4011, writing nothing', async () => {
    const wrong = await client.get('/api/zt/list', {}, { headers: { sign: 'ab'.repeat(32) } });
    expect(wrong.body).toMatchObject({ errorCode: ErrorCode.badSignature, message: '请求签名无效' });
    const before = await countRows(server, 'request_log');
    const tampered = await client.post('/api/auth/requestLog', logBody(), {
      signPayload: { ...logBody(), timeSpan: 1 },
    });
    expect(tampered.body.errorCode).toBe(ErrorCode.badSignature);
    expect(await countRows(server, 'request_log')).toBe(before);
  });

  it('refuses a signature made with the token instead of the key', async () => {
    const forger = new TestClient(server, transport);
    forger.token = client.token;
    forger.signKey = Buffer.from(client.token).toString('base64');
    const answer = await forger.get('/api/zt/list');
    expect(answer.body.errorCode).toBe(ErrorCode.badSignature);
  });

  it('refuses a reused nonce with 4014', async () => {
    const nonce = randomUUID();
    expect((await client.get('/api/zt/list', {}, { nonce })).body.success).toBe(true);
    const replay = await client.get('/api/zt/list', {}, { nonce });
    expect(replay.body).toMatchObject({ errorCode: ErrorCode.nonceReused });
  });

  it('refuses a timestamp 301 s off with 4015 and the server time', async () => {
    for (const skew of [301_000, -301_000]) {
      const before = Date.now();
      const answer = await client.get('/api/zt/list', {}, { timestamp: Date.now() + skew });
      expect(answer.body.errorCode).toBe(ErrorCode.clockSkew);
      const { timeStamp } = answer.body.data as { timeStamp: number };
      expect(timeStamp).toBeGreaterThanOrEqual(before);
      expect(timeStamp).toBeLessThanOrEqual(Date.now());
    }
    // 299 s off is inside the window.
    expect((await client.get('/api/zt/list', {}, { timestamp: Date.now() - 299_000 })).body.success).toBe(
      true,
    );
  });

  it('refuses unknown and missing tokens with 4013', async () => {
    const stranger = new TestClient(server, transport);
    stranger.token = 'not-a-token';
    stranger.signKey = client.signKey;
    expect((await stranger.get('/api/zt/list')).body.errorCode).toBe(ErrorCode.badToken);
    const anonymous = new TestClient(server, transport);
    expect((await anonymous.get('/api/zt/list')).body.errorCode).toBe(ErrorCode.badToken);
  });
});

describe('session lifetime', () => {
  it('ends after 30 minutes idle with 4007', async () => {
    const client = await TestClient.login(server, 'shenhe', DEMO_PASSWORD);
    expect((await client.get('/api/auth/getInfo')).body.success).toBe(true);
    server.clock.offsetMs = 29 * 60_000;
    expect(
      (await client.get('/api/auth/getInfo', {}, { timestamp: Date.now() + server.clock.offsetMs })).body
        .success,
    ).toBe(true);
    server.clock.offsetMs = 29 * 60_000 + 31 * 60_000;
    const idle = await client.get('/api/auth/getInfo', {}, { timestamp: Date.now() + server.clock.offsetMs });
    server.clock.offsetMs = 0;
    expect(idle.body).toMatchObject({
      errorCode: ErrorCode.sessionIdle,
      message: '长时间未操作，登录已失效，请重新登录',
    });
  });

  it('ends after 12 hours in all with 4010, however active', async () => {
    const client = await TestClient.login(server, 'chuna', DEMO_PASSWORD);
    await server.handle.db
      .updateTable('session')
      .set({ expires_at: new Date(Date.now() - 1) })
      .where('user_id', '=', (eb) => eb.selectFrom('app_user').select('id').where('user_name', '=', 'chuna'))
      .execute();
    const answer = await client.get('/api/auth/getInfo');
    expect(answer.body.errorCode).toBe(ErrorCode.sessionExpired);
  });

  it('ends at logout with 4004', async () => {
    const client = await TestClient.login(server, 'jizhang', DEMO_PASSWORD);
    expect((await client.post('/api/auth/logOut')).body.success).toBe(true);
    expect((await client.get('/api/auth/getInfo')).body.errorCode).toBe(ErrorCode.loggedOut);
  });

  it('ends when the account is disabled with 4006', async () => {
    const client = await TestClient.login(server, 'shenpi', DEMO_PASSWORD);
    await server.handle.db
      .updateTable('app_user')
      .set({ enabled: false })
      .where('user_name', '=', 'shenpi')
      .execute();
    const answer = await client.get('/api/auth/getInfo');
    await server.handle.db
      .updateTable('app_user')
      .set({ enabled: true })
      .where('user_name', '=', 'shenpi')
      .execute();
    expect(answer.body.errorCode).toBe(ErrorCode.accountDisabled);
  });
});

describe('session info', () => {
  it('carries the fields of spec 000 §3', async () => {
    const client = await TestClient.login(server, 'zhidan', DEMO_PASSWORD);
    const info = await client.get<Record<string, unknown>>('/api/auth/getInfo');
    expect(info.body.data).toMatchObject({
      userName: 'zhidan',
      realName: '张制单',
      year: new Date().getFullYear(),
      ztno: '001',
      jc: '市总工会',
      depname: '财务部',
      bankCode: '102100000001',
      canIRevoke: false,
      pzPrint: 1,
      fileUploadContentLength: 52_428_800,
      onRequestLog: true,
    });
    for (const key of [
      'zid',
      'platMenuList',
      'fileUploadAllContentLength',
      'allowUploadFileType',
      'filePreviewTypeArray',
      'permissions',
    ]) {
      expect(info.body.data).toHaveProperty(key);
    }
  });
});

function logBody() {
  const now = Date.now();
  return {
    url: '/final/welcome',
    interfaceUrl: '/api/zt/list',
    beginTime: String(now - 800),
    endTime: String(now),
    timeSpan: 800,
    requestLogType: 2,
  };
}
