// Where the book screens live in the route catalogue (src/routes/financial-software.ts,
// auxiliary-account.ts), for the links from a report row to its detail book.
const fs = '/final/financialSoftware';

export const BookScreenPath = {
  balance: `${fs}/accountQueryPrinting/account-balance-sheet`,
  detail: `${fs}/accountQueryPrinting/ordinary-ledger`,
  general: `${fs}/accountQueryPrinting/list-general-ledger`,
  multiColumn: `${fs}/accountQueryPrinting/list-multi-column-ledger`,
  cashJournal: `${fs}/accountQueryPrinting/cash-journal`,
  bankJournal: `${fs}/accountQueryPrinting/bank-journal`,
  cashBankDaily: `${fs}/accountQueryPrinting/cash-banking-day`,
  otherDaily: `${fs}/accountQueryPrinting/other-daily-reports`,
  subjectSummary: `${fs}/VoucherInquiryAndPrinting/summaryOfSubjects`,
  voucherNumbers: `${fs}/VoucherInquiryAndPrinting/vouchers-numbers`,
  departmentBalance: `${fs}/departments/balance-department`,
  departmentDetail: `${fs}/departments/departmental-ledger`,
  departmentDaily: `${fs}/departments/departments-date-report`,
  auxBalance: '/final/auxiliaryAccount/balance-sheet-auxiliary',
  auxDetail: '/final/auxiliaryAccount/auxiliary-item-details',
  statements: `${fs}/accountReport/financial-report-stats`,
} as const;
