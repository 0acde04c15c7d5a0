// Charts and subject settings over HTTP: seeding per chart kind, the code-width rules, the rules on
// prescribed and used subjects, permissions and ledger-set isolation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/core/contracts/errors.ts';
import { ADMIN_PASSWORD, DEMO_PASSWORD, startServer, TestClient, type TestServer } from './harness.ts';

interface Subject {
  id: number;
  code: string;
  codeName: string;
  codeFullName: string;
  balanceDirection: 1 | 2;
  parentCode: string | null;
  parentCodeArray: string[];
  level: number;
  category: string;
  hasChild: boolean;
  isLeaf: boolean;
  isStandard: boolean;
  enabled: boolean;
  deptAccounting: boolean;
  hasAuxi: boolean;
  used: boolean;
}

let server: TestServer;
let admin: TestClient;
let countyId: number;
let grassrootsId: number;
beforeAll(async () => {
  server = await startServer();
  admin = await TestClient.login(server, 'admin', ADMIN_PASSWORD);
  countyId = await newLedger('测试县级工会', 'county');
  grassrootsId = await newLedger('测试基层工会', 'grassroots');
});
afterAll(() => server?.close());

async function newLedger(name: string, kind: 'county' | 'grassroots'): Promise<number> {
  const answer = await admin.post<{ zid: number }>('/api/zt/save', { name, kind, startYear: 2022 });
  expect(answer.body.success, answer.body.message).toBe(true);
  return answer.body.data.zid;
}

async function use(client: TestClient, zid: number) {
  const answer = await client.post('/api/zt/select', { zid, year: 2022 });
  expect(answer.body.success, answer.body.message).toBe(true);
}

async function tree(client = admin): Promise<Subject[]> {
  const answer = await client.get<{ subjectList: Subject[] }>('/api/subject/tree');
  expect(answer.body.success, answer.body.message).toBe(true);
  return answer.body.data.subjectList;
}

const byCode = (list: Subject[], code: string) => list.find((s) => s.code === code) as Subject;
const save = (body: unknown) => admin.post<Subject>('/api/subject/save', body);

async function subjectCount(): Promise<number> {
  const row = await server.handle.db
    .selectFrom('subject')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('seeding: each ledger set gets the official chart of its kind', () => {
  it('县级以上工会: 107 subjects, 45 first-level, 56 debit and 51 credit', async () => {
    await use(admin, countyId);
    const list = await tree();
    expect(list).toHaveLength(107);
    expect(list.filter((s) => s.level === 1)).toHaveLength(45);
    expect(list.filter((s) => s.balanceDirection === 1)).toHaveLength(56);
    expect(list.filter((s) => s.balanceDirection === 2)).toHaveLength(51);
    expect(list.every((s) => s.isStandard)).toBe(true);
    const count = (category: string) => list.filter((s) => s.category === category).length;
    expect([count('资产'), count('负债'), count('净资产'), count('收入'), count('支出')]).toEqual([
      20, 7, 31, 11, 38,
    ]);
    // Contra assets are credit; 待处理财产损溢 is debit; prescribed details follow their parent.
    expect(byCode(list, '163')).toMatchObject({ category: '资产', balanceDirection: 2 });
    expect(byCode(list, '172')).toMatchObject({ category: '资产', balanceDirection: 2 });
    expect(byCode(list, '182').balanceDirection).toBe(1);
    expect(byCode(list, '30104')).toMatchObject({ balanceDirection: 2, level: 2, parentCode: '301' });
    expect(byCode(list, '30104').codeFullName).toBe('资产基金/固定资产');
    expect(byCode(list, '502').balanceDirection).toBe(1);
    for (const code of ['401', '405', '501']) expect(byCode(list, code)).toBeUndefined();
    expect(byCode(list, '301')).toMatchObject({ hasChild: true, isLeaf: false });
  });

  it('基层工会: 71 subjects, 24 first-level, 43 debit and 28 credit', async () => {
    await use(admin, grassrootsId);
    const list = await tree();
    expect(list).toHaveLength(71);
    expect(list.filter((s) => s.level === 1)).toHaveLength(24);
    expect(list.filter((s) => s.balanceDirection === 1)).toHaveLength(43);
    expect(list.filter((s) => s.balanceDirection === 2)).toHaveLength(28);
    for (const code of ['401', '405', '501', '50106']) expect(byCode(list, code)).toBeDefined();
    for (const code of ['111', '121', '201', '221', '311', '502', '506'])
      expect(byCode(list, code)).toBeUndefined();
    expect(byCode(list, '401').balanceDirection).toBe(2);
  });

  it('gives a new ledger set the built-in auxiliary types and the default code widths', async () => {
    await use(admin, grassrootsId);
    const types = await admin.get<{ typeNo: string; typeName: string; builtInSystem: boolean }[]>(
      '/api/auxi/GetAuxiTypeAllList',
    );
    expect(types.body.data.map((t) => [t.typeNo, t.typeName, t.builtInSystem])).toEqual([
      ['01', '部门', true],
      ['02', '人员', true],
      ['03', '项目', true],
      ['04', '往来单位', true],
    ]);
    const widths = await admin.get('/api/subject/codeWidth');
    expect(widths.body.data).toMatchObject({
      codeWidths: '3-2-2-2',
      levelLengths: [3, 5, 7, 9],
      locked: false,
    });
    const check = await admin.get('/checkFinancial');
    expect(check.body).toMatchObject({ success: false, errorCode: ErrorCode.operation, data: 2 });
  });

  it('shows user details with their full names in the demo county ledger set', async () => {
    const zids = (await admin.get<{ zid: number; ztno: string }[]>('/api/zt/list')).body.data;
    await use(admin, zids.find((z) => z.ztno === '001')?.zid ?? 0);
    const list = await tree();
    expect(byCode(list, '10201')).toMatchObject({
      codeFullName: '银行存款/经费集中户',
      parentCodeArray: ['102'],
      isStandard: false,
      used: true,
    });
    expect(byCode(list, '102')).toMatchObject({ hasChild: true, isLeaf: false });
    expect(byCode(list, '135')).toMatchObject({ deptAccounting: true, hasAuxi: true });
  });
});

describe('code widths', () => {
  beforeAll(() => use(admin, countyId));

  it('adds a detail under a parent with the next width and inherits direction and category', async () => {
    const bank = await save({ parentCode: '102', code: '10201', name: '经费集中户' });
    expect(bank.body).toMatchObject({ success: true, message: '科目已增加' });
    expect(bank.body.data).toMatchObject({
      code: '10201',
      level: 2,
      balanceDirection: 1,
      category: '资产',
      isStandard: false,
      codeFullName: '银行存款/经费集中户',
    });
    const third = await save({ parentCode: '10201', code: '1020101', name: '工商银行' });
    expect(third.body.data).toMatchObject({ level: 3, codeFullName: '银行存款/经费集中户/工商银行' });
    const payable = await save({ parentCode: '215', code: '21501', name: '建会筹备金' });
    expect(payable.body.data).toMatchObject({ balanceDirection: 2, category: '负债' });
    expect(byCode(await tree(), '102')).toMatchObject({ hasChild: true, isLeaf: false });
  });

  it('refuses a code that breaks the widths, names the rule, and writes nothing', async () => {
    const before = await subjectCount();
    const answer = await save({ parentCode: '101', code: '1010101', name: '错位' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('科目编码 1010101 不符合编码规则 3-2-2-2');
    expect((await save({ parentCode: '101', code: '10301', name: '错位' })).body.message).toContain(
      '不符合编码规则',
    );
    expect((await save({ code: '199', name: '自设一级科目' })).body.message).toContain('一级科目');
    expect((await save({ parentCode: '102', code: '10201', name: '重复' })).body.message).toBe(
      '科目编码 10201 已存在',
    );
    expect((await save({ parentCode: '102', code: 'abc', name: 'x' })).body).toMatchObject({
      errorCode: ErrorCode.badRequest,
      message: '科目编码应由数字组成',
    });
    expect(await subjectCount()).toBe(before);
  });

  it('suggests the next free code', async () => {
    const answer = await admin.get('/api/subject/nextCode', { parentCode: '102' });
    expect(answer.body.data).toEqual({ parentCode: '102', code: '10202' });
  });

  it('changes widths only while every code still fits', async () => {
    const refused = await admin.post('/api/subject/codeWidth', { codeWidths: '3-2-3' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('以下科目编码不符合新的编码规则 3-2-3：1020101');
    expect((await admin.post('/api/subject/codeWidth', { codeWidths: '3-x' })).body.message).toContain(
      '格式不正确',
    );
    const changed = await admin.post('/api/subject/codeWidth', { codeWidths: '3-2-2-3' });
    expect(changed.body.data).toMatchObject({ codeWidths: '3-2-2-3', levelLengths: [3, 5, 7, 10] });
    const deep = await save({ parentCode: '1020101', code: '102010101', name: '不合新规则' });
    expect(deep.body.message).toContain('不符合编码规则 3-2-2-3');
    expect((await save({ parentCode: '1020101', code: '1020101001', name: '基本户' })).body.success).toBe(
      true,
    );
  });
});

describe('prescribed and used subjects', () => {
  beforeAll(() => use(admin, countyId));

  it('keeps prescribed names and refuses to delete them, but takes their flags', async () => {
    const cash = byCode(await tree(), '101');
    const renamed = await save({ id: cash.id, code: '101', name: '现金' });
    expect(renamed.body.message).toBe('科目 101 库存现金 是《工会会计制度》规定的科目，不能改名');
    const flagged = await save({ id: cash.id, code: '101', name: '库存现金', deptAccounting: true });
    expect(flagged.body.data.deptAccounting).toBe(true);
    const deleted = await admin.post('/api/subject/delete', { id: cash.id });
    expect(deleted.body.message).toBe('科目 101 库存现金 是《工会会计制度》规定的科目，不能删除');
  });

  it('renames and deletes a user detail; the parent becomes end-level again', async () => {
    const added = (await save({ parentCode: '135', code: '13501', name: '暂付款' })).body.data;
    expect((await save({ id: added.id, code: '13501', name: '备用金' })).body.data.codeName).toBe('备用金');
    const parent = byCode(await tree(), '135');
    expect((await admin.post('/api/subject/delete', { id: parent.id })).body.message).toContain('不能删除');
    expect((await admin.post('/api/subject/delete', { id: added.id })).body).toMatchObject({ success: true });
    expect(byCode(await tree(), '135').isLeaf).toBe(true);
  });

  it('refuses a first child, deletion and disabling once a subject has opening balances', async () => {
    const holder = (await save({ parentCode: '102', code: '10202', name: '代管经费户' })).body.data;
    expect(
      (await admin.post('/api/init/balances', { details: [{ code: '10202', initAmount: '500' }] })).body
        .success,
    ).toBe(true);
    const child = await save({ parentCode: '10202', code: '1020201', name: '下级' });
    expect(child.body.message).toBe(
      '该科目已有数据，不能增加下级科目（科目 10202 代管经费户 已录入期初余额）',
    );
    const del = await admin.post('/api/subject/delete', { id: holder.id });
    expect(del.body.message).toBe('该科目已有数据，不能删除（科目 10202 代管经费户 已录入期初余额）');
    const off = await admin.post('/api/subject/enable', { id: holder.id, enabled: false });
    expect(off.body.message).toBe('科目 10202 代管经费户 有期初余额，不能停用');
    expect(byCode(await tree(), '10202').used).toBe(true);
  });

  it('disables a subtree and enables a child only under an enabled parent', async () => {
    const list = await tree();
    const parent = byCode(list, '10201');
    expect((await admin.post('/api/subject/enable', { id: parent.id, enabled: false })).body.success).toBe(
      true,
    );
    const after = await tree();
    expect(byCode(after, '1020101').enabled).toBe(false);
    expect(byCode(after, '1020101001').enabled).toBe(false);
    const child = byCode(after, '1020101');
    const on = await admin.post('/api/subject/enable', { id: child.id, enabled: true });
    expect(on.body.message).toBe('上级科目 10201 经费集中户 已停用，请先启用上级科目');
    const enabledOnly = await admin.get<{ subjectList: Subject[] }>('/api/subject/tree', {
      enabledOnly: 'true',
    });
    expect(byCode(enabledOnly.body.data.subjectList, '10201')).toBeUndefined();
  });
});

describe('permissions, isolation and locks', () => {
  it('lets 制单 read the tree but not change subjects (4012)', async () => {
    const zhidan = await TestClient.login(server, 'zhidan', DEMO_PASSWORD);
    expect((await tree(zhidan)).length).toBeGreaterThan(100);
    const answer = await zhidan.post('/api/subject/save', { parentCode: '102', code: '10299', name: '越权' });
    expect(answer.body.errorCode).toBe(ErrorCode.forbidden);
    expect((await zhidan.post('/api/subject/codeWidth', { codeWidths: '3-2-2' })).body.errorCode).toBe(
      ErrorCode.forbidden,
    );
  });

  it("never shows or touches one ledger set's subjects from another", async () => {
    await use(admin, countyId);
    const mine = byCode(await tree(), '1020101');
    await use(admin, grassrootsId);
    const other = await tree();
    expect(byCode(other, '10201')).toBeUndefined();
    expect(other.some((s) => s.id === mine.id)).toBe(false);
    const answer = await save({ id: mine.id, code: '1020101', name: '串账' });
    expect(answer.body.message).toBe(`科目不存在（id ${mine.id}）`);
    expect((await admin.post('/api/subject/delete', { id: mine.id })).body.success).toBe(false);
  });

  it('locks the code widths and other settings once opening balances are confirmed', async () => {
    const zids = (await admin.get<{ zid: number; ztno: string }[]>('/api/zt/list')).body.data;
    await use(admin, zids.find((z) => z.ztno === '002')?.zid ?? 0);
    const widths = await admin.post('/api/subject/codeWidth', { codeWidths: '3-2-2-2-2' });
    expect(widths.body).toMatchObject({ errorCode: ErrorCode.refused, message: '期初余额已确认，不能修改' });
    const other = await admin.post('/api/subject/otherSetting', { cashCodes: ['101'], bankCodes: ['102'] });
    expect(other.body.message).toBe('期初余额已确认，不能修改');
    expect((await admin.get('/api/subject/otherSetting')).body.data).toEqual({
      cashCodes: ['101'],
      bankCodes: ['102'],
      locked: true,
    });
    // Daily work still adds detail subjects after confirmation.
    expect((await save({ parentCode: '131', code: '13103', name: '应收建会筹备金' })).body.success).toBe(
      true,
    );
    const used = await save({ parentCode: '135', code: '13501', name: '借出款' });
    expect(used.body.message).toContain('该科目已有数据，不能增加下级科目');
  });

  it('checks the cash and bank subjects of 其他科目设置', async () => {
    await use(admin, countyId);
    const bad = await admin.post('/api/subject/otherSetting', { cashCodes: ['102'], bankCodes: ['102'] });
    expect(bad.body.message).toBe('现金科目应为 101 或其下级科目：102');
    const good = await admin.post('/api/subject/otherSetting', {
      cashCodes: ['101'],
      bankCodes: ['10201', '10202'],
    });
    expect(good.body.data).toEqual({ cashCodes: ['101'], bankCodes: ['10201', '10202'], locked: false });
  });
});
