// The money worker (DESIGN §5): keeps rounding, totals of large tables and 人民币大写 off the UI thread.
// Open it with `wrap<MoneyWorkerApi>(new Worker(new URL('./money.worker.ts', import.meta.url), { type: 'module' }))`.

import { expose } from 'comlink';
import { round, sumAmounts, totals, uppercase } from './money-api';

const api = { round, sumAmounts, totals, uppercase };

export type MoneyWorkerApi = typeof api;

expose(api);
