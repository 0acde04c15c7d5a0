// The registered keys that code names (server guards, screens' own checks), grouped by menu area so a
// key reads as its catalogue key does: P.voucher.audit is 'voucher.audit'. Each is checked against the
// registry when this module loads, so a misspelt key fails every test that imports it.
import { type PermissionKey, permission } from './registry';

function area<const N extends readonly string[]>(
  prefix: string,
  names: N,
): { readonly [K in N[number]]: PermissionKey } {
  return Object.fromEntries(names.map((n) => [n, permission(`${prefix}.${n}`)])) as {
    [K in N[number]]: PermissionKey;
  };
}

export const P = {
  voucher: area('voucher', [
    'entry',
    /** 经费快速录入: vouchers from a template and one amount. */
    'fundsQuickEntry',
    'modifyDelete',
    'audit',
    'post',
    'unpost',
    'closeMonth',
    'reopenMonth',
    /** 自动凭证: the period-end proposals (期末结转, 年末结转). */
    'automatic',
    /** 自动凭证（二）: the ledger set's recurring voucher definitions. */
    'automatic2',
  ]),
  settings: area('settings', [
    'subject',
    'department',
    'abstract',
    'quickVoucher',
    'quickVoucherTemplate',
    'voucherType',
    'voucherRenumber',
    'voucherPrint',
    /** 结转设置 and 期末结转. */
    'transfer',
    'accountingTransfer',
    /** 报表人员设置: the names printed on the statements. */
    'reporter',
    /** 银行账户: the unit's bank accounts and the 102 subjects they are booked in. */
    'bankAccount',
  ]),
  /** 部门经费录入 and its 部门核算科目快捷设置. */
  passageway: area('passageway', ['departmentFunds', 'departmentSubjects']),
  /** 初始设置: code widths, cash/bank subjects, succession, opening balances and their confirmation. */
  init: area('init', [
    'codeWidth',
    'otherSubject',
    'subject',
    'subjectBalance',
    'departmentBalance',
    'auxiliaryBalance',
    'verification',
    'confirm',
  ]),
  auxiliary: area('auxiliary', ['index', 'types', 'balance', 'itemDetails']),
  ledger: area('ledger', [
    'detail',
    'multiColumn',
    'cashJournal',
    'bankJournal',
    'cashBankDaily',
    'otherDaily',
    'general',
    'balance',
  ]),
  voucherQuery: area('voucherQuery', ['subjectSummary', 'numbers', 'continuousPrint', 'classification']),
  departmentBook: area('departmentBook', ['balance', 'detail', 'dailyReport', 'subjects', 'general']),
  financialReport: area('financialReport', ['statistics']),
  usercenter: area('usercenter', [
    'zt',
    'operator',
    'addOperator',
    'role',
    'addRole',
    'permissionGroup',
    'permission',
    'menu',
    'financialMenu',
    'financialSystem',
    'platform',
    'basicInfo',
    'department',
    'process',
    'systemSetting',
    'announcementPush',
    'announcements',
    'todoPush',
    'manual',
    'preconditionHr',
    'preconditionEnterprise',
    'configuration',
    'userIntegration',
    'grpcLog',
    'document',
    'disbursements',
    'bankStatements',
  ]),
  admin: area('admin', ['log', 'upload', 'data']),
  /** 审计: the welcome page and the read-only mark. */
  audit: area('audit', ['welcome', 'readOnly']),
  /** Withdraw or revoke a submitted document (the session's canIRevoke). */
  doc: area('doc', ['revoke']),
  /** Files of the session's ledger set: upload and bind, view and download, approve a supplement. */
  attachment: area('attachment', ['upload', 'view', 'approve']),
  /** 费用报销 and the finance office's reimbursement screens (generating vouchers, statistics, 部门人员, 拨款卡绑定). */
  reimbursement: area('reimbursement', [
    'mine',
    'form',
    'approval',
    'approved',
    'office',
    'generateVoucher',
    'statistics',
    'progress',
    'personnel',
    'cardBinding',
  ]),
  travel: area('travel', ['claim', 'mine', 'approval']),
  loan: area('loan', ['mine', 'form', 'approval', 'approved']),
  repayment: area('repayment', ['mine', 'form', 'approval', 'approved']),
  provision: area('provision', ['mine', 'form', 'approval', 'approved']),
  currentReimbursement: area('currentReimbursement', ['mine', 'form', 'approval', 'approved']),
  todo: area('todo', ['list', 'newList']),
  /** 出纳管理: the cashier's accounts, journals, reports, month close and cheque register. */
  cashier: area('cashier', [
    'cashAccount',
    'bankAccount',
    'cashJournal',
    'bankJournal',
    'generateBook',
    'dailyReport',
    'monthlyReport',
    'closeMonth',
    'reopenMonth',
    'chequeEntry',
    'chequeIssue',
    'chequeVoid',
    'chequeQuery',
  ]),
  /** 银行对账: setup, statement, matching, 核销 and its reports (the 出纳 duty holds them all). */
  reconciliation: area('reconciliation', [
    'mode',
    'subject',
    'startDate',
    'initCompany',
    'initBank',
    'adjustmentStatement',
    'initConfirm',
    'outstanding',
    'bankStatement',
    'companyBook',
    'writeOff',
    'reconcile',
    'longOutstanding',
  ]),
  /** 资产管理, family A screens (spec 001 §2.3) and the card buttons' own keys. */
  assetCard: area('assetCard', [
    'management',
    'search',
    'classification',
    'width',
    'edit',
    'allocate',
    'voucher',
    'check',
    'checkView',
    'split',
    'report',
  ]),
  /** 资产管理, family B screens under /final/fixed-assets and the provision's own key. */
  fixedAsset: area('fixedAsset', [
    'init',
    'type',
    'query',
    'cards',
    'depreciation',
    'accrue',
    'disposal',
    'disposed',
    'check',
  ]),
} as const;
