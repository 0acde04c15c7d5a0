// 部门人员 and 拨款卡绑定 (issue 18 item 11): the people of the ledger set and the cards they are paid to.
import type { ServerModule } from '../../app-context.ts';
import { personnelRoutes } from './routes.ts';

export const personnelModule: ServerModule = (app, ctx) => personnelRoutes(app, ctx);
