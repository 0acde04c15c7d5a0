import { describe, expect, it } from 'vitest';
import { afterLedgerSwitch, loginTarget } from './login-target';

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

  it('changes a password an administrator reset before anything else, keeping the way back', () => {
    expect(loginTarget('/final/x', '/passwordReset')).toBe('/passwordReset?redirect=%2Ffinal%2Fx');
    expect(loginTarget(undefined, '/passwordReset')).toBe('/passwordReset');
  });

  it('never follows a foreign or looping redirect', () => {
    expect(loginTarget('https://evil.example', '/')).toBe('/');
    expect(loginTarget('/login', '/')).toBe('/');
    expect(loginTarget(undefined, '//evil.example')).toBe('/');
  });
});

describe('afterLedgerSwitch', () => {
  it('lands on 首页, not beside it on the welcome page, after the ledger set changed', () => {
    expect(afterLedgerSwitch('/final/welcome', true)).toBe('/');
    expect(afterLedgerSwitch('/final/welcome?x=1', true)).toBe('/');
  });

  it('returns to any other page, and to the welcome page when nothing changed', () => {
    expect(afterLedgerSwitch('/final/financialSoftware/certificateProcessing/voucher-audit', true)).toBe(
      '/final/financialSoftware/certificateProcessing/voucher-audit',
    );
    expect(afterLedgerSwitch('/final/welcome', false)).toBe('/final/welcome');
  });
});
