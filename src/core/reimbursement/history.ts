// The record every change of a document leaves (who, when, from, to, comment), and the sentence an
// actor reads when the document changed after they last saw it (已被撤回, 已被他人审批, 金额已修改 ...).

import type { Money } from '../money';
import type { ResolvedProcess } from './process';

export type DocumentStatus = 'draft' | 'inApproval' | 'rejected' | 'withdrawn' | 'approved';

export const documentStatusLabels: Readonly<Record<DocumentStatus, string>> = {
  draft: '草稿',
  inApproval: '审批中',
  rejected: '已驳回',
  withdrawn: '已撤回',
  approved: '已通过',
};

/** Where a document stands: its status and, while in approval, the index of the step it waits on. */
export interface Position {
  readonly status: DocumentStatus;
  readonly stepIndex: number | null;
}

export type HistoryAction =
  | 'edit'
  | 'submit'
  | 'resubmit'
  | 'approve'
  | 'reject'
  | 'withdraw'
  | 'cancelApproval'
  /** A voucher was generated from the approved document (issue 18 §7). */
  | 'generateVoucher';

export const historyActionLabels: Readonly<Record<HistoryAction, string>> = {
  edit: '修改',
  submit: '提交',
  resubmit: '重新提交',
  approve: '审批通过',
  reject: '驳回',
  withdraw: '撤回',
  cancelApproval: '取消审批',
  generateVoucher: '生成凭证',
};

export interface HistoryEntry {
  readonly action: HistoryAction;
  readonly actorId: string;
  /** ISO timestamp the caller supplied. */
  readonly at: string;
  readonly from: Position;
  readonly to: Position;
  /** The step acted on (approve, reject, cancelApproval), else null. */
  readonly stepKey: string | null;
  /** The reason of a rejection, an approver's remark, or what an edit changed. */
  readonly comment: string;
  /** The document's version after this change. */
  readonly version: number;
  /** Set on edits that changed the amount, so a stale approver is told 金额已修改. */
  readonly amountChange?: { readonly from: Money; readonly to: Money };
}

/** '审批中（部门审核）', '已驳回' ... for lists and the flow chart. */
export function positionLabel(position: Position, process: ResolvedProcess | null): string {
  const label = documentStatusLabels[position.status];
  if (position.status !== 'inApproval' || position.stepIndex === null) return label;
  const step = process?.steps[position.stepIndex];
  return step ? `${label}（${step.name}）` : label;
}

function changePhrase(entry: HistoryEntry, actorId: string): string {
  switch (entry.action) {
    case 'edit':
      return entry.amountChange
        ? `金额已修改（${entry.amountChange.from} → ${entry.amountChange.to}）`
        : '内容已修改';
    case 'submit':
    case 'resubmit':
      return '已被重新提交';
    case 'approve':
      return entry.actorId === actorId ? '您已审批过' : '已被他人审批';
    case 'reject':
      return '已被驳回';
    case 'withdraw':
      return '已被撤回';
    case 'cancelApproval':
      return '审批已被取消';
    case 'generateVoucher':
      return '已生成凭证';
  }
}

/**
 * The message for an action refused because the document changed after version `seenVersion`:
 * '单据已变更：已被撤回，请刷新后重试'. `history` is the document's history (only later entries count).
 */
export function describeChanges(
  history: readonly HistoryEntry[],
  seenVersion: number,
  actorId: string,
): string {
  const phrases = [
    ...new Set(history.filter((e) => e.version > seenVersion).map((e) => changePhrase(e, actorId))),
  ];
  // A version newer than any entry (the caller passed a future version) has nothing to describe.
  const what = phrases.length > 0 ? phrases.join('、') : '版本不一致';
  return `单据已变更：${what}，请刷新后重试`;
}
