// What the cashier's services share: the cashier-book lock, the accounts as the API answers them, and
// the check that a subject is an end-level cash or bank subject of the ledger set.
import { type Kysely, sql, type Transaction } from 'kysely';
import type { AccountKind } from '../../../src/core/cashier/types.ts';
import type { CashierAccount } from '../../../src/core/contracts/cashier.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';

export type Db = Kysely<Database> | Transaction<Database>;
export type Trx = Transaction<Database>;

/** The first key of the two-key advisory lock: 'CASH' (the books use 'VCHR'). */
const CASHIER_LOCK = 0x43415348;

/**
 * Entry writes hold the cashier book's lock shared; closing and reopening a month hold it
 * exclusively, so a month never closes under an entry being saved into it.
 */
export async function lockCashier(trx: Trx, ledgerSetId: number, mode: 'shared' | 'exclusive') {
  const lock =
    mode === 'shared'
      ? sql`pg_advisory_xact_lock_shared(${CASHIER_LOCK}::int, ${ledgerSetId}::int)`
      : sql`pg_advisory_xact_lock(${CASHIER_LOCK}::int, ${ledgerSetId}::int)`;
  await sql`select ${lock}`.execute(trx);
}

/** Whether the cashier month of `date` is closed. */
export async function cashierMonthClosed(db: Db, ledgerSetId: number, date: string): Promise<boolean> {
  const row = await db
    .selectFrom('cashier_period')
    .select('month')
    .where('ledger_set_id', '=', ledgerSetId)
    .where('year', '=', Number(date.slice(0, 4)))
    .where('month', '=', Number(date.slice(5, 7)))
    .executeTakeFirst();
  return row !== undefined;
}

export const closedMonthRefusal = (date: string) =>
  badRequest(
    `出纳${Number(date.slice(0, 4))}年${Number(date.slice(5, 7))}月已结账，不能再登记、修改或删除该月的出纳账`,
  );

/** The roots of the ledger set's cash and bank subjects (其他科目设置; default 101 and 102). */
export async function cashRoots(db: Db, ledgerSetId: number): Promise<Record<AccountKind, string[]>> {
  const row = await db
    .selectFrom('subject_setting')
    .select(['cash_codes', 'bank_codes'])
    .where('ledger_set_id', '=', ledgerSetId)
    .executeTakeFirst();
  const codes = (text: string | undefined, fallback: string) =>
    (text ?? fallback)
      .split(',')
      .map((c) => c.trim())
      .filter((c) => c !== '');
  return { cash: codes(row?.cash_codes, '101'), bank: codes(row?.bank_codes, '102') };
}

const KIND_NAME: Record<AccountKind, string> = { cash: '现金', bank: '银行存款' };

/** The subject, checked to be an enabled end-level subject under the kind's roots. */
export async function cashierSubject(
  db: Db,
  ledgerSetId: number,
  code: string,
  kind: AccountKind,
): Promise<{ code: string; name: string }> {
  const subject = await db
    .selectFrom('subject')
    .select(['code', 'name', 'is_leaf', 'enabled'])
    .where('ledger_set_id', '=', ledgerSetId)
    .where('code', '=', code)
    .executeTakeFirst();
  if (!subject) throw badRequest(`科目 ${code} 不存在`);
  const roots = (await cashRoots(db, ledgerSetId))[kind];
  if (!roots.some((r) => code.startsWith(r))) {
    throw badRequest(
      `科目 ${code} ${subject.name} 不是${KIND_NAME[kind]}科目（${roots.join('、')}及其下级）`,
    );
  }
  if (!subject.is_leaf) throw badRequest(`科目 ${code} ${subject.name} 不是末级科目，请选择其下级明细科目`);
  if (!subject.enabled) throw badRequest(`科目 ${code} ${subject.name} 已停用`);
  return { code: subject.code, name: subject.name };
}

export function accountQuery(db: Db, ledgerSetId: number) {
  return db
    .selectFrom('cashier_account as a')
    .leftJoin('subject as s', (j) =>
      j.onRef('s.ledger_set_id', '=', 'a.ledger_set_id').onRef('s.code', '=', 'a.subject_code'),
    )
    .leftJoin('bank_account as b', 'b.id', 'a.bank_account_id')
    .select([
      'a.id',
      'a.kind',
      'a.code',
      'a.name',
      'a.subject_code',
      's.name as subject_name',
      'a.bank_account_id',
      'b.bank_name',
      'b.account_no',
      'a.opened_on',
      'a.opening_balance',
      'a.enabled',
      'a.version',
    ])
    .where('a.ledger_set_id', '=', ledgerSetId);
}

type AccountRow = Awaited<ReturnType<ReturnType<typeof accountQuery>['executeTakeFirstOrThrow']>>;

export function toAccount(r: AccountRow): CashierAccount {
  return {
    id: r.id,
    kind: r.kind,
    code: r.code,
    name: r.name,
    subjectCode: r.subject_code,
    subjectName: r.subject_name ?? '',
    bankAccountId: r.bank_account_id,
    bankName: r.bank_name,
    accountNo: r.account_no,
    openedOn: r.opened_on,
    openingBalance: String(r.opening_balance),
    enabled: r.enabled,
    version: r.version,
  };
}

export async function listAccounts(db: Db, ledgerSetId: number, includeDisabled = true) {
  let q = accountQuery(db, ledgerSetId);
  if (!includeDisabled) q = q.where('a.enabled', '=', true);
  const rows = await q.orderBy('a.kind', 'desc').orderBy('a.code').execute();
  return rows.map(toAccount);
}

export async function getAccount(db: Db, ledgerSetId: number, id: number): Promise<CashierAccount> {
  const row = await accountQuery(db, ledgerSetId).where('a.id', '=', id).executeTakeFirst();
  if (!row) throw badRequest(`出纳账户不存在或不属于当前账套（id ${id}）`);
  return toAccount(row);
}

export const accountLabel = (a: Pick<CashierAccount, 'code' | 'name'>) => `${a.code} ${a.name}`;
