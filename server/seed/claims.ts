// Demo reimbursement documents of the county ledger set, so the screens show something on first
// start: 陈报销's draft, his claim awaiting 刘审批's 部门审核, and his approved loan still owed.
// Built through the core's state machine, as the server's actions build them.
import type { Kysely } from 'kysely';
import { parseMoney } from '../../src/core/money.ts';
import { type ClaimContent, claimFigures } from '../../src/core/reimbursement/claim.ts';
import {
  type ApprovalDocument,
  approve,
  newDocument,
  type Outcome,
  submit,
} from '../../src/core/reimbursement/document-state.ts';
import type { HistoryEntry } from '../../src/core/reimbursement/history.ts';
import type { Database } from '../db/schema.ts';
import { awaitColumns, nextNumber } from '../modules/reimbursement/documents.ts';
import { defaultSteps } from './processes.ts';

interface People {
  declarer: number;
  approver: number;
  supervisor: number;
}

const demoIds = {
  draft: '6f1d4c1e-0000-4000-8000-000000000001',
  awaiting: '6f1d4c1e-0000-4000-8000-000000000002',
  loan: '6f1d4c1e-0000-4000-8000-000000000003',
};

function content(
  type: ClaimContent['type'],
  date: string,
  departmentId: number,
  extra: Partial<ClaimContent>,
): ClaimContent {
  return {
    type,
    date,
    departmentId,
    reason: '',
    project: '',
    paymentMethod: 'publicTransfer',
    payee: '',
    payeeBank: '',
    payeeAccount: '',
    attachmentCount: 1,
    lines: [],
    travel: null,
    enteredAmount: null,
    loanDueDate: null,
    repaidLoanId: null,
    offsets: [],
    ...extra,
  };
}

function must(outcome: Outcome): { document: ApprovalDocument; entry: HistoryEntry } {
  if (!outcome.ok) throw new Error(`demo claim: ${outcome.message}`);
  return outcome;
}

export async function seedDemoClaims(
  db: Kysely<Database>,
  ledgerSetId: number,
  departmentId: number,
  people: People,
): Promise<void> {
  const now = new Date();
  const today = now.toISOString().slice(0, 10);
  const due = new Date(now.getTime() + 60 * 86_400_000).toISOString().slice(0, 10);
  const line = (summary: string, amount: string) => ({
    subjectCode: '50504',
    economicClass: '30201',
    summary,
    amount: parseMoney(amount),
    invoiceCount: 1,
  });
  const docs: { id: string; prefix: string; content: ClaimContent; approvals: number }[] = [
    {
      id: demoIds.draft,
      prefix: 'BX',
      content: content('expense', today, departmentId, {
        reason: '购买办公用品',
        lines: [line('打印纸', '360.00')],
      }),
      approvals: -1,
    },
    {
      id: demoIds.awaiting,
      prefix: 'BX',
      content: content('expense', today, departmentId, {
        reason: '职工书屋图书采购',
        lines: [line('图书', '1280.00'), line('书架', '650.00')],
      }),
      approvals: 0,
    },
    {
      id: demoIds.loan,
      prefix: 'JK',
      content: content('loan', today, departmentId, {
        reason: '赴省总工会培训预借差旅费',
        paymentMethod: 'cash',
        enteredAmount: parseMoney('2000.00'),
        loanDueDate: due,
      }),
      approvals: 2,
    },
  ];
  const definitions = [
    { id: 'demo', version: 1, documentType: 'expense' as const, departmentId: null, steps: defaultSteps },
    { id: 'demo', version: 1, documentType: 'loan' as const, departmentId: null, steps: defaultSteps },
  ];
  for (const doc of docs) {
    const worked = claimFigures(doc.content);
    if (!worked.ok) throw new Error(`demo claim: ${worked.message}`);
    let document = newDocument({
      id: doc.id,
      type: doc.content.type,
      declarerId: String(people.declarer),
      departmentId: String(departmentId),
      amount: worked.figures.amount,
    });
    document = { ...document, version: 1 };
    const entries: HistoryEntry[] = [];
    const at = now.toISOString();
    const as = (userId: number) => ({
      actor: { userId: String(userId), duties: [] },
      at,
      seenVersion: document.version,
    });
    if (doc.approvals >= 0) {
      const sent = must(submit(document, definitions, as(people.declarer)));
      document = sent.document;
      entries.push(sent.entry);
    }
    for (let i = 0; i < doc.approvals; i++) {
      const step = document.process?.steps[document.stepIndex ?? 0];
      const userId = step?.key === 'finance' ? people.supervisor : people.approver;
      const duty = step?.key === 'finance' ? 'supervisor' : 'approver';
      const done = must(
        approve(document, {
          actor: { userId: String(userId), duties: [{ duty, departmentId: null }] },
          at,
          seenVersion: document.version,
        }),
      );
      document = done.document;
      entries.push(done.entry);
    }
    await db
      .insertInto('claim')
      .values({
        id: doc.id,
        ledger_set_id: ledgerSetId,
        no: await nextNumber(db as never, ledgerSetId, doc.prefix, today),
        type: doc.content.type,
        status: document.status,
        version: document.version,
        declarer_id: people.declarer,
        department_id: departmentId,
        doc_date: today,
        reason: doc.content.reason,
        project: doc.content.project,
        amount: worked.figures.amount,
        content: JSON.stringify(doc.content),
        figures: JSON.stringify(worked.figures),
        process: document.process ? JSON.stringify(document.process) : null,
        step_index: document.stepIndex,
        approvals: JSON.stringify(document.approvals),
        ...awaitColumns(document),
        created_at: now,
        updated_at: now,
      })
      .execute();
    if (entries.length > 0) {
      await db
        .insertInto('claim_history')
        .values(
          entries.map((e) => ({
            claim_id: doc.id,
            version: e.version,
            action: e.action,
            actor_id: Number(e.actorId),
            at: e.at,
            from_status: e.from.status,
            from_step: e.from.stepIndex,
            to_status: e.to.status,
            to_step: e.to.stepIndex,
            step_key: e.stepKey,
            comment: e.comment,
            amount_change: null,
          })),
        )
        .execute();
    }
  }
}
