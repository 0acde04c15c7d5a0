// The monthly provision and the asset vouchers over HTTP (issue 20 items 4 and 6): a month runs once
// and in order, its rows and footer, 取消计提, the xlsx export; the provision voucher (Dr 30104 /
// Cr 163) and the card voucher (the two-entry pattern) previewed, saved, linked and seen in 科目余额表;
// templates with isBuiltIn; the spec's messages; nothing written by a refusal.
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssetCard, CardPage } from '../../src/core/contracts/asset-cards.ts';
import type { ProvisionHeader, ProvisionPage } from '../../src/core/contracts/asset-provision.ts';
import type {
  AssetTemplateView,
  AssetVoucherPreview,
  SavedAssetVoucher,
} from '../../src/core/contracts/asset-vouchers.ts';
import { ErrorCode } from '../../src/core/contracts/errors.ts';
import type { BalanceAnswer } from '../../src/core/contracts/ledger-answers.ts';
import { assetTables, cardBody, freshLedger, type Ids, ledgerIds, openingBody } from './asset-fixture.ts';
import { ADMIN_PASSWORD, startServer, TestClient, type TestServer } from './harness.ts';

let server: TestServer;
let admin: TestClient;
let ids: Ids;

beforeAll(async () => {
  server = await startServer();
  admin = await TestClient.login(server, 'admin', ADMIN_PASSWORD);
  // The V3 card of NOTES §1.6: 50,000.00 over 120 months, 60 months and 26,000.00 charged before 2022.
  const zid = await freshLedger(admin, '折旧测试工会', [
    { code: '162', initAmount: '50000.00' },
    { code: '163', initAmount: '26000.00' },
    { code: '30104', initAmount: '24000.00' },
  ]);
  ids = await ledgerIds(server, zid);
  const opening = await admin.post(
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
  expect((await admin.post('/api/assetsInit/confirm')).body.success).toBe(true);
});
afterAll(() => server?.close());

const accrue = (accruedStage: string, assetClass = 1) =>
  admin.post<ProvisionHeader>('/api/assetsProvision/accrue', { assetClass, accruedStage });
const page = async (accruedStage: string) =>
  (
    await admin.get<ProvisionPage>('/api/assetsProvision/assetsProvisionPage', {
      assetClass: '1',
      accruedStage,
    })
  ).body.data;

async function refusedWithNothingWritten(
  send: () => Promise<{ status: number; body: { success: boolean; message: string; errorCode: number } }>,
) {
  const before = await assetTables(server);
  const answer = await send();
  expect(answer.status).toBe(400);
  expect(answer.body.success).toBe(false);
  expect(await assetTables(server)).toBe(before);
  return answer.body;
}

const provisionRows = [
  { balanceDirection: 1, code: '30104' },
  { balanceDirection: 2, code: '163' },
];

describe('the monthly provision', () => {
  it('previews a month before it is run, then runs it once', async () => {
    const before = await page('2022-01');
    expect(before.provision).toBeNull();
    expect(before.blocked).toBeNull();
    expect(before.footer.accruedValueSum).toBe('400.00');
    const run = await accrue('2022-01');
    expect(run.body).toMatchObject({ success: true, message: '已计提2022年01月折旧，共 1 项' });
    expect(run.body.data).toMatchObject({ total: '400.00', cardCount: 1, voucherId: null });
    const after = await page('2022-01');
    expect(after.provision?.total).toBe('400.00');
    expect(after.pageData.currentPageItems).toEqual([
      expect.objectContaining({
        detailFixedNo: 'GD000001',
        fixedName: '办公楼附属设备',
        accruedStage: '2022-01',
        accruedStageMonthsString: '2022年01月',
        originalValue: '50000.00',
        accruedValue: '400.00',
        cumulativeValue: '26400.00',
        residualValue: '23600.00',
        estimatedServiceLife: 120,
        usedMonths: 61,
      }),
    ]);
    expect(after.footer).toEqual({
      originalValueSum: '50000.00',
      residualValueSum: '23600.00',
      accruedValueSum: '400.00',
      cumulativeValueSum: '26400.00',
    });
    const card = (await admin.get<CardPage>('/api/aetCard/list', { assetClass: '1' })).body.data
      .currentPageItems[0];
    expect(card).toMatchObject({
      accumulatedDepreciation: '26400.00',
      netValue: '23600.00',
      provisionCount: 1,
    });
  });

  it('refuses a second provision for the same month, and a month out of order, writing nothing', async () => {
    const twice = await refusedWithNothingWritten(() => accrue('2022-01'));
    expect(twice.message).toBe('2022年01月的折旧已计提，不能重复计提');
    const skipped = await refusedWithNothingWritten(() => accrue('2022-03'));
    expect(skipped.message).toBe('请先计提2022年02月的折旧');
    const early = await refusedWithNothingWritten(() => accrue('2021-12'));
    expect(early.message).toContain('不能早于 2022-01');
    expect((await page('2022-03')).blocked).toBe('请先计提2022年02月的折旧');
    const inventory = await admin.post('/api/assetsProvision/accrue', {
      assetClass: 3,
      accruedStage: '2022-02',
    });
    expect(inventory.body.message).toBe('资产类别应为 1（固定资产）或 2（无形资产）');
  });

  it('books a new card from its month of addition, and refuses a card booked into a month already run', async () => {
    const added = await admin.post<AssetCard>(
      '/api/aetCard/save',
      cardBody(ids, { bookDate: '2022-02-10', acquireDate: '2022-02-01', dateOfActivation: '2022-02-10' }),
    );
    expect(added.body.success, added.body.message).toBe(true);
    const books = await admin.post<AssetCard>(
      '/api/aetCard/save',
      cardBody(ids, {
        name: '图书',
        categoryId: ids.category.get('5010000'),
        bookDate: '2022-02-10',
        estimatedServiceLife: null,
        depreciationMethod: null,
      }),
    );
    expect(books.body.data.exemption).toBe('图书不计提折旧');
    const late = await refusedWithNothingWritten(() =>
      admin.post('/api/aetCard/save', cardBody(ids, { bookDate: '2022-01-20' })),
    );
    expect(late.message).toBe('2022年01月及以前的折旧已计提，财务入账日期应在此之后');
    expect((await page('2022-02')).footer.accruedValueSum).toBe('497.22');
    expect((await accrue('2022-02')).body.data).toMatchObject({ total: '497.22', cardCount: 2 });
  });

  it('undoes the last month only, while it has no voucher', async () => {
    const notLast = await refusedWithNothingWritten(() =>
      admin.post('/api/assetsProvision/cancel', { assetClass: 1, accruedStage: '2022-01' }),
    );
    expect(notLast.message).toBe('只能取消最后一个月（2022年02月）的计提');
    expect(
      (await admin.post('/api/assetsProvision/cancel', { assetClass: 1, accruedStage: '2022-02' })).body
        .success,
    ).toBe(true);
    const cards = (await admin.get<CardPage>('/api/aetCard/list', { assetClass: '1' })).body.data
      .currentPageItems;
    expect(cards.map((c) => c.accumulatedDepreciation)).toEqual(['26400.00', '0.00', '0.00']);
    expect((await accrue('2022-02')).body.data.total).toBe('497.22');
  });

  it('keeps the list totals (asset_card_total) equal to the sum of the cards with their lines', async () => {
    const kept = (await admin.get<CardPage>('/api/aetCard/list', { assetClass: '1' })).body.data.sumAsssets;
    const summed = (
      await admin.get<CardPage>('/api/aetCard/list', { assetClass: '1', bookDateFrom: '2000-01-01' })
    ).body.data.sumAsssets;
    expect(kept).toEqual(summed);
    expect(kept).toMatchObject({
      quantity: 3,
      originalValue: '64000.00',
      accumulatedDepreciation: '26897.22',
    });
  });

  it('exports the month as xlsx with its 合计 row', async () => {
    const path = '/api/assetsProvision/assetsProvisionDataOut';
    const body = { assetClass: 1, accruedStage: '2022-02' };
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { ...admin.signedHeaders('POST', path, body), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    const sheet = book.worksheets[0];
    const last = sheet?.getRow(sheet.rowCount).values as unknown[];
    expect(last.slice(1, 3)).toEqual(['合计', '2 项']);
    expect(last[7]).toBe(497.22);
  });
});

describe('the provision voucher (dialog 2)', () => {
  it('offers the built-in template of the 制度 and refuses to overwrite it', async () => {
    const list = (
      await admin.get<{ currentPageItems: AssetTemplateView[] }>('/api/template', {
        templateType: 'provision',
        assetClass: '1',
      })
    ).body.data.currentPageItems;
    expect(list[0]).toMatchObject({ isBuiltIn: true, name: '计提固定资产折旧（制度 163条）' });
    expect(list[0]?.details.map((d) => [d.code, d.debitAmount, d.creditAmount, d.codeFullName])).toEqual([
      ['30104', 1, 0, '资产基金/固定资产'],
      ['163', 0, 1, '累计折旧'],
    ]);
    const refused = await admin.post('/api/template/saveAssetsTemplateAsync', {
      template: { name: '内置', templateType: 'provision', assetClass: 1 },
      details: [{ code: '30104', debitAmount: 1, creditAmount: 0 }],
      isBuiltIn: true,
    });
    expect(refused.body.message).toBe('内置模板不能修改，请另存为新模板');
    const empty = await admin.post('/api/template/saveAssetsTemplateAsync', {
      template: { name: '空', templateType: 'provision', assetClass: 1 },
      details: [{ code: '', debitAmount: 1, creditAmount: 0 }],
      isBuiltIn: false,
    });
    expect(empty.body.message).toBe('第1行：科目不能为空');
  });

  it('previews Dr 30104 / Cr 163 at the month total, dated the month end', async () => {
    const missing = await admin.post('/api/assetsCertificate/preview', {
      voucherList: [
        { balanceDirection: 1, code: '30104' },
        { balanceDirection: 2, code: '' },
      ],
      assetClass: 1,
      PZAssetType: 'provision',
      accruedStage: '2022-01',
    });
    expect(missing.body.message).toBe('科目不能为空');
    const preview = await admin.post<AssetVoucherPreview[]>('/api/assetsCertificate/preview', {
      voucherList: provisionRows,
      assetClass: 1,
      PZAssetType: 'provision',
      accruedStage: '2022-01',
      accruedStageMoney: '400.00',
      numberOfDocument: 1,
    });
    expect(preview.body.data).toEqual([
      expect.objectContaining({
        voucherDate: '2022-01-31',
        voucherTypeName: '记账凭证',
        debitTotal: '400.00',
        entries: [
          expect.objectContaining({
            summary: '计提2022年01月固定资产折旧',
            code: '30104',
            debitAmount: '400.00',
            creditAmount: '',
          }),
          expect.objectContaining({ code: '163', name: '累计折旧', debitAmount: '', creditAmount: '400.00' }),
        ],
      }),
    ]);
  });

  let saved: SavedAssetVoucher;
  it('saves it, links it to the month, and refuses a second voucher for it', async () => {
    const answer = await admin.post<SavedAssetVoucher>('/api/assetsCertificate/save', {
      voucherList: provisionRows,
      assetClass: 1,
      PZAssetType: 'provision',
      accruedStage: '2022-01',
      voucherId: randomUUID(),
    });
    expect(answer.body.success, answer.body.message).toBe(true);
    saved = answer.body.data;
    expect(saved.label).toBe('2022年1月 记-1号');
    expect(
      (await admin.get('/api/certificate/getAssetCardProvisionCertificate', { accruedStage: '2022-01' })).body
        .data,
    ).toEqual(saved);
    expect((await page('2022-01')).provision?.voucherLabel).toBe(saved.label);
    const again = await refusedWithNothingWritten(() =>
      admin.post('/api/assetsCertificate/save', {
        voucherList: provisionRows,
        assetClass: 1,
        PZAssetType: 'provision',
        accruedStage: '2022-01',
        voucherId: randomUUID(),
      }),
    );
    expect(again.message).toBe('2022年01月的折旧已生成凭证');
  });

  it('holds a provision with a voucher: 取消计提 asks for the voucher to go first', async () => {
    const voucher = await admin.post<SavedAssetVoucher>('/api/assetsCertificate/save', {
      voucherList: provisionRows,
      assetClass: 1,
      PZAssetType: 'provision',
      accruedStage: '2022-02',
      voucherId: randomUUID(),
    });
    expect(voucher.body.data.label).toBe('2022年2月 记-1号');
    const cancel = await refusedWithNothingWritten(() =>
      admin.post('/api/assetsProvision/cancel', { assetClass: 1, accruedStage: '2022-02' }),
    );
    expect(cancel.message).toBe('已生成计提凭证，请先删除凭证再取消计提');
    // A deleted voucher unlinks the month, which may then be booked again or undone.
    expect(
      (await admin.post('/api/voucher/delete', { ids: [voucher.body.data.voucherId] })).body.success,
    ).toBe(true);
    expect((await page('2022-02')).provision?.voucherId).toBeNull();
  });

  it('shows in 科目余额表: 163 credited 400.00 and 30104 debited 400.00 in 2022-01', async () => {
    const balance = (
      await admin.get<BalanceAnswer>('/api/ledger/balance', {
        year: '2022',
        monthFrom: '1',
        monthTo: '1',
        includeUnposted: 'true',
      })
    ).body.data;
    const row = (code: string) => balance.rows.find((r) => r.code === code);
    expect(row('163')).toMatchObject({
      openingCredit: '26000.00',
      credit: '400.00',
      closingCredit: '26400.00',
    });
    expect(row('30104')).toMatchObject({ debit: '400.00', closingCredit: '23600.00' });
    const view = (await admin.get<{ source: unknown }>('/api/voucher/get', { id: saved.voucherId })).body
      .data;
    expect(view.source).toEqual({
      kind: 'assets',
      id: saved.voucherId,
      label: '计提2022年01月固定资产折旧',
      sourceKind: 'provision',
    });
  });
});

describe('the card voucher (dialog 1)', () => {
  const cardRows = [
    { balanceDirection: 1, code: '162' },
    { balanceDirection: 2, code: '30104' },
    { balanceDirection: 1, code: '50702' },
    { balanceDirection: 2, code: '102' },
  ];
  let cards: AssetCard[];
  beforeAll(async () => {
    cards = (await admin.get<CardPage>('/api/aetCard/getReviewAssetsCardList', { assetClass: '1' })).body.data
      .currentPageItems;
  });
  const request = (over: Record<string, unknown> = {}) => ({
    voucherList: cardRows,
    assetClass: 1,
    PZAssetType: 'card',
    assetsCards: [cards[0]?.id],
    ...over,
  });

  it('lists the new cards waiting for their voucher, never the opening ones', () => {
    expect(cards.map((c) => c.name)).toEqual(['笔记本电脑', '图书']);
  });

  it('checks the rows with the spec messages', async () => {
    const noCredit = await admin.post(
      '/api/assetsCertificate/preview',
      request({ voucherList: [cardRows[0]] }),
    );
    expect(noCredit.body.message).toBe('请选择贷方科目');
    const noDebit = await admin.post(
      '/api/assetsCertificate/preview',
      request({ voucherList: [cardRows[1]] }),
    );
    expect(noDebit.body.message).toBe('请选择借方科目');
    const noCard = await admin.post('/api/assetsCertificate/preview', request({ assetsCards: [] }));
    expect(noCard.body.message).toBe('请选择卡片');
    const unbalanced = await admin.post(
      '/api/assetsCertificate/preview',
      request({ voucherList: cardRows.slice(0, 3) }),
    );
    expect(unbalanced.body.message).toBe(
      '借方合计 14,000.00 与贷方合计 7,000.00 不等：资产方的科目和资金来源方的科目应各有借有贷',
    );
    const someoneElse = await admin.post('/api/assetsCertificate/preview', request({ czy: 'zhidan' }));
    expect(someoneElse.body.message).toBe('只能以本人名义制单');
  });

  it('previews the two-entry pattern: the asset at cost, and what was paid; a donation books no payment', async () => {
    const preview = (await admin.post<AssetVoucherPreview[]>('/api/assetsCertificate/preview', request()))
      .body.data[0];
    expect(preview?.voucherDate).toBe('2022-02-10');
    expect(preview?.entries.map((e) => [e.code, e.debitAmount, e.creditAmount])).toEqual([
      ['162', '7000.00', ''],
      ['30104', '', '7000.00'],
      ['50702', '7000.00', ''],
      ['102', '', '7000.00'],
    ]);
    expect(preview?.entries[0]?.summary).toBe('新增固定资产：笔记本电脑（GD000002）');
    const gift = await admin.post<AssetCard>(
      '/api/aetCard/save',
      cardBody(ids, { name: '捐赠电脑', purchasingMethod: 'DONATION_IN', bookDate: '2022-03-01' }),
    );
    const donated = (
      await admin.post<AssetVoucherPreview[]>(
        '/api/assetsCertificate/preview',
        request({ assetsCards: [gift.body.data.id] }),
      )
    ).body.data[0];
    expect(donated?.entries.map((e) => e.code)).toEqual(['162', '30104']);
    await admin.post('/api/aetCard/delete', { id: gift.body.data.id, version: 1 });
  });

  it('saves it, marks the card, and keeps the card figures the voucher was made from', async () => {
    const answer = await admin.post<SavedAssetVoucher>(
      '/api/assetsCertificate/save',
      request({ voucherId: randomUUID() }),
    );
    expect(answer.body.success, answer.body.message).toBe(true);
    const card = (await admin.get<AssetCard>('/api/aetCard/get', { id: cards[0]?.id as string })).body.data;
    expect(card).toMatchObject({ isGenerateCertificate: true, voucherLabel: answer.body.data.label });
    const again = await refusedWithNothingWritten(() =>
      admin.post('/api/assetsCertificate/save', request({ voucherId: randomUUID() })),
    );
    expect(again.message).toBe('卡片 GD000002 已生成凭证');
    const edit = await refusedWithNothingWritten(() =>
      admin.post('/api/aetCard/save', {
        ...cardBody(ids, {
          id: card.id,
          originalValue: '7100.00',
          bookDate: '2022-02-10',
          acquireDate: '2022-02-01',
          dateOfActivation: '2022-02-10',
        }),
        version: card.version,
      }),
    );
    expect(edit.message).toBe('卡片已生成凭证，不能修改原值（请通过资产变动处理）');
    expect(
      (
        await admin.post('/api/assetsCertificate/show', {
          assetClass: 1,
          PZAssetType: 'card',
          assetsCards: [card.id],
        })
      ).body.data,
    ).toEqual(answer.body.data);
    const remaining = (await admin.get<CardPage>('/api/aetCard/getReviewAssetsCardList', { assetClass: '1' }))
      .body.data.currentPageItems;
    expect(remaining.map((c) => c.name)).toEqual(['图书']);
  });

  it('saves a user template of the rows and lists it after the built-in one', async () => {
    const saved = await admin.post<AssetTemplateView>('/api/template/saveAssetsTemplateAsync', {
      template: { name: '购入办公设备', templateType: 'card', assetClass: 1 },
      details: cardRows.map((r) => ({
        code: r.code,
        debitAmount: r.balanceDirection === 1 ? 1 : 0,
        creditAmount: r.balanceDirection === 2 ? 1 : 0,
      })),
      isBuiltIn: false,
    });
    expect(saved.body.data).toMatchObject({ isBuiltIn: false, name: '购入办公设备' });
    const list = (
      await admin.get<{ currentPageItems: AssetTemplateView[] }>('/api/template', {
        templateType: 'card',
        assetClass: '1',
      })
    ).body.data.currentPageItems;
    expect(list.map((t) => [t.name, t.isBuiltIn])).toEqual([
      ['购入固定资产（制度 162条）', true],
      ['购入办公设备', false],
    ]);
    expect((await admin.get('/api/template', { templateType: 'card', assetClass: '3' })).body.errorCode).toBe(
      ErrorCode.ok,
    );
  });
});
