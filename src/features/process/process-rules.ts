// The 流程管理 form's rules, apart from React: the form's values and the steps they stand for, the
// first problem to show (the core's checkDefinition, in the screen's words), and the live preview of
// the steps a document takes, resolved by the core over the cached definitions with the draft in.
import { formatMoney, tryParseMoney } from '../../core/money';
import { type DutyCode, duties } from '../../core/permissions/duties';
import {
  checkDefinition,
  type ProcessDefinition,
  resolveProcess,
  type StepActor,
  type StepDefinition,
} from '../../core/reimbursement/process';
import { type DocumentType, documentTypeLabels } from '../../core/reimbursement/types';
import type { ProcessRow } from '../../local/processes';

export interface StepForm {
  key: string;
  name: string;
  actorKind: 'duty' | 'users';
  duty: string | null;
  scope: 'department' | 'all';
  userIds: string[];
  /** 起始金额 as typed; '' for a step every amount takes. */
  fromAmount: string;
}

export interface ProcessForm {
  documentType: DocumentType;
  /** A department id as text (a Select's value); null for all departments. */
  departmentId: string | null;
  steps: StepForm[];
}

export const dutyNames: ReadonlyMap<string, string> = new Map(duties.map((d) => [d.code, d.name]));

/** The duties a step may wait for: the built-in ones that approve or review. */
export const stepDuties: readonly DutyCode[] = ['approver', 'chair', 'supervisor', 'auditor', 'admin'];

let keySeed = 0;
/** A key unique within the form (the server only needs it unique within its definition). */
export function newStepKey(taken: readonly StepForm[]): string {
  let key = '';
  do {
    keySeed += 1;
    key = `s${keySeed}`;
  } while (taken.some((s) => s.key === key));
  return key;
}

export function blankStep(taken: readonly StepForm[]): StepForm {
  return {
    key: newStepKey(taken),
    name: '',
    actorKind: 'duty',
    duty: 'approver',
    scope: 'department',
    userIds: [],
    fromAmount: '',
  };
}

function toStepForm(step: StepDefinition): StepForm {
  const { actor } = step;
  return {
    key: step.key,
    name: step.name,
    actorKind: actor.kind,
    duty: actor.kind === 'duty' ? actor.duty : null,
    scope: actor.kind === 'duty' ? actor.scope : 'department',
    userIds: actor.kind === 'users' ? [...actor.userIds] : [],
    fromAmount: step.fromAmount ?? '',
  };
}

export function initialProcessForm(editing: ProcessRow | null): ProcessForm {
  if (!editing) return { documentType: 'expense', departmentId: null, steps: [blankStep([])] };
  return {
    documentType: editing.documentType,
    departmentId: editing.departmentId === null ? null : String(editing.departmentId),
    steps: editing.steps.map(toStepForm),
  };
}

/** The steps as saved; an amount that is no amount stays as typed for checkDefinition to name. */
export function toSteps(form: ProcessForm): StepDefinition[] {
  return form.steps.map((s) => {
    const actor: StepActor =
      s.actorKind === 'duty'
        ? { kind: 'duty', duty: s.duty ?? '', scope: s.scope }
        : { kind: 'users', userIds: s.userIds };
    const typed = s.fromAmount.trim();
    const from = typed === '' ? undefined : (tryParseMoney(typed) ?? (typed as StepDefinition['fromAmount']));
    return { key: s.key, name: s.name.trim(), actor, ...(from === undefined ? {} : { fromAmount: from }) };
  });
}

function draftDefinition(form: ProcessForm, editing: ProcessRow | null): ProcessDefinition {
  return {
    id: editing?.key ?? 'draft',
    version: editing?.version ?? 1,
    documentType: form.documentType,
    departmentId: form.departmentId,
    steps: toSteps(form),
  };
}

/** The first problem to show, or null when the form may be saved. */
export function validateProcess(
  form: ProcessForm,
  rows: readonly ProcessRow[],
  editing: ProcessRow | null,
): string | null {
  const taken = rows.find(
    (r) =>
      r.key !== editing?.key &&
      r.documentType === form.documentType &&
      (r.departmentId === null ? null : String(r.departmentId)) === form.departmentId,
  );
  if (taken) {
    const where = taken.departmentName ?? '全部部门';
    return `${documentTypeLabels[form.documentType]}（${where}）的审批流程已存在，请编辑原有流程`;
  }
  const negative = form.steps.findIndex((s) => s.fromAmount.trim().startsWith('-'));
  if (negative >= 0) return `第${negative + 1}步：起始金额不能为负数`;
  return checkDefinition(draftDefinition(form, editing))[0] ?? null;
}

/** 部门审核 → 领导审批（5,000.00 起）→ 财务复核 */
export function stepsLine(steps: readonly StepDefinition[]): string {
  return steps
    .map((s) => (s.fromAmount === undefined ? s.name : `${s.name}（${formatMoney(s.fromAmount)} 起）`))
    .join(' → ');
}

/** Who acts on a step, in words: 部门负责人（本部门）, 财务主管, 孙主管、刘审批. */
export function actorText(actor: StepActor, userNames: ReadonlyMap<string, string>): string {
  if (actor.kind === 'users') return actor.userIds.map((id) => userNames.get(id) ?? `用户${id}`).join('、');
  const name = dutyNames.get(actor.duty) ?? actor.duty;
  return actor.scope === 'department' ? `${name}（本部门）` : name;
}

export interface PreviewQuery {
  departmentId: string | null;
  departmentName: string;
  amount: string;
}

/**
 * "费用报销 6,000.00 元（办公室）：申报 → 部门审核 → 领导审批 → 财务复核", as the saved draft would
 * make it: the cached definitions with the one being edited replaced by the form.
 */
export function previewLine(
  form: ProcessForm,
  rows: readonly ProcessRow[],
  editing: ProcessRow | null,
  query: PreviewQuery,
): string {
  if (query.departmentId === null) return '请选择预览的部门';
  const amount = tryParseMoney(query.amount.trim());
  if (amount === null) return '请输入预览金额';
  const others: ProcessDefinition[] = rows
    .filter((r) => r.key !== editing?.key)
    .map((r) => ({
      id: r.key,
      version: r.version,
      documentType: r.documentType,
      departmentId: r.departmentId === null ? null : String(r.departmentId),
      steps: r.steps,
    }));
  const resolved = resolveProcess([...others, draftDefinition(form, editing)], {
    documentType: form.documentType,
    departmentId: query.departmentId,
    amount,
  });
  const head = `${documentTypeLabels[form.documentType]} ${formatMoney(amount)} 元（${query.departmentName}）`;
  if (!resolved.ok) return `${head}：${resolved.message}`;
  return `${head}：申报 → ${resolved.process.steps.map((s) => s.name).join(' → ')}`;
}
