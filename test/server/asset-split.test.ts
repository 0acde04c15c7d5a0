// 固定资产拆分 over HTTP (issue 20 item 5, splitFixedAssets): three chairs on one card split one by
// one — the original value and the month already provisioned shared by quantity with the remainder on
// the last part, the class totals unchanged (the list's 合计 without a filter comes from the totals the
// triggers keep), each part charged from the next month on its own, and nothing written by a refusal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssetCard, CardPage } from '../../src/core/contracts/asset-cards.ts';
import type { SplitPart } from '../../src/core/contracts/asset-changes.ts';
import type { ProvisionPage } from '../../src/core/contracts/asset-provision.ts';
import { assetTables, cardBody, freshLedger, type Ids, ledgerIds } from './asset-fixture.ts';
import { ADMIN_PASSWORD, startServer, TestClient, type TestServer } from './harness.ts';

let server: TestServer;
let admin: TestClient;
let ids: Ids;
let chairs: AssetCard;

beforeAll(async () => {
  server = await startServer();
  admin = await TestClient.login(server, 'admin', ADMIN_PASSWORD);
  const zid = await freshLedger(admin, '拆分测试工会', [
    { code: '102', initAmount: '50000.00' },
    { code: '32205', initAmount: '50000.00' },
  ]);
  ids = await ledgerIds(server, zid);
  const saved = await admin.post<AssetCard>(
    '/api/aetCard/save',
    cardBody(ids, {
      name: '会议椅',
      quantity: 3,
      unit: '把',
      originalValue: '1000.00',
      bookDate: '2022-01-10',
      acquireDate: '2022-01-05',
      dateOfActivation: '2022-01-10',
    }),
  );
  expect(saved.body.success, saved.body.message).toBe(true);
  chairs = saved.body.data;
  expect(
    (await admin.post('/api/assetsProvision/accrue', { assetClass: 1, accruedStage: '2022-01' })).body
      .success,
  ).toBe(true);
});
afterAll(() => server?.close());

const totals = async () =>
  (await admin.get<CardPage>('/api/aetCard/list', { assetClass: '1' })).body.data.sumAsssets;

describe('splitting a card', () => {
  it('refuses quantities that do not make up the card, or a month already provisioned, writing nothing', async () => {
    const before = await assetTables(server);
    const short = await admin.post('/api/aetCard/split', {
      id: chairs.id,
      version: chairs.version,
      splitDate: '2022-02-05',
      parts: [1, 1],
    });
    expect(short.body.message).toBe('各部分数量合计 2 应等于卡片数量 3');
    const early = await admin.post('/api/aetCard/split', {
      id: chairs.id,
      version: chairs.version,
      splitDate: '2022-01-20',
      parts: [1, 1, 1],
    });
    expect(early.body.message).toBe('2022年01月的折旧已计提，拆分日期应在2022年01月之后');
    expect(await assetTables(server)).toBe(before);
  });

  it('shares the value and the month provisioned by quantity, the remainder on the last part', async () => {
    const before = await totals();
    expect(before).toMatchObject({ quantity: 3, originalValue: '1000.00', accumulatedDepreciation: '13.89' });
    const split = await admin.post<SplitPart[]>('/api/aetCard/split', {
      id: chairs.id,
      version: chairs.version,
      splitDate: '2022-02-05',
      parts: [1, 1, 1],
    });
    expect(split.body.success, split.body.message).toBe(true);
    expect(split.body.message).toBe('卡片 GD000001 已拆分为 3 张：GD000001、GD000002、GD000003');
    expect(split.body.data.map((p) => [p.cardNo, p.quantity, p.originalValue, p.accumulated])).toEqual([
      ['GD000001', 1, '333.33', '4.63'],
      ['GD000002', 1, '333.33', '4.63'],
      ['GD000003', 1, '333.34', '4.63'],
    ]);
    expect(await totals()).toEqual(before);
    const page = (await admin.get<CardPage>('/api/aetCard/list', { assetClass: '1' })).body.data
      .currentPageItems;
    expect(page.map((c) => [c.cardNo, c.quantity, c.originalValue, c.accumulatedDepreciation])).toEqual([
      ['GD000001', 1, '333.33', '4.63'],
      ['GD000002', 1, '333.33', '4.63'],
      ['GD000003', 1, '333.34', '4.63'],
    ]);
  });

  it('charges each part from the next month on its own: (原值 − 已提) ÷ 71', async () => {
    const feb = (
      await admin.get<ProvisionPage>('/api/assetsProvision/assetsProvisionPage', {
        assetClass: '1',
        accruedStage: '2022-02',
      })
    ).body.data;
    expect(
      feb.pageData.currentPageItems.map((r) => [r.detailFixedNo, r.accruedValue, r.cumulativeValue]),
    ).toEqual([
      ['GD000001', '4.63', '9.26'],
      ['GD000002', '4.63', '9.26'],
      ['GD000003', '4.63', '9.26'],
    ]);
    const stale = await admin.post('/api/aetCard/split', {
      id: chairs.id,
      version: chairs.version,
      splitDate: '2022-02-05',
      parts: [1, 1, 1],
    });
    expect(stale.body.message).toBe('卡片已被他人修改，请刷新后重试');
  });
});
