// The entry screen's local state in IndexedDB: which voucher is on screen (it reopens after a
// reload), the last date used, the voucher's drafts, and what the outbox says about its save.
import { useLiveQuery } from 'dexie-react-hooks';
import type { VoucherView } from '../../../core/voucher/types';
import type { LocalDb } from '../../../local/db';
import { getDraft, saveDraft } from '../../../local/drafts';
import { useLocalDb } from '../../../local/hooks';
import type { DraftRecord, OutboxEntry, OutboxError } from '../../../local/types';
import { voucherEntries, voucherKind } from '../../../local/vouchers';
import { isVoucherDraft, type VoucherDraft } from '../../../ui/voucher/voucher-draft';

const currentKey = 'voucherEntry:current';
const lastDateKey = 'voucherEntry:lastDate';

export async function readCurrentDraft(db: LocalDb): Promise<DraftRecord<VoucherDraft> | null> {
  const id = (await db.meta.get(currentKey))?.value;
  if (typeof id !== 'string') return null;
  const draft = await getDraft<VoucherDraft>(voucherKind, id, db);
  return draft && isVoucherDraft(draft.data) ? draft : null;
}

export async function setCurrentVoucher(db: LocalDb, id: string): Promise<void> {
  await db.meta.put({ key: currentKey, value: id, updatedAt: Date.now() });
}

/** Autosave while typing: the draft is 'local' (changed here) until a save queues it. */
export async function autosaveDraft(db: LocalDb, draft: VoucherDraft): Promise<void> {
  await db.transaction('rw', db.drafts, db.meta, async () => {
    await saveDraft(voucherKind, draft.id, { ...draft, edited: true }, db);
    await db.meta.put({ key: currentKey, value: draft.id, updatedAt: Date.now() });
  });
}

export async function readLastDate(db: LocalDb): Promise<string | null> {
  const value = (await db.meta.get(lastDateKey))?.value;
  return typeof value === 'string' ? value : null;
}

export async function rememberLastDate(db: LocalDb, date: string): Promise<void> {
  await db.meta.put({ key: lastDateKey, value: date, updatedAt: Date.now() });
}

/** Drafts of vouchers already on the server are not needed once another voucher is on screen. */
export async function pruneSyncedDrafts(db: LocalDb, keepId: string): Promise<void> {
  await db.drafts
    .where('kind')
    .equals(voucherKind)
    .filter((d) => d.syncState === 'synced' && d.id !== keepId && !(d.data as VoucherDraft | null)?.edited)
    .delete();
}

export type VoucherSyncState = 'none' | 'pending' | 'sending' | 'failed' | 'done';

export interface VoucherSync {
  state: VoucherSyncState;
  error: OutboxError | null;
  /** The server's latest answer (number, version), when a save arrived. */
  answer: VoucherView | null;
  entries: OutboxEntry[];
}

const noSync: VoucherSync = { state: 'none', error: null, answer: null, entries: [] };

export function syncOf(entries: readonly OutboxEntry[]): VoucherSync {
  if (entries.length === 0) return noSync;
  const open = entries.filter((e) => e.state !== 'done');
  const done = entries.filter((e) => e.state === 'done');
  const answer = (done[done.length - 1]?.response as VoucherView | undefined) ?? null;
  const failed = open.find((e) => e.state === 'failed');
  if (failed) return { state: 'failed', error: failed.error, answer, entries: [...entries] };
  if (open.some((e) => e.state === 'sending'))
    return { state: 'sending', error: null, answer, entries: [...entries] };
  if (open.length > 0) {
    const last = open[open.length - 1];
    return { state: 'pending', error: last?.error ?? null, answer, entries: [...entries] };
  }
  return { state: 'done', error: null, answer, entries: [...entries] };
}

/** What the outbox says about one voucher, live. */
export function useVoucherSync(id: string | null): VoucherSync {
  const db = useLocalDb();
  return useLiveQuery(
    async () => (db && id ? syncOf(await voucherEntries(id, db)) : noSync),
    [db, id],
    noSync,
  );
}

/** Vouchers still to finish (typed, queued or refused), newest first: the 草稿 menu. */
export function useOpenDrafts(): DraftRecord<VoucherDraft>[] {
  const db = useLocalDb();
  return useLiveQuery(
    async () => {
      if (!db) return [];
      const rows = await db.drafts.where('kind').equals(voucherKind).toArray();
      return (rows as DraftRecord<VoucherDraft>[])
        .filter((d) => isVoucherDraft(d.data) && (d.syncState !== 'synced' || d.data.edited === true))
        .sort((a, b) => b.updatedAt - a.updatedAt);
    },
    [db],
    [],
  );
}
