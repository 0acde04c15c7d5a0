// Whether each step of a submitted document has someone to act on it: an enabled user of the ledger
// set, not the declarer, who holds the step's duty (in the document's department when the step says
// 本部门; a user of no department holds theirs everywhere, as the core's matchesStep has it) or is
// one of its named users.
import { sql } from 'kysely';
import type { ApprovalDocument } from '../../../src/core/reimbursement/document-state.ts';
import type { ResolvedStep } from '../../../src/core/reimbursement/process.ts';
import type { Db } from './access.ts';

async function hasApprover(
  db: Db,
  ledgerSetId: number,
  step: ResolvedStep,
  document: ApprovalDocument,
): Promise<boolean> {
  let q = db
    .selectFrom('app_user as u')
    .innerJoin('user_ledger_set as g', 'g.user_id', 'u.id')
    .select('u.id')
    .where('g.ledger_set_id', '=', ledgerSetId)
    .where('u.enabled', '=', true)
    .where('u.id', '<>', Number(document.declarerId));
  const actor = step.actor;
  if (actor.kind === 'users') {
    q = q.where('u.id', 'in', [0, ...actor.userIds.map(Number).filter(Number.isInteger)]);
  } else {
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('user_role as ur')
          .innerJoin('role as r', 'r.id', 'ur.role_id')
          .select(sql`1`.as('one'))
          .whereRef('ur.user_id', '=', 'u.id')
          .where('r.code', '=', actor.duty),
      ),
    );
    if (actor.scope === 'department') {
      q = q.where((eb) =>
        eb.or([eb('u.department_id', 'is', null), eb('u.department_id', '=', Number(document.departmentId))]),
      );
    }
  }
  return (await q.limit(1).executeTakeFirst()) !== undefined;
}

/** The refusal for the first step nobody but the declarer could act on, or null when every step has someone. */
export async function stepWithoutApprover(
  db: Db,
  ledgerSetId: number,
  document: ApprovalDocument,
): Promise<string | null> {
  for (const step of document.process?.steps ?? []) {
    if (!(await hasApprover(db, ledgerSetId, step, document))) {
      return `「${step.name}」没有可审批的人（申报人本人不能审批），提交后将无人处理；请联系管理员在流程管理中为本部门指定审批人`;
    }
  }
  return null;
}
