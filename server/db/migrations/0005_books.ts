// Indexes the books need (issue 7) beyond those of 0004. A detail book reads a month of vouchers
// in book order (date, type, number) to fill a page of a busy subject without sorting the month;
// the department and auxiliary books read one department's (or the auxiliary lines') entries a
// month at a time, so the period leads after the ledger set instead of scanning every year.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index voucher_book_order_idx
      on voucher (ledger_set_id, year, month, voucher_date, voucher_type collate "C", voucher_no);
    create index voucher_entry_dept_period_idx on voucher_entry (ledger_set_id, dept_code, year, month)
      where dept_code is not null;
    create index voucher_entry_aux_period_idx on voucher_entry (ledger_set_id, year, month)
      where aux_key <> '';
  `.execute(db);
}
