// The tab strip of spec 001 §2.2 as a pure state machine: which tabs are open, which is active, and
// which kept-alive screens stay mounted (hidden) while another tab shows. Components only dispatch.
import { matchRoute, tabFor } from '../../core/routes';
import type { RouteQuery } from '../../core/routes/types';

export interface OpenTab {
  /** The tab's identity: the screen's pathname (spec 001 §3: tab entry href). */
  readonly href: string;
  readonly title: string;
  /** Where clicking the tab goes: the last URL (with query) seen on the tab's own screen. */
  readonly to: string;
  /** The home tab cannot be closed. */
  readonly pinned?: boolean;
}

/** A kept-alive screen instance: mounted once, hidden while its tab is not shown. */
export interface KeptScreen {
  /** The concrete pathname: one instance per page. */
  readonly key: string;
  /** The tab it belongs to (its own href, or its parent's for a child page). */
  readonly tabHref: string;
  readonly search: RouteQuery;
  /** Recency for eviction; larger is more recent. */
  readonly used: number;
}

export interface TabState {
  readonly tabs: readonly OpenTab[];
  readonly active: string | null;
  readonly kept: readonly KeptScreen[];
  readonly clock: number;
}

/** Mounted-but-hidden screens cost memory and timers; beyond this the least recent one unmounts. */
export const KEEP_ALIVE_CAP = 10;

export const HOME_TAB: OpenTab = { href: '/', title: '首页', to: '/', pinned: true };

export const initialTabState: TabState = { tabs: [HOME_TAB], active: null, kept: [], clock: 0 };

function searchString(search: RouteQuery): string {
  const text = new URLSearchParams(search as Record<string, string>).toString();
  return text ? `?${text}` : '';
}

/** Whether the screen of a catalogue route stays mounted while hidden (its feature module says). */
export type KeptAlive = (routePath: string) => boolean;

/** After a navigation: open or activate the page's tab and remember a kept-alive screen. */
export function visit(state: TabState, pathname: string, search: RouteQuery, keptAlive: KeptAlive): TabState {
  const tab = tabFor(pathname, search);
  // Pages outside the layout (login, 401) and unknown paths leave the strip as it was.
  if (!tab) return state;
  const match = matchRoute(pathname);
  const ownScreen = match?.route.isPush === 1;
  const existing = state.tabs.find((t) => t.href === tab.href);
  const to = ownScreen ? `${tab.href}${searchString(search)}` : (existing?.to ?? tab.href);
  const next: OpenTab = { ...existing, href: tab.href, title: tab.title, to };
  const tabs = existing ? state.tabs.map((t) => (t === existing ? next : t)) : [...state.tabs, next];
  const clock = state.clock + 1;
  let kept = state.kept;
  if (match && keptAlive(match.route.path)) {
    const entry: KeptScreen = { key: match.pathname, tabHref: tab.href, search, used: clock };
    kept = [...kept.filter((k) => k.key !== entry.key), entry];
    if (kept.length > KEEP_ALIVE_CAP) {
      const oldest = kept.reduce((a, b) => (b.used < a.used ? b : a));
      kept = kept.filter((k) => k !== oldest);
    }
  }
  return { tabs, active: tab.href, kept, clock };
}

export interface CloseResult {
  readonly state: TabState;
  /** Where to go when the active tab closed: its right neighbour, else its left one. */
  readonly navigateTo: string | null;
}

export function closeTab(state: TabState, href: string): CloseResult {
  const index = state.tabs.findIndex((t) => t.href === href);
  const tab = state.tabs[index];
  if (!tab || tab.pinned) return { state, navigateTo: null };
  const tabs = state.tabs.filter((t) => t !== tab);
  const kept = state.kept.filter((k) => k.tabHref !== href);
  if (state.active !== href) return { state: { ...state, tabs, kept }, navigateTo: null };
  const neighbour = tabs[index] ?? tabs[index - 1] ?? null;
  return {
    state: { ...state, tabs, kept, active: neighbour?.href ?? null },
    navigateTo: neighbour?.to ?? '/',
  };
}

/** Closes every closable tab but the given one. */
export function closeOthers(state: TabState, href: string): TabState {
  const tabs = state.tabs.filter((t) => t.pinned || t.href === href);
  const open = new Set(tabs.map((t) => t.href));
  return { ...state, tabs, kept: state.kept.filter((k) => open.has(k.tabHref)) };
}

/** Tabs as stored across a reload (kept screens cannot be: they are live React state). */
export function restoreTabs(saved: unknown): TabState {
  if (!Array.isArray(saved)) return initialTabState;
  const tabs = saved.flatMap((item: unknown): OpenTab[] => {
    if (typeof item !== 'object' || item === null) return [];
    const { href, title, to } = item as Record<string, unknown>;
    if (typeof href !== 'string' || typeof title !== 'string' || typeof to !== 'string') return [];
    return href === HOME_TAB.href ? [] : [{ href, title, to }];
  });
  return { ...initialTabState, tabs: [HOME_TAB, ...tabs] };
}
