import { describe, expect, it } from 'vitest';
import { canonicalJson, signingString } from './sign';

describe('canonicalJson', () => {
  it('sorts object keys recursively and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: 'x' } })).toBe(
      '{"a":{"c":"x","d":[3,{"y":2,"z":1}]},"b":1}',
    );
  });
  it('signs a missing payload as {}', () => {
    expect(canonicalJson(undefined)).toBe('{}');
    expect(canonicalJson(null)).toBe('{}');
  });
  it('drops undefined members as JSON does on the wire', () => {
    expect(canonicalJson({ a: undefined, b: '1' })).toBe('{"b":"1"}');
  });
});

describe('signingString', () => {
  it('joins the parts with newlines, method upper-cased', () => {
    expect(
      signingString({ method: 'post', path: '/api/x', timestamp: '1', nonce: 'n', payload: { b: 2, a: 1 } }),
    ).toBe('POST\n/api/x\n1\nn\n{"a":1,"b":2}');
  });
});
