// 资产盘点 over HTTP (issue 20 item 5): a stocktake of the class's cards, counts read 0 相符 / 1 盘亏 /
// 2 盘盈 against the book, a count replayed by the outbox (same key) written once, a count made
// against a card changed meanwhile refused with what changed and nothing written, and the two steps
// through 182: 盘亏 Dr 182 (book value) + Dr 163 / Cr 162 then Dr 30104 / Cr 182; 盘盈 a card (取得方式
// 盘盈) with Dr 162 / Cr 182 then Dr 182 / Cr 30104 — after which 182 is back to nothing.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssetCard } from '../../src/core/contracts/asset-cards.ts';
import type { CheckHeader, CheckLine, CheckView } from '../../src/core/contracts/asset-checks.ts';
import { ErrorCode } from '../../src/core/contracts/errors.ts';
import type { BalanceAnswer } from '../../src/core/contracts/ledger-answers.ts';
import { cardBody, freshLedger, type Ids, ledgerIds, openingBody } from './asset-fixture.ts';
import { ADMIN_PASSWORD, DEMO_PASSWORD, startServer, TestClient, type TestServer } from './harness.ts';

let server: TestServer;
let admin: TestClient;
let ids: Ids;
const cards: Record<string, AssetCard> = {};
let check: CheckHeader;

beforeAll(async () => {
  server = await startServer();
  admin = await TestClient.login(server, 'admin', ADMIN_PASSWORD);
  const zid = await freshLedger(admin, '盘点测试工会', [
    { code: '162', initAmount: '50000.00' },
    { code: '163', initAmount: '26000.00' },
    { code: '30104', initAmount: '24000.00' },
  ]);
  ids = await ledgerIds(server, zid);
  const save = async (key: string, body: Record<string, unknown>) => {
    const answer = await admin.post<AssetCard>('/api/aetCard/save', body);
    expect(answer.body.success, answer.body.message).toBe(true);
    cards[key] = answer.body.data;
  };
  await save(
    'building',
    openingBody(ids, {
      name: '办公楼附属设备',
      categoryId: ids.category.get('2100000'),
      originalValue: '50000.00',
      initAccumulated: '26000.00',
      estimatedServiceLife: 120,
      usedMonths: 60,
    }),
  );
  expect((await admin.post('/api/assetsInit/confirm')).body.success).toBe(true);
  const jan = { bookDate: '2022-01-10', acquireDate: '2022-01-05', dateOfActivation: '2022-01-10' };
  await save('computer', cardBody(ids, jan));
  await save(
    'chairs',
    cardBody(ids, {
      ...jan,
      name: '会议椅',
      categoryId: ids.category.get('6000000') ?? ids.category.get('2010000'),
      quantity: 3,
      unit: '把',
      originalValue: '900.00',
      location: '会议室',
    }),
  );
  const run = await admin.post('/api/assetsProvision/accrue', { assetClass: 1, accruedStage: '2022-01' });
  expect(run.body.success, run.body.message).toBe(true);
});
afterAll(() => server?.close());

const view = async () => (await admin.get<CheckView>('/api/assetsCheck/view', { id: check.id })).body.data;
const lineOf = async (key: string) =>
  (await view()).lines.find((l) => l.cardId === cards[key]?.id) as CheckLine;
const countBody = (line: CheckLine, countedQuantity: number) => ({
  checkId: check.id,
  cardId: line.cardId,
  countedQuantity,
  cardVersion: line.cardVersion,
  seen: {
    name: line.name,
    quantity: line.bookQuantity,
    originalValue: line.originalValue,
    useDepartmentName: line.useDepartmentName,
    custodian: line.custodian,
    location: line.location,
    status: line.status,
  },
});
const entries = (voucherId: string) =>
  server.handle.db
    .selectFrom('voucher_entry')
    .select(['subject_code', 'debit', 'credit'])
    .where('voucher_id', '=', voucherId)
    .orderBy('line_no')
    .execute()
    .then((rows) => rows.map((r) => [r.subject_code, r.debit, r.credit]));

describe('a stocktake', () => {
  it('takes every card in the books as a line, not yet counted', async () => {
    const made = await admin.post<CheckHeader>('/api/assetsCheck/create', {
      id: randomUUID(),
      assetClass: 1,
      checkDate: '2022-02-10',
      remark: '年度盘点',
    });
    expect(made.body.success, made.body.message).toBe(true);
    check = made.body.data;
    expect(check).toMatchObject({ checkNo: 'PD20220001', total: 3, counted: 0 });
    expect((await view()).lines.map((l) => [l.cardNo, l.bookQuantity, l.resultName])).toEqual([
      ['GD000001', 1, '未盘'],
      ['GD000002', 1, '未盘'],
      ['GD000003', 3, '未盘'],
    ]);
  });

  it('reads each count against the book: 相符, 盘亏, 盘盈', async () => {
    for (const [key, counted, result] of [
      ['building', 1, 0],
      ['computer', 0, 1],
      ['chairs', 4, 2],
    ] as const) {
      const answer = await admin.post<CheckLine>(
        '/api/assetsCheck/count',
        countBody(await lineOf(key), counted),
      );
      expect(answer.body.success, answer.body.message).toBe(true);
      expect(answer.body.data).toMatchObject({ countedQuantity: counted, result });
    }
    const [header] = (await admin.get<CheckHeader[]>('/api/assetsCheck/list', { assetClass: '1' })).body.data;
    expect(header).toMatchObject({ counted: 3, shortage: 1, surplus: 1 });
  });

  it('writes a count replayed by the outbox once', async () => {
    const line = await lineOf('building');
    const key = randomUUID();
    const first = await admin.post('/api/assetsCheck/count', countBody(line, 1), { idempotencyKey: key });
    const stamp = (await lineOf('building')).countedAt;
    const again = await admin.post('/api/assetsCheck/count', countBody(line, 1), { idempotencyKey: key });
    expect(again.body).toEqual(first.body);
    expect((await lineOf('building')).countedAt).toBe(stamp);
  });

  it('refuses a count made against a card changed meanwhile, showing the difference, and writes nothing', async () => {
    const seen = await lineOf('chairs');
    const moved = await admin.post('/api/aetCard/allocate', {
      id: seen.cardId,
      version: seen.cardVersion,
      kind: '调拨',
      allocatedOn: '2022-02-11',
      toDepartmentId: [...ids.dept.values()][0],
      toLocation: '档案室',
    });
    expect(moved.body.success, moved.body.message).toBe(true);
    const before = JSON.stringify(await view());
    const stale = await admin.post('/api/assetsCheck/count', countBody(seen, 5));
    expect(stale.body.success).toBe(false);
    expect(stale.body.errorCode).toBe(ErrorCode.conflict);
    expect(stale.body.message).toBe(
      '卡片 GD000003 在盘点后已被修改，本次盘点未保存，请按最新卡片重新盘点：存放地点 会议室→档案室',
    );
    expect(JSON.stringify(await view())).toBe(before);
    // Counted again against the card as it is now, it is taken.
    const fresh = await admin.post<CheckLine>('/api/assetsCheck/count', countBody(await lineOf('chairs'), 4));
    expect(fresh.body.data).toMatchObject({ result: 2, location: '档案室' });
  });

  it('clears a count for 重新盘点 before posting, once however often the outbox replays it', async () => {
    const line = await lineOf('chairs');
    const key = randomUUID();
    const body = { checkId: check.id, cardId: line.cardId };
    const cleared = await admin.post<CheckLine>('/api/assetsCheck/recount', body, { idempotencyKey: key });
    expect(cleared.body.success, cleared.body.message).toBe(true);
    expect(cleared.body.message).toBe('卡片 GD000003 已清除盘点结果，请按最新卡片重新盘点');
    expect(cleared.body.data).toMatchObject({
      countedQuantity: null,
      result: null,
      resultName: '未盘',
      countedAt: null,
      bookQuantity: 3,
    });
    const [header] = (await admin.get<CheckHeader[]>('/api/assetsCheck/list', { assetClass: '1' })).body.data;
    expect(header).toMatchObject({ counted: 2, surplus: 0 });
    // The replay answers what the first did; a count made after it stays.
    const recounted = await admin.post<CheckLine>(
      '/api/assetsCheck/count',
      countBody(await lineOf('chairs'), 4),
    );
    expect(recounted.body.data).toMatchObject({ countedQuantity: 4, result: 2 });
    const again = await admin.post('/api/assetsCheck/recount', body, { idempotencyKey: key });
    expect(again.body).toEqual(cleared.body);
    expect(await lineOf('chairs')).toMatchObject({ countedQuantity: 4, result: 2 });
    const bad = await admin.post('/api/assetsCheck/recount', { checkId: check.id, cardId: 'GD000003' });
    expect(bad.body.success).toBe(false);
    expect(bad.body.message).toContain('卡片');
  });
});

describe('the two steps through 182', () => {
  it('books a shortage at book value into 182, then approves it against 30104', async () => {
    const voucherId = randomUUID();
    const posted = await admin.post<CheckLine>('/api/assetsCheck/post', {
      checkId: check.id,
      cardId: cards.computer?.id,
      voucherId,
    });
    expect(posted.body.success, posted.body.message).toBe(true);
    expect(posted.body.data).toMatchObject({ documentNo: 'CZ20220001', voucherId });
    expect(await entries(voucherId)).toEqual([
      ['182', '6902.78', '0.00'],
      ['163', '97.22', '0.00'],
      ['162', '0.00', '7000.00'],
    ]);
    const card = (await admin.get<AssetCard>('/api/aetCard/get', { id: cards.computer?.id as string })).body
      .data;
    expect(card).toMatchObject({ status: 'DISPOSED', disposedMonth: '2022-02' });
    const approveId = randomUUID();
    const approved = await admin.post<CheckLine>('/api/assetsCheck/approve', {
      checkId: check.id,
      cardId: cards.computer?.id,
      voucherId: approveId,
    });
    expect(approved.body.success, approved.body.message).toBe(true);
    expect(await entries(approveId)).toEqual([
      ['30104', '6902.78', '0.00'],
      ['182', '0.00', '6902.78'],
    ]);
  });

  it('books a surplus as a card of 盘盈 with Dr 162 / Cr 182, then approves it with Dr 182 / Cr 30104', async () => {
    const voucherId = randomUUID();
    const posted = await admin.post<CheckLine>('/api/assetsCheck/post', {
      checkId: check.id,
      cardId: cards.chairs?.id,
      voucherId,
    });
    expect(posted.body.success, posted.body.message).toBe(true);
    expect(posted.body.data.surplusCardNo).toBe('GD000004');
    expect(await entries(voucherId)).toEqual([
      ['162', '300.00', '0.00'],
      ['182', '0.00', '300.00'],
    ]);
    const found = (
      await admin.get<AssetCard>('/api/aetCard/get', { id: posted.body.data.surplusCardId as string })
    ).body.data;
    expect(found).toMatchObject({
      name: '会议椅',
      quantity: 1,
      originalValue: '300.00',
      purchasingMethod: 'INVENTORY_SURPLUS',
    });
    const approveId = randomUUID();
    const approved = await admin.post('/api/assetsCheck/approve', {
      checkId: check.id,
      cardId: cards.chairs?.id,
      voucherId: approveId,
    });
    expect(approved.body.success, approved.body.message).toBe(true);
    expect(await entries(approveId)).toEqual([
      ['182', '300.00', '0.00'],
      ['30104', '0.00', '300.00'],
    ]);
    const balance = (
      await admin.get<BalanceAnswer>('/api/ledger/balance', {
        year: '2022',
        monthFrom: '2',
        monthTo: '2',
        includeUnposted: 'true',
      })
    ).body.data;
    const pending = balance.rows.find((r) => r.code === '182');
    expect(pending).toMatchObject({ debit: '7202.78', credit: '7202.78', closingDebit: '0.00' });
  });

  it('refuses to post a line that matched, or twice', async () => {
    const matched = await admin.post('/api/assetsCheck/post', {
      checkId: check.id,
      cardId: cards.building?.id,
      voucherId: randomUUID(),
    });
    expect(matched.body.message).toBe('盘点相符，无需入账');
    const twice = await admin.post('/api/assetsCheck/post', {
      checkId: check.id,
      cardId: cards.chairs?.id,
      voucherId: randomUUID(),
    });
    expect(twice.body.message).toBe('该卡片的盘点结果已入账');
  });

  it('refuses 重新盘点 of a posted line and writes nothing', async () => {
    const before = JSON.stringify(await view());
    const answer = await admin.post('/api/assetsCheck/recount', {
      checkId: check.id,
      cardId: cards.computer?.id,
    });
    expect(answer.body.success).toBe(false);
    expect(answer.body.message).toBe('卡片 GD000002 的盘点结果已入账，不能重新盘点');
    expect(JSON.stringify(await view())).toBe(before);
  });
});

describe('who may count', () => {
  it('lets the asset keeper count but not book the result', async () => {
    const keeper = await TestClient.login(server, 'zichan', DEMO_PASSWORD);
    const list = await keeper.get('/api/assetsCheck/list');
    expect(list.body.success, list.body.message).toBe(true);
    const book = await keeper.post('/api/assetsCheck/post', {
      checkId: check.id,
      cardId: cards.building?.id,
      voucherId: randomUUID(),
    });
    expect(book.body.errorCode).toBe(ErrorCode.forbidden);
  });
});
