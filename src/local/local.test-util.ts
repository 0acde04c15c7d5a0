// Test helpers: a fresh IndexedDB per test (fake-indexeddb) and a manual clock for the replayer.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { uuidV4 } from '../api/signer';
import { loadAuxItems, loadAuxTypes } from './auxiliary';
import { LocalDb, type SchemaVersion } from './db';
import { departmentKind, departmentOutboxKind, loadDepartments } from './departments';
import { registerOutboxKind } from './kinds';
import { loadOperators } from './operators';
import { registerReference } from './reference';
import { loadSubjects } from './subjects';
import { loadSummaries, loadTemplates } from './voucher-templates';
import { loadVoucherTypes } from './voucher-types';
import { voucherKind, voucherOutboxKind } from './vouchers';

/**
 * What the feature modules register at boot (src/features/<module>/module.ts), for tests of the
 * local layer without the app.
 */
export function installBuiltInKinds(): void {
  registerOutboxKind(departmentKind, departmentOutboxKind);
  registerOutboxKind(voucherKind, voucherOutboxKind);
  registerReference('departments', loadDepartments);
  registerReference('subjects', loadSubjects);
  registerReference('auxTypes', loadAuxTypes);
  registerReference('auxItems', loadAuxItems);
  registerReference('voucherTypes', loadVoucherTypes);
  registerReference('templates', loadTemplates);
  registerReference('summaries', loadSummaries);
  registerReference('operators', loadOperators);
}

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
