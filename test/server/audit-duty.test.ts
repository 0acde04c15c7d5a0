// 审计 over HTTP (issue 21 item 7): the read-only duty opens the books and reports of every ledger set
// granted and changes nothing: its writes are refused even when an administrator adds an entry key
// to the duty, and the data is the same after; only its own session's calls (choosing a ledger set,
// its password) pass.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/core/contracts/errors.ts';
import type { RoleView } from '../../src/core/contracts/role.ts';
import { ADMIN_PASSWORD, DEMO_PASSWORD, startServer, TestClient, type TestServer } from './harness.ts';
import { body, simple, snapshot } from './voucher-fixture.ts';

let server: TestServer;
let admin: TestClient;
let shenji: TestClient;
let zids: Record<string, number>;

beforeAll(async () => {
  server = await startServer();
  admin = await TestClient.login(server, 'admin', ADMIN_PASSWORD);
  shenji = await TestClient.login(server, 'shenji', DEMO_PASSWORD);
  const list = (await shenji.get<{ zid: number; ztno: string }[]>('/api/zt/list')).body.data;
  zids = Object.fromEntries(list.map((z) => [z.ztno, z.zid]));
});
afterAll(() => server?.close());

describe('审计', () => {
  it('opens the books and reports of each ledger set granted', async () => {
    expect(Object.keys(zids).sort()).toEqual(['001', '002', '003']);
    for (const ztno of ['001', '002']) {
      const select = await shenji.post('/api/zt/select', { zid: zids[ztno], year: 2026 });
      expect(select.body.success, select.body.message).toBe(true);
      const balance = await shenji.get<unknown[]>('/api/ledger/balance', {
        year: '2026',
        monthFrom: '1',
        monthTo: '12',
      });
      expect(balance.body.success, balance.body.message).toBe(true);
      const general = await shenji.get('/api/ledger/general', {
        year: '2026',
        monthFrom: '1',
        monthTo: '12',
      });
      expect(general.body.success, general.body.message).toBe(true);
    }
    const vouchers = await shenji.get('/api/voucher/list', { year: '2026', month: '1' });
    expect(vouchers.body.errorCode).not.toBe(ErrorCode.forbidden);
  });

  it('is refused every write, even with an entry key added to the duty, and nothing changes', async () => {
    const roles = (await admin.get<RoleView[]>('/api/role/list')).body.data;
    const audit = roles.find((r) => r.code === 'inspector');
    if (!audit) throw new Error('no 审计 duty');
    expect(audit.name).toBe('审计');
    const widened = await admin.post('/api/role/save', {
      id: audit.id,
      version: audit.version,
      name: audit.name,
      permissions: [...audit.permissions, 'voucher.entry', 'usercenter.announcementPush'],
    });
    expect(widened.body.success, widened.body.message).toBe(true);

    await shenji.post('/api/zt/select', { zid: zids['001'], year: 2026 });
    const before = await snapshot(server);
    const save = await shenji.post('/api/voucher/save', body('2026-03-05', simple('10.00', '审计试写')));
    expect(save.body.errorCode).toBe(ErrorCode.forbidden);
    // An organisation-wide write the widened duty now holds the key of: the read-only mark refuses it.
    const announce = await shenji.post('/api/announcement/save', { title: 't', body: 'b', audience: 'all' });
    expect(announce.body.errorCode).toBe(ErrorCode.forbidden);
    expect(announce.body.message).toBe('审计岗位只能查看，不能修改数据');
    for (const [path, payload] of [
      ['/api/subject/save', { code: '50199', name: '试' }],
      ['/api/voucher/audit', { ids: ['00000000-0000-4000-8000-000000000000'] }],
    ] as const) {
      const answer = await shenji.post(path, payload);
      expect(answer.body.errorCode, path).toBe(ErrorCode.forbidden);
    }
    expect(await snapshot(server)).toEqual(before);
  });

  it('still changes its own password', async () => {
    const changed = await shenji.post('/api/user/modifyPassword', {
      oldPassword: DEMO_PASSWORD,
      newPassword: 'Audit2026x',
      confirmPassword: 'Audit2026x',
    });
    expect(changed.body.success, changed.body.message).toBe(true);
  });
});
