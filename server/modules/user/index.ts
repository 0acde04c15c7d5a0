// The signed-in user: modify password.
import type { ServerModule } from '../../app-context.ts';
import { userRoutes } from './routes.ts';

export const userModule: ServerModule = (app, ctx) => userRoutes(app, ctx);
