// 价值变动 over HTTP (issue 20 item 5, assetChange): a change of the original value re-bases the card
// from its month (past depreciation kept: (原值 − 已提) ÷ (总月数 − 已提月数) from then on), a change
// in a month already provisioned is refused, a life change re-bases without a voucher, and the
// transform voucher takes its six amounts from getAssetsChangeMoneyAsync (Dr 162 / Cr 30104 for an
// increase), refusing debits that are not the change's amount.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssetCard } from '../../src/core/contracts/asset-cards.ts';
import type { ChangeRow } from '../../src/core/contracts/asset-changes.ts';
import type { ProvisionPage } from '../../src/core/contracts/asset-provision.ts';
import type { PageOf } from '../../src/core/contracts/asset-structs.ts';
import type { AssetVoucherPreview, SavedAssetVoucher } from '../../src/core/contracts/asset-vouchers.ts';
import { ErrorCode } from '../../src/core/contracts/errors.ts';
import { cardBody, freshLedger, type Ids, ledgerIds, openingBody } from './asset-fixture.ts';
import { ADMIN_PASSWORD, startServer, TestClient, type TestServer } from './harness.ts';

let server: TestServer;
let admin: TestClient;
let ids: Ids;
let building: AssetCard;
let computer: AssetCard;
let increase: ChangeRow;

beforeAll(async () => {
  server = await startServer();
  admin = await TestClient.login(server, 'admin', ADMIN_PASSWORD);
  const zid = await freshLedger(admin, '变动测试工会', [
    { code: '162', initAmount: '50000.00' },
    { code: '163', initAmount: '26000.00' },
    { code: '30104', initAmount: '24000.00' },
  ]);
  ids = await ledgerIds(server, zid);
  const opening = await admin.post<AssetCard>(
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
  expect(opening.body.success, opening.body.message).toBe(true);
  building = opening.body.data;
  expect((await admin.post('/api/assetsInit/confirm')).body.success).toBe(true);
  const bought = await admin.post<AssetCard>(
    '/api/aetCard/save',
    cardBody(ids, {
      valueType: 'ESTIMATED',
      bookDate: '2022-01-10',
      acquireDate: '2022-01-05',
      dateOfActivation: '2022-01-10',
    }),
  );
  expect(bought.body.success, bought.body.message).toBe(true);
  computer = bought.body.data;
  expect(
    (await admin.post('/api/assetsProvision/accrue', { assetClass: 1, accruedStage: '2022-01' })).body
      .success,
  ).toBe(true);
});
afterAll(() => server?.close());

const change = (body: Record<string, unknown>) =>
  admin.post<ChangeRow>('/api/assetsChange/save', { id: randomUUID(), changeDate: '2022-02-05', ...body });

describe('a value change', () => {
  it('refuses a change in a month already provisioned, or one that changes nothing', async () => {
    const early = await change({
      cardId: computer.id,
      changeType: 'COST_UP',
      newOriginal: '7500',
      changeDate: '2022-01-20',
    });
    expect(early.body.message).toBe('2022年01月的折旧已计提，变动日期应在2022年01月之后');
    const same = await change({ cardId: computer.id, changeType: 'COST_UP', newOriginal: '7000' });
    expect(same.body.message).toBe('调整后的原值与原值相同');
    expect(await server.handle.db.selectFrom('asset_change').select('id').execute()).toEqual([]);
  });

  it('settles a provisional value: the card re-based from the month, past depreciation kept', async () => {
    const saved = await change({
      cardId: computer.id,
      changeType: 'COST_UP',
      newOriginal: '7500',
      reason: '暂估转实际成本',
    });
    expect(saved.body.success, saved.body.message).toBe(true);
    increase = saved.body.data;
    expect(increase).toMatchObject({
      changeNo: 'BD20220001',
      changeTypeName: '原值增加',
      beforeOriginal: '7000.00',
      afterOriginal: '7500.00',
      amount: '500.00',
      needsVoucher: true,
    });
    const life = await change({
      cardId: building.id,
      changeType: 'LIFE_CHANGE',
      newLife: 132,
      reason: '改扩建后延长年限',
    });
    expect(life.body.success, life.body.message).toBe(true);
    expect(life.body.data).toMatchObject({
      beforeLife: 120,
      afterLife: 132,
      amount: '0.00',
      needsVoucher: false,
    });
    const feb = (
      await admin.get<ProvisionPage>('/api/assetsProvision/assetsProvisionPage', {
        assetClass: '1',
        accruedStage: '2022-02',
      })
    ).body.data;
    // 7,402.78 left over 71 months; 23,600.00 left over 132 − 61 = 71 months.
    expect(
      feb.pageData.currentPageItems.map((r) => [r.detailFixedNo, r.accruedValue, r.cumulativeValue]),
    ).toEqual([
      ['GD000001', '332.39', '26732.39'],
      ['GD000002', '104.26', '201.48'],
    ]);
  });

  it('gives the transform dialog its six amounts and books Dr 162 / Cr 30104 at the difference', async () => {
    const money = (
      await admin.get<string[]>('/api/aetCard/getAssetsChangeMoneyAsync', { changeId: increase.id })
    ).body.data;
    expect(money).toEqual(['500.00', '500.00', '', '', '', '']);
    const request = (rows: { balanceDirection: 1 | 2; code: string; amount: string }[]) => ({
      voucherList: rows.map((r) => ({
        balanceDirection: r.balanceDirection,
        code: r.code,
        ...(r.balanceDirection === 1 ? { debitAmount: r.amount } : { creditAmount: r.amount }),
      })),
      assetClass: 1,
      PZAssetType: 'transform',
      voucherDate: '2022-02-05',
      assetsChanges: [{ changeId: increase.id }],
    });
    const wrong = await admin.post(
      '/api/assetsCertificate/preview',
      request([
        { balanceDirection: 1, code: '162', amount: '400.00' },
        { balanceDirection: 2, code: '30104', amount: '400.00' },
      ]),
    );
    expect(wrong.body.message).toBe('借方合计 400.00 应等于变动金额 500.00');
    const noSubject = await admin.post(
      '/api/assetsCertificate/preview',
      request([
        { balanceDirection: 1, code: '', amount: '500.00' },
        { balanceDirection: 2, code: '30104', amount: '500.00' },
      ]),
    );
    expect(noSubject.body.message).toBe('有金额的科目不能为空');
    const rows = [
      { balanceDirection: 1 as const, code: '162', amount: '500.00' },
      { balanceDirection: 2 as const, code: '30104', amount: '500.00' },
    ];
    const preview = (await admin.post<AssetVoucherPreview[]>('/api/assetsCertificate/preview', request(rows)))
      .body.data[0];
    expect(preview?.entries.map((e) => [e.code, e.debitAmount, e.creditAmount, e.summary])).toEqual([
      ['162', '500.00', '', '调增笔记本电脑（GD000002）原值'],
      ['30104', '', '500.00', '调增笔记本电脑（GD000002）原值'],
    ]);
    const saved = await admin.post<SavedAssetVoucher>('/api/assetsCertificate/save', {
      ...request(rows),
      voucherId: randomUUID(),
    });
    expect(saved.body.success, saved.body.message).toBe(true);
    const twice = await admin.post('/api/assetsCertificate/save', {
      ...request(rows),
      voucherId: randomUUID(),
    });
    expect(twice.body.message).toBe('价值变动单 BD20220001 已生成凭证');
    const list = (await admin.get<PageOf<ChangeRow>>('/api/assetsChange/list', { assetClass: '1' })).body.data
      .currentPageItems;
    expect(list.find((c) => c.id === increase.id)?.voucherLabel).toBe(saved.body.data.label);
  });

  it('lists the changes a page at a time, newest number first, with the count of the query', async () => {
    const all = (await admin.get<PageOf<ChangeRow>>('/api/assetsChange/list', { assetClass: '1' })).body.data;
    expect(all.totalItemCount).toBeGreaterThanOrEqual(2);
    const numbers = all.currentPageItems.map((c) => c.changeNo);
    expect(numbers).toEqual([...numbers].sort().reverse());
    const second = (
      await admin.get<PageOf<ChangeRow>>('/api/assetsChange/list', {
        assetClass: '1',
        pageIndex: '2',
        pageSize: '1',
      })
    ).body.data;
    expect(second).toEqual({
      currentPageItems: [all.currentPageItems[1]],
      totalItemCount: all.totalItemCount,
    });
    const found = (
      await admin.get<PageOf<ChangeRow>>('/api/assetsChange/list', {
        assetClass: '1',
        keyword: numbers[0] as string,
      })
    ).body.data;
    expect(found.currentPageItems.map((c) => c.changeNo)).toEqual([numbers[0]]);
    expect(found.totalItemCount).toBe(1);
    const tooMany = await admin.get('/api/assetsChange/list', { assetClass: '1', pageSize: '501' });
    expect(tooMany.body.success).toBe(false);
    expect(tooMany.body.message).toContain('每页条数');
  });

  it('takes a change entered offline once, and refuses one made against a card changed since, with what changed', async () => {
    const made = await admin.post<AssetCard>(
      '/api/aetCard/save',
      cardBody(ids, {
        name: '会议桌',
        valueType: 'ESTIMATED',
        originalValue: '3000.00',
        location: '会议室',
        bookDate: '2022-02-01',
        acquireDate: '2022-02-01',
        dateOfActivation: '2022-02-01',
      }),
    );
    expect(made.body.success, made.body.message).toBe(true);
    const table = made.body.data;
    const seen = {
      name: table.name,
      quantity: table.quantity,
      originalValue: table.originalValue,
      useDepartmentName: table.useDepartmentName,
      custodian: table.custodian,
      location: table.location,
      status: table.status,
    };
    // Queued offline with its key: the replay answers what the first one did and writes nothing.
    const body = {
      id: randomUUID(),
      cardId: table.id,
      changeType: 'COST_UP',
      changeDate: '2022-02-06',
      newOriginal: '3200',
      cardVersion: table.version,
      seen,
    };
    const key = randomUUID();
    const first = await admin.post<ChangeRow>('/api/assetsChange/save', body, { idempotencyKey: key });
    expect(first.body.success, first.body.message).toBe(true);
    const again = await admin.post<ChangeRow>('/api/assetsChange/save', body, { idempotencyKey: key });
    expect(again.body).toEqual(first.body);
    const rows = await server.handle.db
      .selectFrom('asset_change')
      .select('id')
      .where('card_id', '=', table.id)
      .execute();
    expect(rows).toHaveLength(1);
    // A second change made against the card as it was before the first: refused with the difference.
    const count = async () =>
      (await server.handle.db.selectFrom('asset_change').select('id').execute()).length;
    const before = await count();
    const stale = await admin.post('/api/assetsChange/save', {
      ...body,
      id: randomUUID(),
      newOriginal: '3300',
    });
    expect(stale.body.success).toBe(false);
    expect(stale.body.errorCode).toBe(ErrorCode.conflict);
    expect(stale.body.message).toBe(
      `卡片 ${table.cardNo} 在录入后已被修改，本次录入未保存，请按最新卡片重新录入变动：原值 3,000.00→3,200.00`,
    );
    expect(await count()).toBe(before);
  });
});
