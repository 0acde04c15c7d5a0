// GET /checkFinancial (spec 000 §4.1, §7.1): whether the session's ledger set is ready for work. A
// ledger set that is not answers 4016 (ErrorCode.operation) with data saying why (FinancialState);
// the client turns each into its message, redirect or dialog.
import { get, noInput } from './contract';

/** The data of a 4016 answer: what the ledger set still needs before work. */
export const FinancialState = { openingPending: 1, successionPending: 2, assetsPending: 4 } as const;

export const financialStatusContracts = {
  /** null with 财务状态正常 when ready. */
  check: get('/checkFinancial', noInput).answers<null>(),
};
