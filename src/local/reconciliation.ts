// 银行对账 writes offline (DESIGN §5): settings, setup, statement imports, matches, 取消勾对 and 核销
// each go through the outbox under one kind, signed at send time with the entry's own idempotency
// key, so a write made offline reaches the server exactly once. The screens read the module's
// reports network-first (the last answer, with its time, offline) and read them again when an entry
// of this kind is done; nothing is cached optimistically, since the server alone matches and balances.
import { uuidV4 } from '../api/signer';
import { currentLocalDb, type LocalDb, requireLocalDb, subscribeLocalDb } from './db';
import type { OutboxKindHandler } from './kinds';
import { enqueueSave, isOnline } from './outbox';
import type { OutboxEntry } from './types';

export const reconciliationKind = 'reconciliation';

export const reconciliationOutboxKind: OutboxKindHandler = {};

export interface ReconWrite {
  path: string;
  body: unknown;
  /** For the sync panel: 自动对账 10201 经费集中户. */
  label: string;
  /**
   * Saves of one thing (the settings, one side's opening) share an id, so an unsent save is replaced
   * by the next; every other write is its own entity (two matches never merge).
   */
  entityId?: string;
}

/**
 * The open local database, waiting up to `timeoutMs` for it: right after a reload the session is
 * back before the database has opened, and a write made then must not be lost to that moment.
 */
export function whenLocalDb(timeoutMs = 15_000): Promise<LocalDb> {
  const open = currentLocalDb();
  if (open) return Promise.resolve(open);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      off();
      reject(new Error('本地数据库尚未打开，请稍后重试'));
    }, timeoutMs);
    const off = subscribeLocalDb(() => {
      const db = currentLocalDb();
      if (!db) return;
      clearTimeout(timer);
      off();
      resolve(db);
    });
  });
}

export function queueReconciliation(write: ReconWrite, db: LocalDb = requireLocalDb()): Promise<OutboxEntry> {
  return enqueueSave(
    {
      kind: reconciliationKind,
      entityId: write.entityId ?? uuidV4(),
      method: 'POST',
      path: write.path,
      body: write.body,
      label: write.label,
    },
    db,
  );
}

export type WriteOutcome =
  | { readonly state: 'done'; readonly data: unknown }
  | { readonly state: 'failed'; readonly message: string }
  /** Offline, or still waiting for its turn: it goes when the network allows. */
  | { readonly state: 'queued' };

/**
 * What became of a queued entry: online, its answer once the replayer has sent it (checked every
 * `pollMs`, at most `waitMs`: a 10,000-line statement takes a few seconds); offline, or still
 * waiting after that, it stays queued and goes when it can.
 */
export async function outcomeOf(
  entry: Pick<OutboxEntry, 'seq'>,
  db: LocalDb = requireLocalDb(),
  { waitMs = 60_000, pollMs = 150 }: { waitMs?: number; pollMs?: number } = {},
): Promise<WriteOutcome> {
  const until = Date.now() + waitMs;
  for (;;) {
    const now = await db.outbox.get(entry.seq);
    if (!now) return { state: 'queued' };
    if (now.state === 'done') return { state: 'done', data: now.response };
    if (now.state === 'failed')
      return { state: 'failed', message: now.error?.message ?? '服务器拒绝了这项操作' };
    if (now.state === 'blocked' || !isOnline() || Date.now() >= until) return { state: 'queued' };
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
