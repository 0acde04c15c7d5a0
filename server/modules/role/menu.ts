// 菜单管理: the menu table as it stands (every entry, with the key that shows it), a new order of one
// entry's children, and the menu a duty's holders see.
import type { Kysely, Transaction } from 'kysely';
import type { MenuNode } from '../../../src/core/contracts/auth.ts';
import type { MenuEntry } from '../../../src/core/contracts/role.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import { type Actor, writeAudit } from '../access/audit.ts';
import { menuFor } from '../menu/service.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function menuEntries(db: Db): Promise<MenuEntry[]> {
  const rows = await db.selectFrom('menu').selectAll().orderBy('sort').orderBy('id').execute();
  return rows.map((r) => ({
    id: r.id,
    parentId: r.parent_id,
    title: r.title,
    path: r.path,
    permissionKey: r.permission_key,
    sort: r.sort,
  }));
}

export async function sortMenu(
  trx: Transaction<Database>,
  actor: Actor,
  input: { parentId?: number | null | undefined; ids: readonly number[] },
): Promise<MenuEntry[]> {
  const parentId = input.parentId ?? null;
  const all = await menuEntries(trx);
  const children = all.filter((e) => e.parentId === parentId);
  if (input.ids.length !== children.length || !children.every((c) => input.ids.includes(c.id))) {
    throw badRequest('排序应包含该级的全部菜单，且每项一次');
  }
  // The children keep the sort numbers they had among them, handed out in the new order: entries
  // of other levels interleaved with them keep theirs.
  const slots = children.map((c) => c.sort).sort((a, b) => a - b);
  for (const [index, id] of input.ids.entries()) {
    await trx
      .updateTable('menu')
      .set({ sort: slots[index] ?? index })
      .where('id', '=', id)
      .execute();
  }
  const parent = all.find((e) => e.id === parentId);
  await writeAudit(trx, actor, {
    kind: 'menu',
    targetId: parentId,
    label: parent?.title ?? '顶级菜单',
    action: 'menu.sort',
    summary: input.ids.map((id) => all.find((e) => e.id === id)?.title ?? id).join(' → '),
  });
  return menuEntries(trx);
}

export async function menuOfRole(db: Db, roleId: number): Promise<MenuNode[]> {
  const role = await db
    .selectFrom('role')
    .select('id')
    .where('id', '=', roleId)
    .where('retired_at', 'is', null)
    .executeTakeFirst();
  if (!role) throw badRequest(`角色不存在：${roleId}`);
  const keys = await db
    .selectFrom('role_permission')
    .select('permission_key')
    .where('role_id', '=', roleId)
    .execute();
  return menuFor(db as Kysely<Database>, new Set(keys.map((k) => k.permission_key)));
}
