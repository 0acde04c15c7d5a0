import { describe, expect, it } from 'vitest';
import { loadShellConfig } from './config';

describe('loadShellConfig', () => {
  it('single sign-on is off as the spec builds it, and on with VITE_SSO', () => {
    expect(loadShellConfig({}).sso).toBe(false);
    expect(loadShellConfig({ VITE_SSO: 'on' }).sso).toBe(true);
    expect(loadShellConfig({ VITE_SSO: 'off' }).sso).toBe(false);
  });
});
