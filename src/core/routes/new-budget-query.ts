// The query-driven titles and parents of the budget forms (spec 001 §2.9-2.10). The old app chose
// them from URL flags; they are pure functions here so a unit test pins every flag combination.
// Precedence where several flags are set is ours (the spec lists flags, not their order): the most
// specific context wins, e.g. an adjustment beats a rejection, which beats the plain workflow level.

import { flagOn, pickIndex } from './define';
import { budgetParents as p } from './new-budget-parents';
import type { ParentRef, RouteQuery } from './types';

/** Levels 1..6 of the two-round workflow: 1-3 first round, 4-6 second round (declare, audit, approve). */
const submitRounds: readonly ParentRef[] = [
  p.oneOnDeclare,
  p.oneOnAuditing,
  p.oneOnApproval,
  p.towOnDeclare,
  p.towOnAuditing,
  p.towOnApproval,
];

/** The same six levels on the return side (一下/二下): verify, audit, approve. */
const returnRounds: readonly ParentRef[] = [
  p.oneDownVerification,
  p.oneDownAuditing,
  p.oneDownApproval,
  p.towDownVerification,
  p.towDownAuditing,
  p.towDownApproval,
];

function byLevel(rounds: readonly ParentRef[], value: string | undefined): ParentRef | undefined {
  if (value === undefined || !/^[1-6]$/.test(value)) return undefined;
  return rounds[Number(value) - 1];
}

// budget-input-file ------------------------------------------------------------------------------

export const budgetInputFileBaseTitle = '支出预算';

/** 查看/修改/审核/提交/调整, else 录入, after the base title (spec order: see, modify, auditing, submit, addAdjustment). */
export function budgetInputFileTitle(query: RouteQuery): string {
  const verbs: readonly (readonly [string, string])[] = [
    ['see', '查看'],
    ['modify', '修改'],
    ['auditing', '审核'],
    ['submit', '提交'],
    ['addAdjustment', '调整'],
  ];
  const verb = verbs.find(([flag]) => flagOn(query, flag))?.[1] ?? '录入';
  return `${budgetInputFileBaseTitle}${verb}`;
}

/**
 * addAdjustment: the to-adjust list. auditing with bm present: a rejected-budget list, the
 * department's when bm is on, the level's otherwise. Else lev 1..6 picks the round's list.
 */
export function budgetInputFileParent(query: RouteQuery): ParentRef | undefined {
  if (flagOn(query, 'addAdjustment')) return p.budgetAdjustmentList;
  if (flagOn(query, 'auditing') && query.bm !== undefined) {
    return flagOn(query, 'bm') ? p.rebutListDepartment : p.rebutList;
  }
  return byLevel(submitRounds, query.lev);
}

/** budget-input-verification: `level` 1..6 picks the return-side list (一下/二下 verify, audit, approve). */
export function budgetInputVerificationParent(query: RouteQuery): ParentRef | undefined {
  return byLevel(returnRounds, query.level);
}

// adjustment-page --------------------------------------------------------------------------------

export const adjustmentPageBaseTitle = '预算调整';

export function adjustmentPageTitle(query: RouteQuery): string {
  const on = (flag: string) => flagOn(query, flag);
  if (on('see') || on('look')) return `${adjustmentPageBaseTitle}查看`;
  if (on('auditing')) return `${adjustmentPageBaseTitle}审核`;
  if (on('verification')) return `${adjustmentPageBaseTitle}核定`;
  if (on('submit')) return `${adjustmentPageBaseTitle}提交`;
  // A rejected adjustment comes back to its author to be changed.
  if (on('modify') || on('rebut') || on('bohui')) return `${adjustmentPageBaseTitle}修改`;
  return `${adjustmentPageBaseTitle}录入`;
}

/**
 * Rejections first (rebut, or its pinyin twin bohui), then viewing, auditing, verification,
 * submitting, and finally the author's own list. bm on picks the department's variant of a list.
 */
export function adjustmentPageParent(query: RouteQuery): ParentRef | undefined {
  const on = (flag: string) => flagOn(query, flag);
  const dept = on('bm');
  if (on('rebut') || on('bohui')) return dept ? p.rebutAdjustmentDepartment : p.rebutAdjustment;
  if (on('look') || on('see')) return dept ? p.adjustmentLookDepartment : p.adjustmentLook;
  if (on('auditing')) return dept ? p.departmentalAudit : p.financeDepartmentAudit;
  if (on('verification')) return dept ? p.departmentalApproval : p.financeDepartmentApproval;
  if (on('submit')) return p.adjustmentSubmit;
  if (on('adjustment') || on('modify')) return p.adjustmentList;
  return undefined;
}

// subsidy, implement, entry screen ---------------------------------------------------------------

/** subsidy-approval's own-level parents, indexed by parentCurrent. */
export const subsidyOwnParents: readonly ParentRef[] = [p.mySubsidy, p.subsidyApproved];
/** Used instead when the document belongs to another ledger set (crossZtId): a lower level's. */
export const subsidyLowerParents: readonly ParentRef[] = [p.downSubsidyList, p.downSummaryApplication];

export function subsidyApprovalParent(query: RouteQuery): ParentRef | undefined {
  if (!query.crossZtId) return undefined;
  return pickIndex(subsidyLowerParents, query.parentCurrent) ?? subsidyLowerParents[0];
}

export function implementInfoParent(query: RouteQuery): ParentRef {
  return flagOn(query, 'modify') || flagOn(query, 'see') ? p.implementSeeList : p.implementList;
}

/**
 * The expenditure-budget entry screen opened for viewing (see=1) goes back to a check list: the
 * expenditure budget view when ck=2, the department check list otherwise. Opened from the menu
 * (no see) it is its own tab.
 */
export function expenditureEntryParent(query: RouteQuery): ParentRef | undefined {
  if (!flagOn(query, 'see')) return undefined;
  return query.ck === '2' ? p.checkList : p.checkDepartmentList;
}

/** One list for the budget-approval-project pages whose back target comes from parentCurrent. */
export const budgetProjectParents: readonly ParentRef[] = [
  p.budgetApproval,
  p.budgetaryPlanning,
  p.subordinateBudgetApproval,
  p.budgetSummary,
  p.budgetReportManagement,
  p.budgetStatementStatistics,
  p.budgetReportQuery,
];
