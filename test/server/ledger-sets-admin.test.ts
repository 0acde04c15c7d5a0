// 账套管理 over HTTP (issue 21 item 3): a new year opens only after the previous December closes and
// carries the closing balances exactly (the books' own closing of that year, and the new year's
// opening, agree with what was carried); reopening that December undoes the carry; a parent union
// must not make a loop; an archived ledger set is read-only for everyone; 基本信息 and 平台管理.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/core/contracts/errors.ts';
import type { BalanceAnswer } from '../../src/core/contracts/ledger-answers.ts';
import type { LedgerSetAdmin, UnitInfo, YearOpeningAnswer } from '../../src/core/contracts/zt.ts';
import { ADMIN_PASSWORD, DEMO_PASSWORD, startServer, TestClient, type TestServer } from './harness.ts';
import { batch, body, saveOk } from './voucher-fixture.ts';

let server: TestServer;
let admin: TestClient;
let zids: Record<string, number>;
const users: Record<string, TestClient> = {};

beforeAll(async () => {
  server = await startServer();
  admin = await TestClient.login(server, 'admin', ADMIN_PASSWORD);
  const list = (await admin.get<{ zid: number; ztno: string }[]>('/api/zt/list')).body.data;
  zids = Object.fromEntries(list.map((z) => [z.ztno, z.zid]));
  for (const name of ['zhidan', 'shenhe', 'jizhang'] as const) {
    users[name] = await TestClient.login(server, name, DEMO_PASSWORD);
    const chosen = await users[name].post('/api/zt/select', { zid: zids['002'], year: 2022 });
    expect(chosen.body.success, chosen.body.message).toBe(true);
  }
});
afterAll(() => server?.close());

const as = (name: string) => users[name] as TestClient;

async function postVoucher(date: string, amount: string) {
  const view = await saveOk(
    as('zhidan'),
    body(date, [
      { summary: '职工教育', code: '50101', debit: amount },
      { summary: '职工教育', code: '102', credit: amount },
    ]),
  );
  expect((await batch(as('shenhe'), 'audit', [view.id])).done).toEqual([view.id]);
  expect((await batch(as('jizhang'), 'post', [view.id])).done).toEqual([view.id]);
}

const manageList = async () => (await admin.get<LedgerSetAdmin[]>('/api/zt/manageList')).body.data;

describe('the new year', () => {
  it('opens only after December closes and carries the closing balances exactly', async () => {
    await postVoucher('2022-11-15', '300.00');
    await postVoucher('2022-12-10', '812.37');
    const early = await admin.post('/api/zt/openYear', { zid: zids['002'], year: 2023 });
    expect(early.body).toMatchObject({
      errorCode: ErrorCode.refused,
      message: '2022 年 12 月尚未结账，不能结转到 2023 年',
    });
    for (const month of [11, 12]) {
      const closed = await as('jizhang').post('/api/voucher/closeMonth', { year: 2022, month });
      expect(closed.body.success, closed.body.message).toBe(true);
    }
    const skip = await admin.post('/api/zt/openYear', { zid: zids['002'], year: 2024 });
    expect(skip.body.message).toBe('请先结转 2023 年');
    const opened = await admin.post<YearOpeningAnswer>('/api/zt/openYear', { zid: zids['002'], year: 2023 });
    expect(opened.body.success, opened.body.message).toBe(true);
    const carried = new Map(
      opened.body.data.rows
        .filter((r) => r.deptCode === '' && r.auxKey === '')
        .map((r) => [r.subjectCode, [r.debit, r.credit]]),
    );
    // Opening 256,800.00 at 102, less 300.00 and 812.37 paid; 50101 holds the two expenses.
    expect(carried.get('102')).toEqual(['255687.63', '0.00']);
    expect(carried.get('50101')).toEqual(['1112.37', '0.00']);
    expect(opened.body.data.totalDebit).toBe(opened.body.data.totalCredit);

    // The books say the same: 2022's closing and 2023's opening, leaf by leaf.
    const reader = as('jizhang');
    const closing = await reader.get<BalanceAnswer>('/api/ledger/balance', {
      year: '2022',
      monthFrom: '1',
      monthTo: '12',
    });
    const leaves = closing.body.data.rows.filter(
      (r) => r.isLeaf && (r.closingDebit !== '0.00' || r.closingCredit !== '0.00'),
    );
    expect(leaves.length).toBe(carried.size);
    for (const row of leaves)
      expect(carried.get(row.code), row.code).toEqual([row.closingDebit, row.closingCredit]);
    expect((await reader.post('/api/zt/select', { zid: zids['002'], year: 2023 })).body.success).toBe(true);
    const next = await reader.get<BalanceAnswer>('/api/ledger/balance', {
      year: '2023',
      monthFrom: '1',
      monthTo: '1',
    });
    for (const row of next.body.data.rows.filter((r) => r.isLeaf && carried.has(r.code))) {
      expect(carried.get(row.code), row.code).toEqual([row.openingDebit, row.openingCredit]);
    }
    expect((await reader.post('/api/zt/select', { zid: zids['002'], year: 2022 })).body.success).toBe(true);

    const kept = await admin.get<YearOpeningAnswer>('/api/zt/yearOpening', {
      zid: String(zids['002']),
      year: '2023',
    });
    expect(kept.body.data.rows).toEqual(opened.body.data.rows);
    expect((await manageList()).find((l) => l.ztno === '002')).toMatchObject({
      openedYears: [2023],
      lastClosed: '2022-12',
    });
    const twice = await admin.post('/api/zt/openYear', { zid: zids['002'], year: 2023 });
    expect(twice.body.message).toBe('2023 年已结转，不能重复结转');
  });

  it('reopening that December undoes the carry, which is made again after', async () => {
    const reopened = await as('jizhang').post('/api/voucher/reopenMonth', { year: 2022, month: 12 });
    expect(reopened.body.success, reopened.body.message).toBe(true);
    expect((await manageList()).find((l) => l.ztno === '002')?.openedYears).toEqual([]);
    const gone = await admin.get<YearOpeningAnswer>('/api/zt/yearOpening', {
      zid: String(zids['002']),
      year: '2023',
    });
    expect(gone.body.data.rows).toEqual([]);
    await postVoucher('2022-12-20', '100.00');
    expect(
      (await as('jizhang').post('/api/voucher/closeMonth', { year: 2022, month: 12 })).body.success,
    ).toBe(true);
    const again = await admin.post<YearOpeningAnswer>('/api/zt/openYear', { zid: zids['002'], year: 2023 });
    expect(again.body.data.rows.find((r) => r.subjectCode === '102' && r.deptCode === '')?.debit).toBe(
      '255587.63',
    );
  });

  it('the start year needs no carry, and only the ledger-set permission carries', async () => {
    const start = await admin.post('/api/zt/openYear', { zid: zids['001'], year: 2022 });
    expect(start.body.errorCode).toBe(ErrorCode.badRequest);
    const denied = await as('zhidan').post('/api/zt/openYear', { zid: zids['001'], year: 2023 });
    expect(denied.body.errorCode).toBe(ErrorCode.forbidden);
  });
});

describe('ledger sets', () => {
  it('a new ledger set names its parent union; a parent never loops', async () => {
    const created = await admin.post<{ zid: number }>('/api/zt/save', {
      name: '示范市第二中学工会委员会',
      shortName: '二中工会',
      kind: 'grassroots',
      startYear: 2025,
      parentId: zids['001'],
    });
    expect(created.body.success, created.body.message).toBe(true);
    const row = (await manageList()).find((l) => l.zid === created.body.data.zid) as LedgerSetAdmin;
    expect(row).toMatchObject({
      parentName: '示范市总工会',
      kind: 'grassroots',
      startYear: 2025,
      archived: false,
      users: 1,
    });
    const county = (await manageList()).find((l) => l.ztno === '001') as LedgerSetAdmin;
    const loop = await admin.post('/api/zt/update', {
      zid: county.zid,
      version: county.version,
      name: county.name,
      shortName: county.jc,
      parentId: row.zid,
    });
    expect(loop.body).toMatchObject({
      errorCode: ErrorCode.badRequest,
      message: '上级工会不能是本账套的下级',
    });
    const renamed = await admin.post<LedgerSetAdmin>('/api/zt/update', {
      zid: row.zid,
      version: row.version,
      name: '示范市第二中学工会',
      shortName: '二中',
      parentId: zids['001'],
    });
    expect(renamed.body.data).toMatchObject({
      name: '示范市第二中学工会',
      jc: '二中',
      version: row.version + 1,
    });
    const stale = await admin.post('/api/zt/update', {
      zid: row.zid,
      version: row.version,
      name: 'x',
      shortName: 'x',
    });
    expect(stale.body.errorCode).toBe(ErrorCode.conflict);
  });

  it('the level setting lists every user with their level, and a change is audited', async () => {
    type Row = { userName: string; level: number };
    const users = await admin.get<Row[]>('/api/zt/users', { zid: String(zids['003']) });
    expect(users.body.data.find((u) => u.userName === 'baoxiao')?.level).toBe(0);
    expect(users.body.data.find((u) => u.userName === 'zhidan')?.level).toBe(2);
    const baoxiao = await server.handle.db
      .selectFrom('app_user')
      .select('id')
      .where('user_name', '=', 'baoxiao')
      .executeTakeFirstOrThrow();
    const set = await admin.post('/api/auth/setUserZtLevel', {
      userId: baoxiao.id,
      zid: zids['003'],
      level: 1,
    });
    expect(set.body.success, set.body.message).toBe(true);
    const after = await admin.get<Row[]>('/api/zt/users', { zid: String(zids['003']) });
    expect(after.body.data.find((u) => u.userName === 'baoxiao')?.level).toBe(1);
    const trail = await admin.get<{ currentPageItems: Array<{ summary: string }> }>('/api/user/accessAudit', {
      targetKind: 'user',
      targetId: String(baoxiao.id),
    });
    expect(trail.body.data.currentPageItems[0]?.summary).toBe('账套 003：无权限 → 只读');
    expect((await as('zhidan').get('/api/zt/users', { zid: String(zids['003']) })).body.errorCode).toBe(
      ErrorCode.forbidden,
    );
  });

  it('an archived ledger set is read-only for everyone until restored', async () => {
    const zhidan = await TestClient.login(server, 'zhidan', DEMO_PASSWORD);
    expect((await zhidan.post('/api/zt/select', { zid: zids['001'], year: 2026 })).body.success).toBe(true);
    const set = (await manageList()).find((l) => l.ztno === '001') as LedgerSetAdmin;
    const archived = await admin.post<LedgerSetAdmin>('/api/zt/archive', {
      zid: set.zid,
      archived: true,
      version: set.version,
    });
    expect(archived.body.data.archived).toBe(true);
    const write = await zhidan.post(
      '/api/voucher/save',
      body('2026-05-06', [
        { code: '50502', debit: '10.00' },
        { code: '10201', credit: '10.00' },
      ]),
    );
    expect(write.body).toMatchObject({
      errorCode: ErrorCode.forbidden,
      message: '该账套仅有查看权限，不能修改',
    });
    expect((await zhidan.get('/api/ledger/balance', { year: '2026' })).body.success).toBe(true);
    expect(
      (await zhidan.get<Array<{ ztno: string; level: number }>>('/api/zt/list')).body.data.find(
        (z) => z.ztno === '001',
      )?.level,
    ).toBe(1);
    const restored = await admin.post<LedgerSetAdmin>('/api/zt/archive', {
      zid: set.zid,
      archived: false,
      version: archived.body.data.version,
    });
    expect(restored.body.data.archived).toBe(false);
    const ok = await zhidan.post(
      '/api/voucher/save',
      body('2026-05-06', [
        { code: '50502', debit: '10.00' },
        { code: '10201', credit: '10.00' },
      ]),
    );
    expect(ok.body.success, ok.body.message).toBe(true);
  });

  it('基本信息 is the ledger set’s own data, printed by its name; 平台管理 the organisation’s', async () => {
    expect((await admin.post('/api/zt/select', { zid: zids['002'], year: 2026 })).body.success).toBe(true);
    const info = (await admin.get<UnitInfo>('/api/zt/unitInfo')).body.data;
    const bad = await admin.post('/api/zt/saveUnitInfo', { ...info, code: '123', bankAccount: '12ab' });
    expect(bad.body.errorCode).toBe(ErrorCode.badRequest);
    expect(bad.body.message).toMatch(/单位代码应为 18 位统一社会信用代码/);
    const saved = await admin.post<UnitInfo>('/api/zt/saveUnitInfo', {
      ...info,
      name: '示范市第一中学工会',
      code: '81330100MC1234567X',
      chairman: '周主席',
      financeHead: '吴会计',
      bankName: '工商银行示范支行',
      bankAccount: '6222 0000 1111 2222',
    });
    expect(saved.body.success, saved.body.message).toBe(true);
    expect(saved.body.data).toMatchObject({ bankAccount: '6222000011112222', version: info.version + 1 });
    const session = await admin.get<{ ztName: string; chairman: string; financeHead: string }>(
      '/api/auth/getInfo',
    );
    expect(session.body.data).toMatchObject({
      ztName: '示范市第一中学工会',
      chairman: '周主席',
      financeHead: '吴会计',
    });
    const platform = (await admin.get<UnitInfo>('/api/zt/platformInfo')).body.data;
    expect(platform.name).toBe('示范市总工会');
    const org = await admin.post<UnitInfo>('/api/zt/savePlatformInfo', {
      ...platform,
      address: '示范市人民路 1 号',
      phone: '0571-88888888',
    });
    expect(org.body.data).toMatchObject({ address: '示范市人民路 1 号', version: platform.version + 1 });
    const zhidan = await TestClient.login(server, 'zhidan', DEMO_PASSWORD);
    expect((await zhidan.get('/api/zt/platformInfo')).body.errorCode).toBe(ErrorCode.forbidden);
    const trail = await admin.get<{ currentPageItems: Array<{ actionName: string }> }>(
      '/api/user/accessAudit',
      {
        targetKind: 'organisation',
      },
    );
    expect(trail.body.data.currentPageItems.map((e) => e.actionName)).toEqual(['修改平台信息']);
  });
});
