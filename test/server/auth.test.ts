import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/core/contracts/errors.ts';
import { DEMO_PASSWORD, startServer, TestClient, type TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ captcha: true });
});
afterAll(() => server?.close());

async function captcha(): Promise<{ key: string; answer: string; contentType: string; body: string }> {
  const response = await fetch(`${server.url}/api/auth/getValidateCode`);
  const key = response.headers.get('captcha-key') ?? '';
  const row = await server.handle.db
    .selectFrom('captcha')
    .select('answer')
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  return {
    key,
    answer: row.answer,
    contentType: response.headers.get('content-type') ?? '',
    body: await response.text(),
  };
}

function logOn(body: Record<string, string>) {
  return new TestClient(server).post<{
    userToken: string;
    newghencryptkey: string;
    newghdecryptkey: string;
    redirectUrl: string;
    offlineUnlockDays: number;
  }>('/api/auth/logOn', body);
}

describe('captcha', () => {
  it('is a real SVG image with a key header', async () => {
    const c = await captcha();
    expect(c.contentType).toContain('image/svg+xml');
    expect(c.body).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect(c.key.length).toBeGreaterThan(10);
    expect(c.answer).toMatch(/^[a-z0-9]{4}$/i);
  });

  it('logs in with the right answer, any case', async () => {
    const c = await captcha();
    const answer = await logOn({
      userName: 'zhidan',
      password: DEMO_PASSWORD,
      code: c.answer.toUpperCase(),
      codeKey: c.key,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    const data = answer.body.data;
    expect(data.userToken).toBeTruthy();
    expect(Buffer.from(data.newghencryptkey, 'base64')).toHaveLength(32);
    expect(data.newghencryptkey).not.toBe(data.userToken);
    expect(data.newghdecryptkey).not.toBe(data.newghencryptkey);
    expect(data.redirectUrl).toBe('/');
    // The device may unlock offline for the configured period after this login (default 14 days).
    expect(data.offlineUnlockDays).toBe(14);
  });

  it('refuses a wrong answer, and the challenge is then used up', async () => {
    const c = await captcha();
    const wrong = await logOn({ userName: 'zhidan', password: DEMO_PASSWORD, code: 'zzzz', codeKey: c.key });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      success: false,
      errorCode: ErrorCode.refused,
      message: '验证码错误，请重新输入',
    });
    const again = await logOn({
      userName: 'zhidan',
      password: DEMO_PASSWORD,
      code: c.answer,
      codeKey: c.key,
    });
    expect(again.body.message).toBe('验证码已过期，请刷新后重新输入');
  });

  it('refuses an expired answer', async () => {
    const c = await captcha();
    await server.handle.db
      .updateTable('captcha')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('key', '=', c.key)
      .execute();
    const answer = await logOn({
      userName: 'zhidan',
      password: DEMO_PASSWORD,
      code: c.answer,
      codeKey: c.key,
    });
    expect(answer.body.message).toBe('验证码已过期，请刷新后重新输入');
  });

  it('asks for it when missing', async () => {
    const answer = await logOn({ userName: 'zhidan', password: DEMO_PASSWORD });
    expect(answer.body.message).toBe('请输入验证码');
  });
});

describe('password and throttling', () => {
  it('refuses a wrong password without telling whether the user exists', async () => {
    const c1 = await captcha();
    const wrong = await logOn({
      userName: 'shenhe',
      password: 'nope12345',
      code: c1.answer,
      codeKey: c1.key,
    });
    const c2 = await captcha();
    const unknown = await logOn({
      userName: 'nobody',
      password: 'nope12345',
      code: c2.answer,
      codeKey: c2.key,
    });
    expect(wrong.body.message).toBe('用户名或密码错误');
    expect(unknown.body.message).toBe('用户名或密码错误');
    expect(await countSessionsOf('shenhe')).toBe(0);
  });

  it('locks an account after 5 failures, even for the right password', async () => {
    for (let i = 0; i < 5; i++) {
      const c = await captcha();
      const answer = await logOn({
        userName: 'jizhang',
        password: `wrong${i}pass`,
        code: c.answer,
        codeKey: c.key,
      });
      expect(answer.body.message).toBe('用户名或密码错误');
    }
    const c = await captcha();
    const locked = await logOn({
      userName: 'jizhang',
      password: DEMO_PASSWORD,
      code: c.answer,
      codeKey: c.key,
    });
    expect(locked.body.errorCode).toBe(ErrorCode.refused);
    expect(locked.body.message).toMatch(/^密码连续错误次数过多，账号已锁定，请 1[45] 分钟后再试$/);
    expect(await countSessionsOf('jizhang')).toBe(0);
  });

  it('throttles an address after 20 failures across accounts', async () => {
    await server.handle.db.deleteFrom('login_failure').execute();
    for (let i = 0; i < 20; i++) {
      const c = await captcha();
      await logOn({ userName: `ghost${i}`, password: 'x1234567', code: c.answer, codeKey: c.key });
    }
    const c = await captcha();
    const answer = await logOn({
      userName: 'chuna',
      password: DEMO_PASSWORD,
      code: c.answer,
      codeKey: c.key,
    });
    expect(answer.body.message).toMatch(/^登录尝试过于频繁，请 \d+ 分钟后再试$/);
    await server.handle.db.deleteFrom('login_failure').execute();
  });

  it('refuses a disabled account', async () => {
    await server.handle.db
      .updateTable('app_user')
      .set({ enabled: false })
      .where('user_name', '=', 'baoxiao')
      .execute();
    const c = await captcha();
    const answer = await logOn({
      userName: 'baoxiao',
      password: DEMO_PASSWORD,
      code: c.answer,
      codeKey: c.key,
    });
    expect(answer.body.message).toBe('账号已停用，请联系管理员');
    await server.handle.db
      .updateTable('app_user')
      .set({ enabled: true })
      .where('user_name', '=', 'baoxiao')
      .execute();
  });
});

describe('missing and mistyped fields', () => {
  it.each([
    [{ password: 'x' }, '用户名不能为空'],
    [{ userName: '  ', password: 'x' }, '用户名不能为空'],
    [{ userName: 'zhidan' }, '密码不能为空'],
    [{ userName: 123, password: 'x' }, '用户名应为文本'],
    [{ userName: 'a'.repeat(51), password: 'x' }, '用户名长度不能超过 50 个字符'],
  ])('%j -> %s', async (body, message) => {
    const answer = await new TestClient(server).post('/api/auth/logOn', body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, errorCode: ErrorCode.badRequest, message });
  });
});

async function countSessionsOf(userName: string): Promise<number> {
  const row = await server.handle.db
    .selectFrom('session as s')
    .innerJoin('app_user as u', 'u.id', 's.user_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('u.user_name', '=', userName)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('the offline unlock period', () => {
  it('is the configured one in /api/health and in the login answer', async () => {
    const other = await startServer({ offlineUnlockDays: 3 });
    try {
      const client = new TestClient(other);
      const health = await client.get<{ offlineUnlockDays: number }>('/api/health');
      expect(health.body.data.offlineUnlockDays).toBe(3);
      const login = await client.post<{ offlineUnlockDays: number }>('/api/auth/logOn', {
        userName: 'zhidan',
        password: DEMO_PASSWORD,
      });
      expect(login.body.success).toBe(true);
      expect(login.body.data.offlineUnlockDays).toBe(3);
    } finally {
      await other.close();
    }
  });
});
