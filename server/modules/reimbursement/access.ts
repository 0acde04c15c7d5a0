// Who may do what with which document type: the permission keys of each type's screens
// (src/core/routes/reimbursement.ts), and the session user as the approval rules see them (their
// duties from user_role, held in their department).
import type { Kysely, Transaction } from 'kysely';
import { P } from '../../../src/core/permissions/keys.ts';
import type { PermissionKey } from '../../../src/core/permissions/registry.ts';
import type { Actor } from '../../../src/core/reimbursement/types.ts';
import { type DocumentType, documentTypes } from '../../../src/core/reimbursement/types.ts';
import type { Database } from '../../db/schema.ts';
import { forbidden } from '../../lib/errors.ts';
import type { RequestSession } from '../../plugins/auth.ts';

export type Db = Kysely<Database> | Transaction<Database>;
export type Trx = Transaction<Database>;

interface TypeKeys {
  /** Fill in, save, submit, withdraw, delete one's own. */
  form: PermissionKey;
  mine: PermissionKey;
  approval: PermissionKey;
  approved: PermissionKey;
}

export const typeKeys: Readonly<Record<DocumentType, TypeKeys>> = {
  expense: {
    form: P.reimbursement.form,
    mine: P.reimbursement.mine,
    approval: P.reimbursement.approval,
    approved: P.reimbursement.approved,
  },
  // 差旅 has no screens of its own for the approved list: 已审批报销 shows them.
  travel: {
    form: P.travel.claim,
    mine: P.travel.mine,
    approval: P.travel.approval,
    approved: P.reimbursement.approved,
  },
  loan: { form: P.loan.form, mine: P.loan.mine, approval: P.loan.approval, approved: P.loan.approved },
  repayment: {
    form: P.repayment.form,
    mine: P.repayment.mine,
    approval: P.repayment.approval,
    approved: P.repayment.approved,
  },
  provision: {
    form: P.provision.form,
    mine: P.provision.mine,
    approval: P.provision.approval,
    approved: P.provision.approved,
  },
  interAccount: {
    form: P.currentReimbursement.form,
    mine: P.currentReimbursement.mine,
    approval: P.currentReimbursement.approval,
    approved: P.currentReimbursement.approved,
  },
};

const all = (pick: (k: TypeKeys) => PermissionKey) => [
  ...new Set(documentTypes.map((t) => pick(typeKeys[t]))),
];

/** The route guards: any type's key lets the call in; the handler checks the document's own type. */
export const guards = {
  form: all((k) => k.form),
  approval: all((k) => k.approval),
  read: [
    ...new Set([
      ...all((k) => k.form),
      ...all((k) => k.mine),
      ...all((k) => k.approval),
      ...all((k) => k.approved),
      P.reimbursement.generateVoucher,
      P.reimbursement.statistics,
    ]),
  ],
  finance: [P.reimbursement.generateVoucher, P.reimbursement.statistics],
  progress: [P.reimbursement.progress, P.reimbursement.statistics],
} as const;

export type Need = keyof TypeKeys | 'finance';

export function may(session: RequestSession, type: DocumentType, need: Need): boolean {
  const has = (k: PermissionKey) => session.permissions.has(k);
  if (need === 'finance') return has(P.reimbursement.generateVoucher) || has(P.reimbursement.statistics);
  return has(typeKeys[type][need]);
}

const needNames: Record<Need, string> = {
  form: '填写',
  mine: '查看',
  approval: '审批',
  approved: '查看已审批的',
  finance: '查看全部',
};

export function demand(session: RequestSession, type: DocumentType, need: Need, label: string): void {
  if (!may(session, type, need)) throw forbidden(`没有${needNames[need]}${label}单据的权限`);
}

/** Whether the user may open a document: their own, one they may approve or have, or finance. */
export function mayRead(session: RequestSession, type: DocumentType, own: boolean): boolean {
  if (own && (may(session, type, 'form') || may(session, type, 'mine'))) return true;
  return may(session, type, 'approval') || may(session, type, 'approved') || may(session, type, 'finance');
}

export interface SessionActor extends Actor {
  /** The app_user id. */
  id: number;
  /** Duty codes held (role codes). */
  codes: string[];
  /** The user's department, or null when they belong to none (their duties then cover all). */
  departmentId: number | null;
}

/** The session user with their duties, each held in their department (app_user.department_id). */
export async function actorOf(db: Db, userId: number): Promise<SessionActor> {
  const rows = await db
    .selectFrom('app_user as u')
    .leftJoin('user_role as ur', 'ur.user_id', 'u.id')
    .leftJoin('role as r', 'r.id', 'ur.role_id')
    .select(['u.department_id', 'r.code'])
    .where('u.id', '=', userId)
    .execute();
  const departmentId = rows[0]?.department_id ?? null;
  const codes = rows.flatMap((r) => (r.code ? [r.code] : []));
  return {
    id: userId,
    userId: String(userId),
    codes,
    departmentId,
    duties: codes.map((duty) => ({
      duty,
      departmentId: departmentId === null ? null : String(departmentId),
    })),
  };
}
