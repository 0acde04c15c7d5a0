// Ledger-set grants per user: level 1 reads, level 2 also writes, 0 (in requests) revokes.
import type { Kysely } from 'kysely';
import type { UserLevel } from '../../../src/core/contracts/auth.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';

async function userInOrg(db: Kysely<Database>, userId: number, orgId: number) {
  const user = await db
    .selectFrom('app_user as u')
    .innerJoin('organisation as o', 'o.id', 'u.org_id')
    .select(['u.id', 'u.user_name', 'u.real_name', 'o.level'])
    .where('u.id', '=', userId)
    .where('u.org_id', '=', orgId)
    .executeTakeFirst();
  if (!user) throw badRequest(`用户不存在：${userId}`);
  return user;
}

export async function getUserLevel(db: Kysely<Database>, orgId: number, userId: number): Promise<UserLevel> {
  const user = await userInOrg(db, userId, orgId);
  const rows = await db
    .selectFrom('ledger_set as l')
    .leftJoin('user_ledger_set as g', (join) =>
      join.onRef('g.ledger_set_id', '=', 'l.id').on('g.user_id', '=', userId),
    )
    .select(['l.id', 'l.code', 'l.name', 'l.kind', 'g.level'])
    .where('l.org_id', '=', orgId)
    .orderBy('l.code')
    .execute();
  return {
    userId: user.id,
    userName: user.user_name,
    realName: user.real_name,
    orgLevel: user.level,
    ledgerSets: rows.map((r) => ({
      zid: r.id,
      ztno: r.code,
      name: r.name,
      kind: r.kind,
      level: r.level ?? 0,
    })),
  };
}

export async function setUserLedgerLevel(
  db: Kysely<Database>,
  orgId: number,
  input: { userId: number; zid: number; level: number },
): Promise<void> {
  await userInOrg(db, input.userId, orgId);
  const ledger = await db
    .selectFrom('ledger_set')
    .select('id')
    .where('id', '=', input.zid)
    .where('org_id', '=', orgId)
    .executeTakeFirst();
  if (!ledger) throw badRequest(`账套不存在：${input.zid}`);
  if (input.level === 0) {
    await db
      .deleteFrom('user_ledger_set')
      .where('user_id', '=', input.userId)
      .where('ledger_set_id', '=', input.zid)
      .execute();
    return;
  }
  const level = input.level as 1 | 2;
  await db
    .insertInto('user_ledger_set')
    .values({ user_id: input.userId, ledger_set_id: input.zid, level })
    .onConflict((oc) => oc.columns(['user_id', 'ledger_set_id']).doUpdateSet({ level }))
    .execute();
}
