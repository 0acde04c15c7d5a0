// GET /api/zt/operators: the users who may work in the session's ledger set, names only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startServer, TestClient, type TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

interface Operator {
  id: number;
  name: string;
  userName: string;
  readOnly: boolean;
}

describe('操作员', () => {
  it('lists the enabled users granted the ledger set, and no account details', async () => {
    const zhidan = await TestClient.login(server, 'zhidan', DEMO_PASSWORD);
    const list = (await zhidan.get<{ zid: number; ztno: string }[]>('/api/zt/list')).body.data;
    const zid = (list.find((z) => z.ztno === '002') as { zid: number }).zid;
    await zhidan.post('/api/zt/select', { zid, year: 2022 });
    const answer = await zhidan.get<Operator[]>('/api/zt/operators');
    expect(answer.body.success, answer.body.message).toBe(true);
    const names = answer.body.data.map((o) => o.userName);
    expect(names).toEqual(expect.arrayContaining(['zhidan', 'shenhe', 'jizhang']));
    // 报销 and 审批 work in 001 only.
    expect(names).not.toContain('baoxiao');
    expect(Object.keys(answer.body.data[0] as object).sort()).toEqual(['id', 'name', 'readOnly', 'userName']);

    // Disabled users drop out.
    await server.handle.db
      .updateTable('app_user')
      .set({ enabled: false })
      .where('user_name', '=', 'shenhe')
      .execute();
    const after = (await zhidan.get<Operator[]>('/api/zt/operators')).body.data.map((o) => o.userName);
    expect(after).not.toContain('shenhe');
  });

  it("lists another ledger set's own operators there", async () => {
    const zhidan = await TestClient.login(server, 'zhidan', DEMO_PASSWORD);
    const list = (await zhidan.get<{ zid: number; ztno: string }[]>('/api/zt/list')).body.data;
    await zhidan.post('/api/zt/select', {
      zid: (list.find((z) => z.ztno === '001') as { zid: number }).zid,
      year: 2022,
    });
    const names = (await zhidan.get<Operator[]>('/api/zt/operators')).body.data.map((o) => o.userName);
    expect(names).toEqual(expect.arrayContaining(['zhidan', 'baoxiao', 'shenpi']));
  });
});
