// A small union for the approval tests: two departments, a head for each, a chairman, an accountant,
// and the expense process 部门审核 -> 领导审批 (from 5,000.00) -> 财务复核.

import type { Money } from '../money';
import type { ActionContext } from './document-state';
import type { ProcessDefinition } from './process';
import type { Actor } from './types';

export const money = (text: string) => text as Money;

export const users = {
  /** Declarer in 工会办公室 (office). */
  alice: { userId: 'alice', duties: [] },
  /** Head of 工会办公室, also declares claims of her own. */
  hana: { userId: 'hana', duties: [{ duty: 'deptHead', departmentId: 'office' }] },
  /** Head of 女工部 (women). */
  wen: { userId: 'wen', duties: [{ duty: 'deptHead', departmentId: 'women' }] },
  /** 工会主席. */
  chair: { userId: 'chair', duties: [{ duty: 'chairman', departmentId: null }] },
  /** 会计, named on the finance step. */
  kuai: { userId: 'kuai', duties: [] },
} satisfies Record<string, Actor>;

export const expenseProcess: ProcessDefinition = {
  id: 'expense-all',
  version: 1,
  documentType: 'expense',
  departmentId: null,
  steps: [
    { key: 'dept', name: '部门审核', actor: { kind: 'duty', duty: 'deptHead', scope: 'department' } },
    {
      key: 'leader',
      name: '领导审批',
      actor: { kind: 'duty', duty: 'chairman', scope: 'all' },
      fromAmount: money('5000.00'),
    },
    { key: 'finance', name: '财务复核', actor: { kind: 'users', userIds: ['kuai'] } },
  ],
};

/** 女工部 skips the department step: its claims go straight to the chairman. */
export const womenExpenseProcess: ProcessDefinition = {
  id: 'expense-women',
  version: 1,
  documentType: 'expense',
  departmentId: 'women',
  steps: [
    { key: 'leader', name: '领导审批', actor: { kind: 'duty', duty: 'chairman', scope: 'all' } },
    { key: 'finance', name: '财务复核', actor: { kind: 'users', userIds: ['kuai'] } },
  ],
};

export const definitions = [expenseProcess, womenExpenseProcess];

let clock = 0;
/** An action context at the next minute, for the version the actor saw. */
export function by(actor: Actor, seenVersion: number): ActionContext {
  clock += 1;
  const at = new Date(Date.UTC(2024, 2, 1, 8, clock)).toISOString();
  return { actor, at, seenVersion };
}
