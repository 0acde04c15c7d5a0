// /api/personnel and /api/bankCard over HTTP (部门人员, 拨款卡绑定, issue 18 item 11): the seeded
// demo people, refusals in Chinese that write nothing, exactly one default card per owner, delete
// refused while a card is bound, /me for the claimant, who may do what, and ledger sets kept apart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/core/contracts/errors.ts';
import type { BankCard, BankCardSaved, MyPerson, Person } from '../../src/core/contracts/personnel.ts';
import { ADMIN_PASSWORD, DEMO_PASSWORD, startServer, TestClient, type TestServer } from './harness.ts';

let server: TestServer;
let admin: TestClient;
const dept = new Map<string, number>();
let foreignDept = 0;

beforeAll(async () => {
  server = await startServer();
  admin = await TestClient.login(server, 'admin', ADMIN_PASSWORD);
  const rows = await server.handle.db
    .selectFrom('department as d')
    .innerJoin('ledger_set as l', 'l.id', 'd.ledger_set_id')
    .select(['d.id', 'd.name', 'l.code'])
    .execute();
  for (const r of rows) if (r.code === '001') dept.set(r.name, r.id);
  foreignDept = rows.find((r) => r.code === '002')?.id ?? 0;
});
afterAll(() => server?.close());

const deptId = (name: string) => {
  const id = dept.get(name);
  if (id === undefined) throw new Error(`no department ${name}`);
  return id;
};

const people = async (as: TestClient = admin) =>
  (await as.get<Person[]>('/api/personnel/list', { includeDisabled: 'true' })).body.data;
const cards = async (personId?: number) =>
  (await admin.get<BankCard[]>('/api/bankCard/list', personId ? { personId: String(personId) } : {})).body
    .data;
const savePerson = (body: unknown, as: TestClient = admin) => as.post<Person>('/api/personnel/save', body);
const saveCard = async (body: unknown, as: TestClient = admin) => {
  const answer = await as.post<BankCardSaved>('/api/bankCard/save', body);
  return { ...answer, body: { ...answer.body, data: answer.body.data?.card as BankCard } };
};

/** Both tables as text: a refusal must leave them exactly as they were. */
async function stored(): Promise<string> {
  const db = server.handle.db;
  const p = await db.selectFrom('person').selectAll().orderBy('id').execute();
  const c = await db.selectFrom('bank_card').selectAll().orderBy('id').execute();
  return JSON.stringify([p, c]);
}

async function refusedWithNothingWritten(
  send: () => Promise<{ status: number; body: { success: boolean; message: string } }>,
) {
  const before = await stored();
  const answer = await send();
  expect(answer.status).toBe(400);
  expect(answer.body.success).toBe(false);
  expect(await stored()).toBe(before);
  return answer.body.message;
}

const person = (over: Record<string, unknown> = {}) => ({
  code: 'T100',
  name: '测试人员',
  departmentId: deptId('财务部'),
  grade: '其余人员',
  ...over,
});

describe('the seeded demo people', () => {
  it('lists the people of 001 with department, grade and the user linked', async () => {
    const rows = await people();
    const byCode = new Map(rows.map((r) => [r.code, r]));
    expect(byCode.get('P002')).toMatchObject({
      name: '陈报销',
      departmentName: '办公室',
      grade: '其余人员',
      userLabel: '陈报销（baoxiao）',
      enabled: true,
    });
    expect(byCode.get('P001')).toMatchObject({
      name: '刘审批',
      grade: '司局级',
      userLabel: '刘审批（shenpi）',
    });
  });

  it('gives every owner with cards exactly one default', async () => {
    const all = await cards();
    const owners = new Map<string, number>();
    for (const c of all) {
      const owner = c.personId === null ? `unit:${c.accountName}` : `person:${c.personId}`;
      owners.set(owner, (owners.get(owner) ?? 0) + (c.isDefault ? 1 : 0));
    }
    expect([...owners.values()].every((n) => n === 1)).toBe(true);
    expect(all.some((c) => c.personId === null)).toBe(true);
  });
});

describe('GET /api/personnel/me', () => {
  it('answers baoxiao their own person and cards, the default first', async () => {
    const baoxiao = await TestClient.login(server, 'baoxiao', DEMO_PASSWORD);
    const me = await baoxiao.get<MyPerson>('/api/personnel/me');
    expect(me.body.success).toBe(true);
    expect(me.body.data.person).toMatchObject({
      name: '陈报销',
      grade: '其余人员',
      departmentName: '办公室',
    });
    expect(me.body.data.cards).toHaveLength(2);
    expect(me.body.data.cards[0]).toMatchObject({ isDefault: true, accountNo: '6222020200000000029' });
    // 报销 reads only itself: the lists stay closed.
    const list = await baoxiao.get('/api/personnel/list');
    expect(list.body.errorCode).toBe(ErrorCode.forbidden);
    const cardList = await baoxiao.get('/api/bankCard/list');
    expect(cardList.body.errorCode).toBe(ErrorCode.forbidden);
  });

  it('answers a user no person is linked to with null and no cards', async () => {
    const zhidan = await TestClient.login(server, 'zhidan', DEMO_PASSWORD);
    const me = await zhidan.get<MyPerson>('/api/personnel/me');
    expect(me.body.data).toEqual({ person: null, cards: [] });
  });
});

describe('POST /api/personnel/save', () => {
  it('creates and edits a person, bumping the version', async () => {
    const created = await savePerson(person({ mobile: '13812345678', title: ' 会计 ' }));
    expect(created.body).toMatchObject({ success: true, message: '人员已新增' });
    expect(created.body.data).toMatchObject({
      code: 'T100',
      title: '会计',
      departmentName: '财务部',
      version: 1,
    });
    const edited = await savePerson(
      person({ id: created.body.data.id, version: 1, name: '测试人员甲', grade: '司局级' }),
    );
    expect(edited.body.data).toMatchObject({ name: '测试人员甲', grade: '司局级', version: 2, mobile: '' });
    const stale = await refusedWithNothingWritten(() =>
      savePerson(person({ id: created.body.data.id, version: 1, name: '过期' })),
    );
    expect(stale).toContain('已被其他人修改');
  });

  it.each([
    [{ code: '' }, '工号'],
    [{ code: 'A-1' }, '只能由字母或数字组成'],
    [{ name: '  ' }, '姓名'],
    [{ grade: '处级' }, '部级、司局级、其余人员'],
    [{ mobile: '12345' }, '手机号码格式不正确'],
    [{ departmentId: 999999 }, '部门不存在或不属于当前账套'],
    [{ code: 'P001' }, '工号已存在：P001'],
  ])('refuses %o with a message naming the problem', async (over, text) => {
    const message = await refusedWithNothingWritten(() => savePerson(person({ code: 'T200', ...over })));
    expect(message).toContain(text);
  });

  it('refuses another ledger set department and a user already linked', async () => {
    expect(
      await refusedWithNothingWritten(() => savePerson(person({ code: 'T201', departmentId: foreignDept }))),
    ).toContain('部门不存在或不属于当前账套');
    const baoxiaoId = (await people()).find((p) => p.code === 'P002')?.userId;
    expect(
      await refusedWithNothingWritten(() => savePerson(person({ code: 'T202', userId: baoxiaoId }))),
    ).toBe('用户陈报销（baoxiao）已关联人员 P002 陈报销，一个用户只能关联一名人员');
  });

  it('is refused to 报销 and 审批 duties', async () => {
    const shenpi = await TestClient.login(server, 'shenpi', DEMO_PASSWORD);
    const answer = await savePerson(person({ code: 'T203' }), shenpi);
    expect(answer.body.errorCode).toBe(ErrorCode.forbidden);
  });

  it('lets 财务主管 manage people', async () => {
    const zhuguan = await TestClient.login(server, 'zhuguan', DEMO_PASSWORD);
    const answer = await savePerson(person({ code: 'T204' }), zhuguan);
    expect(answer.body.success).toBe(true);
  });
});

describe('停用, 删除', () => {
  it('disables and enables a person; the default list hides the disabled', async () => {
    const p = (await savePerson(person({ code: 'T300' }))).body.data;
    const off = await admin.post<Person>('/api/personnel/setEnabled', {
      id: p.id,
      enabled: false,
      version: p.version,
    });
    expect(off.body).toMatchObject({ success: true, message: '人员已停用' });
    const shown = (await admin.get<Person[]>('/api/personnel/list')).body.data;
    expect(shown.some((r) => r.id === p.id)).toBe(false);
    const on = await admin.post<Person>('/api/personnel/setEnabled', { id: p.id, enabled: true });
    expect(on.body.data.enabled).toBe(true);
  });

  it('refuses to delete a person a card is bound to, and deletes one without', async () => {
    const chen = (await people()).find((p) => p.code === 'P002');
    const message = await refusedWithNothingWritten(() =>
      admin.post('/api/personnel/delete', { id: chen?.id }),
    );
    expect(message).toBe(
      '人员 P002 陈报销 已绑定 2 张拨款卡，不能删除；请先在拨款卡绑定中删除这些卡，或停用该人员',
    );
    const wu = (await people()).find((p) => p.code === 'P004');
    const gone = await admin.post('/api/personnel/delete', { id: wu?.id });
    expect(gone.body).toMatchObject({ success: true, message: '人员已删除' });
    expect((await people()).some((p) => p.code === 'P004')).toBe(false);
  });
});

describe('POST /api/bankCard/save and the one default', () => {
  it('trims the spaces of the account and makes an owner first card its default', async () => {
    const p = (await savePerson(person({ code: 'T400', name: '卡片测试' }))).body.data;
    const first = await saveCard({
      personId: p.id,
      accountName: '卡片测试',
      bankName: '中国银行',
      accountNo: ' 6216 6100 0000 1234 ',
    });
    expect(first.body).toMatchObject({ success: true, message: '拨款卡已绑定' });
    expect(first.body.data).toMatchObject({ accountNo: '6216610000001234', isDefault: true });

    const second = await saveCard({
      personId: p.id,
      accountName: '卡片测试',
      bankName: '中国农业银行',
      accountNo: '6228480000005678',
    });
    expect(second.body.data.isDefault).toBe(false);

    // 设为默认 moves it: still exactly one.
    const moved = await admin.post<BankCardSaved>('/api/bankCard/setDefault', { id: second.body.data.id });
    expect(moved.body.data.card).toMatchObject({ id: second.body.data.id, isDefault: true });
    expect(moved.body.data.cards.map((c) => [c.id, c.isDefault])).toEqual([
      [second.body.data.id, true],
      [first.body.data.id, false],
    ]);

    // A new card asked as default takes it over.
    const third = await saveCard({
      personId: p.id,
      accountName: '卡片测试',
      bankName: '招商银行',
      accountNo: '6225880000009999',
      isDefault: true,
    });
    expect(third.body.data.isDefault).toBe(true);
    const mine = await cards(p.id);
    expect(mine.filter((c) => c.isDefault).map((c) => c.id)).toEqual([third.body.data.id]);

    // The default cannot just be unticked, and deleting it passes it to the newest other card.
    const untick = await refusedWithNothingWritten(() =>
      saveCard({
        id: third.body.data.id,
        version: third.body.data.version,
        personId: p.id,
        accountName: '卡片测试',
        bankName: '招商银行',
        accountNo: '6225880000009999',
        isDefault: false,
      }),
    );
    expect(untick).toContain('每个收款人须有一张默认卡');
    const deleted = await admin.post<{ id: number; cards: BankCard[] }>('/api/bankCard/delete', {
      id: third.body.data.id,
    });
    expect(deleted.body.data.cards.filter((c) => c.isDefault).map((c) => c.id)).toEqual([
      second.body.data.id,
    ]);
  });

  it.each([
    [{ accountNo: '1234567' }, '账号只能由数字组成，长度 8 到 30 位'],
    [{ accountNo: '6222 02ab 0000 1111' }, '账号只能由数字组成'],
    [{ accountNo: '1'.repeat(31) }, '账号只能由数字组成'],
    [{ accountNo: '   ' }, '账号不能为空'],
    [{ accountName: '' }, '户名'],
    [{ bankName: '' }, '开户行'],
    [{ accountNo: '6222020200000000029' }, '账号 6222020200000000029 已绑定'],
    [{ personId: 999999 }, '人员不存在或不属于当前账套'],
  ])('refuses %o', async (over, text) => {
    const message = await refusedWithNothingWritten(() =>
      saveCard({ accountName: '某单位', bankName: '某银行', accountNo: '62220000111122223333', ...over }),
    );
    expect(message).toContain(text);
  });

  it('keeps one default per unit payee name', async () => {
    const a = await saveCard({ accountName: '示范单位', bankName: '甲银行', accountNo: '10000000000000001' });
    const b = await saveCard({
      accountName: '示范单位',
      bankName: '乙银行',
      accountNo: '10000000000000002',
      isDefault: true,
    });
    expect(a.body.data.isDefault).toBe(true);
    expect(b.body.data).toMatchObject({ isDefault: true, personId: null, personName: null });
    const unit = (await cards()).filter((c) => c.accountName === '示范单位');
    expect(unit.filter((c) => c.isDefault).map((c) => c.id)).toEqual([b.body.data.id]);
  });

  it('refuses a new card for a disabled person', async () => {
    const p = (await savePerson(person({ code: 'T500' }))).body.data;
    await admin.post('/api/personnel/setEnabled', { id: p.id, enabled: false });
    const message = await refusedWithNothingWritten(() =>
      saveCard({
        personId: p.id,
        accountName: p.name,
        bankName: '某银行',
        accountNo: '62220000555566667777',
      }),
    );
    expect(message).toBe(`人员“${p.name}”已停用，不能绑定新的拨款卡`);
  });

  it('applies a replayed save once', async () => {
    const body = { accountName: '重放单位', bankName: '某银行', accountNo: '62220000999988887777' };
    const key = crypto.randomUUID();
    const one = await admin.post<BankCardSaved>('/api/bankCard/save', body, { idempotencyKey: key });
    const two = await admin.post<BankCardSaved>('/api/bankCard/save', body, { idempotencyKey: key });
    expect(two.body.data.card.id).toBe(one.body.data.card.id);
    expect((await cards()).filter((c) => c.accountName === '重放单位')).toHaveLength(1);
  });
});
