// The database side of the ledger generator (generate-ledger.ts): readying a ledger set for
// realistic books, reading what the generator needs back, bulk-writing generated vouchers with
// period balances consistent with what posting keeps, and checking that consistency.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../server/db/schema.ts';
import { fromCents } from '../../src/core/money.ts';
import type { Direction } from '../../src/core/subjects/types.ts';
import type { GenSubject, GenVoucher, LedgerSetup } from './generate-ledger.ts';

type Db = Kysely<Database>;

export interface PrepareOptions {
  departments?: number;
  persons?: number;
  projects?: number;
}

/**
 * Gives a ledger set what realistic books use: more departments and people and projects, expense
 * subjects kept by department (职工活动组织支出, 行政支出) or by project (职工服务支出, 业务支出).
 * Only subjects without vouchers are changed; run it before any voucher exists.
 */
export async function prepareLedgerSet(
  db: Db,
  ledgerSetId: number,
  opts: PrepareOptions = {},
): Promise<LedgerSetup> {
  const wantDepts = opts.departments ?? 8;
  const existing = await db
    .selectFrom('department')
    .select('code')
    .where('ledger_set_id', '=', ledgerSetId)
    .execute();
  for (let i = existing.length; i < wantDepts; i++) {
    await db
      .insertInto('department')
      .values({
        ledger_set_id: ledgerSetId,
        code: `G${String(i + 1).padStart(2, '0')}`,
        name: `生成部门${i + 1}`,
      })
      .execute();
  }
  const types = await db
    .selectFrom('aux_type')
    .select(['id', 'type_no', 'builtin'])
    .where('ledger_set_id', '=', ledgerSetId)
    .execute();
  const typeOf = (builtin: string) => types.find((t) => t.builtin === builtin);
  for (const [builtin, prefix, want, label] of [
    ['person', 'GP', opts.persons ?? 20, '人员'],
    ['project', 'GX', opts.projects ?? 6, '项目'],
  ] as const) {
    const type = typeOf(builtin);
    if (!type) continue;
    const have = await db
      .selectFrom('aux_item')
      .select('info_no')
      .where('aux_type_id', '=', type.id)
      .execute();
    const rows = [];
    for (let i = have.length; i < want; i++) {
      rows.push({
        ledger_set_id: ledgerSetId,
        aux_type_id: type.id,
        info_no: `${prefix}${String(i + 1).padStart(3, '0')}`,
        info_name: `生成${label}${i + 1}`,
        details: '{}',
      });
    }
    if (rows.length > 0) await db.insertInto('aux_item').values(rows).execute();
  }
  const used = new Set(
    (
      await sql<{
        code: string;
      }>`select distinct subject_code as code from voucher_entry where ledger_set_id = ${ledgerSetId}`.execute(
        db,
      )
    ).rows.map((r) => r.code),
  );
  const leaves = await db
    .selectFrom('subject')
    .select(['code', 'parent_code'])
    .where('ledger_set_id', '=', ledgerSetId)
    .where('is_leaf', '=', true)
    .execute();
  const under = (root: string) =>
    leaves.filter((s) => s.code.startsWith(root) && !used.has(s.code)).map((s) => s.code);
  const byDept = [...under('502'), ...under('506'), ...under('501')].filter((_, i) => i % 2 === 0);
  if (byDept.length > 0) {
    await db
      .updateTable('subject')
      .set({ dept_accounting: true })
      .where('ledger_set_id', '=', ledgerSetId)
      .where('code', 'in', byDept)
      .execute();
  }
  const project = typeOf('project');
  if (project) {
    const byProject = [...under('503'), ...under('505')].filter((_, i) => i % 2 === 1);
    const linked = new Set(
      (
        await db
          .selectFrom('subject_aux_type')
          .select('subject_code')
          .where('ledger_set_id', '=', ledgerSetId)
          .execute()
      ).map((r) => r.subject_code),
    );
    const rows = byProject
      .filter((c) => !linked.has(c))
      .map((c) => ({ ledger_set_id: ledgerSetId, subject_code: c, aux_type_id: project.id }));
    if (rows.length > 0) await db.insertInto('subject_aux_type').values(rows).execute();
  }
  return loadSetup(db, ledgerSetId);
}

/** What the generator needs to know of a ledger set, read back from the database. */
export async function loadSetup(db: Db, ledgerSetId: number): Promise<LedgerSetup> {
  const subjects = await db
    .selectFrom('subject')
    .select(['code', 'category', 'direction', 'dept_accounting'])
    .where('ledger_set_id', '=', ledgerSetId)
    .where('is_leaf', '=', true)
    .where('enabled', '=', true)
    .orderBy('code')
    .execute();
  const links = await db
    .selectFrom('subject_aux_type as l')
    .innerJoin('aux_type as t', 't.id', 'l.aux_type_id')
    .select(['l.subject_code', 't.type_no'])
    .where('l.ledger_set_id', '=', ledgerSetId)
    .execute();
  const departments = (
    await db
      .selectFrom('department')
      .select('code')
      .where('ledger_set_id', '=', ledgerSetId)
      .orderBy('code')
      .execute()
  ).map((d) => d.code);
  const items = await db
    .selectFrom('aux_item as i')
    .innerJoin('aux_type as t', 't.id', 'i.aux_type_id')
    .select(['t.type_no', 'i.info_no'])
    .where('i.ledger_set_id', '=', ledgerSetId)
    .where('i.enabled', '=', true)
    .orderBy('i.info_no')
    .execute();
  const builtinDept = await db
    .selectFrom('aux_type')
    .select('type_no')
    .where('ledger_set_id', '=', ledgerSetId)
    .where('builtin', '=', 'department')
    .executeTakeFirst();
  const auxItems = new Map<string, string[]>();
  for (const i of items) auxItems.set(i.type_no, [...(auxItems.get(i.type_no) ?? []), i.info_no]);
  if (builtinDept) auxItems.set(builtinDept.type_no, departments);
  const leaves = new Map<string, GenSubject>();
  for (const s of subjects) {
    const auxTypes = links
      .filter((l) => l.subject_code === s.code)
      .map((l) => l.type_no)
      .sort();
    // A subject whose auxiliary type has no items cannot take a line; leave it out.
    if (auxTypes.some((t) => (auxItems.get(t) ?? []).length === 0)) continue;
    if (s.dept_accounting && departments.length === 0) continue;
    leaves.set(s.code, {
      code: s.code,
      category: s.category,
      direction: Number(s.direction) as Direction,
      deptAccounting: s.dept_accounting,
      auxTypes,
    });
  }
  const userId = async (name: string) =>
    (await db.selectFrom('app_user').select('id').where('user_name', '=', name).executeTakeFirst())?.id ?? 1;
  return {
    ledgerSetId,
    leaves,
    departments,
    auxItems,
    users: {
      preparer: await userId('zhidan'),
      auditor: await userId('shenhe'),
      poster: await userId('jizhang'),
    },
  };
}

export interface InsertOptions {
  /**
   * Bulk load: triggers and foreign keys off (session_replication_role = replica) and statuses
   * written at once. For a million lines; check the result with verifyBalances afterwards.
   */
  fast?: boolean;
  chunk?: number;
}

/**
 * Writes the vouchers, their lines and the period balances of the posted ones, consistent with
 * what posting maintains (server/modules/voucher/balances.ts), in one transaction.
 */
export async function insertLedger(
  db: Db,
  setup: LedgerSetup,
  vouchers: readonly GenVoucher[],
  opts: InsertOptions = {},
): Promise<void> {
  const chunk = opts.chunk ?? 20_000;
  const { users, ledgerSetId } = setup;
  await db.transaction().execute(async (trx) => {
    if (opts.fast) await sql`set local session_replication_role = replica`.execute(trx);
    for (let i = 0; i < vouchers.length; i += chunk) {
      const part = vouchers.slice(i, i + chunk);
      const total = part.map((v) => fromCents(v.lines.reduce((a, l) => a + l.debit, 0n)));
      const status = part.map((v) => (opts.fast ? v.status : 'saved'));
      const auditor = part.map((v) => (opts.fast && v.status !== 'saved' ? users.auditor : null));
      const poster = part.map((v) => (opts.fast && v.status === 'posted' ? users.poster : null));
      await sql`
        insert into voucher (id, ledger_set_id, year, month, voucher_date, voucher_type, voucher_no, attachments,
          status, total, preparer_id, auditor_id, poster_id)
        select u.id, ${ledgerSetId}, u.year, u.month, u.d, u.t, u.no, 1, u.status, u.total, ${users.preparer},
          u.auditor, u.poster
        from unnest(${part.map((v) => v.id)}::uuid[], ${part.map((v) => v.year)}::int[], ${part.map((v) => v.month)}::int[],
          ${part.map((v) => v.date)}::date[], ${part.map((v) => v.type)}::text[], ${part.map((v) => v.no)}::int[],
          ${status}::text[], ${total}::numeric[], ${auditor}::int[], ${poster}::int[])
          as u(id, year, month, d, t, no, status, total, auditor, poster)`.execute(trx);
    }
    const lines = vouchers.flatMap((v) => v.lines.map((l) => ({ v, l })));
    for (let i = 0; i < lines.length; i += chunk) {
      const part = lines.slice(i, i + chunk);
      await sql`
        insert into voucher_entry (voucher_id, line_no, ledger_set_id, year, month, summary, subject_code, dept_code,
          aux_key, debit, credit, voucher_date, voucher_type, voucher_no, status)
        select u.vid, u.line_no, ${ledgerSetId}, u.year, u.month, u.summary, u.code, u.dept, u.aux, u.debit, u.credit,
          u.d, u.t, u.no, u.status
        from unnest(${part.map((x) => x.v.id)}::uuid[], ${part.map((x) => x.l.lineNo)}::int[],
          ${part.map((x) => x.v.year)}::int[], ${part.map((x) => x.v.month)}::int[], ${part.map((x) => x.l.summary)}::text[],
          ${part.map((x) => x.l.code)}::text[], ${part.map((x) => x.l.deptCode)}::text[], ${part.map((x) => x.l.auxKey)}::text[],
          ${part.map((x) => fromCents(x.l.debit))}::numeric[], ${part.map((x) => fromCents(x.l.credit))}::numeric[],
          ${part.map((x) => x.v.date)}::date[], ${part.map((x) => x.v.type)}::text[], ${part.map((x) => x.v.no)}::int[],
          ${part.map((x) => (opts.fast ? x.v.status : 'saved'))}::text[])
          as u(vid, line_no, year, month, summary, code, dept, aux, debit, credit, d, t, no, status)`.execute(
        trx,
      );
    }
    if (!opts.fast) {
      for (const target of ['audited', 'posted'] as const) {
        const ids = vouchers
          .filter((v) => v.status === target || (target === 'audited' && v.status === 'posted'))
          .map((v) => v.id);
        for (let i = 0; i < ids.length; i += chunk) {
          await sql`
            update voucher set status = ${target}, auditor_id = ${users.auditor},
              poster_id = ${target === 'posted' ? users.poster : null}
            where id = any(${ids.slice(i, i + chunk)}::uuid[])`.execute(trx);
        }
      }
    }
    const balances = new Map<
      string,
      { debit: bigint; credit: bigint; key: [number, number, string, string, string] }
    >();
    for (const v of vouchers) {
      if (v.status !== 'posted') continue;
      for (const l of v.lines) {
        const k = `${v.year}|${v.month}|${l.code}|${l.deptCode ?? ''}|${l.auxKey}`;
        const b = balances.get(k) ?? {
          debit: 0n,
          credit: 0n,
          key: [v.year, v.month, l.code, l.deptCode ?? '', l.auxKey],
        };
        b.debit += l.debit;
        b.credit += l.credit;
        balances.set(k, b);
      }
    }
    const rows = [...balances.values()].filter((b) => b.debit !== 0n || b.credit !== 0n);
    for (let i = 0; i < rows.length; i += chunk) {
      const part = rows.slice(i, i + chunk);
      await sql`
        insert into balance as b (ledger_set_id, year, month, subject_code, dept_code, aux_key, debit, credit)
        select ${ledgerSetId}, u.year, u.month, u.code, u.dept, u.aux, u.debit, u.credit
        from unnest(${part.map((r) => r.key[0])}::int[], ${part.map((r) => r.key[1])}::int[],
          ${part.map((r) => r.key[2])}::text[], ${part.map((r) => r.key[3])}::text[], ${part.map((r) => r.key[4])}::text[],
          ${part.map((r) => fromCents(r.debit))}::numeric[], ${part.map((r) => fromCents(r.credit))}::numeric[])
          as u(year, month, code, dept, aux, debit, credit)
        on conflict (ledger_set_id, year, month, subject_code, dept_code, aux_key)
        do update set debit = b.debit + excluded.debit, credit = b.credit + excluded.credit`.execute(trx);
    }
    // Numbering continues after the generated vouchers (voucher_counter, gapless per type).
    const last = new Map<string, [number, number, string, number]>();
    for (const v of vouchers) {
      const k = `${v.year}|${v.month}|${v.type}`;
      const prev = last.get(k);
      if (!prev || prev[3] < v.no) last.set(k, [v.year, v.month, v.type, v.no]);
    }
    for (const [year, month, type, no] of last.values()) {
      await sql`
        insert into voucher_counter as c (ledger_set_id, year, month, voucher_type, last_number)
        values (${ledgerSetId}, ${year}, ${month}, ${type}, ${no})
        on conflict (ledger_set_id, year, month, voucher_type)
        do update set last_number = greatest(c.last_number, excluded.last_number)`.execute(trx);
    }
  });
}

/** Rows where the stored period balances differ from a recomputation over the posted lines. */
export async function verifyBalances(db: Db, ledgerSetId: number): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    with stored as (
      select year, month, subject_code, dept_code, aux_key, debit, credit
      from balance where ledger_set_id = ${ledgerSetId} and month between 1 and 12
        and (debit <> 0 or credit <> 0)
    ), recomputed as (
      select e.year, e.month, e.subject_code, coalesce(e.dept_code, '') as dept_code, e.aux_key,
        sum(e.debit) as debit, sum(e.credit) as credit
      from voucher_entry e join voucher v on v.id = e.voucher_id
      where v.ledger_set_id = ${ledgerSetId} and v.status = 'posted'
      group by 1, 2, 3, 4, 5
      having sum(e.debit) <> 0 or sum(e.credit) <> 0
    )
    select count(*) as n from stored s full join recomputed r
      on (s.year, s.month, s.subject_code, s.dept_code, s.aux_key) = (r.year, r.month, r.subject_code, r.dept_code, r.aux_key)
    where s.debit is distinct from r.debit or s.credit is distinct from r.credit`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** The voucher API's save body for a generated voucher (the server numbers it). */
