// The document page of each claim type, for screens outside the reimbursement module that open a
// claim (the voucher view's 来源单据, the finance office's reports). The claim's own module keeps the
// same table for its lists; the catalogue (reimbursement.ts) is where these paths are declared.
import { type DocumentType, documentTypeLabels, documentTypes } from '../reimbursement/types';

const base = '/final/reimbursement';
const e = `${base}/expenseReimbursement`;

export const claimPagePaths: Readonly<Record<DocumentType, string>> = {
  expense: `${e}/costApproval`,
  travel: `${e}/travelReimbursement`,
  loan: `${e}/loanApproval`,
  repayment: `${e}/repayment/repayment-input`,
  provision: `${base}/provision/provision`,
  interAccount: `${base}/currentReimbursement/current-reimbursement`,
};

/**
 * The type a claim's label names ('差旅报销 CL202611-0003' -> travel), or null when it names none.
 * The longest label is tried first so that one label that begins another never wins by accident.
 */
export function claimTypeOfLabel(label: string): DocumentType | null {
  const text = label.trim();
  const byLength = [...documentTypes].sort(
    (a, b) => documentTypeLabels[b].length - documentTypeLabels[a].length,
  );
  return byLength.find((t) => text.startsWith(documentTypeLabels[t])) ?? null;
}

/** The page that shows claim `id`; a label that names no type opens the expense claim page. */
export function claimPageHref(id: string, type: DocumentType | null): string {
  return `${claimPagePaths[type ?? 'expense']}?id=${encodeURIComponent(id)}`;
}
