import { describe, expect, it } from 'vitest';
import { textOf } from './param-text.ts';

describe('textOf: a value as the text Postgres binds', () => {
  it('writes each kind as node-postgres does', () => {
    expect(textOf(null)).toBeNull();
    expect(textOf(undefined)).toBeNull();
    expect(textOf(12.5)).toBe('12.5');
    expect(textOf(9007199254740993n)).toBe('9007199254740993');
    expect(textOf(new Date('2026-03-15T08:30:00.000Z'))).toBe('2026-03-15T08:30:00.000Z');
    expect(textOf(Buffer.from([0, 255]))).toBe('\\x00ff');
    expect(textOf(['a,b', 'say "hi"', null, ['x\\y']])).toBe('{"a,b","say \\"hi\\"",NULL,{"x\\\\y"}}');
    expect(textOf({ a: 1 })).toBe('{"a":1}');
  });

  it('refuses a number that is not finite', () => {
    expect(() => textOf(Number.NaN)).toThrow('有限数');
    expect(() => textOf(Number.POSITIVE_INFINITY)).toThrow('有限数');
  });
});
