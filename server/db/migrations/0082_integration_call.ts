// gRPC 日志 (issue 21 item 6): every call this server makes to an outside service (today the single
// sign-on provider's userinfo; e-invoice or bank links join as they are built) — which service and
// operation, the address without its secrets, status, time taken and the error if any. Written
// outside any business transaction (a failed call is logged too), so the operation log skips it.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table integration_call (
      id bigserial primary key,
      at timestamptz not null default now(),
      service text not null,
      operation text not null,
      method text not null,
      target text not null,
      status int,
      ok boolean not null,
      duration_ms int not null,
      message text not null default '',
      user_name text not null default ''
    );
    create index integration_call_at_idx on integration_call (at desc, id desc);
    create index integration_call_service_idx on integration_call (service, at desc, id desc);
    insert into oplog_skip (table_name) values ('integration_call');
  `.execute(db);
}
