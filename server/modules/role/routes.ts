// /api/role and /api/menu (src/core/contracts/role.ts): 角色管理 and 菜单管理. The duty list is also
// read by 操作员管理 (the duty picker).
import type { FastifyInstance } from 'fastify';
import { roleContracts as c, menuContracts as m } from '../../../src/core/contracts/role.ts';
import { P } from '../../../src/core/permissions/keys.ts';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { ok } from '../../plugins/envelope.ts';
import { actorOf } from '../operator/routes.ts';
import { menuEntries, menuOfRole, sortMenu } from './menu.ts';
import { deleteRole, listRoles, saveRole, sortRoles } from './service.ts';

const roles = { permission: [P.usercenter.role, P.usercenter.addRole] } as const;
const readRoles = {
  permission: [
    P.usercenter.role,
    P.usercenter.addRole,
    P.usercenter.operator,
    P.usercenter.addOperator,
    P.usercenter.permission,
    P.usercenter.permissionGroup,
    P.usercenter.menu,
    P.usercenter.financialMenu,
  ],
} as const;
const menus = { permission: [P.usercenter.menu, P.usercenter.financialMenu] } as const;

export function roleRoutes(app: FastifyInstance, { db }: AppContext) {
  serve(app, c.list, readRoles, async () => ok(await listRoles(db)));

  serve(app, c.save, roles, async ({ input, request, session }) =>
    app.write(request, async (trx) =>
      ok(
        await saveRole(trx, actorOf(session), input),
        input.id ? '角色已保存，担任者下次操作时生效' : '角色已新增',
      ),
    ),
  );

  serve(app, c.delete, roles, async ({ input, request, session }) =>
    app.write(request, async (trx) => ok(await deleteRole(trx, actorOf(session), input), '角色已删除')),
  );

  serve(app, c.sort, roles, async ({ input, request, session }) =>
    app.write(request, async (trx) =>
      ok(await sortRoles(trx, actorOf(session), input.ids), '角色顺序已保存'),
    ),
  );

  serve(app, m.list, menus, async () => ok(await menuEntries(db)));

  serve(app, m.sort, menus, async ({ input, request, session }) =>
    app.write(request, async (trx) => ok(await sortMenu(trx, actorOf(session), input), '菜单顺序已保存')),
  );

  serve(app, m.preview, readRoles, async ({ input }) => ok(await menuOfRole(db, input.roleId)));
}
