// The initial sidebar menu, built once from the route catalogue: module -> folder group -> screen.
// Administrators may edit the menu table later, so it is only seeded while empty.
import type { Kysely } from 'kysely';
import { type RouteEntry, routeCatalogue } from '../../src/core/routes/index.ts';
import { MENU_GROUP_ABOVE, menuFolderTitles, menuModules } from '../../src/core/routes/menu-groups.ts';
import type { Database } from '../db/schema.ts';

export async function seedMenu(db: Kysely<Database>): Promise<void> {
  const existing = await db.selectFrom('menu').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  let sort = 0;
  for (const [module, title, icon] of menuModules) {
    const screens = routeCatalogue.filter(
      (r) => r.module === module && r.isPush === 1 && r.inLayout && r.permission,
    );
    if (screens.length === 0) continue;
    const root = await insert(db, {
      parent_id: null,
      title,
      path: null,
      icon,
      permission_key: null,
      sort: sort++,
    });
    const groups = screens.length > MENU_GROUP_ABOVE ? byFolder(screens) : new Map([['', screens]]);
    for (const [folder, entries] of groups) {
      const folderTitle = menuFolderTitles[folder];
      const parent =
        folder && folderTitle
          ? await insert(db, {
              parent_id: root,
              title: folderTitle,
              path: null,
              icon: '',
              permission_key: null,
              sort: sort++,
            })
          : root;
      for (const entry of entries) {
        await insert(db, {
          parent_id: parent,
          title: entry.title,
          path: entry.path,
          icon: '',
          permission_key: entry.permission ?? null,
          sort: sort++,
        });
      }
    }
  }
}

function byFolder(screens: readonly RouteEntry[]): Map<string, RouteEntry[]> {
  const groups = new Map<string, RouteEntry[]>();
  for (const screen of screens) {
    const folder = screen.path.split('/')[3] ?? '';
    const key = folder in menuFolderTitles ? folder : '';
    groups.set(key, [...(groups.get(key) ?? []), screen]);
  }
  // Accounting work first: the order of menuFolderTitles is the order of the menu.
  const order = Object.keys(menuFolderTitles);
  return new Map([...groups].sort(([a], [b]) => rank(order, a) - rank(order, b)));
}

const rank = (order: string[], key: string) => (key === '' ? order.length : order.indexOf(key));

async function insert(
  db: Kysely<Database>,
  row: {
    parent_id: number | null;
    title: string;
    path: string | null;
    icon: string;
    permission_key: string | null;
    sort: number;
  },
): Promise<number> {
  const created = await db.insertInto('menu').values(row).returning('id').executeTakeFirstOrThrow();
  return created.id;
}
