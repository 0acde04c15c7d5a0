// api/user: change one's own password.
import type { FastifyInstance } from 'fastify';
import { authContracts as c } from '../../../src/core/contracts/auth.ts';
import { newPasswordProblem } from '../../../src/core/rules/password.ts';
import type { AppContext } from '../../app-context.ts';
import { badRequest, refused } from '../../lib/errors.ts';
import { serve } from '../../lib/serve.ts';
import { ok } from '../../plugins/envelope.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';

export async function userRoutes(app: FastifyInstance, { db, config }: AppContext) {
  serve(app, c.modifyPassword, {}, async ({ input, request, session }) => {
    if (input.confirmPassword !== undefined && input.confirmPassword !== input.newPassword) {
      throw badRequest('两次输入的新密码不一致');
    }
    const problem = newPasswordProblem(input.newPassword, config.passwordPolicy);
    if (problem) throw badRequest(problem);
    if (input.newPassword === input.oldPassword) throw badRequest('新密码不能与原密码相同');
    const user = await db
      .selectFrom('app_user')
      .select('password_hash')
      .where('id', '=', session.userId)
      .executeTakeFirstOrThrow();
    if (!(await verifyPassword(input.oldPassword, user.password_hash))) throw refused('原密码错误');
    const hash = await hashPassword(input.newPassword);
    return app.write(request, async (trx) => {
      await trx
        .updateTable('app_user')
        .set({ password_hash: hash, password_changed_at: new Date(), must_change_password: false })
        .where('id', '=', session.userId)
        .execute();
      // Other sessions of the user end: a changed password must lock out whoever knew the old one.
      await trx
        .updateTable('session')
        .set({ ended_at: new Date() })
        .where('user_id', '=', session.userId)
        .where('token_hash', '!=', session.tokenHash)
        .where('ended_at', 'is', null)
        .execute();
      return ok(null, '密码已修改');
    });
  });
}
