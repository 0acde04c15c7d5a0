// Save and the approval actions. Each loads the document FOR UPDATE, runs the core's transition with
// the session user's duties and the version they saw, and stores the outcome with its history entry
// in the caller's transaction (app.write: one transaction with the idempotency record). Loan offsets
// and repayments are held at submit and released on withdraw, reject and delete.
import type { Updateable } from 'kysely';
import { claimFigures } from '../../../src/core/reimbursement/claim.ts';
import {
  type ActionContext,
  type ApprovalDocument,
  approve,
  cancelApproval,
  edit,
  type Outcome,
  reject,
  submit,
  withdraw,
} from '../../../src/core/reimbursement/document-state.ts';
import { describeChanges } from '../../../src/core/reimbursement/history.ts';
import { missingInvoices } from '../../../src/core/reimbursement/invoice.ts';
import type { ProcessDefinition } from '../../../src/core/reimbursement/process.ts';
import { documentTypeLabels, refuse } from '../../../src/core/reimbursement/types.ts';
import type { ClaimTable } from '../../db/schema.ts';
import { badRequest, conflict, refused } from '../../lib/errors.ts';
import type { RequestSession } from '../../plugins/auth.ts';
import { demand, type Need, type SessionActor, type Trx } from './access.ts';
import { checkReferences, numberPrefix, type SaveInput, toContent } from './content.ts';
import { type ClaimRowData, lockDocument, nextNumber, refusalError, storeOutcome } from './documents.ts';
import { checkInvoices, holdInvoices, rehold } from './invoices.ts';
import { assertLoanUnsettled, holdLoanEffects, releaseLoanEffects } from './loans.ts';
import { stepWithoutApprover } from './step-approvers.ts';

export interface Who {
  ledgerSetId: number;
  session: RequestSession;
  actor: SessionActor;
  now: Date;
}

const contextOf = (who: Who, seenVersion: number): ActionContext => ({
  actor: who.actor,
  at: who.now.toISOString(),
  seenVersion,
});

/** 保存: a new document (client-made id) or an edit of a draft, rejected or withdrawn one. */
export async function saveClaim(trx: Trx, who: Who, input: SaveInput): Promise<string> {
  const id = input.id.toLowerCase();
  const label = documentTypeLabels[input.type];
  demand(who.session, input.type, 'form', label);
  const content = toContent(input);
  const worked = claimFigures(content);
  if (!worked.ok) throw badRequest(worked.message);
  checkInvoices(content, who.now);
  const { figures } = worked;
  const existing = await trx
    .selectFrom('claim')
    .select(['ledger_set_id', 'type'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  await checkReferences(trx, who.ledgerSetId, who.actor.id, content);
  const columns = {
    department_id: content.departmentId,
    doc_date: content.date,
    reason: content.reason,
    project: content.project,
    amount: figures.amount,
    content: JSON.stringify(content),
    figures: JSON.stringify(figures),
  } satisfies Updateable<ClaimTable>;
  if (!existing) {
    await trx
      .insertInto('claim')
      .values({
        id,
        ledger_set_id: who.ledgerSetId,
        no: await nextNumber(trx, who.ledgerSetId, numberPrefix[input.type], content.date),
        type: input.type,
        status: 'draft',
        version: 1,
        declarer_id: who.actor.id,
        ...columns,
        process: null,
        step_index: null,
        approvals: '[]',
        created_at: who.now,
        updated_at: who.now,
      })
      .execute();
    await holdInvoices(trx, who.ledgerSetId, id, 'draft', content.invoices ?? []);
    return id;
  }
  if (existing.ledger_set_id !== who.ledgerSetId) throw badRequest('单据不存在或不属于当前账套');
  if (existing.type !== input.type) throw badRequest('单据类型不能修改，请新建单据');
  if (input.version === undefined || input.version === null) {
    throw badRequest('修改单据时缺少版本号（version），请刷新后重新编辑');
  }
  const { document } = await lockDocument(trx, who.ledgerSetId, id);
  const outcome = edit(document, { amount: figures.amount }, contextOf(who, input.version));
  if (!outcome.ok) throw refusalError(outcome);
  await storeOutcome(trx, outcome.document, outcome.entry, who.now, columns);
  await holdInvoices(trx, who.ledgerSetId, id, outcome.document.status, content.invoices ?? []);
  return id;
}

type Rule = (
  document: ApprovalDocument,
  context: ActionContext,
  row: ClaimRowData,
) => Promise<Outcome> | Outcome;

/** The one way an action changes a document: lock, check the type's permission, rule, store. */
async function act(
  trx: Trx,
  who: Who,
  documentId: string,
  need: Need,
  seenVersion: number | null | undefined,
  rule: Rule,
): Promise<{ row: ClaimRowData; document: ApprovalDocument }> {
  const { row, document } = await lockDocument(trx, who.ledgerSetId, documentId.toLowerCase());
  demand(who.session, row.type, need, documentTypeLabels[row.type]);
  const outcome = await rule(document, contextOf(who, seenVersion ?? row.version), row);
  if (!outcome.ok) throw refusalError(outcome);
  await storeOutcome(trx, outcome.document, outcome.entry, who.now);
  // A withdrawal lets the claim's invoices go; a resubmission takes them again, or is refused.
  await rehold(trx, who.ledgerSetId, row.id, document.status, outcome.document.status);
  return { row, document: outcome.document };
}

async function definitionsOf(trx: Trx, ledgerSetId: number, row: ClaimRowData): Promise<ProcessDefinition[]> {
  const rows = await trx
    .selectFrom('process_definition')
    .select(['id', 'version', 'document_type', 'department_id', 'steps'])
    .where('ledger_set_id', '=', ledgerSetId)
    .where('document_type', '=', row.type)
    .execute();
  return rows.map((r) => ({
    id: String(r.id),
    version: r.version,
    documentType: r.document_type,
    departmentId: r.department_id === null ? null : String(r.department_id),
    steps: r.steps,
  }));
}

/**
 * 提交: resolves the process in force now and keeps it; offsets and repayments are held. A process
 * with a step nobody but the declarer could act on is refused here, naming the step: submitted, the
 * document would wait on it for ever (a department without its 部门负责人, a head's own claim).
 */
export async function submitClaim(trx: Trx, who: Who, documentId: string, version: number): Promise<void> {
  const { row } = await act(trx, who, documentId, 'form', version, async (document, context, row) => {
    const noInvoice = missingInvoices(row.type, row.content.invoices);
    if (noInvoice) return refuse('invalidInput', noInvoice);
    const outcome = submit(document, await definitionsOf(trx, who.ledgerSetId, row), context);
    if (!outcome.ok) return outcome;
    const stuck = await stepWithoutApprover(trx, who.ledgerSetId, outcome.document);
    return stuck ? refuse('noProcess', stuck) : outcome;
  });
  await holdLoanEffects(trx, who.ledgerSetId, {
    id: row.id,
    declarerId: row.declarer_id,
    amount: row.amount as ApprovalDocument['amount'],
    content: row.content,
    on: row.doc_date,
  });
}

export async function approveClaim(trx: Trx, who: Who, documentId: string, version: number, remark: string) {
  await act(trx, who, documentId, 'approval', version, (document, context) =>
    approve(document, context, remark),
  );
}

export async function rejectClaim(trx: Trx, who: Who, documentId: string, version: number, reason: string) {
  const { row } = await act(trx, who, documentId, 'approval', version, (document, context) =>
    reject(document, reason, context),
  );
  await releaseLoanEffects(trx, row.id);
}

export async function withdrawClaim(trx: Trx, who: Who, documentId: string, version?: number | null) {
  const { row } = await act(trx, who, documentId, 'form', version, (document, context) =>
    withdraw(document, context),
  );
  await releaseLoanEffects(trx, row.id);
}

/** 取消审批; an approved loan already offset or repaid stays approved. */
export async function cancelClaimApproval(trx: Trx, who: Who, documentId: string, version?: number | null) {
  await act(trx, who, documentId, 'approval', version, async (document, context, row) => {
    if (row.type === 'loan' && row.status === 'approved') await assertLoanUnsettled(trx, row.id);
    return cancelApproval(document, context);
  });
}

/** 删除: only the declarer, only while the document is editable and has no voucher. */
export async function deleteClaim(trx: Trx, who: Who, documentId: string, version: number): Promise<void> {
  const { row, document } = await lockDocument(trx, who.ledgerSetId, documentId.toLowerCase());
  demand(who.session, row.type, 'form', documentTypeLabels[row.type]);
  if (document.version !== version) {
    throw conflict(describeChanges(document.history, version, who.actor.userId));
  }
  if (row.declarer_id !== who.actor.id) throw refused('只有申报人可以删除单据');
  if (row.voucher_id !== null) throw refused('单据已生成凭证，不能删除');
  if (!['draft', 'rejected', 'withdrawn'].includes(row.status)) {
    throw refused('审批中或已通过的单据不能删除，如需删除请先撤回');
  }
  await releaseLoanEffects(trx, row.id);
  await trx.deleteFrom('claim').where('id', '=', row.id).execute();
}
