// 系统上传 (issue 21 item 6): besides the operation manual, the administrator may upload the import
// templates users download (人员前置表, 单位前置表, 操作员), checked against the import's header.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table system_file drop constraint system_file_kind_check;
    alter table system_file add constraint system_file_kind_check
      check (kind in ('manual', 'template.operator', 'template.person', 'template.enterprise'));
  `.execute(db);
}
