import { describe, expect, it } from 'vitest';
import { clockStorageKey, createClock } from './clock';
import { memoryStorage } from './storage';

function fixedNow(ms: number) {
  return () => ms;
}

describe('server clock offset', () => {
  const local = Date.UTC(2024, 2, 1, 8, 0, 0);

  it('learns the precise offset from a 4015 timeStamp and persists it', () => {
    const storage = memoryStorage();
    const clock = createClock({ storage, now: fixedNow(local) });
    clock.learnServerTime(local + 3_600_123);
    expect(clock.offsetMs()).toBe(3_600_123);
    expect(clock.serverNow()).toBe(local + 3_600_123);
    expect(createClock({ storage, now: fixedNow(local) }).offsetMs()).toBe(3_600_123);
    expect(storage.getItem(clockStorageKey)).toBe('3600123');
  });

  it('ignores a Date header within a few seconds (1 s resolution plus latency)', () => {
    const clock = createClock({ storage: memoryStorage(), now: fixedNow(local) });
    clock.learnDateHeader(new Date(local - 2_000).toUTCString());
    expect(clock.offsetMs()).toBe(0);
    clock.learnServerTime(local + 600_000);
    clock.learnDateHeader(new Date(local + 601_000).toUTCString());
    expect(clock.offsetMs()).toBe(600_000);
  });

  it('takes a Date header that is clearly off, also back towards zero', () => {
    const clock = createClock({ storage: memoryStorage(), now: fixedNow(local) });
    clock.learnDateHeader(new Date(local + 900_000).toUTCString());
    expect(Math.abs(clock.offsetMs() - 900_000)).toBeLessThanOrEqual(1_000);
    clock.learnDateHeader(new Date(local).toUTCString());
    expect(Math.abs(clock.offsetMs())).toBeLessThanOrEqual(1_000);
  });

  it('ignores missing or unparseable Date headers, and reset() forgets', () => {
    const storage = memoryStorage();
    const clock = createClock({ storage, now: fixedNow(local) });
    clock.learnDateHeader(null);
    clock.learnDateHeader('yesterday-ish');
    expect(clock.offsetMs()).toBe(0);
    clock.learnServerTime(local - 400_000);
    clock.reset();
    expect(clock.offsetMs()).toBe(0);
    expect(storage.getItem(clockStorageKey)).toBeNull();
  });

  it('ignores a corrupt stored value', () => {
    const storage = memoryStorage();
    storage.setItem(clockStorageKey, 'abc');
    expect(createClock({ storage }).offsetMs()).toBe(0);
  });
});
