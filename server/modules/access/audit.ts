// The audit trail of the user centre (access_audit): who changed whose rights, when, and what, in the
// transaction of the change itself. The operator screen shows a user's or a duty's entries; the later
// operation-log viewer reads the same table.
import type { Kysely, Transaction } from 'kysely';
import type { AuditEntry, AuditPage } from '../../../src/core/contracts/operator.ts';
import type { AuditTargetKind, Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface Actor {
  userId: number;
  realName: string;
  userName: string;
}

/** The words of each action, for lists and the log viewer. */
export const auditActionNames: Readonly<Record<string, string>> = {
  'user.create': '新增操作员',
  'user.update': '修改操作员',
  'user.disable': '停用操作员',
  'user.enable': '启用操作员',
  'user.resetPassword': '重置密码',
  'user.import': '导入操作员',
  'user.ledgerLevel': '设置账套权限',
  'role.create': '新增角色',
  'role.update': '修改角色',
  'role.delete': '删除角色',
  'role.sort': '调整角色顺序',
  'menu.sort': '调整菜单顺序',
  'ledger_set.create': '新建账套',
  'ledger_set.update': '修改账套',
  'ledger_set.archive': '归档账套',
  'ledger_set.restore': '取消归档',
  'ledger_set.openYear': '年度结转',
  'ledger_set.unitInfo': '修改基本信息',
  'organisation.update': '修改平台信息',
};

export interface AuditRecord {
  kind: AuditTargetKind;
  targetId: number | null;
  label: string;
  action: keyof typeof auditActionNames & string;
  /** What changed, in words; kept with the entry so later renames do not rewrite history. */
  summary: string;
  detail?: Record<string, unknown>;
}

export async function writeAudit(db: Db, actor: Actor, record: AuditRecord): Promise<void> {
  await db
    .insertInto('access_audit')
    .values({
      actor_id: actor.userId,
      actor_name: `${actor.realName}（${actor.userName}）`,
      target_kind: record.kind,
      target_id: record.targetId,
      target_label: record.label,
      action: record.action,
      detail: JSON.stringify({ summary: record.summary, ...record.detail }),
    })
    .execute();
}

export async function auditPage(
  db: Db,
  filter: { targetKind?: AuditTargetKind | undefined; targetId?: number | undefined },
  page: { pageIndex: number; pageSize: number },
): Promise<AuditPage> {
  let q = db.selectFrom('access_audit');
  if (filter.targetKind) q = q.where('target_kind', '=', filter.targetKind);
  if (filter.targetId !== undefined) q = q.where('target_id', '=', filter.targetId);
  const [{ n }, rows] = await Promise.all([
    q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    q
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageIndex - 1) * page.pageSize)
      .execute(),
  ]);
  return {
    totalItemCount: Number(n),
    currentPageItems: rows.map(
      (r): AuditEntry => ({
        id: String(r.id),
        at: new Date(r.at).toISOString(),
        actorName: r.actor_name,
        targetKind: r.target_kind,
        targetId: r.target_id,
        targetLabel: r.target_label,
        action: r.action,
        actionName: auditActionNames[r.action] ?? r.action,
        summary: typeof r.detail?.summary === 'string' ? r.detail.summary : '',
      }),
    ),
  };
}

/** "a、b → a、c", or "" when nothing changed. */
export function changeText(label: string, before: readonly string[], after: readonly string[]): string {
  const b = [...before].sort().join('、');
  const a = [...after].sort().join('、');
  if (a === b) return '';
  return `${label}：${b || '无'} → ${a || '无'}`;
}
