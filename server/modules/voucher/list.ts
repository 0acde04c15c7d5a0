// GET /api/voucher/list: vouchers of the session's ledger set by period, status, type, subject,
// amount range (the voucher's total), summary text and preparer, ordered by year, month, type and
// number, paged by an opaque keyset cursor so a page never skips or repeats a voucher.
import { type Kysely, sql } from 'kysely';
import type { VoucherListPage, VoucherListRow, VoucherStatus } from '../../../src/core/voucher/types.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import { userRef } from './views.ts';

type Db = Kysely<Database>;

export interface ListFilter {
  year: number;
  month?: number | undefined;
  monthTo?: number | undefined;
  statuses?: readonly VoucherStatus[] | undefined;
  voucherType?: string | undefined;
  /** A subject code: vouchers with a line on it or on its children. */
  code?: string | undefined;
  amountMin?: string | undefined;
  amountMax?: string | undefined;
  summary?: string | undefined;
  preparedBy?: number | undefined;
  cursor?: string | undefined;
  pageSize: number;
}

type Key = [year: number, month: number, sort: number, type: string, no: number];

const encode = (key: Key) => Buffer.from(JSON.stringify(key)).toString('base64url');

function decode(cursor: string): Key {
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (
      Array.isArray(key) &&
      key.length === 5 &&
      [0, 1, 2, 4].every((i) => Number.isInteger(key[i])) &&
      typeof key[3] === 'string'
    ) {
      return key as Key;
    }
  } catch {}
  throw badRequest('分页游标（cursor）无效，请从第一页重新查询');
}

const likeEscape = (text: string) => text.replace(/[\\%_]/g, '\\$&');

function filtered(db: Db, ledgerSetId: number, f: ListFilter) {
  const from = f.month ?? 1;
  const to = f.monthTo ?? f.month ?? 12;
  let q = db
    .selectFrom('voucher as v')
    .innerJoin('voucher_type as t', (j) =>
      j.onRef('t.ledger_set_id', '=', 'v.ledger_set_id').onRef('t.code', '=', 'v.voucher_type'),
    )
    .where('v.ledger_set_id', '=', ledgerSetId)
    .where('v.year', '=', f.year)
    .where('v.month', '>=', from)
    .where('v.month', '<=', to);
  if (f.statuses && f.statuses.length > 0) q = q.where('v.status', 'in', [...f.statuses]);
  if (f.voucherType) q = q.where('v.voucher_type', '=', f.voucherType);
  if (f.preparedBy !== undefined) q = q.where('v.preparer_id', '=', f.preparedBy);
  if (f.amountMin !== undefined) q = q.where('v.total', '>=', f.amountMin);
  if (f.amountMax !== undefined) q = q.where('v.total', '<=', f.amountMax);
  if (f.code) {
    const code = f.code;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('voucher_entry as e')
          .select(sql`1`.as('one'))
          .whereRef('e.voucher_id', '=', 'v.id')
          .where('e.subject_code', 'like', `${likeEscape(code)}%`),
      ),
    );
  }
  if (f.summary) {
    const text = f.summary;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('voucher_entry as e')
          .select(sql`1`.as('one'))
          .whereRef('e.voucher_id', '=', 'v.id')
          .where('e.summary', 'like', `%${likeEscape(text)}%`),
      ),
    );
  }
  return q;
}

export async function listVouchers(db: Db, ledgerSetId: number, f: ListFilter): Promise<VoucherListPage> {
  const base = filtered(db, ledgerSetId, f);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  let page = base
    .innerJoin('app_user as p', 'p.id', 'v.preparer_id')
    .leftJoin('app_user as a', 'a.id', 'v.auditor_id')
    .leftJoin('app_user as b', 'b.id', 'v.poster_id')
    .select([
      'v.id',
      'v.year',
      'v.month',
      'v.voucher_date',
      'v.voucher_type',
      't.name as type_name',
      't.sort as type_sort',
      'v.voucher_no',
      'v.attachments',
      'v.status',
      'v.version',
      'v.total',
      'v.preparer_id',
      'p.real_name as preparer_name',
      'v.auditor_id',
      'a.real_name as auditor_name',
      'v.poster_id',
      'b.real_name as poster_name',
      (eb) =>
        eb
          .selectFrom('voucher_entry as e')
          .select('e.summary')
          .whereRef('e.voucher_id', '=', 'v.id')
          .orderBy('e.line_no')
          .limit(1)
          .as('summary'),
    ]);
  if (f.cursor) {
    const [y, m, s, t, n] = decode(f.cursor);
    page = page.where(
      sql<boolean>`(v.year, v.month, t.sort, v.voucher_type collate "C", v.voucher_no) > (${y}::int, ${m}::int, ${s}::int, ${t}::text collate "C", ${n}::int)`,
    );
  }
  const rows = await page
    .orderBy('v.year')
    .orderBy('v.month')
    .orderBy('t.sort')
    .orderBy(sql`v.voucher_type collate "C"`)
    .orderBy('v.voucher_no')
    .limit(f.pageSize + 1)
    .execute();
  const more = rows.length > f.pageSize;
  const shown = more ? rows.slice(0, f.pageSize) : rows;
  const last = shown.at(-1);
  return {
    rows: shown.map(
      (r): VoucherListRow => ({
        id: r.id,
        year: r.year,
        month: r.month,
        voucherDate: r.voucher_date,
        voucherType: r.voucher_type,
        voucherTypeName: r.type_name,
        voucherNo: r.voucher_no,
        numberOfDocument: r.attachments,
        status: r.status,
        version: r.version,
        summary: r.summary ?? '',
        debitTotal: r.total,
        creditTotal: r.total,
        preparedBy: userRef(r.preparer_id, r.preparer_name) ?? { id: 0, name: '' },
        reviewer: userRef(r.auditor_id, r.auditor_name),
        bookkeeper: userRef(r.poster_id, r.poster_name),
      }),
    ),
    nextCursor:
      more && last
        ? encode([last.year, last.month, last.type_sort, last.voucher_type, last.voucher_no])
        : null,
    total: Number(total),
  };
}

/** The date of the voucher this user last created or edited in the ledger set (the entry screen's default). */
export async function lastVoucherDate(db: Db, ledgerSetId: number, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('voucher_event as e')
    .innerJoin('voucher as v', 'v.id', 'e.voucher_id')
    .select('v.voucher_date')
    .where('e.user_id', '=', userId)
    .where('e.ledger_set_id', '=', ledgerSetId)
    .where('e.action', 'in', ['create', 'update'])
    .orderBy('e.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.voucher_date ?? null;
}
