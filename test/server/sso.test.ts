// Single sign-on over HTTP (issue 21 item 7) against a stand-in identity provider on 127.0.0.1: the
// server sends the browser to the provider with a signed state, exchanges the provider's one-time
// code for the user's name and opens a session for that user of this system. A used code, a forged
// state, a user this system lacks and a server with single sign-on off are refused.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult } from '../../src/core/contracts/auth.ts';
import { startServer, TestClient, type TestServer } from './harness.ts';

const SECRET = 'stand-in-secret';
let idp: Server;
let idpUrl: string;
let server: TestServer;
const codes = new Map<string, string>([
  ['code-zhidan', 'zhidan'],
  ['code-ghost', 'nobody'],
]);

beforeAll(async () => {
  idp = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://idp');
    const user = codes.get(url.searchParams.get('code') ?? '');
    if (url.pathname !== '/userinfo' || req.headers.authorization !== `Bearer ${SECRET}` || !user) {
      res.writeHead(400).end('{"error":"invalid_grant"}');
      return;
    }
    codes.delete(url.searchParams.get('code') ?? ''); // one-time
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ userName: user }));
  });
  await new Promise<void>((resolve) => idp.listen(0, '127.0.0.1', resolve));
  idpUrl = `http://127.0.0.1:${(idp.address() as AddressInfo).port}`;
  server = await startServer({ sso: { url: idpUrl, clientId: 'union-finance', secret: SECRET } });
});
afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => idp?.close(resolve));
});

async function start(redirect = '/final/welcome') {
  const answer = await new TestClient(server).get<{ redirectUrl: string; state: string }>(
    '/api/auth/hxmisSSO',
    {
      redirect,
    },
  );
  expect(answer.body.success, answer.body.message).toBe(true);
  return answer.body.data;
}

describe('single sign-on', () => {
  it('sends the browser to the provider and turns its code into a working session', async () => {
    const { redirectUrl, state } = await start();
    const to = new URL(redirectUrl);
    expect(`${to.origin}${to.pathname}`).toBe(`${idpUrl}/authorize`);
    expect(to.searchParams.get('client_id')).toBe('union-finance');
    expect(to.searchParams.get('redirect_uri')).toMatch(/\/authorization$/);
    expect(to.searchParams.get('state')).toBe(state);

    const login = await new TestClient(server).post<LoginResult>('/api/auth/SsoLogin', {
      code: 'code-zhidan',
      state,
    });
    expect(login.body.success, login.body.message).toBe(true);
    expect(login.body.data.redirectUrl).toBe('/final/welcome');
    const client = new TestClient(server);
    client.token = login.body.data.userToken;
    client.signKey = login.body.data.newghencryptkey;
    const info = await client.get<{ userName: string }>('/api/auth/getInfo');
    expect(info.body.success, info.body.message).toBe(true);
    expect(info.body.data.userName).toBe('zhidan');

    const again = await new TestClient(server).post('/api/auth/SsoLogin', { code: 'code-zhidan', state });
    expect(again.body.message).toBe('统一身份认证失败：认证码无效或已使用，请重新登录');
  });

  it('refuses a forged state and a user this system does not have', async () => {
    const { state } = await start();
    const forged = `${state.split('.')[0]}.AAAA`;
    const bad = await new TestClient(server).post('/api/auth/SsoLogin', {
      code: 'code-ghost',
      state: forged,
    });
    expect(bad.body.message).toBe('统一身份认证的状态无效，请重新登录');
    const ghost = await new TestClient(server).post('/api/auth/SsoLogin', { code: 'code-ghost', state });
    expect(ghost.body.message).toBe('统一身份认证的用户 nobody 在本系统中不存在，请联系管理员开通');
  });

  it('is refused where single sign-on is off', async () => {
    const plain = await startServer();
    try {
      const answer = await new TestClient(plain).get('/api/auth/hxmisSSO');
      expect(answer.body.message).toBe('本系统未启用统一身份认证，请使用账号密码登录');
    } finally {
      await plain.close();
    }
  });
});
