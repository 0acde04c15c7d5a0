// 资产处置 over HTTP (issue 20 item 5): a disposal document takes its cards out of the books in the
// month of its date (that month and later are not charged), refuses a month already provisioned and
// a card with months not yet provisioned, and its voucher — through /api/assetsCertificate with the
// documents of /api/assetsDocument — carries Dr 30104 at book value, Dr 163, Cr 162, and the proceeds
// Dr 102 / Cr 408; a scrap goes through 182 in two steps; a document with a voucher stays.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssetCard, CardPage } from '../../src/core/contracts/asset-cards.ts';
import type { DocumentRow, DocumentView } from '../../src/core/contracts/asset-documents.ts';
import type { ProvisionPage } from '../../src/core/contracts/asset-provision.ts';
import type { AssetVoucherPreview, SavedAssetVoucher } from '../../src/core/contracts/asset-vouchers.ts';
import { ErrorCode } from '../../src/core/contracts/errors.ts';
import type { BalanceAnswer } from '../../src/core/contracts/ledger-answers.ts';
import { assetTables, cardBody, freshLedger, type Ids, ledgerIds, openingBody } from './asset-fixture.ts';
import { ADMIN_PASSWORD, DEMO_PASSWORD, startServer, TestClient, type TestServer } from './harness.ts';

let server: TestServer;
let admin: TestClient;
let ids: Ids;
let opening: AssetCard;
let bought: AssetCard;

beforeAll(async () => {
  server = await startServer();
  admin = await TestClient.login(server, 'admin', ADMIN_PASSWORD);
  // The V3 card of NOTES §1.6: 50,000.00 over 120 months, 60 months and 26,000.00 charged before 2022.
  const zid = await freshLedger(admin, '处置测试工会', [
    { code: '162', initAmount: '50000.00' },
    { code: '163', initAmount: '26000.00' },
    { code: '30104', initAmount: '24000.00' },
  ]);
  ids = await ledgerIds(server, zid);
  const saved = await admin.post<AssetCard>(
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
  expect(saved.body.success, saved.body.message).toBe(true);
  opening = saved.body.data;
  expect((await admin.post('/api/assetsInit/confirm')).body.success).toBe(true);
  const computer = await admin.post<AssetCard>(
    '/api/aetCard/save',
    cardBody(ids, { bookDate: '2022-01-10', acquireDate: '2022-01-05', dateOfActivation: '2022-01-10' }),
  );
  expect(computer.body.success, computer.body.message).toBe(true);
  bought = computer.body.data;
  const run = await admin.post('/api/assetsProvision/accrue', { assetClass: 1, accruedStage: '2022-01' });
  expect(run.body.success, run.body.message).toBe(true);
});
afterAll(() => server?.close());

async function refusedWithNothingWritten(
  send: () => Promise<{ status: number; body: { success: boolean; message: string } }>,
) {
  const before = await assetTables(server);
  const docs = JSON.stringify(await server.handle.db.selectFrom('asset_document').selectAll().execute());
  const answer = await send();
  expect(answer.body.success).toBe(false);
  expect(await assetTables(server)).toBe(before);
  expect(JSON.stringify(await server.handle.db.selectFrom('asset_document').selectAll().execute())).toBe(
    docs,
  );
  return answer.body;
}

const saleBody = (over: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  assetClass: 1,
  disposeOfType: 'SALE',
  repayDate: '2022-02-15',
  disposeOfAmount: '5000.00',
  reason: '设备更新，出售旧设备',
  cardIds: [opening.id],
  ...over,
});

const cardOf = async (id: string) =>
  (await admin.get<AssetCard & { status: string }>('/api/aetCard/get', { id })).body.data;

describe('the disposal document', () => {
  it('refuses a bad document in Chinese and writes nothing', async () => {
    const noCards = await refusedWithNothingWritten(() =>
      admin.post('/api/assetsDocument/save', saleBody({ cardIds: [] })),
    );
    expect(noCards.message).toContain('请选择资产');
    const badType = await refusedWithNothingWritten(() =>
      admin.post('/api/assetsDocument/save', saleBody({ disposeOfType: 'WRITE_OFF_INTANGIBLE' })),
    );
    expect(badType.message).toBe('固定资产不能按“无形资产核销”处置');
    const charged = await refusedWithNothingWritten(() =>
      admin.post('/api/assetsDocument/save', saleBody({ repayDate: '2022-01-31' })),
    );
    expect(charged.message).toBe('2022年01月的折旧已计提，处置日期应在2022年01月之后（处置当月不计提折旧）');
    const unprovisioned = await refusedWithNothingWritten(() =>
      admin.post('/api/assetsDocument/save', saleBody({ repayDate: '2022-03-10' })),
    );
    expect(unprovisioned.message).toBe(
      '卡片 GD000001 在2022年02月应计提折旧，请先计提至处置日期的上月，再处置',
    );
  });

  it('takes the card out of the books in the month of its date, with the figures of that day', async () => {
    const body = saleBody();
    const saved = await admin.post<DocumentView>('/api/assetsDocument/save', body);
    expect(saved.body.success, saved.body.message).toBe(true);
    expect(saved.body.message).toBe('处置单 CZ20220001 已保存，1 张卡片已处置');
    expect(saved.body.data).toMatchObject({
      documentNo: 'CZ20220001',
      disposeOfTypeName: '出售',
      repayDate: '2022-02-15',
      disposeOfAmount: '5000.00',
      originalAmount: '50000.00',
      cumulativeAmount: '26400.00',
      residualAmount: '23600.00',
      isGenerateCertificate: false,
      cards: [
        { cardNo: 'GD000001', originalValue: '50000.00', accumulated: '26400.00', netValue: '23600.00' },
      ],
    });
    // The outbox may send it again: the same document, once.
    const again = await admin.post<DocumentView>('/api/assetsDocument/save', body);
    expect(again.body.data.documentNo).toBe('CZ20220001');
    expect(await server.handle.db.selectFrom('asset_document').select('id').execute()).toHaveLength(1);
    expect(await cardOf(opening.id)).toMatchObject({ status: 'DISPOSED', disposedMonth: '2022-02' });
    const stillListed = (await admin.get<CardPage>('/api/aetCard/list', { assetClass: '1' })).body.data;
    expect(stillListed.currentPageItems.map((c) => c.cardNo)).toEqual(['GD000002']);
    const disposed = (
      await admin.get<{ currentPageItems: { cardNo: string; documentNo: string }[] }>(
        '/api/assetsDocument/disposedCards',
        { assetClass: '1' },
      )
    ).body.data;
    expect(disposed.currentPageItems).toEqual([
      expect.objectContaining({ cardNo: 'GD000001', documentNo: 'CZ20220001', disposedMonth: '2022-02' }),
    ]);
  });

  it('charges the disposed card nothing from its month of removal', async () => {
    const feb = (
      await admin.get<ProvisionPage>('/api/assetsProvision/assetsProvisionPage', {
        assetClass: '1',
        accruedStage: '2022-02',
      })
    ).body.data;
    expect(feb.pageData.currentPageItems.map((r) => [r.detailFixedNo, r.accruedValue])).toEqual([
      ['GD000002', '97.22'],
    ]);
    expect(
      (await admin.post('/api/assetsProvision/accrue', { assetClass: 1, accruedStage: '2022-02' })).body
        .success,
    ).toBe(true);
  });
});

describe('the disposal voucher (dialog 3)', () => {
  let doc: DocumentRow;
  const saleRows = [
    { balanceDirection: 1, code: '30104' },
    { balanceDirection: 1, code: '163' },
    { balanceDirection: 2, code: '162' },
    { balanceDirection: 1, code: '102' },
    { balanceDirection: 2, code: '408' },
  ];
  const request = (over: Record<string, unknown> = {}) => ({
    voucherList: saleRows,
    assetClass: 1,
    PZAssetType: 'disposal',
    assetsDocs: [{ documentId: doc.id }],
    ...over,
  });

  beforeAll(async () => {
    const list = (
      await admin.get<DocumentRow[]>('/api/assetsDocument/getAssetsDocNotGeneratedList', {
        assetClass: '1',
        PZAssetType: 'disposal',
      })
    ).body.data;
    expect(list.map((d) => d.documentNo)).toEqual(['CZ20220001']);
    doc = list[0] as DocumentRow;
  });

  it('checks the rows and the documents with the spec messages', async () => {
    const noDoc = await admin.post('/api/assetsCertificate/preview', request({ assetsDocs: [] }));
    expect(noDoc.body.message).toBe('请选择资产');
    const noSubject = await admin.post(
      '/api/assetsCertificate/preview',
      request({ voucherList: [{ balanceDirection: 1, code: '' }, ...saleRows] }),
    );
    expect(noSubject.body.message).toBe('科目不能为空');
  });

  it('previews Dr 30104 book value, Dr 163 accumulated, Cr 162 original, and the proceeds Dr 102 / Cr 408', async () => {
    const preview = (await admin.post<AssetVoucherPreview[]>('/api/assetsCertificate/preview', request()))
      .body.data[0];
    expect(preview?.voucherDate).toBe('2022-02-15');
    expect(preview?.entries.map((e) => [e.code, e.debitAmount, e.creditAmount])).toEqual([
      ['30104', '23600.00', ''],
      ['163', '26400.00', ''],
      ['162', '', '50000.00'],
      ['102', '5000.00', ''],
      ['408', '', '5000.00'],
    ]);
    expect(preview?.entries[0]?.summary).toBe('出售固定资产（CZ20220001）');
    expect([preview?.debitTotal, preview?.creditTotal]).toEqual(['55000.00', '55000.00']);
  });

  it('saves it once, links the document, and keeps a document with a voucher', async () => {
    const voucherId = randomUUID();
    const saved = await admin.post<SavedAssetVoucher>('/api/assetsCertificate/save', request({ voucherId }));
    expect(saved.body.success, saved.body.message).toBe(true);
    const twice = await admin.post('/api/assetsCertificate/save', request({ voucherId: randomUUID() }));
    expect(twice.body.message).toBe('处置单 CZ20220001 已生成凭证');
    const shown = (
      await admin.post<SavedAssetVoucher | null>('/api/assetsCertificate/show', {
        assetClass: 1,
        PZAssetType: 'disposal',
        assetsDocs: [{ documentId: doc.id }],
      })
    ).body.data;
    expect(shown?.voucherId).toBe(voucherId);
    const view = (await admin.get<DocumentView>('/api/assetsDocument/get', { id: doc.id })).body.data;
    expect(view).toMatchObject({ isGenerateCertificate: true, voucherLabel: saved.body.data.label });
    const kept = await admin.post('/api/assetsDocument/delete', { id: doc.id, version: view.version });
    expect(kept.body.message).toBe('处置单 CZ20220001 已生成凭证，不能删除');
    const balance = (
      await admin.get<BalanceAnswer>('/api/ledger/balance', {
        year: '2022',
        monthFrom: '2',
        monthTo: '2',
        includeUnposted: 'true',
      })
    ).body.data;
    const row = (code: string) => balance.rows.find((r) => r.code === code);
    // 162 leaves with the card; 163 keeps only the new computer's two months.
    expect(row('162')).toMatchObject({ credit: '50000.00', closingDebit: '0.00' });
    expect(row('163')).toMatchObject({ debit: '26400.00' });
  });
});

describe('a scrap through 182 (two steps)', () => {
  let doc: DocumentView;

  it('books Dr 182 at book value + Dr 163, Cr 162, then on approval Dr 30104, Cr 182', async () => {
    const saved = await admin.post<DocumentView>('/api/assetsDocument/save', {
      id: randomUUID(),
      assetClass: 1,
      disposeOfType: 'SCRAP',
      repayDate: '2022-03-20',
      cardIds: [bought.id],
    });
    expect(saved.body.success, saved.body.message).toBe(true);
    doc = saved.body.data;
    expect(doc).toMatchObject({ pending: true, originalAmount: '7000.00', cumulativeAmount: '194.44' });
    const early = await admin.post('/api/assetsDocument/approve', { id: doc.id, voucherId: randomUUID() });
    expect(early.body.message).toBe(`处置单 ${doc.documentNo} 尚未生成转入待处理财产损溢的凭证`);
    const first = await admin.post<SavedAssetVoucher>('/api/assetsCertificate/save', {
      voucherList: [
        { balanceDirection: 1, code: '182' },
        { balanceDirection: 1, code: '163' },
        { balanceDirection: 2, code: '162' },
      ],
      assetClass: 1,
      PZAssetType: 'disposal',
      assetsDocs: [{ documentId: doc.id }],
      voucherId: randomUUID(),
    });
    expect(first.body.success, first.body.message).toBe(true);
    const approveId = randomUUID();
    const approved = await admin.post<DocumentRow>('/api/assetsDocument/approve', {
      id: doc.id,
      voucherId: approveId,
    });
    expect(approved.body.success, approved.body.message).toBe(true);
    expect(approved.body.data.approveVoucherLabel).toMatch(/^2022年3月 /);
    const lines = await server.handle.db
      .selectFrom('voucher_entry')
      .select(['subject_code', 'debit', 'credit'])
      .where('voucher_id', '=', approveId)
      .orderBy('line_no')
      .execute();
    expect(lines.map((l) => [l.subject_code, l.debit, l.credit])).toEqual([
      ['30104', '6805.56', '0.00'],
      ['182', '0.00', '6805.56'],
    ]);
  });
});

describe('who may dispose', () => {
  it('lets the asset keeper keep documents but not book them', async () => {
    const keeper = await TestClient.login(server, 'zichan', DEMO_PASSWORD);
    const zid = (await admin.get<{ zid: number; ztno: string }[]>('/api/zt/list')).body.data.find(
      (z) => z.ztno === '001',
    )?.zid;
    expect((await keeper.post('/api/zt/select', { zid, year: 2024 })).body.success).toBe(true);
    const list = await keeper.get('/api/assetsDocument/list', { assetClass: '1' });
    expect(list.body.success, list.body.message).toBe(true);
    const book = await keeper.post('/api/assetsCertificate/preview', {
      voucherList: [{ balanceDirection: 1, code: '30104' }],
      assetClass: 1,
      PZAssetType: 'disposal',
      assetsDocs: [],
    });
    expect(book.body.errorCode).toBe(ErrorCode.forbidden);
    const approve = await keeper.post('/api/assetsDocument/approve', {
      id: randomUUID(),
      voucherId: randomUUID(),
    });
    expect(approve.body.errorCode).toBe(ErrorCode.forbidden);
  });
});
