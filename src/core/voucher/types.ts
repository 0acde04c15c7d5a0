// The voucher API's answer shapes (the calls: src/core/contracts/voucher.ts), shared by the server that
// answers them and the screens that read them. Amounts are strings with two decimals, dates 'YYYY-MM-DD'.

export type VoucherStatus = 'saved' | 'audited' | 'posted';

export const VOUCHER_STATUS_NAMES: Readonly<Record<VoucherStatus, string>> = {
  saved: '未审核',
  audited: '已审核',
  posted: '已记账',
};

/** 'debitCash' (收): a debit on cash/bank; 'creditCash' (付): a credit on them; 'noCash' (转): none. */
export type VoucherRestriction = 'none' | 'debitCash' | 'creditCash' | 'noCash';

export interface VoucherTypeView {
  code: string;
  name: string;
  sort: number;
  enabled: boolean;
  restriction: VoucherRestriction;
}

export interface EntryAuxInput {
  typeNo: string;
  infoNo: string;
}

/** One line as the client sends it: exactly one of the amounts is non-zero ("0.00" or "" for the other). */
export interface EntryInput {
  summary: string;
  code: string;
  auxis?: readonly EntryAuxInput[] | undefined;
  departmentCode?: string | null | undefined;
  debitAmount: string;
  creditAmount: string;
}

export interface VoucherSaveInput {
  /** Made by the client (uuid v4): an offline save and its replay name the same voucher. */
  id: string;
  /** Required when updating: the version the user edited. */
  version?: number | undefined;
  voucherDate: string;
  /** A type code; default: the type named 记账凭证, else 普通, else the first enabled. */
  voucherType?: string | undefined;
  numberOfDocument: number;
  entries: readonly EntryInput[];
}

export interface UserRef {
  id: number;
  name: string;
}

export interface VoucherAuxView {
  typeNo: string;
  typeName: string;
  infoNo: string;
  infoName: string;
}

export interface VoucherEntryView {
  lineNo: number;
  summary: string;
  code: string;
  name: string;
  /** Names from the first level down joined by '/': 银行存款/工商银行. */
  codeFullName: string;
  auxis: VoucherAuxView[];
  departmentCode: string | null;
  departmentName: string | null;
  debitAmount: string;
  creditAmount: string;
}

export type VoucherEventAction = 'create' | 'update' | 'audit' | 'unaudit' | 'post' | 'unpost' | 'renumber';

export interface VoucherEventView {
  at: string;
  user: UserRef;
  action: VoucherEventAction;
  fromStatus: VoucherStatus | null;
  toStatus: VoucherStatus | null;
  note: string | null;
}

/** The document a voucher was generated from (an approved claim, loan or repayment, issue 18 §7). */
export interface VoucherSource {
  kind: 'reimbursement';
  id: string;
  /** 差旅报销 CL202611-0003 */
  label: string;
}

export interface VoucherView {
  id: string;
  year: number;
  month: number;
  voucherDate: string;
  voucherType: string;
  voucherTypeName: string;
  voucherNo: number;
  numberOfDocument: number;
  status: VoucherStatus;
  version: number;
  preparedBy: UserRef;
  reviewer: UserRef | null;
  bookkeeper: UserRef | null;
  entries: VoucherEntryView[];
  debitTotal: string;
  creditTotal: string;
  createdAt: string;
  updatedAt: string;
  events: VoucherEventView[];
  /** Where it came from; absent or null for a voucher entered by hand (`get` always says). */
  source?: VoucherSource | null;
}

export interface VoucherListRow {
  id: string;
  year: number;
  month: number;
  voucherDate: string;
  voucherType: string;
  voucherTypeName: string;
  voucherNo: number;
  numberOfDocument: number;
  status: VoucherStatus;
  version: number;
  /** The first line's summary. */
  summary: string;
  debitTotal: string;
  creditTotal: string;
  preparedBy: UserRef;
  reviewer: UserRef | null;
  bookkeeper: UserRef | null;
}

export interface VoucherListPage {
  rows: VoucherListRow[];
  /** Opaque; pass it back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
  total: number;
}

/** Batch answers: each voucher either moved (done) or is listed with the reason it did not. */
export interface VoucherBatchResult {
  done: string[];
  refused: { id: string; voucherNo: number; message: string }[];
}

export interface PeriodView {
  year: number;
  month: number;
  closed: boolean;
  closedAt: string | null;
  closedBy: UserRef | null;
}
