// 出纳现金账户 and 出纳银行账户: the cashier's own accounts, each tied to an end-level 101/102 subject
// (one account per subject, so the check against the ledger is one to one); a bank account is the
// cashier's book of one of the unit's bank accounts and books in that account's subject. The
// opening (date, balance, subject) is fixed once a cashier month since it has been closed.
import type { AccountKind } from '../../../src/core/cashier/types.ts';
import type { CashierAccount } from '../../../src/core/contracts/cashier.ts';
import { toCents } from '../../../src/core/money.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { cashierSubject, getAccount, type Trx } from './common.ts';

export interface CashierAccountInput {
  id?: number | null | undefined;
  kind: AccountKind;
  code: string;
  name: string;
  subjectCode: string;
  bankAccountId?: number | null | undefined;
  openedOn: string;
  openingBalance: string;
  version?: number | null | undefined;
}

function checkVersion(current: CashierAccount, edited: number | null | undefined) {
  if (edited !== undefined && edited !== null && edited !== current.version) {
    throw conflict(
      `出纳账户 ${current.code} ${current.name} 已被其他人修改（当前版本 ${current.version}，您编辑的是版本 ${edited}），请刷新后重新编辑`,
      { currentVersion: current.version },
    );
  }
}

async function checkBankAccount(trx: Trx, ledgerSetId: number, input: CashierAccountInput, changed: boolean) {
  if (input.kind === 'cash') {
    if (input.bankAccountId) throw badRequest('现金账户不关联银行账户');
    return null;
  }
  if (!input.bankAccountId) throw badRequest('银行账户不能为空');
  const bank = await trx
    .selectFrom('bank_account')
    .select(['id', 'subject_code', 'account_no', 'bank_name', 'enabled'])
    .where('ledger_set_id', '=', ledgerSetId)
    .where('id', '=', input.bankAccountId)
    .executeTakeFirst();
  if (!bank) throw badRequest(`银行账户不存在或不属于当前账套（id ${input.bankAccountId}）`);
  if (changed && !bank.enabled) throw badRequest(`银行账户 ${bank.bank_name} ${bank.account_no} 已停用`);
  if (bank.subject_code !== input.subjectCode) {
    throw badRequest(
      `银行账户 ${bank.bank_name} ${bank.account_no} 对应科目 ${bank.subject_code}，出纳银行账户应使用同一科目`,
    );
  }
  return bank.id;
}

async function checkUnique(trx: Trx, ledgerSetId: number, input: CashierAccountInput, id: number | null) {
  let q = trx
    .selectFrom('cashier_account')
    .select(['code', 'name', 'subject_code', 'bank_account_id'])
    .where('ledger_set_id', '=', ledgerSetId)
    .where((w) =>
      w.or([
        w('code', '=', input.code),
        w('subject_code', '=', input.subjectCode),
        ...(input.bankAccountId ? [w('bank_account_id', '=', input.bankAccountId)] : []),
      ]),
    );
  if (id !== null) q = q.where('id', '<>', id);
  const other = await q.executeTakeFirst();
  if (!other) return;
  if (other.code === input.code) throw badRequest(`账户编码已存在：${input.code}`);
  throw badRequest(
    `出纳账户 ${other.code} ${other.name} 已使用科目 ${other.subject_code}，一个科目只能设一个出纳账户`,
  );
}

/** The earliest closed cashier month on or after the month of `date`, if any. */
async function closedSince(trx: Trx, ledgerSetId: number, date: string) {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return trx
    .selectFrom('cashier_period')
    .select(['year', 'month'])
    .where('ledger_set_id', '=', ledgerSetId)
    .where((w) => w.or([w('year', '>', year), w.and([w('year', '=', year), w('month', '>=', month)])]))
    .orderBy('year')
    .orderBy('month')
    .executeTakeFirst();
}

async function checkOpeningChange(
  trx: Trx,
  ledgerSetId: number,
  current: CashierAccount,
  input: CashierAccountInput,
) {
  const moved =
    current.openedOn !== input.openedOn ||
    toCents(current.openingBalance) !== toCents(input.openingBalance) ||
    current.subjectCode !== input.subjectCode;
  if (!moved) return;
  const [from] = [current.openedOn, input.openedOn].sort();
  const closed = await closedSince(trx, ledgerSetId, from as string);
  if (closed) {
    throw badRequest(
      `出纳${closed.year}年${closed.month}月已结账，不能再更改账户 ${current.code} 的启用日期、期初余额或对应科目`,
    );
  }
  const early = await trx
    .selectFrom('cashier_entry')
    .select('entry_date')
    .where('account_id', '=', current.id)
    .where('entry_date', '<', input.openedOn)
    .orderBy('entry_date')
    .executeTakeFirst();
  if (early) throw badRequest(`账户已有 ${early.entry_date} 的出纳账，启用日期不能晚于该日`);
}

export async function saveCashierAccount(trx: Trx, ledgerSetId: number, input: CashierAccountInput) {
  const id = input.id ?? null;
  const current = id === null ? null : await getAccount(trx, ledgerSetId, id);
  if (current) {
    checkVersion(current, input.version);
    if (current.kind !== input.kind) throw badRequest('账户类型不能更改');
  }
  await cashierSubject(trx, ledgerSetId, input.subjectCode, input.kind);
  const changedBank = current === null || current.bankAccountId !== (input.bankAccountId ?? null);
  const bankAccountId = await checkBankAccount(trx, ledgerSetId, input, changedBank);
  await checkUnique(trx, ledgerSetId, input, id);
  const values = {
    code: input.code,
    name: input.name,
    subject_code: input.subjectCode,
    bank_account_id: bankAccountId,
    opened_on: input.openedOn,
    opening_balance: input.openingBalance,
  };
  if (current === null) {
    const row = await trx
      .insertInto('cashier_account')
      .values({ ledger_set_id: ledgerSetId, kind: input.kind, ...values })
      .returning('id')
      .executeTakeFirstOrThrow();
    return getAccount(trx, ledgerSetId, row.id);
  }
  await checkOpeningChange(trx, ledgerSetId, current, input);
  await trx
    .updateTable('cashier_account')
    .set({ ...values, version: current.version + 1, updated_at: new Date() })
    .where('id', '=', current.id)
    .execute();
  return getAccount(trx, ledgerSetId, current.id);
}

export async function setCashierAccountEnabled(
  trx: Trx,
  ledgerSetId: number,
  input: { id: number; enabled: boolean; version?: number | null | undefined },
) {
  const current = await getAccount(trx, ledgerSetId, input.id);
  checkVersion(current, input.version);
  if (current.enabled === input.enabled) return current;
  await trx
    .updateTable('cashier_account')
    .set({ enabled: input.enabled, version: current.version + 1, updated_at: new Date() })
    .where('id', '=', current.id)
    .execute();
  return getAccount(trx, ledgerSetId, current.id);
}

export async function deleteCashierAccount(
  trx: Trx,
  ledgerSetId: number,
  input: { id: number; version?: number | null | undefined },
) {
  const current = await getAccount(trx, ledgerSetId, input.id);
  checkVersion(current, input.version);
  const entry = await trx
    .selectFrom('cashier_entry')
    .select('id')
    .where('account_id', '=', current.id)
    .executeTakeFirst();
  if (entry) throw badRequest(`出纳账户 ${current.code} ${current.name} 已有出纳账，不能删除（可以停用）`);
  const cheque = await trx
    .selectFrom('cheque_purchase')
    .select('id')
    .where('account_id', '=', current.id)
    .executeTakeFirst();
  if (cheque) throw badRequest(`出纳账户 ${current.code} ${current.name} 已登记支票，不能删除（可以停用）`);
  await trx.deleteFrom('cashier_account').where('id', '=', current.id).execute();
  return { id: current.id };
}
