// Test helpers: a fresh IndexedDB per test (fake-indexeddb) and a manual clock for the replayer.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { uuidV4 } from '../api/signer';
import { LocalDb, type SchemaVersion } from './db';

export function freshDb(versions?: readonly SchemaVersion[], name = `test-${uuidV4()}`): LocalDb {
  return new LocalDb(name, { indexedDB: new IDBFactory(), IDBKeyRange, ...(versions ? { versions } : {}) });
}

export interface ManualTime {
  now(): number;
  /** Backoff waits asked for, in ms, in order. */
  backoffs: number[];
  /** Backoff waits pass at once (the clock jumps); idle waits last until a kick or stop. */
  delay(ms: number, signal: AbortSignal, reason: 'backoff' | 'idle'): Promise<void>;
}

export function manualTime(start = 1_700_000_000_000): ManualTime {
  let t = start;
  const backoffs: number[] = [];
  return {
    now: () => t,
    backoffs,
    delay(ms, signal, reason) {
      if (reason === 'backoff') {
        backoffs.push(ms);
        t += Math.max(0, ms);
        return Promise.resolve();
      }
      return new Promise((resolve) => {
        if (signal.aborted) resolve();
        else signal.addEventListener('abort', () => resolve(), { once: true });
      });
    },
  };
}

/** Polls until `check` holds (IndexedDB and HTTP run on their own schedule). */
export async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 5_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
