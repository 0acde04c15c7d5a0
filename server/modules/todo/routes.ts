// GET /api/todo/list (src/core/contracts/todo.ts): the claims part (reimbursement's claimTodos) then
// the vouchers waiting for the user's audit or posting (the task panel's counts), one item per kind.
import type { FastifyInstance } from 'fastify';
import { TASK_PATHS } from '../../../src/core/contracts/task-panel.ts';
import { type TodoItem, todoContracts } from '../../../src/core/contracts/todo.ts';
import { P } from '../../../src/core/permissions/keys.ts';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { ok } from '../../plugins/envelope.ts';
import { openPushes } from '../announcement/service.ts';
import { actorOf } from '../reimbursement/access.ts';
import { claimTodos } from '../reimbursement/lists.ts';
import { taskPanel } from '../task-panel/service.ts';

/** The task panel's kinds that are the user's own work (not 我的未审核凭证, which waits on others). */
const voucherWork = {
  voucherAudit: { title: '待审核凭证', stepName: '审核', href: TASK_PATHS.voucherAudit },
  voucherPost: { title: '待记账凭证', stepName: '记账', href: TASK_PATHS.voucherPost },
} as const;

export function todoRoutes(app: FastifyInstance, { db }: AppContext) {
  serve(
    app,
    todoContracts.list,
    { permission: [P.todo.list, P.todo.newList], ledger: 'read' },
    async ({ session, ledgerSetId, year }) => {
      const actor = await actorOf(db, session.userId);
      const [claims, tasks, pushes] = await Promise.all([
        claimTodos(db, ledgerSetId, session, actor),
        taskPanel(db, { ledgerSetId, year, userId: session.userId, permissions: session.permissions }),
        openPushes(db, session.userId),
      ]);
      // To-dos an administrator pushed (待办推送): first, each until its user marks it done.
      const pushed: TodoItem[] = pushes.map((p) => ({
        module: 'push',
        key: `push:${p.id}`,
        kind: '推送待办',
        title: p.body ? `${p.title}：${p.body}` : p.title,
        declarerName: p.pushed_by_name,
        amount: null,
        stepName: '办理',
        count: 1,
        since: new Date(p.pushed_at).toISOString(),
        href: p.href,
      }));
      const vouchers: TodoItem[] = tasks.flatMap((t) => {
        const work =
          t.documentType in voucherWork ? voucherWork[t.documentType as keyof typeof voucherWork] : null;
        if (!work || t.count === 0) return [];
        return [
          {
            module: 'voucher',
            key: t.documentType,
            kind: '凭证',
            title: `${work.title} ${t.count} 张（${year}年）`,
            declarerName: '',
            amount: null,
            stepName: work.stepName,
            count: t.count,
            since: null,
            href: work.href,
          },
        ];
      });
      return ok({
        count: pushed.length + claims.count + vouchers.reduce((n, v) => n + v.count, 0),
        items: [...pushed, ...claims.items, ...vouchers],
      });
    },
  );
}
