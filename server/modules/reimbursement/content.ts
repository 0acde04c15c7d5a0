// A save request as the core's ClaimContent (amounts in canonical money form), and the checks only
// the database can make: the department is this ledger set's, each line's subject a leaf expense
// subject of its chart, the loans named are the declarer's approved ones.
import type { Infer } from 'superstruct';
import type { ClaimSave } from '../../../src/core/contracts/reimbursement.ts';
import { parseMoney } from '../../../src/core/money.ts';
import type { ClaimContent } from '../../../src/core/reimbursement/claim.ts';
import type { DocumentType } from '../../../src/core/reimbursement/types.ts';
import { badRequest } from '../../lib/errors.ts';
import type { Db } from './access.ts';

export type SaveInput = Infer<typeof ClaimSave>;

/** 单据编号 prefixes: 报销 差旅 借款 还款 备用 往来. */
export const numberPrefix: Readonly<Record<DocumentType, string>> = {
  expense: 'BX',
  travel: 'CL',
  loan: 'JK',
  repayment: 'HK',
  provision: 'BY',
  interAccount: 'WL',
};

export function toContent(input: SaveInput): ClaimContent {
  const t = input.travel;
  return {
    type: input.type,
    date: input.date,
    departmentId: input.departmentId,
    reason: input.reason,
    project: input.project,
    paymentMethod: input.paymentMethod,
    payee: input.payee,
    payeeBank: input.payeeBank,
    payeeAccount: input.payeeAccount,
    attachmentCount: input.attachmentCount,
    lines: input.lines.map((l) => ({ ...l, amount: parseMoney(l.amount) })),
    travel: t
      ? {
          ...t,
          legs: t.legs.map((l) => ({ ...l, fare: parseMoney(l.fare) })),
          stays: t.stays.map((s) => ({ ...s, invoicedAmount: parseMoney(s.invoicedAmount) })),
          otherAmount: parseMoney(t.otherAmount),
        }
      : null,
    enteredAmount: input.enteredAmount ? parseMoney(input.enteredAmount) : null,
    loanDueDate: input.loanDueDate ?? null,
    repaidLoanId: input.repaidLoanId?.toLowerCase() ?? null,
    offsets: input.offsets.map((o) => ({ loanId: o.loanId.toLowerCase(), amount: parseMoney(o.amount) })),
    invoices: (input.invoices ?? []).map((i) => ({ ...i, invoiceAmount: parseMoney(i.invoiceAmount) })),
  };
}

export async function checkReferences(
  db: Db,
  ledgerSetId: number,
  declarerId: number,
  content: ClaimContent,
): Promise<void> {
  const dept = await db
    .selectFrom('department')
    .select(['id', 'enabled'])
    .where('id', '=', content.departmentId)
    .where('ledger_set_id', '=', ledgerSetId)
    .executeTakeFirst();
  if (!dept) throw badRequest(`部门不存在或不属于当前账套（id ${content.departmentId}）`);
  if (!dept.enabled) throw badRequest('部门已停用，请选择其他部门');
  await checkSubjects(db, ledgerSetId, content);
  const loanIds = [
    ...content.offsets.map((o) => o.loanId),
    ...(content.type === 'repayment' && content.repaidLoanId ? [content.repaidLoanId] : []),
  ];
  if (new Set(content.offsets.map((o) => o.loanId)).size !== content.offsets.length) {
    throw badRequest('同一笔借款不能重复冲抵');
  }
  if (loanIds.length === 0) return;
  const loans = await db
    .selectFrom('claim')
    .select(['id', 'no', 'declarer_id', 'status'])
    .where('ledger_set_id', '=', ledgerSetId)
    .where('type', '=', 'loan')
    .where('id', 'in', loanIds)
    .execute();
  for (const id of loanIds) {
    const loan = loans.find((l) => l.id === id);
    if (!loan) throw badRequest(`借款单不存在或不属于当前账套（${id}）`);
    if (loan.declarer_id !== declarerId) throw badRequest(`借款单 ${loan.no} 不是本人的借款`);
    if (loan.status !== 'approved') throw badRequest(`借款单 ${loan.no} 尚未审批通过`);
  }
}

async function checkSubjects(db: Db, ledgerSetId: number, content: ClaimContent): Promise<void> {
  const codes = [...new Set(content.lines.map((l) => l.subjectCode))];
  if (codes.length === 0) return;
  const rows = await db
    .selectFrom('subject')
    .select(['code', 'name', 'is_leaf', 'enabled', 'category'])
    .where('ledger_set_id', '=', ledgerSetId)
    .where('code', 'in', codes)
    .execute();
  for (const [index, line] of content.lines.entries()) {
    const where = `费用明细第${index + 1}行`;
    const subject = rows.find((r) => r.code === line.subjectCode);
    if (!subject) throw badRequest(`${where}：支出科目 ${line.subjectCode} 不存在`);
    if (subject.category !== '支出') {
      throw badRequest(`${where}：${subject.code} ${subject.name} 不是支出科目`);
    }
    if (!subject.is_leaf)
      throw badRequest(`${where}：${subject.code} ${subject.name} 不是末级科目，请选择明细科目`);
    if (!subject.enabled) throw badRequest(`${where}：${subject.code} ${subject.name} 已停用`);
  }
}
