// Writes what happened to sent entries back into the local database, in one transaction per
// exchange: done (and the server's answer applied to the cache), failed, blocked, or back to pending.
// Bulk operations throughout: a batch of 100 answers costs a handful of IndexedDB requests.
import type { LocalDb } from './db';
import { answerTables, outboxKind } from './kinds';
import { type BackoffPolicy, backoffDelay, entityKey, type Verdict } from './outbox-state';
import { type CachedRow, type OutboxEntry, type ReferenceTable, referenceTables } from './types';

export type Outcome =
  | { entry: OutboxEntry; done: true; data: unknown }
  | { entry: OutboxEntry; done: false; verdict: Verdict };

export interface OutcomeContext {
  now: number;
  backoff: BackoffPolicy;
  random: () => number;
}

type Change = { key: number; changes: Partial<OutboxEntry> };

/**
 * Every table an answer may write, read from the list of reference tables: a table named here by
 * hand was missed when a module added its own (流程管理's processes), and a put outside the
 * transaction's scope fails the whole replay, leaving the entry 'sending' for ever.
 */
function allTables(db: LocalDb) {
  return [
    db.outbox,
    db.drafts,
    db.files,
    ...referenceTables.map((t) => db.reference(t)),
    ...answerTables().map((name) => db.table(name)),
  ];
}

/** Marks entries as sent: attempts go up before the request leaves, so a crash still counts it. */
export async function markSending(db: LocalDb, entries: readonly OutboxEntry[], now: number): Promise<void> {
  await db.outbox.bulkUpdate(
    entries.map((e) => ({
      key: e.seq,
      changes: { state: 'sending' as const, attempts: e.attempts + 1, updatedAt: now },
    })),
  );
}

/** Entries not yet done that come after `entries`, per entity (a batch holds one entry per entity). */
async function laterEntries(
  db: LocalDb,
  entries: readonly OutboxEntry[],
): Promise<Map<string, OutboxEntry[]>> {
  const later = new Map<string, OutboxEntry[]>();
  if (entries.length === 0) return later;
  const after = new Map(entries.map((e) => [entityKey(e), e.seq]));
  const rows = await db.outbox
    .where('[kind+entityId]')
    .anyOf(entries.map((e) => [e.kind, e.entityId]))
    .filter((e) => e.state !== 'done' && e.seq > (after.get(entityKey(e)) ?? Number.POSITIVE_INFINITY))
    .toArray();
  for (const row of rows) later.set(entityKey(row), [...(later.get(entityKey(row)) ?? []), row]);
  return later;
}

/** Rows ('table:key') that saves still open (other than those just done) show as their user left them. */
async function heldRows(db: LocalDb, done: readonly Outcome[]): Promise<Set<string>> {
  const finished = new Set(done.map((o) => o.entry.seq));
  const open = await db.outbox.where('state').anyOf('pending', 'sending', 'failed', 'blocked').toArray();
  return new Set(
    open.flatMap((e) =>
      !finished.has(e.seq) && e.revert.row ? [`${e.revert.row.table}:${e.revert.row.key}`] : [],
    ),
  );
}

/** Returns true when an outcome ended the session (the replayer pauses). */
export async function applyOutcomes(db: LocalDb, outcomes: readonly Outcome[], ctx: OutcomeContext) {
  let blocked = false;
  if (outcomes.length === 0) return blocked;
  await db.transaction('rw', allTables(db), async () => {
    const done = outcomes.flatMap((o) => (o.done ? [o] : []));
    const later = await laterEntries(
      db,
      done.map((o) => o.entry),
    );
    const changes: Change[] = [];
    const puts = new Map<ReferenceTable, CachedRow[]>();
    const deletes = new Map<ReferenceTable, string[]>();
    const drafts = new Map<string, { key: [string, string]; syncState: 'synced' | 'failed' }>();
    let held: Set<string> | null = null;
    const draftState = (e: OutboxEntry, syncState: 'synced' | 'failed') =>
      drafts.set(entityKey(e), { key: [e.kind, e.entityId], syncState });

    for (const outcome of outcomes) {
      const { entry } = outcome;
      if (!outcome.done) {
        const verdict = outcome.verdict;
        blocked = blocked || verdict.type === 'blocked';
        changes.push({ key: entry.seq, changes: verdictChanges(entry, verdict, ctx) });
        if (verdict.type === 'failed') draftState(entry, 'failed');
        continue;
      }
      const data = outcome.data;
      changes.push({
        key: entry.seq,
        changes: { state: 'done', doneAt: ctx.now, updatedAt: ctx.now, response: data, error: null },
      });
      const handler = outboxKind(entry.kind);
      // The server's answer is its word on the record now, whatever is queued behind it.
      if (handler.answer) await handler.answer.apply(db, entry, data);
      const following = later.get(entityKey(entry)) ?? [];
      if (following.length > 0) {
        // The record shows the later save; only its request learns what the server assigned. An
        // entry already sent keeps its body: the server may hold it under its key.
        const rebase = handler.rebase;
        if (rebase) {
          for (const e of following)
            if (e.attempts === 0) changes.push({ key: e.seq, changes: { body: rebase(e.body, data) } });
        }
        continue;
      }
      const row = entry.revert.row;
      const fresh = row && handler.toRow ? handler.toRow(data) : null;
      if (row && fresh) {
        // A record created offline was cached under its local id; from now on it is the server's id.
        if (fresh.key !== row.key) deletes.set(row.table, [...(deletes.get(row.table) ?? []), row.key]);
        puts.set(row.table, [...(puts.get(row.table) ?? []), fresh]);
      }
      const related = row && handler.related ? handler.related(data) : [];
      if (row && related.length > 0) {
        held ??= await heldRows(db, done);
        const free = related.filter((r) => r.key !== fresh?.key && !held?.has(`${row.table}:${r.key}`));
        puts.set(row.table, [...(puts.get(row.table) ?? []), ...free]);
      }
      draftState(entry, 'synced');
    }

    await db.outbox.bulkUpdate(changes);
    for (const [table, keys] of deletes) await db.reference(table).bulkDelete(keys);
    for (const [table, rows] of puts) await db.reference(table).bulkPut(rows);
    await updateDrafts(db, [...drafts.values()], ctx.now);
    const withFiles = done.filter((o) => o.entry.fileIds.length > 0).map((o) => o.entry.seq);
    if (withFiles.length > 0) await db.files.where('entrySeq').anyOf(withFiles).delete();
  });
  return blocked;
}

/** One read for all the entries' drafts; most saves (e.g. departments) have none. */
async function updateDrafts(
  db: LocalDb,
  wanted: ReadonlyArray<{ key: [string, string]; syncState: 'synced' | 'failed' }>,
  now: number,
): Promise<void> {
  if (wanted.length === 0) return;
  const found = await db.drafts.bulkGet(wanted.map((w) => w.key));
  const next = found.flatMap((draft, i) => {
    const syncState = wanted[i]?.syncState;
    return draft && syncState ? [{ ...draft, syncState, updatedAt: now }] : [];
  });
  if (next.length > 0) await db.drafts.bulkPut(next);
}

function verdictChanges(entry: OutboxEntry, verdict: Verdict, ctx: OutcomeContext): Partial<OutboxEntry> {
  switch (verdict.type) {
    case 'failed':
      return { state: 'failed', error: verdict.error, updatedAt: ctx.now };
    case 'blocked':
      return { state: 'blocked', error: verdict.error, updatedAt: ctx.now };
    case 'retry':
      return {
        state: 'pending',
        error: verdict.error,
        updatedAt: ctx.now,
        nextAttemptAt: ctx.now + backoffDelay(entry.attempts + 1, ctx.backoff, ctx.random),
      };
  }
}

/**
 * After the lock is taken: an entry left 'sending' (a tab closed mid-request) or 'blocked' (the
 * session ended; this is a new login) goes back to pending, ahead of everything behind it.
 */
export async function recover(db: LocalDb, now: number, keepDoneMs: number): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    await db.outbox.where('state').anyOf('sending', 'blocked').modify({ state: 'pending', nextAttemptAt: 0 });
    await db.outbox
      .where('state')
      .equals('done')
      .filter((e) => (e.doneAt ?? 0) < now - keepDoneMs)
      .delete();
  });
}
