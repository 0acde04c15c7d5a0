// Writes a checked voucher: the number (a new one from the row-locked counter when the voucher is
// new or moved to another month or type), the header, the lines and the 'create' or 'update' event,
// in one statement for a new voucher and two for an update (old lines go first: same keys). Lines
// carry the voucher's date, type, number and status (their foreign key checks the copies).
import { sql, type Transaction } from 'kysely';
import type { CheckedEntry } from '../../../src/core/voucher/entries.ts';
import type { Database } from '../../db/schema.ts';

export interface VoucherWrite {
  id: string;
  ledgerSetId: number;
  userId: number;
  year: number;
  month: number;
  date: string;
  type: string;
  attachments: number;
  total: string;
  entries: readonly CheckedEntry[];
  /** null: a new voucher; voucherNo null: an update that needs a new number. */
  existing: { voucherNo: number | null } | null;
  /** The event's note; '{no}' is replaced by the number given. */
  note: string | null;
}

export interface Written {
  voucherNo: number;
  version: number;
  /** ISO time of the write (the event's time, the voucher's updated_at). */
  at: string;
}

export async function writeVoucher(trx: Transaction<Database>, w: VoucherWrite): Promise<Written> {
  const keep = w.existing?.voucherNo ?? null;
  const { id, ledgerSetId: ls } = w;
  // Values in SELECT lists carry casts: there nothing else gives a parameter its type.
  const number =
    keep !== null
      ? sql`select ${keep}::int as n`
      : sql`insert into voucher_counter as c (ledger_set_id, year, month, voucher_type, last_number)
            values (${ls}, ${w.year}, ${w.month}, ${w.type}, 1)
            on conflict (ledger_set_id, year, month, voucher_type)
            do update set last_number = c.last_number + 1
            returning last_number as n`;
  const header = w.existing
    ? sql`update voucher set year = ${w.year}, month = ${w.month}, voucher_date = ${w.date}::date,
            voucher_type = ${w.type}, voucher_no = (select n from num), attachments = ${w.attachments},
            total = ${w.total}, preparer_id = ${w.userId}, version = version + 1, updated_at = now()
          where id = ${id}::uuid
          returning voucher_no, version`
    : sql`insert into voucher (id, ledger_set_id, year, month, voucher_date, voucher_type, voucher_no,
            attachments, total, preparer_id)
          select ${id}::uuid, ${ls}::int, ${w.year}::int, ${w.month}::int, ${w.date}::date,
            ${w.type}::text, n, ${w.attachments}::int, ${w.total}::numeric, ${w.userId}::int from num
          returning voucher_no, version`;
  const lines = sql.join(
    w.entries.map(
      (e) => sql`(${id}::uuid, ${e.lineNo}, ${ls}, ${w.year}, ${w.month},
        ${e.summary}, ${e.code}, ${e.departmentCode}::text, ${e.auxKey}, ${e.debit}, ${e.credit},
        ${w.date}::date, ${w.type}, (select n from num), 'saved')`,
    ),
  );
  if (w.existing) await trx.deleteFrom('voucher_entry').where('voucher_id', '=', w.id).execute();
  const { rows } = await sql<{ voucher_no: number; version: number; at: Date | string }>`
    with num as (${number}),
    head as (${header}),
    lines as (
      insert into voucher_entry (voucher_id, line_no, ledger_set_id, year, month, summary, subject_code,
        dept_code, aux_key, debit, credit, voucher_date, voucher_type, voucher_no, status)
      values ${lines}
    ),
    event as (
      insert into voucher_event (voucher_id, ledger_set_id, user_id, action, from_status, to_status, note)
      select ${id}::uuid, ${ls}::int, ${w.userId}::int, ${w.existing ? 'update' : 'create'}::text,
        ${w.existing ? 'saved' : null}::text, 'saved', replace(${w.note}::text, '{no}', n::text) from num
      returning at
    )
    select head.voucher_no, head.version, event.at from head, event
  `.execute(trx);
  const row = rows[0];
  if (!row) throw new Error('凭证写入未返回结果');
  return { voucherNo: row.voucher_no, version: row.version, at: new Date(row.at).toISOString() };
}
