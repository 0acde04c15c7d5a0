// The route guard of spec 000 §6 / 001 §6 as one pure decision, so every rule is unit-tested
// without a router: login, single sign-on, unit selection, then the route's operation permission.
import type { RouteEntry, RouteQuery } from '../core/routes/types';

/** What the guard needs to know about the session; null when nobody is logged in. */
export interface GuardSession {
  readonly permissions: readonly string[];
  /** The selected unit / ledger set ('' when none is chosen yet). */
  readonly zid: string;
}

export interface GuardOptions {
  /** Single sign-on deployment (BUILD_FLAGS.singleSignOn). */
  readonly sso: boolean;
}

export interface GuardTarget {
  /** The concrete pathname asked for. */
  readonly pathname: string;
  /** Its query values, as strings. */
  readonly query: RouteQuery;
}

export type GuardReason = 'login' | 'sso' | 'unit' | 'permission';

export type GuardDecision =
  | { readonly kind: 'allow' }
  | {
      readonly kind: 'redirect';
      readonly reason: GuardReason;
      readonly to: string;
      readonly search: Readonly<Record<string, string>>;
    };

const allow: GuardDecision = { kind: 'allow' };

/** Path and query as one string, the form `redirect=` carries and the login page returns to. */
export function fullPath(target: GuardTarget): string {
  const search = new URLSearchParams(target.query as Record<string, string>).toString();
  return search ? `${target.pathname}?${search}` : target.pathname;
}

export function decideGuard(
  route: RouteEntry | undefined,
  session: GuardSession | null,
  target: GuardTarget,
  options: GuardOptions,
): GuardDecision {
  // Unknown paths fall through to the 404 page; public pages need nothing.
  if (!route?.requiresAuth) return allow;
  if (!session) {
    // With single sign-on the portal decides where to come back to: no parameters (spec 001 §6).
    return options.sso
      ? { kind: 'redirect', reason: 'sso', to: '/authorization', search: {} }
      : { kind: 'redirect', reason: 'login', to: '/login', search: { redirect: fullPath(target) } };
  }
  if (options.sso && session.zid === '') {
    return { kind: 'redirect', reason: 'unit', to: '/selecting', search: { redirect: fullPath(target) } };
  }
  // `/` is exempt from the permission check even if a permission were ever attached to it.
  if (
    route.path !== '/' &&
    route.permission !== undefined &&
    !session.permissions.includes(route.permission) &&
    !route.openWith?.some((key) => session.permissions.includes(key))
  ) {
    return { kind: 'redirect', reason: 'permission', to: '/error401', search: { from: target.pathname } };
  }
  return allow;
}

/** Pages a login must never return to: they would loop or show a stale message. */
const noReturn = new Set(['/login', '/authorization', '/selecting', '/error401', '/timeCalibration']);

/**
 * A `redirect` query value the app may follow: a local path only (no `//host` or `http:`), never a
 * login-flow page. Anything else yields the fallback.
 */
export function safeRedirect(value: string | undefined | null, fallback = '/'): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  const pathname = value.replace(/[?#].*$/, '');
  return noReturn.has(pathname) ? fallback : value;
}
