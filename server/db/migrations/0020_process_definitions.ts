// Approval processes (issue 18 item 1): per ledger set and document type, one definition for all
// departments (department_id null) and at most one per department. The steps are the core's
// StepDefinition list as JSON; version is bumped by every change, since a document keeps the
// version it was submitted under.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table process_definition (
      id serial primary key,
      ledger_set_id int not null references ledger_set(id) on delete cascade,
      document_type text not null
        check (document_type in ('expense', 'travel', 'loan', 'repayment', 'provision', 'interAccount')),
      department_id int references department(id) on delete cascade,
      version int not null default 1 check (version >= 1),
      steps jsonb not null check (jsonb_typeof(steps) = 'array'),
      updated_by int references app_user(id) on delete set null,
      updated_at timestamptz not null default now()
    )
  `.execute(db);
  // A plain unique constraint lets NULLs repeat: the all-departments definition needs its own index.
  await sql`
    create unique index process_definition_department_uq
      on process_definition (ledger_set_id, document_type, department_id)
      where department_id is not null
  `.execute(db);
  await sql`
    create unique index process_definition_all_uq
      on process_definition (ledger_set_id, document_type)
      where department_id is null
  `.execute(db);
}
