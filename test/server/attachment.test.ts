// Attachments over HTTP (issue 18 item 8): what is uploaded comes back byte for byte, a refused upload
// leaves nothing (no row, no file), content decides the type rather than the name, files stay inside
// their ledger set, bindings list in order, and a replayed upload stores once.
import { createHash, randomUUID } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OVER_REQUEST_LIMIT } from '../../src/core/attachments/upload-rules.ts';
import type { AttachmentLists, FileRecord } from '../../src/core/contracts/attachment.ts';
import { ErrorCode } from '../../src/core/contracts/errors.ts';
import { ADMIN_PASSWORD, DEMO_PASSWORD, startServer, TestClient, type TestServer } from './harness.ts';

const UPLOAD = '/api/fileRelation/fileUpload';

let server: TestServer;
let admin: TestClient;
/** zhidan, in the other grassroots ledger set (002). */
let outsider: TestClient;

async function selectLedger(client: TestClient, ztno: string) {
  const zids = (await client.get<{ zid: number; ztno: string }[]>('/api/zt/list')).body.data;
  const zid = zids.find((z) => z.ztno === ztno)?.zid;
  const answer = await client.post('/api/zt/select', { zid, year: 2026 });
  expect(answer.body.success, answer.body.message).toBe(true);
}

beforeAll(async () => {
  server = await startServer({ demo: true });
  admin = await TestClient.login(server, 'admin', ADMIN_PASSWORD);
  outsider = await TestClient.login(server, 'zhidan', DEMO_PASSWORD);
  await selectLedger(admin, '001');
  await selectLedger(outsider, '002');
}, 60_000);
afterAll(() => server?.close());

// A 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

function form(...files: [name: string, bytes: Uint8Array<ArrayBuffer>][]): FormData {
  const data = new FormData();
  for (const [name, bytes] of files) data.append('file', new Blob([bytes]), name);
  return data;
}

async function fileRows(): Promise<number> {
  const row = await server.handle.db
    .selectFrom('attachment_file')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every file under the attachments folder, temporary ones included. */
async function storedFiles(dir = server.config.filesDir): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await storedFiles(path)));
    else out.push(path);
  }
  return out.sort();
}

async function uploadOne(name: string, bytes: Uint8Array<ArrayBuffer>, client = admin): Promise<FileRecord> {
  const answer = await client.upload<FileRecord[]>(UPLOAD, form([name, bytes]));
  expect(answer.body.success, answer.body.message).toBe(true);
  expect(answer.body.data).toHaveLength(1);
  return answer.body.data[0] as FileRecord;
}

/** A signed GET whose answer is the file itself. */
async function fetchFile(client: TestClient, path: string, query: Record<string, string> = {}) {
  const search = new URLSearchParams(query).toString();
  const response = await fetch(`${server.url}${path}${search ? `?${search}` : ''}`, {
    headers: client.signedHeaders('GET', path, query),
  });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe('upload and download', () => {
  it('gives back a PNG byte for byte, inline or as a download, kept private on disk', async () => {
    const record = await uploadOne('发票 (1).PNG', PNG);
    expect(record).toMatchObject({
      name: '发票 (1).PNG',
      fileSuffix: 'png',
      size: PNG.length,
      sha256: sha256(PNG),
    });

    const inline = await fetchFile(admin, `/api/fileRelation/downloadFile/${record.fileId}`);
    expect(inline.response.status).toBe(200);
    expect(sha256(inline.bytes)).toBe(sha256(PNG));
    expect(Buffer.from(inline.bytes).equals(PNG)).toBe(true);
    expect(inline.response.headers.get('content-type')).toBe('image/png');
    expect(inline.response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(inline.response.headers.get('content-disposition')).toBe(
      `inline; filename="__ (1).PNG"; filename*=UTF-8''%E5%8F%91%E7%A5%A8%20%281%29.PNG`,
    );

    const saved = await fetchFile(admin, `/api/fileRelation/downloadFile/${record.fileId}`, {
      isDownload: '1',
    });
    expect(saved.response.headers.get('content-disposition')).toMatch(/^attachment; .*filename\*=UTF-8''/);
    expect(sha256(saved.bytes)).toBe(record.sha256);

    const byId = await fetchFile(admin, '/api/fileRelation/download', { id: record.fileId });
    expect(byId.response.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(Buffer.from(byId.bytes).equals(PNG)).toBe(true);

    const onDisk = join(server.config.filesDir, record.sha256.slice(0, 2), record.sha256);
    expect((await stat(onDisk)).mode & 0o777).toBe(0o600);
    expect((await stat(server.config.filesDir)).mode & 0o777).toBe(0o700);
    expect((await stat(join(server.config.filesDir, record.sha256.slice(0, 2)))).mode & 0o777).toBe(0o700);
  });

  it('stores a content once however often it is uploaded, one row per upload', async () => {
    const before = await storedFiles();
    const first = await uploadOne('a.pdf', PDF);
    const second = await uploadOne('b.pdf', PDF);
    expect(second.fileId).not.toBe(first.fileId);
    expect(second.sha256).toBe(first.sha256);
    expect((await storedFiles()).length).toBe(before.length + 1);
  });

  it('answers 404 for a file that does not exist', async () => {
    const missing = await fetchFile(admin, `/api/fileRelation/downloadFile/${randomUUID()}`);
    expect(missing.response.status).toBe(404);
  });
});

describe('refused uploads keep nothing', () => {
  it('refuses a 51 MB file whole with the request layer message', async () => {
    const rows = await fileRows();
    const files = await storedFiles();
    const big = new Uint8Array(51 * 1024 * 1024);
    big.set(PDF);
    const answer = await admin.upload(UPLOAD, form(['大文件.pdf', big]));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      success: false,
      errorCode: ErrorCode.badRequest,
      message: OVER_REQUEST_LIMIT,
    });
    expect(await fileRows()).toBe(rows);
    expect(await storedFiles()).toEqual(files);
  }, 60_000);

  it('refuses a program renamed .pdf, and with it the good file beside it', async () => {
    const rows = await fileRows();
    const files = await storedFiles();
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(60), Buffer.from('%PDF-1.4')]);
    const good = Buffer.from('%PDF-1.7\n% another one\n');
    const answer = await admin.upload(UPLOAD, form(['好的.pdf', good], ['报销单.pdf', exe]));
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe(ErrorCode.badRequest);
    expect(answer.body.message).toBe('文件「报销单.pdf」的内容不是 pdf 格式，已拒绝上传');
    expect(await fileRows()).toBe(rows);
    expect(await storedFiles()).toEqual(files);
  });

  it('refuses an extension that is not allowed, naming the supported formats', async () => {
    const rows = await fileRows();
    const answer = await admin.upload(UPLOAD, form(['数据.xyz', Buffer.from('plain text')]));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^不支持「数据\.xyz」的文件格式，支持的格式：jpg、png/);
    expect(await fileRows()).toBe(rows);
  });

  it('refuses a JSON body, an empty form, a text field and a broken multipart body with 4000', async () => {
    const rows = await fileRows();
    const files = await storedFiles();
    const json = await admin.post(UPLOAD, { file: 'x' });
    expect(json.body).toMatchObject({ errorCode: ErrorCode.badRequest });
    expect(json.body.message).toContain('multipart/form-data');

    const empty = await admin.upload(UPLOAD, new FormData());
    expect(empty.body).toMatchObject({ errorCode: ErrorCode.badRequest, message: '请选择要上传的文件' });

    // The signature of an upload covers no text field (none is read): one signed by the client is
    // refused at the signature, one slipped in unsigned by the handler.
    const withField = form(['a.png', PNG]);
    withField.append('dataId', '42');
    const signed = await admin.upload(UPLOAD, withField);
    expect(signed.body.errorCode).toBe(ErrorCode.badSignature);
    const unsigned = await admin.upload(UPLOAD, withField, { signPayload: {} });
    expect(unsigned.body).toMatchObject({ errorCode: ErrorCode.badRequest });
    expect(unsigned.body.message).toContain('dataId');

    const broken = await admin.send('POST', UPLOAD, {
      body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      signPayload: {},
    });
    expect(broken.status).toBe(400);
    const noBoundary = await admin.send('POST', UPLOAD, {
      body: 'garbage',
      headers: { 'content-type': 'multipart/form-data' },
      signPayload: {},
    });
    expect(noBoundary.status).toBe(400);
    expect(noBoundary.body.errorCode).toBe(ErrorCode.badRequest);
    expect(await fileRows()).toBe(rows);
    expect(await storedFiles()).toEqual(files);
  });

  it('refuses an upload from a duty without the key (审批 views, never uploads)', async () => {
    const shenpi = await TestClient.login(server, 'shenpi', DEMO_PASSWORD);
    const answer = await shenpi.upload(UPLOAD, form(['a.png', PNG]));
    expect(answer.body.errorCode).toBe(ErrorCode.forbidden);
  });
});

describe('ledger sets', () => {
  it('never serves, lists or binds a file of another ledger set', async () => {
    const record = await uploadOne('仅限001.png', PNG);
    for (const [path, query] of [
      [`/api/fileRelation/downloadFile/${record.fileId}`, {}],
      ['/api/fileRelation/download', { id: record.fileId }],
    ] as const) {
      const answer = await fetchFile(outsider, path, query);
      expect(answer.response.status, path).toBe(404);
      expect(answer.bytes.length).toBeGreaterThan(0);
      expect(Buffer.from(answer.bytes).includes(PNG)).toBe(false);
    }
    const bind = await outsider.post('/api/fileRelation/attachments', {
      dataId: 'v-1',
      attachmentsType: 'voucher',
      fileType: 'originalFile',
      fileId: [record.fileId],
    });
    expect(bind.body.errorCode).toBe(ErrorCode.badRequest);
    expect(bind.body.message).toContain('不属于当前账套');
    // The same user in the file's own ledger set reads it.
    const insider = await TestClient.login(server, 'zhidan', DEMO_PASSWORD);
    await selectLedger(insider, '001');
    expect(
      (await fetchFile(insider, `/api/fileRelation/downloadFile/${record.fileId}`)).response.status,
    ).toBe(200);
  });
});

describe('binding files to a record', () => {
  const ref = { dataId: 'claim-7', attachmentsType: 'reimbursement' };
  const list = (client = admin) => client.get<AttachmentLists>('/api/fileRelation/getAttachmentsList', ref);

  it('lists the bound files in order, the supplement apart until it is approved', async () => {
    const a = await uploadOne('a.png', PNG);
    const b = await uploadOne('b.pdf', PDF);
    const c = await uploadOne('c.pdf', PDF);
    const bound = await admin.post<AttachmentLists>('/api/fileRelation/attachments', {
      ...ref,
      fileType: 'originalFile',
      fileId: [b.fileId, a.fileId],
    });
    expect(bound.body.success, bound.body.message).toBe(true);
    const after = (await list()).body.data;
    expect(after.originalFile.map((f) => f.fileId)).toEqual([b.fileId, a.fileId]);
    expect(after.originalFile[1]).toMatchObject({ name: 'a.png', fileSuffix: 'png', size: PNG.length });
    expect(after.supportingFile).toEqual([]);

    const supplement = await admin.post('/api/fileRelation/attachments', {
      ...ref,
      fileType: 'originalFile',
      fileId: [c.fileId],
      supplement: true,
    });
    expect(supplement.body.success).toBe(true);
    expect((await list()).body.data.originalFileAttachments.map((f) => f.fileId)).toEqual([c.fileId]);
    expect((await list(outsider)).body.data.originalFile).toEqual([]);

    const approved = await admin.post<AttachmentLists>('/api/fileRelation/attachmentSupplementaryRecords', {
      ...ref,
      fileType: 'originalFile',
    });
    expect(approved.body.success, approved.body.message).toBe(true);
    expect(approved.body.data.originalFile.map((f) => f.fileId)).toEqual([b.fileId, a.fileId, c.fileId]);
    expect(approved.body.data.originalFileAttachments).toEqual([]);
    const again = await admin.post('/api/fileRelation/attachmentSupplementaryRecords', {
      ...ref,
      fileType: 'originalFile',
    });
    expect(again.body).toMatchObject({ errorCode: ErrorCode.refused, message: '没有待审批的补录附件' });

    // Binding replaces the list: the user removed one.
    await admin.post('/api/fileRelation/attachments', {
      ...ref,
      fileType: 'originalFile',
      fileId: [c.fileId],
    });
    expect((await list()).body.data.originalFile.map((f) => f.fileId)).toEqual([c.fileId]);
  });

  it('refuses a repeated or malformed file id', async () => {
    const a = await uploadOne('d.png', PNG);
    const twice = await admin.post('/api/fileRelation/attachments', {
      ...ref,
      fileType: 'supportingFile',
      fileId: [a.fileId, a.fileId],
    });
    expect(twice.body.errorCode).toBe(ErrorCode.badRequest);
    const bad = await admin.post('/api/fileRelation/attachments', {
      ...ref,
      fileType: 'other',
      fileId: ['x'],
    });
    expect(bad.body.errorCode).toBe(ErrorCode.badRequest);
  });
});

describe('idempotency', () => {
  it('stores a replayed upload once and answers it the same', async () => {
    const rows = await fileRows();
    const key = randomUUID();
    const bytes = Buffer.from('%PDF-1.7\n% replayed\n');
    const first = await admin.upload<FileRecord[]>(UPLOAD, form(['重放.pdf', bytes]), {
      idempotencyKey: key,
    });
    const again = await admin.upload<FileRecord[]>(UPLOAD, form(['重放.pdf', bytes]), {
      idempotencyKey: key,
    });
    expect(first.body.success, first.body.message).toBe(true);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replay']).toBe('1');
    expect(await fileRows()).toBe(rows + 1);
  });

  it('refuses the same key with another file, keeping nothing of it', async () => {
    const key = randomUUID();
    const first = await admin.upload(UPLOAD, form(['一.pdf', Buffer.from('%PDF-1.7\n% one\n')]), {
      idempotencyKey: key,
    });
    expect(first.body.success).toBe(true);
    const rows = await fileRows();
    const files = await storedFiles();
    const other = await admin.upload(UPLOAD, form(['一.pdf', Buffer.from('%PDF-1.7\n% two\n')]), {
      idempotencyKey: key,
    });
    expect(other.body.errorCode).toBe(ErrorCode.conflict);
    expect(await fileRows()).toBe(rows);
    expect(await storedFiles()).toEqual(files);
  });
});
