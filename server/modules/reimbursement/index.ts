// Reimbursement documents (issue 18): claims, travel claims, loans, repayments, provisions and
// inter-account claims, their approval actions and lists, loans outstanding, statistics, vouchers
// from approved documents, and the to-do list.
import type { ServerModule } from '../../app-context.ts';
import { reimbursementRoutes } from './routes.ts';

export const reimbursementModule: ServerModule = (app, ctx) => reimbursementRoutes(app, ctx);
