// 银行对账: automatic matching of an account's free items, 手工勾对 of a chosen group, 取消勾对, and
// 核销 (closing matched groups up to a date). Every write locks the account, first deletes the
// matches a changed voucher left invalid, and works on the items as loadState sees them.
import { sql, type Transaction } from 'kysely';
import type {
  AutoMatchAnswer,
  BankLine,
  BookLine,
  MatchView,
  WriteOffBatch,
} from '../../../src/core/contracts/reconciliation.ts';
import { fromCents, toCents } from '../../../src/core/money.ts';
import { autoMatch, manualMatchProblem } from '../../../src/core/reconciliation/matching.ts';
import type { MatchItem, MatchRule } from '../../../src/core/reconciliation/types.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict, refused } from '../../lib/errors.ts';
import {
  type AccountState,
  type Db,
  deleteMatches,
  loadState,
  lockAccount,
  purgeStale,
  requireAccount,
  requireConfirmed,
} from './state.ts';

type Trx = Transaction<Database>;

const bookItem = (l: BookLine): MatchItem => ({
  key: l.key,
  date: l.date,
  amount: l.amount,
  settleNo: l.settleNo,
});
const bankItem = (l: BankLine): MatchItem => ({
  key: String(l.id),
  date: l.date,
  amount: l.amount,
  settleNo: l.settleNo,
});

async function writableState(trx: Trx, ledgerSetId: number, subjectCode: string): Promise<AccountState> {
  const account = await lockAccount(trx, ledgerSetId, subjectCode);
  requireConfirmed(account);
  const state = await loadState(trx, ledgerSetId, account);
  await purgeStale(trx, state);
  return state;
}

interface Group {
  rule: MatchRule;
  book: BookLine[];
  bank: BankLine[];
}

/**
 * Inserts matches and points their items at them; returns the new ids in order. Arrays travel as
 * one parameter each (unnest), so 10,000 groups are a handful of statements.
 */
async function storeMatches(
  trx: Trx,
  ledgerSetId: number,
  subjectCode: string,
  userId: number,
  groups: Group[],
) {
  if (groups.length === 0) return [];
  const ids = (
    await sql<{
      id: number;
    }>`select nextval('recon_match_id_seq')::bigint as id from generate_series(1, ${groups.length})`.execute(
      trx,
    )
  ).rows.map((r) => Number(r.id));
  await sql`
    insert into recon_match (id, ledger_set_id, subject_code, rule, matched_by)
    select u.id, ${ledgerSetId}, ${subjectCode}, u.rule, ${userId}
    from unnest(${ids}::bigint[], ${groups.map((g) => g.rule)}::text[]) as u(id, rule)
  `.execute(trx);
  const bank: { id: number[]; match: number[] } = { id: [], match: [] };
  const opening: { id: number[]; match: number[] } = { id: [], match: [] };
  const voucher = {
    match: [] as number[],
    voucher: [] as string[],
    line: [] as number[],
    date: [] as string[],
    amount: [] as string[],
  };
  groups.forEach((g, i) => {
    const match = ids[i] as number;
    for (const b of g.bank) {
      bank.id.push(b.id);
      bank.match.push(match);
    }
    for (const l of g.book) {
      if (l.opening) {
        opening.id.push(Number(l.key.slice(2)));
        opening.match.push(match);
      } else {
        const [, voucherId, lineNo] = l.key.split(':');
        voucher.match.push(match);
        voucher.voucher.push(voucherId as string);
        voucher.line.push(Number(lineNo));
        voucher.date.push(l.date);
        voucher.amount.push(l.amount);
      }
    }
  });
  // Only rows still free are taken: a group another user took meanwhile shows in the count.
  const assign = async (
    table: 'bank_statement_line' | 'recon_book_opening',
    pairs: { id: number[]; match: number[] },
  ) => {
    if (pairs.id.length === 0) return;
    const result = await sql`
      update ${sql.table(table)} t set match_id = u.match_id
      from unnest(${pairs.id}::bigint[], ${pairs.match}::bigint[]) as u(id, match_id)
      where t.id = u.id and t.ledger_set_id = ${ledgerSetId} and t.subject_code = ${subjectCode}
        and t.match_id is null
    `.execute(trx);
    if (Number(result.numAffectedRows ?? 0) !== pairs.id.length)
      throw conflict('所选记录已被他人勾对或已删除，请刷新后重试');
  };
  await assign('bank_statement_line', bank);
  await assign('recon_book_opening', opening);
  if (voucher.match.length > 0)
    await sql`
      insert into recon_book_match (match_id, ledger_set_id, subject_code, voucher_id, line_no, txn_date, amount)
      select u.m, ${ledgerSetId}, ${subjectCode}, u.v, u.l, u.d, u.a
      from unnest(${voucher.match}::bigint[], ${voucher.voucher}::uuid[], ${voucher.line}::int[],
        ${voucher.date}::date[], ${voucher.amount}::numeric[]) as u(m, v, l, d, a)
    `.execute(trx);
  return ids;
}

export async function runAutoMatch(
  trx: Trx,
  ledgerSetId: number,
  userId: number,
  input: { subjectCode: string; dateTo?: string },
): Promise<AutoMatchAnswer> {
  const state = await writableState(trx, ledgerSetId, input.subjectCode);
  const upTo = (date: string) => input.dateTo === undefined || date <= input.dateTo;
  const freeBook = state.book.filter((l) => l.matchId === null && upTo(l.date));
  const freeBank = state.bank.filter((l) => l.matchId === null && upTo(l.date));
  const pairs = autoMatch(freeBook.map(bookItem), freeBank.map(bankItem), state.settings);
  const books = new Map(freeBook.map((l) => [l.key, l]));
  const banks = new Map(freeBank.map((l) => [String(l.id), l]));
  const groups: Group[] = pairs.map((p) => ({
    rule: p.rule,
    book: [books.get(p.book) as BookLine],
    bank: [banks.get(p.bank) as BankLine],
  }));
  await storeMatches(trx, ledgerSetId, input.subjectCode, userId, groups);
  const bySettleNo = pairs.filter((p) => p.rule === 'settleNo').length;
  return { matched: pairs.length, bySettleNo, byDate: pairs.length - bySettleNo };
}

export async function manualMatch(
  trx: Trx,
  ledgerSetId: number,
  userId: number,
  input: { subjectCode: string; bookKeys: string[]; bankIds: number[] },
): Promise<MatchView> {
  const state = await writableState(trx, ledgerSetId, input.subjectCode);
  const books = new Map(state.book.map((l) => [l.key, l]));
  const banks = new Map(state.bank.map((l) => [l.id, l]));
  const book: BookLine[] = [];
  const bank: BankLine[] = [];
  for (const key of input.bookKeys) {
    const line = books.get(key);
    if (!line) throw badRequest(`单位日记账记录 ${key} 不存在（凭证可能已修改或删除），请刷新`);
    if (line.matchId !== null) throw conflict(`单位日记账 ${line.date} ${line.summary} 已勾对，请刷新`);
    book.push(line);
  }
  for (const id of input.bankIds) {
    const line = banks.get(id);
    if (!line) throw badRequest(`银行对账单记录 ${id} 不存在，请刷新`);
    if (line.matchId !== null) throw conflict(`银行对账单 ${line.date} ${line.summary} 已勾对，请刷新`);
    bank.push(line);
  }
  const problem = manualMatchProblem(book.map(bookItem), bank.map(bankItem));
  if (problem) throw refused(problem);
  const [id] = await storeMatches(trx, ledgerSetId, input.subjectCode, userId, [
    { rule: 'manual', book, bank },
  ]);
  const [view] = await matchViews(trx, ledgerSetId, input.subjectCode, { ids: [id as number] });
  if (!view) throw new Error('勾对记录未能读回');
  return view;
}

export async function unmatch(
  trx: Trx,
  ledgerSetId: number,
  input: { subjectCode: string; matchIds: number[] },
): Promise<{ unmatched: number }> {
  await writableState(trx, ledgerSetId, input.subjectCode);
  const rows = await trx
    .selectFrom('recon_match')
    .select(['id', 'write_off_id'])
    .where('ledger_set_id', '=', ledgerSetId)
    .where('subject_code', '=', input.subjectCode)
    .where(sql<boolean>`id = any(${input.matchIds}::bigint[])`)
    .execute();
  const found = new Set(rows.map((r) => Number(r.id)));
  const missing = input.matchIds.filter((id) => !found.has(id));
  if (missing.length > 0) throw conflict('所选勾对记录已不存在（可能已被取消），请刷新');
  if (rows.some((r) => r.write_off_id !== null)) throw refused('已核销的勾对记录不能取消勾对，请先取消核销');
  return { unmatched: await deleteMatches(trx, ledgerSetId, input.subjectCode, input.matchIds) };
}

/** The account's matches with their items (valid ones only), newest first. */
export async function matchViews(
  db: Db,
  ledgerSetId: number,
  subjectCode: string,
  filter: { writtenOff?: boolean; ids?: number[] } = {},
): Promise<MatchView[]> {
  const account = await requireAccount(db, ledgerSetId, subjectCode);
  const state = await loadState(db, ledgerSetId, account);
  const meta = await sql<{
    id: number;
    rule: MatchRule;
    matched_at: Date;
    by: string | null;
    write_off_id: number | null;
  }>`
    select m.id, m.rule, m.matched_at, u.real_name as by, m.write_off_id
    from recon_match m left join app_user u on u.id = m.matched_by
    where m.ledger_set_id = ${ledgerSetId} and m.subject_code = ${subjectCode}
    order by m.id desc
  `.execute(db);
  const book = new Map<number, BookLine[]>();
  const bank = new Map<number, BankLine[]>();
  for (const l of state.book)
    if (l.matchId !== null) book.set(l.matchId, [...(book.get(l.matchId) ?? []), l]);
  for (const l of state.bank)
    if (l.matchId !== null) bank.set(l.matchId, [...(bank.get(l.matchId) ?? []), l]);
  const wanted = filter.ids ? new Set(filter.ids) : null;
  return meta.rows
    .map((m) => ({ ...m, id: Number(m.id) }))
    .filter((m) => !state.stale.includes(m.id))
    .filter((m) => (wanted ? wanted.has(m.id) : true))
    .filter((m) => filter.writtenOff === undefined || filter.writtenOff === (m.write_off_id !== null))
    .map((m) => {
      const items = book.get(m.id) ?? [];
      return {
        id: m.id,
        rule: m.rule,
        matchedAt: new Date(m.matched_at).toISOString(),
        matchedBy: m.by ?? '',
        writtenOff: m.write_off_id !== null,
        amount: fromCents(items.reduce((s, l) => s + toCents(l.amount), 0n)),
        book: items,
        bank: bank.get(m.id) ?? [],
      };
    });
}

export async function writeOff(
  trx: Trx,
  ledgerSetId: number,
  userId: number,
  input: { subjectCode: string; dateTo: string },
): Promise<WriteOffBatch> {
  const state = await writableState(trx, ledgerSetId, input.subjectCode);
  const last = new Map<number, string>();
  for (const l of [...state.book, ...state.bank]) {
    if (l.matchId === null || l.writtenOff) continue;
    const end = last.get(l.matchId);
    if (end === undefined || l.date > end) last.set(l.matchId, l.date);
  }
  const ids = [...last].filter(([, end]) => end <= input.dateTo).map(([id]) => id);
  if (ids.length === 0) throw refused(`${input.dateTo} 及以前没有可核销的已勾对记录`);
  const batch = await trx
    .insertInto('recon_write_off')
    .values({
      ledger_set_id: ledgerSetId,
      subject_code: input.subjectCode,
      date_to: input.dateTo,
      matches: ids.length,
      user_id: userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('recon_match')
    .set({ write_off_id: batch.id })
    .where(sql<boolean>`id = any(${ids}::bigint[])`)
    .execute();
  const [view] = (await writeOffBatches(trx, ledgerSetId, input.subjectCode)).filter(
    (b) => b.id === Number(batch.id),
  );
  if (!view) throw new Error('核销记录未能读回');
  return view;
}

export async function cancelWriteOff(
  trx: Trx,
  ledgerSetId: number,
  input: { subjectCode: string; batchId: number },
): Promise<{ restored: number }> {
  await writableState(trx, ledgerSetId, input.subjectCode);
  const batches = await writeOffBatches(trx, ledgerSetId, input.subjectCode);
  const batch = batches.find((b) => b.id === input.batchId);
  if (!batch) throw badRequest('核销批次不存在，请刷新');
  if (batches[0]?.id !== batch.id) throw refused('只能取消最近一次核销');
  const result = await trx
    .updateTable('recon_match')
    .set({ write_off_id: null })
    .where('write_off_id', '=', input.batchId)
    .executeTakeFirst();
  await trx.deleteFrom('recon_write_off').where('id', '=', input.batchId).execute();
  return { restored: Number(result.numUpdatedRows) };
}

export async function writeOffBatches(
  db: Db,
  ledgerSetId: number,
  subjectCode: string,
): Promise<WriteOffBatch[]> {
  const rows = await sql<{ id: number; date_to: string; matches: number; at: Date; by: string | null }>`
    select w.id, w.date_to::text as date_to, w.matches, w.at, u.real_name as by
    from recon_write_off w left join app_user u on u.id = w.user_id
    where w.ledger_set_id = ${ledgerSetId} and w.subject_code = ${subjectCode}
    order by w.id desc
  `.execute(db);
  return rows.rows.map((r) => ({
    id: Number(r.id),
    dateTo: r.date_to,
    matches: r.matches,
    at: new Date(r.at).toISOString(),
    by: r.by ?? '',
  }));
}
