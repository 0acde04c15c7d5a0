// 银行账户 (settings/bankAccount): the unit's accounts at its banks, each booked in its own end-level
// 102 subject (102条五: one bank journal per bank and deposit type). An account a cashier bank account
// is tied to cannot be deleted; it may be disabled.
import type { BankAccount, DepositType } from '../../../src/core/contracts/bank-account.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { cashierSubject, type Db, type Trx } from './common.ts';

export interface BankAccountInput {
  id?: number | null | undefined;
  bankName: string;
  accountName: string;
  accountNo: string;
  depositType: DepositType;
  subjectCode: string;
  openedOn: string;
  remark: string;
  version?: number | null | undefined;
}

function viewQuery(db: Db, ledgerSetId: number) {
  return db
    .selectFrom('bank_account as b')
    .leftJoin('subject as s', (j) =>
      j.onRef('s.ledger_set_id', '=', 'b.ledger_set_id').onRef('s.code', '=', 'b.subject_code'),
    )
    .select([
      'b.id',
      'b.bank_name',
      'b.account_name',
      'b.account_no',
      'b.deposit_type',
      'b.subject_code',
      's.name as subject_name',
      'b.opened_on',
      'b.remark',
      'b.enabled',
      'b.version',
    ])
    .where('b.ledger_set_id', '=', ledgerSetId);
}

type Row = Awaited<ReturnType<ReturnType<typeof viewQuery>['executeTakeFirstOrThrow']>>;

const toView = (r: Row): BankAccount => ({
  id: r.id,
  bankName: r.bank_name,
  accountName: r.account_name,
  accountNo: r.account_no,
  depositType: r.deposit_type as DepositType,
  subjectCode: r.subject_code,
  subjectName: r.subject_name ?? '',
  openedOn: r.opened_on,
  remark: r.remark,
  enabled: r.enabled,
  version: r.version,
});

export async function listBankAccounts(db: Db, ledgerSetId: number, includeDisabled: boolean) {
  let q = viewQuery(db, ledgerSetId);
  if (!includeDisabled) q = q.where('b.enabled', '=', true);
  return (await q.orderBy('b.subject_code').execute()).map(toView);
}

async function getBankAccount(db: Db, ledgerSetId: number, id: number): Promise<BankAccount> {
  const row = await viewQuery(db, ledgerSetId).where('b.id', '=', id).executeTakeFirst();
  if (!row) throw badRequest(`银行账户不存在或不属于当前账套（id ${id}）`);
  return toView(row);
}

function checkVersion(current: BankAccount, edited: number | null | undefined) {
  if (edited !== undefined && edited !== null && edited !== current.version) {
    throw conflict(
      `银行账户 ${current.accountNo} 已被其他人修改（当前版本 ${current.version}，您编辑的是版本 ${edited}），请刷新后重新编辑`,
      { currentVersion: current.version },
    );
  }
}

async function checkUnique(trx: Trx, ledgerSetId: number, input: BankAccountInput, id: number | null) {
  let q = trx
    .selectFrom('bank_account')
    .select(['account_no', 'subject_code', 'bank_name'])
    .where('ledger_set_id', '=', ledgerSetId)
    .where((w) => w.or([w('account_no', '=', input.accountNo), w('subject_code', '=', input.subjectCode)]));
  if (id !== null) q = q.where('id', '<>', id);
  const other = await q.executeTakeFirst();
  if (!other) return;
  if (other.account_no === input.accountNo) throw badRequest(`账号已登记：${input.accountNo}`);
  throw badRequest(
    `科目 ${input.subjectCode} 已对应银行账户 ${other.bank_name} ${other.account_no}，一个科目只能对应一个银行账户`,
  );
}

export async function saveBankAccount(trx: Trx, ledgerSetId: number, raw: BankAccountInput) {
  const input = { ...raw, accountNo: raw.accountNo.replace(/\s+/g, '') };
  const id = input.id ?? null;
  const current = id === null ? null : await getBankAccount(trx, ledgerSetId, id);
  if (current) checkVersion(current, input.version);
  await cashierSubject(trx, ledgerSetId, input.subjectCode, 'bank');
  const values = {
    bank_name: input.bankName,
    account_name: input.accountName,
    account_no: input.accountNo,
    deposit_type: input.depositType,
    subject_code: input.subjectCode,
    opened_on: input.openedOn,
    remark: input.remark,
  };
  if (current !== null && current.subjectCode !== input.subjectCode) {
    // The cashier bank account tied to it books in the same subject: keep them one.
    const tied = await trx
      .selectFrom('cashier_account')
      .select(['code', 'name'])
      .where('bank_account_id', '=', current.id)
      .executeTakeFirst();
    if (tied) {
      throw badRequest(`出纳银行账户 ${tied.code} ${tied.name} 使用此银行账户，不能更改其对应科目`);
    }
  }
  await checkUnique(trx, ledgerSetId, input, id);
  if (current === null) {
    const row = await trx
      .insertInto('bank_account')
      .values({ ledger_set_id: ledgerSetId, ...values })
      .returning('id')
      .executeTakeFirstOrThrow();
    return getBankAccount(trx, ledgerSetId, row.id);
  }
  await trx
    .updateTable('bank_account')
    .set({ ...values, version: current.version + 1, updated_at: new Date() })
    .where('id', '=', current.id)
    .execute();
  return getBankAccount(trx, ledgerSetId, current.id);
}

export async function setBankAccountEnabled(
  trx: Trx,
  ledgerSetId: number,
  input: { id: number; enabled: boolean; version?: number | null | undefined },
) {
  const current = await getBankAccount(trx, ledgerSetId, input.id);
  checkVersion(current, input.version);
  if (current.enabled === input.enabled) return current;
  await trx
    .updateTable('bank_account')
    .set({ enabled: input.enabled, version: current.version + 1, updated_at: new Date() })
    .where('id', '=', current.id)
    .execute();
  return getBankAccount(trx, ledgerSetId, current.id);
}

export async function deleteBankAccount(
  trx: Trx,
  ledgerSetId: number,
  input: { id: number; version?: number | null | undefined },
) {
  const current = await getBankAccount(trx, ledgerSetId, input.id);
  checkVersion(current, input.version);
  const tied = await trx
    .selectFrom('cashier_account')
    .select(['code', 'name'])
    .where('bank_account_id', '=', current.id)
    .executeTakeFirst();
  if (tied) throw badRequest(`出纳银行账户 ${tied.code} ${tied.name} 使用此银行账户，不能删除（可以停用）`);
  await trx.deleteFrom('bank_account').where('id', '=', current.id).execute();
  return { id: current.id };
}
