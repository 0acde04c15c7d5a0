// VoucherView as GET /api/voucher/get and every write answer it: header, lines with the names of
// what they refer to, totals, and the audit trail.
import type { Kysely } from 'kysely';
import type {
  UserRef,
  VoucherEntryView,
  VoucherEventAction,
  VoucherEventView,
  VoucherStatus,
  VoucherView,
} from '../../../src/core/voucher/types.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import { auxViews, type Reference, type ReferenceCache } from './reference.ts';

type Db = Kysely<Database>;

export const userRef = (id: number | null, name: string | null): UserRef | null =>
  id === null ? null : { id, name: name ?? '' };

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** The voucher headers with their type name and people, in the order of `ids`; missing ids are skipped. */
export async function voucherHeaders(db: Db, ledgerSetId: number, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('voucher as v')
    .innerJoin('voucher_type as t', (j) =>
      j.onRef('t.ledger_set_id', '=', 'v.ledger_set_id').onRef('t.code', '=', 'v.voucher_type'),
    )
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
      'v.created_at',
      'v.updated_at',
    ])
    .where('v.ledger_set_id', '=', ledgerSetId)
    .where('v.id', 'in', [...ids])
    .execute();
}

export function entryView(
  r: {
    line_no: number;
    summary: string;
    subject_code: string;
    dept_code: string | null;
    aux_key: string;
    debit: string;
    credit: string;
  },
  ref: Reference,
): VoucherEntryView {
  const subject = ref.subjects.get(r.subject_code);
  return {
    lineNo: r.line_no,
    summary: r.summary,
    code: r.subject_code,
    name: subject?.name ?? '',
    codeFullName: subject?.fullName ?? '',
    auxis: auxViews(ref, r.aux_key),
    departmentCode: r.dept_code,
    departmentName: r.dept_code === null ? null : (ref.departments.get(r.dept_code)?.name ?? ''),
    debitAmount: r.debit,
    creditAmount: r.credit,
  };
}

/** Events since the voucher's id was last used (a deleted voucher's id may be saved again). */
export async function eventsOf(db: Db, ids: readonly string[]): Promise<Map<string, VoucherEventView[]>> {
  const rows = await db
    .selectFrom('voucher_event as e')
    .leftJoin('app_user as u', 'u.id', 'e.user_id')
    .select([
      'e.voucher_id',
      'e.at',
      'e.user_id',
      'u.real_name',
      'e.action',
      'e.from_status',
      'e.to_status',
      'e.note',
    ])
    .where('e.voucher_id', 'in', [...ids])
    .orderBy('e.id')
    .execute();
  const out = new Map<string, VoucherEventView[]>();
  for (const r of rows) {
    if (r.action === 'delete') {
      out.set(r.voucher_id, []);
      continue;
    }
    const list = out.get(r.voucher_id) ?? [];
    list.push({
      at: iso(r.at),
      user: userRef(r.user_id, r.real_name) ?? { id: 0, name: '' },
      action: r.action as VoucherEventAction,
      fromStatus: r.from_status,
      toStatus: r.to_status,
      note: r.note,
    });
    out.set(r.voucher_id, list);
  }
  return out;
}

export async function voucherViews(
  db: Db,
  cache: ReferenceCache,
  ledgerSetId: number,
  ids: readonly string[],
): Promise<VoucherView[]> {
  const headers = await voucherHeaders(db, ledgerSetId, ids);
  if (headers.length === 0) return [];
  const found = headers.map((h) => h.id);
  const entries = await db
    .selectFrom('voucher_entry')
    .select(['voucher_id', 'line_no', 'summary', 'subject_code', 'dept_code', 'aux_key', 'debit', 'credit'])
    .where('voucher_id', 'in', found)
    .orderBy('voucher_id')
    .orderBy('line_no')
    .execute();
  const ref = await cache.get(db, ledgerSetId);
  const events = await eventsOf(db, found);
  const byId = new Map(headers.map((h) => [h.id, h]));
  return ids.flatMap((id) => {
    const h = byId.get(id);
    if (!h) return [];
    return [
      {
        id: h.id,
        year: h.year,
        month: h.month,
        voucherDate: h.voucher_date,
        voucherType: h.voucher_type,
        voucherTypeName: h.type_name,
        voucherNo: h.voucher_no,
        numberOfDocument: h.attachments,
        status: h.status as VoucherStatus,
        version: h.version,
        preparedBy: userRef(h.preparer_id, h.preparer_name) ?? { id: 0, name: '' },
        reviewer: userRef(h.auditor_id, h.auditor_name),
        bookkeeper: userRef(h.poster_id, h.poster_name),
        entries: entries.filter((e) => e.voucher_id === id).map((e) => entryView(e, ref)),
        debitTotal: h.total,
        creditTotal: h.total,
        createdAt: iso(h.created_at),
        updatedAt: iso(h.updated_at),
        events: events.get(id) ?? [],
      },
    ];
  });
}

export async function voucherView(
  db: Db,
  cache: ReferenceCache,
  ledgerSetId: number,
  id: string,
): Promise<VoucherView> {
  const [view] = await voucherViews(db, cache, ledgerSetId, [id]);
  if (!view) throw badRequest('凭证不存在或已被删除');
  return view;
}
