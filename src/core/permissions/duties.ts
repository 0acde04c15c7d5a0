// The built-in duties (岗位) and what each may do. Review is kept apart from entry (domain NOTES §5:
// 制单 and 审核 by different people): 审核 and 记账 neither create, change nor delete vouchers. A
// grant is a key, or a key prefix ending in '.' for a whole menu area; the administrator holds all.

export type DutyCode =
  | 'admin'
  | 'supervisor'
  | 'preparer'
  | 'auditor'
  | 'bookkeeper'
  | 'cashier'
  | 'employee'
  | 'approver'
  | 'chair'
  | 'assetKeeper'
  | 'inspector';

import { READ_ONLY_KEY } from './read-only';

export interface Duty {
  readonly code: DutyCode;
  readonly name: string;
  /** Keys, or prefixes ending in '.'; '*' is every key. */
  readonly grants: readonly string[];
}

/** Books and reports every accounting duty reads. */
const books = [
  // The task board lists the vouchers waiting for the user's own duty; 待办 lists them with the claims.
  'taskBoard.',
  'todo.',
  'ledger.',
  'voucherQuery.',
  'departmentBook.',
  'auxiliary.balance',
  'auxiliary.itemDetails',
  'financialReport.',
];

/** What a claim approver holds: the approval and approved lists, 待办, and 附件审批. */
const approvals = [
  'reimbursement.approval',
  'reimbursement.approved',
  'travel.approval',
  'loan.approval',
  'loan.approved',
  'repayment.approval',
  'repayment.approved',
  'provision.approval',
  'provision.approved',
  'currentReimbursement.approval',
  'currentReimbursement.approved',
  'todo.',
  'flowChart.reimbursement',
  'doc.revoke',
  // 附件审批: approval mode has no upload (spec 000 §2.5).
  'attachment.view',
  'attachment.approve',
];

export const duties: readonly Duty[] = [
  { code: 'admin', name: '系统管理员', grants: ['*'] },
  {
    // 财务主管: owns the chart, opening balances, succession and voucher settings of the books.
    code: 'supervisor',
    name: '财务主管',
    grants: [
      'settings.',
      'init.',
      'auxiliary.',
      'passageway.',
      'usercenter.department',
      // 流程管理: who approves the claims, and from which amount the leader signs.
      'usercenter.process',
      // 财务复核 of every claim (and 部门人员, 拨款卡绑定: who is paid, at which grade, to which card), its voucher, statistics and the loans outstanding.
      'reimbursement.',
      'travel.',
      'loan.',
      'repayment.',
      'provision.',
      'currentReimbursement.',
      'flowChart.reimbursement',
      'voucher.',
      'attachment.',
      // Reviews the cashier's book against the ledger, and alone takes a closed cashier month back.
      'cashier.dailyReport',
      'cashier.monthlyReport',
      'cashier.closeMonth',
      'cashier.reopenMonth',
      // 资产管理: settings, cards, opening cards, provisions and their vouchers.
      'assetCard.',
      'fixedAsset.',
      ...books,
    ],
  },
  {
    code: 'preparer',
    name: '制单',
    grants: [
      'voucher.entry',
      'voucher.fundsQuickEntry',
      'voucher.modifyDelete',
      'voucher.automatic',
      'voucher.automatic2',
      'settings.abstract',
      'settings.quickVoucher',
      'settings.quickVoucherTemplate',
      // 会计: vouchers from approved claims, and the office's reimbursement reports.
      'reimbursement.approved',
      'reimbursement.generateVoucher',
      'reimbursement.statistics',
      'reimbursement.progress',
      'reimbursement.personnel',
      'loan.approved',
      'repayment.approved',
      'provision.approved',
      'currentReimbursement.approved',
      'passageway.',
      'attachment.upload',
      'attachment.view',
      // 会计 books the assets: the monthly provision and the vouchers of cards and provisions.
      'fixedAsset.cards',
      'fixedAsset.query',
      'fixedAsset.depreciation',
      'fixedAsset.accrue',
      'assetCard.search',
      'assetCard.voucher',
      ...books,
    ],
  },
  {
    code: 'auditor',
    name: '审核',
    grants: ['voucher.audit', 'attachment.view', 'attachment.approve', ...books],
  },
  {
    code: 'bookkeeper',
    name: '记账',
    // 反记账 is the supervisor's: posting is meant to be irreversible (财会〔2013〕20号, domain
    // NOTES §5.1 "不可逆的记账"); the reverse stays for the 财务主管.
    grants: [
      'voucher.post',
      'voucher.closeMonth',
      'voucher.reopenMonth',
      'settings.voucherRenumber',
      'attachment.view',
      ...books,
    ],
  },
  {
    code: 'cashier',
    name: '出纳',
    grants: [
      // Every cashier screen (出纳反结账 is the supervisor's: the cashier does not undo their own close).
      'cashier.cashAccount',
      'cashier.bankAccount',
      'cashier.cashJournal',
      'cashier.bankJournal',
      'cashier.generateBook',
      'cashier.dailyReport',
      'cashier.monthlyReport',
      'cashier.closeMonth',
      'cashier.chequeEntry',
      'cashier.chequeIssue',
      'cashier.chequeVoid',
      'cashier.chequeQuery',
      // The unit's bank accounts the cashier's bank accounts are tied to.
      'settings.bankAccount',
      'reconciliation.',
      'ledger.cashJournal',
      'ledger.bankJournal',
      'ledger.cashBankDaily',
      'attachment.upload',
      'attachment.view',
    ],
  },
  {
    code: 'employee',
    name: '报销',
    grants: [
      'reimbursement.mine',
      'reimbursement.form',
      'travel.claim',
      'travel.mine',
      'loan.mine',
      'loan.form',
      'repayment.mine',
      'repayment.form',
      'provision.mine',
      'provision.form',
      'currentReimbursement.mine',
      'currentReimbursement.form',
      'reimbursement.office',
      'todo.',
      'flowChart.reimbursement',
      'attachment.upload',
      'attachment.view',
    ],
  },
  {
    code: 'approver',
    // 部门负责人: approves the claims of their own department (部门审核; steps by duty match it in
    // the approver's department, app_user.department_id).
    name: '部门负责人',
    grants: approvals,
  },
  {
    code: 'chair',
    // 工会主席 (单位负责人): the leader's signature (领导审批) on claims of every department, apart
    // from the department heads, so no one signs a claim twice.
    name: '工会主席',
    grants: approvals,
  },
  {
    // 资产管理员 keeps the cards (settings, opening cards, allocation, stocktaking) but books nothing:
    // the vouchers and the monthly provision are the accountant's (制单) or the supervisor's.
    code: 'assetKeeper',
    name: '资产管理员',
    grants: [
      'assetCard.management',
      'assetCard.review',
      'assetCard.check',
      'assetCard.checkView',
      'assetCard.split',
      'assetCard.search',
      'assetCard.classification',
      'assetCard.width',
      'assetCard.report',
      'assetCard.edit',
      'assetCard.allocate',
      'fixedAsset.init',
      'fixedAsset.type',
      'fixedAsset.query',
      'fixedAsset.cards',
      'fixedAsset.depreciation',
      'fixedAsset.disposal',
      'fixedAsset.check',
      'fixedAsset.disposed',
      'attachment.upload',
      'attachment.view',
    ],
  },
  {
    // 审计 (issue 21 item 7): opens every book and report of the ledger sets granted, changes nothing.
    code: 'inspector',
    name: '审计',
    grants: [
      'audit.welcome',
      READ_ONLY_KEY,
      'ledger.',
      'voucherQuery.',
      'departmentBook.',
      'auxiliary.balance',
      'auxiliary.itemDetails',
      'financialReport.',
      'attachment.view',
    ],
  },
];

/** Whether a duty's grants cover a key. */
export function grants(duty: Duty, key: string): boolean {
  if (key === READ_ONLY_KEY) return duty.grants.includes(key);
  return duty.grants.some((g) => g === '*' || (g.endsWith('.') ? key.startsWith(g) : key === g));
}
