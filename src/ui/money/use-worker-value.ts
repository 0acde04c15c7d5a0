// A value the money worker computes from inputs that change as the user types: the first render
// uses the main-thread answer (no empty flash), later inputs go to the worker, and an answer that
// arrives after newer inputs were sent is dropped.

import type { Remote } from 'comlink';
import { useEffect, useRef, useState } from 'react';
import type { MoneyWorkerApi } from '../../../workers/money.worker';
import { moneyWorker } from './money-worker';

export function useWorkerValue<T>(
  key: string,
  onWorker: (worker: Remote<MoneyWorkerApi>) => Promise<T>,
  onMainThread: () => T,
): T {
  const [value, setValue] = useState<T>(onMainThread);
  const latest = useRef(key);
  const compute = useRef({ onWorker, onMainThread });
  compute.current = { onWorker, onMainThread };

  useEffect(() => {
    latest.current = key;
    const worker = moneyWorker();
    if (!worker) {
      setValue(compute.current.onMainThread());
      return;
    }
    compute.current.onWorker(worker).then(
      (result) => {
        if (latest.current === key) setValue(result);
      },
      // A worker that fails (it should not) must not leave stale totals on screen.
      () => {
        if (latest.current === key) setValue(compute.current.onMainThread());
      },
    );
  }, [key]);

  return value;
}
