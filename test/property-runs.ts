// How many cases a property test generates: the full count under `npm run test:full` (and the
// benches), a fifth of it in `npm test` and CI, so the suite stays fast while the same properties
// are still checked on every run.
export function propertyRuns(full: number): number {
  return process.env.PROPERTY_RUNS === 'full' ? full : Math.max(20, Math.round(full / 5));
}
