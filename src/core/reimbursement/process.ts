// Approval process definitions (usercenter/process-management) and their resolution for one document.
// Thresholds are data: a step with `fromAmount` joins the process only for amounts at or above it.

import { compare, type Money, tryParseMoney } from '../money';
import {
  type Actor,
  type DocumentType,
  documentTypeLabels,
  type Refusal,
  type Result,
  refuse,
} from './types';

/**
 * Who acts on a step: holders of a duty (in the document's department when `scope` is 'department',
 * e.g. 部门负责人; in any department when 'all', e.g. 工会主席), or named users.
 */
export type StepActor =
  | { readonly kind: 'duty'; readonly duty: string; readonly scope: 'department' | 'all' }
  | { readonly kind: 'users'; readonly userIds: readonly string[] };

export interface StepDefinition {
  /** Stable within its definition; history entries and flow charts name steps by it. */
  readonly key: string;
  /** 部门审核, 领导审批, 财务复核 ... */
  readonly name: string;
  readonly actor: StepActor;
  /** The step is added only for amounts at or above this (e.g. "5000.00" for 领导审批). */
  readonly fromAmount?: Money;
}

/**
 * One process: the ordered approval steps after 申报 (the declarer's submit, always first). A
 * department-specific definition wins over the one for all departments (`departmentId` null).
 */
export interface ProcessDefinition {
  readonly id: string;
  /** Bumped on every change; a document records the version it was submitted under. */
  readonly version: number;
  readonly documentType: DocumentType;
  readonly departmentId: string | null;
  readonly steps: readonly StepDefinition[];
}

export interface ResolvedStep {
  readonly key: string;
  readonly name: string;
  readonly actor: StepActor;
}

/** What a document keeps at submission: later edits of the definition do not reach it. */
export interface ResolvedProcess {
  readonly definitionId: string;
  readonly definitionVersion: number;
  /** The amount the thresholds were applied to. */
  readonly amount: Money;
  readonly steps: readonly ResolvedStep[];
}

/** The name of the step the declarer's submission stands for; it is not part of `steps`. */
export const DECLARE_STEP_NAME = '申报';

/** Problems of a definition, in Chinese, one per line; empty when it can be saved. */
export function checkDefinition(definition: ProcessDefinition): string[] {
  const problems: string[] = [];
  if (definition.steps.length === 0) problems.push('审批流程至少需要一个审批步骤');
  const keys = new Set<string>();
  definition.steps.forEach((step, index) => {
    const where = `第${index + 1}步`;
    if (step.name.trim() === '') problems.push(`${where}：步骤名称不能为空`);
    if (keys.has(step.key)) problems.push(`${where}：步骤标识 ${step.key} 重复`);
    keys.add(step.key);
    if (step.actor.kind === 'users' && step.actor.userIds.length === 0) {
      problems.push(`${where}：请指定审批人`);
    }
    if (step.actor.kind === 'duty' && step.actor.duty.trim() === '') {
      problems.push(`${where}：请指定审批岗位`);
    }
    if (step.fromAmount !== undefined) {
      const amount = tryParseMoney(step.fromAmount);
      if (amount === null || compare(amount, '0') < 0) problems.push(`${where}：金额条件不正确`);
    }
  });
  // Without an unconditional step a small amount would resolve to no approval at all.
  if (definition.steps.length > 0 && definition.steps.every((s) => s.fromAmount !== undefined)) {
    problems.push('审批流程至少需要一个不设金额条件的步骤');
  }
  return problems;
}

export interface ProcessQuery {
  readonly documentType: DocumentType;
  readonly departmentId: string;
  readonly amount: Money;
}

function pickDefinition(
  definitions: readonly ProcessDefinition[],
  query: ProcessQuery,
): ProcessDefinition | Refusal {
  const ofType = definitions.filter((d) => d.documentType === query.documentType);
  const own = ofType.filter((d) => d.departmentId === query.departmentId);
  const candidates = own.length > 0 ? own : ofType.filter((d) => d.departmentId === null);
  const label = documentTypeLabels[query.documentType];
  const [only, ...others] = candidates;
  if (!only) return refuse('noProcess', `未配置${label}的审批流程，请联系管理员在流程管理中设置`);
  if (others.length > 0) return refuse('invalidProcess', `${label}的审批流程重复配置，请联系管理员`);
  return only;
}

/** The concrete steps a document takes: the definition that applies, with its thresholds applied. */
export function resolveProcess(
  definitions: readonly ProcessDefinition[],
  query: ProcessQuery,
): Result<{ process: ResolvedProcess }> {
  const amount = tryParseMoney(query.amount);
  if (amount === null) return refuse('invalidAmount', `金额格式不正确：${query.amount}`);
  const definition = pickDefinition(definitions, query);
  if ('ok' in definition) return definition;
  const problems = checkDefinition(definition);
  if (problems.length > 0) {
    return refuse('invalidProcess', `审批流程配置有误：${problems.join('；')}`);
  }
  const steps = definition.steps
    .filter((step) => step.fromAmount === undefined || compare(amount, step.fromAmount) >= 0)
    .map(({ key, name, actor }) => ({ key, name, actor }));
  return {
    ok: true,
    process: { definitionId: definition.id, definitionVersion: definition.version, amount, steps },
  };
}

/** Whether the actor is one the step waits for, on a document of `departmentId`. */
export function matchesStep(step: ResolvedStep, actor: Actor, departmentId: string): boolean {
  const who = step.actor;
  if (who.kind === 'users') return who.userIds.includes(actor.userId);
  return actor.duties.some(
    (held) =>
      held.duty === who.duty &&
      (who.scope === 'all' || held.departmentId === null || held.departmentId === departmentId),
  );
}
