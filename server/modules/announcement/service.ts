// Announcements: who an announcement reaches (its audience, resolved at read time so a user granted
// a duty later sees it too), read receipts, and to-dos pushed to users.
import { type Expression, type Kysely, type SqlBool, sql, type Transaction } from 'kysely';
import {
  type AnnouncementPage,
  type AnnouncementReceipt,
  type AnnouncementView,
  type Audience,
  audienceNames,
  type MyAnnouncement,
  type PushedTodoPage,
} from '../../../src/core/contracts/announcement.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict } from '../../lib/errors.ts';

type Db = Kysely<Database> | Transaction<Database>;

interface Row {
  id: number;
  version: number;
  title: string;
  body: string;
  audience: Audience;
  role_ids: number[];
  ledger_set_ids: number[];
  created_by_name: string;
  published_at: Date;
  withdrawn_at: Date | null;
}

/** Whether user `u` (an app_user alias) is in the audience of announcement `a`. */
const reaches: Expression<SqlBool> = sql<SqlBool>`(
    a.audience = 'all'
    or (a.audience = 'roles' and exists (
      select 1 from user_role r where r.user_id = u.id and r.role_id = any(a.role_ids)))
    or (a.audience = 'ledgers' and exists (
      select 1 from user_ledger_set g where g.user_id = u.id and g.ledger_set_id = any(a.ledger_set_ids)))
  )`;

async function audienceText(
  db: Db,
  row: Pick<Row, 'audience' | 'role_ids' | 'ledger_set_ids'>,
): Promise<string> {
  if (row.audience === 'all') return audienceNames.all;
  const names =
    row.audience === 'roles'
      ? row.role_ids.length
        ? (
            await db
              .selectFrom('role')
              .select('name')
              .where('id', 'in', row.role_ids)
              .orderBy('sort')
              .execute()
          ).map((r) => r.name)
        : []
      : row.ledger_set_ids.length
        ? (
            await db
              .selectFrom('ledger_set')
              .select(['code', 'name'])
              .where('id', 'in', row.ledger_set_ids)
              .orderBy('code')
              .execute()
          ).map((l) => `${l.code} ${l.name}`)
        : [];
  return `${audienceNames[row.audience]}：${names.join('、')}`;
}

async function viewOf(db: Db, row: Row): Promise<AnnouncementView> {
  const counts = await db
    .selectFrom('app_user as u')
    .innerJoin('announcement as a', (j) => j.on('a.id', '=', row.id))
    .leftJoin('announcement_read as r', (j) =>
      j.onRef('r.announcement_id', '=', 'a.id').onRef('r.user_id', '=', 'u.id'),
    )
    .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.count<string>('r.user_id').as('read')])
    .where('u.enabled', '=', true)
    .where(reaches)
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    version: row.version,
    title: row.title,
    body: row.body,
    audience: row.audience,
    roleIds: row.role_ids,
    zids: row.ledger_set_ids,
    audienceText: await audienceText(db, row),
    createdByName: row.created_by_name,
    publishedAt: new Date(row.published_at).toISOString(),
    withdrawnAt: row.withdrawn_at ? new Date(row.withdrawn_at).toISOString() : null,
    audienceCount: Number(counts.n),
    readCount: Number(counts.read),
  };
}

const columns = [
  'id',
  'version',
  'title',
  'body',
  'audience',
  'role_ids',
  'ledger_set_ids',
  'created_by_name',
  'published_at',
  'withdrawn_at',
] as const;

async function loadRow(db: Db, orgId: number, id: number): Promise<Row> {
  const row = await db
    .selectFrom('announcement')
    .select([...columns])
    .where('id', '=', id)
    .where('org_id', '=', orgId)
    .executeTakeFirst();
  if (!row) throw badRequest('公告不存在');
  return row;
}

export interface AnnouncementInput {
  id?: number | null | undefined;
  version?: number | null | undefined;
  title: string;
  body: string;
  audience: Audience;
  roleIds?: number[] | undefined;
  zids?: number[] | undefined;
}

export async function saveAnnouncement(
  trx: Transaction<Database>,
  actor: { orgId: number; userId: number; name: string },
  input: AnnouncementInput,
): Promise<AnnouncementView> {
  const roleIds = input.audience === 'roles' ? [...new Set(input.roleIds ?? [])] : [];
  const zids = input.audience === 'ledgers' ? [...new Set(input.zids ?? [])] : [];
  if (input.audience === 'roles') {
    if (roleIds.length === 0) throw badRequest('请选择接收公告的岗位');
    const found = await trx.selectFrom('role').select('id').where('id', 'in', roleIds).execute();
    if (found.length !== roleIds.length) throw badRequest('所选岗位不存在');
  }
  if (input.audience === 'ledgers') {
    if (zids.length === 0) throw badRequest('请选择接收公告的账套');
    const found = await trx
      .selectFrom('ledger_set')
      .select('id')
      .where('id', 'in', zids)
      .where('org_id', '=', actor.orgId)
      .execute();
    if (found.length !== zids.length) throw badRequest('所选账套不存在');
  }
  const values = {
    title: input.title,
    body: input.body,
    audience: input.audience,
    role_ids: roleIds,
    ledger_set_ids: zids,
  };
  if (input.id) {
    const before = await loadRow(trx, actor.orgId, input.id);
    if (before.withdrawn_at) throw badRequest('公告已撤回，不能修改');
    const row = await trx
      .updateTable('announcement')
      .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
      .where('id', '=', input.id)
      .where('version', '=', input.version ?? 0)
      .returning([...columns])
      .executeTakeFirst();
    if (!row) throw conflict('公告已被他人修改，请刷新后重试');
    return viewOf(trx, row);
  }
  const row = await trx
    .insertInto('announcement')
    .values({ ...values, org_id: actor.orgId, created_by: actor.userId, created_by_name: actor.name })
    .returning([...columns])
    .executeTakeFirstOrThrow();
  return viewOf(trx, row);
}

export async function withdrawAnnouncement(
  trx: Transaction<Database>,
  orgId: number,
  id: number,
  version: number,
): Promise<AnnouncementView> {
  const before = await loadRow(trx, orgId, id);
  if (before.withdrawn_at) throw badRequest('公告已撤回');
  const row = await trx
    .updateTable('announcement')
    .set((eb) => ({ withdrawn_at: new Date(), version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', version)
    .returning([...columns])
    .executeTakeFirst();
  if (!row) throw conflict('公告已被他人修改，请刷新后重试');
  return viewOf(trx, row);
}

export async function announcementPage(
  db: Db,
  orgId: number,
  page: { pageIndex: number; pageSize: number },
): Promise<AnnouncementPage> {
  const base = db.selectFrom('announcement').where('org_id', '=', orgId);
  const [{ n }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    base
      .select([...columns])
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageIndex - 1) * page.pageSize)
      .execute(),
  ]);
  const items: AnnouncementView[] = [];
  for (const row of rows) items.push(await viewOf(db, row));
  return { currentPageItems: items, totalItemCount: Number(n) };
}

export async function receipts(db: Db, orgId: number, id: number): Promise<AnnouncementReceipt[]> {
  await loadRow(db, orgId, id);
  const rows = await db
    .selectFrom('app_user as u')
    .innerJoin('announcement as a', (j) => j.on('a.id', '=', id))
    .leftJoin('announcement_read as r', (j) =>
      j.onRef('r.announcement_id', '=', 'a.id').onRef('r.user_id', '=', 'u.id'),
    )
    .select(['u.id', 'u.user_name', 'u.real_name', 'r.read_at'])
    .where('u.enabled', '=', true)
    .where(reaches)
    .orderBy(sql`r.read_at is null`, 'desc')
    .orderBy('u.user_name')
    .execute();
  return rows.map((r) => ({
    userId: r.id,
    userName: r.user_name,
    realName: r.real_name,
    readAt: r.read_at ? new Date(r.read_at).toISOString() : null,
  }));
}

const MINE_LIMIT = 50;

export async function myAnnouncements(db: Db, userId: number): Promise<MyAnnouncement[]> {
  const rows = await db
    .selectFrom('announcement as a')
    .innerJoin('app_user as u', (j) => j.on('u.id', '=', userId).onRef('u.org_id', '=', 'a.org_id'))
    .leftJoin('announcement_read as r', (j) =>
      j.onRef('r.announcement_id', '=', 'a.id').on('r.user_id', '=', userId),
    )
    .select(['a.id', 'a.title', 'a.body', 'a.created_by_name', 'a.published_at', 'r.read_at'])
    .where('a.withdrawn_at', 'is', null)
    .where(reaches)
    .orderBy('a.published_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(MINE_LIMIT)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    body: r.body,
    createdByName: r.created_by_name,
    publishedAt: new Date(r.published_at).toISOString(),
    read: r.read_at !== null,
  }));
}

/** Marks it read for the user; an announcement outside their audience is as absent as a missing one. */
export async function markRead(trx: Transaction<Database>, userId: number, id: number): Promise<void> {
  const mine = await myAnnouncements(trx, userId);
  if (!mine.some((a) => a.id === id)) throw badRequest('公告不存在');
  await trx
    .insertInto('announcement_read')
    .values({ announcement_id: id, user_id: userId })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function pushTodos(
  trx: Transaction<Database>,
  actor: { orgId: number; userId: number; name: string },
  input: { userIds: number[]; title: string; body?: string | undefined; href?: string | undefined },
): Promise<number> {
  const userIds = [...new Set(input.userIds)];
  const found = await trx
    .selectFrom('app_user')
    .select('id')
    .where('id', 'in', userIds)
    .where('org_id', '=', actor.orgId)
    .where('enabled', '=', true)
    .execute();
  if (found.length !== userIds.length) throw badRequest('接收人中有不存在或已停用的用户');
  await trx
    .insertInto('todo_push')
    .values(
      userIds.map((user_id) => ({
        user_id,
        title: input.title,
        body: input.body ?? '',
        href: input.href ?? '',
        pushed_by: actor.userId,
        pushed_by_name: actor.name,
      })),
    )
    .execute();
  return userIds.length;
}

export async function pushedPage(
  db: Db,
  orgId: number,
  page: { pageIndex: number; pageSize: number },
): Promise<PushedTodoPage> {
  const base = db
    .selectFrom('todo_push as t')
    .innerJoin('app_user as u', 'u.id', 't.user_id')
    .where('u.org_id', '=', orgId);
  const [{ n }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    base
      .select([
        't.id',
        't.user_id',
        'u.real_name',
        'u.user_name',
        't.title',
        't.body',
        't.href',
        't.pushed_by_name',
        't.pushed_at',
        't.done_at',
      ])
      .orderBy('t.pushed_at', 'desc')
      .orderBy('t.id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageIndex - 1) * page.pageSize)
      .execute(),
  ]);
  return {
    totalItemCount: Number(n),
    currentPageItems: rows.map((r) => ({
      id: r.id,
      userId: r.user_id,
      userName: `${r.real_name}（${r.user_name}）`,
      title: r.title,
      body: r.body,
      href: r.href,
      pushedByName: r.pushed_by_name,
      pushedAt: new Date(r.pushed_at).toISOString(),
      doneAt: r.done_at ? new Date(r.done_at).toISOString() : null,
    })),
  };
}

/** The user's open pushed to-dos, newest first. */
export function openPushes(db: Db, userId: number) {
  return db
    .selectFrom('todo_push')
    .select(['id', 'title', 'body', 'href', 'pushed_by_name', 'pushed_at'])
    .where('user_id', '=', userId)
    .where('done_at', 'is', null)
    .orderBy('pushed_at', 'desc')
    .limit(100)
    .execute();
}

export async function markTodoDone(trx: Transaction<Database>, userId: number, id: number): Promise<void> {
  const done = await trx
    .updateTable('todo_push')
    .set({ done_at: new Date() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('done_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!done) throw badRequest('待办不存在或已办结');
}
