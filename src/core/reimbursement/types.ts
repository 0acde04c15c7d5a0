// Names shared by the approval rules: document types, who is acting, and the refusal every rule
// returns instead of throwing, so the server, the offline outbox and the screens show one message.

import { ErrorCode } from '../contracts/errors';

/** The six kinds of document that go through an approval process (issue 18 §1). */
export type DocumentType = 'expense' | 'travel' | 'loan' | 'repayment' | 'provision' | 'interAccount';

export const documentTypes: readonly DocumentType[] = [
  'expense',
  'travel',
  'loan',
  'repayment',
  'provision',
  'interAccount',
];

export const documentTypeLabels: Readonly<Record<DocumentType, string>> = {
  expense: '费用报销',
  travel: '差旅报销',
  loan: '借款',
  repayment: '还款',
  provision: '备用金',
  interAccount: '往来报销',
};

/**
 * A duty (岗位) a user holds for approvals, e.g. 部门负责人 for one department or 工会主席 for all.
 * `departmentId` null means the duty covers every department.
 */
export interface DutyHolding {
  readonly duty: string;
  readonly departmentId: string | null;
}

/** The person acting, with the duties the caller looked up for them. */
export interface Actor {
  readonly userId: string;
  readonly duties: readonly DutyHolding[];
}

/** Why a rule said no; one code per cause so the server can choose the envelope's errorCode. */
export type RefusalCode =
  /** The document changed since the actor saw it (the message says how). */
  | 'stale'
  /** The action does not apply in the document's current state. */
  | 'wrongState'
  /** Only the declarer may do this. */
  | 'notDeclarer'
  /** The actor is not the one the current step waits for. */
  | 'notStepActor'
  /** The declarer tried to approve or reject their own document. */
  | 'ownDocument'
  /** A rejection without a reason. */
  | 'reasonRequired'
  /** Too late: a later step already acted. */
  | 'nextStepActed'
  /** Only the approver who recorded the approval may cancel it. */
  | 'notApprover'
  /** A voucher was generated from the document. */
  | 'voucherLinked'
  /** No process, or a process definition that cannot be used. */
  | 'noProcess'
  | 'invalidProcess'
  /** Malformed or duplicate input (a date that is no day, an id already recorded). */
  | 'invalidInput'
  /** An amount that is not money, not positive, or above what is outstanding. */
  | 'invalidAmount'
  | 'overOutstanding'
  /** A loan that does not exist or does not belong to the claimant. */
  | 'unknownLoan'
  | 'notBorrower';

export interface Refusal {
  readonly ok: false;
  readonly code: RefusalCode;
  /** Chinese, specific, shown to the user as is. */
  readonly message: string;
}

export type Result<T> = ({ readonly ok: true } & T) | Refusal;

export function refuse(code: RefusalCode, message: string): Refusal {
  return { ok: false, code, message };
}

/**
 * The envelope errorCode a refusal travels under (src/core/contracts/errors.ts): a changed document
 * is a conflict with stored state, everything else a business refusal.
 */
export function refusalErrorCode(refusal: Refusal): number {
  return refusal.code === 'stale' ? ErrorCode.conflict : ErrorCode.refused;
}
