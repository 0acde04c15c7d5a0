// The server clock as the client sees it. Signed requests are refused beyond 300 s of skew (4015),
// and office PCs drift, so every timestamp sent is local time plus an offset learned from the server.
import { browserStorage, type KeyValueStorage } from './storage';

export const clockStorageKey = 'union-finance.serverOffsetMs';

/**
 * The HTTP Date header has 1 s resolution and arrives after network latency, so it only overrides
 * the stored offset when it disagrees by more than this; a 4015 answer (ms precise) always wins.
 */
export const dateHeaderToleranceMs = 5_000;

export interface Clock {
  /** Server time minus local time, in ms. */
  offsetMs(): number;
  /** The current server time estimate (ms since epoch). */
  serverNow(): number;
  /** Learn from a precise server time, e.g. a 4015 answer's data.timeStamp. */
  learnServerTime(serverMs: number): void;
  /** Learn from a response's Date header when it is clearly off the current estimate. */
  learnDateHeader(date: string | null | undefined): void;
  /** Forget the offset (e.g. after the user fixed the PC clock on /timeCalibration). */
  reset(): void;
}

export interface ClockOptions {
  /** Default: localStorage when available (the offset is a property of the PC, not the tab). */
  storage?: KeyValueStorage;
  storageKey?: string;
  now?: () => number;
}

export function createClock(options: ClockOptions = {}): Clock {
  const storage = options.storage ?? browserStorage('localStorage');
  const key = options.storageKey ?? clockStorageKey;
  const now = options.now ?? Date.now;

  const stored = Number(storage.getItem(key));
  let offset = Number.isFinite(stored) ? stored : 0;

  function setOffset(value: number): void {
    offset = Math.round(value);
    if (offset === 0) storage.removeItem(key);
    else storage.setItem(key, String(offset));
  }

  return {
    offsetMs: () => offset,
    serverNow: () => now() + offset,
    learnServerTime(serverMs) {
      if (Number.isFinite(serverMs)) setOffset(serverMs - now());
    },
    learnDateHeader(date) {
      if (!date) return;
      const serverMs = Date.parse(date);
      if (!Number.isFinite(serverMs)) return;
      // Date is floored to the second: its middle is the better estimate.
      const candidate = serverMs + 500 - now();
      // Compare against the current offset, not zero: a stale large offset must also be undone
      // once the PC clock has been fixed.
      if (Math.abs(candidate - offset) > dateHeaderToleranceMs) setOffset(candidate);
    },
    reset: () => setOffset(0),
  };
}
