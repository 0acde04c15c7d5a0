// Claims (报销单, 差旅费报销单, 借款单 …) offline (issue 18 §9, DESIGN §5). Every document the user
// opened or saved is kept in `claims` as the server last answered it, so it reads offline. Every
// action (保存, 提交, 通过, 驳回, 撤回, 取消审批, 删除) is one outbox entry, signed at send time with
// its own idempotency key and sent in queue order: a claim drafted and submitted offline arrives as
// save then submit. The server's answer (a ClaimView) replaces the kept document. An approval made
// offline carries the version its approver saw; if the document changed meanwhile the server
// refuses it (已被撤回 …) and the entry stays failed for the user: the sync panel and the document
// page show the server's message until the user refreshes the document.
import { type ClaimView, reimbursementContracts } from '../core/contracts/reimbursement';
import type { ClaimContent } from '../core/reimbursement/claim';
import type { InvoiceHolder } from '../core/reimbursement/invoice';
import { reportAnswerPrefix } from './answer-eviction';
import { type LocalDb, requireLocalDb } from './db';
import { discard, enqueueSave } from './outbox';
import { signalOutboxChanged } from './outbox-signal';
import { remoteKey } from './remote-first';
import type { ClaimRecord, OutboxEntry } from './types';

export const claimKind = 'claim';

export const CLAIM_ACTIONS = [
  'save',
  'submit',
  'approve',
  'reject',
  'withdrawal',
  'cancle',
  'delete',
] as const;
export type ClaimAction = (typeof CLAIM_ACTIONS)[number];

export const claimActionLabels: Readonly<Record<ClaimAction, string>> = {
  save: '保存',
  submit: '提交',
  approve: '审批通过',
  reject: '驳回',
  withdrawal: '撤回',
  cancle: '取消审批',
  delete: '删除',
};

const c = reimbursementContracts;
export const claimActionPaths: Readonly<Record<ClaimAction, string>> = {
  save: c.save.path,
  submit: c.submit.path,
  approve: c.approve.path,
  reject: c.reject.path,
  withdrawal: c.withdrawal.path,
  cancle: c.cancle.path,
  delete: c.delete.path,
};

/** The action an outbox entry of a claim stands for (by its path). */
export function claimActionOf(entry: Pick<OutboxEntry, 'path'>): ClaimAction | null {
  return CLAIM_ACTIONS.find((a) => claimActionPaths[a] === entry.path) ?? null;
}

export function isClaimView(data: unknown): data is ClaimView {
  if (typeof data !== 'object' || data === null) return false;
  const v = data as Partial<ClaimView>;
  return typeof v.id === 'string' && typeof v.version === 'number' && typeof v.allowed === 'object';
}

/** Keeps the server's answer, unless a newer one is kept already (answers may arrive out of order). */
export async function keepClaim(view: ClaimView, db: LocalDb = requireLocalDb(), now = Date.now()) {
  const known = await db.claims.get(view.id);
  if (known && known.view.version > view.version) return;
  await db.claims.put({ id: view.id, view, savedAt: now });
}

export function keptClaim(id: string, db: LocalDb = requireLocalDb()): Promise<ClaimRecord | undefined> {
  return db.claims.get(id);
}

export const claimOutboxKind = {
  /**
   * An action queued behind another of the same document from this device (提交 behind the 保存 of a
   * claim drafted offline) acts on the version that one produced: the user's own chain of actions.
   */
  rebase(body: unknown, data: unknown): unknown {
    if (!isClaimView(data) || typeof body !== 'object' || body === null) return body;
    return { ...body, version: data.version };
  },
  answer: {
    tables: ['claims'],
    async apply(db: LocalDb, entry: OutboxEntry, data: unknown): Promise<void> {
      if (entry.path === claimActionPaths.delete) {
        await db.claims.delete(entry.entityId);
        await db.drafts.delete([claimKind, entry.entityId]);
        return;
      }
      if (isClaimView(data)) await keepClaim(data, db);
    },
  },
};

/** The entries of one claim, oldest first (done ones included while kept). */
export function claimEntries(id: string, db: LocalDb = requireLocalDb()): Promise<OutboxEntry[]> {
  return db.outbox.where('[kind+entityId]').equals([claimKind, id]).sortBy('seq');
}

export interface ClaimSaveRequest<D> {
  /** The body of POST /api/reimbursement/save (ClaimSave) without `version`. */
  body: Record<string, unknown> & { id: string };
  /** The version the user edited when the claim came from the server; null for a new claim. */
  knownVersion: number | null;
  label: string;
  /** What the document page shows until the server answers (the claim as the user typed it). */
  draft: D;
}

/**
 * 保存: queues the save with the draft in one transaction. A refused earlier save of the claim is
 * dropped first (the user is saving the corrected claim in its place). The version sent is the
 * server's latest known here; a save queued behind one on the wire takes that one's answer (rebase).
 */
export async function queueClaimSave<D>(
  request: ClaimSaveRequest<D>,
  db: LocalDb = requireLocalDb(),
): Promise<OutboxEntry> {
  const id = request.body.id;
  for (const entry of await claimEntries(id, db)) {
    if (entry.state === 'failed' && entry.path === claimActionPaths.save) await discard(entry.seq, db);
  }
  const version = (await db.claims.get(id))?.view.version ?? request.knownVersion;
  const body = version === null ? request.body : { ...request.body, version };
  return enqueueSave(
    {
      kind: claimKind,
      entityId: id,
      method: 'POST',
      path: claimActionPaths.save,
      body,
      label: request.label,
      draft: request.draft,
    },
    db,
  );
}

export interface ClaimActionRequest {
  action: Exclude<ClaimAction, 'save'>;
  documentId: string;
  /**
   * The version the user saw. For a claim whose save is still queued it is a placeholder: the
   * action goes behind the save and takes the version the save produced.
   */
  version: number;
  /** 审批意见 (approve). */
  remark?: string;
  /** 驳回理由 (reject, required). */
  reason?: string;
  label: string;
}

/** 提交 / 通过 / 驳回 / 撤回 / 取消审批 / 删除: one outbox entry each, with the version seen. */
export function queueClaimAction(
  request: ClaimActionRequest,
  db: LocalDb = requireLocalDb(),
): Promise<OutboxEntry> {
  const body: Record<string, unknown> = {
    documentId: request.documentId,
    version: Math.max(1, request.version),
  };
  if (request.action === 'approve' && request.remark) body.remark = request.remark;
  if (request.action === 'reject') body.reason = request.reason ?? '';
  return enqueueSave(
    {
      kind: claimKind,
      entityId: request.documentId,
      method: 'POST',
      path: claimActionPaths[request.action],
      body,
      label: request.label,
    },
    db,
  );
}

/** What the document page says about a claim's queue: actions waiting, and a refusal to attend to. */
export interface ClaimQueue {
  /** Actions not yet on the server, in order (保存, 提交 …). */
  waiting: ClaimAction[];
  /** The first refused entry: its action and the server's message. */
  refused: { seq: number; action: ClaimAction | null; message: string; label: string } | null;
}

export function claimQueueOf(entries: readonly OutboxEntry[]): ClaimQueue {
  const open = entries.filter((e) => e.state !== 'done');
  const failed = open.find((e) => e.state === 'failed');
  return {
    waiting: open.filter((e) => e.state !== 'failed').flatMap((e) => claimActionOf(e) ?? []),
    refused: failed
      ? {
          seq: failed.seq,
          action: claimActionOf(failed),
          message: failed.error?.message ?? '服务器拒绝了这项操作',
          label: failed.label,
        }
      : null,
  };
}

/**
 * 刷新 after a refusal: the refused entry and those queued behind it (they built on it) are dropped,
 * and the server's document of now is kept in place of the old one.
 */
export async function settleRefusal(
  id: string,
  fresh: ClaimView | null,
  db: LocalDb = requireLocalDb(),
): Promise<void> {
  const entries = await claimEntries(id, db);
  const first = entries.find((e) => e.state === 'failed');
  if (first) {
    for (const entry of entries) {
      if (entry.seq >= first.seq && entry.state !== 'done' && entry.state !== 'sending') {
        await discard(entry.seq, db);
      }
    }
  }
  if (fresh) {
    await db.claims.put({ id: fresh.id, view: fresh, savedAt: Date.now() });
    await db.drafts.delete([claimKind, id]);
  }
  signalOutboxChanged(db.name);
}

/**
 * 电子发票查重 on the device: the invoices of every claim kept here (as the server last answered,
 * or as typed in a save still queued, which wins). The server checks the whole ledger set again
 * when the save arrives; a refusal then shows in the sync panel and on the document.
 */
export async function keptInvoiceHolders(db: LocalDb = requireLocalDb()): Promise<InvoiceHolder[]> {
  const byId = new Map<string, InvoiceHolder>();
  for (const record of await db.claims.toArray()) {
    const v = record.view;
    byId.set(v.id, { claimId: v.id, no: v.no, status: v.status, invoices: v.content.invoices ?? [] });
  }
  for (const draft of await db.drafts.where('kind').equals(claimKind).toArray()) {
    const data = draft.data as { content?: ClaimContent; view?: ClaimView } | null;
    // A synced draft is what the kept copy already holds; the kept copy names its 单据编号.
    if (!data?.content || !data.view || draft.syncState === 'synced') continue;
    const kept = byId.get(draft.id);
    byId.set(draft.id, {
      claimId: draft.id,
      no: kept?.no || data.view.no,
      status: kept?.status ?? data.view.status,
      invoices: data.content.invoices ?? [],
    });
  }
  return [...byId.values()];
}

// ---- list answers and the to-do, kept for offline reading ----

/**
 * The key a list answer is kept under: a report answer key (meta `remote:books:…`), so the kept
 * pages age out with the other report answers (answer-eviction.ts).
 */
export function claimListKey(ledgerSet: string, query: Record<string, unknown>): string {
  const parts = Object.entries(query)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${String(v)}`);
  return remoteKey(
    `${reportAnswerPrefix}${ledgerSet}:${reimbursementContracts.list.path}?${parts.join('&')}`,
  );
}

/** The to-do answer's key for useRemoteFirst (the screen and the header's count read the same). */
export const todoKey = 'todo:list';
