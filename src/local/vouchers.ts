// Vouchers offline: every save goes through the outbox with the voucher's client-made uuid, so a
// replay names the same voucher and the server creates it once. The server numbers the voucher
// when the save arrives; a refused save (month closed meanwhile, subject disabled) stays here as
// a draft with the server's message until the user fixes it and saves again, or discards it.
import { voucherContracts } from '../core/contracts/voucher';
import { type LocalDb, requireLocalDb } from './db';
import { discard, enqueueSave } from './outbox';
import type { OutboxEntry } from './types';

export const voucherKind = 'voucher';
export const voucherSavePath = voucherContracts.save.path;

/** What the replayer needs from the server's answer (a VoucherView). */
interface SavedAnswer {
  id: string;
  version: number;
  voucherNo: number;
}

export function isSavedAnswer(data: unknown): data is SavedAnswer {
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as SavedAnswer).id === 'string' &&
    typeof (data as SavedAnswer).version === 'number' &&
    typeof (data as SavedAnswer).voucherNo === 'number'
  );
}

/** How the outbox treats voucher entries once the server answered. */
export const voucherOutboxKind = {
  /** A save queued behind the creation (or an update) edits the version the server just wrote. */
  rebase(body: unknown, data: unknown): unknown {
    if (!isSavedAnswer(data) || typeof body !== 'object' || body === null) return body;
    return { ...body, version: data.version };
  },
};

/** The outbox entries of one voucher, oldest first (done ones included while kept). */
export async function voucherEntries(id: string, db: LocalDb = requireLocalDb()): Promise<OutboxEntry[]> {
  return db.outbox.where('[kind+entityId]').equals([voucherKind, id]).sortBy('seq');
}

/** The server's latest answer for the voucher, if any save of it has arrived. */
export function lastAnswer(entries: readonly OutboxEntry[]): SavedAnswer | null {
  for (let i = entries.length - 1; i >= 0; i--) {
    const entry = entries[i];
    if (entry?.state === 'done' && isSavedAnswer(entry.response)) return entry.response;
  }
  return null;
}

export interface VoucherSaveRequest<D> {
  id: string;
  /** The body of POST /api/voucher/save without `version` (added here when the server has one). */
  body: Record<string, unknown>;
  /** The version the user edited when the voucher came from the server (an existing voucher). */
  knownVersion?: number | null;
  label: string;
  draft: D;
}

/**
 * Queues a save of the voucher together with its draft (one transaction). A refused earlier save
 * is dropped first: the user is saving the corrected voucher in its place. The version sent is
 * the server's latest one; a save queued behind one still in flight gets it by rebase.
 */
export async function queueVoucherSave<D>(
  request: VoucherSaveRequest<D>,
  db: LocalDb = requireLocalDb(),
): Promise<OutboxEntry> {
  let entries = await voucherEntries(request.id, db);
  for (const entry of entries) {
    if (entry.state === 'failed' || entry.state === 'blocked') await discard(entry.seq, db);
  }
  entries = await voucherEntries(request.id, db);
  const open = entries.filter((e) => e.state === 'pending' || e.state === 'sending');
  const last = open[open.length - 1];
  let version: number | undefined;
  if (!last) version = lastAnswer(entries)?.version ?? request.knownVersion ?? undefined;
  else if (last.state === 'pending' && last.attempts === 0) {
    // This save replaces that unsent body (coalescing): it keeps the version that body had.
    version = (last.body as { version?: number }).version;
  }
  // Otherwise the new entry waits behind one on the wire and takes its answer's version (rebase).
  const body = version === undefined ? request.body : { ...request.body, version };
  return enqueueSave(
    {
      kind: voucherKind,
      entityId: request.id,
      method: 'POST',
      path: voucherSavePath,
      body,
      label: request.label,
      draft: request.draft,
    },
    db,
  );
}
