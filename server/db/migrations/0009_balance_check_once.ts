// The deferred balance check (0004) fired once per changed row: a four-line voucher was summed five
// times at commit. Now each firing phase checks a voucher once. Deferred triggers all fire in one
// statement (the commit, or a SET CONSTRAINTS ... IMMEDIATE), and statement_timestamp() names that
// statement, so a voucher changed again after an immediate check is checked again.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function voucher_balance_check() returns trigger language plpgsql as $$
    declare
      ids uuid[];
      vid uuid;
      v_total numeric;
      d numeric;
      c numeric;
      n int;
      phase text := statement_timestamp()::text;
      seen text := coalesce(current_setting('voucher.balance_checked', true), '');
      tag text;
    begin
      if tg_table_name = 'voucher' then
        ids := array[new.id];
      elsif tg_op = 'DELETE' then
        ids := array[old.voucher_id];
      elsif tg_op = 'UPDATE' and old.voucher_id <> new.voucher_id then
        ids := array[old.voucher_id, new.voucher_id];
      else
        ids := array[new.voucher_id];
      end if;
      -- The list belongs to one phase: a later phase starts it afresh.
      if split_part(seen, ',', 1) <> phase then
        seen := phase;
      end if;
      foreach vid in array ids loop
        tag := ',' || vid::text;
        continue when position(tag in seen) > 0;
        seen := seen || tag;
        select total into v_total from voucher where id = vid;
        continue when not found;
        select coalesce(sum(debit), 0), coalesce(sum(credit), 0), count(*) into d, c, n
          from voucher_entry where voucher_id = vid;
        if n < 2 then
          raise exception using errcode = 'check_violation', message = '凭证至少需要两行分录';
        end if;
        if d <> c then
          raise exception using errcode = 'check_violation',
            message = format('借贷不平衡，差额 %s', to_char(abs(d - c), 'FM9999999999999990.00'));
        end if;
        if d <> v_total then
          raise exception using errcode = 'check_violation', message = '凭证合计与分录金额不符';
        end if;
      end loop;
      perform set_config('voucher.balance_checked', seen, true);
      return null;
    end $$;
  `.execute(db);
}
