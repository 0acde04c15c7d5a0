// The document's process as the flow chart draws it: 申报 → each step it was submitted under → 完成,
// each done (who and when), current (whom it waits for), rejected, or still to come.
import type { ClaimHistoryView, ClaimView } from '../../../core/contracts/reimbursement';
import { duties } from '../../../core/permissions/duties';
import type { StepActor } from '../../../core/reimbursement/process';

export type FlowState = 'done' | 'current' | 'rejected' | 'future';

export interface FlowStep {
  key: string;
  name: string;
  state: FlowState;
  /** Who acted (done, rejected) or whom it waits for (current); '' for future steps. */
  who: string;
  at: string | null;
  /** The approver's remark or the rejection's reason; '' when none. */
  comment: string;
}

export interface Flow {
  steps: FlowStep[];
  /** 已撤回 / 已驳回 with who and when, or null. */
  note: string | null;
}

const dutyNames = new Map(duties.map((d) => [d.code as string, d.name]));

export function actorWords(actor: StepActor): string {
  if (actor.kind === 'users') return `指定人员（${actor.userIds.length}人）`;
  const name = dutyNames.get(actor.duty) ?? actor.duty;
  return actor.scope === 'department' ? `${name}（本部门）` : name;
}

/** 2026-11-02 09:30 */
export function timeText(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** The latest history entry matching. */
function last(history: readonly ClaimHistoryView[], match: (h: ClaimHistoryView) => boolean) {
  for (let i = history.length - 1; i >= 0; i--) {
    const h = history[i];
    if (h && match(h)) return h;
  }
  return null;
}

export function flowOf(view: ClaimView): Flow {
  const { history, status } = view;
  const submitted = last(history, (h) => h.action === 'submit' || h.action === 'resubmit');
  const declared = status === 'inApproval' || status === 'approved' || status === 'rejected';
  const steps: FlowStep[] = [
    {
      key: '申报',
      name: '申报',
      state: declared ? 'done' : 'current',
      who: view.declarerName,
      at: declared ? (submitted?.at ?? null) : null,
      comment: '',
    },
  ];
  const rejected = status === 'rejected' ? last(history, (h) => h.action === 'reject') : null;
  for (const [i, step] of (view.process?.steps ?? []).entries()) {
    const approval = view.approvals.find((a) => a.stepIndex === i);
    const acted = approval ? last(history, (h) => h.action === 'approve' && h.stepKey === step.key) : null;
    if (approval) {
      steps.push({
        key: step.key,
        name: step.name,
        state: 'done',
        who: acted?.actorName ?? '',
        at: approval.at,
        comment: acted?.comment ?? '',
      });
    } else if (rejected && rejected.stepKey === step.key) {
      steps.push({
        key: step.key,
        name: step.name,
        state: 'rejected',
        who: rejected.actorName,
        at: rejected.at,
        comment: rejected.comment,
      });
    } else if (status === 'inApproval' && view.stepIndex === i) {
      const who = actorWords(step.actor);
      steps.push({ key: step.key, name: step.name, state: 'current', who, at: null, comment: '' });
    } else {
      const who = actorWords(step.actor);
      steps.push({ key: step.key, name: step.name, state: 'future', who, at: null, comment: '' });
    }
  }
  const finished = status === 'approved';
  steps.push({
    key: '完成',
    name: '完成',
    state: finished ? 'done' : 'future',
    who: '',
    at: finished ? (last(history, (h) => h.action === 'approve')?.at ?? null) : null,
    comment: '',
  });
  let note: string | null = null;
  if (rejected)
    note = `已驳回：${rejected.actorName} ${timeText(rejected.at)}${rejected.comment ? `，理由：${rejected.comment}` : ''}`;
  if (status === 'withdrawn') {
    const w = last(history, (h) => h.action === 'withdraw');
    note = `已撤回${w ? `：${w.actorName} ${timeText(w.at)}` : ''}`;
  }
  return { steps, note };
}
