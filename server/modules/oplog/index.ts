// The operation log (issue 21 item 6): every accepted write with the rows it changed (recorded by
// record.ts inside app.write), read back by the administrator's log viewer.
import type { ServerModule } from '../../app-context.ts';
import { oplogRoutes } from './routes.ts';

export const oplogModule: ServerModule = (app, ctx) => oplogRoutes(app, ctx);
