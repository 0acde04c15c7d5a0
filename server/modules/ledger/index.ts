// Books and statements of a ledger set: balances, ledgers, journals, daily reports, statements.
import type { ServerModule } from '../../app-context.ts';
import { ledgerRoutes } from './routes.ts';

export const ledgerModule: ServerModule = (app, ctx) => ledgerRoutes(app, ctx);
