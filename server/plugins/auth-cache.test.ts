import { describe, expect, it } from 'vitest';
import { PermissionKeys, SessionKeys } from './auth-cache.ts';

describe('SessionKeys', () => {
  it('keeps a bounded number of sessions, dropping the oldest first', () => {
    const keys = new SessionKeys(2);
    keys.set('a', { signKey: 'ka', userId: 1 });
    keys.set('b', { signKey: 'kb', userId: 2 });
    keys.set('c', { signKey: 'kc', userId: 3 });
    expect(keys.get('a')).toBeUndefined();
    expect(keys.get('b')).toEqual({ signKey: 'kb', userId: 2 });
    expect(keys.get('c')).toEqual({ signKey: 'kc', userId: 3 });
  });
});

describe('PermissionKeys', () => {
  it('sends no stamp for a user it has no copy of, and the stamp of the copy once it has one', () => {
    const cache = new PermissionKeys();
    expect(cache.knownStamp(7)).toBeNull();
    expect([...(cache.resolve(7, '12', ['voucher.entry']) ?? [])]).toEqual(['voucher.entry']);
    expect(cache.knownStamp(7)).toBe('12');
  });

  it('answers from the copy when the database sent no keys, and replaces it when it sent new ones', () => {
    const cache = new PermissionKeys();
    cache.resolve(7, '12', ['voucher.entry', 'voucher.audit']);
    expect(cache.resolve(7, '12', null)).toEqual(new Set(['voucher.entry', 'voucher.audit']));
    // A role changed: the database saw an old stamp and sent the keys as they are now.
    expect(cache.resolve(7, '13', ['voucher.entry'])).toEqual(new Set(['voucher.entry']));
    expect(cache.knownStamp(7)).toBe('13');
    // A user with no keys at all is a copy too (an empty list, not "unknown").
    expect(cache.resolve(8, '13', [])).toEqual(new Set());
    expect(cache.knownStamp(8)).toBe('13');
  });

  it('returns null when the copy it vouched for is gone, so the caller reads the keys again', () => {
    const cache = new PermissionKeys(1);
    cache.resolve(1, '5', ['a']);
    const stamp = cache.knownStamp(1);
    cache.resolve(2, '5', ['b']); // evicts user 1 while its call was on the way
    expect(stamp).toBe('5');
    expect(cache.resolve(1, '5', null)).toBeNull();
  });
});
