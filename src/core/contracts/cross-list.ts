// The administrator's cross-module lists (issue 21 item 5): 单据管理 (every document of every module),
// 全部支付 (every payment made) and 全部银行流水 (every bank statement line), over all ledger sets of
// the organisation. Read-only, filtered, paged by the server with the totals of the whole query.
import { object, optional, refine } from 'superstruct';
import { documentStatusLabels } from '../reimbursement/history';
import { documentTypeLabels } from '../reimbursement/types';
import { oneOf, optionalDate, optionalMoney, optionalText } from './asset-structs';
import { get } from './contract';
import { id, intIn, trimmedString } from './structs';

/** Past this many matches the count and the totals stop (the first page stays fast on any table). */
export const crossListCountCap = 10_000;

/** A document's kind: the six reimbursement documents and the two asset documents. */
export const crossDocumentTypes = {
  ...documentTypeLabels,
  assetDisposal: '资产处置单',
  assetLoss: '资产盘亏单',
} as const;
export type CrossDocumentType = keyof typeof crossDocumentTypes;

/** A claim's approval state; an asset document is recorded (已登记) when saved, it has no approval. */
export const crossDocumentStatuses = { ...documentStatusLabels, recorded: '已登记' } as const;
export type CrossDocumentStatus = keyof typeof crossDocumentStatuses;

/** What paid the money out: an approved claim or loan, or a cashier's own payment entry. */
export const disbursementSources = { claim: '报销借款', cashier: '出纳付款' } as const;
export type DisbursementSource = keyof typeof disbursementSources;

/** A claim's payment is made when its voucher is generated; a cashier entry is paid as written. */
export const disbursementStates = { paid: '已支付', unpaid: '待支付' } as const;
export type DisbursementState = keyof typeof disbursementStates;

export const statementDirections = { receipt: '收入', payment: '支出' } as const;
export type StatementDirection = keyof typeof statementDirections;

const pairs = <K extends string>(names: Readonly<Record<K, string>>) =>
  Object.entries(names) as unknown as readonly (readonly [K, string])[];

const labels = {
  zid: '账套',
  type: '单据类型',
  status: '状态',
  departmentId: '部门',
  declarerId: '申报人',
  dateFrom: '开始日期',
  dateTo: '结束日期',
  amountFrom: '最小金额',
  amountTo: '最大金额',
  text: '关键字',
  source: '支付来源',
  state: '支付状态',
  account: '银行账户',
  direction: '收支方向',
  matched: '对账状态',
  pageIndex: '页码',
  pageSize: '每页条数',
  key: '单据',
};

const common = {
  zid: optional(id()),
  dateFrom: optionalDate(),
  dateTo: optionalDate(),
  amountFrom: optionalMoney(),
  amountTo: optionalMoney(),
  text: optionalText(50),
};
const paging = { pageIndex: optional(intIn(1, 100_000)), pageSize: optional(intIn(1, 500)) };

export const DocumentQuery = object({
  ...common,
  ...paging,
  type: optional(oneOf(pairs(crossDocumentTypes))),
  status: optional(oneOf(pairs(crossDocumentStatuses))),
  departmentId: optional(id()),
  declarerId: optional(id()),
});

export const DisbursementQuery = object({
  ...common,
  ...paging,
  source: optional(oneOf(pairs(disbursementSources))),
  state: optional(oneOf(pairs(disbursementStates))),
  departmentId: optional(id()),
});

/** A reconciled bank account: 'ledgerSetId:subjectCode'. */
const accountKey = () =>
  optional(
    refine(trimmedString(), 'account', (v) =>
      /^\d{1,9}:\d{1,40}$/.test(v) ? true : '应为已设置对账的银行账户',
    ),
  );

/** 'claim:<uuid>' or 'asset:<uuid>'. */
const documentKey = () =>
  refine(trimmedString(), 'key', (v) =>
    /^(claim|asset):[0-9a-f-]{36}$/i.test(v) ? true : '应为单据管理列表中的单据',
  );

export const StatementQuery = object({
  ...common,
  ...paging,
  account: accountKey(),
  direction: optional(oneOf(pairs(statementDirections))),
  matched: optional(oneOf(pairs({ yes: '已对账', no: '未对账' } as const))),
});

export interface CrossDocumentRow {
  /** 'claim:<uuid>' or 'asset:<uuid>'. */
  key: string;
  ledgerSetId: number;
  /** The ledger set's short name. */
  jc: string;
  type: CrossDocumentType;
  typeName: string;
  no: string;
  date: string;
  status: CrossDocumentStatus;
  statusName: string;
  departmentName: string;
  declarerName: string;
  reason: string;
  amount: string;
  /** The voucher it was booked in ('' when none yet). */
  voucherId: string;
}

export interface DisbursementRow {
  key: string;
  ledgerSetId: number;
  jc: string;
  source: DisbursementSource;
  sourceName: string;
  /** The document's type name (费用报销, 借款 …) or 出纳付款. */
  kindName: string;
  date: string;
  /** The claim's number, or the cashier entry's settle number. */
  no: string;
  payee: string;
  departmentName: string;
  summary: string;
  /** 对公转账, 现金 … */
  method: string;
  amount: string;
  state: DisbursementState;
  stateName: string;
}

export interface StatementRow {
  key: string;
  ledgerSetId: number;
  jc: string;
  bankName: string;
  accountNo: string;
  subjectCode: string;
  date: string;
  summary: string;
  counterparty: string;
  settleNo: string;
  receipt: string;
  payment: string;
  balance: string;
  matched: boolean;
  /** An outstanding item carried in at the reconciliation's start (期初未达). */
  opening: boolean;
}

/** A page with the totals of every match (null when more than crossListCountCap matched). */
export interface CrossPage<R, T> {
  currentPageItems: R[];
  totalItemCount: number;
  capped: boolean;
  totals: T | null;
}

export type DocumentPage = CrossPage<CrossDocumentRow, { amount: string }>;
export type DisbursementPage = CrossPage<DisbursementRow, { amount: string }>;
export type StatementPage = CrossPage<StatementRow, { receipt: string; payment: string }>;

/** What the query bars choose from: the organisation's ledger sets, departments, people, accounts. */
export interface CrossListOptions {
  ledgerSets: Array<{ id: number; jc: string; name: string }>;
  departments: Array<{ id: number; ledgerSetId: number; name: string }>;
  users: Array<{ id: number; realName: string; userName: string }>;
  accounts: Array<{ key: string; ledgerSetId: number; label: string }>;
}

/** One document read-only: its header, lines and approvals as text. */
export interface CrossDocumentDetail {
  row: CrossDocumentRow;
  fields: Array<{ label: string; value: string }>;
  lines: Array<{ summary: string; detail: string; amount: string }>;
  approvals: Array<{ at: string; who: string; action: string; comment: string }>;
}

export const crossListContracts = {
  options: get('/api/crossList/options', object({}), labels).answers<CrossListOptions>(),
  documents: get('/api/crossList/documents', DocumentQuery, labels).answers<DocumentPage>(),
  document: get(
    '/api/crossList/document',
    object({ key: documentKey() }),
    labels,
  ).answers<CrossDocumentDetail>(),
  disbursements: get('/api/crossList/disbursements', DisbursementQuery, labels).answers<DisbursementPage>(),
  bankStatements: get('/api/crossList/bankStatements', StatementQuery, labels).answers<StatementPage>(),
};
