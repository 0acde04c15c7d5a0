// The module's screens (spec 001 §2.5 reconciliations): paths of the route catalogue.
const base = '/final/financialSoftware/reconciliations';

export const ReconPath = {
  mode: `${base}/calculation-mode-setting`,
  accounts: `${base}/specify-current-account`,
  startDate: `${base}/reconciliation-date`,
  bookOpening: `${base}/Initial-enterprises-standards`,
  bankOpening: `${base}/init-back-account`,
  adjustment: `${base}/bank-balance-adjustment`,
  confirm: `${base}/init-completion-confirmation`,
  outstanding: `${base}/enquiries-areoutstanding`,
  bankCopy: `${base}/bank-copy`,
  companyCopy: `${base}/company-copy`,
  writeOff: `${base}/accounts-handle`,
  reconcile: `${base}/reconciliations`,
  longOutstanding: `${base}/last-outof-account`,
} as const;
