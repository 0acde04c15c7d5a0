// GET /api/ledger/export.journal: the ledger set's posted vouchers of a year as an hledger journal,
// streamed in batches of vouchers so a year of a million lines never sits in memory at once. The
// year opens with one transaction carrying every end-level subject's opening balance, so hledger's
// balances equal the 科目余额表's closing balances subject by subject.
import { type Kysely, sql } from 'kysely';
import { centsOf } from '../../../src/core/books/figures.ts';
import {
  accountDirectives,
  accountNames,
  formatTransaction,
  type JournalPosting,
  journalText,
} from '../../../src/core/books/hledger.ts';
import type { Database } from '../../db/schema.ts';
import type { BookContext } from './context.ts';
import { monthlyMovements } from './movements.ts';

type Db = Kysely<Database>;

const BATCH = 2000;

interface VoucherRow {
  id: string;
  month: number;
  voucher_date: string;
  voucher_type: string;
  voucher_no: number;
}

interface EntryRow {
  voucher_id: string;
  line_no: number;
  summary: string;
  subject_code: string;
  dept_code: string | null;
  aux_key: string;
  debit: string;
  credit: string;
}

export async function* journalChunks(
  db: Db,
  ctx: BookContext,
  year: number,
  title: string,
): AsyncGenerator<string> {
  const names = accountNames(ctx.chart);
  const accountOf = (code: string) => names.get(code) ?? `未知科目:${code}`;
  yield `; ${journalText(title)} ${year} 年已记账凭证（工会集中财务系统导出）\n; 金额：借方为正，贷方为负\n\n`;
  yield `${accountDirectives(ctx.chart)}\n`;

  const months = await monthlyMovements(db, ctx.ledgerSetId, {
    year,
    monthTo: 1,
    includeUnposted: false,
    dimension: 'subject',
  });
  const opening = new Map<string, bigint>();
  for (const m of months) {
    if (m.month !== 0) continue;
    opening.set(m.code, (opening.get(m.code) ?? 0n) + m.debit - m.credit);
  }
  const openingPostings: JournalPosting[] = [...opening]
    .filter(([, v]) => v !== 0n)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([code, amount]) => ({ account: accountOf(code), amount }));
  if (openingPostings.length > 0) {
    yield `${formatTransaction({
      date: `${year}-01-01`,
      description: year > ctx.startYear ? '上年结转' : '期初余额',
      postings: openingPostings,
    })}\n`;
  }

  let after: VoucherRow | null = null;
  for (;;) {
    const past: ReturnType<typeof sql> = after
      ? sql`and (v.month, v.voucher_date, v.voucher_type collate "C", v.voucher_no) >
            (${after.month}::int, ${after.voucher_date}::date, ${after.voucher_type}::text collate "C", ${after.voucher_no}::int)`
      : sql``;
    const { rows: vouchers } = await sql<VoucherRow>`
      select v.id, v.month, v.voucher_date::text as voucher_date, v.voucher_type, v.voucher_no
      from voucher v
      where v.ledger_set_id = ${ctx.ledgerSetId} and v.status = 'posted' and v.year = ${year} ${past}
      order by v.month, v.voucher_date, v.voucher_type collate "C", v.voucher_no
      limit ${BATCH}`.execute(db);
    if (vouchers.length === 0) break;
    const { rows: entries } = await sql<EntryRow>`
      select e.voucher_id, e.line_no, e.summary, e.subject_code, e.dept_code, e.aux_key, e.debit, e.credit
      from voucher_entry e
      where e.voucher_id = any(${vouchers.map((v) => v.id)}::uuid[])
      order by e.voucher_id, e.line_no`.execute(db);
    const byVoucher = new Map<string, EntryRow[]>();
    for (const e of entries) {
      const list = byVoucher.get(e.voucher_id);
      if (list) list.push(e);
      else byVoucher.set(e.voucher_id, [e]);
    }
    let chunk = '';
    for (const v of vouchers) {
      const lines = byVoucher.get(v.id) ?? [];
      chunk += `${formatTransaction({
        date: String(v.voucher_date).slice(0, 10),
        code: `${v.voucher_type}-${v.voucher_no}`,
        description: lines[0]?.summary ?? '',
        comment: `id:${v.id}`,
        postings: lines.map((e) => ({
          account: accountOf(e.subject_code),
          amount: centsOf(e.debit) - centsOf(e.credit),
          comment: postingComment(e),
        })),
      })}\n`;
    }
    yield chunk;
    after = vouchers.at(-1) ?? null;
    if (vouchers.length < BATCH) break;
  }
}

function postingComment(e: EntryRow): string {
  const parts = [journalText(e.summary).replace(/,/g, '，')];
  if (e.dept_code) parts.push(`dept:${e.dept_code}`);
  if (e.aux_key) parts.push(`aux:${e.aux_key}`);
  return parts.filter((p) => p !== '').join(', ');
}
