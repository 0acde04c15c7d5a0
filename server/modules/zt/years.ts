// 年度结转: a ledger set's new year opens once the previous December is closed; its closing balances
// (the start year's opening plus every posted period since), per subject and per department and
// auxiliary breakdown, are recorded as the new year's opening. The chart and the auxiliary settings
// belong to the ledger set, not to a year, so the new year has them as they are. The books derive
// the same openings from the period balances; the record is what was carried, when and by whom.
// Reopening that December undoes the carry (close-month.ts), which is then made again.
import { type Kysely, sql, type Transaction } from 'kysely';
import type { YearOpeningAnswer } from '../../../src/core/contracts/zt.ts';
import { abs, compare, isZero, round2, sum } from '../../../src/core/money.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, refused } from '../../lib/errors.ts';
import { type Actor, writeAudit } from '../access/audit.ts';
import { lockBooks } from '../voucher/locks.ts';

type Db = Kysely<Database> | Transaction<Database>;

interface CarriedRow {
  subjectCode: string;
  deptCode: string;
  auxKey: string;
  debit: string;
  credit: string;
}

/**
 * Closing balances at the end of `year`: subject totals (dept '' aux ''), then the department and
 * the auxiliary breakdowns, each netted to its side.
 */
async function closingBalances(db: Db, ledgerSetId: number, year: number): Promise<CarriedRow[]> {
  const { rows } = await sql<{ code: string; dept: string; aux: string; net: string }>`
    with moves as (
      select subject_code, dept_code, aux_key, debit - credit as net, true as opening
      from opening_balance where ledger_set_id = ${ledgerSetId}
      union all
      select subject_code, dept_code, aux_key, debit - credit, false
      from balance where ledger_set_id = ${ledgerSetId} and year <= ${year} and month between 1 and 12
    )
    select subject_code as code, '' as dept, '' as aux, sum(net)::text as net from moves
      where not opening or (dept_code = '' and aux_key = '') group by 1
    union all
    select subject_code, dept_code, '', sum(net)::text from moves where dept_code <> '' group by 1, 2
    union all
    select subject_code, '', aux_key, sum(net)::text from moves where aux_key <> '' group by 1, 3
  `.execute(db);
  return rows
    .filter((r) => !isZero(round2(r.net)))
    .map((r) => {
      const net = round2(r.net);
      const debitSide = compare(net, '0') > 0;
      return {
        subjectCode: r.code,
        deptCode: r.dept,
        auxKey: r.aux,
        debit: debitSide ? net : '0.00',
        credit: debitSide ? '0.00' : abs(net),
      };
    })
    .sort(
      (a, b) =>
        a.subjectCode.localeCompare(b.subjectCode) ||
        a.deptCode.localeCompare(b.deptCode) ||
        a.auxKey.localeCompare(b.auxKey),
    );
}

function answerOf(zid: number, year: number, rows: CarriedRow[]): YearOpeningAnswer {
  const totals = rows.filter((r) => r.deptCode === '' && r.auxKey === '');
  return {
    zid,
    year,
    rows: rows.map((r) => ({ ...r, debit: round2(r.debit), credit: round2(r.credit) })),
    totalDebit: sum(totals.map((r) => r.debit)),
    totalCredit: sum(totals.map((r) => r.credit)),
  };
}

async function ledgerOf(db: Db, orgId: number, zid: number) {
  const ledger = await db
    .selectFrom('ledger_set')
    .select(['id', 'name', 'start_year', 'archived_at'])
    .where('id', '=', zid)
    .where('org_id', '=', orgId)
    .executeTakeFirst();
  if (!ledger) throw badRequest(`账套不存在：${zid}`);
  return ledger;
}

export async function openYear(
  trx: Transaction<Database>,
  actor: Actor & { orgId: number },
  input: { zid: number; year: number },
): Promise<YearOpeningAnswer> {
  const ledger = await ledgerOf(trx, actor.orgId, input.zid);
  const { year } = input;
  const previous = year - 1;
  if (ledger.archived_at !== null) throw refused(`账套「${ledger.name}」已归档，不能结转`);
  if (year <= ledger.start_year) throw badRequest(`${ledger.start_year} 年是账套的启用年度，无需结转`);
  // Closings and postings wait while the year turns over: the balances read are final.
  await lockBooks(trx, ledger.id, 'exclusive');
  const done = await trx
    .selectFrom('ledger_year')
    .select('year')
    .where('ledger_set_id', '=', ledger.id)
    .where('year', '=', year)
    .executeTakeFirst();
  if (done) throw refused(`${year} 年已结转，不能重复结转`);
  if (previous > ledger.start_year) {
    const before = await trx
      .selectFrom('ledger_year')
      .select('year')
      .where('ledger_set_id', '=', ledger.id)
      .where('year', '=', previous)
      .executeTakeFirst();
    if (!before) throw refused(`请先结转 ${previous} 年`);
  }
  const december = await trx
    .selectFrom('period')
    .select('month')
    .where('ledger_set_id', '=', ledger.id)
    .where('year', '=', previous)
    .where('month', '=', 12)
    .executeTakeFirst();
  if (!december) throw refused(`${previous} 年 12 月尚未结账，不能结转到 ${year} 年`);
  const rows = await closingBalances(trx, ledger.id, previous);
  await trx
    .insertInto('ledger_year')
    .values({ ledger_set_id: ledger.id, year, opened_by: actor.userId })
    .execute();
  if (rows.length > 0) {
    await trx
      .insertInto('year_opening')
      .values(
        rows.map((r) => ({
          ledger_set_id: ledger.id,
          year,
          subject_code: r.subjectCode,
          dept_code: r.deptCode,
          aux_key: r.auxKey,
          debit: r.debit,
          credit: r.credit,
        })),
      )
      .execute();
  }
  const answer = answerOf(ledger.id, year, rows);
  await writeAudit(trx, actor, {
    kind: 'ledger_set',
    targetId: ledger.id,
    label: ledger.name,
    action: 'ledger_set.openYear',
    summary: `${previous} 年结转到 ${year} 年：期初借方 ${answer.totalDebit}，贷方 ${answer.totalCredit}`,
  });
  return answer;
}

export async function yearOpening(
  db: Db,
  orgId: number,
  zid: number,
  year: number,
): Promise<YearOpeningAnswer> {
  const ledger = await ledgerOf(db, orgId, zid);
  const rows = await db
    .selectFrom('year_opening')
    .select([
      'subject_code as subjectCode',
      'dept_code as deptCode',
      'aux_key as auxKey',
      sql<string>`debit::text`.as('debit'),
      sql<string>`credit::text`.as('credit'),
    ])
    .where('ledger_set_id', '=', ledger.id)
    .where('year', '=', year)
    .orderBy('subject_code')
    .orderBy('dept_code')
    .orderBy('aux_key')
    .execute();
  return answerOf(ledger.id, year, rows);
}

/** Reopening December of `year` undoes the carry into the next year (it is made again after). */
export async function undoCarry(
  trx: Transaction<Database>,
  ledgerSetId: number,
  year: number,
): Promise<void> {
  await trx
    .deleteFrom('year_opening')
    .where('ledger_set_id', '=', ledgerSetId)
    .where('year', '=', year + 1)
    .execute();
  await trx
    .deleteFrom('ledger_year')
    .where('ledger_set_id', '=', ledgerSetId)
    .where('year', '=', year + 1)
    .execute();
}
