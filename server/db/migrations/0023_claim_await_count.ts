// "Awaiting my approval" answers its total with every page. Counting it from claim_await_key_idx read
// one heap page per waiting document (PGlite runs no vacuum, so the visibility map never lets an
// index-only scan skip them): 4,000 waiting of 100,000 took most of the list's time. The count per
// (ledger set, await_key, type, declarer) is kept here by a statement trigger on claim, in the same
// transaction as the change, so the list sums a few rows and still excludes the reader's own.
// The trigger applies its net changes in one upsert in key order: two transactions moving documents
// between the same keys take the counter rows' locks in the same order, and cannot deadlock on them.
// No foreign key to ledger_set: a ledger set's claims are deleted by cascade, and their trigger must
// still find (and bring to zero) the rows it decrements.
import { type Kysely, sql } from 'kysely';

/** The transition table's waiting documents, each counting `sign`. */
const waiting = (rows: string, sign: 1 | -1) =>
  `select ledger_set_id, await_key, type, declarer_id, await_duty, ${sign} as d from ${rows}
   where status = 'inApproval' and await_key is not null`;

/** Adds the net change per counter row, in key order. */
const apply = (deltas: string) =>
  sql.raw(`insert into claim_await_count as c (ledger_set_id, await_key, type, declarer_id, await_duty, n)
    select ledger_set_id, await_key, type, declarer_id, min(await_duty), sum(d) from (${deltas}) as x
    group by ledger_set_id, await_key, type, declarer_id
    having sum(d) <> 0
    order by ledger_set_id, await_key, type, declarer_id
    on conflict (ledger_set_id, await_key, type, declarer_id) do update set n = c.n + excluded.n`);

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table claim_await_count (
      ledger_set_id int not null,
      await_key text not null,
      type text not null,
      declarer_id int not null,
      await_duty text not null,
      n int not null,
      primary key (ledger_set_id, await_key, type, declarer_id)
    )
  `.execute(db);
  await sql`
    create function claim_await_count_apply() returns trigger language plpgsql as $$
    begin
      -- Each branch names only the transition tables its event has (plpgsql plans a statement when
      -- it first runs it, so the others are never looked at).
      if tg_op = 'INSERT' then
        ${apply(waiting('new_rows', 1))};
      elsif tg_op = 'UPDATE' then
        ${apply(`${waiting('new_rows', 1)} union all ${waiting('old_rows', -1)}`)};
      else
        ${apply(waiting('old_rows', -1))};
      end if;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger claim_await_count_insert after insert on claim
      referencing new table as new_rows for each statement execute function claim_await_count_apply()
  `.execute(db);
  await sql`
    create trigger claim_await_count_update after update on claim
      referencing old table as old_rows new table as new_rows
      for each statement execute function claim_await_count_apply()
  `.execute(db);
  await sql`
    create trigger claim_await_count_delete after delete on claim
      referencing old table as old_rows for each statement execute function claim_await_count_apply()
  `.execute(db);
  await sql`
    insert into claim_await_count (ledger_set_id, await_key, type, declarer_id, await_duty, n)
      select ledger_set_id, await_key, type, declarer_id, min(await_duty), count(*)
      from claim where status = 'inApproval' and await_key is not null
      group by ledger_set_id, await_key, type, declarer_id
  `.execute(db);
}
