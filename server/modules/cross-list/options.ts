// What the cross-module lists' query bars choose from, for the caller's organisation.
import type { Kysely } from 'kysely';
import type { CrossListOptions } from '../../../src/core/contracts/cross-list.ts';
import type { Database } from '../../db/schema.ts';

export async function crossListOptions(db: Kysely<Database>, orgId: number): Promise<CrossListOptions> {
  const sets = await db
    .selectFrom('ledger_set')
    .select(['id', 'short_name', 'name'])
    .where('org_id', '=', orgId)
    .orderBy('code')
    .execute();
  const ids = sets.map((s) => s.id);
  const jc = new Map(sets.map((s) => [s.id, s.short_name]));
  const [departments, users, accounts] = await Promise.all([
    ids.length
      ? db
          .selectFrom('department')
          .select(['id', 'ledger_set_id', 'name'])
          .where('ledger_set_id', 'in', ids)
          .orderBy('ledger_set_id')
          .orderBy('code')
          .execute()
      : [],
    db
      .selectFrom('app_user')
      .select(['id', 'real_name', 'user_name'])
      .where('org_id', '=', orgId)
      .orderBy('user_name')
      .execute(),
    ids.length
      ? db
          .selectFrom('recon_account')
          .select(['ledger_set_id', 'subject_code', 'bank_name', 'bank_account_no'])
          .where('ledger_set_id', 'in', ids)
          .orderBy('ledger_set_id')
          .orderBy('subject_code')
          .execute()
      : [],
  ]);
  return {
    ledgerSets: sets.map((s) => ({ id: s.id, jc: s.short_name, name: s.name })),
    departments: departments.map((d) => ({ id: d.id, ledgerSetId: d.ledger_set_id, name: d.name })),
    users: users.map((u) => ({ id: u.id, realName: u.real_name, userName: u.user_name })),
    accounts: accounts.map((a) => ({
      key: `${a.ledger_set_id}:${a.subject_code}`,
      ledgerSetId: a.ledger_set_id,
      label: `${jc.get(a.ledger_set_id) ?? ''} ${a.bank_name || a.subject_code} ${a.bank_account_no}`.trim(),
    })),
  };
}
