// 部门核算科目快捷设置 (issue 19 item 6): per department, the ordered 部门核算 subjects that 部门经费录入
// offers. One short list per department, read and written whole.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table department_subject_shortcut (
      ledger_set_id int not null references ledger_set(id) on delete cascade,
      dept_code text not null,
      subject_codes text[] not null check (cardinality(subject_codes) <= 50),
      version int not null default 1,
      updated_by int references app_user(id) on delete set null,
      updated_at timestamptz not null default now(),
      primary key (ledger_set_id, dept_code),
      foreign key (ledger_set_id, dept_code) references department(ledger_set_id, code)
        on delete cascade on update cascade
    );
  `.execute(db);
}
