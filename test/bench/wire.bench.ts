// Issue 16 item 6: a statement with values outside a transaction, sent to PGlite with its values
// written into the text (a simple query, inline-params.ts) against the same statement bound to
// its values (an unnamed Parse/Bind/Execute, pglite-wire.ts bound()). Both are one call into the
// engine, parsed and planned for the values each time; what differs is only the text scan and the
// quoting against the extended protocol's messages. Three shapes: a session's point lookup, an
// insert on its own, and a report's range aggregate over 20,000 rows. Interleaved in rounds, the
// median round per way. Timed in CPU time (process.cpuUsage), not wall time: on a machine shared
// with other work the wall time of the same loop varied four-fold between runs.
import { PGlite } from '@electric-sql/pglite';
import { inlineParams, textOf } from '../../server/db/inline-params.ts';
import { PGliteWire } from '../../server/db/pglite-wire.ts';
import type { Benchmark, BenchResult } from './types.ts';

const ROUNDS = 5;
const RUNS = 400;

const shapes: [name: string, text: string, values: (i: number) => unknown[]][] = [
  ['point lookup', 'select id, name, amount from w where id = $1 and name <> $2', (i) => [i % 20_000, 'x']],
  [
    'insert on its own',
    'insert into w_log (id, note, at) values ($1, $2, $3)',
    (i) => [i, `备注 ${i}`, new Date()],
  ],
  [
    'range aggregate',
    'select name, sum(amount) as total, count(*) as n from w where id between $1 and $2 group by name',
    (i) => [i % 10_000, (i % 10_000) + 2_000],
  ],
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

async function run(): Promise<BenchResult[]> {
  const pg = await PGlite.create('memory://');
  const wire = new PGliteWire(pg);
  await pg.exec(`create table w (id int primary key, name text, amount numeric(18,2));
    insert into w select g, 'n' || (g % 50), g * 1.25 from generate_series(0, 19999) g;
    create table w_log (id int, note text, at timestamptz); analyze w;`);
  const results: BenchResult[] = [];
  let next = 0;
  for (const [name, text, values] of shapes) {
    const times = { inline: [] as number[], bound: [] as number[], prepared: [] as number[] };
    for (let round = 0; round < ROUNDS + 1; round++) {
      for (const way of ['inline', 'bound', 'prepared'] as const) {
        const t0 = process.cpuUsage();
        for (let i = 0; i < RUNS; i++) {
          const params = values(next++);
          if (way === 'inline') await wire.simple(inlineParams(text, params));
          else if (way === 'bound') await wire.bound(text, params.map(textOf));
          else await wire.prepared(text, params.map(textOf));
        }
        // The first round warms them up (JIT, catalog caches, the prepared statement's parse).
        const used = process.cpuUsage(t0);
        if (round > 0) times[way].push((used.user + used.system) / RUNS);
      }
    }
    const a = median(times.inline);
    const vs = (x: number) => `${x.toFixed(0)} µs (${(((x - a) / a) * 100).toFixed(0)} %)`;
    results.push({
      name: `wire: ${name}, inlined`,
      value: a / 1000,
      unit: 'ms',
      note: `bound (unnamed) ${vs(median(times.bound))}, prepared (named) ${vs(median(times.prepared))}; median of ${ROUNDS} rounds of ${RUNS}`,
    });
  }
  await pg.close();
  return results;
}

export const benchmarks: Benchmark[] = [{ name: 'wire: values bound or inlined outside transactions', run }];
