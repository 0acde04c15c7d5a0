// A user never reads or writes a ledger set not granted to them, and never calls an API without
// its operation permission.
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
let admin: TestClient;
let ids: Record<string, number>;
beforeAll(async () => {
  server = await startServer();
  admin = await TestClient.login(server, 'admin', ADMIN_PASSWORD);
  const users = await server.handle.db.selectFrom('app_user').select(['id', 'user_name']).execute();
  const sets = await server.handle.db.selectFrom('ledger_set').select(['id', 'code']).execute();
  ids = Object.fromEntries([
    ...users.map((u) => [u.user_name, u.id]),
    ...sets.map((s) => [`zt${s.code}`, s.id]),
  ]);
});
afterAll(() => server?.close());

const id = (name: string) => ids[name] ?? 0;

describe('ledger-set grants', () => {
  it('lists only granted ledger sets', async () => {
    const baoxiao = await TestClient.login(server, 'baoxiao', DEMO_PASSWORD);
    const list = await baoxiao.get<Array<{ ztno: string }>>('/api/zt/list');
    expect(list.body.data.map((s) => s.ztno)).toEqual(['001']);
  });

  it('refuses selecting a ledger set not granted with 4005', async () => {
    const baoxiao = await TestClient.login(server, 'baoxiao', DEMO_PASSWORD);
    const answer = await baoxiao.post('/api/zt/select', { zid: id('zt002'), year: 2025 });
    expect(answer.body).toMatchObject({
      errorCode: ErrorCode.ledgerSetForbidden,
      message: '没有该账套的访问权限',
    });
    const unknown = await baoxiao.post('/api/zt/select', { zid: 99999, year: 2025 });
    expect(unknown.body.errorCode).toBe(ErrorCode.ledgerSetForbidden);
  });

  it('refuses a year outside the ledger set', async () => {
    const zhidan = await TestClient.login(server, 'zhidan', DEMO_PASSWORD);
    const answer = await zhidan.post('/api/zt/select', { zid: id('zt001'), year: 2021 });
    expect(answer.body.errorCode).toBe(ErrorCode.badRequest);
  });

  it('a grant revoked mid-session stops ledger calls at once with 4005', async () => {
    const chuna = await TestClient.login(server, 'chuna', DEMO_PASSWORD);
    expect((await chuna.post('/api/zt/select', { zid: id('zt002'), year: 2025 })).body.success).toBe(true);
    expect((await chuna.get('/api/departMent/listDept')).body.success).toBe(true);
    const revoke = await admin.post('/api/auth/setUserZtLevel', {
      userId: id('chuna'),
      zid: id('zt002'),
      level: 0,
    });
    expect(revoke.body.success).toBe(true);
    const after = await chuna.get('/api/departMent/listDept');
    expect(after.body, JSON.stringify(after.body)).toMatchObject({ errorCode: ErrorCode.ledgerSetForbidden });
    expect((await chuna.get('/checkFinancial')).body.errorCode).toBe(ErrorCode.ledgerSetForbidden);
  });

  it('a call made for another ledger set than the session now has is refused with 4017 and writes nothing', async () => {
    // Two windows share one session; one switches 账套 while the other (or its outbox) still sends
    // writes queued for the first. The header names the ledger set the call was made for.
    const zhuguan = await TestClient.login(server, 'zhuguan', DEMO_PASSWORD);
    expect((await zhuguan.post('/api/zt/select', { zid: id('zt001'), year: 2026 })).body.success).toBe(true);
    const forOld = { 'x-ledger-set': String(id('zt001')) };
    const save = (code: string, headers: Record<string, string> = forOld) =>
      zhuguan.post('/api/departMent/save', { code, name: `窗口${code}` }, { headers });
    expect((await save('W1')).body.success).toBe(true);
    expect((await zhuguan.post('/api/zt/select', { zid: id('zt002'), year: 2025 })).body.success).toBe(true);
    const before = await countRows(server, 'department');
    const stale = await save('W2');
    expect(stale.body).toMatchObject({
      success: false,
      errorCode: ErrorCode.ledgerSetChanged,
      message: '账套已在其他窗口切换，本次操作未执行，请重新进入',
    });
    expect(await countRows(server, 'department')).toBe(before);
    // Reads are refused too: the screen would otherwise show another ledger set's rows as its own.
    const read = await zhuguan.get('/api/departMent/listDept', {}, { headers: forOld });
    expect(read.body.errorCode).toBe(ErrorCode.ledgerSetChanged);
    // Naming the current ledger set, or none (scripts), works; choosing 账套 itself is not bound.
    expect((await save('W3', { 'x-ledger-set': String(id('zt002')) })).body.success).toBe(true);
    expect((await save('W4', {})).body.success).toBe(true);
    const back = await zhuguan.post('/api/zt/select', { zid: id('zt001'), year: 2026 }, { headers: forOld });
    expect(back.body.success).toBe(true);
  });

  it('a read-only grant reads but does not write', async () => {
    await admin.post('/api/auth/setUserZtLevel', { userId: id('jizhang'), zid: id('zt001'), level: 1 });
    const jizhang = await TestClient.login(server, 'jizhang', DEMO_PASSWORD);
    expect((await jizhang.get('/api/departMent/listDept')).body.success).toBe(true);
    const level = await admin.post<{ ledgerSets: Array<{ ztno: string; level: number }> }>(
      `/api/auth/getUserLevel/${id('jizhang')}`,
    );
    expect(level.body.data.ledgerSets.find((s) => s.ztno === '001')?.level).toBe(1);
  });

  it('only the operator permission reads another user’s grants; anyone reads their own', async () => {
    const zhidan = await TestClient.login(server, 'zhidan', DEMO_PASSWORD);
    expect((await zhidan.post(`/api/auth/getUserLevel/${id('zhidan')}`)).body.success).toBe(true);
    expect((await zhidan.post(`/api/auth/getUserLevel/${id('shenhe')}`)).body.errorCode).toBe(
      ErrorCode.forbidden,
    );
  });
});

describe('operation permissions', () => {
  it('refuses an API without its permission with 4012 and writes nothing', async () => {
    const zhidan = await TestClient.login(server, 'zhidan', DEMO_PASSWORD);
    const before = await countRows(server, 'ledger_set');
    const answer = await zhidan.post('/api/zt/save', {
      name: '越权工会',
      kind: 'grassroots',
      startYear: 2024,
    });
    expect(answer.body).toMatchObject({ errorCode: ErrorCode.forbidden, message: '没有执行此操作的权限' });
    expect(await countRows(server, 'ledger_set')).toBe(before);
    expect(
      (await zhidan.post('/api/auth/setUserZtLevel', { userId: id('zhidan'), zid: id('zt003'), level: 2 }))
        .body.errorCode,
    ).toBe(ErrorCode.forbidden);
    expect((await zhidan.get('/api/user/GetLogFile')).body.errorCode).toBe(ErrorCode.forbidden);
  });

  it('the administrator creates a ledger set and gets it granted', async () => {
    const answer = await admin.post<{ zid: number; ztno: string; years: number[] }>('/api/zt/save', {
      name: '新建基层工会',
      kind: 'grassroots',
      startYear: 2025,
    });
    expect(answer.body.success).toBe(true);
    expect(answer.body.data.ztno).toMatch(/^\d{3}$/);
    expect(answer.body.data.years[0]).toBe(2025);
    const list = await admin.get<Array<{ zid: number }>>('/api/zt/list');
    expect(list.body.data.map((s) => s.zid)).toContain(answer.body.data.zid);
  });

  it('menus follow permissions: the employee sees no accounting screens', async () => {
    const baoxiao = await TestClient.login(server, 'baoxiao', DEMO_PASSWORD);
    const info = await baoxiao.get<{ platMenuList: Array<{ title: string }>; permissions: string[] }>(
      '/api/auth/getInfo',
    );
    const titles = info.body.data.platMenuList.map((m) => m.title);
    expect(titles).toContain('报销管理');
    expect(titles).not.toContain('财务核算');
    expect(info.body.data.permissions).not.toContain('voucher.entry');
    const adminInfo = await admin.get<{ platMenuList: Array<{ title: string }> }>('/api/auth/getInfo');
    expect(adminInfo.body.data.platMenuList.map((m) => m.title)).toContain('财务核算');
  });
});
