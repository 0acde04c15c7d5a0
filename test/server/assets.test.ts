// 资产管理 over HTTP (issue 20 items 1-3): the settings seeded from GB/T 14885 and 附录2, card
// validation in Chinese that writes nothing, saves with versions, the list with its totals, allocation
// with its history, the opening cards checked against the opening balances (refused with each
// difference), /checkFinancial state 4 and its clearing, and who may do what.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AllocationView,
  AssetCard,
  CardPage,
  InitStatus,
} from '../../src/core/contracts/asset-cards.ts';
import type {
  AssetCategoryView,
  AssetClassView,
  CardWidthView,
} from '../../src/core/contracts/asset-settings.ts';
import { ErrorCode } from '../../src/core/contracts/errors.ts';
import { assetTables, cardBody, freshLedger, type Ids, ledgerIds, openingBody } from './asset-fixture.ts';
import { ADMIN_PASSWORD, DEMO_PASSWORD, startServer, TestClient, type TestServer } from './harness.ts';

let server: TestServer;
let admin: TestClient;
let zids: Record<string, number>;
let ids001: Ids;

beforeAll(async () => {
  server = await startServer();
  admin = await TestClient.login(server, 'admin', ADMIN_PASSWORD);
  const list = (await admin.get<{ zid: number; ztno: string }[]>('/api/zt/list')).body.data;
  zids = Object.fromEntries(list.map((z) => [z.ztno, z.zid]));
  ids001 = await ledgerIds(server, zids['001'] as number);
});
afterAll(() => server?.close());

const use = async (zid: number, as: TestClient = admin) =>
  expect((await as.post('/api/zt/select', { zid, year: 2024 })).body.success).toBe(true);

async function refusedWithNothingWritten(
  send: () => Promise<{
    status: number;
    body: { success: boolean; errorCode: number; message: string; data: unknown };
  }>,
) {
  const before = await assetTables(server);
  const answer = await send();
  expect(answer.status).toBe(400);
  expect(answer.body.success).toBe(false);
  expect(await assetTables(server)).toBe(before);
  return answer.body;
}

describe('settings seeded for every ledger set', () => {
  beforeAll(() => use(zids['001'] as number));

  it('gives each class its subjects (a 基层 chart has no 171/172)', async () => {
    const county = (await admin.get<AssetClassView[]>('/api/assetSetting/classes')).body.data;
    expect(
      county.map((c) => [c.assetClass, c.prefix, c.assetSubject, c.contraSubject, c.fundSubject]),
    ).toEqual([
      [1, 'GD', '162', '163', '30104'],
      [2, 'WX', '171', '172', '30105'],
      [3, 'KC', '141', null, '30101'],
    ]);
    expect(county[0]).toMatchObject({ assetSubjectName: '固定资产', cardCount: 9 });
    await use(zids['002'] as number);
    const grassroots = (await admin.get<AssetClassView[]>('/api/assetSetting/classes')).body.data;
    expect(grassroots[1]).toMatchObject({ assetSubject: null, contraSubject: null, fundSubject: '30105' });
    await use(zids['001'] as number);
  });

  it('seeds GB/T 14885 with the union subject and the minimum lives of 附录2', async () => {
    const list = (await admin.get<AssetCategoryView[]>('/api/assetSetting/categories')).body.data;
    const byCode = new Map(list.map((c) => [c.code, c]));
    expect(byCode.get('2010000')).toMatchObject({
      name: '计算机设备及软件',
      minLifeMonths: 72,
      subjectCode: '162',
      depreciable: true,
    });
    expect(byCode.get('1020000')?.structureLives).toEqual({
      钢结构: 600,
      钢筋混凝土结构: 600,
      砖混结构: 360,
      砖木结构: 360,
      简易房: 96,
    });
    expect(byCode.get('4010000')).toMatchObject({ name: '文物', depreciable: false });
    expect(byCode.get('A08')).toMatchObject({ assetClass: 2, subjectCode: '171' });
    expect(byCode.get('A07')).toMatchObject({ assetClass: 3, subjectCode: '141', depreciable: false });
  });

  it('keeps a custom class apart from the standard ones and refuses to delete what cards use', async () => {
    const parent = ids001.category.get('2010000');
    const saved = await admin.post<AssetCategoryView>('/api/assetSetting/saveCategory', {
      parentId: parent,
      code: '2010105',
      name: '台式计算机',
      assetClass: 1,
      subjectCode: '162',
      depreciable: true,
      minLifeMonths: 72,
    });
    expect(saved.body.data).toMatchObject({ edition: '2010', builtin: false, code: '2010105' });
    const wrongClass = await admin.post('/api/assetSetting/saveCategory', {
      parentId: parent,
      code: '2010106',
      name: '软件',
      assetClass: 2,
      subjectCode: '171',
      depreciable: true,
    });
    expect(wrongClass.body.message).toBe('下级分类应与上级分类“计算机设备及软件”属于同一类资产');
    const builtIn = await admin.post('/api/assetSetting/deleteCategory', { id: parent });
    expect(builtIn.body.message).toBe('“计算机设备及软件”是国家标准分类，不能删除，可以停用');
    expect(
      (await admin.post('/api/assetSetting/deleteCategory', { id: saved.body.data.id })).body.success,
    ).toBe(true);
  });

  it('refuses a card number width below the serials already given', async () => {
    const width = (await admin.get<CardWidthView>('/api/assetSetting/width')).body.data;
    expect(width).toMatchObject({ cardNoWidth: 6, usedDigits: 1 });
    expect(width.examples[0]?.next).toBe('GD000010');
    const saved = await admin.post<CardWidthView>('/api/assetSetting/saveWidth', {
      cardNoWidth: 8,
      version: width.version,
    });
    expect(saved.body.data.examples[0]?.next).toBe('GD00000010');
    await admin.post('/api/assetSetting/saveWidth', { cardNoWidth: 6 });
    expect((await admin.post('/api/assetSetting/saveWidth', { cardNoWidth: 2 })).body.message).toContain(
      '应为 3 到 10 之间的整数',
    );
  });
});

describe('cards', () => {
  beforeAll(() => use(zids['001'] as number));

  it('refuses a card that breaks the rules, listing every problem in Chinese, and writes nothing', async () => {
    const body = await refusedWithNothingWritten(() =>
      admin.post(
        '/api/aetCard/save',
        cardBody(ids001, {
          name: '',
          estimatedServiceLife: 60,
          fundSource: 'MIXED',
          fundAmountFiscal: '3000.00',
          fundAmountUnion: '3000.00',
          useStatus: null,
        }),
      ),
    );
    expect(body.errorCode).toBe(ErrorCode.badRequest);
    expect(body.message).toBe('资产名称不能为空');
    const listed = await admin.post('/api/aetCard/save', {
      ...cardBody(ids001, {
        estimatedServiceLife: 60,
        fundSource: 'MIXED',
        fundAmountFiscal: '3000.00',
        fundAmountUnion: '3000.00',
        useStatus: null,
      }),
    });
    expect(listed.body.errorCode).toBe(ErrorCode.validationList);
    expect((listed.body.data as { message: string }[]).map((p) => p.message)).toEqual([
      '使用年限不得低于 72 个月（6 年，工会固定资产折旧年限表）',
      '财政拨款金额与工会资金金额之和应等于原值',
      '使用状况不能为空',
    ]);
    const nominal = await admin.post(
      '/api/aetCard/save',
      cardBody(ids001, { valueType: 'NOMINAL', originalValue: '5.00' }),
    );
    expect((nominal.body.data as { message: string }[])[0]?.message).toBe('名义金额资产的原值应为 1.00 元');
    const early = await admin.post('/api/aetCard/save', cardBody(ids001, { bookDate: '2021-12-31' }));
    expect(early.body.message).toBe(
      '新增卡片的财务入账日期不能早于账套启用日期 2022-01-01，期初资产请在资产初始化中录入',
    );
    const wrongClass = await admin.post(
      '/api/aetCard/save',
      cardBody(ids001, { categoryId: ids001.category.get('A08') }),
    );
    expect(wrongClass.body.message).toBe('资产分类“无形资产”不属于本类资产');
    const badEnum = await admin.post('/api/aetCard/save', cardBody(ids001, { useStatus: 'BROKEN' }));
    expect(badEnum.body.message).toContain('使用状况应为 在用、闲置');
  });

  let card: AssetCard;
  it('saves a card with the next number, edits it by version, and refuses a stale version', async () => {
    const saved = await admin.post<AssetCard>('/api/aetCard/save', cardBody(ids001));
    expect(saved.body.success, saved.body.message).toBe(true);
    card = saved.body.data;
    expect(card).toMatchObject({
      cardNo: 'GD000010',
      assetCode: 'GD000010',
      aetTypeName: '计算机设备及软件',
      monthlyDepreciation: '97.22',
      netValue: '7000.00',
      isGenerateCertificate: false,
      version: 1,
    });
    expect(saved.body.message).toBe('卡片 GD000010 已新增');
    const edited = await admin.post<AssetCard>('/api/aetCard/save', {
      ...cardBody(ids001, { id: card.id, name: '笔记本电脑（财务）' }),
      version: 1,
    });
    expect(edited.body.data).toMatchObject({ name: '笔记本电脑（财务）', version: 2, cardNo: 'GD000010' });
    const stale = await refusedWithNothingWritten(() =>
      admin.post('/api/aetCard/save', { ...cardBody(ids001, { id: card.id, name: '旧' }), version: 1 }),
    );
    expect(stale.message).toBe('卡片已被他人修改，请刷新后重试');
    card = edited.body.data;
  });

  it('writes a card once however often its save is replayed (the outbox sends the same key again)', async () => {
    const body = cardBody(ids001, { name: '离线录入的复印机' });
    const key = '5b1f0d2a-8c3e-4d6f-9a7b-1c2d3e4f5a6b';
    const first = await admin.post<AssetCard>('/api/aetCard/save', body, { idempotencyKey: key });
    const again = await admin.post<AssetCard>('/api/aetCard/save', body, { idempotencyKey: key });
    expect(again.body).toEqual(first.body);
    const count = await server.handle.db
      .selectFrom('asset_card')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('name', '=', '离线录入的复印机')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
    // The same card sent anew (another key) without a version is not a second card.
    const twin = await refusedWithNothingWritten(() => admin.post('/api/aetCard/save', body));
    expect(twin.message).toBe('卡片已存在，修改时需提供版本号（version）');
    expect(
      (await admin.post('/api/aetCard/delete', { id: first.body.data.id, version: 1 })).body.success,
    ).toBe(true);
  });

  it('lists a page in card-number order with the totals of the whole query (sumAsssets)', async () => {
    const page = (await admin.get<CardPage>('/api/aetCard/list', { assetClass: '1', pageSize: '3' })).body
      .data;
    expect(page.totalItemCount).toBe(10);
    expect(page.currentPageItems.map((c) => c.cardNo)).toEqual(['GD000001', 'GD000002', 'GD000003']);
    expect(page.sumAsssets).toEqual({
      quantity: 1 + 1 + 1 + 1 + 1 + 1500 + 5 + 1 + 1 + 1,
      originalValue: '2426600.00',
      accumulatedDepreciation: '860000.00',
      netValue: '1566600.00',
    });
    const found = (await admin.get<CardPage>('/api/aetCard/list', { assetClass: '1', keyword: '笔记本' }))
      .body.data;
    expect(found.currentPageItems.map((c) => c.cardNo)).toEqual(['GD000008', 'GD000010']);
    const opening = (await admin.get<CardPage>('/api/aetCard/getInitAssetsCardList', { assetClass: '2' }))
      .body.data;
    expect(opening.sumAsssets).toMatchObject({
      originalValue: '120000.00',
      accumulatedDepreciation: '48000.00',
    });
  });

  it('allocates a card to another department and person, keeping the history', async () => {
    const to = ids001.dept.get('04') as number;
    const moved = await admin.post<AssetCard>('/api/aetCard/allocate', {
      id: card.id,
      version: card.version,
      kind: '调拨',
      allocatedOn: '2024-05-01',
      toDepartmentId: to,
      toCustodian: '王五',
      toLocation: '二楼',
      reason: '部门调整',
    });
    expect(moved.body.data).toMatchObject({
      useDepartmentName: '权益保障部',
      custodian: '王五',
      location: '二楼',
      version: 3,
    });
    const history = (await admin.get<AllocationView[]>('/api/aetCard/allocations', { id: card.id })).body
      .data;
    expect(history).toEqual([
      expect.objectContaining({
        kind: '调拨',
        allocatedOn: '2024-05-01',
        fromDepartmentName: '办公室',
        toDepartmentName: '权益保障部',
        toCustodian: '王五',
        createdBy: '系统管理员',
      }),
    ]);
    const same = await admin.post('/api/aetCard/allocate', {
      id: card.id,
      kind: '分配',
      allocatedOn: '2024-05-02',
      toDepartmentId: to,
      toCustodian: '王五',
      toLocation: '二楼',
    });
    expect(same.body.message).toBe('调入部门、使用人和存放地点都没有变化');
    const early = await admin.post('/api/aetCard/allocate', {
      id: card.id,
      kind: '分配',
      allocatedOn: '2024-01-01',
      toDepartmentId: to,
    });
    expect(early.body.message).toBe('调拨日期不能早于卡片的财务入账日期');
    card = moved.body.data;
  });

  it('deletes a card without voucher or provision, and refuses an opening card once confirmed', async () => {
    const opening = (await admin.get<CardPage>('/api/aetCard/getInitAssetsCardList', {})).body.data
      .currentPageItems[0] as AssetCard;
    const refused = await refusedWithNothingWritten(() =>
      admin.post('/api/aetCard/delete', { id: opening.id }),
    );
    expect(refused.message).toBe('资产初始化已确认，期初卡片不能删除；如需删除请先取消确认');
    const edit = await admin.post('/api/aetCard/save', {
      ...openingBody(ids001, { id: opening.id }),
      version: opening.version,
    });
    expect(edit.body.message).toBe('资产初始化已确认，期初卡片不能新增或修改；如需修改请先取消确认');
    const extra = await admin.post<AssetCard>('/api/aetCard/save', cardBody(ids001, { name: '临时' }));
    expect(
      (await admin.post('/api/aetCard/delete', { id: extra.body.data.id, version: 1 })).body,
    ).toMatchObject({ success: true, message: '卡片已删除' });
  });

  it('lets the asset keeper keep cards but not book them, and 制单 book but not edit them', async () => {
    const zichan = await TestClient.login(server, 'zichan', DEMO_PASSWORD);
    const zhidan = await TestClient.login(server, 'zhidan', DEMO_PASSWORD);
    await use(zids['001'] as number, zichan);
    await use(zids['001'] as number, zhidan);
    const kept = await zichan.post<AssetCard>('/api/aetCard/save', cardBody(ids001, { name: '资产员录入' }));
    expect(kept.body.success, kept.body.message).toBe(true);
    expect(
      (await zichan.get('/api/template', { templateType: 'card', assetClass: '1' })).body.errorCode,
    ).toBe(ErrorCode.forbidden);
    expect(
      (await zichan.post('/api/assetsProvision/accrue', { assetClass: 1, accruedStage: '2022-01' })).body
        .errorCode,
    ).toBe(ErrorCode.forbidden);
    const edit = await refusedWithNothingWritten(() => zhidan.post('/api/aetCard/save', cardBody(ids001)));
    expect(edit.errorCode).toBe(ErrorCode.forbidden);
    expect((await zhidan.get('/api/aetCard/list', { assetClass: '1' })).body.success).toBe(true);
    expect((await zhidan.post('/api/aetCard/delete', { id: kept.body.data.id })).body.errorCode).toBe(
      ErrorCode.forbidden,
    );
    expect(
      (await zichan.post('/api/aetCard/delete', { id: kept.body.data.id, version: 1 })).body.success,
    ).toBe(true);
  });
});

describe('opening cards and /checkFinancial state 4', () => {
  let zid: number;
  let ids: Ids;
  beforeAll(async () => {
    // 162 10,000.00 with 163 2,500.00 and 30104 7,500.00: assets 7,500 = net assets 7,500.
    zid = await freshLedger(admin, '资产初始化测试工会', [
      { code: '162', initAmount: '10000.00' },
      { code: '163', initAmount: '2500.00' },
      { code: '30104', initAmount: '7500.00' },
    ]);
    ids = await ledgerIds(server, zid);
  });

  it('reports state 4 while the opening cards are not confirmed, and holds new cards back', async () => {
    expect((await admin.get('/checkFinancial')).body).toMatchObject({
      success: false,
      errorCode: ErrorCode.operation,
      data: 4,
      message: '固定资产尚未初始化，请先完成资产初始化',
    });
    const status = (await admin.get<InitStatus>('/api/assetsInit/status')).body.data;
    expect(status).toMatchObject({
      required: true,
      confirmed: false,
      openingDate: '2022-01-01',
      balanced: false,
    });
    const added = await refusedWithNothingWritten(() =>
      admin.post('/api/aetCard/save', cardBody(ids, { bookDate: '2022-02-01' })),
    );
    expect(added.message).toBe('资产尚未初始化，请先在资产初始化中录入期初卡片并确认');
  });

  it('refuses to confirm opening cards that disagree with the opening balances, naming each difference', async () => {
    const saved = await admin.post<AssetCard>(
      '/api/aetCard/save',
      openingBody(ids, {
        name: '复印机',
        originalValue: '9000.00',
        initAccumulated: '2500.00',
        usedMonths: 20,
      }),
    );
    expect(saved.body.success, saved.body.message).toBe(true);
    const answer = await refusedWithNothingWritten(() => admin.post('/api/assetsInit/confirm'));
    expect(answer).toMatchObject({
      errorCode: ErrorCode.validationList,
      message: '期初卡片与期初余额不符，不能确认',
    });
    expect(answer.data).toEqual([
      {
        message:
          '固定资产：科目 162 固定资产 期初余额 10,000.00 与期初卡片原值合计 9,000.00 不等，差额 1,000.00',
      },
      {
        message:
          '固定资产：科目 30104 固定资产 期初余额 7,500.00 与期初卡片净值合计 6,500.00 不等，差额 1,000.00',
      },
    ]);
    expect((await admin.get('/checkFinancial')).body.data).toBe(4);
    const fixed = await admin.post('/api/aetCard/save', {
      ...openingBody(ids, {
        id: saved.body.data.id,
        name: '复印机',
        originalValue: '10000.00',
        initAccumulated: '2500.00',
        usedMonths: 20,
      }),
      version: 1,
    });
    expect(fixed.body.success, fixed.body.message).toBe(true);
  });

  it('confirms when they agree, which clears state 4; new cards may then be added', async () => {
    const confirmed = await admin.post<InitStatus>('/api/assetsInit/confirm');
    expect(confirmed.body).toMatchObject({ success: true, message: '资产初始化已确认' });
    expect(confirmed.body.data).toMatchObject({ confirmed: true, balanced: true });
    expect((await admin.get('/checkFinancial')).body).toMatchObject({ success: true, errorCode: 0 });
    const added = await admin.post<AssetCard>(
      '/api/aetCard/save',
      cardBody(ids, { bookDate: '2022-02-01', acquireDate: '2022-02-01', dateOfActivation: '2022-02-01' }),
    );
    expect(added.body.success, added.body.message).toBe(true);
    const undone = await admin.post<InitStatus>('/api/assetsInit/cancel');
    expect(undone.body.data.confirmed).toBe(false);
    expect((await admin.get('/checkFinancial')).body.data).toBe(4);
    expect((await admin.post('/api/assetsInit/confirm')).body.success).toBe(true);
  });

  it('never asks a ledger set whose opening holds no asset, and the demo ledger sets are ready', async () => {
    await freshLedger(admin, '无资产工会', [
      { code: '101', initAmount: '500.00' },
      { code: '32205', initAmount: '500.00' },
    ]);
    expect((await admin.get('/checkFinancial')).body).toMatchObject({ success: true });
    for (const code of ['001', '002']) {
      await use(zids[code] as number);
      const status = (await admin.get<InitStatus>('/api/assetsInit/status')).body.data;
      expect(status, code).toMatchObject({ required: true, confirmed: true, balanced: true });
      expect((await admin.get('/checkFinancial')).body.success, code).toBe(true);
    }
    await use(zids['003'] as number);
    expect((await admin.get('/checkFinancial')).body.data).toBe(2);
  });
});
