// Small builders so each module file reads like the spec's bullet list: a path, a Chinese title
// and a permission key per line, with parents taken from the entries themselves so titles never drift.

import type { ParentRef, RouteEntry, RouteQuery } from './types';

export interface ScreenOptions {
  requiresAuth?: boolean;
  inLayout?: boolean;
  titleFromQuery?: (query: RouteQuery) => string;
  parentFromQuery?: (query: RouteQuery) => ParentRef | undefined;
  parentIndexKey?: string;
  /** For a child with a parent list: the parent when no index applies (default: the list's first). */
  defaultParent?: ParentRef;
  /** Keys that also open the page (RouteEntry.openWith). */
  openWith?: readonly string[];
}

/** One row of a group: path under the group, title, permission key. */
export type ScreenRow = readonly [path: string, title: string, permission: string];

export interface ModuleBuilder {
  readonly routes: readonly RouteEntry[];
  /** The full path of a path written relative to the module base. */
  path(relative: string): string;
  /** An isPush 1 screen. */
  screen(
    relative: string,
    title: string,
    permission: string | undefined,
    options?: ScreenOptions,
  ): RouteEntry;
  /** Several isPush 1 screens sharing a folder, as the spec's `group: a, b, c` bullets do. */
  group(folder: string, rows: readonly ScreenRow[]): readonly RouteEntry[];
  /** An isPush 1 screen at a shared ParentRef's url and title (lists other files go back to). */
  screenAt(ref: ParentRef, permission: string, options?: ScreenOptions): RouteEntry;
  /**
   * An isPush 0 page. A single parent is its default; a list becomes its parentCurrent list with
   * the first entry as the default when the index is missing or out of range.
   */
  child(
    relative: string,
    title: string,
    permission: string,
    parent: ParentRef | readonly ParentRef[],
    options?: ScreenOptions,
  ): RouteEntry;
}

export function refTo(target: RouteEntry | ParentRef): ParentRef {
  return 'url' in target
    ? { title: target.title, url: target.url }
    : { title: target.title, url: target.path };
}

function isParentList(parent: ParentRef | readonly ParentRef[]): parent is readonly ParentRef[] {
  return Array.isArray(parent);
}

export function defineModule(module: string, base: string): ModuleBuilder {
  const routes: RouteEntry[] = [];
  const path = (relative: string): string => (base === '' ? `/${relative}` : `${base}/${relative}`);

  const common = (full: string, title: string, permission: string | undefined, options: ScreenOptions) => ({
    path: full,
    title,
    ...(permission === undefined ? {} : { permission }),
    requiresAuth: options.requiresAuth ?? true,
    inLayout: options.inLayout ?? true,
    module,
    ...(options.titleFromQuery ? { titleFromQuery: options.titleFromQuery } : {}),
    ...(options.parentFromQuery ? { parentFromQuery: options.parentFromQuery } : {}),
    ...(options.parentIndexKey ? { parentIndexKey: options.parentIndexKey } : {}),
    ...(options.openWith ? { openWith: options.openWith } : {}),
  });

  const screen: ModuleBuilder['screen'] = (relative, title, permission, options = {}) => {
    const full = path(relative);
    const entry: RouteEntry = {
      ...common(full, title, permission, options),
      isPush: 1,
    };
    routes.push(entry);
    return entry;
  };

  const child: ModuleBuilder['child'] = (relative, title, permission, parent, options = {}) => {
    const list = isParentList(parent) ? parent : undefined;
    const fallback = options.defaultParent ?? (isParentList(parent) ? parent[0] : parent);
    if (!fallback) throw new Error(`${relative}: a child page needs at least one parent`);
    const entry: RouteEntry = {
      ...common(path(relative), title, permission, options),
      isPush: 0,
      parentTitle: fallback.title,
      parentUrl: fallback.url,
      ...(list ? { parentCurrent: list } : {}),
    };
    routes.push(entry);
    return entry;
  };

  const group: ModuleBuilder['group'] = (folder, rows) =>
    rows.map(([relative, title, permission]) => screen(`${folder}/${relative}`, title, permission));

  const screenAt: ModuleBuilder['screenAt'] = (ref, permission, options) => {
    const prefix = path('');
    if (!ref.url.startsWith(prefix)) throw new Error(`${ref.url} is outside ${prefix}`);
    return screen(ref.url.slice(prefix.length), ref.title, permission, options);
  };

  return { routes, path, screen, group, screenAt, child };
}

/** A query flag is on when the old app would have set it: `1` or `true`. */
export function flagOn(query: RouteQuery, key: string): boolean {
  const value = query[key];
  return value === '1' || value === 'true';
}

/** The entry of a parent list chosen by an index held as a string; undefined when not a valid index. */
export function pickIndex<T>(list: readonly T[] | undefined, value: string | undefined): T | undefined {
  if (list === undefined || value === undefined || !/^\d+$/.test(value)) return undefined;
  return list[Number(value)];
}
