// A voucher edited several times while offline reaches the server as a create and then updates,
// each naming the version the server last wrote: no edit is refused as stale, none is lost.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Seen } from '../api/fake-server.test-util';
import { ok, refuse } from '../api/fake-server.test-util';
import { type Harness, harness } from '../api/harness.test-util';
import { ErrorCode } from '../core/contracts/errors';
import type { LocalDb } from './db';
import { freshDb, installBuiltInKinds, type ManualTime, manualTime } from './local.test-util';
import { inProcessLocks } from './locks';
import { createReplayer, type Replayer } from './replayer';
import { queueVoucherSave, voucherEntries, voucherSavePath } from './vouchers';

installBuiltInKinds();

let h: Harness;
let db: LocalDb;
let time: ManualTime;
let r: Replayer | null = null;

interface StoredVoucher {
  version: number;
  numberOfDocument: unknown;
}

/** The server's rules in miniature: a create, then updates that must name the current version. */
function voucherServer() {
  const vouchers = new Map<string, StoredVoucher>();
  const byKey = new Map<string, unknown>();
  const refused: string[] = [];
  h.fake.script = (seen: Seen) => {
    if (seen.path !== voucherSavePath) return undefined;
    const key = String(seen.headers['idempotency-key']);
    if (byKey.has(key)) return ok(byKey.get(key));
    const body = seen.payload as { id: string; version?: number; numberOfDocument?: unknown };
    const stored = vouchers.get(body.id);
    if (stored && body.version !== stored.version) {
      refused.push(`${body.id}@${body.version}`);
      return refuse(ErrorCode.operation, '凭证已被他人修改，请刷新后重试', {
        currentVersion: stored.version,
      });
    }
    const next = { version: (stored?.version ?? 0) + 1, numberOfDocument: body.numberOfDocument };
    vouchers.set(body.id, next);
    const answer = { id: body.id, version: next.version, voucherNo: 1 };
    byKey.set(key, answer);
    return ok(answer);
  };
  return { vouchers, refused };
}

const save = (id: string, attachments: number, knownVersion: number | null = null) =>
  queueVoucherSave(
    { id, body: { id, numberOfDocument: attachments }, knownVersion, label: `凭证 ${id}`, draft: {} },
    db,
  );

beforeEach(async () => {
  h = await harness();
  db = freshDb();
  await db.open();
  time = manualTime();
});
afterEach(async () => {
  await r?.stop();
  r = null;
  db.close();
  await h.close();
});

/**
 * What a send while offline leaves behind: the entry at the head of each voucher's queue was tried
 * and failed (it may have reached the server), so it can no longer take a newer body.
 */
async function attemptOffline() {
  const open = (await db.outbox.orderBy('seq').toArray()).filter((e) => e.state === 'pending');
  const head = open[0];
  if (head) await db.outbox.update(head.seq, { attempts: head.attempts + 1 });
}

/** Back online: the replayer sends everything. */
async function reconnect() {
  if (!r) {
    r = createReplayer({
      db,
      api: h.client,
      locks: inProcessLocks(),
      now: time.now,
      delay: time.delay,
      random: () => 0.5,
      environment: null,
    });
    r.start();
  } else r.kick(true);
  await r.settled();
}

describe('a voucher edited offline more than once', () => {
  it('created and edited twice offline, with a failed send between: create, then one update', async () => {
    const server = voucherServer();
    await save('v1', 1);
    await attemptOffline(); // the create went out and failed: it can no longer take new bodies
    await save('v1', 2);
    await save('v1', 3);
    await reconnect();
    expect(server.refused).toEqual([]);
    expect(server.vouchers.get('v1')).toEqual({ version: 2, numberOfDocument: 3 });
    const entries = await voucherEntries('v1', db);
    expect(entries.map((e) => e.state)).toEqual(['done', 'done']);
  });

  it('an existing voucher edited twice offline with failed sends between each: every edit lands', async () => {
    const server = voucherServer();
    server.vouchers.set('v9', { version: 3, numberOfDocument: 0 });
    await save('v9', 1, 3);
    await attemptOffline();
    await save('v9', 2, 3);
    await attemptOffline();
    await save('v9', 5, 3);
    await reconnect();
    expect(server.refused).toEqual([]);
    expect(server.vouchers.get('v9')).toEqual({ version: 5, numberOfDocument: 5 });
  });

  it('an edit after the earlier saves synced names the version the server last wrote', async () => {
    const server = voucherServer();
    await save('v2', 1);
    await reconnect();
    // Offline again. The editor still holds no server version (the answer arrived while it was closed).
    await save('v2', 2, null);
    await attemptOffline();
    await save('v2', 4, null);
    await reconnect();
    expect(server.refused).toEqual([]);
    expect(server.vouchers.get('v2')).toEqual({ version: 3, numberOfDocument: 4 });
  });
});
