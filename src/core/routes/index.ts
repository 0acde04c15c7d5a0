// The whole route catalogue (spec 001 §2) and the lookups the router, the guard and the tab strip
// share: which entry a URL is, which tab it belongs to, which permission it needs.

import { appropriationRoutes } from './appropriation';
import { auxiliaryAccountRoutes } from './auxiliary-account';
import { pickIndex } from './define';
import { difficultHelpRoutes } from './difficult-help';
import { financialAnalysisRoutes } from './financial-analysis';
import { financialSoftwareRoutes } from './financial-software';
import { fixedAssetsRoutes } from './fixed-assets';
import { fundsCountRoutes } from './funds-count';
import { msBankRoutes } from './ms-bank';
import { newBudgetRoutes } from './new-budget';
import { budgetApprovalRoutes } from './new-budget-approval';
import { flowChartRoutes, reimbursementRoutes } from './reimbursement';
import { reportsRoutes } from './reports';
import { toDoRoutes } from './to-do';
import { topLevelRoutes } from './top-level';
import type { ParentRef, RouteEntry, RouteQuery, Tab } from './types';
import { usercenterRoutes } from './usercenter';

export type { ParentRef, RouteEntry, RouteQuery, Tab } from './types';

export const routeCatalogue: readonly RouteEntry[] = [
  ...topLevelRoutes,
  ...fixedAssetsRoutes,
  ...reimbursementRoutes,
  ...flowChartRoutes,
  ...financialSoftwareRoutes,
  ...reportsRoutes,
  ...usercenterRoutes,
  ...financialAnalysisRoutes,
  ...newBudgetRoutes,
  ...budgetApprovalRoutes,
  ...fundsCountRoutes,
  ...toDoRoutes,
  ...appropriationRoutes,
  ...msBankRoutes,
  ...difficultHelpRoutes,
  ...auxiliaryAccountRoutes,
];

/** Every operation permission key, once each, in catalogue order (seed data for role editors). */
export const allPermissionKeys: readonly string[] = routeCatalogue.flatMap((route) =>
  route.permission === undefined ? [] : [route.permission],
);

export interface RouteMatch {
  readonly route: RouteEntry;
  /** Values of the `$name` segments, decoded. */
  readonly params: Readonly<Record<string, string>>;
  /** The concrete pathname that matched (no query, no trailing slash). */
  readonly pathname: string;
}

const staticRoutes = new Map<string, RouteEntry>();
const paramRoutes: { route: RouteEntry; segments: readonly string[] }[] = [];
for (const route of routeCatalogue) {
  if (route.path.includes('/$')) paramRoutes.push({ route, segments: route.path.split('/') });
  else staticRoutes.set(route.path, route);
}

/** The pathname part of a URL or path: no query or hash, no trailing slash except for `/`. */
export function pathnameOf(path: string): string {
  const bare = path.replace(/[?#].*$/, '');
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  return trimmed === '' ? '/' : trimmed;
}

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** The catalogue entry for a concrete path; static paths win over `$param` patterns. */
export function matchRoute(path: string): RouteMatch | undefined {
  const pathname = pathnameOf(path);
  const exact = staticRoutes.get(pathname);
  if (exact) return { route: exact, params: {}, pathname };
  const segments = pathname.split('/');
  for (const candidate of paramRoutes) {
    if (candidate.segments.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = candidate.segments.every((pattern, i) => {
      const actual = segments[i] ?? '';
      if (!pattern.startsWith('$')) return pattern === actual;
      const value = decodeSegment(actual);
      if (actual === '' || value === undefined) return false;
      params[pattern.slice(1)] = value;
      return true;
    });
    if (matches) return { route: candidate.route, params, pathname };
  }
  return undefined;
}

export function findRoute(path: string): RouteEntry | undefined {
  return matchRoute(path)?.route;
}

/**
 * Where an isPush 0 page goes back to: the query-driven parent first, then the parent list indexed
 * by parentCurrent (or the route's own index key), then the default parent.
 * `query` should already include the matched path params.
 */
export function parentOf(route: RouteEntry, query: RouteQuery): ParentRef | undefined {
  const fromQuery = route.parentFromQuery?.(query);
  if (fromQuery) return fromQuery;
  const indexed = pickIndex(route.parentCurrent, query[route.parentIndexKey ?? 'parentCurrent']);
  if (indexed) return indexed;
  if (route.parentUrl === undefined) return undefined;
  return { title: route.parentTitle ?? route.title, url: route.parentUrl };
}

/**
 * The tab a navigation adds or activates (spec 001 §2.2): an isPush 1 screen is its own tab, an
 * isPush 0 page shows its parent's. Pages outside the layout and unknown paths have no tab.
 */
export function tabFor(path: string, query: RouteQuery = {}): Tab | undefined {
  const match = matchRoute(path);
  if (!match?.route.inLayout) return undefined;
  const { route, params, pathname } = match;
  const merged: RouteQuery = { ...query, ...params };
  if (route.isPush === 1) return { href: pathname, title: route.titleFromQuery?.(merged) ?? route.title };
  const parent = parentOf(route, merged);
  return parent ? { href: parent.url, title: parent.title } : undefined;
}

/** The title shown for a page itself (window title, breadcrumb), query-driven where the spec says so. */
export function titleFor(path: string, query: RouteQuery = {}): string | undefined {
  const match = matchRoute(path);
  if (!match) return undefined;
  return match.route.titleFromQuery?.({ ...query, ...match.params }) ?? match.route.title;
}
