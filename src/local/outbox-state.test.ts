import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError, ClientCode } from '../api/api-error';
import { ErrorCode, sessionEndCodes } from '../core/contracts/errors';
import {
  backoffDelay,
  canCoalesce,
  countStates,
  defaultBackoff,
  failureOf,
  heldEntities,
  isHeld,
  planNext,
  verdictOf,
} from './outbox-state';
import type { OutboxEntry } from './types';

function entry(seq: number, patch: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    seq,
    kind: 'department',
    entityId: `e${seq}`,
    method: 'POST',
    path: '/api/departMent/save',
    body: {},
    label: '',
    idempotencyKey: `k${seq}`,
    state: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    createdAt: 0,
    updatedAt: 0,
    doneAt: null,
    error: null,
    response: null,
    revert: {},
    fileIds: [],
    ...patch,
  };
}

const business = (code: number, message = '拒绝') =>
  failureOf(new ApiError({ kind: 'business', code, status: 400, message }));

describe('verdictOf', () => {
  it('keeps a business refusal for the user, with the message', () => {
    expect(verdictOf(business(ErrorCode.badRequest, '部门编码已存在：01'))).toEqual({
      type: 'failed',
      error: { code: ErrorCode.badRequest, status: 400, message: '部门编码已存在：01' },
    });
    expect(verdictOf(business(ErrorCode.conflict)).type).toBe('failed');
    expect(verdictOf(business(ErrorCode.forbidden)).type).toBe('failed');
  });

  it('waits (blocked) when the session moved to another ledger set: the entry must not be dropped', () => {
    expect(verdictOf(business(ErrorCode.ledgerSetChanged)).type).toBe('blocked');
  });

  it.each(sessionEndCodes)('blocks on session end code %i', (code) => {
    expect(verdictOf(business(code)).type).toBe('blocked');
  });

  it('retries without an answer, on 5xx, and on nonce/clock refusals', () => {
    for (const kind of ['network', 'timeout', 'aborted'] as const) {
      expect(
        verdictOf(failureOf(new ApiError({ kind, code: ClientCode.network, message: '网络连接失败' }))).type,
      ).toBe('retry');
    }
    const fault = (status: number) =>
      failureOf(new ApiError({ kind: 'http', code: ClientCode.httpFault, status, message: '服务器异常' }));
    expect(verdictOf(fault(500)).type).toBe('retry');
    expect(verdictOf(fault(503)).type).toBe('retry');
    expect(verdictOf(fault(404)).type).toBe('failed');
    expect(verdictOf(business(ErrorCode.clockSkew)).type).toBe('retry');
    expect(verdictOf(business(ErrorCode.nonceReused)).type).toBe('retry');
  });

  it('fails on anything else, with a readable message', () => {
    expect(verdictOf(failureOf(new Error('签名失败')))).toEqual({
      type: 'failed',
      error: { code: 0, status: 0, message: '签名失败' },
    });
  });
});

describe('backoffDelay', () => {
  it('doubles from 1 s and stops at 60 s without jitter', () => {
    const policy = { ...defaultBackoff, jitter: 0 };
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map((n) => backoffDelay(n, policy, Math.random))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000,
    ]);
  });

  it('stays within ±30 % of the capped value', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100 }),
        fc.double({ min: 0, max: 0.999999, noNaN: true }),
        (n, r) => {
          const plain = Math.min(60_000, 1_000 * 2 ** Math.min(n - 1, 30));
          const ms = backoffDelay(n, defaultBackoff, () => r);
          return ms >= plain * 0.7 - 1 && ms <= plain * 1.3 + 1;
        },
      ),
    );
  });
});

describe('planNext', () => {
  it('sends the head, or waits for its backoff holding everything behind it', () => {
    expect(planNext([], 0)).toEqual({ type: 'idle' });
    const list = [entry(1, { nextAttemptAt: 500 }), entry(2)];
    expect(planNext(list, 100)).toEqual({ type: 'wait', until: 500 });
    expect(planNext(list, 500)).toMatchObject({ type: 'send', entries: [{ seq: 1 }] });
  });

  it('batches consecutive due entries of one path, one per entity', () => {
    const batchOf = (e: OutboxEntry) => (e.path === '/api/departMent/save' ? '/batch' : null);
    const list = [entry(1), entry(2), entry(3, { entityId: 'e1' }), entry(4)];
    expect(planNext(list, 0, batchOf, 10)).toMatchObject({ entries: [{ seq: 1 }, { seq: 2 }] });
    const mixed = [entry(1), entry(2, { path: '/other' }), entry(3)];
    expect(planNext(mixed, 0, batchOf, 10)).toMatchObject({ entries: [{ seq: 1 }] });
    expect(planNext([entry(1), entry(2), entry(3)], 0, batchOf, 2)).toMatchObject({
      entries: [{ seq: 1 }, { seq: 2 }],
    });
  });
});

describe('held entities', () => {
  it('a failure holds later entries of its entity only', () => {
    const held = heldEntities([entry(3, { entityId: 'a', state: 'failed' })]);
    expect(isHeld(entry(5, { entityId: 'a' }), held)).toBe(true);
    expect(isHeld(entry(2, { entityId: 'a' }), held)).toBe(false);
    expect(isHeld(entry(6, { entityId: 'b' }), held)).toBe(false);
  });
});

describe('canCoalesce and countStates', () => {
  it('coalesces only into an entry never sent, of the same path', () => {
    expect(canCoalesce(entry(1), '/api/departMent/save')).toBe(true);
    expect(canCoalesce(entry(1, { attempts: 1 }), '/api/departMent/save')).toBe(false);
    expect(canCoalesce(entry(1, { state: 'sending' }), '/api/departMent/save')).toBe(false);
    expect(canCoalesce(entry(1, { state: 'failed' }), '/api/departMent/save')).toBe(false);
    expect(canCoalesce(entry(1), '/api/departMent/disable')).toBe(false);
  });

  it('counts blocked as pending', () => {
    expect(countStates(['pending', 'blocked', 'failed', 'sending', 'done', 'pending'])).toEqual({
      pending: 3,
      failed: 1,
      sending: 1,
    });
  });
});
