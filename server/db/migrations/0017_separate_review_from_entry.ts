// Separation of duties (domain NOTES §5: 制单 and 审核 by different people): the built-in 审核 and 记账
// duties were seeded with voucher.modifyDelete, so a reviewer could delete or change the vouchers
// they review. New databases no longer grant it (src/core/permissions/duties.ts); this takes it back
// from databases seeded before. The role_permission trigger bumps the access stamp, so sessions
// already open lose the key on their next call.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    delete from role_permission rp
    using role r
    where rp.role_id = r.id
      and r.builtin
      and r.code in ('auditor', 'bookkeeper')
      and rp.permission_key = 'voucher.modifyDelete'
  `.execute(db);
}
