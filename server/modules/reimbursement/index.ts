// Reimbursement documents (issue 18): claims, travel claims, loans, repayments, provisions and
// inter-account claims, their approval actions and lists, loans outstanding, statistics, vouchers
// from approved documents. Its part of 待办 (claimTodos) is served by the todo module.
import type { ServerModule } from '../../app-context.ts';
import { reimbursementRoutes } from './routes.ts';

export const reimbursementModule: ServerModule = (app, ctx) => reimbursementRoutes(app, ctx);
