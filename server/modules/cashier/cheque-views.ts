// The cheque register as the API answers it: each cheque with its account, purchase and what paid
// it (an entry of the cashier book or a voucher, by its number now), and the ranges bought.
import { centsOf } from '../../../src/core/books/figures.ts';
import type { ChequeType } from '../../../src/core/cashier/types.ts';
import type { Cheque, ChequePurchase } from '../../../src/core/contracts/cheque.ts';
import { fromCents } from '../../../src/core/money.ts';
import { badRequest } from '../../lib/errors.ts';
import type { Db } from './common.ts';

export function chequeQuery(db: Db, ledgerSetId: number) {
  return db
    .selectFrom('cheque as c')
    .innerJoin('cashier_account as a', 'a.id', 'c.account_id')
    .innerJoin('cheque_purchase as p', 'p.id', 'c.purchase_id')
    .leftJoin('cashier_entry as e', 'e.id', 'c.entry_id')
    .leftJoin('voucher as v', 'v.id', 'c.voucher_id')
    .select([
      'c.id',
      'c.purchase_id',
      'c.account_id',
      'a.code as account_code',
      'a.name as account_name',
      'c.cheque_type',
      'c.cheque_no',
      'c.state',
      'p.bought_on',
      'c.issued_on',
      'c.holder',
      'c.department',
      'c.purpose',
      'c.limit_amount',
      'c.payee',
      'c.approver',
      'c.written_off_on',
      'c.amount',
      'c.entry_id',
      'c.voucher_id',
      'e.entry_date',
      'e.summary as entry_summary',
      'v.voucher_type',
      'v.voucher_no',
      'c.voided_on',
      'c.void_reason',
      'c.version',
    ])
    .where('c.ledger_set_id', '=', ledgerSetId);
}

type Row = Awaited<ReturnType<ReturnType<typeof chequeQuery>['executeTakeFirstOrThrow']>>;

const money = (v: string | null) => (v === null ? null : fromCents(centsOf(v)));

function paidBy(r: Row): string | null {
  if (r.entry_id !== null && r.entry_date !== null)
    return `出纳账 ${r.entry_date} ${r.entry_summary ?? ''}`.trim();
  if (r.voucher_id !== null)
    return r.voucher_type !== null ? `${r.voucher_type}-${r.voucher_no}` : '凭证已删除';
  return null;
}

export function toView(r: Row): Cheque {
  return {
    id: r.id,
    purchaseId: r.purchase_id,
    accountId: r.account_id,
    accountLabel: `${r.account_code} ${r.account_name}`,
    chequeType: r.cheque_type as ChequeType,
    chequeNo: r.cheque_no,
    state: r.state,
    boughtOn: r.bought_on,
    issuedOn: r.issued_on,
    holder: r.holder,
    department: r.department,
    purpose: r.purpose,
    limitAmount: money(r.limit_amount),
    payee: r.payee,
    approver: r.approver,
    writtenOffOn: r.written_off_on,
    amount: money(r.amount),
    entryId: r.entry_id,
    voucherId: r.voucher_id,
    paidBy: paidBy(r),
    voidedOn: r.voided_on,
    voidReason: r.void_reason,
    version: r.version,
  };
}

export async function listCheques(db: Db, ledgerSetId: number): Promise<Cheque[]> {
  const rows = await chequeQuery(db, ledgerSetId).orderBy('a.code').orderBy('c.cheque_no').execute();
  return rows.map(toView);
}

export async function getCheque(db: Db, ledgerSetId: number, id: number): Promise<Cheque> {
  const row = await chequeQuery(db, ledgerSetId).where('c.id', '=', id).executeTakeFirst();
  if (!row) throw badRequest(`支票不存在或不属于当前账套（id ${id}）`);
  return toView(row);
}

export function purchaseQuery(db: Db, ledgerSetId: number) {
  return db
    .selectFrom('cheque_purchase as p')
    .innerJoin('cashier_account as a', 'a.id', 'p.account_id')
    .leftJoin('app_user as u', 'u.id', 'p.created_by')
    .select([
      'p.id',
      'p.account_id',
      'a.code',
      'a.name',
      'p.cheque_type',
      'p.prefix',
      'p.start_no',
      'p.end_no',
      'p.bought_on',
      'p.remark',
      'u.real_name',
    ])
    .where('p.ledger_set_id', '=', ledgerSetId);
}

type PurchaseRow = Awaited<ReturnType<ReturnType<typeof purchaseQuery>['executeTakeFirstOrThrow']>>;

export const toPurchase = (r: PurchaseRow): ChequePurchase => ({
  id: r.id,
  accountId: r.account_id,
  accountLabel: `${r.code} ${r.name}`,
  chequeType: r.cheque_type as ChequeType,
  prefix: r.prefix,
  start: r.start_no,
  end: r.end_no,
  count: Number(BigInt(r.end_no) - BigInt(r.start_no) + 1n),
  boughtOn: r.bought_on,
  remark: r.remark,
  createdBy: r.real_name ?? '',
});

export async function listPurchases(db: Db, ledgerSetId: number): Promise<ChequePurchase[]> {
  const rows = await purchaseQuery(db, ledgerSetId)
    .orderBy('p.bought_on', 'desc')
    .orderBy('p.id', 'desc')
    .execute();
  return rows.map(toPurchase);
}
