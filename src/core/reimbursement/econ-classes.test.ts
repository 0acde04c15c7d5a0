import { describe, expect, it } from 'vitest';
import { ECON_CLASSES } from './econ-classes';

describe('ECON_CLASSES', () => {
  it('holds the 302 and 301 款 of the CSV without the military-only ones', () => {
    const codes = ECON_CLASSES.map((c) => c.code);
    expect(codes).toContain('30201');
    expect(codes).toContain('30211');
    expect(codes).toContain('30199');
    expect(codes).not.toContain('30221');
    expect(codes.every((c) => /^30[12]\d\d$/.test(c))).toBe(true);
    expect(ECON_CLASSES.find((c) => c.code === '30217')?.flags).toBe('三公经费');
  });
});
