// 系统设置 over HTTP (issue 21 item 5): bounded and validated settings, and the server code that
// enforces each one follows a save at its next call: session idle time, the password policy (own
// change, new operator, reset), login throttling, the captcha switch, upload limits, request logging,
// the operation log's keeping. A bad or stale save changes nothing; only the administrator saves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { prune } from '../../server/modules/maintenance/prune.ts';
import { loadSettings } from '../../server/modules/system-setting/service.ts';
import type { SessionInfo } from '../../src/core/contracts/auth.ts';
import { ErrorCode } from '../../src/core/contracts/errors.ts';
import type { SystemSettings, SystemSettingView } from '../../src/core/contracts/system-setting.ts';
import { ADMIN_PASSWORD, DEMO_PASSWORD, startServer, TestClient, type TestServer } from './harness.ts';

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startServer();
  admin = await TestClient.login(server, 'admin', ADMIN_PASSWORD);
});
afterAll(() => server?.close());

async function current(): Promise<SystemSettingView> {
  const answer = await admin.get<SystemSettingView>('/api/systemSetting/get');
  expect(answer.body.success, answer.body.message).toBe(true);
  return answer.body.data;
}

async function change(patch: Partial<SystemSettings>) {
  const { updatedAt: _a, updatedBy: _b, ...now } = await current();
  const answer = await admin.post<SystemSettingView>('/api/systemSetting/save', { ...now, ...patch });
  expect(answer.body.success, answer.body.message).toBe(true);
  return answer.body.data;
}

describe('reading and validating', () => {
  it('starts from the configuration, version 0', async () => {
    expect(await current()).toMatchObject({
      version: 0,
      updatedAt: null,
      sessionIdleMinutes: 30,
      sessionMaxMinutes: 720,
      passwordMinLength: 8,
      passwordLetterAndDigit: true,
      throttleMaxPerAccount: 5,
      throttleMaxPerAddress: 20,
      captcha: false,
      uploadFileMb: 50,
      uploadTotalMb: 1024,
      requestLog: true,
      oplogKeepDays: 365,
    });
  });

  it('refuses values out of bounds, rules between fields, a stale version and a non-administrator', async () => {
    const { updatedAt: _a, updatedBy: _b, ...now } = await current();
    const save = (body: unknown, client = admin) => client.post('/api/systemSetting/save', body);
    expect((await save({ ...now, sessionIdleMinutes: 1 })).body.message).toContain('空闲超时（分钟）');
    expect((await save({ ...now, uploadFileMb: 51 })).body.message).toContain('单个文件上限（MB）');
    expect((await save({ ...now, sessionIdleMinutes: 60, sessionMaxMinutes: 45 })).body.message).toContain(
      '登录最长有效期不能短于空闲超时',
    );
    expect((await save({ ...now, uploadFileMb: 20, uploadTotalMb: 10 })).body.message).toContain(
      '单次上传总量上限不能小于单个文件上限',
    );
    expect((await save({ ...now, version: 7 })).body.message).toBe('系统设置已被他人修改，请刷新后重试');
    const zhidan = await TestClient.login(server, 'zhidan', DEMO_PASSWORD);
    expect((await save(now, zhidan)).body.errorCode).toBe(ErrorCode.forbidden);
    expect((await zhidan.get('/api/systemSetting/get')).body.errorCode).toBe(ErrorCode.forbidden);
    expect(await current()).toMatchObject({ version: 0, sessionIdleMinutes: 30 });
  });
});

describe('what follows a save', () => {
  it('the password policy: one own change, a new operator and a typed reset are held to it', async () => {
    const saved = await change({ passwordMinLength: 12, passwordSymbol: true });
    expect(saved.version).toBe(1);
    const shenhe = await TestClient.login(server, 'shenhe', DEMO_PASSWORD);
    const weak = await shenhe.post('/api/user/modifyPassword', {
      oldPassword: DEMO_PASSWORD,
      newPassword: 'Abcdef123',
      confirmPassword: 'Abcdef123',
    });
    expect(weak.body.message).toBe('新密码长度应为 12 到 64 个字符');
    const noSymbol = await shenhe.post('/api/user/modifyPassword', {
      oldPassword: DEMO_PASSWORD,
      newPassword: 'Abcdefgh12345',
    });
    expect(noSymbol.body.message).toBe('新密码须包含至少一个符号（如 !@#）');
    const created = await admin.post('/api/user/save', {
      userName: 'policy01',
      realName: '策略',
      password: 'Start2026',
      roleIds: [],
      grants: [],
    });
    expect(created.body.message).toBe('初始密码长度应为 12 到 64 个字符');
    const zhuxi = (
      await admin.get<{ currentPageItems: { id: number }[] }>('/api/user/list', { keyword: 'zhuxi' })
    ).body.data.currentPageItems[0];
    const made = await admin.post<{ temporaryPassword: string }>('/api/user/resetPassword', {
      id: zhuxi?.id,
    });
    expect(made.body.success, made.body.message).toBe(true);
    expect(made.body.data.temporaryPassword).toMatch(/[^A-Za-z0-9]/);
    await change({ passwordMinLength: 8, passwordSymbol: false });
  });

  it('the idle time: a session quiet past the new limit is ended', async () => {
    await change({ sessionIdleMinutes: 5 });
    const jizhang = await TestClient.login(server, 'jizhang', DEMO_PASSWORD);
    expect((await jizhang.get('/api/auth/getInfo')).body.success).toBe(true);
    server.clock.offsetMs += 6 * 60_000;
    try {
      const late = await jizhang.get(
        '/api/auth/getInfo',
        {},
        { timestamp: Date.now() + server.clock.offsetMs },
      );
      expect(late.body.errorCode).toBe(ErrorCode.sessionIdle);
    } finally {
      server.clock.offsetMs -= 6 * 60_000;
    }
    await change({ sessionIdleMinutes: 30 });
  });

  it('login throttling: three failures lock the account from that address', async () => {
    await change({ throttleMaxPerAccount: 3 });
    for (let i = 0; i < 3; i++) {
      const bad = await new TestClient(server).post('/api/auth/logOn', {
        userName: 'chuna',
        password: 'wrong-1',
      });
      expect(bad.body.message).toBe('用户名或密码错误');
    }
    const locked = await new TestClient(server).post('/api/auth/logOn', {
      userName: 'chuna',
      password: DEMO_PASSWORD,
    });
    expect(locked.body.message).toMatch(/^密码连续错误次数过多，账号已锁定，请 \d+ 分钟后再试$/);
    await change({ throttleMaxPerAccount: 5 });
  });

  it('the captcha switch: health says so and a login without the code is refused', async () => {
    await change({ captcha: true });
    const health = await new TestClient(server).get<{ captcha: boolean }>('/api/health');
    expect(health.body.data.captcha).toBe(true);
    const noCode = await new TestClient(server).post('/api/auth/logOn', {
      userName: 'baoxiao',
      password: DEMO_PASSWORD,
    });
    expect(noCode.body.message).toBe('请输入验证码');
    await change({ captcha: false });
    const again = await new TestClient(server).post('/api/auth/logOn', {
      userName: 'baoxiao',
      password: DEMO_PASSWORD,
    });
    expect(again.body.success).toBe(true);
  });

  it('upload limits and request logging reach the session and the upload route', async () => {
    await change({ uploadFileMb: 1, uploadTotalMb: 2, requestLog: false });
    const info = (await admin.get<SessionInfo>('/api/auth/getInfo')).body.data;
    expect(info.fileUploadContentLength).toBe(1_048_576);
    expect(info.fileUploadAllContentLength).toBe(2_097_152);
    expect(info.onRequestLog).toBe(false);
    const big = new Uint8Array(1_200_000);
    big.set(Buffer.from('%PDF-1.7\n'));
    const data = new FormData();
    data.append('file', new Blob([big]), '大文件.pdf');
    const refused = await admin.upload('/api/fileRelation/fileUpload', data);
    expect(refused.body.success).toBe(false);
    expect(refused.body.message).toContain('大文件.pdf');
    await change({ uploadFileMb: 50, uploadTotalMb: 1024, requestLog: true });
  });

  it('another process reads the saved row; the operation log keeps what the setting says', async () => {
    await change({ sessionMaxMinutes: 600, oplogKeepDays: 30 });
    const fresh = loadConfig({}, []);
    await loadSettings(server.handle.db, fresh);
    expect(fresh.sessionMaxMs).toBe(600 * 60_000);
    expect(fresh.oplogKeepDays).toBe(30);

    const db = server.handle.db;
    const old = await db
      .insertInto('operation_log')
      .values({
        at: new Date(Date.now() - 40 * 86_400_000),
        user_id: null,
        user_name: '旧',
        method: 'POST',
        path: '/api/x/old',
        kind: 'x',
        ledger_set_id: null,
        request: '{}',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('operation_log_change')
      .values({
        log_id: old.id,
        table_name: 'subject',
        op: 'DELETE',
        row_before: { code: '999' },
        row_after: null,
      })
      .execute();
    const lines = async () =>
      (await db.selectFrom('operation_log_change').select('seq').where('log_id', '=', old.id).execute())
        .length;
    expect(await lines()).toBe(1);
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('operation_log')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('kind', '=', 'x')
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count()).toBe(1);
    await prune(db, Date.now(), server.config);
    expect(await count()).toBe(0);
    // Its changed rows go with it (they carry its id without a foreign key, migration 0064).
    expect(await lines()).toBe(0);
    // The saves themselves are in the log, each with the row before and after.
    const page = await admin.get<{ currentPageItems: { path: string }[] }>('/api/oplog/list', {
      kind: 'systemSetting',
    });
    expect(page.body.data.currentPageItems.length).toBeGreaterThan(5);
  });
});
