// The sidebar menu (platMenuList): the menu tree with every entry the user may open. A group is
// kept when at least one of its entries is.
import type { Kysely } from 'kysely';
import type { MenuNode } from '../../../src/core/contracts/auth.ts';
import type { Database } from '../../db/schema.ts';

export async function menuFor(db: Kysely<Database>, permissions: ReadonlySet<string>): Promise<MenuNode[]> {
  const rows = await db.selectFrom('menu').selectAll().orderBy('sort').orderBy('id').execute();
  const nodes = new Map<number, MenuNode & { parentId: number | null; allowed: boolean }>();
  for (const row of rows) {
    nodes.set(row.id, {
      id: row.id,
      title: row.title,
      path: row.path,
      icon: row.icon,
      children: [],
      parentId: row.parent_id,
      allowed: row.path !== null && (row.permission_key === null || permissions.has(row.permission_key)),
    });
  }
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return prune(roots);
}

function prune(nodes: MenuNode[]): MenuNode[] {
  const kept: MenuNode[] = [];
  for (const node of nodes as Array<MenuNode & { allowed?: boolean; parentId?: number | null }>) {
    const children = prune(node.children);
    if (node.allowed || children.length > 0) {
      kept.push({ id: node.id, title: node.title, path: node.path, icon: node.icon, children });
    }
  }
  return kept;
}
