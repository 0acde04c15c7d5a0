import { describe, expect, it } from 'vitest';
import { loginTarget } from './login-target';

describe('loginTarget', () => {
  it('returns to the page asked for', () => {
    expect(loginTarget('/final/welcome?x=1', '/')).toBe('/final/welcome?x=1');
  });

  it("follows the server's redirectUrl without a redirect query", () => {
    expect(loginTarget(undefined, '/')).toBe('/');
    expect(loginTarget(undefined, '/final/welcome')).toBe('/final/welcome');
    expect(loginTarget(undefined, undefined)).toBe('/');
  });

  it('goes through unit selection first when the server asks, keeping the way back', () => {
    expect(loginTarget('/final/x', '/selecting')).toBe('/selecting?redirect=%2Ffinal%2Fx');
    expect(loginTarget(undefined, '/selecting')).toBe('/selecting');
  });

  it('never follows a foreign or looping redirect', () => {
    expect(loginTarget('https://evil.example', '/')).toBe('/');
    expect(loginTarget('/login', '/')).toBe('/');
    expect(loginTarget(undefined, '//evil.example')).toBe('/');
  });
});
