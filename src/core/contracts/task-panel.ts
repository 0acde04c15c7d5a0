// GET /api/taskPanel/documentType (spec 000 §7.3, shape not shown): for the signed-in user on the
// session's ledger set and year, each kind of document waiting for them, with its count and the
// screen that works it. Only the kinds the user's permissions let them act on are listed.
import { get, noInput } from './contract';

export type TaskDocumentType = 'voucherAudit' | 'voucherPost' | 'voucherMine';

export interface TaskPanelItem {
  documentType: TaskDocumentType;
  /** 待审核凭证 */
  name: string;
  count: number;
  /** The catalogue path of the screen that works these documents. */
  path: string;
}

const processing = '/final/financialSoftware/certificateProcessing';

/** The screens each kind opens (catalogue paths; a route test keeps them real). */
export const TASK_PATHS = {
  voucherAudit: `${processing}/voucher-audit`,
  voucherPost: `${processing}/voucher-bookkeeping`,
  voucherMine: `${processing}/voucher-modify-del`,
  voucherEntry: `${processing}/accounting-billing-voucher`,
} as const;

export const taskPanelContracts = {
  /** No permission key of its own: each kind is listed only for the key that acts on it. */
  documentTypes: get('/api/taskPanel/documentType', noInput).answers<TaskPanelItem[]>(),
};
