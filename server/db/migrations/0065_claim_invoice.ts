// 发票 on claims (reimbursement_form_fields.csv: 发票(号码/金额/日期)，电子发票录入查重). The claim's
// content keeps its invoices as entered; this table holds the invoices a claim has claimed, one row
// each, while the claim holds them: a draft, one in approval, rejected or approved claim holds its
// invoices, a withdrawn one does not (its rows are deleted at withdrawal and taken again when it is
// edited or resubmitted), a deleted one's go with it (cascade). The unique index makes one invoice
// (code and number) claimable once per ledger set even when two saves race: the second waits on the
// first's index entry and finds it taken.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table claim_invoice (
      claim_id uuid not null references claim(id) on delete cascade,
      line int not null check (line >= 0),
      ledger_set_id int not null references ledger_set(id) on delete cascade,
      invoice_code text not null check (invoice_code ~ '^([0-9]{10}|[0-9]{12})?$'),
      invoice_no text not null check (invoice_no ~ '^([0-9]{8}|[0-9]{20})$'),
      amount numeric(18, 2) not null check (amount > 0),
      invoice_date date not null,
      primary key (claim_id, line)
    )
  `.execute(db);
  await sql`
    create unique index claim_invoice_once_idx on claim_invoice (ledger_set_id, invoice_code, invoice_no)
  `.execute(db);
}
