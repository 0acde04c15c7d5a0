// /api/reconciliation: bank reconciliation (银行对账, issue 19 item 4) of the ledger set's end-level
// bank subjects (102xx). The 单位日记账 side is the ledger's own voucher lines on the subject (posted,
// and unposted when 对账方式设置 says so) plus the opening outstanding items; the 银行对账单 side is
// the imported statement plus its opening items. Paths are not in the spec (it names the screens only).
import {
  array,
  boolean,
  define,
  enums,
  object,
  optional,
  refine,
  type Struct,
  size,
  string,
} from 'superstruct';
import { EARLIEST_ACCOUNTING_DATE } from '../constants';
import type { Money } from '../money';
import { LAYOUT_CODES, type LayoutCode } from '../reconciliation/layouts';
import type { AdjustmentStatement } from '../reconciliation/statement';
import { MAX_LONG_DAYS, MAX_WINDOW_DAYS, type MatchRule } from '../reconciliation/types';
import { isCalendarDate } from '../rules/dates';
import { subjectCode } from './chart-structs';
import { get, noInput, post } from './contract';
import { flag, id, intIn, trimmedString, UUID_RE } from './structs';

/** 对账方式设置 of the ledger set. */
export interface ReconSettings {
  /** Automatic matching pairs equal 结算号 first. */
  bySettleNo: boolean;
  /** Then equal amounts at most this many days apart. */
  windowDays: number;
  /** The 单位日记账 also takes unposted (saved or audited) vouchers. */
  includeUnposted: boolean;
  /** 长期未达账项: outstanding at least this many days. */
  longDays: number;
  version: number;
}

/** A bank subject taking part in reconciliation (指定对账科目) and where its setup stands. */
export interface ReconAccount {
  subjectCode: string;
  subjectName: string;
  /** 银行账号 (digits), '' when not given: statement lines naming another account are refused. */
  bankAccountNo: string;
  bankName: string;
  /** 对账启用日期; null until set. */
  startDate: string | null;
  /** 单位日记账调整前余额 (the book's balance at the end of the day before the start date). */
  bookOpening: Money;
  /** 银行对账单调整前余额 */
  bankOpening: Money;
  /** 对账期初已确认 (ISO time), null when not. */
  confirmedAt: string | null;
  /** The statement layout last imported (remembered per account). */
  layout: LayoutCode | null;
  statementLines: number;
  matches: number;
  version: number;
}

/** An end-level bank subject of the chart and whether it is reconciled. */
export interface BankSubject {
  code: string;
  name: string;
  fullName: string;
  reconciled: boolean;
  enabled: boolean;
}

/** An opening outstanding item (期初未达账) of either side. */
export interface OpeningItem {
  id: number;
  date: string;
  summary: string;
  settleNo: string;
  /** 收入 (book: 借方; bank: 贷方). */
  receipt: Money;
  /** 支出 (book: 贷方; bank: 借方). */
  payment: Money;
  matched: boolean;
}

export interface OpeningView {
  account: ReconAccount;
  /** The ledger's balance of the subject at the end of the day before the start date (posted), or null. */
  ledgerBalance: Money | null;
  /** 日记账期初未达账: 企收银未收, 企付银未付. */
  bookItems: OpeningItem[];
  /** 对账单期初未达账: 银收企未收, 银付企未付. */
  bankItems: OpeningItem[];
  statement: AdjustmentStatement;
}

/** One line of the 单位日记账 side. */
export interface BookLine {
  /** 'v:<voucherId>:<lineNo>' (a voucher line) or 'o:<id>' (an opening outstanding item). */
  key: string;
  date: string;
  /** 记-3, or '期初' for an opening item. */
  voucherLabel: string;
  voucherId: string | null;
  /** saved / audited / posted; null for an opening item. */
  status: 'saved' | 'audited' | 'posted' | null;
  summary: string;
  settleNo: string;
  /** 借方 (money in). */
  debit: Money;
  /** 贷方 (money out). */
  credit: Money;
  /** Signed, receipts positive. */
  amount: Money;
  opening: boolean;
  matchId: number | null;
  matchRule: MatchRule | null;
  writtenOff: boolean;
}

/** One line of the 银行对账单 side. */
export interface BankLine {
  id: number;
  date: string;
  time: string;
  summary: string;
  remark: string;
  counterparty: string;
  counterpartyAccount: string;
  settleNo: string;
  serial: string;
  /** 贷方（收入） */
  receipt: Money;
  /** 借方（支取） */
  payment: Money;
  balance: Money | null;
  /** Signed, receipts positive. */
  amount: Money;
  opening: boolean;
  matchId: number | null;
  matchRule: MatchRule | null;
  writtenOff: boolean;
}

export interface LinesAnswer<T> {
  lines: T[];
  /** Matches left invalid by a changed voucher: their lines show as unmatched until the next write. */
  staleMatches: number;
}

export interface MatchView {
  id: number;
  rule: MatchRule;
  matchedAt: string;
  matchedBy: string;
  writtenOff: boolean;
  /** Signed total of each side (equal). */
  amount: Money;
  book: BookLine[];
  bank: BankLine[];
}

export interface ImportAnswer {
  imported: number;
  /** Lines already imported before, or repeated within the file: not imported again. */
  duplicates: number;
  layout: LayoutCode;
  layoutName: string;
  dateFrom: string | null;
  dateTo: string | null;
}

export interface AutoMatchAnswer {
  matched: number;
  bySettleNo: number;
  byDate: number;
}

export interface WriteOffBatch {
  id: number;
  dateTo: string;
  matches: number;
  at: string;
  by: string;
}

/** An outstanding item with its kind of 未达账项. */
export interface OutstandingLine {
  side: 'book' | 'bank';
  /** 银收企未收 | 银付企未付 | 企收银未收 | 企付银未付 */
  kind: string;
  key: string;
  date: string;
  summary: string;
  settleNo: string;
  /** The voucher (book) or the counterparty (bank). */
  reference: string;
  receipt: Money;
  payment: Money;
  ageDays: number;
}

export interface AdjustmentView {
  account: ReconAccount;
  asOf: string;
  statement: AdjustmentStatement;
  /** The four lists of 未达账项 behind the figures. */
  items: OutstandingLine[];
  staleMatches: number;
}

export interface OutstandingView {
  account: ReconAccount;
  asOf: string;
  items: OutstandingLine[];
  /** The age from which an item counts as long outstanding (days). */
  longDays: number;
}

// ---- input pieces ----

const day = () =>
  refine(trimmedString(), 'day', (v) =>
    !isCalendarDate(v)
      ? '应为日期，如 2024-06-30'
      : v < EARLIEST_ACCOUNTING_DATE
        ? `不能早于 ${EARLIEST_ACCOUNTING_DATE}`
        : v > '2100-12-31'
          ? '不能晚于 2100-12-31'
          : true,
  );

/** A non-negative amount as text with at most two decimals. */
const amount = () =>
  refine(trimmedString(), 'amount', (v) =>
    /^\d{1,13}(\.\d{1,2})?$/.test(v.replace(/,/g, '')) ? true : '应为不小于 0 的金额，如 1234.50',
  );

/** A signed balance as text. */
const balance = () =>
  refine(trimmedString(), 'balance', (v) =>
    /^-?\d{1,13}(\.\d{1,2})?$/.test(v.replace(/,/g, '')) ? true : '应为金额，如 1234.50 或 -20.00',
  );

const loose = (max: number) =>
  refine(trimmedString(), 'text', (v) => (v.length <= max ? true : `长度不能超过 ${max} 个字符`));

const bookKey = () =>
  define<string>('bookKey', (v) => {
    if (typeof v !== 'string') return '应为单位日记账记录';
    const voucher = /^v:([0-9a-f-]{36}):(\d{1,3})$/i.exec(v);
    if (voucher && UUID_RE.test(voucher[1] ?? '')) return true;
    return /^o:\d{1,15}$/.test(v) || '应为单位日记账记录';
  });

const many = <T>(struct: Struct<T, unknown>, max: number) =>
  refine(array(struct), 'many', (list) =>
    list.length === 0 ? '不能为空' : list.length > max ? `一次最多 ${max} 条` : true,
  );

const layout = () => enums(LAYOUT_CODES);

const bySubject = object({ subjectCode: subjectCode() });

const OpeningItemInput = object({
  date: day(),
  summary: loose(200),
  settleNo: optional(loose(40)),
  receipt: amount(),
  payment: amount(),
});

const SaveOpening = object({
  subjectCode: subjectCode(),
  /** 调整前余额 */
  balance: balance(),
  items: size(array(OpeningItemInput), 0, 500),
  version: intIn(1, 2_147_483_647),
});

const LinesQuery = object({
  subjectCode: subjectCode(),
  dateFrom: optional(day()),
  dateTo: optional(day()),
  status: optional(enums(['all', 'matched', 'unmatched'])),
  /** Include written-off (已核销) lines; default no. */
  writtenOff: optional(flag()),
});

const labels = {
  subjectCode: '对账科目',
  bankAccountNo: '银行账号',
  bankName: '开户银行',
  startDate: '对账启用日期',
  balance: '调整前余额',
  items: '期初未达账',
  date: '日期',
  summary: '摘要',
  settleNo: '结算号',
  receipt: '收入金额',
  payment: '支出金额',
  version: '版本号',
  windowDays: '日期相差天数',
  bySettleNo: '按结算号对账',
  includeUnposted: '包含未记账凭证',
  longDays: '长期未达天数',
  layout: '银行格式',
  fileName: '文件名',
  content: '文件内容',
  ids: '对账单记录',
  bookKeys: '单位日记账记录',
  bankIds: '银行对账单记录',
  matchIds: '勾对记录',
  dateFrom: '开始日期',
  dateTo: '截止日期',
  status: '勾对状态',
  writtenOff: '含已核销',
  asOf: '对账日期',
  days: '未达天数',
  batchId: '核销批次',
};

/** The decoded file may be this large (a 10,000-line CSV statement is about 2 MB). */
export const MAX_STATEMENT_BYTES = 12 * 1024 * 1024;

export const reconciliationContracts = {
  settings: get('/api/reconciliation/settings', noInput, labels).answers<ReconSettings>(),
  saveSettings: post(
    '/api/reconciliation/saveSettings',
    object({
      bySettleNo: boolean(),
      windowDays: intIn(0, MAX_WINDOW_DAYS),
      includeUnposted: boolean(),
      longDays: intIn(1, MAX_LONG_DAYS),
      version: optional(intIn(1, 2_147_483_647)),
    }),
    labels,
  ).answers<ReconSettings>(),
  /** The reconciled accounts with their setup. */
  accounts: get('/api/reconciliation/accounts', noInput, labels).answers<ReconAccount[]>(),
  /** Every end-level bank subject (102xx) of the chart, for 指定对账科目. */
  bankSubjects: get('/api/reconciliation/bankSubjects', noInput, labels).answers<BankSubject[]>(),
  saveAccount: post(
    '/api/reconciliation/saveAccount',
    object({
      subjectCode: subjectCode(),
      bankAccountNo: refine(loose(40), 'accountNo', (v) =>
        /^[\d\s-]*$/.test(v) ? true : '只能由数字组成（可含空格或连字符）',
      ),
      bankName: loose(60),
    }),
    labels,
  ).answers<ReconAccount>(),
  removeAccount: post('/api/reconciliation/removeAccount', bySubject, labels).answers<{
    subjectCode: string;
  }>(),
  setStartDate: post(
    '/api/reconciliation/setStartDate',
    object({ subjectCode: subjectCode(), startDate: day(), version: intIn(1, 2_147_483_647) }),
    labels,
  ).answers<ReconAccount>(),
  opening: get('/api/reconciliation/opening', bySubject, labels).answers<OpeningView>(),
  /** 单位日记账期初: 调整前余额 and 日记账期初未达账 (replaced whole). */
  saveBookOpening: post('/api/reconciliation/saveBookOpening', SaveOpening, labels).answers<OpeningView>(),
  /** 银行对账单期初: 调整前余额 and 对账单期初未达账 (replaced whole). */
  saveBankOpening: post('/api/reconciliation/saveBankOpening', SaveOpening, labels).answers<OpeningView>(),
  confirmOpening: post('/api/reconciliation/confirmOpening', bySubject, labels).answers<OpeningView>(),
  cancelConfirm: post('/api/reconciliation/cancelConfirm', bySubject, labels).answers<OpeningView>(),
  /** An .xlsx or .csv statement as base64; one bad row refuses the file (4003, every bad row listed). */
  importStatement: post(
    '/api/reconciliation/importStatement',
    object({
      subjectCode: subjectCode(),
      layout: optional(layout()),
      fileName: refine(loose(200), 'fileName', (v) =>
        /\.(xlsx|csv)$/i.test(v) ? true : '只能导入 .xlsx 或 .csv 文件',
      ),
      content: refine(string(), 'content', (v) =>
        v.length === 0
          ? '不能为空'
          : v.length > (MAX_STATEMENT_BYTES / 3) * 4 + 4
            ? '文件过大，不能超过 12 MB'
            : true,
      ),
    }),
    labels,
  ).answers<ImportAnswer>(),
  /** Imported lines not matched (a wrong import): removed. */
  deleteStatementLines: post(
    '/api/reconciliation/deleteStatementLines',
    object({ subjectCode: subjectCode(), ids: many(id(), 20_000) }),
    labels,
  ).answers<{ deleted: number }>(),
  bankLines: get('/api/reconciliation/bankLines', LinesQuery, labels).answers<LinesAnswer<BankLine>>(),
  bookLines: get('/api/reconciliation/bookLines', LinesQuery, labels).answers<LinesAnswer<BookLine>>(),
  matches: get(
    '/api/reconciliation/matches',
    object({ subjectCode: subjectCode(), writtenOff: optional(flag()) }),
    labels,
  ).answers<MatchView[]>(),
  /** 自动对账 of every unmatched item up to dateTo (default: all). */
  autoMatch: post(
    '/api/reconciliation/autoMatch',
    object({ subjectCode: subjectCode(), dateTo: optional(day()) }),
    labels,
  ).answers<AutoMatchAnswer>(),
  /** 手工勾对: any number of items of each side whose sums agree. */
  match: post(
    '/api/reconciliation/match',
    object({
      subjectCode: subjectCode(),
      bookKeys: many(bookKey(), 2000),
      bankIds: many(id(), 2000),
    }),
    labels,
  ).answers<MatchView>(),
  /** 取消勾对 (not of written-off matches). */
  unmatch: post(
    '/api/reconciliation/unmatch',
    object({ subjectCode: subjectCode(), matchIds: many(id(), 20_000) }),
    labels,
  ).answers<{ unmatched: number }>(),
  /** 核销: every matched group whose items are all dated on or before dateTo. */
  writeOff: post(
    '/api/reconciliation/writeOff',
    object({ subjectCode: subjectCode(), dateTo: day() }),
    labels,
  ).answers<WriteOffBatch>(),
  /** 取消核销 of the latest batch. */
  cancelWriteOff: post(
    '/api/reconciliation/cancelWriteOff',
    object({ subjectCode: subjectCode(), batchId: id() }),
    labels,
  ).answers<{ restored: number }>(),
  writeOffs: get('/api/reconciliation/writeOffs', bySubject, labels).answers<WriteOffBatch[]>(),
  adjustment: get(
    '/api/reconciliation/adjustment',
    object({ subjectCode: subjectCode(), asOf: day() }),
    labels,
  ).answers<AdjustmentView>(),
  outstanding: get(
    '/api/reconciliation/outstanding',
    object({ subjectCode: subjectCode(), asOf: day(), days: optional(intIn(0, MAX_LONG_DAYS)) }),
    labels,
  ).answers<OutstandingView>(),
};
