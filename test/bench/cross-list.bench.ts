// Issue 21 item 5: the administrator's cross-module lists (单据管理, 全部支付, 全部银行流水) over big
// tables, first page over HTTP on PGlite (goal <= 50 ms). 300,000 claims, 200,000 cashier payment
// entries and 300,000 bank statement lines are generated straight into the database, spread over the
// demo's two ledger sets and the last 3 years. Each list is timed unfiltered (the page the screen
// opens on) and with a filter a person would use; p95 over 100 timed calls after 10 warm-up calls,
// the calls taking turns so the machine's other work falls on all alike.
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import type { CrossPage } from '../../src/core/contracts/cross-list.ts';
import { ADMIN_PASSWORD, startServer, TestClient } from '../server/harness.ts';
import type { Benchmark, BenchResult } from './types.ts';

const CLAIMS = 300_000;
const PAYMENTS = 200_000;
const LINES = 300_000;
const WARM_UP = 10;
const TIMED = 100;
const GOAL_MS = 50;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

async function run(): Promise<BenchResult[]> {
  const saved = process.env.DATABASE_URL;
  delete process.env.DATABASE_URL;
  const server = await startServer({}).finally(() => {
    if (saved !== undefined) process.env.DATABASE_URL = saved;
  });
  try {
    const db = server.handle.db;
    const departments = await db
      .selectFrom('department')
      .select(['id', 'ledger_set_id'])
      .orderBy('id')
      .execute();
    const users = await db.selectFrom('app_user').select('id').orderBy('id').execute();
    const accounts = await db
      .selectFrom('cashier_account')
      .select(['id', 'ledger_set_id'])
      .orderBy('id')
      .execute();
    const recon = await db
      .selectFrom('recon_account')
      .select(['ledger_set_id', 'subject_code'])
      .orderBy('ledger_set_id')
      .execute();
    const ints = (xs: number[]) => sql.val(xs);
    const started = performance.now();
    // Claims: every type and status, amounts 1.00 to 9,999.99, the approved ones settled 补领.
    await sql`
      insert into claim (id, ledger_set_id, no, type, status, version, declarer_id, department_id, doc_date,
        reason, amount, content, figures, created_at, updated_at)
      select gen_random_uuid(), d.ledger_set_id, 'BX' || lpad(i::text, 8, '0'),
        (array['expense','travel','loan','repayment','provision','interAccount'])[i % 6 + 1],
        (array['draft','approved','approved','rejected','withdrawn','approved'])[i % 6 + 1], 1,
        u.id, d.id, current_date - (i % 1095), '批量生成的报销事由 ' || i, a.amount,
        jsonb_build_object('payee', '', 'paymentMethod', 'publicTransfer', 'lines', '[]'::jsonb),
        jsonb_build_object('amount', a.amount::text, 'offset', '0.00',
          'settlement', jsonb_build_object('kind', '补领', 'amount', a.amount::text)),
        now(), now()
      from generate_series(1, ${CLAIMS}) as i
      cross join lateral (select (1 + (i::bigint * 7919) % 999999) / 100.0 as amount) as a
      cross join lateral (select (${ints(departments.map((d) => d.id))}::int[])[i % ${departments.length} + 1] as id,
        (${ints(departments.map((d) => d.ledger_set_id))}::int[])[i % ${departments.length} + 1] as ledger_set_id) as d
      cross join lateral (select (${ints(users.map((u) => u.id))}::int[])[i % ${users.length} + 1] as id) as u
    `.execute(db);
    await sql`
      insert into cashier_entry (id, ledger_set_id, account_id, entry_date, summary, settle_method, settle_no,
        counterparty, receipt, payment, source)
      select gen_random_uuid(), a.ledger_set_id, a.id, current_date - (i % 1095), '批量付款 ' || i, '转账',
        'JS' || i, '收款单位 ' || (i % 500), 0, (1 + (i::bigint * 104729) % 999999) / 100.0, 'manual'
      from generate_series(1, ${PAYMENTS}) as i
      cross join lateral (select (${ints(accounts.map((a) => a.id))}::int[])[i % ${accounts.length} + 1] as id,
        (${ints(accounts.map((a) => a.ledger_set_id))}::int[])[i % ${accounts.length} + 1] as ledger_set_id) as a
    `.execute(db);
    await sql`
      insert into bank_statement_line (ledger_set_id, subject_code, txn_date, summary, counterparty, settle_no, receipt, payment, dedup_key)
      select r.ledger_set_id, r.subject_code, current_date - (i % 1095), '批量流水 ' || i, '对方单位 ' || (i % 700),
        'ST' || i, case when i % 2 = 0 then (1 + (i::bigint * 31) % 999999) / 100.0 else 0 end,
        case when i % 2 = 1 then (1 + (i::bigint * 37) % 999999) / 100.0 else 0 end, 'bench-' || i
      from generate_series(1, ${LINES}) as i
      cross join lateral (select (${ints(recon.map((r) => r.ledger_set_id))}::int[])[i % ${recon.length} + 1] as ledger_set_id,
        (${sql.val(recon.map((r) => r.subject_code))}::text[])[i % ${recon.length} + 1] as subject_code) as r
    `.execute(db);
    await sql`vacuum analyze`.execute(db);
    const generatedMs = performance.now() - started;

    const admin = await TestClient.login(server, 'admin', ADMIN_PASSWORD);
    const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const calls: Record<string, [string, Record<string, string>]> = {
      '单据管理（不筛选）': ['/api/crossList/documents', {}],
      '单据管理（借款、已通过）': ['/api/crossList/documents', { type: 'loan', status: 'approved' }],
      '全部支付（不筛选）': ['/api/crossList/disbursements', {}],
      '全部支付（近 30 天）': ['/api/crossList/disbursements', { dateFrom: monthAgo }],
      '全部银行流水（不筛选）': ['/api/crossList/bankStatements', {}],
      '全部银行流水（支出、未对账）': [
        '/api/crossList/bankStatements',
        { direction: 'payment', matched: 'no' },
      ],
    };
    const first: Record<string, CrossPage<unknown, unknown>> = {};
    const call = async (name: string) => {
      const [path, query] = calls[name] ?? ['', {}];
      const answer = await admin.get<CrossPage<unknown, unknown>>(path, { ...query, pageSize: '20' });
      if (!answer.body.success) throw new Error(answer.body.message);
      first[name] = answer.body.data;
    };
    const names = Object.keys(calls);
    for (let i = 0; i < WARM_UP; i++) for (const n of names) await call(n);
    const times = Object.fromEntries(names.map((n) => [n, [] as number[]]));
    for (let i = 0; i < TIMED; i++) {
      for (const n of names) {
        const t = performance.now();
        await call(n);
        times[n]?.push(performance.now() - t);
      }
    }
    const load = `负载 ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}（${cpus().length} 核）`;
    return names.map((n) => {
      const sorted = [...(times[n] ?? [])].sort((a, b) => a - b);
      const page = first[n];
      const p95 = percentile(sorted, 95);
      return {
        name: `${n}首页（PGlite，HTTP）p95`,
        value: p95,
        unit: 'ms' as const,
        goal: `<= ${GOAL_MS} ms`,
        met: p95 <= GOAL_MS,
        note: `p50 ${percentile(sorted, 50).toFixed(1)} ms，p99 ${percentile(sorted, 99).toFixed(1)} ms；匹配 ${page?.totalItemCount ?? 0}${page?.capped ? '+' : ''} 条，首页 ${page?.currentPageItems.length ?? 0} 行；生成 ${(generatedMs / 1000).toFixed(1)} s；${load}`,
      };
    });
  } finally {
    await server.close();
  }
}

export const benchmarks: Benchmark[] = [
  { name: '跨模块列表（单据 300,000、付款 200,000、流水 300,000）', run },
];
