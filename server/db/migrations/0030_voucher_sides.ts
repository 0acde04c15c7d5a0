// Domain NOTES §5.1 (会计核算软件基本功能规范): a voucher has a debit and a credit side and a non-zero
// amount. The service refuses such a voucher first (src/core/voucher/entries.ts sidesMessage); the
// deferred balance check of 0014 now backs the rule at commit as it backs the balance.
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
      dn int;
      cn int;
      phase text := statement_timestamp()::text;
      seen text := coalesce(current_setting('voucher.balance_checked', true), '');
      checked boolean := false;
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
        continue when position(vid::text in seen) > 0;
        seen := seen || ',' || vid::text;
        checked := true;
        select total into v_total from voucher where id = vid;
        continue when not found;
        select coalesce(sum(debit), 0), coalesce(sum(credit), 0), count(*),
            count(*) filter (where debit <> 0), count(*) filter (where credit <> 0)
          into d, c, n, dn, cn
          from voucher_entry where voucher_id = vid;
        if n < 2 then
          raise exception using errcode = 'check_violation', message = '凭证至少需要两行分录';
        end if;
        if d <> c then
          raise exception using errcode = 'check_violation',
            message = format('借贷不平衡，差额 %s', to_char(abs(d - c), 'FM9999999999999990.00'));
        end if;
        if dn = 0 or cn = 0 then
          raise exception using errcode = 'check_violation', message = '凭证必须同时有借方和贷方分录';
        end if;
        if d = 0 then
          raise exception using errcode = 'check_violation', message = '凭证合计金额不能为零';
        end if;
        if d <> v_total then
          raise exception using errcode = 'check_violation', message = '凭证合计与分录金额不符';
        end if;
      end loop;
      if checked then
        perform set_config('voucher.balance_checked', seen, true);
      end if;
      return null;
    end $$;
  `.execute(db);
}
