// Vouchers (issue #6): types, vouchers and their entries, gapless numbering, the audit trail,
// closed months and period balances. The invariants of DESIGN §6 hold in the database itself, not
// only in the service: a deferred trigger checks debits = credits at commit, row triggers refuse
// non-end-level or disabled subjects, missing departments or auxiliary types, any change in a closed
// month, and any change to an audited or posted voucher's content.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- restriction: 'debitCash' (收) needs a debit on cash/bank, 'creditCash' (付) a credit on them,
    -- 'noCash' (转) no line on them.
    create table voucher_type (
      ledger_set_id int not null references ledger_set(id) on delete cascade,
      code text not null check (length(code) between 1 and 10),
      name text not null check (length(name) between 1 and 20),
      sort int not null default 0,
      enabled boolean not null default true,
      restriction text not null default 'none'
        check (restriction in ('none', 'debitCash', 'creditCash', 'noCash')),
      primary key (ledger_set_id, code),
      unique (ledger_set_id, name)
    );

    insert into voucher_type (ledger_set_id, code, name, sort, restriction)
      select id, '记', '记账凭证', 1, 'none' from ledger_set;

    -- A counter per ledger set that moves with every committed change to the reference data a
    -- voucher names (subjects, auxiliary types and items, departments, voucher types, cash codes).
    -- The server caches that data per ledger set and reloads it when the counter moved, so a save
    -- does not read the chart again. The bump runs at commit (deferred), once per transaction and
    -- ledger set, so it takes the counter's row lock last and holds it only for the commit.
    create table reference_version (
      ledger_set_id int primary key references ledger_set(id) on delete cascade,
      version bigint not null default 1
    );
    insert into reference_version (ledger_set_id) select id from ledger_set;

    create function note_reference_change() returns trigger language plpgsql as $$
    declare
      ls int := case when tg_op = 'DELETE' then old.ledger_set_id else new.ledger_set_id end;
      flag text := 'uf_reference.l' || ls;
      tx text := txid_current()::text;
    begin
      if current_setting(flag, true) is distinct from tx then
        perform set_config(flag, tx, false);
        -- (A ledger set being deleted takes its rows along: nothing to note then.)
        insert into reference_version as r (ledger_set_id)
          select ls where exists (select 1 from ledger_set where id = ls)
          on conflict (ledger_set_id) do update set version = r.version + 1;
      end if;
      return null;
    end $$;

    -- Every ledger set, however it is created (zt/save, the demo seed, a script), gets 记账凭证.
    create function ledger_set_voucher_types() returns trigger language plpgsql as $$
    begin
      insert into voucher_type (ledger_set_id, code, name, sort, restriction)
        values (new.id, '记', '记账凭证', 1, 'none')
        on conflict do nothing;
      return null;
    end $$;
    create trigger ledger_set_voucher_types after insert on ledger_set
      for each row execute function ledger_set_voucher_types();

    -- A row means the month is closed (结账). A month is also closed when any later month of the
    -- ledger set is: months close in order, so the latest closed month is a watermark.
    create table period (
      ledger_set_id int not null references ledger_set(id) on delete cascade,
      year smallint not null,
      month smallint not null check (month between 1 and 12),
      closed_at timestamptz not null default now(),
      closed_by int references app_user(id) on delete set null,
      primary key (ledger_set_id, year, month)
    );

    create table period_event (
      id bigserial primary key,
      ledger_set_id int not null references ledger_set(id) on delete cascade,
      year smallint not null,
      month smallint not null,
      action text not null check (action in ('close', 'reopen')),
      at timestamptz not null default now(),
      user_id int references app_user(id) on delete set null
    );

    create function voucher_month_closed(ls int, y int, m int) returns boolean
      language sql stable as $$
        select exists (
          select 1 from period p
          where p.ledger_set_id = ls and (p.year > y or (p.year = y and p.month >= m))
        )
      $$;

    -- The last number given per ledger set, year, month and type. The save increments it with an
    -- upsert, which row-locks it until commit: concurrent saves queue and numbers have no gaps.
    create table voucher_counter (
      ledger_set_id int not null references ledger_set(id) on delete cascade,
      year smallint not null,
      month smallint not null,
      voucher_type text not null,
      last_number int not null default 0 check (last_number >= 0),
      primary key (ledger_set_id, year, month, voucher_type)
    );

    -- id is made by the client (uuid), so an offline save and its replay name the same voucher.
    -- total = the sum of debits = the sum of credits (checked at commit by voucher_balance_check).
    create table voucher (
      id uuid primary key,
      ledger_set_id int not null references ledger_set(id) on delete cascade,
      year smallint not null,
      month smallint not null check (month between 1 and 12),
      voucher_date date not null check (voucher_date >= date '2022-01-01'),
      voucher_type text not null,
      voucher_no int not null check (voucher_no > 0),
      attachments smallint not null default 0 check (attachments between 0 and 999),
      status text not null default 'saved' check (status in ('saved', 'audited', 'posted')),
      version int not null default 1,
      total numeric(18, 2) not null,
      preparer_id int not null references app_user(id),
      auditor_id int references app_user(id),
      poster_id int references app_user(id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (extract(year from voucher_date) = year and extract(month from voucher_date) = month),
      check (status = 'saved' or auditor_id is not null),
      check (status <> 'posted' or poster_id is not null),
      -- 不能审核自己填制的凭证, also for a hand-written update.
      check (auditor_id is null or auditor_id <> preparer_id),
      foreign key (ledger_set_id, voucher_type) references voucher_type(ledger_set_id, code),
      unique (id, ledger_set_id, year, month),
      -- Deferrable so renumbering can shift numbers in one statement (checked at its end).
      constraint voucher_number_key unique (ledger_set_id, year, month, voucher_type, voucher_no)
        deferrable initially immediate
    );
    create index voucher_preparer_idx on voucher (ledger_set_id, preparer_id, updated_at);
    create index voucher_status_idx on voucher (ledger_set_id, status, year, month);

    -- Amounts: exactly one side non-zero; negative (red) amounts are allowed. dept_code references
    -- the department (null when none); aux_key is the canonical "typeNo:infoNo;..." key, '' when none.
    create table voucher_entry (
      voucher_id uuid not null,
      line_no smallint not null check (line_no between 1 and 500),
      ledger_set_id int not null,
      year smallint not null,
      month smallint not null,
      summary text not null default '' check (length(summary) <= 200),
      subject_code text not null,
      dept_code text,
      aux_key text not null default '',
      debit numeric(18, 2) not null default 0,
      credit numeric(18, 2) not null default 0,
      check ((debit <> 0) <> (credit <> 0)),
      primary key (voucher_id, line_no),
      foreign key (voucher_id, ledger_set_id, year, month)
        references voucher(id, ledger_set_id, year, month) on delete cascade on update cascade,
      foreign key (ledger_set_id, subject_code) references subject(ledger_set_id, code),
      foreign key (ledger_set_id, dept_code) references department(ledger_set_id, code)
    );
    create index voucher_entry_subject_idx on voucher_entry (ledger_set_id, subject_code, year, month);
    create index voucher_entry_dept_idx on voucher_entry (ledger_set_id, dept_code)
      where dept_code is not null;
    create index voucher_entry_aux_idx on voucher_entry (ledger_set_id) where aux_key <> '';

    -- The audit trail: who moved which voucher when, from which status to which. No foreign key:
    -- the trail of a deleted voucher stays.
    create table voucher_event (
      id bigserial primary key,
      voucher_id uuid not null,
      ledger_set_id int not null references ledger_set(id) on delete cascade,
      at timestamptz not null default now(),
      user_id int references app_user(id) on delete set null,
      action text not null
        check (action in ('create', 'update', 'audit', 'unaudit', 'post', 'unpost', 'renumber', 'delete')),
      from_status text,
      to_status text,
      note text
    );
    create index voucher_event_voucher_idx on voucher_event (voucher_id, id);
    create index voucher_event_user_idx on voucher_event (user_id, ledger_set_id, id);

    -- Period totals of posted vouchers per subject, department and auxiliary combination (DESIGN
    -- §11); posting adds and un-posting subtracts in the voucher's transaction. dept_code and
    -- aux_key are '' when none. Month 0 is reserved for opening balances.
    create table balance (
      ledger_set_id int not null references ledger_set(id) on delete cascade,
      year smallint not null,
      month smallint not null check (month between 0 and 12),
      subject_code text not null,
      dept_code text not null default '',
      aux_key text not null default '',
      debit numeric(18, 2) not null default 0,
      credit numeric(18, 2) not null default 0,
      primary key (ledger_set_id, year, month, subject_code, dept_code, aux_key)
    );
    create index balance_subject_idx on balance (ledger_set_id, subject_code, year, month);

    -- A closed month accepts no change; audited and posted vouchers keep their content.
    create function voucher_guard() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') and voucher_month_closed(old.ledger_set_id, old.year, old.month) then
        raise exception using errcode = 'check_violation',
          message = format('%s年%s月已结账，不能修改凭证', old.year, old.month);
      end if;
      if tg_op = 'DELETE' then
        if old.status <> 'saved' then
          raise exception using errcode = 'check_violation', message = '已审核的凭证不能删除';
        end if;
        return old;
      end if;
      if tg_op = 'UPDATE' and old.status <> 'saved'
        and (new.ledger_set_id, new.year, new.month, new.voucher_date, new.voucher_type,
             new.attachments, new.total, new.preparer_id)
          is distinct from
            (old.ledger_set_id, old.year, old.month, old.voucher_date, old.voucher_type,
             old.attachments, old.total, old.preparer_id) then
        raise exception using errcode = 'check_violation', message = '已审核的凭证不能修改';
      end if;
      if voucher_month_closed(new.ledger_set_id, new.year, new.month) then
        raise exception using errcode = 'check_violation',
          message = format('%s年%s月已结账，不能保存凭证', new.year, new.month);
      end if;
      return new;
    end $$;
    create trigger voucher_guard before insert or update or delete on voucher
      for each row execute function voucher_guard();

    -- Entries change only while their voucher is unaudited, and only on end-level, enabled subjects
    -- with the department and exactly the auxiliary types the subject requires.
    create function voucher_entry_guard() returns trigger language plpgsql as $$
    declare
      v_status text;
      subj record;
      wanted text;
      given text;
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        select status into v_status from voucher where id = old.voucher_id;
        if found and v_status <> 'saved' then
          raise exception using errcode = 'check_violation', message = '已审核的凭证不能修改';
        end if;
        if tg_op = 'DELETE' then
          return old;
        end if;
      end if;
      select status into v_status from voucher where id = new.voucher_id;
      if found and v_status <> 'saved' then
        raise exception using errcode = 'check_violation', message = '已审核的凭证不能修改';
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
    create trigger voucher_entry_guard before insert or update or delete on voucher_entry
      for each row execute function voucher_entry_guard();

    -- Debits = credits = the voucher's total, at least two lines: checked at commit, after every
    -- entry of the transaction is written.
    create function voucher_balance_check() returns trigger language plpgsql as $$
    declare
      ids uuid[];
      vid uuid;
      v_total numeric;
      d numeric;
      c numeric;
      n int;
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
      foreach vid in array ids loop
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
      return null;
    end $$;
    create constraint trigger voucher_entry_balanced after insert or update or delete on voucher_entry
      deferrable initially deferred for each row execute function voucher_balance_check();
    create constraint trigger voucher_balanced after insert or update of total on voucher
      deferrable initially deferred for each row execute function voucher_balance_check();

    create constraint trigger subject_reference_change after insert or update or delete on subject
      deferrable initially deferred for each row execute function note_reference_change();
    create constraint trigger subject_aux_type_reference_change after insert or update or delete on subject_aux_type
      deferrable initially deferred for each row execute function note_reference_change();
    create constraint trigger aux_type_reference_change after insert or update or delete on aux_type
      deferrable initially deferred for each row execute function note_reference_change();
    create constraint trigger aux_item_reference_change after insert or update or delete on aux_item
      deferrable initially deferred for each row execute function note_reference_change();
    create constraint trigger department_reference_change after insert or update or delete on department
      deferrable initially deferred for each row execute function note_reference_change();
    create constraint trigger subject_setting_reference_change after insert or update or delete on subject_setting
      deferrable initially deferred for each row execute function note_reference_change();
    create constraint trigger voucher_type_reference_change after insert or update or delete on voucher_type
      deferrable initially deferred for each row execute function note_reference_change();
  `.execute(db);
}
