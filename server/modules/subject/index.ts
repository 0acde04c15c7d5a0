// The chart of accounts of a ledger set: tree, save, enable, delete, code widths, cash and bank subjects.
import type { ServerModule } from '../../app-context.ts';
import { subjectRoutes } from './routes.ts';

export const subjectModule: ServerModule = (app, ctx) => subjectRoutes(app, ctx);
