// The one money worker of the page (DESIGN §5), opened on first use. Null where there is no Worker
// (tests in jsdom, very old browsers): callers then compute on the main thread with the same
// functions, so the figures are the same either way.
import { type Remote, wrap } from 'comlink';
import type { MoneyWorkerApi } from '../../../workers/money.worker';

let remote: Remote<MoneyWorkerApi> | null | undefined;

export function moneyWorker(): Remote<MoneyWorkerApi> | null {
  if (remote === undefined) {
    remote =
      typeof Worker === 'undefined'
        ? null
        : wrap<MoneyWorkerApi>(
            new Worker(new URL('../../../workers/money.worker.ts', import.meta.url), { type: 'module' }),
          );
  }
  return remote;
}
