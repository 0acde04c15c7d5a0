// A voucher line carries its voucher's date, type, number and status, so a detail book reads a
// subject's (or a department's) lines in book order straight from one index range: a page is one
// short index scan instead of a walk over the month's vouchers probing each one's lines.
//
// The copies cannot drift: they are part of the line's foreign key to its voucher, which cascades
// every change (audit, post, renumber) to the lines. The entry guard lets such a cascade through
// (only the copies change) and fills the copies of a line written without them. The deferred
// balance check no longer runs for a cascade either: amounts are what it checks.
//
// voucher_entry_dept_idx and voucher_entry_aux_idx go: the book-order indexes begin with their
// columns under the same predicates, so they answered nothing the new ones cannot.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table voucher_entry
      add column voucher_date date,
      add column voucher_type text,
      add column voucher_no int,
      add column status text;
    -- 0004's guard, with the cascade let through and the copies filled in.
    create or replace function voucher_entry_guard() returns trigger language plpgsql as $$
    declare
      v record;
      subj record;
      wanted text;
      given text;
    begin
      if tg_op = 'UPDATE'
        and (new.voucher_id, new.line_no, new.ledger_set_id, new.year, new.month, new.summary,
             new.subject_code, new.dept_code, new.aux_key, new.debit, new.credit)
          is not distinct from
            (old.voucher_id, old.line_no, old.ledger_set_id, old.year, old.month, old.summary,
             old.subject_code, old.dept_code, old.aux_key, old.debit, old.credit) then
        return new;
      end if;
      if tg_op in ('UPDATE', 'DELETE') then
        select status into v from voucher where id = old.voucher_id;
        if found and v.status <> 'saved' then
          raise exception using errcode = 'check_violation', message = '已审核的凭证不能修改';
        end if;
        if tg_op = 'DELETE' then
          return old;
        end if;
      end if;
      select voucher_date, voucher_type, voucher_no, status into v from voucher where id = new.voucher_id;
      if found then
        if v.status <> 'saved' then
          raise exception using errcode = 'check_violation', message = '已审核的凭证不能修改';
        end if;
        new.voucher_date := coalesce(new.voucher_date, v.voucher_date);
        new.voucher_type := coalesce(new.voucher_type, v.voucher_type);
        new.voucher_no := coalesce(new.voucher_no, v.voucher_no);
        new.status := coalesce(new.status, v.status);
      end if;
      -- One look-up: the subject with the auxiliary types it requires, sorted as keys are.
      select x.is_leaf, x.enabled, x.dept_accounting,
        coalesce((select string_agg(t.type_no, ';' order by t.type_no collate "C")
                  from subject_aux_type l join aux_type t on t.id = l.aux_type_id
                  where l.ledger_set_id = x.ledger_set_id and l.subject_code = x.code), '') as wanted
        into subj
        from subject x where x.ledger_set_id = new.ledger_set_id and x.code = new.subject_code;
      if not found then
        raise exception using errcode = 'foreign_key_violation',
          message = format('第%s行：科目 %s 不存在', new.line_no, new.subject_code);
      end if;
      if not subj.is_leaf then
        raise exception using errcode = 'check_violation',
          message = format('第%s行：请选择末级科目', new.line_no);
      end if;
      if not subj.enabled then
        raise exception using errcode = 'check_violation',
          message = format('第%s行：科目 %s 已停用', new.line_no, new.subject_code);
      end if;
      if subj.dept_accounting and new.dept_code is null then
        raise exception using errcode = 'check_violation', message = format('第%s行：请选择部门', new.line_no);
      end if;
      if not subj.dept_accounting and new.dept_code is not null then
        raise exception using errcode = 'check_violation',
          message = format('第%s行：科目 %s 未设置部门核算', new.line_no, new.subject_code);
      end if;
      wanted := subj.wanted;
      given := '';
      if new.aux_key <> '' then
        select string_agg(split_part(u.p, ':', 1), ';' order by u.n) into given
          from unnest(string_to_array(new.aux_key, ';')) with ordinality as u(p, n);
      end if;
      if wanted <> given then
        raise exception using errcode = 'check_violation',
          message = format('第%s行：辅助核算项目与科目 %s 的设置不符', new.line_no, new.subject_code);
      end if;
      return new;
    end $$;

    drop trigger voucher_entry_balanced on voucher_entry;
    create constraint trigger voucher_entry_balanced
      after insert or delete or update of voucher_id, debit, credit on voucher_entry
      deferrable initially deferred for each row execute function voucher_balance_check();

    -- The copies of the lines already kept (the new guard lets this through), without the indexes
    -- to maintain meanwhile.
    drop index voucher_entry_subject_idx;
    drop index voucher_entry_dept_idx;
    drop index voucher_entry_aux_idx;
    drop index voucher_entry_dept_period_idx;
    drop index voucher_entry_aux_period_idx;
    update voucher_entry e
      set voucher_date = v.voucher_date, voucher_type = v.voucher_type, voucher_no = v.voucher_no,
        status = v.status
      from voucher v where v.id = e.voucher_id;
    alter table voucher_entry
      alter column voucher_date set not null,
      alter column voucher_type set not null,
      alter column voucher_no set not null,
      alter column status set not null;

    alter table voucher_entry drop constraint voucher_entry_voucher_id_ledger_set_id_year_month_fkey;
    alter table voucher drop constraint voucher_id_ledger_set_id_year_month_key;
    alter table voucher add constraint voucher_entry_target_key
      unique (id, ledger_set_id, year, month, voucher_date, voucher_type, voucher_no, status);
    alter table voucher_entry add constraint voucher_entry_voucher_fkey
      foreign key (voucher_id, ledger_set_id, year, month, voucher_date, voucher_type, voucher_no, status)
      references voucher (id, ledger_set_id, year, month, voucher_date, voucher_type, voucher_no, status)
      on delete cascade on update cascade;

    create index voucher_entry_subject_idx on voucher_entry
      (ledger_set_id, subject_code, year, month, voucher_date, voucher_type collate "C", voucher_no, line_no);
    create index voucher_entry_dept_period_idx on voucher_entry
      (ledger_set_id, dept_code, year, month, voucher_date, voucher_type collate "C", voucher_no, line_no)
      where dept_code is not null;
    create index voucher_entry_aux_period_idx on voucher_entry
      (ledger_set_id, year, month, voucher_date, voucher_type collate "C", voucher_no, line_no)
      where aux_key <> '';
  `.execute(db);
}
