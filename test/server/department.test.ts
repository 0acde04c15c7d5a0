import { randomUUID } from 'node:crypto';
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

interface Department {
  id: number;
  departmentCode: string;
  departmentName: string;
  parentCode: string | null;
  enabled: boolean;
  version: number;
  sort: number;
}

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startServer();
  admin = await TestClient.login(server, 'admin', ADMIN_PASSWORD);
});
afterAll(() => server?.close());

const save = (body: unknown, key?: string) =>
  admin.post<Department>('/api/departMent/save', body, key ? { idempotencyKey: key } : {});

async function departmentCount(): Promise<number> {
  const row = await server.handle.db
    .selectFrom('department')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function list(): Promise<Department[]> {
  const answer = await admin.get<Department[]>('/api/departMent/listDept', { includeDisabled: 'true' });
  return answer.body.data;
}

describe('POST /api/departMent/save', () => {
  it('creates a department and lists it', async () => {
    const answer = await save({ code: 'A10', name: '工会办公室' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, errorCode: 0, message: '部门已新增' });
    expect(answer.body.data).toMatchObject({
      departmentCode: 'A10',
      departmentName: '工会办公室',
      parentCode: null,
      enabled: true,
      version: 1,
    });
    expect((await list()).find((d) => d.departmentCode === 'A10')?.id).toBe(answer.body.data.id);
  });

  it('creates under a parent and updates with the current version', async () => {
    const parent = (await save({ code: 'B10', name: '财务部' })).body.data;
    const child = (await save({ code: 'B1001', name: '会计科', parentCode: 'B10', sort: 3 })).body.data;
    expect(child).toMatchObject({ parentCode: 'B10', sort: 3, version: 1 });
    const updated = await save({
      id: child.id,
      code: 'B1002',
      name: '核算科',
      parentCode: 'B10',
      version: 1,
    });
    expect(updated.body).toMatchObject({ success: true, message: '部门已保存' });
    expect(updated.body.data).toMatchObject({
      id: child.id,
      departmentCode: 'B1002',
      departmentName: '核算科',
      version: 2,
      sort: 3,
    });
    const moved = await save({ id: child.id, code: 'B1002', name: '核算科', parentCode: null, version: 2 });
    expect(moved.body.data).toMatchObject({ parentCode: null, version: 3 });
    expect(parent.version).toBe(1);
  });

  it('refuses a stale version with 4002 and changes nothing', async () => {
    const created = (await save({ code: 'C10', name: '组织部' })).body.data;
    await save({ id: created.id, code: 'C10', name: '组织部（一）', version: 1 });
    const stale = await save({ id: created.id, code: 'C10', name: '组织部（二）', version: 1 });
    expect(stale.status).toBe(400);
    expect(stale.body).toMatchObject({
      success: false,
      errorCode: ErrorCode.conflict,
      message: '部门“组织部（一）”已被其他人修改（当前版本 2，您编辑的是版本 1），请刷新后重新编辑',
    });
    expect((await list()).find((d) => d.id === created.id)?.departmentName).toBe('组织部（一）');
  });

  it('refuses a duplicate code and writes nothing', async () => {
    const before = await departmentCount();
    const records = await countRows(server, 'idempotency');
    const answer = await save({ code: '01', name: '又一个办公室' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      success: false,
      errorCode: ErrorCode.badRequest,
      message: '部门编码已存在：01',
    });
    const other = (await save({ code: 'D10', name: '宣传部' })).body.data;
    const renamed = await save({ id: other.id, code: '02', name: '宣传部', version: 1 });
    expect(renamed.body.message).toBe('部门编码已存在：02');
    expect(await departmentCount()).toBe(before + 1);
    expect(await countRows(server, 'idempotency')).toBe(records + 1);
  });

  it.each([
    [{ code: '', name: '办公室' }, '部门编码不能为空'],
    [{ code: 'A-1', name: '办公室' }, '部门编码只能由字母或数字组成，长度 1 到 20 位'],
    [{ code: 'X'.repeat(21), name: '办公室' }, '部门编码只能由字母或数字组成，长度 1 到 20 位'],
    [{ code: 'E10' }, '部门名称不能为空'],
    [{ code: 'E10', name: '   ' }, '部门名称不能为空'],
    [{ code: 'E10', name: '部'.repeat(41) }, '部门名称长度不能超过 40 个字符'],
    [{ code: 'E10', name: '办公室', parentCode: 'ZZ9' }, '上级部门不存在：ZZ9'],
    [{ code: 'E10', name: '办公室', parentCode: 'E10' }, '上级部门不能是部门本身'],
    [{ code: 'E10', name: '办公室', sort: -1 }, '排序号应为 0 到 999999 之间的整数'],
    [{ code: 'E10', name: '办公室', color: 'red' }, '不支持的字段：color'],
  ])('refuses %j with a Chinese 400', async (body, message) => {
    const before = await departmentCount();
    const answer = await save(body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, errorCode: ErrorCode.badRequest, message });
    expect(await departmentCount()).toBe(before);
  });

  it('refuses an update without version and a move under its own descendant', async () => {
    const top = (await save({ code: 'F10', name: '后勤处' })).body.data;
    await save({ code: 'F1001', name: '食堂', parentCode: 'F10' });
    const noVersion = await save({ id: top.id, code: 'F10', name: '后勤处' });
    expect(noVersion.body.message).toBe('修改部门时缺少版本号（version），请刷新后重新编辑');
    const cycle = await save({ id: top.id, code: 'F10', name: '后勤处', parentCode: 'F1001', version: 1 });
    expect(cycle.body).toMatchObject({
      errorCode: ErrorCode.badRequest,
      message: '上级部门不能是本部门或其下级部门',
    });
  });

  it('answers a replay of the same key from the record: one row, the same answer', async () => {
    const key = randomUUID();
    const before = await departmentCount();
    const first = await save({ code: 'G10', name: '工会小组' }, key);
    const again = await save({ code: 'G10', name: '工会小组' }, key);
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replay']).toBe('1');
    expect(again.body).toEqual(first.body);
    expect(await departmentCount()).toBe(before + 1);
    const changed = await save({ code: 'G11', name: '工会小组' }, key);
    expect(changed.body.errorCode).toBe(ErrorCode.conflict);
  });

  it('answers twins that arrive together once, also for an update', async () => {
    const created = (await save({ code: 'H10', name: '团委' })).body.data;
    const key = randomUUID();
    const body = { id: created.id, code: 'H10', name: '共青团委员会', version: 1 };
    const twins = await Promise.all(Array.from({ length: 8 }, () => save(body, key)));
    for (const twin of twins) expect(twin.body).toEqual(twins[0]?.body);
    expect(twins[0]?.body.data).toMatchObject({ version: 2, departmentName: '共青团委员会' });
  });

  it('refuses a user without 部门管理 with 4012', async () => {
    const zhidan = await TestClient.login(server, 'zhidan', DEMO_PASSWORD);
    const before = await departmentCount();
    const answer = await zhidan.post('/api/departMent/save', { code: 'Z10', name: '无权部门' });
    expect(answer.body).toMatchObject({ success: false, errorCode: ErrorCode.forbidden });
    const disable = await zhidan.post('/api/departMent/disable', { id: 1, enabled: false });
    expect(disable.body.errorCode).toBe(ErrorCode.forbidden);
    expect(await departmentCount()).toBe(before);
  });

  it("reports another ledger set's department as not found", async () => {
    const foreign = await server.handle.db
      .selectFrom('department as d')
      .innerJoin('ledger_set as l', 'l.id', 'd.ledger_set_id')
      .select(['d.id', 'd.name', 'd.version'])
      .where('l.code', '=', '002')
      .executeTakeFirstOrThrow();
    const answer = await save({ id: foreign.id, code: '01', name: '改名', version: foreign.version });
    expect(answer.body).toMatchObject({
      errorCode: ErrorCode.badRequest,
      message: `部门不存在或不属于当前账套（id ${foreign.id}）`,
    });
    const disable = await admin.post('/api/departMent/disable', { id: foreign.id, enabled: false });
    expect(disable.body.message).toBe(`部门不存在或不属于当前账套（id ${foreign.id}）`);
    const row = await server.handle.db
      .selectFrom('department')
      .select(['name', 'enabled'])
      .where('id', '=', foreign.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: foreign.name, enabled: true });
  });
});

describe('POST /api/departMent/disable', () => {
  it('disables and enables, bumping the version', async () => {
    const created = (await save({ code: 'J10', name: '档案室' })).body.data;
    const off = await admin.post<Department>('/api/departMent/disable', { id: created.id, enabled: false });
    expect(off.body).toMatchObject({ success: true, message: '部门已停用' });
    expect(off.body.data).toMatchObject({ enabled: false, version: 2 });
    const enabledOnly = await admin.get<Department[]>('/api/departMent/listDept');
    expect(enabledOnly.body.data.some((d) => d.id === created.id)).toBe(false);
    const stale = await admin.post('/api/departMent/disable', { id: created.id, enabled: true, version: 1 });
    expect(stale.body.errorCode).toBe(ErrorCode.conflict);
    const on = await admin.post<Department>('/api/departMent/disable', { id: created.id, enabled: true });
    expect(on.body.data).toMatchObject({ enabled: true, version: 3 });
  });
});

describe('POST /api/departMent/saveBatch', () => {
  interface Result {
    key: string;
    success: boolean;
    errorCode: number;
    message: string;
    data: Department | null;
  }
  const batch = (items: Array<{ key: string; body: unknown }>) =>
    admin.post<{ results: Result[] }>('/api/departMent/saveBatch', { items });

  it('applies each item once under its own key, refusals apart', async () => {
    const before = await departmentCount();
    const items = [
      { key: randomUUID(), body: { code: 'K10', name: '工会一组' } },
      { key: randomUUID(), body: { code: '01', name: '重复编码' } },
      { key: randomUUID(), body: { code: 'K11', name: '' } },
      { key: randomUUID(), body: { code: 'K12', name: '工会二组', parentCode: 'K10' } },
    ];
    const first = await batch(items);
    expect(first.body.success).toBe(true);
    const results = first.body.data.results;
    expect(results.map((r) => [r.key, r.success, r.errorCode])).toEqual([
      [items[0]?.key, true, 0],
      [items[1]?.key, false, ErrorCode.badRequest],
      [items[2]?.key, false, ErrorCode.badRequest],
      [items[3]?.key, true, 0],
    ]);
    expect(results[1]?.message).toBe('部门编码已存在：01');
    expect(results[2]?.message).toBe('部门名称不能为空');
    expect(results[3]?.data).toMatchObject({ departmentCode: 'K12', parentCode: 'K10' });
    expect(await departmentCount()).toBe(before + 2);

    const again = await batch(items);
    expect(again.body.data.results).toEqual(results);
    expect(await departmentCount()).toBe(before + 2);

    // One item replayed alone (the outbox falls back to single calls) answers from the same record.
    const alone = await save(items[0]?.body, items[0]?.key);
    expect(alone.headers['idempotent-replay']).toBe('1');
    expect({ ...alone.body, key: items[0]?.key }).toEqual(results[0]);
  });

  it('answers twins of a create, and twin batches, once', async () => {
    const before = await departmentCount();
    const key = randomUUID();
    const twins = await Promise.all(
      Array.from({ length: 6 }, () => save({ code: 'M10', name: '工会俱乐部' }, key)),
    );
    for (const twin of twins) expect(twin.body).toEqual(twins[0]?.body);
    expect(twins[0]?.body.success).toBe(true);
    const items = [
      { key: randomUUID(), body: { code: 'M11', name: '书画社' } },
      { key: randomUUID(), body: { code: 'M12', name: '摄影社' } },
    ];
    const copies = await Promise.all([batch(items), batch(items), batch(items)]);
    for (const copy of copies) expect(copy.body.data.results).toEqual(copies[0]?.body.data.results);
    expect(copies[0]?.body.data.results.every((r) => r.success)).toBe(true);
    expect(await departmentCount()).toBe(before + 3);
  });

  it('refuses an empty batch and a malformed key in Chinese', async () => {
    const empty = await batch([]);
    expect(empty.body).toMatchObject({
      errorCode: ErrorCode.badRequest,
      message: '批量内容应有 1 到 200 项',
    });
    const badKey = await batch([{ key: 'x', body: { code: 'L10', name: '某部门' } }]);
    expect(badKey.body).toMatchObject({
      errorCode: ErrorCode.badRequest,
      message: '第1行：幂等键应为 8 到 100 位字母、数字、下划线或连字符',
    });
  });
});

describe('a department with data keeps its code', () => {
  it('refuses changing the code of a department in the opening breakdowns, and writes nothing', async () => {
    const server = await startServer();
    try {
      const admin = await TestClient.login(server, 'admin', ADMIN_PASSWORD);
      const used = await server.handle.db
        .selectFrom('opening_balance as o')
        .innerJoin('department as d', (j) =>
          j.onRef('d.ledger_set_id', '=', 'o.ledger_set_id').onRef('d.code', '=', 'o.dept_code'),
        )
        .select(['d.id', 'd.code', 'd.name', 'd.version', 'd.ledger_set_id'])
        .where('o.dept_code', '!=', '')
        .executeTakeFirstOrThrow();
      await admin.post('/api/zt/select', { zid: used.ledger_set_id, year: 2026 });
      const answer = await admin.post('/api/departMent/save', {
        id: used.id,
        code: 'ZZ99',
        name: used.name,
        version: used.version,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(
        new RegExp(
          `^部门 ${used.code} ${used.name} 已有数据（已录入期初余额（科目 \\d+）），不能修改部门编码$`,
        ),
      );
      const after = await server.handle.db
        .selectFrom('department')
        .select('code')
        .where('id', '=', used.id)
        .executeTakeFirstOrThrow();
      expect(after.code).toBe(used.code);
      const rename = await admin.post('/api/departMent/save', {
        id: used.id,
        code: used.code,
        name: `${used.name}（新）`,
        version: used.version,
      });
      expect(rename.body.success).toBe(true);
    } finally {
      await server.close();
    }
  });
});
