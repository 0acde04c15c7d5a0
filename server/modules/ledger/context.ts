// What every book report needs to know about the session's ledger set: its chart (with levels and
// directions, for roll-up), its kind (for the statements), its first year, its cash and bank
// subjects (日记账), and the names of its departments and auxiliary items (read when a report first
// asks). Kept per ledger set between requests (BookContexts): the session says whether the copy is
// current, instead of every report reading the whole chart and the names again.
import type { Kysely } from 'kysely';
import type { BookSubject } from '../../../src/core/books/rollup.ts';
import { fullNameOf, indexChart } from '../../../src/core/subjects/tree.ts';
import type { ChartKind, Direction } from '../../../src/core/subjects/types.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import { loadNames, type Names } from './names.ts';

type Db = Kysely<Database>;

export interface LedgerSubject extends BookSubject {
  deptAccounting: boolean;
  enabled: boolean;
}

export interface BookContext {
  ledgerSetId: number;
  kind: ChartKind;
  startYear: number;
  chart: LedgerSubject[];
  byCode: Map<string, LedgerSubject>;
  cashCodes: string[];
  bankCodes: string[];
  /** Departments and auxiliary types and items, read once per context when first asked. */
  names: () => Promise<Names>;
}

export async function bookContext(db: Db, ledgerSetId: number): Promise<BookContext> {
  const set = await db
    .selectFrom('ledger_set')
    .leftJoin('subject_setting', 'subject_setting.ledger_set_id', 'ledger_set.id')
    .select([
      'ledger_set.kind',
      'ledger_set.start_year',
      'subject_setting.cash_codes',
      'subject_setting.bank_codes',
    ])
    .where('ledger_set.id', '=', ledgerSetId)
    .executeTakeFirst();
  if (!set) throw badRequest('请先选择账套');
  const rows = await db
    .selectFrom('subject')
    .select([
      'code',
      'name',
      'parent_code',
      'level',
      'is_leaf',
      'category',
      'direction',
      'dept_accounting',
      'enabled',
    ])
    .where('ledger_set_id', '=', ledgerSetId)
    .orderBy('code')
    .execute();
  const chart: LedgerSubject[] = rows.map((r) => ({
    code: r.code,
    name: r.name,
    parentCode: r.parent_code,
    level: Number(r.level),
    isLeaf: r.is_leaf,
    category: r.category,
    direction: Number(r.direction) as Direction,
    deptAccounting: r.dept_accounting,
    enabled: r.enabled,
  }));
  const codes = (text: string | null, fallback: string) =>
    (text ?? fallback)
      .split(',')
      .map((c) => c.trim())
      .filter((c) => c !== '');
  let names: Promise<Names> | undefined;
  return {
    ledgerSetId,
    names: () => {
      names ??= loadNames(db, ledgerSetId).catch((error: unknown) => {
        names = undefined;
        throw error;
      });
      return names;
    },
    kind: set.kind,
    startYear: Number(set.start_year),
    chart,
    byCode: indexChart(chart),
    cashCodes: codes(set.cash_codes, '101'),
    bankCodes: codes(set.bank_codes, '102'),
  };
}

/** What a request knows of its ledger set: request_auth() reads the stamp with the session. */
export interface LedgerOfSession {
  ledgerSetId: number | null;
  /** Reference version, kind and first year of the ledger set, as of this request. */
  ledgerStamp: string | null;
}

/**
 * The last book context per ledger set, used while its stamp is unchanged: reference_version
 * (bumped in the same transaction as any change to subjects, subject settings, departments or
 * auxiliary types and items, migration 0004), kind and first year. The stamp comes with the session
 * (migration 0011), so a report whose copy is current asks nothing more. A copy is shared by
 * concurrent reports: nothing may change it.
 */
export class BookContexts {
  private readonly kept = new Map<number, { stamp: string; ctx: BookContext }>();

  async get(db: Db, session: LedgerOfSession): Promise<BookContext> {
    const { ledgerSetId, ledgerStamp: stamp } = session;
    if (ledgerSetId === null || stamp === null) throw badRequest('请先选择账套');
    const kept = this.kept.get(ledgerSetId);
    if (kept?.stamp === stamp) return kept.ctx;
    // Read after the stamp: a change committed in between makes this copy newer than its stamp,
    // never older, and the next report reads again.
    const ctx = await bookContext(db, ledgerSetId);
    this.kept.set(ledgerSetId, { stamp, ctx });
    return ctx;
  }
}

export function subjectOf(ctx: BookContext, code: string): LedgerSubject {
  const subject = ctx.byCode.get(code);
  if (!subject) throw badRequest(`科目编码 ${code} 不存在`);
  return subject;
}

export function fullName(ctx: BookContext, code: string): string {
  return fullNameOf(code, ctx.byCode);
}

/** Reports cover the ledger set's years only: before its first year there are no books. */
export function checkYear(ctx: BookContext, year: number): void {
  if (year < ctx.startYear) throw badRequest(`会计年度 ${year} 早于账套启用年度 ${ctx.startYear}`);
}
