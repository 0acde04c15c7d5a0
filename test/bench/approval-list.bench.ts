// Issue 18: the approval list of 100,000 documents, first page over HTTP on PGlite (goal <= 50 ms).
// The documents are generated straight into the database (one insert ... select): a fifth each
// draft, awaiting 部门审核 (spread over the five departments), awaiting 财务复核, approved and
// rejected, so 刘审批's "awaiting" list is the 4,000 of his department among 100,000 rows.
//
// The goal is held by p95: the first page as a user sees it, most times, on a machine that also does
// other work. 300 timed calls after 30 warm-up calls give a p99 that is the 3rd slowest, not the
// slowest. Where the milliseconds go is measured alongside: the same signed GET to a route that does
// nothing (auth, signature, nonce, Fastify, the client's HTTP), and the list service called in-process,
// taking turns with the page call.
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { actorOf } from '../../server/modules/reimbursement/access.ts';
import { listClaims } from '../../server/modules/reimbursement/lists.ts';
import type { RequestSession } from '../../server/plugins/auth.ts';
import { defaultSteps } from '../../server/seed/processes.ts';
import type { ClaimListPage } from '../../src/core/contracts/reimbursement.ts';
import { DEMO_PASSWORD, startServer, TestClient, type TestServer } from '../server/harness.ts';
import type { Benchmark, BenchResult } from './types.ts';

const DOCUMENTS = 100_000;
const WARM_UP = 30;
const TIMED = 300;
const GOAL_MS = 50;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

interface Spread {
  p50: number;
  p95: number;
  p99: number;
}

/**
 * p50/p95/p99 of each call over `TIMED` rounds after `WARM_UP` untimed ones. The calls take turns
 * within a round, so a burst of the machine's other work falls on all of them alike.
 */
async function measure<K extends string>(
  calls: Record<K, () => Promise<unknown>>,
): Promise<Record<K, Spread>> {
  const names = Object.keys(calls) as K[];
  for (let i = 0; i < WARM_UP; i++) for (const k of names) await calls[k]();
  const times = Object.fromEntries(names.map((k) => [k, [] as number[]])) as Record<K, number[]>;
  for (let i = 0; i < TIMED; i++) {
    for (const k of names) {
      const t = performance.now();
      await calls[k]();
      times[k].push(performance.now() - t);
    }
  }
  const spread = (t: number[]) => {
    const sorted = [...t].sort((a, b) => a - b);
    return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
  };
  return Object.fromEntries(names.map((k) => [k, spread(times[k])])) as Record<K, Spread>;
}

export async function generate(server: TestServer): Promise<void> {
  const db = server.handle.db;
  const ledger = await db
    .selectFrom('ledger_set')
    .select('id')
    .where('code', '=', '001')
    .executeTakeFirstOrThrow();
  const declarer = await db
    .selectFrom('app_user')
    .select('id')
    .where('user_name', '=', 'baoxiao')
    .executeTakeFirstOrThrow();
  const depts = (
    await db
      .selectFrom('department')
      .select('id')
      .where('ledger_set_id', '=', ledger.id)
      .orderBy('id')
      .execute()
  ).map((d) => d.id);
  const process = JSON.stringify({
    definitionId: '1',
    definitionVersion: 1,
    amount: '100.00',
    steps: defaultSteps.filter((s) => s.fromAmount === undefined),
  });
  await sql`
    insert into claim (id, ledger_set_id, no, type, status, version, declarer_id, department_id, doc_date,
      reason, amount, content, figures, process, step_index, approvals, await_duty, await_department_id, await_key,
      created_at, updated_at)
    select md5('bench' || i)::uuid, ${ledger.id}, 'BX202601-B' || lpad(i::text, 6, '0'), 'expense',
      (array['draft', 'inApproval', 'inApproval', 'approved', 'rejected'])[i % 5 + 1],
      2, ${declarer.id}, (${sql.val(depts)}::int[])[(i / 5) % ${depts.length} + 1], date '2026-01-01' + (i % 300),
      '批量报销 ' || i, (100 + i % 900)::numeric(18, 2), '{"lines": []}'::jsonb, '{}'::jsonb,
      case when i % 5 in (1, 2) then ${process}::jsonb end,
      case i % 5 when 1 then 0 when 2 then 1 end, '[]'::jsonb,
      case i % 5 when 1 then 'approver' when 2 then 'supervisor' end,
      case when i % 5 = 1 then (${sql.val(depts)}::int[])[(i / 5) % ${depts.length} + 1] end,
      case i % 5 when 1 then 'approver:' || (${sql.val(depts)}::int[])[(i / 5) % ${depts.length} + 1]
        when 2 then 'supervisor:*' end,
      now() - make_interval(secs => i), date_trunc('milliseconds', now() - make_interval(secs => i))
    from generate_series(1, ${DOCUMENTS}) as i
  `.execute(db);
  await sql`analyze claim`.execute(db);
}

/** A signed GET that passes the same auth hook as the list and does nothing; it hands out the session. */
const PROBE = '/api/bench/probe';

async function run(): Promise<BenchResult[]> {
  const saved = process.env.DATABASE_URL;
  delete process.env.DATABASE_URL;
  let session: RequestSession | null = null;
  const server = await startServer(
    {},
    {
      routes: (app) =>
        app.get(PROBE, { config: { ledger: 'read' } as never }, async (request) => {
          session = request.session;
          return { success: true, data: null };
        }),
    },
  ).finally(() => {
    if (saved !== undefined) process.env.DATABASE_URL = saved;
  });
  try {
    const started = performance.now();
    await generate(server);
    const generatedMs = performance.now() - started;
    const shenpi = await TestClient.login(server, 'shenpi', DEMO_PASSWORD);
    const page = async () => {
      const answer = await shenpi.get<ClaimListPage>('/api/reimbursement/list', {
        scope: 'awaiting',
        pageSize: '20',
      });
      if (!answer.body.success) throw new Error(answer.body.message);
      return answer.body.data;
    };
    const first = await page();
    await shenpi.get(PROBE);
    const s = session as RequestSession | null;
    if (!s || s.ledgerSetId === null) throw new Error('probe saw no session');
    const { ledgerSetId } = s;
    const db = server.handle.db;
    const { http, probe, service } = await measure({
      http: page,
      probe: () => shenpi.get(PROBE),
      service: async () =>
        listClaims(db, ledgerSetId, s, await actorOf(db, s.userId), { scope: 'awaiting', pageSize: 20 }),
    });
    const ms = (x: number) => `${x.toFixed(1)}`;
    const load = `负载 ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}（${cpus().length} 核）`;
    const note = `${DOCUMENTS} 张单据（生成 ${(generatedMs / 1000).toFixed(1)} s），待审批 ${first.total} 张，首页 ${first.rows.length} 行；${TIMED} 次计时；${load}`;
    const name = '审批列表首页（PGlite，HTTP）';
    return [
      { name: `${name} p50`, value: http.p50, unit: 'ms', note },
      {
        name: `${name} p95`,
        value: http.p95,
        unit: 'ms',
        goal: `<= ${GOAL_MS} ms`,
        met: http.p95 <= GOAL_MS,
      },
      { name: `${name} p99`, value: http.p99, unit: 'ms' },
      {
        name: '  其中：签名 GET 空路由（认证、nonce、HTTP）p50',
        value: probe.p50,
        unit: 'ms',
        note: `p95 ${ms(probe.p95)} ms`,
      },
      {
        name: '  其中：listClaims 进程内（查询、映射）p50',
        value: service.p50,
        unit: 'ms',
        note: `p95 ${ms(service.p95)} ms`,
      },
    ];
  } finally {
    await server.close();
  }
}

export const benchmarks: Benchmark[] = [{ name: '审批列表（100,000 张单据）', run }];
