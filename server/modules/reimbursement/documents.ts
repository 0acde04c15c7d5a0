// A claim row and the core's ApprovalDocument, both ways: loading (optionally FOR UPDATE) with its
// history, storing an outcome of the rules (row + history entry in the caller's transaction), and
// the ClaimView every call answers.
import { type Selectable, sql } from 'kysely';
import type { ClaimHistoryView, ClaimView } from '../../../src/core/contracts/reimbursement.ts';
import { toChineseUppercase } from '../../../src/core/money.ts';
import { P } from '../../../src/core/permissions/keys.ts';
import {
  type ApprovalDocument,
  awaitsActor,
  cancelApprovalRefusal,
  withdrawRefusal,
} from '../../../src/core/reimbursement/document-state.ts';
import { type HistoryEntry, positionLabel } from '../../../src/core/reimbursement/history.ts';
import type { Refusal } from '../../../src/core/reimbursement/types.ts';
import type { ClaimTable } from '../../db/schema.ts';
import { badRequest, conflict, refused } from '../../lib/errors.ts';
import type { RequestSession } from '../../plugins/auth.ts';
import { type Db, may, mayRead, type SessionActor, type Trx } from './access.ts';
import { listLoans, loansNamed } from './loans.ts';

export type ClaimRowData = Selectable<ClaimTable>;

export const notFound = () => badRequest('单据不存在或不属于当前账套');

/** The envelope a refusal of the rules travels under: a changed document is a conflict. */
export function refusalError(refusal: Refusal) {
  return refusal.code === 'stale' ? conflict(refusal.message) : refused(refusal.message);
}

const iso = (d: Date | string) => new Date(d).toISOString();

export async function loadRow(db: Db, ledgerSetId: number, id: string, lock = false): Promise<ClaimRowData> {
  let q = db.selectFrom('claim').selectAll().where('id', '=', id).where('ledger_set_id', '=', ledgerSetId);
  if (lock) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) throw notFound();
  return row as ClaimRowData;
}

export async function loadHistory(db: Db, id: string): Promise<HistoryEntry[]> {
  const rows = await db
    .selectFrom('claim_history')
    .selectAll()
    .where('claim_id', '=', id)
    .orderBy('version')
    .execute();
  return rows.map((r) => ({
    action: r.action,
    actorId: String(r.actor_id),
    at: iso(r.at),
    from: { status: r.from_status, stepIndex: r.from_step },
    to: { status: r.to_status, stepIndex: r.to_step },
    stepKey: r.step_key,
    comment: r.comment,
    version: r.version,
    ...(r.amount_change ? { amountChange: r.amount_change as HistoryEntry['amountChange'] } : {}),
  })) as HistoryEntry[];
}

export function toApproval(row: ClaimRowData, history: readonly HistoryEntry[]): ApprovalDocument {
  return {
    id: row.id,
    type: row.type,
    declarerId: String(row.declarer_id),
    departmentId: String(row.department_id),
    amount: row.amount as ApprovalDocument['amount'],
    version: row.version,
    status: row.status,
    process: row.process,
    stepIndex: row.step_index,
    approvals: row.approvals,
    voucherId: row.voucher_id,
    history,
  };
}

/** Loads the document for an action: the row locked, its history with it. */
export async function lockDocument(trx: Trx, ledgerSetId: number, id: string) {
  const row = await loadRow(trx, ledgerSetId, id, true);
  const history = await loadHistory(trx, id);
  return { row, document: toApproval(row, history) };
}

/** Who the current step waits for, as the await_* columns store it. */
export function awaitColumns(document: ApprovalDocument) {
  const step =
    document.status === 'inApproval' ? document.process?.steps[document.stepIndex ?? -1] : undefined;
  if (!step) return { await_duty: null, await_department_id: null, await_user_ids: null, await_key: null };
  if (step.actor.kind === 'users') {
    return {
      await_duty: null,
      await_department_id: null,
      await_user_ids: step.actor.userIds.map(Number),
      await_key: null,
    };
  }
  const department = step.actor.scope === 'department' ? Number(document.departmentId) : null;
  return {
    await_duty: step.actor.duty,
    await_department_id: department,
    await_user_ids: null,
    await_key: awaitKey(step.actor.duty, department),
  };
}

/** The await_key of a step: its duty in one department, or in all ('*'). */
export const awaitKey = (duty: string, departmentId: number | null) => `${duty}:${departmentId ?? '*'}`;

/** Stores the rules' new document and its history entry (the caller holds the row lock). */
export async function storeOutcome(
  trx: Trx,
  document: ApprovalDocument,
  entry: HistoryEntry,
  at: Date,
  extra: Partial<{ amount: string; content: string; figures: string; voucher_id: string }> = {},
): Promise<void> {
  await trx
    .updateTable('claim')
    .set({
      status: document.status,
      version: document.version,
      process: document.process ? JSON.stringify(document.process) : null,
      step_index: document.stepIndex,
      approvals: JSON.stringify(document.approvals),
      ...awaitColumns(document),
      ...extra,
      updated_at: at,
    })
    .where('id', '=', document.id)
    .execute();
  await trx
    .insertInto('claim_history')
    .values({
      claim_id: document.id,
      version: entry.version,
      action: entry.action,
      actor_id: Number(entry.actorId),
      at: entry.at,
      from_status: entry.from.status,
      from_step: entry.from.stepIndex,
      to_status: entry.to.status,
      to_step: entry.to.stepIndex,
      step_key: entry.stepKey,
      comment: entry.comment,
      amount_change: entry.amountChange ? JSON.stringify(entry.amountChange) : null,
    })
    .execute();
}

const EDITABLE = ['draft', 'rejected', 'withdrawn'];

/** The ClaimView of a document, with what the session user may do with it now. */
export async function claimView(
  db: Db,
  ledgerSetId: number,
  id: string,
  session: RequestSession,
  actor: SessionActor,
): Promise<ClaimView> {
  const row = await loadRow(db, ledgerSetId, id);
  const own = row.declarer_id === actor.id;
  if (!mayRead(session, row.type, own) && !(await everActed(db, id, actor.id))) throw notFound();
  const history = await loadHistory(db, id);
  const document = toApproval(row, history);
  const names = await userNames(db, [row.declarer_id, ...history.map((h) => Number(h.actorId))]);
  const dept = await db
    .selectFrom('department')
    .select('name')
    .where('id', '=', row.department_id)
    .executeTakeFirst();
  const voucher = row.voucher_id ? await voucherLabel(db, row.voucher_id) : null;
  const loans = await listLoans(db, ledgerSetId, {
    borrowerId: null,
    today: new Date().toISOString().slice(0, 10),
    loanIds: loansNamed(row.id, row.content),
  });
  const stepName = (key: string | null) =>
    key === null ? null : (row.process?.steps.find((s) => s.key === key)?.name ?? key);
  const historyView: ClaimHistoryView[] = history.map((h) => ({
    action: h.action,
    actorId: h.actorId,
    actorName: names.get(Number(h.actorId)) ?? '',
    at: h.at,
    from: h.from,
    to: h.to,
    stepKey: h.stepKey,
    stepName: h.action === 'submit' || h.action === 'resubmit' ? '申报' : stepName(h.stepKey),
    comment: h.comment,
    version: h.version,
  }));
  const seen = { actor, at: new Date().toISOString(), seenVersion: row.version };
  const editable = own && EDITABLE.includes(row.status) && may(session, row.type, 'form');
  const decides = awaitsActor(document, actor) && may(session, row.type, 'approval');
  return {
    id: row.id,
    no: row.no,
    type: row.type,
    status: row.status,
    positionLabel: positionLabel({ status: row.status, stepIndex: row.step_index }, row.process),
    version: row.version,
    declarerId: String(row.declarer_id),
    declarerName: names.get(row.declarer_id) ?? '',
    departmentName: dept?.name ?? '',
    content: row.content,
    figures: row.figures,
    amountUpper: toChineseUppercase(row.amount),
    process: row.process,
    stepIndex: row.step_index,
    approvals: row.approvals,
    history: historyView,
    voucher,
    loans,
    allowed: {
      edit: editable,
      submit: editable,
      withdraw: own && may(session, row.type, 'form') && withdrawRefusal(document, seen) === null,
      approve: decides,
      reject: decides,
      cancel: !own && cancelApprovalRefusal(document, seen) === null,
      delete: editable,
      // 生成凭证 on the document page: the voucher-generation key itself (报销统计 alone reads, it does not post).
      generateVoucher:
        row.status === 'approved' &&
        row.voucher_id === null &&
        session.permissions.has(P.reimbursement.generateVoucher),
    },
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

async function everActed(db: Db, claimId: string, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('claim_history')
    .select('version')
    .where('claim_id', '=', claimId)
    .where('actor_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function userNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('app_user')
    .select(['id', 'real_name'])
    .where('id', 'in', unique)
    .execute();
  return new Map(rows.map((r) => [r.id, r.real_name]));
}

export async function voucherLabel(db: Db, voucherId: string): Promise<{ id: string; label: string } | null> {
  const v = await db
    .selectFrom('voucher')
    .select(['id', 'voucher_type', 'voucher_no', 'year', 'month'])
    .where('id', '=', voucherId)
    .executeTakeFirst();
  if (!v) return null;
  return { id: v.id, label: `${v.year}年${v.month}月 ${v.voucher_type}-${v.voucher_no}号` };
}

/** 单据编号: prefix + yyyymm + '-' + a per type-and-month number from the row-locked counter. */
export async function nextNumber(trx: Trx, ledgerSetId: number, prefix: string, date: string) {
  const period = date.slice(0, 4) + date.slice(5, 7);
  const row = await sql<{ last_number: number }>`
    insert into claim_counter (ledger_set_id, prefix, period, last_number)
    values (${ledgerSetId}, ${prefix}, ${period}, 1)
    on conflict (ledger_set_id, prefix, period)
      do update set last_number = claim_counter.last_number + 1
    returning last_number
  `.execute(trx);
  const n = row.rows[0]?.last_number ?? 1;
  return `${prefix}${period}-${String(n).padStart(4, '0')}`;
}
