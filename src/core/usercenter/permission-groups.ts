// The permission registry grouped as the menu groups it (角色管理's tree, 权限组管理): module, then
// the module's folder sections, then the keys with their screen titles; keys that guard calls only
// come last under 其他权限.

import { permissionRegistry } from '../permissions/registry';
import { routeCatalogue } from '../routes/index';
import { menuFolderTitles, menuModules } from '../routes/menu-groups';

export interface PermissionItem {
  readonly key: string;
  readonly name: string;
}

export interface PermissionSection {
  /** The folder's title, or '' for a module's screens outside folder sections. */
  readonly title: string;
  readonly items: readonly PermissionItem[];
}

export interface PermissionGroup {
  readonly module: string;
  readonly title: string;
  readonly sections: readonly PermissionSection[];
}

function folderOf(path: string): string {
  const folder = path.split('/')[3] ?? '';
  return folder in menuFolderTitles ? folder : '';
}

export function permissionGroups(): PermissionGroup[] {
  const folderByKey = new Map<string, string>();
  for (const route of routeCatalogue) {
    if (route.permission && !folderByKey.has(route.permission))
      folderByKey.set(route.permission, folderOf(route.path));
  }
  const order = Object.keys(menuFolderTitles);
  const moduleTitles = new Map(menuModules.map(([module, title]) => [module, title]));
  const byModule = new Map<string, PermissionItem[]>();
  for (const entry of permissionRegistry.values()) {
    const module = moduleTitles.has(entry.module) ? entry.module : entry.module === '' ? '' : entry.module;
    byModule.set(module, [...(byModule.get(module) ?? []), { key: entry.key, name: entry.name }]);
  }
  const modules = [
    ...menuModules.map(([module]) => module),
    ...[...byModule.keys()].filter((m) => m !== '' && !moduleTitles.has(m)),
    '',
  ];
  const groups: PermissionGroup[] = [];
  for (const module of modules) {
    const items = byModule.get(module);
    if (!items || items.length === 0) continue;
    const sections = new Map<string, PermissionItem[]>();
    for (const item of items) {
      const folder = folderByKey.get(item.key) ?? '';
      sections.set(folder, [...(sections.get(folder) ?? []), item]);
    }
    const rank = (f: string) => (f === '' ? order.length : order.indexOf(f));
    groups.push({
      module,
      title: module === '' ? '其他权限' : (moduleTitles.get(module) ?? module),
      sections: [...sections]
        .sort(([a], [b]) => rank(a) - rank(b))
        .map(([folder, list]) => ({ title: folder ? (menuFolderTitles[folder] ?? '') : '', items: list })),
    });
  }
  return groups;
}
