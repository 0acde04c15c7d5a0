// Ledger sets (账套): list what a user may open, switch the session's set and year, create one.
import type { Kysely } from 'kysely';
import { ErrorCode } from '../../../src/core/contracts/errors.ts';
import type { LedgerSetSummary, Operator } from '../../../src/core/contracts/zt.ts';
import { openableYears } from '../../../src/core/rules/ledger-years.ts';
import type { Database } from '../../db/schema.ts';
import { AppError, badRequest, conflict } from '../../lib/errors.ts';
import { seedAssetSettings } from '../assets/seed.ts';
import { seedLedgerChart } from '../chart/seed.ts';
import { checkParent } from './admin.ts';

export async function listLedgerSets(db: Kysely<Database>, userId: number): Promise<LedgerSetSummary[]> {
  const rows = await db
    .selectFrom('user_ledger_set as g')
    .innerJoin('ledger_set as l', 'l.id', 'g.ledger_set_id')
    .select([
      'l.id',
      'l.code',
      'l.name',
      'l.short_name',
      'l.kind',
      'l.start_year',
      'g.level',
      'l.archived_at',
    ])
    .where('g.user_id', '=', userId)
    .where('l.enabled', '=', true)
    .orderBy('l.code')
    .execute();
  return rows.map((r) => ({
    zid: r.id,
    ztno: r.code,
    name: r.name,
    jc: r.short_name,
    kind: r.kind,
    startYear: r.start_year,
    // An archived ledger set is read-only for everyone (request_auth answers the same).
    level: r.archived_at === null ? r.level : 1,
    years: openableYears(r.start_year),
  }));
}

export async function selectLedgerSet(
  db: Kysely<Database>,
  input: { tokenHash: string; userId: number; zid: number; year: number },
): Promise<void> {
  const sets = await listLedgerSets(db, input.userId);
  const chosen = sets.find((s) => s.zid === input.zid);
  if (!chosen) throw new AppError(ErrorCode.ledgerSetForbidden, '没有该账套的访问权限');
  if (!chosen.years.includes(input.year)) {
    throw badRequest(`会计年度应在 ${chosen.years[0]} 到 ${chosen.years.at(-1)} 之间`);
  }
  await db
    .updateTable('session')
    .set({ ledger_set_id: input.zid, year: input.year })
    .where('token_hash', '=', input.tokenHash)
    .execute();
}

export interface NewLedgerSet {
  name: string;
  kind: 'grassroots' | 'county';
  startYear: number;
  shortName?: string | undefined;
  parentId?: number | null | undefined;
}

/** Creates a ledger set in the creator's organisation and grants it to the creator. */
export async function saveLedgerSet(
  db: Kysely<Database>,
  input: NewLedgerSet & { orgId: number; userId: number },
): Promise<LedgerSetSummary> {
  const duplicate = await db
    .selectFrom('ledger_set')
    .select('id')
    .where('org_id', '=', input.orgId)
    .where('name', '=', input.name)
    .executeTakeFirst();
  if (duplicate) throw conflict(`账套名称已存在：${input.name}`);
  await checkParent(db, input.orgId, null, input.parentId ?? null);
  const { max } = await db
    .selectFrom('ledger_set')
    .select((eb) => eb.fn.max('code').as('max'))
    .executeTakeFirstOrThrow();
  const code = String(Number(max ?? '0') + 1).padStart(3, '0');
  const created = await db
    .insertInto('ledger_set')
    .values({
      org_id: input.orgId,
      code,
      name: input.name,
      short_name: input.shortName ?? input.name.slice(0, 10),
      kind: input.kind,
      start_year: input.startYear,
      parent_id: input.parentId ?? null,
    })
    .returning(['id', 'code', 'name', 'short_name', 'kind', 'start_year'])
    .executeTakeFirstOrThrow();
  await seedLedgerChart(db, created.id, created.kind);
  await seedAssetSettings(db, created.id);
  await db
    .insertInto('user_ledger_set')
    .values({ user_id: input.userId, ledger_set_id: created.id, level: 2 })
    .execute();
  return {
    zid: created.id,
    ztno: created.code,
    name: created.name,
    jc: created.short_name,
    kind: created.kind,
    startYear: created.start_year,
    level: 2,
    years: openableYears(created.start_year),
  };
}

/** The enabled users granted the ledger set, by id: only names, no account details. */
export async function listOperators(db: Kysely<Database>, ledgerSetId: number): Promise<Operator[]> {
  const rows = await db
    .selectFrom('user_ledger_set as g')
    .innerJoin('app_user as u', 'u.id', 'g.user_id')
    .select(['u.id', 'u.real_name as name', 'u.user_name as userName', 'g.level'])
    .where('g.ledger_set_id', '=', ledgerSetId)
    .where('u.enabled', '=', true)
    .orderBy('u.id')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, userName: r.userName, readOnly: r.level < 2 }));
}
