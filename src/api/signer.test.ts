import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signingString } from '../core/contracts/sign';
import { signRequest, uuidV4 } from './signer';

describe('signRequest', () => {
  it('is hex HMAC-SHA256 of the signing string under the base64-decoded key', async () => {
    const key = randomBytes(32).toString('base64');
    const input = {
      method: 'post',
      path: '/api/voucher/save',
      timestamp: '1700000000000',
      nonce: 'n-1',
      payload: { b: [2, { d: 1, c: 0 }], a: '金额' },
    };
    const expected = createHmac('sha256', Buffer.from(key, 'base64'))
      .update(signingString(input))
      .digest('hex');
    expect(await signRequest(input, key)).toBe(expected);
    // Again through the cached key.
    expect(await signRequest(input, key)).toBe(expected);
  });

  it('different keys give different signatures', async () => {
    const input = { method: 'GET', path: '/api/x', timestamp: '1', nonce: 'n', payload: {} };
    const a = await signRequest(input, randomBytes(32).toString('base64'));
    const b = await signRequest(input, randomBytes(32).toString('base64'));
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(a).not.toBe(b);
  });
});

describe('uuidV4', () => {
  it('makes distinct version-4 uuids', () => {
    const ids = new Set(Array.from({ length: 100 }, () => uuidV4()));
    expect(ids.size).toBe(100);
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
