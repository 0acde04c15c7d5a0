// Attachments queued offline (issue 18 items 8, 9): a photo picked with no network waits in the
// browser database (fake-indexeddb) as ONE outbox entry; the real replayer sends it through the real
// signed client to the real server as upload + bind, before the save queued after it. The answers
// of the first upload and the first bind are lost after the server committed: the replay still
// stores the file once, binds it once, and a later save of the same list learns the server's id.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient } from '../../src/api/client.ts';
import { createClock } from '../../src/api/clock.ts';
import { recordingEffects } from '../../src/api/recording-effects.test-util.ts';
import { createSessionStore } from '../../src/api/session-store.ts';
import { memoryStorage } from '../../src/api/storage.ts';
import { attachmentContracts } from '../../src/core/contracts/attachment.ts';
import { authContracts } from '../../src/core/contracts/auth.ts';
import { ztContracts } from '../../src/core/contracts/zt.ts';
import {
  type AttachmentEntryBody,
  attachmentKind,
  attachmentOutboxKind,
  heldFile,
  newLocalId,
  saveAttachments,
} from '../../src/local/attachments.ts';
import type { LocalDb } from '../../src/local/db.ts';
import { saveDepartment } from '../../src/local/departments.ts';
import { registerOutboxKind } from '../../src/local/kinds.ts';
import { freshDb, installBuiltInKinds } from '../../src/local/local.test-util.ts';
import { inProcessLocks } from '../../src/local/locks.ts';
import { createReplayer } from '../../src/local/replayer.ts';
import { ADMIN_PASSWORD, startServer, type TestServer } from './harness.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const sha = createHash('sha256').update(PNG).digest('hex');

let server: TestServer;
let db: LocalDb;
beforeAll(async () => {
  installBuiltInKinds();
  registerOutboxKind(attachmentKind, attachmentOutboxKind);
  server = await startServer({ demo: true });
  db = freshDb();
  await db.open();
}, 60_000);
afterAll(async () => {
  db?.close();
  await server?.close();
});

/** The network: records each write's path in order, and loses the first answer of the given paths. */
function lossyNetwork(losing: ReadonlySet<string>) {
  const sent: string[] = [];
  const lost = new Set<string>();
  const wrapped: typeof fetch = async (input, init) => {
    const path = new URL(String(input)).pathname;
    if ((init?.method ?? 'GET') === 'POST') sent.push(path);
    const response = await fetch(input, init);
    if (losing.has(path) && !lost.has(path)) {
      lost.add(path);
      await response.arrayBuffer();
      throw new TypeError('Failed to fetch');
    }
    return response;
  };
  return { wrapped, sent };
}

async function client(fetchImpl: typeof fetch): Promise<ApiClient> {
  const session = createSessionStore(memoryStorage());
  const api = createApiClient({
    baseUrl: server.url,
    fetch: fetchImpl,
    effects: recordingEffects().effects,
    session,
    clock: createClock({ storage: memoryStorage() }),
  });
  session.setLogin(await api.call(authContracts.logOn, { userName: 'admin', password: ADMIN_PASSWORD }));
  const zids = await api.call(ztContracts.list);
  const zid = zids.find((z) => z.ztno === '001')?.zid;
  await api.call(ztContracts.select, { zid: Number(zid), year: 2026 });
  return api;
}

describe('an attachment queued offline', () => {
  it('is uploaded and bound once, before the save queued after it, through lost answers', async () => {
    const ref = {
      dataId: 'claim-offline-1',
      attachmentsType: 'reimbursement',
      fileType: 'originalFile',
      supplement: false,
    } as const;
    const localId = newLocalId();
    const photo = { fileId: null, localId, name: '出租车票.png', fileSuffix: 'png', size: PNG.length };
    // Offline: the pick, then the same list saved again (a reorder) while the first is unsent,
    // then another record's save (standing in for the claim's submit).
    const first = await saveAttachments(
      {
        ref,
        files: [photo],
        added: [{ localId, blob: new Blob([PNG], { type: 'image/png' }), name: photo.name }],
      },
      db,
    );
    const second = await saveAttachments({ ref, files: [photo], added: [] }, db);
    await saveDepartment({ entityId: 'after-photo', code: 'AP01', name: '附件之后' }, db);
    expect(second.seq).toBeGreaterThan(first.seq);
    expect((second.body as AttachmentEntryBody).bind.fileId).toEqual([`local:${localId}`]);

    const upload = attachmentContracts.fileUpload.path;
    const bind = attachmentContracts.bind.path;
    const network = lossyNetwork(new Set([upload, bind]));
    const api = await client(network.wrapped);
    network.sent.length = 0;
    const replayer = createReplayer({
      db,
      api,
      locks: inProcessLocks(),
      environment: null,
      backoff: { baseMs: 5, capMs: 50, jitter: 0 },
    });
    replayer.start();
    await replayer.settled();
    await replayer.stop();

    // Upload (answer lost); the entry again: upload (the stored answer) and bind (answer lost); the
    // entry again: upload and bind, both answered from what the server stored; the second list's
    // bind; and only then the department.
    expect(network.sent).toEqual([upload, upload, bind, upload, bind, bind, '/api/departMent/save']);
    const entries = await db.outbox.orderBy('seq').toArray();
    expect(entries.map((e) => e.state)).toEqual(['done', 'done', 'done']);
    expect(await db.files.count()).toBe(0);

    const files = await server.handle.db
      .selectFrom('attachment_file')
      .selectAll()
      .where('sha256', '=', sha)
      .execute();
    expect(files).toHaveLength(1);
    const fileId = files[0]?.id ?? '';
    // The later save of the same list was rebased onto the server's id before it went.
    expect((entries[1]?.body as AttachmentEntryBody | undefined)?.bind.fileId).toEqual([fileId]);
    const links = await server.handle.db
      .selectFrom('attachment_link')
      .selectAll()
      .where('data_id', '=', ref.dataId)
      .execute();
    expect(links.map((l) => l.file_id)).toEqual([fileId]);
    // The device keeps the uploaded bytes under the server's id, for the viewer offline.
    const held = await heldFile(db, fileId);
    expect(held?.size).toBe(PNG.length);

    // And the server gives back the same bytes.
    const download = await api.call(attachmentContracts.downloadFile, { fileId, isDownload: true });
    expect(Buffer.from(await download.blob.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('never uploads a photo picked offline and removed again before it went', async () => {
    const ref = {
      dataId: 'claim-offline-2',
      attachmentsType: 'reimbursement',
      fileType: 'originalFile',
      supplement: false,
    } as const;
    const [keptId, droppedId] = [newLocalId(), newLocalId()];
    const kept = { fileId: null, localId: keptId, name: '车票.png', fileSuffix: 'png', size: PNG.length };
    const dropped = {
      fileId: null,
      localId: droppedId,
      name: '拍错了.png',
      fileSuffix: 'png',
      size: PNG.length,
    };
    const other = Buffer.concat([PNG, Buffer.from([0])]);
    await saveAttachments(
      {
        ref,
        files: [kept, dropped],
        added: [
          { localId: keptId, blob: new Blob([PNG], { type: 'image/png' }), name: kept.name },
          { localId: droppedId, blob: new Blob([other], { type: 'image/png' }), name: dropped.name },
        ],
      },
      db,
    );
    // Still offline: the wrong photo is deleted from the list.
    await saveAttachments({ ref, files: [kept], added: [] }, db);

    const api = await client(fetch);
    const replayer = createReplayer({
      db,
      api,
      locks: inProcessLocks(),
      environment: null,
      backoff: { baseMs: 5, capMs: 50, jitter: 0 },
    });
    replayer.start();
    await replayer.settled();
    await replayer.stop();

    const stored = await server.handle.db
      .selectFrom('attachment_file')
      .select(['id', 'name'])
      .where('name', 'in', [kept.name, dropped.name])
      .execute();
    expect(stored.map((f) => f.name)).toEqual([kept.name]);
    const links = await server.handle.db
      .selectFrom('attachment_link')
      .select('file_id')
      .where('data_id', '=', ref.dataId)
      .execute();
    expect(links.map((l) => l.file_id)).toEqual([stored[0]?.id]);
    expect((await db.outbox.toArray()).every((e) => e.state === 'done')).toBe(true);
  });
});
