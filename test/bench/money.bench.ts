// Issue 4: worker totals of 1M amounts (goal <= 50 ms). Measured on the pure function the worker
// exposes, after a warm-up, median of 7 runs.
import { sumAmounts } from '../../workers/money-api.ts';
import type { Benchmark } from './types.ts';

function amounts(n: number): string[] {
  const out = new Array<string>(n);
  let seed = 42;
  for (let i = 0; i < n; i++) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    const cents = seed % 10_000_000;
    out[i] = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
  }
  return out;
}

export const benchmarks: Benchmark[] = [
  {
    name: 'money: sum of 1,000,000 amounts',
    async run() {
      const list = amounts(1_000_000);
      sumAmounts(list);
      const times: number[] = [];
      for (let i = 0; i < 7; i++) {
        const t = performance.now();
        sumAmounts(list);
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      const median = times[3] ?? Number.NaN;
      return [
        {
          name: 'money: worker totals of 1M amounts (median of 7)',
          value: median,
          unit: 'ms',
          goal: '<= 50 ms',
          met: median <= 50,
        },
      ];
    },
  },
];
