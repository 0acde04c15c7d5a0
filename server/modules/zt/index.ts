// Ledger sets (账套): the ones a user may open, choosing one, creating one.
import type { ServerModule } from '../../app-context.ts';
import { ztRoutes } from './routes.ts';

export const ztModule: ServerModule = (app, ctx) => ztRoutes(app, ctx);
