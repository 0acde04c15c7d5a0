// `npm run bench [filter]`: runs every benchmark module and prints a table of figures against goals.
import { readdir } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Benchmark, BenchResult } from './types.ts';

const dir = fileURLToPath(new URL('.', import.meta.url));
const filter = process.argv[2] ?? '';
const files = (await readdir(dir)).filter((f) => f.endsWith('.bench.ts') && f.includes(filter)).sort();

const rows: BenchResult[] = [];
for (const file of files) {
  const module = (await import(pathToFileURL(`${dir}${file}`).href)) as { benchmarks: Benchmark[] };
  for (const bench of module.benchmarks) {
    process.stdout.write(`… ${bench.name}\n`);
    try {
      rows.push(...(await bench.run()));
    } catch (error) {
      rows.push({ name: bench.name, value: Number.NaN, unit: 'ms', note: `失败：${String(error)}` });
    }
  }
}

const pad = (s: string, n: number) => s + ' '.repeat(Math.max(0, n - [...s].length));
process.stdout.write('\n');
for (const r of rows) {
  const value = Number.isFinite(r.value) ? r.value.toFixed(r.value < 10 ? 2 : 1) : '—';
  const verdict = r.met === undefined ? '' : r.met ? 'met' : 'NOT met';
  process.stdout.write(
    `${pad(r.name, 58)} ${pad(`${value} ${r.unit}`, 16)} ${pad(r.goal ?? '', 16)} ${verdict} ${r.note ?? ''}\n`,
  );
}
process.exit(0);
