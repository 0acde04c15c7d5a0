// 生成出纳账: the voucher lines on the cashier accounts' subjects, offered with what the cashier book
// already holds (a line brought in before; a typed entry of the same day, side and amount that would
// likely count it twice), and brought in: each line once (a unique index stands behind the check),
// the whole request refused and nothing written if any line is in the book already.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { centsOf } from '../../../src/core/books/figures.ts';
import { looksLike } from '../../../src/core/cashier/check.ts';
import type { CashierAccount, CashierEntry, VoucherLineOffer } from '../../../src/core/contracts/cashier.ts';
import { fromCents } from '../../../src/core/money.ts';
import { badRequest } from '../../lib/errors.ts';
import { accountLabel, type Db, listAccounts, lockCashier, type Trx } from './common.ts';
import { entryQuery, toEntry } from './entries.ts';

/** More lines than this in one period: the screen asks for a shorter one. */
export const MAX_OFFERED_LINES = 5000;

interface LineRow {
  voucher_id: string;
  line_no: number;
  voucher_date: string;
  voucher_type: string;
  voucher_no: number;
  status: 'saved' | 'audited' | 'posted';
  summary: string;
  subject_code: string;
  debit: string;
  credit: string;
}

/** The voucher's other subjects, for each of its lines: 对方科目. */
async function counterSubjects(db: Db, ledgerSetId: number, voucherIds: readonly string[]) {
  const out = new Map<string, { code: string; name: string }[]>();
  if (voucherIds.length === 0) return out;
  const { rows } = await sql<{ voucher_id: string; subject_code: string; name: string }>`
    select distinct e.voucher_id, e.subject_code, s.name
    from voucher_entry e join subject s on s.ledger_set_id = e.ledger_set_id and s.code = e.subject_code
    where e.ledger_set_id = ${ledgerSetId} and e.voucher_id = any(${[...voucherIds]}::uuid[])
    order by e.voucher_id, e.subject_code`.execute(db);
  for (const r of rows) {
    const list = out.get(r.voucher_id) ?? [];
    list.push({ code: r.subject_code, name: r.name });
    out.set(r.voucher_id, list);
  }
  return out;
}

function counterOf(all: readonly { code: string; name: string }[] | undefined, own: string): string {
  return (all ?? [])
    .filter((s) => s.code !== own)
    .map((s) => `${s.code} ${s.name}`)
    .join('、')
    .slice(0, 80);
}

const wordOf = (r: Pick<LineRow, 'voucher_type' | 'voucher_no'>) => `${r.voucher_type}-${r.voucher_no}`;

async function closedMonths(db: Db, ledgerSetId: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('cashier_period')
    .select(['year', 'month'])
    .where('ledger_set_id', '=', ledgerSetId)
    .execute();
  return new Set(rows.map((r) => `${r.year}-${String(r.month).padStart(2, '0')}`));
}

export async function voucherLines(
  db: Db,
  ledgerSetId: number,
  input: { dateFrom: string; dateTo: string; accountId?: number | undefined },
): Promise<VoucherLineOffer[]> {
  if (input.dateFrom > input.dateTo) throw badRequest('开始日期不能晚于结束日期');
  const accounts = (await listAccounts(db, ledgerSetId)).filter(
    (a) => input.accountId === undefined || a.id === input.accountId,
  );
  if (input.accountId !== undefined && accounts.length === 0) {
    throw badRequest(`出纳账户不存在或不属于当前账套（id ${input.accountId}）`);
  }
  const bySubject = new Map(accounts.map((a) => [a.subjectCode, a]));
  if (bySubject.size === 0) return [];
  const { rows } = await sql<LineRow>`
    select e.voucher_id, e.line_no, e.voucher_date, e.voucher_type, e.voucher_no, e.status, e.summary,
      e.subject_code, e.debit, e.credit
    from voucher_entry e
    where e.ledger_set_id = ${ledgerSetId} and e.subject_code = any(${[...bySubject.keys()]}::text[])
      and e.voucher_date >= ${input.dateFrom}::date and e.voucher_date <= ${input.dateTo}::date
    order by e.voucher_date, e.voucher_type, e.voucher_no, e.line_no
    limit ${MAX_OFFERED_LINES + 1}`.execute(db);
  if (rows.length > MAX_OFFERED_LINES) {
    throw badRequest(`该期间的凭证分录超过 ${MAX_OFFERED_LINES} 条，请缩小日期范围`);
  }
  const voucherIds = [...new Set(rows.map((r) => r.voucher_id))];
  const [counters, imported, manual, closed] = await Promise.all([
    counterSubjects(db, ledgerSetId, voucherIds),
    voucherIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('cashier_entry')
          .select(['id', 'voucher_id', 'line_no'])
          .where('ledger_set_id', '=', ledgerSetId)
          .where('voucher_id', 'in', voucherIds)
          .execute(),
    db
      .selectFrom('cashier_entry')
      .select(['id', 'account_id', 'entry_date', 'receipt', 'payment'])
      .where('ledger_set_id', '=', ledgerSetId)
      .where('source', '=', 'manual')
      .where('entry_date', '>=', input.dateFrom)
      .where('entry_date', '<=', input.dateTo)
      .orderBy('seq')
      .execute(),
    closedMonths(db, ledgerSetId),
  ]);
  const inBook = new Map(imported.map((e) => [`${e.voucher_id}#${e.line_no}`, e.id]));
  const unmatched = manual.map((m) => ({
    id: m.id,
    accountId: m.account_id,
    date: m.entry_date,
    receipt: centsOf(m.receipt),
    payment: centsOf(m.payment),
  }));
  const offers: VoucherLineOffer[] = [];
  for (const r of rows) {
    const account = bySubject.get(r.subject_code) as CashierAccount;
    if (r.voucher_date < account.openedOn) continue;
    const entryId = inBook.get(`${r.voucher_id}#${r.line_no}`) ?? null;
    const item = {
      voucherId: r.voucher_id,
      lineNo: Number(r.line_no),
      date: r.voucher_date,
      summary: r.summary,
      word: wordOf(r),
      debit: centsOf(r.debit),
      credit: centsOf(r.credit),
    };
    let lookalike: string | null = null;
    if (entryId === null) {
      const i = unmatched.findIndex((m) => m.accountId === account.id && looksLike(m, item));
      if (i >= 0) {
        lookalike = unmatched[i]?.id ?? null;
        unmatched.splice(i, 1);
      }
    }
    offers.push({
      voucherId: r.voucher_id,
      lineNo: item.lineNo,
      date: r.voucher_date,
      word: item.word,
      status: r.status,
      summary: r.summary,
      accountId: account.id,
      accountLabel: accountLabel(account),
      receipt: fromCents(item.debit),
      payment: fromCents(item.credit),
      counterSubject: counterOf(counters.get(r.voucher_id), r.subject_code),
      entryId,
      lookalikeEntryId: lookalike,
      monthClosed: closed.has(r.voucher_date.slice(0, 7)),
    });
  }
  return offers;
}

export interface LineToImport {
  voucherId: string;
  lineNo: number;
  /** The typed entry the line stands for: it takes the line instead of a new entry. */
  entryId?: string | null | undefined;
}

export async function importLines(
  trx: Trx,
  ledgerSetId: number,
  userId: number,
  lines: readonly LineToImport[],
): Promise<{ entries: CashierEntry[]; linked: number }> {
  await lockCashier(trx, ledgerSetId, 'shared');
  const keys = lines.map((l) => `${l.voucherId}#${l.lineNo}`);
  const twice = keys.findIndex((k, i) => keys.indexOf(k) !== i);
  if (twice >= 0) throw badRequest(`凭证分录第${twice + 1}项重复`);
  const voucherIds = [...new Set(lines.map((l) => l.voucherId))];
  const { rows } = await sql<LineRow>`
    select e.voucher_id, e.line_no, e.voucher_date, e.voucher_type, e.voucher_no, e.status, e.summary,
      e.subject_code, e.debit, e.credit
    from voucher_entry e
    where e.ledger_set_id = ${ledgerSetId} and e.voucher_id = any(${voucherIds}::uuid[])`.execute(trx);
  const found = new Map(rows.map((r) => [`${r.voucher_id}#${r.line_no}`, r]));
  const accounts = new Map((await listAccounts(trx, ledgerSetId)).map((a) => [a.subjectCode, a]));
  const closed = await closedMonths(trx, ledgerSetId);
  const already = await trx
    .selectFrom('cashier_entry')
    .select(['voucher_id', 'line_no'])
    .where('ledger_set_id', '=', ledgerSetId)
    .where('voucher_id', 'in', voucherIds)
    .execute();
  const inBook = new Set(already.map((e) => `${e.voucher_id}#${e.line_no}`));
  const duplicates: string[] = [];
  const planned: { row: LineRow; account: CashierAccount }[] = [];
  const links: { row: LineRow; account: CashierAccount; entryId: string; where: string }[] = [];
  keys.forEach((key, i) => {
    const row = found.get(key);
    if (!row) throw badRequest(`第${i + 1}项：凭证分录不存在或不属于当前账套`);
    const where = `${wordOf(row)} 第${row.line_no}行`;
    const account = accounts.get(row.subject_code);
    if (!account) throw badRequest(`${where}：科目 ${row.subject_code} 没有对应的出纳账户`);
    if (!account.enabled) throw badRequest(`${where}：出纳账户 ${accountLabel(account)} 已停用`);
    if (row.voucher_date < account.openedOn) {
      throw badRequest(`${where}：日期早于出纳账户 ${accountLabel(account)} 的启用日期 ${account.openedOn}`);
    }
    if (closed.has(row.voucher_date.slice(0, 7))) {
      throw badRequest(
        `${where}：出纳${row.voucher_date.slice(0, 4)}年${Number(row.voucher_date.slice(5, 7))}月已结账`,
      );
    }
    if (inBook.has(key)) duplicates.push(where);
    const entryId = lines[i]?.entryId;
    if (entryId) links.push({ row, account, entryId, where });
    else planned.push({ row, account });
  });
  if (duplicates.length > 0) {
    throw badRequest(`以下凭证分录已登记到出纳账，不能重复生成：${duplicates.join('、')}`, { duplicates });
  }
  const counters = await counterSubjects(trx, ledgerSetId, voucherIds);
  const ids = await linkEntries(trx, ledgerSetId, links, counters);
  const linked = ids.length;
  if (planned.length === 0 && linked === 0) return { entries: [], linked };
  // In voucher order, so the entries of a day keep the vouchers' order of business.
  planned.sort((a, b) =>
    a.row.voucher_date !== b.row.voucher_date
      ? a.row.voucher_date < b.row.voucher_date
        ? -1
        : 1
      : a.row.voucher_type !== b.row.voucher_type
        ? a.row.voucher_type < b.row.voucher_type
          ? -1
          : 1
        : a.row.voucher_no - b.row.voucher_no || a.row.line_no - b.row.line_no,
  );
  if (planned.length > 0) {
    await trx
      .insertInto('cashier_entry')
      .values(
        planned.map(({ row, account }) => {
          const id = randomUUID();
          ids.push(id);
          return {
            id,
            ledger_set_id: ledgerSetId,
            account_id: account.id,
            entry_date: row.voucher_date,
            summary: row.summary.trim() === '' ? `凭证 ${wordOf(row)}` : row.summary.slice(0, 100),
            settle_method: account.kind === 'cash' ? '现金' : '',
            counter_subject: counterOf(counters.get(row.voucher_id), row.subject_code),
            receipt: fromCents(centsOf(row.debit)),
            payment: fromCents(centsOf(row.credit)),
            source: 'voucher' as const,
            voucher_id: row.voucher_id,
            line_no: Number(row.line_no),
            voucher_word: wordOf(row),
            created_by: userId,
          };
        }),
      )
      .execute();
  }
  const entries = await entryQuery(trx, ledgerSetId)
    .where('e.id', 'in', ids)
    .orderBy('e.entry_date')
    .orderBy('e.seq')
    .execute();
  return { entries: entries.map(toEntry), linked };
}

/**
 * Each typed entry takes the voucher line it stands for: it must be a typed entry of the line's
 * account, day, side and amount, linked to no line yet. Its own texts stay; it is the voucher's now.
 */
async function linkEntries(
  trx: Trx,
  ledgerSetId: number,
  links: readonly { row: LineRow; account: CashierAccount; entryId: string; where: string }[],
  counters: Map<string, { code: string; name: string }[]>,
): Promise<string[]> {
  const ids: string[] = [];
  const taken = new Set<string>();
  for (const { row, account, entryId, where } of links) {
    const entry = await trx
      .selectFrom('cashier_entry')
      .select([
        'id',
        'account_id',
        'entry_date',
        'receipt',
        'payment',
        'source',
        'counter_subject',
        'version',
      ])
      .where('ledger_set_id', '=', ledgerSetId)
      .where('id', '=', entryId)
      .forUpdate()
      .executeTakeFirst();
    if (!entry) throw badRequest(`${where}：要关联的手工出纳账不存在或已被删除`);
    if (taken.has(entry.id)) throw badRequest(`${where}：同一笔手工出纳账不能关联两条凭证分录`);
    taken.add(entry.id);
    const same =
      entry.account_id === account.id &&
      looksLike(
        { date: entry.entry_date, receipt: centsOf(entry.receipt), payment: centsOf(entry.payment) },
        {
          voucherId: row.voucher_id,
          lineNo: row.line_no,
          date: row.voucher_date,
          summary: '',
          word: '',
          debit: centsOf(row.debit),
          credit: centsOf(row.credit),
        },
      );
    if (entry.source !== 'manual') throw badRequest(`${where}：要关联的出纳账已由凭证生成`);
    if (!same) throw badRequest(`${where}：要关联的手工出纳账与该分录的账户、日期或金额不同`);
    await trx
      .updateTable('cashier_entry')
      .set({
        source: 'voucher',
        voucher_id: row.voucher_id,
        line_no: Number(row.line_no),
        voucher_word: wordOf(row),
        counter_subject: entry.counter_subject || counterOf(counters.get(row.voucher_id), row.subject_code),
        version: entry.version + 1,
        updated_at: new Date(),
      })
      .where('id', '=', entry.id)
      .execute();
    ids.push(entry.id);
  }
  return ids;
}
