// /api/reimbursement: claims, travel claims, loans, repayments, provisions and inter-account claims of
// the session's ledger set (issue 18), their approval actions (withdrawal and cancle as spec 000 §7.3
// names them), the lists each screen shows (spec 001 §2.4), loans outstanding, statistics and the
// voucher an approved document generates. A document's id is made by the client (uuid), so an offline
// save and its replay name the same document; every action carries the version its actor saw.
import { array, define, enums, nullable, object, optional, refine, size, type } from 'superstruct';
import type { Money } from '../money';
import { type ClaimContent, type ClaimFigures, PAYMENT_METHODS } from '../reimbursement/claim';
import type { ApprovalRecord } from '../reimbursement/document-state';
import type { DocumentStatus, HistoryAction, Position } from '../reimbursement/history';
import type { LoanStatus } from '../reimbursement/loans';
import type { ResolvedProcess } from '../reimbursement/process';
import { GRADES } from '../reimbursement/travel-input';
import { type DocumentType, documentTypeLabels, documentTypes } from '../reimbursement/types';
import { get, post } from './contract';
import { cursorText, isoDate } from './ledger-query';
import { coerceWhen, flag, id, intIn, isMissing, text, trimmedString, uuid } from './structs';
import { VoucherSave } from './voucher';

// ---- answers ----

/** A history entry as shown on the document: who (by name), when, from, to, comment. */
export interface ClaimHistoryView {
  action: HistoryAction;
  actorId: string;
  actorName: string;
  at: string;
  from: Position;
  to: Position;
  stepKey: string | null;
  /** 提交 / 部门审核 / 财务复核 …: the step the entry concerns, by name. */
  stepName: string | null;
  comment: string;
  version: number;
}

/** What the session user may do with the document now (buttons follow it; the server checks again). */
export interface ClaimAllowed {
  edit: boolean;
  submit: boolean;
  withdraw: boolean;
  approve: boolean;
  reject: boolean;
  cancel: boolean;
  delete: boolean;
  generateVoucher: boolean;
}

/** A document as `get` and every action answer it. */
export interface ClaimView {
  id: string;
  /** 单据编号, e.g. BX202611-0007 (given at first save, per type and month). */
  no: string;
  type: DocumentType;
  status: DocumentStatus;
  /** '审批中（部门审核）', '已通过' … */
  positionLabel: string;
  version: number;
  declarerId: string;
  declarerName: string;
  departmentName: string;
  content: ClaimContent;
  figures: ClaimFigures;
  /** 大写 of figures.amount. */
  amountUpper: string;
  /** The process it was submitted under (kept when the definition changes later). */
  process: ResolvedProcess | null;
  stepIndex: number | null;
  approvals: ApprovalRecord[];
  history: ClaimHistoryView[];
  /** The voucher generated from it, linked both ways. */
  voucher: { id: string; label: string } | null;
  /**
   * The loans it offsets (冲借款, 预借) or repays, or a paid-out loan itself, as they stand now: the
   * approver and the finance office see which loan and what is owed on it, not only the claimant
   * whose loans the form lists.
   */
  loans: LoanView[];
  allowed: ClaimAllowed;
  createdAt: string;
  updatedAt: string;
}

/** A row of every claim list. */
export interface ClaimRow {
  id: string;
  no: string;
  type: DocumentType;
  date: string;
  declarerName: string;
  departmentName: string;
  reason: string;
  amount: Money;
  status: DocumentStatus;
  positionLabel: string;
  version: number;
  updatedAt: string;
  voucherLabel: string | null;
  /** The session user is the actor the current step waits for. */
  awaitsMe: boolean;
}

export interface ClaimListPage {
  rows: ClaimRow[];
  /** Opaque; pass back as `cursor`; null on the last page. */
  nextCursor: string | null;
  total: number;
}

export interface LoanView {
  loanId: string;
  no: string;
  borrowerId: string;
  borrowerName: string;
  departmentName: string;
  date: string;
  dueDate: string;
  reason: string;
  amount: Money;
  offset: Money;
  repaid: Money;
  outstanding: Money;
  status: LoanStatus;
}

export interface ClaimStatisticsRow {
  key: string;
  label: string;
  count: number;
  amount: Money;
}

export interface ProjectProgressRow {
  project: string;
  count: number;
  /** 已通过 */
  approved: Money;
  /** 审批中 */
  inApproval: Money;
  /** 已生成凭证 */
  vouchered: Money;
}

/** The voucher an approved document would generate (voucher_templates_reimbursement.csv), to edit before saving. */
export interface ClaimVoucherPreview {
  /** V01 … V19 */
  template: string;
  templateName: string;
  voucher: {
    voucherDate: string;
    numberOfDocument: number;
    entries: {
      summary: string;
      code: string;
      departmentCode: string | null;
      /** The auxiliary items the subject requires (135's 个人 is the borrower), as VoucherSave takes them. */
      auxis: { typeNo: string; infoNo: string }[];
      debitAmount: string;
      creditAmount: string;
    }[];
  };
}

// ---- requests ----

const labels = {
  id: '单据ID',
  documentId: '单据ID',
  version: '版本号',
  type: '单据类型',
  date: '单据日期',
  departmentId: '部门',
  reason: '事由',
  project: '项目',
  paymentMethod: '结算方式',
  payee: '收款人',
  payeeBank: '开户行',
  payeeAccount: '收款账号',
  attachmentCount: '附件张数',
  lines: '费用明细',
  subjectCode: '支出科目',
  economicClass: '经济分类',
  summary: '摘要',
  amount: '金额',
  invoiceCount: '发票张数',
  travel: '差旅信息',
  travellers: '出差人',
  grade: '职级',
  province: '出差地（省）',
  city: '出差地（市）',
  departure: '出发日期',
  return: '返回日期',
  hostMeals: '接待方安排用餐',
  breakfast: '早餐',
  lunch: '午餐',
  dinner: '晚餐',
  hostCarHalfDays: '接待方提供交通（半天数）',
  legs: '行程',
  departDate: '出发日期',
  departPlace: '出发地点',
  arriveDate: '到达日期',
  arrivePlace: '到达地点',
  mode: '交通工具',
  seatClass: '座位等级',
  fare: '票价',
  entitledFare: '标准等级票价',
  stays: '住宿',
  checkIn: '入住日期',
  nights: '住宿天数',
  invoicedAmount: '住宿发票金额',
  otherAmount: '其他费用',
  enteredAmount: '金额',
  loanDueDate: '最迟还款日',
  repaidLoanId: '归还的借款单',
  offsets: '冲借款',
  loanId: '借款单',
  remark: '审批意见',
  scope: '列表',
  status: '状态',
  keyword: '关键字',
  dateFrom: '开始日期',
  dateTo: '结束日期',
  cursor: '翻页位置',
  pageSize: '每页条数',
  by: '统计口径',
  year: '年度',
  monthFrom: '起始月份',
  monthTo: '结束月份',
  voucher: '凭证',
  invoices: '发票',
  invoiceCode: '发票代码',
  invoiceNo: '发票号码',
  invoiceAmount: '发票金额',
  invoiceDate: '开票日期',
};

const documentType = () =>
  define<DocumentType>(
    'documentType',
    (v) =>
      documentTypes.includes(v as DocumentType) ||
      `应为 ${documentTypes.map((t) => `${t}（${documentTypeLabels[t]}）`).join('、')} 之一`,
  );

/** Text that may be missing or empty: null and undefined read as ''. */
const optionalText = (max: number) =>
  coerceWhen(
    refine(trimmedString(), 'text', (v) => (v.length <= max ? true : `长度不能超过 ${max} 个字符`)),
    isMissing,
    () => '',
  );

/** An amount of zero or more with at most two decimals ("1234.5", "1234.50"). */
const amount = () =>
  refine(trimmedString(), 'amount', (v) =>
    /^\d{1,13}(\.\d{1,2})?$/.test(v) ? true : '应为不小于 0 的金额，最多两位小数，如 1234.50',
  );

const positiveAmount = () => refine(amount(), 'positiveAmount', (v) => (Number(v) > 0 ? true : '必须大于 0'));

const count = (max: number) => intIn(0, max);

const Line = object({
  subjectCode: refine(trimmedString(), 'subjectCode', (v) => (/^\d{3,20}$/.test(v) ? true : '应为科目编码')),
  economicClass: optionalText(10),
  summary: optionalText(100),
  amount: positiveAmount(),
  invoiceCount: count(999),
});

const Leg = object({
  departDate: isoDate(),
  departPlace: text(40),
  arriveDate: isoDate(),
  arrivePlace: text(40),
  mode: enums(['火车', '轮船', '飞机', '其他'] as const),
  seatClass: optionalText(20),
  fare: amount(),
  entitledFare: optionalText(16),
  invoiceCount: count(99),
});

const Stay = object({
  province: text(20),
  city: optionalText(20),
  checkIn: isoDate(),
  nights: count(366),
  invoicedAmount: amount(),
  invoiceCount: count(99),
});

const Travel = object({
  travellers: text(100),
  grade: enums(GRADES),
  province: text(20),
  city: optionalText(20),
  departure: isoDate(),
  return: isoDate(),
  hostMeals: object({ breakfast: count(366), lunch: count(366), dinner: count(366) }),
  hostCarHalfDays: count(732),
  legs: size(array(Leg), 0, 60),
  stays: size(array(Stay), 0, 60),
  otherAmount: amount(),
});

/** The formats alone; invoiceErrors (core) adds code-and-number pairing, dates and duplicates. */
const Invoice = object({
  invoiceCode: refine(optionalText(12), 'invoiceCode', (v) =>
    /^(\d{10}|\d{12})?$/.test(v) ? true : '应为10位或12位数字（全电发票不填）',
  ),
  invoiceNo: refine(trimmedString(), 'invoiceNo', (v) =>
    /^(\d{8}|\d{20})$/.test(v) ? true : '应为8位数字（全电发票为20位）',
  ),
  invoiceAmount: positiveAmount(),
  invoiceDate: isoDate(),
});

const Offset = object({ loanId: uuid(), amount: positiveAmount() });

/** 保存 (新增 with a new client-made id, 修改 with the version the user edited). */
export const ClaimSave = object({
  id: uuid(),
  version: optional(nullable(intIn(1, 2_147_483_647))),
  type: documentType(),
  date: isoDate(),
  departmentId: id(),
  reason: text(200),
  project: optionalText(60),
  paymentMethod: enums(PAYMENT_METHODS),
  payee: optionalText(60),
  payeeBank: optionalText(60),
  payeeAccount: refine(optionalText(40), 'account', (v) =>
    v === '' || /^[0-9 -]{6,40}$/.test(v) ? true : '应为银行账号（数字）',
  ),
  attachmentCount: count(9999),
  lines: size(array(Line), 0, 200),
  travel: optional(nullable(Travel)),
  enteredAmount: optional(nullable(positiveAmount())),
  loanDueDate: optional(nullable(isoDate())),
  repaidLoanId: optional(nullable(uuid())),
  offsets: size(array(Offset), 0, 20),
  invoices: optional(size(array(Invoice), 0, 100)),
});

/** An action on a document, with the version its actor saw (offline approvals carry it for days). */
const Act = object({ documentId: uuid(), version: intIn(1, 2_147_483_647) });

/** spec 000 §7.3 names only documentId; the version is optional there and checked when given. */
const Window = object({ documentId: uuid(), version: optional(nullable(intIn(1, 2_147_483_647))) });

export const CLAIM_SCOPES = ['mine', 'awaiting', 'handled', 'all'] as const;
export type ClaimScope = (typeof CLAIM_SCOPES)[number];

export const claimScopeLabels: Readonly<Record<ClaimScope, string>> = {
  mine: '我的单据',
  awaiting: '待我审批',
  handled: '已审批',
  all: '全部单据',
};

export const ClaimListQuery = type({
  scope: enums(CLAIM_SCOPES),
  type: optional(documentType()),
  status: optional(enums(['draft', 'inApproval', 'rejected', 'withdrawn', 'approved'] as const)),
  keyword: optional(optionalText(40)),
  /** 办公费报销: the lines' economic class (30201). */
  economicClass: optional(optionalText(10)),
  dateFrom: optional(isoDate()),
  dateTo: optional(isoDate()),
  cursor: optional(cursorText()),
  pageSize: optional(intIn(1, 500)),
});

export const STATISTICS_BY = ['department', 'person', 'subject', 'month'] as const;
export type StatisticsBy = (typeof STATISTICS_BY)[number];

export const reimbursementContracts = {
  save: post('/api/reimbursement/save', ClaimSave, labels).answers<ClaimView>(),
  get: get('/api/reimbursement/get', object({ documentId: uuid() }), labels).answers<ClaimView>(),
  list: get('/api/reimbursement/list', ClaimListQuery, labels).answers<ClaimListPage>(),
  submit: post('/api/reimbursement/submit', Act, labels).answers<ClaimView>(),
  approve: post(
    '/api/reimbursement/approve',
    object({ documentId: uuid(), version: intIn(1, 2_147_483_647), remark: optional(optionalText(200)) }),
    labels,
  ).answers<ClaimView>(),
  reject: post(
    '/api/reimbursement/reject',
    object({ documentId: uuid(), version: intIn(1, 2_147_483_647), reason: text(200) }),
    labels,
  ).answers<ClaimView>(),
  withdrawal: post('/api/reimbursement/withdrawal', Window, labels).answers<ClaimView>(),
  cancle: post('/api/reimbursement/cancle', Window, labels).answers<ClaimView>(),
  delete: post('/api/reimbursement/delete', Act, labels).answers<{ documentId: string }>(),
  loans: get(
    '/api/reimbursement/loans',
    object({
      /** Default: the session user's own loans; 'all' needs the finance permission. */
      borrower: optional(enums(['me', 'all'] as const)),
      status: optional(enums(['open', 'overdue', 'cleared'] as const)),
    }),
    labels,
  ).answers<LoanView[]>(),
  statistics: get(
    '/api/reimbursement/statistics',
    object({
      by: enums(STATISTICS_BY),
      year: intIn(2000, 2100),
      monthFrom: optional(intIn(1, 12)),
      monthTo: optional(intIn(1, 12)),
      type: optional(documentType()),
      /** Count documents still in approval too (default: approved only). */
      includeInApproval: optional(flag()),
    }),
    labels,
  ).answers<ClaimStatisticsRow[]>(),
  progress: get('/api/reimbursement/progress', object({ year: intIn(2000, 2100) }), labels).answers<
    ProjectProgressRow[]
  >(),
  voucherPreview: get(
    '/api/reimbursement/voucherPreview',
    object({ documentId: uuid() }),
    labels,
  ).answers<ClaimVoucherPreview>(),
  generateVoucher: post(
    '/api/reimbursement/generateVoucher',
    object({ documentId: uuid(), version: intIn(1, 2_147_483_647), voucher: VoucherSave }),
    labels,
  ).answers<ClaimView>(),
};
