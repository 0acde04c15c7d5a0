// The shape of one entry of the route catalogue (spec 001 §2). The catalogue is plain data so the
// router tree, the sidebar, the tab strip and the permission guard all read the same facts.

/** A screen a child page goes back to; also what the tab strip shows for that child. */
export interface ParentRef {
  readonly title: string;
  readonly url: string;
}

/**
 * Query values as strings, merged with the matched path params (params win), so a parent index
 * may come from `?parentCurrent=1` or from a `$parentCurrent` / `$state` path segment alike.
 */
export type RouteQuery = Readonly<Record<string, string>>;

export interface RouteEntry {
  /** Full path; params written TanStack style (`$id`). Spellings follow the spec, typos included. */
  readonly path: string;
  readonly title: string;
  /** 1: opens as a tab of its own. 0: a child page whose parent screen holds the tab (spec 001 §2.2). */
  readonly isPush: 0 | 1;
  /** The default parent of an isPush 0 page, used when neither the query nor the index picks one. */
  readonly parentTitle?: string;
  readonly parentUrl?: string;
  /** The per-module parent list indexed by the `parentCurrent` query (or by `parentIndexKey`). */
  readonly parentCurrent?: readonly ParentRef[];
  /** Which query/param holds the parent index; `parentCurrent` unless a path param plays that role. */
  readonly parentIndexKey?: string;
  /** Query-driven parent (spec 001 §2.9-2.10); undefined falls through to the index, then the default. */
  readonly parentFromQuery?: (query: RouteQuery) => ParentRef | undefined;
  /** Query-driven title, e.g. 支出预算查看 versus 支出预算录入 for the same form. */
  readonly titleFromQuery?: (query: RouteQuery) => string;
  /** Operation permission key checked by the guard; none for public pages and for / and welcome. */
  readonly permission?: string;
  /**
   * Other keys any one of which also opens the page: a claim's document page is where its approver
   * approves it, so it opens for whoever sees the claim from one of its lists, not only its declarer.
   */
  readonly openWith?: readonly string[];
  readonly requiresAuth: boolean;
  /**
   * Rendered inside the authenticated layout (sidebar and tab strip). Login, viewer, 401 and the
   * admin upload/log pages stand alone and never become tabs.
   */
  readonly inLayout: boolean;
  readonly module: string;
}

/** A tab of the tab strip (spec 001 §3: tab entry href, title). */
export interface Tab {
  readonly href: string;
  readonly title: string;
}
