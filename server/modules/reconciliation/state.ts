// An account's reconciliation as one picture: its setup, every book and bank item from the start
// date with the match each belongs to, and the matches a changed voucher line left invalid (they
// count as undone everywhere, and the next write on the account deletes them).
import { type Kysely, sql, type Transaction } from 'kysely';
import type {
  BankLine,
  BookLine,
  ReconAccount,
  ReconSettings,
} from '../../../src/core/contracts/reconciliation.ts';
import { fromCents, type Money, toCents } from '../../../src/core/money.ts';
import type { LayoutCode } from '../../../src/core/reconciliation/layouts.ts';
import type { MatchRule } from '../../../src/core/reconciliation/types.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, refused } from '../../lib/errors.ts';
import { bookSourceLines } from './book-source.ts';

export type Db = Kysely<Database> | Transaction<Database>;

const money = (v: string | number | null | undefined): Money => fromCents(toCents(String(v ?? '0')));

export async function readSettings(db: Db, ledgerSetId: number): Promise<ReconSettings> {
  const row = await db
    .selectFrom('recon_setting')
    .selectAll()
    .where('ledger_set_id', '=', ledgerSetId)
    .executeTakeFirst();
  return {
    bySettleNo: row?.by_settle_no ?? true,
    windowDays: row?.window_days ?? 10,
    includeUnposted: row?.include_unposted ?? false,
    longDays: row?.long_days ?? 90,
    version: row?.version ?? 1,
  };
}

/** The reconciled accounts of the ledger set (or one), with their subject's name and counts. */
export async function readAccounts(
  db: Db,
  ledgerSetId: number,
  subjectCode?: string,
): Promise<ReconAccount[]> {
  const rows = await sql<{
    subject_code: string;
    subject_name: string | null;
    bank_account_no: string;
    bank_name: string;
    start_date: string | null;
    book_opening: string;
    bank_opening: string;
    confirmed_at: Date | null;
    layout: string | null;
    version: number;
    lines: number;
    matches: number;
  }>`
    select a.subject_code, s.name as subject_name, a.bank_account_no, a.bank_name, a.start_date,
      a.book_opening, a.bank_opening, a.confirmed_at, a.layout, a.version,
      (select count(*) from bank_statement_line l
        where l.ledger_set_id = a.ledger_set_id and l.subject_code = a.subject_code and not l.opening)::int as lines,
      (select count(*) from recon_match m
        where m.ledger_set_id = a.ledger_set_id and m.subject_code = a.subject_code)::int as matches
    from recon_account a
    left join subject s on s.ledger_set_id = a.ledger_set_id and s.code = a.subject_code
    where a.ledger_set_id = ${ledgerSetId}
      ${subjectCode === undefined ? sql`` : sql`and a.subject_code = ${subjectCode}`}
    order by a.subject_code
  `.execute(db);
  return rows.rows.map((r) => ({
    subjectCode: r.subject_code,
    subjectName: r.subject_name ?? '（科目已删除）',
    bankAccountNo: r.bank_account_no,
    bankName: r.bank_name,
    startDate: r.start_date,
    bookOpening: money(r.book_opening),
    bankOpening: money(r.bank_opening),
    confirmedAt: r.confirmed_at ? new Date(r.confirmed_at).toISOString() : null,
    layout: (r.layout as LayoutCode | null) ?? null,
    statementLines: Number(r.lines),
    matches: Number(r.matches),
    version: r.version,
  }));
}

export async function requireAccount(
  db: Db,
  ledgerSetId: number,
  subjectCode: string,
): Promise<ReconAccount> {
  const [account] = await readAccounts(db, ledgerSetId, subjectCode);
  if (!account) throw badRequest(`科目 ${subjectCode} 未指定为对账科目，请先在“指定对账科目”中指定`);
  return account;
}

/** Writes on an account queue behind each other (auto-matching reads, then writes, the whole account). */
export async function lockAccount(trx: Transaction<Database>, ledgerSetId: number, subjectCode: string) {
  await sql`select 1 from recon_account where ledger_set_id = ${ledgerSetId} and subject_code = ${subjectCode} for update`.execute(
    trx,
  );
  return requireAccount(trx, ledgerSetId, subjectCode);
}

/** An account whose opening is confirmed: matching, write-off and the reports need it. */
export function requireConfirmed(account: ReconAccount): { startDate: string } {
  if (!account.confirmedAt || !account.startDate)
    throw refused(
      `对账科目 ${account.subjectCode} ${account.subjectName} 的对账期初尚未确认，请先完成期初设置并确认`,
    );
  return { startDate: account.startDate };
}

export interface AccountState {
  ledgerSetId: number;
  account: ReconAccount;
  settings: ReconSettings;
  book: BookLine[];
  bank: BankLine[];
  /** Matches left invalid by a changed voucher line. */
  stale: number[];
}

interface MatchRow {
  id: number;
  rule: MatchRule;
  write_off_id: number | null;
}

/** Every item of both sides from the start date, with valid matches only. */
export async function loadState(db: Db, ledgerSetId: number, account: ReconAccount): Promise<AccountState> {
  const settings = await readSettings(db, ledgerSetId);
  const startDate = account.startDate;
  if (!startDate) return { ledgerSetId, account, settings, book: [], bank: [], stale: [] };
  const subject = account.subjectCode;
  const [source, bookMatches, openings, bankRows, matchRows] = await Promise.all([
    bookSourceLines(db, ledgerSetId, subject, {
      from: startDate,
      to: null,
      includeUnposted: settings.includeUnposted,
    }),
    db
      .selectFrom('recon_book_match')
      .select(['match_id', 'voucher_id', 'line_no', 'txn_date', 'amount'])
      .where('ledger_set_id', '=', ledgerSetId)
      .where('subject_code', '=', subject)
      .execute(),
    db
      .selectFrom('recon_book_opening')
      .selectAll()
      .where('ledger_set_id', '=', ledgerSetId)
      .where('subject_code', '=', subject)
      .orderBy('txn_date')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('bank_statement_line')
      .select([
        'id',
        'opening',
        'txn_date',
        'txn_time',
        'summary',
        'remark',
        'counterparty',
        'counterparty_account',
        'settle_no',
        'serial',
        'receipt',
        'payment',
        'balance',
        'match_id',
      ])
      .where('ledger_set_id', '=', ledgerSetId)
      .where('subject_code', '=', subject)
      .orderBy('opening', 'desc')
      .orderBy('txn_date')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('recon_match')
      .select(['id', 'rule', 'write_off_id'])
      .where('ledger_set_id', '=', ledgerSetId)
      .where('subject_code', '=', subject)
      .execute() as Promise<MatchRow[]>,
  ]);
  const bySource = new Map(source.map((l) => [`${l.voucherId}:${l.lineNo}`, l]));
  const lineMatch = new Map<string, number>();
  const stale = new Set<number>();
  for (const m of bookMatches) {
    const line = bySource.get(`${m.voucher_id}:${m.line_no}`);
    if (!line || line.date !== m.txn_date || toCents(line.amount) !== toCents(m.amount))
      stale.add(m.match_id);
    else lineMatch.set(`${m.voucher_id}:${m.line_no}`, m.match_id);
  }
  const matches = new Map(matchRows.map((m) => [Number(m.id), m]));
  const matchInfo = (id: number | null | undefined) => {
    const m = id === null || id === undefined || stale.has(id) ? undefined : matches.get(id);
    return m
      ? { matchId: Number(m.id), matchRule: m.rule, writtenOff: m.write_off_id !== null }
      : { matchId: null, matchRule: null, writtenOff: false };
  };

  const book: BookLine[] = [
    ...openings.map((o) => {
      const debit = money(o.debit);
      const credit = money(o.credit);
      return {
        key: `o:${o.id}`,
        date: o.txn_date,
        voucherLabel: '期初',
        voucherId: null,
        status: null,
        summary: o.summary,
        settleNo: o.settle_no,
        debit,
        credit,
        amount: fromCents(toCents(debit) - toCents(credit)),
        opening: true,
        ...matchInfo(o.match_id),
      };
    }),
    ...source.map((l) => ({
      key: `v:${l.voucherId}:${l.lineNo}`,
      date: l.date,
      voucherLabel: l.voucherLabel,
      voucherId: l.voucherId,
      status: l.status,
      summary: l.summary,
      settleNo: l.settleNo,
      debit: l.debit,
      credit: l.credit,
      amount: l.amount,
      opening: false,
      ...matchInfo(lineMatch.get(`${l.voucherId}:${l.lineNo}`)),
    })),
  ];
  const bank: BankLine[] = bankRows.map((r) => {
    const receipt = money(r.receipt);
    const payment = money(r.payment);
    return {
      id: Number(r.id),
      date: r.txn_date,
      time: r.txn_time,
      summary: r.summary,
      remark: r.remark,
      counterparty: r.counterparty,
      counterpartyAccount: r.counterparty_account,
      settleNo: r.settle_no,
      serial: r.serial,
      receipt,
      payment,
      balance: r.balance === null ? null : money(r.balance),
      amount: fromCents(toCents(receipt) - toCents(payment)),
      opening: r.opening,
      ...matchInfo(r.match_id),
    };
  });
  return { ledgerSetId, account, settings, book, bank, stale: [...stale] };
}

/**
 * Deletes matches and frees their items (no foreign keys do it: see migration 0035). Returns how
 * many matches went.
 */
export async function deleteMatches(
  trx: Transaction<Database>,
  ledgerSetId: number,
  subjectCode: string,
  ids: readonly number[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const list = sql`${[...ids]}::bigint[]`;
  for (const table of ['bank_statement_line', 'recon_book_opening'] as const)
    await sql`update ${sql.table(table)} set match_id = null
      where ledger_set_id = ${ledgerSetId} and subject_code = ${subjectCode} and match_id = any(${list})`.execute(
      trx,
    );
  await sql`delete from recon_book_match where ledger_set_id = ${ledgerSetId} and subject_code = ${subjectCode}
    and match_id = any(${list})`.execute(trx);
  const gone =
    await sql`delete from recon_match where ledger_set_id = ${ledgerSetId} and subject_code = ${subjectCode}
    and id = any(${list})`.execute(trx);
  return Number(gone.numAffectedRows ?? 0);
}

/** Deletes the invalid matches (inside a write on the account): their other items are free again. */
export async function purgeStale(trx: Transaction<Database>, state: AccountState): Promise<void> {
  await deleteMatches(trx, state.ledgerSetId, state.account.subjectCode, state.stale);
}
