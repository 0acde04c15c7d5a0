// The administrator's system files (issue 21 items 4 and 6): which uploaded attachment is the
// operation manual the help menu opens. The file itself is an attachment (FILES_DIR, by content).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table system_file (
      kind text primary key check (kind in ('manual')),
      file_id uuid not null references attachment_file(id),
      set_by text not null,
      set_at timestamptz not null default now()
    );
  `.execute(db);
}
