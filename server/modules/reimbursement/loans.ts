// The loan book behind 冲借款 and 还款: loans are approved loan documents (paid out), offsets and
// repayments are rows held while their document is in approval or approved (core holdsOffsets) and
// released when it is withdrawn, rejected or deleted. The loans concerned are locked FOR UPDATE
// before the book is read, so two claims offsetting one loan at once cannot both pass.
import type { LoanView } from '../../../src/core/contracts/reimbursement.ts';
import { type Money, sum } from '../../../src/core/money.ts';
import type { ClaimContent } from '../../../src/core/reimbursement/claim.ts';
import {
  type Loan,
  type LoanBook,
  type LoanStatus,
  loanOutstanding,
  loanStatus,
  offsetClaim,
  repay,
} from '../../../src/core/reimbursement/loans.ts';
import { refused } from '../../lib/errors.ts';
import type { Db, Trx } from './access.ts';
import { refusalError } from './documents.ts';

interface LoanRow {
  id: string;
  no: string;
  declarer_id: number;
  amount: string;
  doc_date: string;
  content: ClaimContent;
  status: string;
  department_id: number;
  reason: string;
}

/** The book of the given loans (approved ones only count as paid out), their offsets and repayments. */
async function bookOf(db: Db, loans: readonly LoanRow[]): Promise<LoanBook> {
  const paid = loans.filter((l) => l.status === 'approved');
  const ids = paid.map((l) => l.id);
  if (ids.length === 0) return { loans: [], offsets: [], repayments: [] };
  const [offsets, repayments] = await Promise.all([
    db.selectFrom('loan_offset').selectAll().where('loan_id', 'in', ids).execute(),
    db.selectFrom('loan_repayment').selectAll().where('loan_id', 'in', ids).execute(),
  ]);
  return {
    loans: paid.map(toLoan),
    offsets: offsets.map((o) => ({
      claimId: o.claim_id,
      loanId: o.loan_id,
      amount: o.amount as Money,
      on: o.on_date,
    })),
    repayments: repayments.map((r) => ({
      id: r.repayment_id,
      loanId: r.loan_id,
      amount: r.amount as Money,
      on: r.on_date,
    })),
  };
}

function toLoan(l: LoanRow): Loan {
  return {
    id: l.id,
    borrowerId: String(l.declarer_id),
    amount: l.amount as Money,
    paidOn: l.doc_date,
    dueDate: l.content.loanDueDate ?? l.doc_date,
  };
}

const loanColumns = [
  'id',
  'no',
  'declarer_id',
  'amount',
  'doc_date',
  'content',
  'status',
  'department_id',
  'reason',
] as const;

async function lockLoans(trx: Trx, ledgerSetId: number, ids: readonly string[]): Promise<LoanRow[]> {
  if (ids.length === 0) return [];
  return (await trx
    .selectFrom('claim')
    .select(loanColumns)
    .where('ledger_set_id', '=', ledgerSetId)
    .where('type', '=', 'loan')
    .where('id', 'in', [...ids])
    .orderBy('id')
    .forUpdate()
    .execute()) as LoanRow[];
}

/**
 * At submit: records a claim's offsets or a repayment against the loans it names, refused whole
 * when a loan is unknown, not the declarer's or owes less.
 */
export async function holdLoanEffects(
  trx: Trx,
  ledgerSetId: number,
  claim: { id: string; declarerId: number; amount: Money; content: ClaimContent; on: string },
): Promise<void> {
  const { content } = claim;
  const named =
    content.type === 'repayment' ? [content.repaidLoanId ?? ''] : content.offsets.map((o) => o.loanId);
  if (named.length === 0 || (named.length === 1 && named[0] === '')) return;
  const loans = await lockLoans(trx, ledgerSetId, named);
  for (const id of named) {
    const loan = loans.find((l) => l.id === id);
    if (!loan) throw refused(`借款单不存在或不属于当前账套（${id}）`);
    if (loan.status !== 'approved')
      throw refused(
        `借款单 ${loan.no} 尚未审批通过，不能${content.type === 'repayment' ? '还款' : '冲借款'}`,
      );
  }
  const book = await bookOf(trx, loans);
  if (content.type === 'repayment') {
    const loan = loans[0] as LoanRow;
    if (loan.declarer_id !== claim.declarerId) throw refused('只能归还本人的借款');
    const result = repay(book, { id: claim.id, loanId: loan.id, amount: claim.amount, on: claim.on });
    if (!result.ok) throw refusalError(result);
    await trx
      .insertInto('loan_repayment')
      .values({ repayment_id: claim.id, loan_id: loan.id, amount: claim.amount, on_date: claim.on })
      .execute();
    return;
  }
  const result = offsetClaim(book, {
    claimId: claim.id,
    claimantId: String(claim.declarerId),
    claimAmount: claim.amount,
    on: claim.on,
    lines: content.offsets,
  });
  if (!result.ok) throw refusalError(result);
  await trx
    .insertInto('loan_offset')
    .values(
      content.offsets.map((o) => ({
        claim_id: claim.id,
        loan_id: o.loanId,
        amount: o.amount,
        on_date: claim.on,
      })),
    )
    .execute();
}

/** Withdrawn, rejected or deleted: what the document offset or repaid is owed again. */
export async function releaseLoanEffects(trx: Trx, claimId: string): Promise<void> {
  await trx.deleteFrom('loan_offset').where('claim_id', '=', claimId).execute();
  await trx.deleteFrom('loan_repayment').where('repayment_id', '=', claimId).execute();
}

/** An approved loan with offsets or repayments against it stays paid out. */
export async function assertLoanUnsettled(trx: Trx, loanId: string): Promise<void> {
  const used =
    (await trx
      .selectFrom('loan_offset')
      .select('claim_id')
      .where('loan_id', '=', loanId)
      .executeTakeFirst()) ??
    (await trx
      .selectFrom('loan_repayment')
      .select('repayment_id')
      .where('loan_id', '=', loanId)
      .executeTakeFirst());
  if (used) throw refused('借款已被冲借款或还款，不能取消审批');
}

/**
 * The loans a document concerns: its offsets, the loan a repayment returns cash to, or a loan itself
 * (what is owed on it now; listed once it is approved, i.e. paid out).
 */
export function loansNamed(documentId: string, content: ClaimContent): string[] {
  const ids =
    content.type === 'loan'
      ? [documentId]
      : content.type === 'repayment'
        ? [content.repaidLoanId ?? '']
        : content.offsets.map((o) => o.loanId);
  return ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
}

/** 借款 with what was offset, repaid and is outstanding, for one borrower or all. */
export async function listLoans(
  db: Db,
  ledgerSetId: number,
  filter: {
    borrowerId: number | null;
    status?: LoanStatus | undefined;
    today: string;
    /** Only these loans (a document's offsets or repaid loan). */
    loanIds?: readonly string[];
  },
): Promise<LoanView[]> {
  if (filter.loanIds?.length === 0) return [];
  let q = db
    .selectFrom('claim')
    .select(loanColumns)
    .where('ledger_set_id', '=', ledgerSetId)
    .where('type', '=', 'loan')
    .where('status', '=', 'approved');
  if (filter.borrowerId !== null) q = q.where('declarer_id', '=', filter.borrowerId);
  if (filter.loanIds) q = q.where('id', 'in', [...filter.loanIds]);
  const loans = (await q.orderBy('doc_date', 'desc').orderBy('no', 'desc').execute()) as LoanRow[];
  const book = await bookOf(db, loans);
  const people = new Map(
    (
      await db
        .selectFrom('app_user')
        .select(['id', 'real_name'])
        .where('id', 'in', [0, ...new Set(loans.map((l) => l.declarer_id))])
        .execute()
    ).map((u) => [u.id, u.real_name]),
  );
  const depts = new Map(
    (
      await db
        .selectFrom('department')
        .select(['id', 'name'])
        .where('id', 'in', [0, ...new Set(loans.map((l) => l.department_id))])
        .execute()
    ).map((d) => [d.id, d.name]),
  );
  const views = loans.map((l): LoanView => {
    const loan = toLoan(l);
    const offset = book.offsets.filter((o) => o.loanId === l.id);
    const repaid = book.repayments.filter((r) => r.loanId === l.id);
    return {
      loanId: l.id,
      no: l.no,
      borrowerId: String(l.declarer_id),
      borrowerName: people.get(l.declarer_id) ?? '',
      departmentName: depts.get(l.department_id) ?? '',
      date: l.doc_date,
      dueDate: loan.dueDate,
      reason: l.reason,
      amount: loan.amount,
      offset: sum(offset.map((o) => o.amount)),
      repaid: sum(repaid.map((r) => r.amount)),
      outstanding: loanOutstanding(book, l.id),
      status: loanStatus(book, loan, filter.today),
    };
  });
  return filter.status ? views.filter((v) => v.status === filter.status) : views;
}
