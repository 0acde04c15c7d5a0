// 固定资产报表 over HTTP (issue 20 item 5, assetsReport/asset-prints): a quarter by category — the
// opening card at the start and removed by its sale, the computer added at its booked value and
// raised by its value change, the accumulated of the months provisioned — where start + added −
// removed = end, with the 合计 row.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssetCard } from '../../src/core/contracts/asset-cards.ts';
import type { AssetReport } from '../../src/core/contracts/asset-reports.ts';
import { cardBody, freshLedger, type Ids, ledgerIds, openingBody } from './asset-fixture.ts';
import { ADMIN_PASSWORD, startServer, TestClient, type TestServer } from './harness.ts';

let server: TestServer;
let admin: TestClient;
let ids: Ids;

const ok = (answer: { body: { success: boolean; message: string } }) =>
  expect(answer.body.success, answer.body.message).toBe(true);

beforeAll(async () => {
  server = await startServer();
  admin = await TestClient.login(server, 'admin', ADMIN_PASSWORD);
  const zid = await freshLedger(admin, '报表测试工会', [
    { code: '162', initAmount: '50000.00' },
    { code: '163', initAmount: '26000.00' },
    { code: '30104', initAmount: '24000.00' },
  ]);
  ids = await ledgerIds(server, zid);
  const building = await admin.post<AssetCard>(
    '/api/aetCard/save',
    openingBody(ids, {
      name: '办公楼附属设备',
      categoryId: ids.category.get('2100000'),
      originalValue: '50000.00',
      initAccumulated: '26000.00',
      estimatedServiceLife: 120,
      usedMonths: 60,
    }),
  );
  ok(building);
  ok(await admin.post('/api/assetsInit/confirm'));
  const computer = await admin.post<AssetCard>(
    '/api/aetCard/save',
    cardBody(ids, {
      valueType: 'ESTIMATED',
      bookDate: '2022-01-10',
      acquireDate: '2022-01-05',
      dateOfActivation: '2022-01-10',
    }),
  );
  ok(computer);
  ok(await admin.post('/api/assetsProvision/accrue', { assetClass: 1, accruedStage: '2022-01' }));
  ok(
    await admin.post('/api/assetsChange/save', {
      id: randomUUID(),
      cardId: computer.body.data.id,
      changeType: 'COST_UP',
      changeDate: '2022-02-05',
      newOriginal: '7500',
    }),
  );
  ok(await admin.post('/api/assetsProvision/accrue', { assetClass: 1, accruedStage: '2022-02' }));
  ok(
    await admin.post('/api/assetsDocument/save', {
      id: randomUUID(),
      assetClass: 1,
      disposeOfType: 'SALE',
      repayDate: '2022-03-15',
      disposeOfAmount: '1000',
      cardIds: [building.body.data.id],
    }),
  );
});
afterAll(() => server?.close());

describe('固定资产报表', () => {
  it('shows the quarter by category: start + added − removed = end', async () => {
    const report = (
      await admin.get<AssetReport>('/api/assetsReport/summary', {
        assetClass: '1',
        monthFrom: '2022-01',
        monthTo: '2022-03',
      })
    ).body.data;
    expect(report.rows).toEqual([
      {
        categoryCode: '2010000',
        categoryName: '计算机设备及软件',
        openingQuantity: 0,
        openingOriginal: '0.00',
        addedOriginal: '7500.00',
        removedOriginal: '0.00',
        closingQuantity: 1,
        closingOriginal: '7500.00',
        closingAccumulated: '201.48',
        closingNet: '7298.52',
      },
      expect.objectContaining({
        categoryCode: '2100000',
        openingQuantity: 1,
        openingOriginal: '50000.00',
        removedOriginal: '50000.00',
        closingQuantity: 0,
        closingOriginal: '0.00',
      }),
    ]);
    expect(report.totals).toMatchObject({
      categoryName: '合计',
      openingOriginal: '50000.00',
      addedOriginal: '7500.00',
      removedOriginal: '50000.00',
      closingOriginal: '7500.00',
    });
  });

  it('shows the original value of the day: before the change, the computer was 7,000.00', async () => {
    const january = (
      await admin.get<AssetReport>('/api/assetsReport/summary', {
        assetClass: '1',
        monthFrom: '2022-01',
        monthTo: '2022-01',
      })
    ).body.data;
    expect(january.totals).toMatchObject({
      openingOriginal: '50000.00',
      addedOriginal: '7000.00',
      closingOriginal: '57000.00',
      closingAccumulated: '26497.22',
    });
    const wrong = await admin.get('/api/assetsReport/summary', {
      assetClass: '1',
      monthFrom: '2022-03',
      monthTo: '2022-01',
    });
    expect(wrong.body.message).toBe('起始月份不能晚于截止月份');
  });
});
