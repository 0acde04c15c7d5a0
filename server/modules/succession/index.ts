// Old-to-new subject succession (科目衔接) and its 2022-01-01 adjusting vouchers.
import type { ServerModule } from '../../app-context.ts';
import { successionRoutes } from './routes.ts';

export const successionModule: ServerModule = (app, ctx) => successionRoutes(app, ctx);
