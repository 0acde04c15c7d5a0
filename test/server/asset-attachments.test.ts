// Attachments of asset records over HTTP (issue 20: the reimbursement widget's /api/fileRelation): a
// photo bound to a card, files bound to a stocktake and a disposal document, a record not yet on the
// server (entered offline, its files sent first) accepted, and another ledger set's card or document
// refused with nothing written; a deleted card takes its bindings with it.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetAttachmentKinds as kinds } from '../../src/core/assets/attachment-kinds.ts';
import type { AssetCard } from '../../src/core/contracts/asset-cards.ts';
import type { CheckHeader } from '../../src/core/contracts/asset-checks.ts';
import type { AttachmentLists, FileRecord } from '../../src/core/contracts/attachment.ts';
import { ErrorCode } from '../../src/core/contracts/errors.ts';
import { cardBody, freshLedger, type Ids, ledgerIds } from './asset-fixture.ts';
import { ADMIN_PASSWORD, startServer, TestClient, type TestServer } from './harness.ts';

const UPLOAD = '/api/fileRelation/upload';
const BIND = '/api/fileRelation/attachments';
const LIST = '/api/fileRelation/getAttachmentsList';
// A 1x1 PNG: the photo of a card.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let server: TestServer;
/** admin in 资产附件甲 (the records), and a second session of admin in 资产附件乙. */
let own: TestClient;
let other: TestClient;
let ids: Ids;
let card: AssetCard;

beforeAll(async () => {
  server = await startServer();
  own = await TestClient.login(server, 'admin', ADMIN_PASSWORD);
  other = await TestClient.login(server, 'admin', ADMIN_PASSWORD);
  const cash = [
    { code: '102', initAmount: '10000.00' },
    { code: '32205', initAmount: '10000.00' },
  ];
  ids = await ledgerIds(server, await freshLedger(own, '资产附件甲', cash));
  await freshLedger(other, '资产附件乙', cash);
  const saved = await own.post<AssetCard>('/api/aetCard/save', cardBody(ids, { name: '会议室投影仪' }));
  expect(saved.body.success, saved.body.message).toBe(true);
  card = saved.body.data;
}, 60_000);
afterAll(() => server?.close());

async function upload(client: TestClient, name: string): Promise<FileRecord> {
  const form = new FormData();
  form.append('file', new Blob([PNG]), name);
  const answer = await client.upload<FileRecord[]>(UPLOAD, form);
  expect(answer.body.success, answer.body.message).toBe(true);
  return answer.body.data[0] as FileRecord;
}

const bind = (client: TestClient, attachmentsType: string, dataId: string, fileId: string[]) =>
  client.post<AttachmentLists>(BIND, { attachmentsType, dataId, fileId, fileType: 'originalFile' });

const links = async () =>
  (await server.handle.db.selectFrom('attachment_link').selectAll().orderBy('data_id').execute()).map(
    (l) => `${l.ledger_set_id}:${l.attachments_type}:${l.data_id}:${l.file_id}`,
  );

describe('asset attachments', () => {
  it('binds a photo to a card and lists it back', async () => {
    const photo = await upload(own, '投影仪.png');
    const bound = await bind(own, kinds.card, card.id, [photo.fileId]);
    expect(bound.body.success, bound.body.message).toBe(true);
    const listed = await own.get<AttachmentLists>(LIST, { attachmentsType: kinds.card, dataId: card.id });
    expect(listed.body.data.originalFile.map((f) => [f.name, f.sha256])).toEqual([
      ['投影仪.png', photo.sha256],
    ]);
  });

  it('binds files to a stocktake, and to a document not yet on the server', async () => {
    const check = await own.post<CheckHeader>('/api/assetsCheck/create', {
      id: randomUUID(),
      assetClass: 1,
      checkDate: '2024-06-30',
    });
    expect(check.body.success, check.body.message).toBe(true);
    const sheet = await upload(own, '盘点表.png');
    expect((await bind(own, kinds.check, check.body.data.id, [sheet.fileId])).body.success).toBe(true);
    // A disposal entered offline: its files reach the server before the document itself.
    const later = randomUUID();
    const approval = await upload(own, '处置批复.png');
    const early = await bind(own, kinds.disposal, later, [approval.fileId]);
    expect(early.body.success, early.body.message).toBe(true);
    expect(early.body.data.originalFile.map((f) => f.fileId)).toEqual([approval.fileId]);
  });

  it("refuses another ledger set's card and stocktake, writing nothing", async () => {
    const theirs = await upload(other, '别人的.png');
    const before = await links();
    const answer = await bind(other, kinds.card, card.id, [theirs.fileId]);
    expect(answer.body.success).toBe(false);
    expect(answer.body.errorCode).toBe(ErrorCode.refused);
    expect(answer.body.message).toBe('资产卡片不属于当前账套，不能上传或调整它的附件');
    const check = await server.handle.db
      .selectFrom('asset_check')
      .select('id')
      .where('ledger_set_id', '=', ids.zid)
      .executeTakeFirstOrThrow();
    const emptied = await bind(other, kinds.check, check.id, []);
    expect(emptied.body.message).toBe('盘点单不属于当前账套，不能上传或调整它的附件');
    expect(await links()).toEqual(before);
    // Nor does the owner's list change from the other side.
    const listed = await own.get<AttachmentLists>(LIST, { attachmentsType: kinds.card, dataId: card.id });
    expect(listed.body.data.originalFile).toHaveLength(1);
  });

  it('refuses an id that is no record id, with its reason', async () => {
    const photo = await upload(own, '照片.png');
    const answer = await bind(own, kinds.change, 'BD-0001', [photo.fileId]);
    expect(answer.body.success).toBe(false);
    expect(answer.body.errorCode).toBe(ErrorCode.badRequest);
    expect(answer.body.message).toBe('单据ID：应为价值变动单的ID');
  });

  it('drops the bindings of a deleted card, and keeps a card a stocktake names', async () => {
    const spare = await own.post<AssetCard>('/api/aetCard/save', cardBody(ids, { name: '备用椅' }));
    expect(spare.body.success, spare.body.message).toBe(true);
    const photo = await upload(own, '椅子.png');
    expect((await bind(own, kinds.card, spare.body.data.id, [photo.fileId])).body.success).toBe(true);
    const answer = await own.post('/api/aetCard/delete', { id: spare.body.data.id, version: 1 });
    expect(answer.body.success, answer.body.message).toBe(true);
    expect((await links()).filter((l) => l.includes(spare.body.data.id))).toEqual([]);
    // The projector is on the stocktake made above: refused with the reason, not a server error.
    const kept = await own.post('/api/aetCard/delete', { id: card.id, version: card.version });
    expect(kept.body.message).toMatch(/^卡片已列入盘点单 \S+，不能删除$/);
    expect((await links()).filter((l) => l.includes(card.id))).toHaveLength(1);
  });
});
