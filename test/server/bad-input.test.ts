// Bad input gets HTTP 400 with a clear Chinese message in the envelope and writes nothing;
// unexpected faults get 500 with a generic message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/core/contracts/errors.ts';
import { ADMIN_PASSWORD, countRows, startServer, TestClient, type TestServer } from './harness.ts';

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startServer(
    {},
    {
      routes: (app) =>
        app.get('/api/test/boom', { config: { auth: 'public' } }, async () => {
          throw new Error('secret detail: connection string');
        }),
    },
  );
  admin = await TestClient.login(server, 'admin', ADMIN_PASSWORD);
});
afterAll(() => server?.close());

describe('malformed requests', () => {
  it('malformed JSON -> 400 请求内容不是有效的 JSON', async () => {
    const answer = await new TestClient(server).post('/api/auth/logOn', '{"userName": ');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      success: false,
      errorCode: ErrorCode.badRequest,
      message: '请求内容不是有效的 JSON',
      data: null,
    });
  });

  it('an oversized body -> 400 请求内容过大', async () => {
    const answer = await new TestClient(server).post('/api/auth/logOn', {
      userName: 'x',
      password: 'y'.repeat(1_100_000),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('请求内容过大');
  });

  it('an unsupported content type -> 400', async () => {
    const answer = await new TestClient(server).send('POST', '/api/auth/logOn', {
      body: 'userName=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('不支持的请求内容类型');
  });

  it('an unknown API path -> 404 in the envelope', async () => {
    const answer = await new TestClient(server).get('/api/no/such/thing');
    expect(answer.status).toBe(404);
    expect(answer.body.success).toBe(false);
    expect(answer.body.message).toContain('请求的内容不存在');
  });

  it('an unexpected fault -> 500 with a generic message, no details', async () => {
    const answer = await new TestClient(server).get('/api/test/boom');
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({
      success: false,
      errorCode: 500,
      message: '服务器异常,请稍后重试',
      data: null,
    });
  });
});

describe('missing, mistyped and unknown fields write nothing', () => {
  it.each([
    [{ kind: 'grassroots', startYear: 2024 }, '账套名称不能为空'],
    [{ name: '甲', kind: 'village', startYear: 2024 }, '账套类型的取值无效'],
    [{ name: '甲', kind: 'county', startYear: 2019 }, '启用年度应为 2022 到 2100 之间的整数'],
    [{ name: '甲', kind: 'county', startYear: 'abc' }, '启用年度应为 2022 到 2100 之间的整数'],
    [{ name: '甲'.repeat(61), kind: 'county', startYear: 2024 }, '账套名称长度不能超过 60 个字符'],
    [{ name: '甲', kind: 'county', startYear: 2024, extra: 1 }, '不支持的字段：extra'],
    [[1, 2], '请求内容格式不正确'],
  ])('zt/save %j -> %s', async (body, message) => {
    const before = await countRows(server, 'ledger_set');
    const answer = await admin.post('/api/zt/save', body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, errorCode: ErrorCode.badRequest, message });
    expect(await countRows(server, 'ledger_set')).toBe(before);
  });

  it('unknown ids -> 400 naming the id', async () => {
    const answer = await admin.post('/api/auth/setUserZtLevel', { userId: 424242, zid: 1, level: 1 });
    expect(answer.body).toMatchObject({ errorCode: ErrorCode.badRequest, message: '用户不存在：424242' });
    const path = await admin.post('/api/auth/getUserLevel/abc');
    expect(path.body).toMatchObject({ errorCode: ErrorCode.badRequest, message: '用户应为正整数' });
  });

  it('modifyPassword checks each rule before writing', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ oldPassword: ADMIN_PASSWORD, newPassword: 'short1' }, '新密码长度应为 8 到 64 个字符'],
      [{ oldPassword: ADMIN_PASSWORD, newPassword: 'onlyletters' }, '新密码须同时包含字母和数字'],
      [
        { oldPassword: ADMIN_PASSWORD, newPassword: 'Abcdefg12', confirmPassword: 'Abcdefg13' },
        '两次输入的新密码不一致',
      ],
      [{ oldPassword: 'Wrong1234', newPassword: 'Abcdefg12' }, '原密码错误'],
      [{ newPassword: 'Abcdefg12' }, '原密码不能为空'],
    ];
    for (const [body, message] of cases) {
      const answer = await admin.post('/api/user/modifyPassword', body);
      expect(answer.body.message).toBe(message);
    }
    // The password is unchanged: a new login with it still works.
    await expect(TestClient.login(server, 'admin', ADMIN_PASSWORD)).resolves.toBeInstanceOf(TestClient);
  });
});

describe('modifyPassword', () => {
  it('changes the password and ends the user’s other sessions', async () => {
    const self = await TestClient.login(server, 'shenhe', 'Demo2026');
    const other = await TestClient.login(server, 'shenhe', 'Demo2026');
    const answer = await self.post('/api/user/modifyPassword', {
      oldPassword: 'Demo2026',
      newPassword: 'NewPass2026',
    });
    expect(answer.body.success).toBe(true);
    expect((await self.get('/api/auth/getInfo')).body.success).toBe(true);
    expect((await other.get('/api/auth/getInfo')).body.errorCode).toBe(ErrorCode.loggedOut);
    await expect(TestClient.login(server, 'shenhe', 'Demo2026')).rejects.toThrow('用户名或密码错误');
    await expect(TestClient.login(server, 'shenhe', 'NewPass2026')).resolves.toBeInstanceOf(TestClient);
  });
});
