// The department books (部门明细账, 部门总账, 部门余额表 of one department) read one department's
// period balances; without an index that led with the department they scanned every breakdown row
// of the ledger set. Posting updates only amounts, which stay out of the index (HOT updates).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index balance_department_idx on balance (ledger_set_id, dept_code, year, month)
      where dept_code <> '';
  `.execute(db);
}
