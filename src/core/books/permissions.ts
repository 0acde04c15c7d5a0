// The catalogue keys (src/routes/financial-software.ts, auxiliary-account.ts) guarding the book and
// statement APIs; a test keeps them in step with the catalogue.
export const BookPermission = {
  /** 明细账 */
  detail: 'ledger.detail',
  /** 多栏账 */
  multiColumn: 'ledger.multiColumn',
  cashJournal: 'ledger.cashJournal',
  bankJournal: 'ledger.bankJournal',
  /** 现金银行日报表 */
  cashBankDaily: 'ledger.cashBankDaily',
  /** 其他日报表 */
  otherDaily: 'ledger.otherDaily',
  /** 总账 */
  general: 'ledger.general',
  /** 科目余额表, and the hledger export of the same books. */
  balance: 'ledger.balance',
  /** 科目汇总表 */
  subjectSummary: 'voucherQuery.subjectSummary',
  /** 凭证号查询 */
  voucherNumbers: 'voucherQuery.numbers',
  departmentBalance: 'departmentBook.balance',
  departmentDetail: 'departmentBook.detail',
  /** 部门日报表 */
  departmentDaily: 'departmentBook.dailyReport',
  /** 部门科目汇总表 */
  departmentSubjects: 'departmentBook.subjects',
  /** 凭证分类汇总表 */
  voucherClassification: 'voucherQuery.classification',
  /** 部门总账 */
  departmentGeneral: 'departmentBook.general',
  auxiliaryBalance: 'auxiliary.balance',
  auxiliaryDetail: 'auxiliary.itemDetails',
  /** 财务报表统计: 资产负债表, 收入支出表 */
  statements: 'financialReport.statistics',
} as const;
