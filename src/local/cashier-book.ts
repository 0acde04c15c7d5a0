// The cashier book offline (issue 19 item 8): an entry typed or changed offline is kept as a draft
// (kind cashierEntry, by the entry's own uuid) together with its outbox entry, in one transaction, so
// the journal shows it at once as 待同步 and it reaches the server exactly once (its idempotency key;
// the uuid names the same entry on a replay). A draft stays, marked synced, until the journal's next
// answer from the server holds the entry (or, for a delete, no longer does). Bringing in voucher
// lines and closing or reopening a month go through the outbox too; their answers refresh the
// screens that read them.
import { uuidV4 } from '../api/signer';
import type { CashierEntry } from '../core/contracts/cashier';
import { cashierContracts } from '../core/contracts/cashier';
import { type LocalDb, requireLocalDb } from './db';
import { discard, enqueueSave } from './outbox';
import type { DraftRecord, OutboxEntry } from './types';

export const cashierEntryKind = 'cashierEntry';
export const cashierImportKind = 'cashierImport';
export const cashierPeriodKind = 'cashierPeriod';

/** An entry as this device last wrote it: the save (or delete) not yet seen in a server answer. */
export interface LocalEntry {
  entry: CashierEntry;
  deleted: boolean;
}

export type EntryDraft = DraftRecord<LocalEntry>;

const isEntry = (d: unknown): d is CashierEntry =>
  typeof d === 'object' && d !== null && 'accountId' in d && 'seq' in d && 'summary' in d;

export const cashierEntryOutboxKind = {
  /** An edit queued behind a save on the wire acts on the version that save produced. */
  rebase(body: unknown, data: unknown): unknown {
    if (!isEntry(data) || typeof body !== 'object' || body === null) return body;
    return { ...body, version: data.version };
  },
  answer: {
    tables: [] as string[],
    async apply(db: LocalDb, entry: OutboxEntry, data: unknown): Promise<void> {
      // The server's entry (its order and version) replaces the one typed here.
      if (!isEntry(data)) return;
      const draft = (await db.drafts.get([cashierEntryKind, entry.entityId])) as EntryDraft | undefined;
      if (draft && !draft.data.deleted)
        await db.drafts.put({ ...draft, data: { entry: data, deleted: false } });
    },
  },
};

export interface EntryFields {
  accountId: number;
  date: string;
  summary: string;
  settleMethod: CashierEntry['settleMethod'];
  settleNo: string;
  counterparty: string;
  counterSubject: string;
  receipt: string;
  payment: string;
}

const money = (v: string) => (v.trim() === '' ? '0.00' : v.trim());

/**
 * 保存 of a new entry (editing null) or of a change: the draft and the save in one transaction. The
 * version sent is the one the user edited; a save queued behind one on the wire takes that one's.
 */
export function queueEntrySave(
  fields: EntryFields,
  editing: CashierEntry | null,
  createdBy: string,
  db: LocalDb = requireLocalDb(),
): Promise<OutboxEntry> {
  const id = editing?.id ?? uuidV4();
  const body: Record<string, unknown> = {
    id,
    accountId: fields.accountId,
    date: fields.date,
    summary: fields.summary.trim(),
    settleMethod: fields.settleMethod,
    settleNo: fields.settleNo.trim(),
    counterparty: fields.counterparty.trim(),
    counterSubject: fields.counterSubject.trim(),
    receipt: money(fields.receipt),
    payment: money(fields.payment),
  };
  if (editing && editing.version > 0) body.version = editing.version;
  const entry: CashierEntry = {
    id,
    accountId: fields.accountId,
    date: fields.date,
    seq: editing?.seq ?? 0,
    summary: fields.summary.trim(),
    settleMethod: fields.settleMethod,
    settleNo: fields.settleNo.trim(),
    counterparty: fields.counterparty.trim(),
    counterSubject: fields.counterSubject.trim(),
    receipt: money(fields.receipt),
    payment: money(fields.payment),
    source: editing?.source ?? 'manual',
    voucherId: editing?.voucherId ?? null,
    lineNo: editing?.lineNo ?? null,
    voucherWord: editing?.voucherWord ?? null,
    createdBy: editing?.createdBy ?? createdBy,
    version: editing?.version ?? 0,
  };
  const side = entry.receipt !== '0.00' ? `收 ${entry.receipt}` : `付 ${entry.payment}`;
  return enqueueSave(
    {
      kind: cashierEntryKind,
      entityId: id,
      method: 'POST',
      path: cashierContracts.saveEntry.path,
      body,
      label: `${editing ? '修改' : '登记'}出纳账 ${entry.date} ${entry.summary} ${side}`,
      draft: { entry, deleted: false } satisfies LocalEntry,
    },
    db,
  );
}

/**
 * 删除: an entry whose only saves never left this device is simply taken back (nothing to tell the
 * server); otherwise the delete is queued behind them.
 */
export async function queueEntryDelete(
  entry: CashierEntry,
  db: LocalDb = requireLocalDb(),
): Promise<OutboxEntry | null> {
  const open = await db.outbox
    .where('[kind+entityId]')
    .equals([cashierEntryKind, entry.id])
    .filter((e) => e.state !== 'done')
    .sortBy('seq');
  const neverSent = open.length > 0 && open.every((e) => e.attempts === 0 && e.state === 'pending');
  if (neverSent && entry.version === 0) {
    for (const e of open.reverse()) await discard(e.seq, db);
    return null;
  }
  const body: Record<string, unknown> = { id: entry.id };
  if (entry.version > 0) body.version = entry.version;
  return enqueueSave(
    {
      kind: cashierEntryKind,
      entityId: entry.id,
      method: 'POST',
      path: cashierContracts.deleteEntry.path,
      body,
      label: `删除出纳账 ${entry.date} ${entry.summary}`,
      draft: { entry, deleted: true } satisfies LocalEntry,
    },
    db,
  );
}

/** The entry drafts of this device (all accounts and months; the journal picks its own). */
export async function entryDrafts(db: LocalDb = requireLocalDb()): Promise<EntryDraft[]> {
  return (await db.drafts.where('kind').equals(cashierEntryKind).toArray()) as EntryDraft[];
}

/**
 * After a server answer of the journal: drafts it confirms (a synced save now in it, a synced
 * delete now gone from it) are no longer needed.
 */
export async function settleEntryDrafts(
  shownIds: ReadonlySet<string>,
  covers: (draft: EntryDraft) => boolean,
  db: LocalDb = requireLocalDb(),
): Promise<void> {
  const drafts = await entryDrafts(db);
  const done = drafts.filter(
    (d) => d.syncState === 'synced' && covers(d) && shownIds.has(d.id) !== d.data.deleted,
  );
  if (done.length > 0) await db.drafts.bulkDelete(done.map((d) => [d.kind, d.id] as [string, string]));
}

/** 生成出纳账: the lines to bring in (or to link to the typed entry each stands for), one outbox entry. */
export function queueImport(
  lines: readonly { voucherId: string; lineNo: number; entryId?: string | null }[],
  label: string,
  db: LocalDb = requireLocalDb(),
): Promise<OutboxEntry> {
  return enqueueSave(
    {
      kind: cashierImportKind,
      entityId: uuidV4(),
      method: 'POST',
      path: cashierContracts.importLines.path,
      body: {
        lines: lines.map((l) => ({
          voucherId: l.voucherId,
          lineNo: l.lineNo,
          ...(l.entryId ? { entryId: l.entryId } : {}),
        })),
      },
      label,
    },
    db,
  );
}

/** 结账 (with the explanations of the differences) or 反结账 of a cashier month. */
export function queuePeriod(
  action: 'close' | 'reopen',
  year: number,
  month: number,
  explanations: readonly { accountId: number; text: string }[] = [],
  db: LocalDb = requireLocalDb(),
): Promise<OutboxEntry> {
  const close = action === 'close';
  return enqueueSave(
    {
      kind: cashierPeriodKind,
      entityId: `${year}-${month}`,
      method: 'POST',
      path: close ? cashierContracts.closeMonth.path : cashierContracts.reopenMonth.path,
      body: close ? { year, month, explanations: [...explanations] } : { year, month },
      label: `出纳${close ? '结账' : '反结账'} ${year}年${month}月`,
    },
    db,
  );
}
