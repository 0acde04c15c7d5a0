// A benchmark module exports `benchmarks`: each measures one thing and reports its figure next to
// the goal the issue sets. `npm run bench` prints them all; nothing here asserts.

export interface BenchResult {
  name: string;
  value: number;
  unit: 'ms' | 'KB' | 'ops/s' | 'MB' | 'x';
  /** The goal as the issue states it, e.g. '<= 3000 ms'. */
  goal?: string;
  met?: boolean;
  note?: string;
}

export interface Benchmark {
  name: string;
  run(): Promise<BenchResult[]>;
}
