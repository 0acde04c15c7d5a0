// 公告推送 and 待办推送 (issue 21 item 4): announcements to an audience (everyone, holders of some
// duties, users granted some ledger sets) with a read receipt per user; to-dos pushed to named users,
// shown in their 待办 until they mark them done.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table announcement (
      id serial primary key,
      org_id int not null references organisation(id),
      title text not null,
      body text not null,
      audience text not null check (audience in ('all', 'roles', 'ledgers')),
      role_ids int[] not null default '{}',
      ledger_set_ids int[] not null default '{}',
      created_by int references app_user(id) on delete set null,
      created_by_name text not null,
      published_at timestamptz not null default now(),
      withdrawn_at timestamptz,
      version int not null default 1
    );
    create index announcement_org_idx on announcement (org_id, published_at desc);

    create table announcement_read (
      announcement_id int not null references announcement(id) on delete cascade,
      user_id int not null references app_user(id) on delete cascade,
      read_at timestamptz not null default now(),
      primary key (announcement_id, user_id)
    );

    create table todo_push (
      id serial primary key,
      user_id int not null references app_user(id) on delete cascade,
      title text not null,
      body text not null default '',
      href text not null default '',
      pushed_by int references app_user(id) on delete set null,
      pushed_by_name text not null,
      pushed_at timestamptz not null default now(),
      done_at timestamptz
    );
    create index todo_push_user_idx on todo_push (user_id, done_at, pushed_at desc);
  `.execute(db);
}
