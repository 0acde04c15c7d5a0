// Login and sessions (issue 17 item 6): a stranger's wrong guesses lock the account only from the
// stranger's address; idle expiry is exact to the call; the 4010 message names the configured limit;
// passwords are hashed at OWASP's scrypt cost and older hashes are upgraded at the next login.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../server/lib/crypto.ts';
import { hashPassword, OWASP_SCRYPT } from '../../server/modules/auth/password.ts';
import { delayAfter } from '../../server/modules/auth/throttle.ts';
import { ErrorCode } from '../../src/core/contracts/errors.ts';
import { DEMO_PASSWORD, startServer, TestClient, type TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ demo: true, sessionIdleMs: 60_000, sessionMaxMs: 90 * 60_000 });
});
afterAll(() => server?.close());

/** A login from a given source address (Fastify's inject sets the socket's remote address). */
async function logOnFrom(app: FastifyInstance, address: string, userName: string, password: string) {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/auth/logOn',
    remoteAddress: address,
    payload: { userName, password },
  });
  return answer.json() as { success: boolean; errorCode: number; message: string };
}

/** A signed call stamped with the server's (moved) clock, as a client synced to it would. */
const getInfo = (client: TestClient) =>
  client.get('/api/auth/getInfo', {}, { timestamp: Date.now() + server.clock.offsetMs });

describe('login throttling', () => {
  // The waits are judged on the server's clock, stopped here so the machine's speed plays no part.
  beforeAll(() => {
    server.clock.frozenAt = Date.now();
  });
  afterAll(() => {
    server.clock.offsetMs += (server.clock.frozenAt ?? Date.now()) - Date.now();
    server.clock.frozenAt = undefined;
  });

  it('five wrong passwords lock the account from that address only', async () => {
    const { app } = server;
    for (let i = 0; i < 5; i++) {
      expect((await logOnFrom(app, '203.0.113.7', 'chuna', `wrong${i}x`)).message).toBe('用户名或密码错误');
    }
    const fromStranger = await logOnFrom(app, '203.0.113.7', 'chuna', DEMO_PASSWORD);
    expect(fromStranger.message).toMatch(/^密码连续错误次数过多，账号已锁定，请 1[45] 分钟后再试$/);
    // The owner, elsewhere, waits out the account's short delay and gets in.
    const early = await logOnFrom(app, '198.51.100.20', 'chuna', DEMO_PASSWORD);
    expect(early.message).toBe('该账号密码错误次数较多，请 1 秒后再试');
    server.clock.offsetMs += 2_000;
    const owner = await logOnFrom(app, '198.51.100.20', 'chuna', DEMO_PASSWORD);
    expect(owner.message).toBe('登录成功');
    // The stranger's address stays locked for that account.
    expect((await logOnFrom(app, '203.0.113.7', 'chuna', DEMO_PASSWORD)).message).toMatch(/账号已锁定/);
  });

  it('the delay per account grows with each failure from anywhere', async () => {
    const { app } = server;
    for (let i = 0; i < 4; i++) {
      expect((await logOnFrom(app, `192.0.2.${i + 1}`, 'baoxiao', `wrong${i}x`)).message).toBe(
        '用户名或密码错误',
      );
    }
    for (const [i, delay] of [1, 2, 4, 8].entries()) {
      const n = i + 4;
      expect((await logOnFrom(app, `192.0.2.${n + 1}`, 'baoxiao', `wrong${n}x`)).message).toBe(
        '用户名或密码错误',
      );
      // A refused attempt is not counted: the probe only reads the wait.
      const probe = await logOnFrom(app, `192.0.2.${100 + n}`, 'baoxiao', 'wrong-again1');
      const seconds = Number(/请 (\d+) 秒后再试/.exec(probe.message)?.[1]);
      expect(seconds, probe.message).toBe(delay);
      server.clock.offsetMs += delay * 1000;
    }
    expect([5, 6, 7, 8, 9, 10, 11, 12].map(delayAfter)).toEqual(
      [1, 2, 4, 8, 16, 32, 60, 60].map((s) => s * 1000),
    );
    expect(delayAfter(4)).toBe(0);
  });
});

describe('idle expiry', () => {
  it('a session calling every 20 s stays alive past the idle limit; 61 s idle expires it', async () => {
    const client = await TestClient.login(server, 'zhidan', DEMO_PASSWORD);
    for (let i = 0; i < 6; i++) {
      server.clock.offsetMs += 20_000;
      const answer = await getInfo(client);
      expect(answer.body.message, `call ${i + 1}`).toBe('操作成功');
    }
    server.clock.offsetMs += 61_000;
    const idle = await getInfo(client);
    expect(idle.body.errorCode).toBe(ErrorCode.sessionIdle);
  });

  it('last-seen is written at most once a minute, not on every call', async () => {
    const client = await TestClient.login(server, 'jizhang', DEMO_PASSWORD);
    const lastSeen = async () =>
      (
        await server.handle.db
          .selectFrom('session')
          .select('last_seen_at')
          .where('token_hash', '=', sha256(client.token))
          .executeTakeFirstOrThrow()
      ).last_seen_at.getTime();
    await getInfo(client);
    const first = await lastSeen();
    server.clock.offsetMs += 20_000;
    await getInfo(client);
    expect(await lastSeen()).toBe(first);
  });
});

describe('session limit', () => {
  it('4010 names the configured limit', async () => {
    const client = await TestClient.login(server, 'zhuguan', DEMO_PASSWORD);
    for (let i = 0; i < 92; i += 0.75) {
      server.clock.offsetMs += 45_000;
      const answer = await getInfo(client);
      if (answer.body.errorCode === ErrorCode.sessionExpired) {
        expect(answer.body.message).toBe('登录已超过 90 分钟，请重新登录');
        return;
      }
      expect(answer.body.success, answer.body.message).toBe(true);
    }
    throw new Error('the session never expired');
  });
});

describe('password hashing', () => {
  it('new hashes use N=2^17, r=8, p=1', async () => {
    const hash = await hashPassword('Pa55word-x', OWASP_SCRYPT);
    expect(hash.split('$').slice(0, 4)).toEqual(['scrypt', '131072', '8', '1']);
  });

  it('an older 2^14 hash is upgraded at the next successful login, and still logs in', async () => {
    const previous = process.env.PASSWORD_SCRYPT_N;
    delete process.env.PASSWORD_SCRYPT_N;
    try {
      const old = await hashPassword('Old-pass-1', { N: 2 ** 14, r: 8, p: 1 });
      await server.handle.db
        .updateTable('app_user')
        .set({ password_hash: old })
        .where('user_name', '=', 'shenpi')
        .execute();
      const row = () =>
        server.handle.db
          .selectFrom('app_user')
          .select('password_hash')
          .where('user_name', '=', 'shenpi')
          .executeTakeFirstOrThrow();
      await TestClient.login(server, 'shenpi', 'Old-pass-1');
      const upgraded = (await row()).password_hash;
      expect(upgraded.split('$').slice(0, 4)).toEqual(['scrypt', '131072', '8', '1']);
      await TestClient.login(server, 'shenpi', 'Old-pass-1');
      expect((await row()).password_hash).toBe(upgraded);
    } finally {
      if (previous !== undefined) process.env.PASSWORD_SCRYPT_N = previous;
    }
  });
});
