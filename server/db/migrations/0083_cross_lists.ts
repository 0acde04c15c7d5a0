// The administrator's cross-module lists (单据管理, 全部支付, 全部银行流水) read the newest rows of
// every ledger set first: these indexes let each list's first page stop after its page of rows
// instead of sorting a whole table (test/bench/cross-list.bench.ts).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index claim_doc_date_idx on claim (doc_date desc, id desc)`.execute(db);
  await sql`
    create index claim_paid_idx on claim (doc_date desc, id desc)
    where status = 'approved' and type <> 'repayment' and figures->'settlement'->>'kind' = '补领'
  `.execute(db);
  await sql`create index asset_document_date_idx on asset_document (repay_date desc, id desc)`.execute(db);
  await sql`
    create index cashier_entry_payment_idx on cashier_entry (entry_date desc, id desc) where payment <> 0
  `.execute(db);
  await sql`create index bank_statement_line_recent_idx on bank_statement_line (txn_date desc, id desc)`.execute(
    db,
  );
}
