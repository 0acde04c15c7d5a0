// Issue 18: the approval list of 100,000 documents, first page over HTTP on PGlite (goal <= 50 ms).
// The documents are generated straight into the database (one insert ... select): a fifth each
// draft, awaiting 部门审核 (spread over the five departments), awaiting 财务复核, approved and
// rejected, so 刘审批's "awaiting" list is the 4,000 of his department among 100,000 rows. The first
// page (20 rows and the total) is asked 60 times after 10 warm-up calls; p50 and p95 are printed.
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { defaultSteps } from '../../server/seed/processes.ts';
import type { ClaimListPage } from '../../src/core/contracts/reimbursement.ts';
import { DEMO_PASSWORD, startServer, TestClient, type TestServer } from '../server/harness.ts';
import type { Benchmark, BenchResult } from './types.ts';

const DOCUMENTS = 100_000;
const WARM_UP = 10;
const TIMED = 60;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

async function generate(server: TestServer): Promise<void> {
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

async function run(): Promise<BenchResult[]> {
  const saved = process.env.DATABASE_URL;
  delete process.env.DATABASE_URL;
  const server = await startServer().finally(() => {
    if (saved !== undefined) process.env.DATABASE_URL = saved;
  });
  try {
    const started = performance.now();
    await generate(server);
    const generatedMs = performance.now() - started;
    const shenpi = await TestClient.login(server, 'shenpi', DEMO_PASSWORD);
    const page = () =>
      shenpi.get<ClaimListPage>('/api/reimbursement/list', { scope: 'awaiting', pageSize: '20' });
    let total = 0;
    for (let i = 0; i < WARM_UP; i++) {
      const answer = await page();
      if (!answer.body.success) throw new Error(answer.body.message);
      total = answer.body.data.total;
    }
    const times: number[] = [];
    for (let i = 0; i < TIMED; i++) {
      const t = performance.now();
      await page();
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    const p50 = percentile(times, 50);
    const p95 = percentile(times, 95);
    const note = `${DOCUMENTS} 张单据（生成 ${(generatedMs / 1000).toFixed(1)} s），待审批 ${total} 张`;
    return [
      {
        name: '审批列表首页 p50（PGlite，HTTP）',
        value: p50,
        unit: 'ms',
        goal: '<= 50 ms',
        met: p50 <= 50,
        note,
      },
      { name: '审批列表首页 p95（PGlite，HTTP）', value: p95, unit: 'ms', goal: '<= 50 ms', met: p95 <= 50 },
    ];
  } finally {
    await server.close();
  }
}

export const benchmarks: Benchmark[] = [{ name: '审批列表（100,000 张单据）', run }];
