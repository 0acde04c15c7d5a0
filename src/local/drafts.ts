// Drafts kept while the user types (autosave), before any save is queued: nothing typed is lost
// on a reload or a closed tab. Queuing a save goes through enqueueSave, which writes the draft too.
import { type LocalDb, requireLocalDb } from './db';
import type { DraftRecord } from './types';

/** Stores the draft as 'local' (changed here, not queued); a queued save marks it 'pending'. */
export async function saveDraft<T>(kind: string, id: string, data: T, db: LocalDb = requireLocalDb()) {
  const draft: DraftRecord<T> = { kind, id, data, updatedAt: Date.now(), syncState: 'local' };
  await db.drafts.put(draft);
  return draft;
}

export async function getDraft<T>(
  kind: string,
  id: string,
  db: LocalDb = requireLocalDb(),
): Promise<DraftRecord<T> | undefined> {
  return (await db.drafts.get([kind, id])) as DraftRecord<T> | undefined;
}

/** Drafts of one kind, newest first (e.g. 我的草稿). */
export async function listDrafts<T>(kind: string, db: LocalDb = requireLocalDb()): Promise<DraftRecord<T>[]> {
  const rows = (await db.drafts.where('kind').equals(kind).toArray()) as DraftRecord<T>[];
  return rows.sort((a, b) => b.updatedAt - a.updatedAt);
}

/** Forgets a draft the user abandoned; a save already queued for it is still sent. */
export async function deleteDraft(kind: string, id: string, db: LocalDb = requireLocalDb()): Promise<void> {
  await db.drafts.delete([kind, id]);
}
