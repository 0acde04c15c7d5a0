// The strace evidence that an answer of success follows its commit's sync (issue 17 item 1).
//
//   strace -f -tt -s 4000 -e trace=openat,pwrite64,write,writev,fdatasync,fsync \
//     -o /tmp/trace.log node --import tsx test/bench/commit-trace.ts run
//   node --import tsx test/bench/commit-trace.ts check /tmp/trace.log
//
// `run` starts the server on PGlite in a fresh data folder and saves vouchers over HTTP: first one
// writer (each answer then has exactly one commit of its own before it), then ten at once (the
// group commit). `check` reads the trace: every write to a WAL segment (pwrite64 on a pg_wal file)
// must be covered, before the next HTTP answer is written, by an fdatasync of that segment that
// started after the write and returned 0. With ten writers an answer may follow another request's
// later, still unsynced commit, so the strict check covers the single writer's part; for the ten
// it counts syncs against saves.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD, startServer, TestClient } from '../server/harness.ts';
import { voucher } from './voucher.bench.ts';

const MARK = '/uf-trace-mark-';

async function run(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'uf-trace-'));
  const server = await startServer({ dataDir });
  try {
    const client = await TestClient.login(server, 'zhidan', DEMO_PASSWORD, 'node-http');
    const zid = (await client.get<{ zid: number; ztno: string }[]>('/api/zt/list')).body.data.find(
      (z) => z.ztno === '001',
    )?.zid;
    await client.post('/api/zt/select', { zid, year: 2026 });
    // Marks in the trace (a failed open of a path that says which part begins).
    const mark = (name: string) => {
      try {
        readFileSync(`${MARK}${name}`);
      } catch {}
    };
    mark('single');
    for (let i = 0; i < 100; i++) {
      const answer = await client.post('/api/voucher/save', voucher(i));
      if (!answer.body.success) throw new Error(answer.body.message);
    }
    mark('group');
    const writers = await Promise.all(
      Array.from({ length: 10 }, () => TestClient.login(server, 'zhidan', DEMO_PASSWORD, 'node-http')),
    );
    for (const w of writers) await w.post('/api/zt/select', { zid, year: 2026 });
    mark('group-saves');
    await Promise.all(
      writers.map(async (w, n) => {
        for (let i = 0; i < 20; i++) await w.post('/api/voucher/save', voucher(1000 + n * 20 + i));
      }),
    );
    mark('end');
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

interface Event {
  kind: 'walWrite' | 'syncStart' | 'syncEnd' | 'answer' | 'mark';
  key: string;
}

/** The trace's events in the order they happened (strace -f -tt lines are written in that order). */
function events(log: string): Event[] {
  const out: Event[] = [];
  const fdPath = new Map<string, string>();
  const pending = new Map<string, string>();
  const opening = new Map<string, string>();
  for (const line of log.split('\n')) {
    const pid = /^(\d+)/.exec(line)?.[1] ?? '';
    const open = /openat\([^"]*"([^"]+)".*\) = (\d+)/.exec(line);
    if (open?.[1] && open[2]) fdPath.set(open[2], open[1]);
    // A call another thread interrupted is split: `openat(... <unfinished ...>`, then resumed.
    const openStarted = /openat\([^"]*"([^"]+)".*<unfinished/.exec(line);
    if (openStarted?.[1]) opening.set(pid, openStarted[1]);
    const openResumed = /<\.\.\. openat resumed>.*= (\d+)/.exec(line);
    if (openResumed?.[1]) fdPath.set(openResumed[1], opening.get(pid) ?? '');
    const marked = new RegExp(`openat\\([^"]*"${MARK}([a-z-]+)"`).exec(line);
    if (marked?.[1]) out.push({ kind: 'mark', key: marked[1] });
    const write = /pwrite64\((\d+),/.exec(line);
    if (write?.[1] && fdPath.get(write[1])?.includes('/pg_wal/'))
      out.push({ kind: 'walWrite', key: fdPath.get(write[1]) ?? '' });
    const sync = /fdatasync\((\d+)/.exec(line);
    if (sync?.[1]) {
      const path = fdPath.get(sync[1]) ?? '';
      out.push({ kind: 'syncStart', key: path });
      if (line.includes('<unfinished')) pending.set(pid, path);
      else if (/\)\s+= 0/.test(line)) out.push({ kind: 'syncEnd', key: path });
    }
    if (/<\.\.\. fdatasync resumed>.*= 0/.test(line))
      out.push({ kind: 'syncEnd', key: pending.get(pid) ?? '' });
    if (/writev?\(\d+, .*HTTP\/1\.1 200/.test(line) && /\\?"success\\?":true/.test(line))
      out.push({ kind: 'answer', key: '' });
  }
  return out;
}

function check(path: string): void {
  const all = events(readFileSync(path, 'utf8'));
  let part = '';
  // WAL writes not yet covered: a sync that starts after a write covers it when it returns.
  let unsynced = 0;
  let startedCovering = 0;
  const tally: Record<string, { answers: number; uncovered: number; syncs: number }> = {};
  for (const e of all) {
    if (e.kind === 'mark') {
      part = e.key;
      tally[part] = { answers: 0, uncovered: 0, syncs: 0 };
      continue;
    }
    const t = tally[part];
    if (e.kind === 'walWrite') unsynced++;
    else if (e.kind === 'syncStart') startedCovering = unsynced;
    else if (e.kind === 'syncEnd') {
      unsynced -= startedCovering;
      startedCovering = 0;
      if (t) t.syncs++;
    } else if (e.kind === 'answer' && t) {
      t.answers++;
      if (unsynced > 0) t.uncovered++;
    }
  }
  for (const [name, t] of Object.entries(tally))
    process.stdout.write(
      `${name}: ${t.answers} success answers, ${t.syncs} WAL fdatasyncs, ${t.uncovered} answers with a WAL write not yet synced\n`,
    );
}

if (process.argv[2] === 'run') await run();
else if (process.argv[2] === 'check' && process.argv[3]) check(process.argv[3]);
else process.stdout.write('usage: commit-trace.ts run | check <strace log>\n');
