import { describe, expect, it } from 'vitest';
import { keysOfDuty } from '../core/permissions/duty-keys';
import { findRoute, routeCatalogue } from '../core/routes';
import { claimPagePaths } from '../core/routes/claim-pages';
import type { RouteEntry } from '../core/routes/types';
import { decideGuard, fullPath, type GuardSession, safeRedirect } from './guard';

function route(path: string): RouteEntry {
  const found = findRoute(path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
}

const balanceSheet = '/final/financialSoftware/accountQueryPrinting/account-balance-sheet';
const finance: GuardSession = { permissions: ['ledger.balance', 'voucher.entry'], zid: '1' };
const plain = { sso: false };
const sso = { sso: true };

describe('decideGuard', () => {
  it('sends a visitor without a session to /login with the path and query to come back to', () => {
    const decision = decideGuard(
      route(balanceSheet),
      null,
      { pathname: balanceSheet, query: { year: '2026', month: '3' } },
      plain,
    );
    expect(decision).toEqual({
      kind: 'redirect',
      reason: 'login',
      to: '/login',
      search: { redirect: `${balanceSheet}?year=2026&month=3` },
    });
  });

  it('sends a visitor without a session to /authorization, without parameters, under single sign-on', () => {
    expect(
      decideGuard(route('/final/welcome'), null, { pathname: '/final/welcome', query: {} }, sso),
    ).toEqual({
      kind: 'redirect',
      reason: 'sso',
      to: '/authorization',
      search: {},
    });
  });

  it('guards / and the welcome page for login too', () => {
    expect(decideGuard(route('/'), null, { pathname: '/', query: {} }, plain)).toMatchObject({
      to: '/login',
      search: { redirect: '/' },
    });
  });

  it('lets anybody open the public pages', () => {
    for (const path of ['/login', '/selecting', '/timeCalibration', '/error401', '/no-access', '/sign']) {
      expect(decideGuard(route(path), null, { pathname: path, query: {} }, plain)).toEqual({ kind: 'allow' });
      expect(decideGuard(route(path), null, { pathname: path, query: {} }, sso)).toEqual({ kind: 'allow' });
    }
  });

  it('leaves unknown paths to the 404 page', () => {
    expect(decideGuard(undefined, null, { pathname: '/nope', query: {} }, plain)).toEqual({ kind: 'allow' });
  });

  it('allows a route whose permission the user holds', () => {
    expect(decideGuard(route(balanceSheet), finance, { pathname: balanceSheet, query: {} }, plain)).toEqual({
      kind: 'allow',
    });
  });

  it('sends a user lacking the permission to /error401, naming the page asked for', () => {
    const employee: GuardSession = { permissions: ['reimbursement.mine'], zid: '1' };
    expect(decideGuard(route(balanceSheet), employee, { pathname: balanceSheet, query: {} }, plain)).toEqual({
      kind: 'redirect',
      reason: 'permission',
      to: '/error401',
      search: { from: balanceSheet },
    });
  });

  it('opens every claim page for the 审批 duty, who approves there, and still not for a stranger', () => {
    const approver: GuardSession = { permissions: keysOfDuty('approver'), zid: '1' };
    const stranger: GuardSession = { permissions: ['ledger.balance'], zid: '1' };
    for (const path of Object.values(claimPagePaths)) {
      const target = { pathname: path, query: { id: 'x' } };
      expect(decideGuard(route(path), approver, target, plain), path).toEqual({ kind: 'allow' });
      expect(decideGuard(route(path), stranger, target, plain), path).toMatchObject({ to: '/error401' });
    }
  });

  it('exempts / and the welcome page from the permission check', () => {
    const nobody: GuardSession = { permissions: [], zid: '1' };
    expect(decideGuard(route('/'), nobody, { pathname: '/', query: {} }, plain)).toEqual({ kind: 'allow' });
    expect(
      decideGuard(route('/final/welcome'), nobody, { pathname: '/final/welcome', query: {} }, plain),
    ).toEqual({
      kind: 'allow',
    });
  });

  it('exempts / even if a permission were attached to it', () => {
    const home = { ...route('/'), permission: 'home.view' };
    expect(decideGuard(home, { permissions: [], zid: '1' }, { pathname: '/', query: {} }, plain)).toEqual({
      kind: 'allow',
    });
  });

  it('checks routes with path parameters against their pattern permission', () => {
    const path = '/final/baseTemplate/balance-sheet/7/0/1';
    const entry = route(path);
    expect(entry.permission).toBe('report.balanceSheet');
    expect(decideGuard(entry, finance, { pathname: path, query: {} }, plain)).toMatchObject({
      reason: 'permission',
    });
    const reporter: GuardSession = { permissions: ['report.balanceSheet'], zid: '1' };
    expect(decideGuard(entry, reporter, { pathname: path, query: {} }, plain)).toEqual({ kind: 'allow' });
  });

  it('under single sign-on, sends a user without a selected unit to /selecting with redirect', () => {
    const noUnit: GuardSession = { permissions: ['ledger.balance'], zid: '' };
    expect(
      decideGuard(route(balanceSheet), noUnit, { pathname: balanceSheet, query: { a: '1' } }, sso),
    ).toEqual({
      kind: 'redirect',
      reason: 'unit',
      to: '/selecting',
      search: { redirect: `${balanceSheet}?a=1` },
    });
    // Without single sign-on the server picked a ledger set at login; no unit check.
    expect(decideGuard(route(balanceSheet), noUnit, { pathname: balanceSheet, query: {} }, plain)).toEqual({
      kind: 'allow',
    });
  });

  it('checks the unit before the permission under single sign-on', () => {
    expect(
      decideGuard(
        route(balanceSheet),
        { permissions: [], zid: '' },
        { pathname: balanceSheet, query: {} },
        sso,
      ),
    ).toMatchObject({ reason: 'unit' });
  });

  it('never lets a logged-in user without permission into any permission-guarded catalogue route', () => {
    const nobody: GuardSession = { permissions: [], zid: '1' };
    for (const entry of routeCatalogue) {
      const decision = decideGuard(entry, nobody, { pathname: entry.path, query: {} }, plain);
      const expected = entry.requiresAuth && entry.permission !== undefined ? 'redirect' : 'allow';
      expect(decision.kind, entry.path).toBe(expected);
    }
  });
});

describe('fullPath', () => {
  it('encodes query values', () => {
    expect(fullPath({ pathname: '/a', query: { q: '一 二&x' } })).toBe('/a?q=%E4%B8%80+%E4%BA%8C%26x');
    expect(fullPath({ pathname: '/a', query: {} })).toBe('/a');
  });
});

describe('safeRedirect', () => {
  it('keeps local paths with their query', () => {
    expect(safeRedirect('/final/welcome?x=1')).toBe('/final/welcome?x=1');
  });

  it('refuses other origins and login-flow pages', () => {
    expect(safeRedirect('//evil.example/x')).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect('/\\evil.example')).toBe('/');
    expect(safeRedirect('/login?redirect=/x')).toBe('/');
    expect(safeRedirect('/selecting')).toBe('/');
    expect(safeRedirect(undefined, '/final/welcome')).toBe('/final/welcome');
    expect(safeRedirect('')).toBe('/');
  });
});
