// A write that changes thousands of rows (a bank statement import, automatic matching, a month's
// depreciation) paid the row capture for every one of them: a PL/pgSQL call, the row as jsonb and a
// log line each, which took 10,000 imported statement lines from about 1.4 s to several seconds.
// The viewer shows 200 rows of an entry; more were never read. Now the first 200 changed rows of a
// write are kept (oplogRowsKept of src/core/contracts/oplog.ts, kept equal by the oplog test) and
// every changed row is counted. The count is taken in the trigger's WHEN clause, which runs as a
// plain expression per row, so the rows past the cap cost no function call. An AFTER trigger's WHEN
// is evaluated as the row is changed, not when the trigger runs: the count is exact and stops the
// capture inside a single bulk statement too.
import { type Kysely, sql } from 'kysely';

const when = `coalesce(current_setting(''oplog.id'', true), '''') <> '''' and
  set_config(''oplog.rows'', (coalesce(nullif(current_setting(''oplog.rows'', true), ''''), ''0'')::int + 1)::text, true)::int <= 200`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    create or replace function oplog_attach() returns void language plpgsql as $$
    declare t record;
    begin
      for t in
        select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = current_schema() and c.relkind in ('r', 'p')
          and not exists (select 1 from oplog_skip s where s.table_name = c.relname)
          and not exists (select 1 from pg_trigger g where g.tgrelid = c.oid and g.tgname = 'oplog_capture')
      loop
        execute format(
          'create trigger oplog_capture after insert or update or delete on %I for each row '
          'when (${when}) execute function oplog_capture()', t.relname);
      end loop;
    end $$;

    do $$
    declare t record;
    begin
      for t in
        select c.relname from pg_trigger g join pg_class c on c.oid = g.tgrelid
        join pg_namespace n on n.oid = c.relnamespace
        where g.tgname = 'oplog_capture' and n.nspname = current_schema()
      loop
        execute format('drop trigger oplog_capture on %I', t.relname);
      end loop;
    end $$;

    select oplog_attach();
  `)
    .execute(db);
}
