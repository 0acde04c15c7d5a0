// /api/announcement and the pushed part of /api/todo (src/core/contracts/announcement.ts).
import type { FastifyInstance } from 'fastify';
import { announcementContracts as c } from '../../../src/core/contracts/announcement.ts';
import { P } from '../../../src/core/permissions/keys.ts';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import type { RequestSession } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import {
  announcementPage,
  markRead,
  markTodoDone,
  myAnnouncements,
  pushedPage,
  pushTodos,
  receipts,
  saveAnnouncement,
  withdrawAnnouncement,
} from './service.ts';

const actorOf = (s: RequestSession) => ({
  orgId: s.orgId,
  userId: s.userId,
  name: `${s.realName}（${s.userName}）`,
});

export function announcementRoutes(app: FastifyInstance, { db }: AppContext) {
  const push = { permission: P.usercenter.announcementPush };
  const read = { permission: [P.usercenter.announcementPush, P.usercenter.announcements] };

  serve(app, c.save, push, async ({ input, request, session }) =>
    app.write(request, async (trx) =>
      ok(await saveAnnouncement(trx, actorOf(session), input), input.id ? '公告已修改' : '公告已发布'),
    ),
  );
  serve(app, c.withdraw, push, async ({ input, request, session }) =>
    app.write(request, async (trx) =>
      ok(await withdrawAnnouncement(trx, session.orgId, input.id, input.version), '公告已撤回'),
    ),
  );
  serve(app, c.list, read, async ({ input, session }) =>
    ok(
      await announcementPage(db, session.orgId, {
        pageIndex: input.pageIndex ?? 1,
        pageSize: input.pageSize ?? 20,
      }),
    ),
  );
  serve(app, c.receipts, read, async ({ input, session }) => ok(await receipts(db, session.orgId, input.id)));

  serve(app, c.mine, {}, async ({ session }) => ok(await myAnnouncements(db, session.userId)));
  serve(app, c.read, {}, async ({ input, request, session }) =>
    app.write(request, async (trx) => {
      await markRead(trx, session.userId, input.id);
      return ok(null, '已读');
    }),
  );

  serve(app, c.pushTodo, { permission: P.usercenter.todoPush }, async ({ input, request, session }) =>
    app.write(request, async (trx) => {
      const count = await pushTodos(trx, actorOf(session), input);
      return ok({ count }, `已向 ${count} 人推送待办`);
    }),
  );
  serve(app, c.pushed, { permission: P.usercenter.todoPush }, async ({ input, session }) =>
    ok(
      await pushedPage(db, session.orgId, {
        pageIndex: input.pageIndex ?? 1,
        pageSize: input.pageSize ?? 20,
      }),
    ),
  );
  serve(app, c.todoDone, {}, async ({ input, request, session }) =>
    app.write(request, async (trx) => {
      await markTodoDone(trx, session.userId, input.id);
      return ok(null, '待办已办结');
    }),
  );
}
