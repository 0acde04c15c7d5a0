// The cashier screens' paths (spec 001 §2.5, financialSoftware/cashier-management and settings).
const base = '/final/financialSoftware/cashier-management';

export const CashierPath = {
  bankAccount: '/final/financialSoftware/settings/bankAccount',
  cashAccount: `${base}/cashier-cash-account`,
  bankCashierAccount: `${base}/cashier-bank-account`,
  cashJournal: `${base}/cashier-cash`,
  bankJournal: `${base}/cashier-bank`,
  generate: `${base}/generating-cashier-is-bank-account`,
  daily: `${base}/Cashier-is-daily-report`,
  monthly: `${base}/cashier-monthly-report`,
  close: `${base}/cashier-month-is-knot`,
  chequeEntry: `${base}/check-entry`,
  chequeIssue: `${base}/check-collar`,
  chequeVoid: `${base}/check-to-void`,
  chequeQuery: `${base}/check-inquiries`,
} as const;
