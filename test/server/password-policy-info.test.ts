// The change-password form states and checks 系统设置's password policy: getInfo carries the policy
// as it stands now, to every user (not only to the administrator who may read the settings).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionInfo } from '../../src/core/contracts/auth.ts';
import type { SystemSettingView } from '../../src/core/contracts/system-setting.ts';
import { ADMIN_PASSWORD, DEMO_PASSWORD, startServer, TestClient, type TestServer } from './harness.ts';

let server: TestServer;
let admin: TestClient;
let zhidan: TestClient;

beforeAll(async () => {
  server = await startServer({});
  admin = await TestClient.login(server, 'admin', ADMIN_PASSWORD);
  zhidan = await TestClient.login(server, 'zhidan', DEMO_PASSWORD);
});
afterAll(async () => {
  await server?.close();
});

describe('the password policy in the session info', () => {
  it('is the configured policy at first, and the saved one after 系统设置 changes it', async () => {
    const before = (await zhidan.get<SessionInfo>('/api/auth/getInfo')).body.data;
    expect(before.passwordPolicy).toEqual({
      minLength: 8,
      letterAndDigit: true,
      mixedCase: false,
      symbol: false,
    });

    const now = (await admin.get<SystemSettingView>('/api/systemSetting/get')).body.data;
    const { updatedAt: _a, updatedBy: _b, ...fields } = now;
    const saved = await admin.post<SystemSettingView>('/api/systemSetting/save', {
      ...fields,
      passwordMinLength: 10,
      passwordMixedCase: true,
      passwordSymbol: true,
    });
    expect(saved.body.success, saved.body.message).toBe(true);

    const after = (await zhidan.get<SessionInfo>('/api/auth/getInfo')).body.data;
    expect(after.passwordPolicy).toEqual({
      minLength: 10,
      letterAndDigit: true,
      mixedCase: true,
      symbol: true,
    });
  });
});
