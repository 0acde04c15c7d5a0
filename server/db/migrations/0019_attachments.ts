// Attachments (issue 18 item 8): the file rows of a ledger set (the bytes live in FILES_DIR, named by
// their SHA-256, so one content is stored once however often it is uploaded) and their binding to a
// record as original vouchers or supporting files, either bound ('old') or a supplement waiting for
// approval ('new'), in the order the user arranged.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table attachment_file (
      id uuid primary key,
      ledger_set_id int not null references ledger_set(id) on delete cascade,
      uploaded_by int references app_user(id) on delete set null,
      name text not null check (length(name) between 1 and 200),
      suffix text not null check (suffix ~ '^[a-z0-9]{1,10}$'),
      size int not null check (size between 1 and 52428800),
      sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
      created_at timestamptz not null default now(),
      unique (id, ledger_set_id)
    )
  `.execute(db);
  // Whether any row still names a content (a failed upload removes only unnamed files).
  await sql`create index attachment_file_sha256_idx on attachment_file (sha256)`.execute(db);
  await sql`
    create table attachment_link (
      ledger_set_id int not null,
      attachments_type text not null,
      data_id text not null,
      file_type text not null check (file_type in ('originalFile', 'supportingFile')),
      stage text not null check (stage in ('old', 'new')),
      file_id uuid not null,
      position int not null,
      bound_by int references app_user(id) on delete set null,
      bound_at timestamptz not null default now(),
      primary key (ledger_set_id, attachments_type, data_id, file_type, stage, file_id),
      -- A record binds only files of its own ledger set.
      foreign key (file_id, ledger_set_id) references attachment_file (id, ledger_set_id) on delete cascade
    )
  `.execute(db);
}
