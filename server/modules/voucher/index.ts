// Vouchers: entry, lifecycle (audit, post and their reversals), month closing, renumbering.
import type { ServerModule } from '../../app-context.ts';
import { voucherRoutes } from './routes.ts';

export const voucherModule: ServerModule = (app, ctx) => voucherRoutes(app, ctx);
