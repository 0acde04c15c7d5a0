// 银行对账 writes offline (DESIGN §5): settings, setup, statement imports, matches, 取消勾对 and 核销
// each go through the outbox under one kind, signed at send time with the entry's own idempotency
// key, so a write made offline reaches the server exactly once. The screens read the module's
// reports network-first (the last answer, with its time, offline) and read them again when an entry
// of this kind is done; nothing is cached optimistically, since the server alone matches and balances.
import { uuidV4 } from '../api/signer';
import { type LocalDb, requireLocalDb } from './db';
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
 * What became of a queued entry once the replayer has nothing left to send now (online: at once;
 * offline: it stays queued).
 */
export async function outcomeOf(
  entry: Pick<OutboxEntry, 'seq'>,
  settled: (() => Promise<void>) | null,
  db: LocalDb = requireLocalDb(),
): Promise<WriteOutcome> {
  if (isOnline() && settled) await settled();
  const now = await db.outbox.get(entry.seq);
  if (!now) return { state: 'queued' };
  if (now.state === 'done') return { state: 'done', data: now.response };
  if (now.state === 'failed')
    return { state: 'failed', message: now.error?.message ?? '服务器拒绝了这项操作' };
  return { state: 'queued' };
}
