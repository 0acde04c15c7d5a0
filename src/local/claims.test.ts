// Claims offline: a claim drafted and submitted offline replays as save then submit, once each, in
// order, and the server's answer replaces the kept document; an approval made offline on a version
// that changed meanwhile is refused and kept for the user with the server's message.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok, refuse, type Seen } from '../api/fake-server.test-util';
import { type Harness, harness } from '../api/harness.test-util';
import { ErrorCode } from '../core/contracts/errors';
import type { ClaimView } from '../core/contracts/reimbursement';
import {
  claimActionPaths,
  claimEntries,
  claimKind,
  claimOutboxKind,
  claimQueueOf,
  keepClaim,
  queueClaimAction,
  queueClaimSave,
  settleRefusal,
} from './claims';
import type { LocalDb } from './db';
import { registerOutboxKind } from './kinds';
import { freshDb, manualTime } from './local.test-util';
import { inProcessLocks } from './locks';
import { createReplayer, type Replayer } from './replayer';

registerOutboxKind(claimKind, claimOutboxKind);

const id = '3f2b8c1e-8a4b-4c1d-9e2f-0a1b2c3d4e5f';

function view(patch: Partial<ClaimView>): ClaimView {
  return {
    id,
    no: 'BX202611-0001',
    type: 'expense',
    status: 'draft',
    positionLabel: '草稿',
    version: 1,
    declarerId: '7',
    declarerName: '张三',
    departmentName: '办公室',
    content: {} as ClaimView['content'],
    figures: {} as ClaimView['figures'],
    amountUpper: '壹佰元整',
    process: null,
    stepIndex: null,
    approvals: [],
    history: [],
    voucher: null,
    loans: [],
    allowed: {
      edit: true,
      submit: true,
      withdraw: false,
      approve: false,
      reject: false,
      cancel: false,
      delete: true,
      generateVoucher: false,
    },
    createdAt: '2026-11-02T08:00:00.000Z',
    updatedAt: '2026-11-02T08:00:00.000Z',
    ...patch,
  };
}

let h: Harness;
let db: LocalDb;
const replayers: Replayer[] = [];

function replayer(): Replayer {
  const time = manualTime();
  const r = createReplayer({
    db,
    api: h.client,
    locks: inProcessLocks(),
    now: time.now,
    delay: time.delay,
    random: () => 0.5,
    environment: null,
  });
  replayers.push(r);
  return r;
}

const claimCalls = (seen: Seen[]) => seen.filter((s) => s.path.startsWith('/api/reimbursement/'));

beforeEach(async () => {
  h = await harness();
  db = freshDb();
  await db.open();
});
afterEach(async () => {
  for (const r of replayers.splice(0)) await r.stop();
  db.close();
  await h.close();
});

describe('claims offline', () => {
  it('replays a save then a submit made offline once each, in order, keeping the answer', async () => {
    // A tiny claim server: one answer per idempotency key, versions counted per document.
    const byKey = new Map<string, ClaimView>();
    let version = 0;
    h.fake.script = (seen) => {
      const key = String(seen.headers['idempotency-key']);
      const known = byKey.get(key);
      if (known) return ok(known);
      if (seen.path === claimActionPaths.save) {
        version += 1;
        const answer = view({ version });
        byKey.set(key, answer);
        return ok(answer);
      }
      if (seen.path === claimActionPaths.submit) {
        if (seen.payload.version !== version) return refuse(ErrorCode.conflict, '单据已被修改');
        version += 1;
        const answer = view({ version, status: 'inApproval', positionLabel: '审批中（部门审核）' });
        byKey.set(key, answer);
        return ok(answer);
      }
      return undefined;
    };
    // Offline: two saves (coalesced into one request, never sent) and the submit behind them.
    const body = { id, type: 'expense', date: '2026-11-02', departmentId: 11, reason: '办公用品' };
    await queueClaimSave({ body, knownVersion: null, label: '保存报销单', draft: { reason: '办公' } }, db);
    await queueClaimSave(
      { body, knownVersion: null, label: '保存报销单', draft: { reason: '办公用品' } },
      db,
    );
    await queueClaimAction({ action: 'submit', documentId: id, version: 0, label: '提交报销单' }, db);
    expect(claimQueueOf(await claimEntries(id, db)).waiting).toEqual(['save', 'submit']);

    const r = replayer();
    r.start();
    await r.settled();
    const calls = claimCalls(h.fake.seen);
    expect(calls.map((s) => s.path)).toEqual([claimActionPaths.save, claimActionPaths.submit]);
    expect(calls[0]?.payload).toMatchObject({ reason: '办公用品' });
    // The submit learnt the version the save made (it was queued with a placeholder).
    expect(calls[1]?.payload).toEqual({ documentId: id, version: 1 });
    expect(new Set(calls.map((s) => s.headers['idempotency-key'])).size).toBe(2);
    expect((await db.claims.get(id))?.view).toMatchObject({ status: 'inApproval', version: 2 });
    expect((await db.drafts.get([claimKind, id]))?.syncState).toBe('synced');
    expect(claimQueueOf(await claimEntries(id, db))).toEqual({ waiting: [], refused: null });

    // Replaying again sends nothing: everything arrived once.
    r.kick(true);
    await r.settled();
    expect(claimCalls(h.fake.seen)).toHaveLength(2);
  });

  it('keeps a refused offline approval for the user with the message until 刷新', async () => {
    await keepClaim(view({ status: 'inApproval', version: 4 }), db);
    h.fake.script = (seen) =>
      seen.path === claimActionPaths.approve
        ? refuse(ErrorCode.conflict, '单据已被撤回，请刷新后查看')
        : undefined;
    await queueClaimAction(
      { action: 'approve', documentId: id, version: 4, remark: '同意', label: '审批通过 BX202611-0001' },
      db,
    );
    const r = replayer();
    r.start();
    await r.settled();
    const sent = claimCalls(h.fake.seen);
    expect(sent.map((s) => s.payload)).toEqual([{ documentId: id, version: 4, remark: '同意' }]);
    const queue = claimQueueOf(await claimEntries(id, db));
    expect(queue.refused).toMatchObject({ action: 'approve', message: '单据已被撤回，请刷新后查看' });
    // Never retried by itself.
    r.kick(true);
    await r.settled();
    expect(claimCalls(h.fake.seen)).toHaveLength(1);
    // The kept document is still the one the approver saw.
    expect((await db.claims.get(id))?.view.version).toBe(4);

    await settleRefusal(id, view({ status: 'withdrawn', version: 5, positionLabel: '已撤回' }), db);
    expect(claimQueueOf(await claimEntries(id, db)).refused).toBeNull();
    expect((await db.claims.get(id))?.view).toMatchObject({ status: 'withdrawn', version: 5 });
  });
});
