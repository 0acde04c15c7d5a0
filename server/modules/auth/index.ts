// Captcha, login, logout, user info and the request log of the signed-in user.
import type { ServerModule } from '../../app-context.ts';
import { authRoutes } from './routes.ts';

export const authModule: ServerModule = (app, ctx) => authRoutes(app, ctx);
