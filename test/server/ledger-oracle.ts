// The independent recomputation the book tests compare against: every figure straight from the
// generated voucher lines and the opening balances, by walking each line's parent chain. It shares
// nothing with the server's books code (no period balances, no roll-up helpers), on purpose.
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema.ts';
import { fromCents } from '../../src/core/money.ts';
import {
  type GenLine,
  type GenVoucher,
  generateLedger,
  insertLedger,
  type LedgerSetup,
  prepareLedgerSet,
} from './generate-ledger.ts';
import { ADMIN_PASSWORD, startServer, TestClient, type TestServer } from './harness.ts';

export interface OracleSubject {
  code: string;
  name: string;
  parentCode: string | null;
  level: number;
  category: string;
  direction: number;
}

export interface Oracle {
  startYear: number;
  subjects: OracleSubject[];
  /** subject totals of opening_balance: code -> debit-net cents */
  opening: Map<string, bigint>;
  /** breakdown rows: [code, dept, aux, debit-net] */
  openingRows: { code: string; dept: string; aux: string; net: bigint }[];
  vouchers: GenVoucher[];
}

const cents = (s: string) => {
  const [w, f = '0'] = s.replace('-', '').split('.');
  const v = BigInt(w || '0') * 100n + BigInt(f.padEnd(2, '0').slice(0, 2));
  return s.startsWith('-') ? -v : v;
};

export async function loadOracle(
  db: Kysely<Database>,
  ledgerSetId: number,
  vouchers: GenVoucher[],
): Promise<Oracle> {
  const subjects = await db
    .selectFrom('subject')
    .select(['code', 'name', 'parent_code', 'level', 'category', 'direction'])
    .where('ledger_set_id', '=', ledgerSetId)
    .orderBy('code')
    .execute();
  const rows = await db
    .selectFrom('opening_balance')
    .select(['subject_code', 'dept_code', 'aux_key', 'debit', 'credit'])
    .where('ledger_set_id', '=', ledgerSetId)
    .execute();
  const set = await db
    .selectFrom('ledger_set')
    .select('start_year')
    .where('id', '=', ledgerSetId)
    .executeTakeFirstOrThrow();
  const opening = new Map<string, bigint>();
  const openingRows = [];
  for (const r of rows) {
    const net = cents(String(r.debit)) - cents(String(r.credit));
    if (r.dept_code === '' && r.aux_key === '') opening.set(r.subject_code, net);
    else openingRows.push({ code: r.subject_code, dept: r.dept_code, aux: r.aux_key, net });
  }
  return {
    startYear: Number(set.start_year),
    subjects: subjects.map((s) => ({
      code: s.code,
      name: s.name,
      parentCode: s.parent_code,
      level: Number(s.level),
      category: s.category,
      direction: Number(s.direction),
    })),
    opening,
    openingRows,
    vouchers,
  };
}

/** Is `code` the subject `ancestor` or below it? */
export function isUnder(o: Oracle, code: string, ancestor: string): boolean {
  const parents = new Map(o.subjects.map((s) => [s.code, s.parentCode]));
  let c: string | null | undefined = code;
  while (c) {
    if (c === ancestor) return true;
    c = parents.get(c);
  }
  return false;
}

export interface Period {
  year: number;
  monthFrom: number;
  monthTo: number;
  includeUnposted?: boolean;
}

export interface Expected {
  opening: bigint;
  debit: bigint;
  credit: bigint;
  yearDebit: bigint;
  yearCredit: bigint;
  closing: bigint;
}

export type LineMatch = (v: GenVoucher, l: GenLine) => boolean;

export const counts = (p: Period) => (v: GenVoucher) => p.includeUnposted || v.status === 'posted';

/** The figures of the lines `match` selects, plus `openingNet` (the opening balance of the same selection). */
export function expectedFor(o: Oracle, p: Period, match: LineMatch, openingNet: bigint): Expected {
  const e: Expected = {
    opening: openingNet,
    debit: 0n,
    credit: 0n,
    yearDebit: 0n,
    yearCredit: 0n,
    closing: 0n,
  };
  for (const v of o.vouchers) {
    if (!counts(p)(v) || v.year > p.year) continue;
    for (const l of v.lines) {
      if (!match(v, l)) continue;
      if (v.year < p.year || v.month < p.monthFrom) e.opening += l.debit - l.credit;
      else if (v.month <= p.monthTo) {
        e.debit += l.debit;
        e.credit += l.credit;
      }
      if (v.year === p.year && v.month <= p.monthTo) {
        e.yearDebit += l.debit;
        e.yearCredit += l.credit;
      }
    }
  }
  e.closing = e.opening + e.debit - e.credit;
  return e;
}

export function subjectExpected(o: Oracle, p: Period, code: string): Expected {
  let opening = 0n;
  for (const [c, net] of o.opening) if (isUnder(o, c, code)) opening += net;
  return expectedFor(o, p, (_v, l) => isUnder(o, l.code, code), opening);
}

/** The 科目余额表 columns of an expected figure. */
export function asBalanceRow(e: Expected) {
  const side = (n: bigint) => ({ d: fromCents(n > 0n ? n : 0n), c: fromCents(n < 0n ? -n : 0n) });
  const o = side(e.opening);
  const c = side(e.closing);
  return {
    openingDebit: o.d,
    openingCredit: o.c,
    debit: fromCents(e.debit),
    credit: fromCents(e.credit),
    yearDebit: fromCents(e.yearDebit),
    yearCredit: fromCents(e.yearCredit),
    closingDebit: c.d,
    closingCredit: c.c,
  };
}

/** Lines a detail book shows, in book order (month, date, type, number, line). */
export function bookLines(o: Oracle, p: Period, match: LineMatch): { v: GenVoucher; l: GenLine }[] {
  const out: { v: GenVoucher; l: GenLine }[] = [];
  for (const v of o.vouchers) {
    if (!counts(p)(v) || v.year !== p.year || v.month < p.monthFrom || v.month > p.monthTo) continue;
    for (const l of v.lines) if (match(v, l)) out.push({ v, l });
  }
  const cmp = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
  return out.sort(
    (a, b) =>
      cmp(a.v.month, b.v.month) ||
      cmp(a.v.date, b.v.date) ||
      cmp(Buffer.from(a.v.type).toString('hex'), Buffer.from(b.v.type).toString('hex')) ||
      cmp(a.v.no, b.v.no) ||
      cmp(a.l.lineNo, b.l.lineNo),
  );
}

export function side(net: bigint): { direction: string; balance: string } {
  return { direction: net > 0n ? '借' : net < 0n ? '贷' : '平', balance: fromCents(net < 0n ? -net : net) };
}

export interface GeneratedBooks {
  server: TestServer;
  admin: TestClient;
  setup: LedgerSetup;
  vouchers: GenVoucher[];
  oracle: Oracle;
  zids: Record<string, number>;
}

/**
 * A server whose ledger set 001 holds a generated ledger over 2022 (Oct-Dec) and 2023 (every
 * month, half of December unposted, a few numbering gaps), with admin's session on 001 / 2023.
 */
export async function generatedBooks(seed = 8): Promise<GeneratedBooks> {
  const server = await startServer();
  const admin = await TestClient.login(server, 'admin', ADMIN_PASSWORD);
  const list = (await admin.get<{ zid: number; ztno: string }[]>('/api/zt/list')).body.data;
  const zids = Object.fromEntries(list.map((z) => [z.ztno, z.zid]));
  const zid = zids['001'] as number;
  const selected = await admin.post('/api/zt/select', { zid, year: 2023 });
  if (!selected.body.success) throw new Error(selected.body.message);
  const setup = await prepareLedgerSet(server.handle.db, zid);
  const vouchers = [
    ...generateLedger(setup, { seed: seed - 1, year: 2022, months: [10, 11, 12], perMonth: 6 }),
    ...generateLedger(setup, { seed, year: 2023, perMonth: 12, unpostedShare: 0.5, gapShare: 0.06 }),
  ];
  await insertLedger(server.handle.db, setup, vouchers);
  const oracle = await loadOracle(server.handle.db, zid, vouchers);
  return { server, admin, setup, vouchers, oracle, zids };
}
