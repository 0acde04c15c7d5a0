// 公告推送 and 待办推送 (issue 21 item 4).
import type { ServerModule } from '../../app-context.ts';
import { announcementRoutes } from './routes.ts';

export const announcementModule: ServerModule = (app, ctx) => announcementRoutes(app, ctx);
