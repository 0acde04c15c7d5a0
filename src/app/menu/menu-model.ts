// The sidebar menu as data: the server's platMenuList when it has one, else the route catalogue
// filtered by the user's permissions, grouped by module (and by folder inside the big modules).

import { MENU_GROUP_ABOVE, menuFolderTitles, menuModules } from '../../core/routes/menu-groups';
import type { RouteEntry } from '../../core/routes/types';

export interface MenuLink {
  readonly title: string;
  readonly path: string;
}

export interface MenuSection {
  /** null for the links directly under a module. */
  readonly title: string | null;
  readonly links: readonly MenuLink[];
}

export interface MenuGroup {
  readonly key: string;
  readonly title: string;
  /** One character shown in the collapsed (64 px) sidebar. */
  readonly glyph: string;
  readonly sections: readonly MenuSection[];
}

const glyphByIcon = new Map(menuModules.map(([, , icon, glyph]) => [icon, glyph]));

const folderOrder = Object.keys(menuFolderTitles);

/** Screens a user may open from the menu: own-tab screens in the layout, with a granted permission. */
export function menuRoutes(catalogue: readonly RouteEntry[], permissions: readonly string[]): RouteEntry[] {
  const granted = new Set(permissions);
  return catalogue.filter(
    (r) =>
      r.isPush === 1 &&
      r.inLayout &&
      r.permission !== undefined &&
      granted.has(r.permission) &&
      !r.path.includes('$'),
  );
}

function folderOf(path: string): string {
  const folder = path.split('/')[3] ?? '';
  return folder in menuFolderTitles ? folder : '';
}

function sectionsOf(routes: readonly RouteEntry[]): MenuSection[] {
  const links = (list: readonly RouteEntry[]) => list.map((r) => ({ title: r.title, path: r.path }));
  if (routes.length <= MENU_GROUP_ABOVE) return [{ title: null, links: links(routes) }];
  const byFolder = new Map<string, RouteEntry[]>();
  for (const route of routes) {
    const folder = folderOf(route.path);
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), route]);
  }
  const rank = (folder: string) => (folder === '' ? folderOrder.length : folderOrder.indexOf(folder));
  return [...byFolder]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([folder, list]) => ({
      title: folder === '' ? null : (menuFolderTitles[folder] ?? null),
      links: links(list),
    }));
}

export function menuFromCatalogue(
  catalogue: readonly RouteEntry[],
  permissions: readonly string[],
): MenuGroup[] {
  const routes = menuRoutes(catalogue, permissions);
  return menuModules.flatMap(([key, title, , glyph]) => {
    const own = routes.filter((r) => r.module === key);
    return own.length === 0 ? [] : [{ key, title, glyph, sections: sectionsOf(own) }];
  });
}

interface PlatNode {
  title: string;
  path: string | null;
  icon: string;
  children: PlatNode[];
}

/** Reads one node of platMenuList defensively: the list is stored as unknown[] in the session. */
function readNode(value: unknown): PlatNode | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const title = typeof record.title === 'string' ? record.title : '';
  if (title === '') return null;
  const children = Array.isArray(record.children) ? record.children.map(readNode) : [];
  return {
    title,
    path: typeof record.path === 'string' && record.path !== '' ? record.path : null,
    icon: typeof record.icon === 'string' ? record.icon : '',
    children: children.filter((c): c is PlatNode => c !== null),
  };
}

/** Every link under a node, depth first. */
function linksUnder(node: PlatNode): MenuLink[] {
  const own = node.path ? [{ title: node.title, path: node.path }] : [];
  return [...own, ...node.children.flatMap(linksUnder)];
}

/** The server's menu tree (module -> folder -> screen) in the sidebar's two-level shape. */
export function menuFromPlatList(list: readonly unknown[]): MenuGroup[] {
  const roots = list.map(readNode).filter((n): n is PlatNode => n !== null);
  return roots.flatMap((root, index) => {
    const direct = root.children.filter((c) => c.children.length === 0).flatMap(linksUnder);
    const folders = root.children
      .filter((c) => c.children.length > 0)
      .map((c) => ({ title: c.title, links: linksUnder(c) }));
    const sections: MenuSection[] = [
      ...(direct.length > 0 ? [{ title: null, links: direct }] : []),
      ...folders.filter((s) => s.links.length > 0),
    ];
    // A top-level entry that is itself a screen.
    if (root.path) sections.unshift({ title: null, links: [{ title: root.title, path: root.path }] });
    if (sections.length === 0) return [];
    const glyph = glyphByIcon.get(root.icon) ?? root.title.slice(0, 1);
    return [{ key: `menu-${index}`, title: root.title, glyph, sections }];
  });
}

/** platMenuList when the server sends one (admins edit it), else the catalogue fallback. */
export function buildMenu(
  platMenuList: readonly unknown[],
  catalogue: readonly RouteEntry[],
  permissions: readonly string[],
): MenuGroup[] {
  const fromServer = platMenuList.length > 0 ? menuFromPlatList(platMenuList) : [];
  return fromServer.length > 0 ? fromServer : menuFromCatalogue(catalogue, permissions);
}

/** The menu narrowed to links whose title contains the text (the sidebar's search box). */
export function filterMenu(menu: readonly MenuGroup[], text: string): MenuGroup[] {
  const needle = text.trim().toLowerCase();
  if (needle === '') return [...menu];
  return menu.flatMap((group) => {
    const groupHit = group.title.toLowerCase().includes(needle);
    const sections = group.sections
      .map((s) => ({
        ...s,
        links:
          groupHit || s.title?.toLowerCase().includes(needle)
            ? s.links
            : s.links.filter((l) => l.title.toLowerCase().includes(needle)),
      }))
      .filter((s) => s.links.length > 0);
    return sections.length === 0 ? [] : [{ ...group, sections }];
  });
}

/** All links of the menu in order (welcome page quick links, counts). */
export function menuLinks(menu: readonly MenuGroup[]): MenuLink[] {
  return menu.flatMap((g) => g.sections.flatMap((s) => s.links));
}
