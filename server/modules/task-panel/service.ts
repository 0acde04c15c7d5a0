// The task panel's counts: which vouchers of the session's ledger set and year wait for this user,
// read in one pass over the year's vouchers. A kind is listed only when the user holds the
// permission its screen acts with (the voucher routes' keys), with 0 when nothing waits.
import { type Kysely, sql } from 'kysely';
import { TASK_PATHS, type TaskPanelItem } from '../../../src/core/contracts/task-panel.ts';
import { P } from '../../../src/core/permissions/keys.ts';
import type { Database } from '../../db/schema.ts';

export interface TaskActor {
  ledgerSetId: number;
  year: number;
  userId: number;
  permissions: ReadonlySet<string>;
}

export async function taskPanel(db: Kysely<Database>, actor: TaskActor): Promise<TaskPanelItem[]> {
  const may = (key: string) => actor.permissions.has(key);
  const mayAudit = may(P.voucher.audit);
  const mayPost = may(P.voucher.post);
  const mayEnter = may(P.voucher.entry);
  if (!mayAudit && !mayPost && !mayEnter) return [];
  const counts = await db
    .selectFrom('voucher')
    .select([
      // Another person's saved voucher: the preparer may not audit their own (DESIGN §6).
      sql<string>`count(*) filter (where status = 'saved' and preparer_id <> ${actor.userId})`.as('audit'),
      sql<string>`count(*) filter (where status = 'audited')`.as('post'),
      sql<string>`count(*) filter (where status = 'saved' and preparer_id = ${actor.userId})`.as('mine'),
    ])
    .where('ledger_set_id', '=', actor.ledgerSetId)
    .where('year', '=', actor.year)
    .executeTakeFirstOrThrow();
  const items: TaskPanelItem[] = [];
  if (mayAudit) {
    items.push({
      documentType: 'voucherAudit',
      name: '待审核凭证',
      count: Number(counts.audit),
      path: TASK_PATHS.voucherAudit,
    });
  }
  if (mayPost) {
    items.push({
      documentType: 'voucherPost',
      name: '待记账凭证',
      count: Number(counts.post),
      path: TASK_PATHS.voucherPost,
    });
  }
  if (mayEnter) {
    items.push({
      documentType: 'voucherMine',
      name: '我的未审核凭证',
      count: Number(counts.mine),
      // 凭证修改删除 lists them for editing; a preparer without it reopens them in 凭证录入.
      path: may(P.voucher.modifyDelete) ? TASK_PATHS.voucherMine : TASK_PATHS.voucherEntry,
    });
  }
  return items;
}
