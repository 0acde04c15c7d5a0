// Auxiliary accounting over HTTP (spec 000 §7.5): types with typed fields, items, state, the
// subject links, project relations and sync, balances, and the refusals for used things.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/core/contracts/errors.ts';
import { ADMIN_PASSWORD, DEMO_PASSWORD, startServer, TestClient, type TestServer } from './harness.ts';

interface Info {
  id: number | null;
  infoNo: string;
  infoName: string;
  details: Record<string, string>;
  enabled: boolean;
  readOnly: boolean;
}
interface AuxType {
  id: number;
  typeNo: string;
  typeName: string;
  builtInSystem: boolean;
  builtin: string | null;
  enabled: boolean;
  fields: { fieldNo: string; fieldName: string; fieldType: number }[];
  childData: Info[];
}

let server: TestServer;
let admin: TestClient;
let zids: Record<string, number>;
beforeAll(async () => {
  server = await startServer();
  admin = await TestClient.login(server, 'admin', ADMIN_PASSWORD);
  const list = (await admin.get<{ zid: number; ztno: string }[]>('/api/zt/list')).body.data;
  zids = Object.fromEntries(list.map((z) => [z.ztno, z.zid]));
});
afterAll(() => server?.close());

const use = async (zid: number) =>
  expect((await admin.post('/api/zt/select', { zid, year: 2022 })).body.success).toBe(true);
const allTypes = async () => (await admin.get<AuxType[]>('/api/auxi/GetAuxiTypeAllList')).body.data;
const typeOf = async (builtin: string) => (await allTypes()).find((t) => t.builtin === builtin) as AuxType;

async function itemCount(): Promise<number> {
  const row = await server.handle.db
    .selectFrom('aux_item')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('types and items', () => {
  let custom: AuxType;
  beforeAll(() => use(zids['001'] as number));

  it('lists the built-in types; the department type shows the departments', async () => {
    const list = (await admin.get<AuxType[]>('/api/auxi/GetAuxiTypeList')).body.data;
    expect(list.map((t) => t.typeName)).toEqual(['部门', '人员', '项目', '往来单位']);
    const dept = list[0] as AuxType;
    expect(dept.childData.map((i) => [i.infoNo, i.infoName, i.readOnly])).toContainEqual([
      '01',
      '办公室',
      true,
    ]);
    expect(list[1]?.childData.map((i) => i.infoName)).toEqual(['张制单', '陈报销', '刘审批']);
  });

  it('creates a custom type with text, number, money and time fields', async () => {
    const answer = await admin.post<AuxType>('/api/auxi/SaveAuxiType', {
      typeName: '合同',
      fields: [
        { fieldName: '对方', fieldType: 1 },
        { fieldName: '份数', fieldType: 2 },
        { fieldName: '金额', fieldType: 3 },
        { fieldName: '签订时间', fieldType: 4 },
      ],
    });
    expect(answer.body).toMatchObject({ success: true, message: '辅助核算类型已增加' });
    custom = answer.body.data;
    expect(custom).toMatchObject({ typeNo: '05', builtInSystem: false, builtin: null });
    expect(custom.fields.map((f) => [f.fieldNo, f.fieldType])).toEqual([
      ['f1', 1],
      ['f2', 2],
      ['f3', 3],
      ['f4', 4],
    ]);
  });

  it('checks item details against the field types', async () => {
    const saved = await admin.post<Info>('/api/auxi/SaveAuxiInfo', {
      typeId: custom.id,
      infoNo: 'HT001',
      infoName: '场馆租赁合同',
      details: { f1: '体育中心', f2: '2', f3: '12,000.5', f4: '2022-03-01' },
    });
    expect(saved.body.data).toMatchObject({
      infoNo: 'HT001',
      details: { f1: '体育中心', f2: '2', f3: '12000.50', f4: '2022-03-01' },
    });
    const before = await itemCount();
    const badNumber = await admin.post('/api/auxi/SaveAuxiInfo', {
      typeId: custom.id,
      infoNo: 'HT002',
      infoName: 'x',
      details: { f2: '两份' },
    });
    expect(badNumber.body).toMatchObject({ errorCode: ErrorCode.badRequest, message: '份数应为数字' });
    const badTime = await admin.post('/api/auxi/SaveAuxiInfo', {
      typeId: custom.id,
      infoNo: 'HT002',
      infoName: 'x',
      details: { f4: '2022-02-30' },
    });
    expect(badTime.body.message).toContain('签订时间应为日期时间');
    const unknown = await admin.post('/api/auxi/SaveAuxiInfo', {
      typeId: custom.id,
      infoNo: 'HT002',
      infoName: 'x',
      details: { f9: '1' },
    });
    expect(unknown.body.message).toBe('辅助核算类型没有字段“f9”');
    const dup = await admin.post('/api/auxi/SaveAuxiInfo', {
      typeId: custom.id,
      infoNo: 'HT001',
      infoName: '另一个',
    });
    expect(dup.body.message).toBe('合同编号已存在：HT001');
    const badType = await admin.post('/api/auxi/SaveAuxiType', {
      typeName: '坏',
      fields: [{ fieldName: 'a', fieldType: 5 }],
    });
    expect(badType.body).toMatchObject({
      errorCode: ErrorCode.badRequest,
      message: '第1行：字段类型的取值无效',
    });
    expect(await itemCount()).toBe(before);
  });

  it('keeps a field that holds data: renamed yes, retyped or removed no', async () => {
    const fields = custom.fields.map((f) => ({ ...f }));
    const retyped = await admin.post('/api/auxi/SaveAuxiType', {
      id: custom.id,
      typeName: '合同',
      fields: fields.map((f) => (f.fieldNo === 'f3' ? { ...f, fieldType: 1 } : f)),
    });
    expect(retyped.body.message).toBe('字段“金额”已有数据，不能由金额改为文本');
    const removed = await admin.post('/api/auxi/SaveAuxiType', {
      id: custom.id,
      typeName: '合同',
      fields: fields.slice(0, 2),
    });
    expect(removed.body.message).toBe('字段“金额”已有数据，不能删除');
    const renamed = await admin.post<AuxType>('/api/auxi/SaveAuxiType', {
      id: custom.id,
      typeName: '经济合同',
      fields: fields.map((f) => (f.fieldNo === 'f3' ? { ...f, fieldName: '合同金额' } : f)),
    });
    expect(renamed.body.data).toMatchObject({ typeName: '经济合同' });
    expect(renamed.body.data.fields[2]).toEqual({ fieldNo: 'f3', fieldName: '合同金额', fieldType: 3 });
  });

  it('protects the built-in types and the department items', async () => {
    const person = await typeOf('person');
    expect(
      (await admin.post('/api/auxi/SaveAuxiType', { id: person.id, typeName: '职工' })).body.message,
    ).toBe('“人员”是系统内置的辅助核算类型，不能改名');
    expect((await admin.post(`/api/auxi/DeleteAuxiType/${person.id}`)).body.message).toBe(
      '“人员”是系统内置的辅助核算类型，不能删除',
    );
    const dept = await typeOf('department');
    const item = await admin.post('/api/auxi/SaveAuxiInfo', {
      typeId: dept.id,
      infoNo: '09',
      infoName: '新部门',
    });
    expect(item.body.message).toBe('部门辅助核算的项目就是部门，请在部门设置中维护');
  });

  it('enables and disables types and items; pickers only see enabled ones', async () => {
    const off = await admin.post<AuxType>(`/api/auxi/EnableAuxiType/${custom.id}`, { enabled: false });
    expect(off.body).toMatchObject({ message: '辅助核算类型已停用', data: { enabled: false } });
    let picker = (await admin.get<AuxType[]>('/api/auxi/GetAuxiTypeList')).body.data;
    expect(picker.some((t) => t.id === custom.id)).toBe(false);
    const toggled = await admin.post<AuxType>(`/api/auxi/EnableAuxiType/${custom.id}`, {});
    expect(toggled.body.data.enabled).toBe(true);
    const person = await typeOf('person');
    const p003 = person.childData.find((i) => i.infoNo === 'P003') as Info;
    expect((await admin.post(`/api/auxi/EnableAuxiInfo/${p003.id}`, { enabled: false })).body.message).toBe(
      '辅助核算项目已停用',
    );
    picker = (await admin.get<AuxType[]>('/api/auxi/GetAuxiTypeList')).body.data;
    expect(picker.find((t) => t.builtin === 'person')?.childData.map((i) => i.infoNo)).toEqual([
      'P001',
      'P002',
    ]);
  });

  it('refuses to delete what is used and deletes what is not', async () => {
    const person = await typeOf('person');
    const p001 = person.childData.find((i) => i.infoNo === 'P001') as Info;
    const refused = await admin.post(`/api/auxi/DeleteAuxiInfo/${p001.id}`);
    expect(refused.body).toMatchObject({ errorCode: ErrorCode.refused });
    expect(refused.body.message).toBe('人员“张制单”已被使用，不能删除（科目 135 已按该项目录入期初余额）');
    const renumber = await admin.post('/api/auxi/SaveAuxiInfo', {
      id: p001.id,
      typeId: person.id,
      infoNo: 'P009',
      infoName: '张制单',
    });
    expect(renumber.body.message).toContain('编号不能修改');
    const p003 = person.childData.find((i) => i.infoNo === 'P003') as Info;
    expect((await admin.post(`/api/auxi/DeleteAuxiInfo/${p003.id}`)).body.success).toBe(true);
    const unlink = await admin.post('/api/auxi/SaveSubjectAuxiType', { code: '135', auxTypeIds: [] });
    expect(unlink.body.message).toBe(
      '科目 135 其他应收款 已按“人员”录入辅助核算期初余额，不能取消该辅助核算',
    );
  });
});

describe('subject links', () => {
  it('links from either side and answers both lookups', async () => {
    await use(zids['003'] as number);
    const unit = await typeOf('unit');
    const project = await typeOf('project');
    const bySubject = await admin.post<AuxType[]>('/api/auxi/SaveSubjectAuxiType', {
      code: '135',
      auxTypeIds: [unit.id, project.id],
    });
    expect(bySubject.body.data.map((t) => t.typeName)).toEqual(['项目', '往来单位']);
    const byType = await admin.post('/api/auxi/SaveAuxiTypeSubject', {
      typeId: unit.id,
      codes: ['135', '215'],
    });
    expect((byType.body.data as { code: string }[]).map((s) => s.code)).toEqual(['135', '215']);
    const subjects = await admin.get<{ code: string; codeFullName: string }[]>(
      `/api/auxi/GetSubjectListByAuxiType/${unit.id}`,
    );
    expect(subjects.body.data.map((s) => s.code)).toEqual(['135', '215']);
    const types = await admin.get<AuxType[]>('/api/auxi/GetAuxiTypes/215');
    expect(types.body.data.map((t) => t.typeName)).toEqual(['往来单位']);
    const tree = await admin.get<{ subjectList: { code: string; hasAuxi: boolean }[] }>('/api/subject/tree');
    expect(tree.body.data.subjectList.find((s) => s.code === '215')?.hasAuxi).toBe(true);
    expect(
      (await admin.post('/api/auxi/SaveAuxiTypeSubject', { typeId: unit.id, codes: ['999'] })).body.message,
    ).toBe('科目编码不存在：999');
  });

  it('refuses to delete a type linked to a subject with balances, and allows it once unlinked', async () => {
    await use(zids['003'] as number);
    const type = (await admin.post<AuxType>('/api/auxi/SaveAuxiType', { typeName: '资金来源' })).body.data;
    await admin.post('/api/auxi/SaveAuxiTypeSubject', { typeId: type.id, codes: ['101'] });
    await admin.post('/saveChoiceStand', { mode: 3 });
    expect(
      (await admin.post('/api/init/balances', { details: [{ code: '101', initAmount: '10' }] })).body.success,
    ).toBe(true);
    const refused = await admin.post(`/api/auxi/DeleteAuxiType/${type.id}`);
    expect(refused.body.message).toBe(
      '辅助核算类型“资金来源”已被使用，不能删除（已设置该辅助核算的科目 101 有期初余额）',
    );
    await admin.post('/api/auxi/SaveAuxiTypeSubject', { typeId: type.id, codes: [] });
    expect((await admin.post(`/api/auxi/DeleteAuxiType/${type.id}`)).body.success).toBe(true);
  });

  it('adds no dimension to a subject with balances after confirmation', async () => {
    await use(zids['001'] as number);
    const unit = await typeOf('unit');
    const answer = await admin.post('/api/auxi/SaveSubjectAuxiType', { code: '215', auxTypeIds: [unit.id] });
    expect(answer.body.message).toBe(
      '期初余额已确认，科目 215 其他应付款 已有期初余额，不能再增加部门或辅助核算',
    );
  });
});

describe('project relations and sync', () => {
  beforeAll(() => use(zids['001'] as number));

  it('relates projects to an outside list and guards deletions', async () => {
    const type = await admin.post<{ id: number }>('/api/auxi/SaveProjecRelatedType', {
      typeName: '上级专项',
      remark: '省总专项资金',
    });
    expect(type.body.success).toBe(true);
    const relation = await admin.post<{ id: number; projectName: string }>('/api/auxi/SaveProjecRelated', {
      relatedTypeId: type.body.data.id,
      projectInfoNo: 'XM2022001',
      relatedCode: 'SZ-2022-08',
      relatedName: '职工书屋补助',
    });
    expect(relation.body.data).toMatchObject({ projectName: '职工书屋建设', relatedCode: 'SZ-2022-08' });
    const missing = await admin.post('/api/auxi/SaveProjecRelated', {
      relatedTypeId: type.body.data.id,
      projectInfoNo: 'NOPE',
      relatedCode: 'x',
      relatedName: 'x',
    });
    expect(missing.body.message).toBe('项目编号不存在：NOPE');
    const list = await admin.get<{ typeName: string; relations: unknown[] }[]>(
      '/api/auxi/GetProjecRelatedTypeList',
    );
    expect(list.body.data).toMatchObject([
      { typeName: '上级专项', relations: [{ projectInfoNo: 'XM2022001' }] },
    ]);
    const project = await typeOf('project');
    const item = project.childData.find((i) => i.infoNo === 'XM2022001') as Info;
    expect((await admin.post(`/api/auxi/DeleteAuxiInfo/${item.id}`)).body.message).toContain(
      '该项目已关联“职工书屋补助”',
    );
    const typeDelete = await admin.post(`/api/auxi/DeleteProjecRelatedType/${type.body.data.id}`);
    expect(typeDelete.body.message).toBe('项目关联类型“上级专项”下还有 1 条项目关联，请先删除关联');
    expect((await admin.post(`/api/auxi/DeleteProjecRelated/${relation.body.data.id}`)).body.success).toBe(
      true,
    );
    expect((await admin.post(`/api/auxi/DeleteProjecRelatedType/${type.body.data.id}`)).body.success).toBe(
      true,
    );
  });

  it('pushes the projects to another ledger set', async () => {
    const answer = await admin.post('/api/auxi/SyncOutputProject', { targetZids: [zids['002']] });
    expect(answer.body.data).toEqual([
      { zid: zids['002'], name: '示范市第一中学工会委员会', created: 2, updated: 0 },
    ]);
    const again = await admin.post('/api/auxi/SyncOutputProject', {
      targetZids: [zids['002']],
      infoNos: ['XM2022001'],
    });
    expect(again.body.data).toMatchObject([{ created: 0, updated: 1 }]);
    expect(
      (await admin.post('/api/auxi/SyncOutputProject', { targetZids: [zids['001']] })).body.message,
    ).toBe('目标账套不能是当前账套');
    await use(zids['002'] as number);
    expect((await typeOf('project')).childData.map((i) => i.infoNo)).toEqual([
      'XM2022001',
      'XM2022002',
      'XM2022101',
    ]);
  });
});

describe('balances, permissions and isolation', () => {
  it('answers auxiliary balances from the opening balances', async () => {
    await use(zids['001'] as number);
    const person = await typeOf('person');
    const list = await admin.get('/api/auxi/GetAuxiBalanceList', { typeId: String(person.id) });
    expect(list.body.data).toEqual([
      expect.objectContaining({
        code: '135',
        subjectAmount: '26000.00',
        auxAmount: '26000.00',
        difference: '0.00',
      }),
    ]);
    const items = await admin.get<{ infoNo: string; initAmount: string }[]>(
      '/api/auxi/GetAuxiInfoBalanceList',
      {
        typeId: String(person.id),
      },
    );
    expect(items.body.data.map((i) => [i.infoNo, i.initAmount])).toEqual([
      ['P001', '6000.00'],
      ['P002', '20000.00'],
    ]);
  });

  it('needs the permissions of the screens (4012)', async () => {
    const zhidan = await TestClient.login(server, 'zhidan', DEMO_PASSWORD);
    expect((await zhidan.get('/api/auxi/GetAuxiTypeList')).body.success).toBe(true);
    expect((await zhidan.post('/api/auxi/SaveAuxiType', { typeName: '越权' })).body.errorCode).toBe(
      ErrorCode.forbidden,
    );
    expect(
      (await zhidan.post('/api/auxi/SaveAuxiInfo', { typeId: 1, infoNo: 'X', infoName: 'x' })).body.errorCode,
    ).toBe(ErrorCode.forbidden);
    const chuna = await TestClient.login(server, 'chuna', DEMO_PASSWORD);
    expect((await chuna.get('/api/auxi/GetAuxiBalanceList')).body.errorCode).toBe(ErrorCode.forbidden);
  });

  it("never reaches another ledger set's types", async () => {
    await use(zids['001'] as number);
    const person = await typeOf('person');
    await use(zids['002'] as number);
    const answer = await admin.post('/api/auxi/SaveAuxiInfo', {
      typeId: person.id,
      infoNo: 'X1',
      infoName: '串账',
    });
    expect(answer.body.message).toBe(`辅助核算类型不存在（id ${person.id}）`);
    expect((await allTypes()).some((t) => t.id === person.id)).toBe(false);
  });
});
