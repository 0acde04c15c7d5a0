// The books and statements of the session's ledger set (issue 7): all GET, every one a read of the
// session's ledger set under its own permission key. The common query (ledger-query.ts periodFields):
// year (default: the session's), monthFrom (1), monthTo (12, or monthFrom when only that is given),
// codeFrom, codeTo (codeTo takes in its descendants), level, includeUnposted (false: posted vouchers
// only), hideZero. Detail books page: cursor (opaque, from nextCursor) and pageSize (1..500, 100).
// Empty query fields count as not given; a bad one is a 400 naming it in Chinese. The answers are
// in ledger-answers.ts.
import { enums, object, optional } from 'superstruct';
import { download, get } from './contract';
import type {
  AuxDetailAnswer,
  BalanceAnswer,
  DailyAnswer,
  DepartmentDailyAnswer,
  DepartmentDetailAnswer,
  DepartmentGeneralAnswer,
  DepartmentSubjectsAnswer,
  DetailAnswer,
  GeneralAnswer,
  GroupsAnswer,
  JournalAnswer,
  MultiColumnAnswer,
  OtherDailyAnswer,
  StatementAnswer,
  SubjectSummaryAnswer,
  VoucherClassificationAnswer,
  VoucherNumbersAnswer,
} from './ledger-answers';
import {
  dailyLabels,
  departmentDailyFields,
  isoDate,
  ledgerLabels,
  otherDailyFields,
  pageFields,
  periodFields,
  plainCode,
  reportFlag,
  statementLabels,
  subjectCode,
  voucherFilterFields,
  voucherTypeCode,
} from './ledger-query';
import { intIn } from './structs';

const Period = object(periodFields);

/** 资产负债表 and 收入支出表: a month (monthly) or the year (period=year). */
const Statement = object({
  year: optional(intIn(2000, 2100)),
  month: optional(intIn(1, 12)),
  period: optional(enums(['month', 'year'])),
  includeUnposted: optional(reportFlag()),
});

export const ledgerContracts = {
  /** 科目余额表 [ledger.balance] */
  balance: get('/api/ledger/balance', Period, ledgerLabels).answers<BalanceAnswer>(),
  /** 总账 [ledger.general] (level default 1) */
  general: get('/api/ledger/general', Period, ledgerLabels).answers<GeneralAnswer>(),
  /** 明细账 [ledger.detail]: the subject and all its descendants. */
  detail: get(
    '/api/ledger/detail',
    object({ ...periodFields, ...pageFields, code: subjectCode() }),
    ledgerLabels,
  ).answers<DetailAnswer>(),
  /** 多栏账 [ledger.multiColumn]: columns are the subject's children, or the items of aux type typeNo. */
  multiColumn: get(
    '/api/ledger/multiColumn',
    object({ ...periodFields, ...pageFields, code: subjectCode(), typeNo: optional(plainCode()) }),
    ledgerLabels,
  ).answers<MultiColumnAnswer>(),
  /** 现金/银行日记账 [ledger.cashJournal / ledger.bankJournal] with 本日合计 rows. */
  journal: get(
    '/api/ledger/journal',
    object({
      ...periodFields,
      ...pageFields,
      kind: enums(['cash', 'bank']),
      code: optional(subjectCode()),
    }),
    ledgerLabels,
  ).answers<JournalAnswer>(),
  /** 现金银行日报表 [ledger.cashBankDaily] */
  dailyReport: get(
    '/api/ledger/dailyReport',
    object({
      date: isoDate(),
      includeUnposted: optional(reportFlag()),
      level: optional(intIn(1, 9)),
      hideZero: optional(reportFlag()),
    }),
    ledgerLabels,
  ).answers<DailyAnswer>(),
  /**
   * 其他日报表 [ledger.otherDaily]: 现金银行日报表 for chosen subjects (codes=a,b,c win over the range;
   * neither: every subject outside cash and bank); hideZero defaults to true. A day of the session's
   * year only.
   */
  otherDailyReport: get(
    '/api/ledger/otherDailyReport',
    object(otherDailyFields),
    dailyLabels,
  ).answers<OtherDailyAnswer>(),
  /** 部门日报表 [departmentBook.dailyReport]: a day of the session's year only. */
  departmentDailyReport: get(
    '/api/ledger/departmentDailyReport',
    object(departmentDailyFields),
    dailyLabels,
  ).answers<DepartmentDailyAnswer>(),
  /**
   * 科目汇总表 [voucherQuery.subjectSummary] (level default 1): any voucher filter sums the lines of
   * that range, a date replacing the month bound on its side.
   */
  subjectSummary: get(
    '/api/ledger/subjectSummary',
    object({ ...periodFields, ...voucherFilterFields }),
    dailyLabels,
  ).answers<SubjectSummaryAnswer>(),
  /** 凭证号查询 [voucherQuery.numbers] */
  voucherNumbers: get(
    '/api/ledger/voucherNumbers',
    object({ ...periodFields, voucherType: optional(voucherTypeCode()) }),
    ledgerLabels,
  ).answers<VoucherNumbersAnswer>(),
  /** 部门余额表 [departmentBook.balance] */
  departmentBalance: get(
    '/api/ledger/departmentBalance',
    object({ ...periodFields, deptCode: optional(plainCode(20)) }),
    ledgerLabels,
  ).answers<GroupsAnswer>(),
  /** 部门总账 [departmentBook.general] (level default 1) */
  departmentGeneral: get(
    '/api/ledger/departmentGeneral',
    object({ ...periodFields, deptCode: plainCode(20) }),
    ledgerLabels,
  ).answers<DepartmentGeneralAnswer>(),
  /** 部门明细账 [departmentBook.detail] */
  departmentDetail: get(
    '/api/ledger/departmentDetail',
    object({ ...periodFields, ...pageFields, deptCode: plainCode(20), code: optional(subjectCode()) }),
    ledgerLabels,
  ).answers<DepartmentDetailAnswer>(),
  /** 部门科目汇总表 [departmentBook.subjects]: 部门余额表's 本期发生额 per department. */
  departmentSubjects: get(
    '/api/ledger/departmentSubjects',
    Period,
    ledgerLabels,
  ).answers<DepartmentSubjectsAnswer>(),
  /** 凭证分类汇总表 [voucherQuery.classification] */
  voucherClassification: get(
    '/api/ledger/voucherClassification',
    object({
      year: periodFields.year,
      monthFrom: periodFields.monthFrom,
      monthTo: periodFields.monthTo,
      includeUnposted: periodFields.includeUnposted,
    }),
    ledgerLabels,
  ).answers<VoucherClassificationAnswer>(),
  /** 辅助项目余额表 [auxiliary.balance] */
  auxBalance: get(
    '/api/ledger/auxBalance',
    object({ ...periodFields, typeNo: plainCode(), infoNo: optional(plainCode()) }),
    ledgerLabels,
  ).answers<GroupsAnswer>(),
  /** 辅助项目明细账 [auxiliary.itemDetails] */
  auxDetail: get(
    '/api/ledger/auxDetail',
    object({
      ...periodFields,
      ...pageFields,
      typeNo: plainCode(),
      infoNo: plainCode(),
      code: optional(subjectCode()),
    }),
    ledgerLabels,
  ).answers<AuxDetailAnswer>(),
  /** 资产负债表 [financialReport.statistics]: 年初 and 期末 columns, with the tie-out. */
  balanceSheet: get('/api/report/balanceSheet', Statement, statementLabels).answers<StatementAnswer>(),
  /** 收入支出表 [financialReport.statistics]: 本月数/本年累计数, or annual 本年数/上年数. */
  incomeExpense: get('/api/report/incomeExpense', Statement, statementLabels).answers<StatementAnswer>(),
  /**
   * [ledger.balance] text/plain hledger journal of the year's posted vouchers (attachment
   * <ledger code>-<year>.journal).
   */
  exportJournal: download(
    'GET',
    '/api/ledger/export.journal',
    object({ year: optional(intIn(2000, 2100)) }),
    ledgerLabels,
  ),
};
