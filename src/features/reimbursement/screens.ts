// Which list and which document page each reimbursement screen of the catalogue is: one list screen
// (type + scope + title) and one document page (type) serve them all. A list opens its documents on
// the document page with its own parentCurrent index (spec 001 §2.2: 0 my list, 1 approval, 2 approved).
import type { ClaimScope } from '../../core/contracts/reimbursement';
import type { DocumentType } from '../../core/reimbursement/types';

const base = '/final/reimbursement';
const e = `${base}/expenseReimbursement`;

/** The document page of each type (new when ?id= is absent). */
export const documentPaths: Readonly<Record<DocumentType, string>> = {
  expense: `${e}/costApproval`,
  travel: `${e}/travelReimbursement`,
  loan: `${e}/loanApproval`,
  repayment: `${e}/repayment/repayment-input`,
  provision: `${base}/provision/provision`,
  interAccount: `${base}/currentReimbursement/current-reimbursement`,
};

export const flowChartPath = '/final/components/flow-chart/reimbursement-process-flow';

export interface ClaimListConfig {
  path: string;
  type: DocumentType;
  scope: ClaimScope;
  /** The parentCurrent index of this list on the document page; null when the page has none. */
  parentIndex: number | null;
  /** 办公费报销: only claims whose lines carry this economic class. */
  economicClass?: string;
}

const lists = (type: DocumentType, paths: readonly string[], withIndex = true): ClaimListConfig[] =>
  paths.map((path, i) => ({
    path,
    type,
    scope: (['mine', 'awaiting', 'handled'] as const)[i] ?? 'mine',
    parentIndex: withIndex ? i : null,
  }));

export const claimLists: readonly ClaimListConfig[] = [
  ...lists('expense', [`${e}/costList`, `${e}/reimbursement-approval`, `${e}/expense-reimbursement-view`]),
  {
    path: `${e}/reimbursement-of-office-list`,
    type: 'expense',
    scope: 'mine',
    parentIndex: 0,
    economicClass: '30201',
  },
  ...lists('travel', [`${e}/travelExpensesList`, `${e}/travel-approval`], false),
  ...lists('loan', [`${e}/loanList`, `${e}/loan-approval-list`, `${e}/loan-viewing`]),
  ...lists('repayment', [
    `${e}/repayment/my-repayment`,
    `${e}/repayment/repayment-approval-list`,
    `${e}/repayment/repayment-list`,
  ]),
  ...lists('provision', [
    `${base}/provision/my-Provision-list`,
    `${base}/provision/Provision-approval-list`,
    `${base}/provision/Provision-list`,
  ]),
  ...lists('interAccount', [
    `${base}/currentReimbursement/current-reimbursement-list`,
    `${base}/currentReimbursement/current-reimbursement-approval`,
    `${base}/currentReimbursement/current-reimbursement-see`,
  ]),
];

/** The document page's href for a document (or a new one) opened from `list`. */
export function documentHref(type: DocumentType, id: string | null, parentIndex: number | null): string {
  const query = new URLSearchParams();
  if (id) query.set('id', id);
  if (parentIndex !== null) query.set('parentCurrent', String(parentIndex));
  const text = query.toString();
  return text ? `${documentPaths[type]}?${text}` : documentPaths[type];
}

/** The list a document page goes back to when the route has no parent (the travel page is a screen). */
export function mineListOf(type: DocumentType): string {
  return claimLists.find((l) => l.type === type && l.scope === 'mine')?.path ?? base;
}
