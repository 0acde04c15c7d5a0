// Issue 19: 出纳日报表 over a year of 100,000 cashier entries (goal <= 50 ms). The demo ledger set's
// three cashier accounts are opened on the bench year's first day and given 100,000 entries spread
// over the year (one insert ... select; the statement trigger keeps the per-day totals), and the
// ledger gets a year of generated posted vouchers (about 100,000 lines, among them the cash and
// bank lines the report compares with). Timed: the report service for the last day of the year
// (every day total of the year before it) and mid-year, and the same as a signed HTTP call; the
// monthly report beside it. PostgreSQL runs when BENCH_DATABASE_URL or DATABASE_URL names a server.
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { dailyReport, monthlyReport } from '../../server/modules/cashier/reports.ts';
import { generateLedger, lineCount } from '../server/generate-ledger.ts';
import { insertLedger, prepareLedgerSet } from '../server/generate-ledger-db.ts';
import { DEMO_PASSWORD, startServer, TestClient } from '../server/harness.ts';
import type { Benchmark, BenchResult } from './types.ts';

const ENTRIES = Number(process.env.BENCH_CASHIER_ENTRIES ?? 100_000);
const LEDGER_LINES = Number(process.env.BENCH_CASHIER_LEDGER_LINES ?? 100_000);
const YEAR = 2025;
const GOAL_MS = 50;

async function median(runs: number, fn: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 3; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] as number;
}

const fmt = (n: number) => n.toLocaleString('en-US');

async function benchOn(kind: 'pglite' | 'postgres'): Promise<BenchResult[]> {
  const url = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
  const saved = process.env.DATABASE_URL;
  if (kind === 'pglite') delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = url;
  const server = await startServer();
  if (saved === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = saved;
  const label = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  try {
    const db = server.handle.db;
    const chuna = await TestClient.login(server, 'chuna', DEMO_PASSWORD, 'inject');
    const zids = (await chuna.get<{ zid: number; ztno: string }[]>('/api/zt/list')).body.data;
    const zid = zids.find((z) => z.ztno === '001')?.zid as number;
    await chuna.post('/api/zt/select', { zid, year: YEAR });

    const setup = await prepareLedgerSet(db, zid, { departments: 8, persons: 40, projects: 10 });
    const vouchers = generateLedger(setup, {
      seed: 2025,
      year: YEAR,
      perMonth: Math.ceil(LEDGER_LINES / 2.65 / 12),
    });
    await insertLedger(db, setup, vouchers, { fast: true });

    const t0 = performance.now();
    await sql`update cashier_account set opened_on = ${`${YEAR}-01-01`}::date where ledger_set_id = ${zid}`.execute(
      db,
    );
    const accounts = (
      await db
        .selectFrom('cashier_account')
        .select('id')
        .where('ledger_set_id', '=', zid)
        .orderBy('id')
        .execute()
    ).map((a) => a.id);
    await sql`
      insert into cashier_entry (id, ledger_set_id, account_id, entry_date, summary, receipt, payment, source)
      select gen_random_uuid(), ${zid}, (${accounts}::int[])[1 + (i % ${accounts.length})],
        ${`${YEAR}-01-01`}::date + (i * 365 / ${ENTRIES})::int, '生成的出纳账 ' || i,
        case when i % 2 = 0 then ((i % 997) + 1)::numeric(18, 2) else 0 end,
        case when i % 2 = 1 then ((i % 991) + 1)::numeric(18, 2) else 0 end,
        'manual'
      from generate_series(0, ${ENTRIES - 1}) as i`.execute(db);
    await sql`analyze`.execute(db);
    const loadMs = performance.now() - t0;
    const { rows } = await sql<{ n: string; days: string }>`
      select count(*)::text as n, (select count(*) from cashier_day_total)::text as days from cashier_entry
      where ledger_set_id = ${zid} and entry_date between ${`${YEAR}-01-01`}::date and ${`${YEAR}-12-31`}::date`.execute(
      db,
    );
    const note = `${fmt(Number(rows[0]?.n))} entries in ${YEAR} over ${accounts.length} accounts (${rows[0]?.days} day totals), ledger ${fmt(lineCount(vouchers))} voucher lines; entries loaded in ${(loadMs / 1000).toFixed(1)} s`;

    const results: BenchResult[] = [];
    for (const date of [`${YEAR}-12-31`, `${YEAR}-06-30`]) {
      const report = await dailyReport(db, zid, date, true);
      if (report.rows.length !== accounts.length) throw new Error('日报表的账户数不对');
      const ms = await median(25, () => dailyReport(db, zid, date, true));
      results.push({
        name: `cashier: 出纳日报表 ${date}, 100k entries (${label}, service)`,
        value: ms,
        unit: 'ms',
        goal: `<= ${GOAL_MS} ms`,
        met: ms <= GOAL_MS,
        note,
      });
    }
    const httpMs = await median(25, async () => {
      const answer = await chuna.get('/api/cashier/dailyReport', { date: `${YEAR}-12-31` });
      if (!answer.body.success) throw new Error(answer.body.message);
    });
    results.push({
      name: `cashier: 出纳日报表, 100k entries (${label}, signed HTTP call)`,
      value: httpMs,
      unit: 'ms',
      goal: `<= ${GOAL_MS} ms`,
      met: httpMs <= GOAL_MS,
      note: 'includes session, signature and nonce checks',
    });
    const monthMs = await median(15, () => monthlyReport(db, zid, YEAR, 12, true));
    results.push({
      name: `cashier: 出纳月报表 ${YEAR}-12, 100k entries (${label}, service)`,
      value: monthMs,
      unit: 'ms',
      note: 'no goal set; for comparison',
    });
    return results;
  } finally {
    await server.close();
  }
}

export const benchmarks: Benchmark[] = [
  { name: 'cashier: daily report over 100k entries on PGlite', run: () => benchOn('pglite') },
  {
    name: 'cashier: daily report over 100k entries on PostgreSQL',
    async run() {
      if (!(process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL)) {
        return [
          {
            name: 'cashier: 出纳日报表 on PostgreSQL',
            value: Number.NaN,
            unit: 'ms',
            goal: `<= ${GOAL_MS} ms`,
            note: '未运行：设置 BENCH_DATABASE_URL 或 DATABASE_URL 后运行',
          },
        ];
      }
      return benchOn('postgres');
    },
  },
];
