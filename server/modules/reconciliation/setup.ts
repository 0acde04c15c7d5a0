// The setup of reconciliation: 对账方式设置 (settings), 指定对账科目 (which end-level bank subjects,
// with their bank account), 对账启用日期, both sides' opening (调整前余额 and 期初未达账), and the
// confirmation that the two adjusted opening balances agree.
import { sql, type Transaction } from 'kysely';
import type {
  BankSubject,
  OpeningItem,
  OpeningView,
  ReconAccount,
  ReconSettings,
} from '../../../src/core/contracts/reconciliation.ts';
import { fromCents, type Money, parseMoney, toCents } from '../../../src/core/money.ts';
import { openingStatement } from '../../../src/core/reconciliation/statement.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict, refused } from '../../lib/errors.ts';
import { bookBalanceBefore } from './book-source.ts';
import { refuseRows } from './import.ts';
import { type Db, lockAccount, readSettings, requireAccount } from './state.ts';

type Trx = Transaction<Database>;

export async function saveSettings(
  trx: Trx,
  ledgerSetId: number,
  input: {
    bySettleNo: boolean;
    windowDays: number;
    includeUnposted: boolean;
    longDays: number;
    version?: number;
  },
): Promise<ReconSettings> {
  const current = await readSettings(trx, ledgerSetId);
  if (input.version !== undefined && input.version !== current.version)
    throw conflict('对账方式已被他人修改，请刷新后重试');
  await sql`
    insert into recon_setting as s (ledger_set_id, by_settle_no, window_days, include_unposted, long_days)
    values (${ledgerSetId}, ${input.bySettleNo}, ${input.windowDays}, ${input.includeUnposted}, ${input.longDays})
    on conflict (ledger_set_id) do update set by_settle_no = excluded.by_settle_no,
      window_days = excluded.window_days, include_unposted = excluded.include_unposted,
      long_days = excluded.long_days, version = s.version + 1, updated_at = now()
  `.execute(trx);
  return readSettings(trx, ledgerSetId);
}

/** End-level subjects under 102 银行存款 (and 102 itself when it has no children). */
export async function bankSubjects(db: Db, ledgerSetId: number): Promise<BankSubject[]> {
  const rows = await sql<{
    code: string;
    name: string;
    enabled: boolean;
    full_name: string;
    reconciled: boolean;
  }>`
    select s.code, s.name, s.enabled,
      coalesce((select p.name || '-' from subject p where p.ledger_set_id = s.ledger_set_id
        and p.code = s.parent_code), '') || s.name as full_name,
      exists (select 1 from recon_account a where a.ledger_set_id = s.ledger_set_id
        and a.subject_code = s.code) as reconciled
    from subject s
    where s.ledger_set_id = ${ledgerSetId} and s.code like '102%' and s.is_leaf
    order by s.code
  `.execute(db);
  return rows.rows.map((r) => ({
    code: r.code,
    name: r.name,
    fullName: r.full_name,
    enabled: r.enabled,
    reconciled: r.reconciled,
  }));
}

export async function saveAccount(
  trx: Trx,
  ledgerSetId: number,
  input: { subjectCode: string; bankAccountNo: string; bankName: string },
): Promise<ReconAccount> {
  const subject = (await bankSubjects(trx, ledgerSetId)).find((s) => s.code === input.subjectCode);
  if (!subject)
    throw badRequest(`科目 ${input.subjectCode} 不是银行存款（102）下的末级科目，不能用于银行对账`);
  const accountNo = input.bankAccountNo.replace(/[\s-]/g, '');
  await sql`
    insert into recon_account as a (ledger_set_id, subject_code, bank_account_no, bank_name)
    values (${ledgerSetId}, ${input.subjectCode}, ${accountNo}, ${input.bankName})
    on conflict (ledger_set_id, subject_code) do update set bank_account_no = excluded.bank_account_no,
      bank_name = excluded.bank_name, version = a.version + 1, updated_at = now()
  `.execute(trx);
  return requireAccount(trx, ledgerSetId, input.subjectCode);
}

export async function removeAccount(trx: Trx, ledgerSetId: number, subjectCode: string) {
  const account = await lockAccount(trx, ledgerSetId, subjectCode);
  if (account.statementLines > 0 || account.confirmedAt)
    throw refused(`对账科目 ${subjectCode} 已有对账单或已确认期初，不能取消指定`);
  await trx
    .deleteFrom('recon_account')
    .where('ledger_set_id', '=', ledgerSetId)
    .where('subject_code', '=', subjectCode)
    .execute();
  return { subjectCode };
}

function assertVersion(account: ReconAccount, version: number) {
  if (account.version !== version) throw conflict('对账科目的设置已被他人修改，请刷新后重试');
}

function assertOpen(account: ReconAccount, what: string) {
  if (account.confirmedAt) throw refused(`对账期初已确认，不能修改${what}；如需修改请先取消确认`);
}

export async function setStartDate(
  trx: Trx,
  ledgerSetId: number,
  input: { subjectCode: string; startDate: string; version: number },
): Promise<ReconAccount> {
  const account = await lockAccount(trx, ledgerSetId, input.subjectCode);
  assertVersion(account, input.version);
  assertOpen(account, '对账启用日期');
  const dates = await sql<{ first_line: string | null; last_opening: string | null }>`
    select
      (select min(txn_date)::text from bank_statement_line where ledger_set_id = ${ledgerSetId}
        and subject_code = ${input.subjectCode} and not opening) as first_line,
      (select max(d)::text from (
        select txn_date as d from bank_statement_line where ledger_set_id = ${ledgerSetId}
          and subject_code = ${input.subjectCode} and opening
        union all
        select txn_date from recon_book_opening where ledger_set_id = ${ledgerSetId}
          and subject_code = ${input.subjectCode}) o) as last_opening
  `.execute(trx);
  const { first_line: firstLine, last_opening: lastOpening } = dates.rows[0] ?? {};
  if (firstLine && firstLine < input.startDate)
    throw refused(`已导入 ${firstLine} 的银行对账单，对账启用日期不能晚于该日期`);
  if (lastOpening && lastOpening >= input.startDate)
    throw refused(`期初未达账项的日期 ${lastOpening} 应早于对账启用日期，请先修改期初未达账`);
  await trx
    .updateTable('recon_account')
    .set({ start_date: input.startDate, version: account.version + 1, updated_at: new Date() })
    .where('ledger_set_id', '=', ledgerSetId)
    .where('subject_code', '=', input.subjectCode)
    .execute();
  return requireAccount(trx, ledgerSetId, input.subjectCode);
}

const signed = (receipt: string, payment: string): Money => fromCents(toCents(receipt) - toCents(payment));

export async function openingView(db: Db, ledgerSetId: number, subjectCode: string): Promise<OpeningView> {
  const account = await requireAccount(db, ledgerSetId, subjectCode);
  const [bookRows, bankRows] = await Promise.all([
    db
      .selectFrom('recon_book_opening')
      .selectAll()
      .where('ledger_set_id', '=', ledgerSetId)
      .where('subject_code', '=', subjectCode)
      .orderBy('txn_date')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('bank_statement_line')
      .selectAll()
      .where('ledger_set_id', '=', ledgerSetId)
      .where('subject_code', '=', subjectCode)
      .where('opening', '=', true)
      .orderBy('txn_date')
      .orderBy('id')
      .execute(),
  ]);
  const item = (
    id: number,
    date: string,
    summary: string,
    settleNo: string,
    receipt: string,
    payment: string,
    matched: boolean,
  ): OpeningItem => ({
    id,
    date,
    summary,
    settleNo,
    receipt: parseMoney(receipt),
    payment: parseMoney(payment),
    matched,
  });
  const bookItems = bookRows.map((r) =>
    item(Number(r.id), r.txn_date, r.summary, r.settle_no, r.debit, r.credit, r.match_id !== null),
  );
  const bankItems = bankRows.map((r) =>
    item(Number(r.id), r.txn_date, r.summary, r.settle_no, r.receipt, r.payment, r.match_id !== null),
  );
  const ledgerBalance = account.startDate
    ? await bookBalanceBefore(db, ledgerSetId, subjectCode, account.startDate)
    : null;
  const statement = openingStatement({
    bookOpening: account.bookOpening,
    bankOpening: account.bankOpening,
    bookItems: bookItems.map((i) => ({ amount: signed(i.receipt, i.payment) })),
    bankItems: bankItems.map((i) => ({ amount: signed(i.receipt, i.payment) })),
  });
  return { account, ledgerBalance, bookItems, bankItems, statement };
}

interface OpeningInput {
  subjectCode: string;
  balance: string;
  items: Array<{ date: string; summary: string; settleNo?: string; receipt: string; payment: string }>;
  version: number;
}

/** Checks the items of an opening: dated before the start, one of 收入/支出 each; 第N行 messages. */
function checkItems(items: OpeningInput['items'], startDate: string): string[] {
  const problems: string[] = [];
  items.forEach((item, i) => {
    const wrong: string[] = [];
    if (item.date >= startDate) wrong.push(`日期 ${item.date} 应早于对账启用日期 ${startDate}`);
    const r = toCents(item.receipt.replace(/,/g, ''));
    const p = toCents(item.payment.replace(/,/g, ''));
    if ((r === 0n) === (p === 0n)) wrong.push('收入金额和支出金额应填且只填一个');
    if (wrong.length > 0) problems.push(`第${i + 1}行：${wrong.join('；')}`);
  });
  return problems;
}

export async function saveOpening(
  trx: Trx,
  ledgerSetId: number,
  side: 'book' | 'bank',
  input: OpeningInput,
): Promise<OpeningView> {
  const account = await lockAccount(trx, ledgerSetId, input.subjectCode);
  assertVersion(account, input.version);
  assertOpen(account, side === 'book' ? '单位日记账期初' : '银行对账单期初');
  if (!account.startDate) throw refused('请先设置对账启用日期');
  const problems = checkItems(input.items, account.startDate);
  if (problems.length > 0)
    refuseRows(`期初未达账有 ${problems.length} 行不正确：\n${problems.join('\n')}`, problems);
  const where = { ledger_set_id: ledgerSetId, subject_code: input.subjectCode };
  const amounts = (item: OpeningInput['items'][number]) => ({
    receipt: parseMoney(item.receipt.replace(/,/g, '')),
    payment: parseMoney(item.payment.replace(/,/g, '')),
  });
  if (side === 'book') {
    await trx
      .deleteFrom('recon_book_opening')
      .where('ledger_set_id', '=', ledgerSetId)
      .where('subject_code', '=', input.subjectCode)
      .execute();
    if (input.items.length > 0)
      await trx
        .insertInto('recon_book_opening')
        .values(
          input.items.map((item) => {
            const { receipt, payment } = amounts(item);
            return {
              ...where,
              txn_date: item.date,
              summary: item.summary,
              settle_no: item.settleNo ?? '',
              debit: receipt,
              credit: payment,
            };
          }),
        )
        .execute();
  } else {
    await trx
      .deleteFrom('bank_statement_line')
      .where('ledger_set_id', '=', ledgerSetId)
      .where('subject_code', '=', input.subjectCode)
      .where('opening', '=', true)
      .execute();
    if (input.items.length > 0)
      await trx
        .insertInto('bank_statement_line')
        .values(
          input.items.map((item) => ({
            ...where,
            opening: true,
            txn_date: item.date,
            summary: item.summary,
            settle_no: item.settleNo ?? '',
            ...amounts(item),
          })),
        )
        .execute();
  }
  const balance = parseMoney(input.balance.replace(/,/g, ''));
  await trx
    .updateTable('recon_account')
    .set({
      ...(side === 'book' ? { book_opening: balance } : { bank_opening: balance }),
      version: account.version + 1,
      updated_at: new Date(),
    })
    .where('ledger_set_id', '=', ledgerSetId)
    .where('subject_code', '=', input.subjectCode)
    .execute();
  return openingView(trx, ledgerSetId, input.subjectCode);
}

export async function confirmOpening(trx: Trx, ledgerSetId: number, subjectCode: string, userId: number) {
  const account = await lockAccount(trx, ledgerSetId, subjectCode);
  if (account.confirmedAt) throw refused('对账期初已经确认');
  if (!account.startDate) throw refused('请先设置对账启用日期');
  const view = await openingView(trx, ledgerSetId, subjectCode);
  const s = view.statement;
  if (!s.balanced)
    throw refused(
      `调整后余额不相等，不能确认：单位日记账调整后余额 ${s.bookAdjusted}，银行对账单调整后余额 ${s.bankAdjusted}，相差 ${s.difference}`,
    );
  await trx
    .updateTable('recon_account')
    .set({
      confirmed_at: new Date(),
      confirmed_by: userId,
      version: account.version + 1,
      updated_at: new Date(),
    })
    .where('ledger_set_id', '=', ledgerSetId)
    .where('subject_code', '=', subjectCode)
    .execute();
  return openingView(trx, ledgerSetId, subjectCode);
}

export async function cancelConfirm(trx: Trx, ledgerSetId: number, subjectCode: string) {
  const account = await lockAccount(trx, ledgerSetId, subjectCode);
  if (!account.confirmedAt) throw refused('对账期初尚未确认');
  if (account.matches > 0) throw refused(`已有 ${account.matches} 组勾对记录，请先取消勾对再取消期初确认`);
  await trx
    .updateTable('recon_account')
    .set({ confirmed_at: null, confirmed_by: null, version: account.version + 1, updated_at: new Date() })
    .where('ledger_set_id', '=', ledgerSetId)
    .where('subject_code', '=', subjectCode)
    .execute();
  return openingView(trx, ledgerSetId, subjectCode);
}
