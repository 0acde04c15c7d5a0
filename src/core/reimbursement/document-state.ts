// The life of a document under approval: 草稿 -> 审批中 (step i) -> 已通过, or 已驳回 / 已撤回 and back.
// Each action names the version its actor saw and is refused if the document changed since then.

import { compare, type Money, tryParseMoney } from '../money';
import {
  type DocumentStatus,
  describeChanges,
  type HistoryAction,
  type HistoryEntry,
  type Position,
} from './history';
import {
  matchesStep,
  type ProcessDefinition,
  type ResolvedProcess,
  type ResolvedStep,
  resolveProcess,
} from './process';
import { type Actor, type DocumentType, type Refusal, type Result, refuse } from './types';

/** One approval recorded in the current round (since the last submit). */
export interface ApprovalRecord {
  readonly stepIndex: number;
  readonly stepKey: string;
  readonly userId: string;
  readonly at: string;
}

export interface ApprovalDocument {
  readonly id: string;
  readonly type: DocumentType;
  readonly declarerId: string;
  readonly departmentId: string;
  readonly amount: Money;
  /** Bumped by every change; actions carry the version their actor saw. */
  readonly version: number;
  readonly status: DocumentStatus;
  /** The process it was (last) submitted under; null for a draft never submitted. */
  readonly process: ResolvedProcess | null;
  /** The step it waits on while in approval, else null. */
  readonly stepIndex: number | null;
  /** Approvals of the current round, in step order: approvals[i] approved step i. */
  readonly approvals: readonly ApprovalRecord[];
  /** The voucher generated from it (issue 18 §7); a document with a voucher is final. */
  readonly voucherId: string | null;
  readonly history: readonly HistoryEntry[];
}

export interface ActionContext {
  readonly actor: Actor;
  /** ISO timestamp of the action (the client's for an offline action). */
  readonly at: string;
  /** The document version the actor saw when deciding. */
  readonly seenVersion: number;
}

export type Outcome = Result<{ document: ApprovalDocument; entry: HistoryEntry }>;

const EDITABLE: readonly DocumentStatus[] = ['draft', 'rejected', 'withdrawn'];

export function newDocument(fields: {
  id: string;
  type: DocumentType;
  declarerId: string;
  departmentId: string;
  amount: Money;
}): ApprovalDocument {
  return {
    ...fields,
    version: 0,
    status: 'draft',
    process: null,
    stepIndex: null,
    approvals: [],
    voucherId: null,
    history: [],
  };
}

export function positionOf(document: ApprovalDocument): Position {
  return { status: document.status, stepIndex: document.stepIndex };
}

function staleRefusal(document: ApprovalDocument, context: ActionContext): Refusal | null {
  if (context.seenVersion === document.version) return null;
  return refuse('stale', describeChanges(document.history, context.seenVersion, context.actor.userId));
}

function declarerOnly(document: ApprovalDocument, context: ActionContext, doing: string): Refusal | null {
  if (context.actor.userId === document.declarerId) return null;
  return refuse('notDeclarer', `只有申报人可以${doing}`);
}

/** The new document and its history entry: the one way any action changes a document. */
function transition(
  document: ApprovalDocument,
  context: ActionContext,
  action: HistoryAction,
  changes: Partial<Omit<ApprovalDocument, 'version' | 'history'>>,
  details: { stepKey?: string | null; comment?: string; amountChange?: HistoryEntry['amountChange'] } = {},
): Outcome {
  const changed = { ...document, ...changes, version: document.version + 1 };
  const entry: HistoryEntry = {
    action,
    actorId: context.actor.userId,
    at: context.at,
    from: positionOf(document),
    to: positionOf(changed),
    stepKey: details.stepKey ?? null,
    comment: details.comment ?? '',
    version: changed.version,
    ...(details.amountChange ? { amountChange: details.amountChange } : {}),
  };
  return { ok: true, document: { ...changed, history: [...document.history, entry] }, entry };
}

/**
 * Records an edit of a draft, rejected or withdrawn document: its amount, or (amount absent or the
 * same) other content kept outside these rules, so the version moves and stale actions are told.
 */
export function edit(
  document: ApprovalDocument,
  changes: { amount?: Money },
  context: ActionContext,
): Outcome {
  const refusal = staleRefusal(document, context) ?? declarerOnly(document, context, '修改单据');
  if (refusal) return refusal;
  if (!EDITABLE.includes(document.status)) {
    return refuse('wrongState', '审批中或已通过的单据不能修改，如需修改请先撤回');
  }
  const amount = tryParseMoney(changes.amount ?? document.amount);
  if (amount === null) return refuse('invalidAmount', `金额格式不正确：${changes.amount}`);
  if (amount === document.amount) return transition(document, context, 'edit', {}, { comment: '修改内容' });
  return transition(
    document,
    context,
    'edit',
    { amount },
    { comment: `金额 ${document.amount} → ${amount}`, amountChange: { from: document.amount, to: amount } },
  );
}

/**
 * 申报: submits a draft, or resubmits a rejected or withdrawn document under the definitions in
 * force now (a changed process applies from the next submission on).
 */
export function submit(
  document: ApprovalDocument,
  definitions: readonly ProcessDefinition[],
  context: ActionContext,
): Outcome {
  const refusal = staleRefusal(document, context) ?? declarerOnly(document, context, '提交单据');
  if (refusal) return refusal;
  if (!EDITABLE.includes(document.status)) {
    return refuse('wrongState', document.status === 'approved' ? '单据已审批通过' : '单据已在审批中');
  }
  if (compare(document.amount, '0') <= 0) return refuse('invalidAmount', '单据金额必须大于零');
  const resolved = resolveProcess(definitions, {
    documentType: document.type,
    departmentId: document.departmentId,
    amount: document.amount,
  });
  if (!resolved.ok) return resolved;
  const action = document.status === 'draft' ? 'submit' : 'resubmit';
  return transition(document, context, action, {
    status: 'inApproval',
    process: resolved.process,
    stepIndex: 0,
    approvals: [],
  });
}

/** The step the document waits on, if the actor is allowed to decide it. */
function decidableStep(document: ApprovalDocument, context: ActionContext): ResolvedStep | Refusal {
  const refusal = staleRefusal(document, context);
  if (refusal) return refusal;
  const step =
    document.status === 'inApproval' ? document.process?.steps[document.stepIndex ?? -1] : undefined;
  if (!step) return refuse('wrongState', `单据${describeStatus(document.status)}，不在审批中`);
  // Checked before the step's actors: holding the duty never lets a declarer decide their own claim.
  if (context.actor.userId === document.declarerId) {
    return refuse('ownDocument', '不能审批本人申报的单据');
  }
  if (!matchesStep(step, context.actor, document.departmentId)) {
    return refuse('notStepActor', `当前步骤「${step.name}」不由您审批`);
  }
  return step;
}

function describeStatus(status: DocumentStatus): string {
  switch (status) {
    case 'draft':
      return '尚未提交';
    case 'rejected':
      return '已被驳回';
    case 'withdrawn':
      return '已被撤回';
    case 'approved':
      return '已审批通过';
    case 'inApproval':
      return '审批中';
  }
}

export function approve(document: ApprovalDocument, context: ActionContext, remark = ''): Outcome {
  const step = decidableStep(document, context);
  if ('ok' in step) return step;
  const index = document.stepIndex ?? 0;
  const last = index === (document.process?.steps.length ?? 0) - 1;
  const record = { stepIndex: index, stepKey: step.key, userId: context.actor.userId, at: context.at };
  return transition(
    document,
    context,
    'approve',
    {
      status: last ? 'approved' : 'inApproval',
      stepIndex: last ? null : index + 1,
      approvals: [...document.approvals, record],
    },
    { stepKey: step.key, comment: remark.trim() },
  );
}

/** 驳回: back to the declarer, who may edit and resubmit; the reason is required. */
export function reject(document: ApprovalDocument, reason: string, context: ActionContext): Outcome {
  const step = decidableStep(document, context);
  if ('ok' in step) return step;
  if (reason.trim() === '') return refuse('reasonRequired', '请填写驳回原因');
  return transition(
    document,
    context,
    'reject',
    { status: 'rejected', stepIndex: null },
    { stepKey: step.key, comment: reason.trim() },
  );
}

/** Why the declarer may not withdraw now, or null when they may (before any step has approved). */
export function withdrawRefusal(document: ApprovalDocument, context: ActionContext): Refusal | null {
  const refusal = staleRefusal(document, context) ?? declarerOnly(document, context, '撤回单据');
  if (refusal) return refusal;
  if (document.voucherId !== null) return refuse('voucherLinked', '单据已生成凭证，不能撤回');
  if (document.status !== 'inApproval') {
    return refuse('wrongState', `单据${describeStatus(document.status)}，不能撤回`);
  }
  if (document.approvals.length > 0) {
    return refuse('nextStepActed', '单据已有审批记录，不能撤回');
  }
  return null;
}

export function withdraw(document: ApprovalDocument, context: ActionContext): Outcome {
  const refusal = withdrawRefusal(document, context);
  if (refusal) return refusal;
  return transition(document, context, 'withdraw', { status: 'withdrawn', stepIndex: null });
}

/** Why the actor may not cancel an approval now, or null when they may. */
export function cancelApprovalRefusal(document: ApprovalDocument, context: ActionContext): Refusal | null {
  const refusal = staleRefusal(document, context);
  if (refusal) return refusal;
  if (document.voucherId !== null) return refuse('voucherLinked', '单据已生成凭证，不能取消审批');
  const latest = document.approvals.at(-1);
  if (!(document.status === 'inApproval' || document.status === 'approved') || !latest) {
    return refuse('wrongState', '单据没有可取消的审批');
  }
  if (latest.userId === context.actor.userId) return null;
  // The latest approval is the only one whose next step has not acted yet.
  const earlier = document.approvals.some((a) => a.userId === context.actor.userId);
  return earlier
    ? refuse('nextStepActed', '下一步骤已审批，不能取消审批')
    : refuse('notApprover', '只有审批人本人可以取消审批');
}

/** 取消审批: the latest approval is undone and the document waits on that step again. */
export function cancelApproval(document: ApprovalDocument, context: ActionContext): Outcome {
  const refusal = cancelApprovalRefusal(document, context);
  if (refusal) return refusal;
  const latest = document.approvals.at(-1) as ApprovalRecord;
  return transition(
    document,
    context,
    'cancelApproval',
    { status: 'inApproval', stepIndex: latest.stepIndex, approvals: document.approvals.slice(0, -1) },
    { stepKey: latest.stepKey },
  );
}

/**
 * Records the voucher generated from an approved document: the document is final from then on
 * (no withdrawal, no cancel), and its history says who made which voucher and when.
 */
export function linkVoucher(
  document: ApprovalDocument,
  voucherId: string,
  voucherLabel: string,
  context: ActionContext,
): Outcome {
  const stale = staleRefusal(document, context);
  if (stale) return stale;
  if (document.status !== 'approved') return refuse('wrongState', '单据尚未审批通过，不能生成凭证');
  if (document.voucherId !== null) return refuse('voucherLinked', '单据已生成凭证');
  return transition(document, context, 'generateVoucher', { voucherId }, { comment: voucherLabel });
}

/** For to-do lists: whether the document waits on this actor now. */
export function awaitsActor(document: ApprovalDocument, actor: Actor): boolean {
  const step =
    document.status === 'inApproval' ? document.process?.steps[document.stepIndex ?? -1] : undefined;
  return (
    step !== undefined &&
    actor.userId !== document.declarerId &&
    matchesStep(step, actor, document.departmentId)
  );
}
