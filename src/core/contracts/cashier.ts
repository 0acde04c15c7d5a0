// /api/bankAccount and /api/cashier: the unit's bank accounts (银行账户 setting), the cashier's own
// cash and bank accounts, each tied to an end-level 101/102 subject, the cashier journal (entries
// typed by the cashier, or brought in from vouchers: a voucher line once only), the daily and
// monthly reports with the check against the ledger, and the cashier month close. The spec names
// none of these paths (spec 001 §2.5 lists the screens only).
import { array, boolean, nullable, object, optional, refine, size } from 'superstruct';
import type { AccountKind, DifferenceReason, EntrySource, SettleMethod } from '../cashier';
import { SETTLE_METHODS } from '../cashier/types';
import { cashAmount, cashSubjectCode, oneOf, optionalText, signedCashAmount } from './cashier-fields';
import { get, post } from './contract';
import { isoDate } from './ledger-query';
import { flag, id, intIn, text, trimmedString, uuid } from './structs';

// ---- answers ----

/** A cashier account (出纳现金账户 / 出纳银行账户). */
export interface CashierAccount {
  id: number;
  kind: AccountKind;
  /** 账户编码, unique in the ledger set. */
  code: string;
  name: string;
  /** The end-level 101 (cash) or 102 (bank) subject the ledger keeps it in. */
  subjectCode: string;
  subjectName: string;
  /** The unit's bank account (bank kind only). */
  bankAccountId: number | null;
  bankName: string | null;
  accountNo: string | null;
  /** 启用日期: the book starts here. */
  openedOn: string;
  /** The balance on the opening day, before its entries. */
  openingBalance: string;
  enabled: boolean;
  version: number;
}

/** An entry of the cashier book. */
export interface CashierEntry {
  /** Made by the client (uuid), so an entry typed offline and its replay name one entry. */
  id: string;
  accountId: number;
  date: string;
  /** Order of business within the ledger set; later entries of a day come after. */
  seq: number;
  summary: string;
  settleMethod: SettleMethod | '';
  /** 票号 / 结算号 */
  settleNo: string;
  /** 对方单位 */
  counterparty: string;
  /** 对方科目 (code and name, as typed or from the voucher's other lines). */
  counterSubject: string;
  receipt: string;
  payment: string;
  source: EntrySource;
  voucherId: string | null;
  lineNo: number | null;
  /** 凭证字号 (记-12) of the voucher it came from, as the voucher is numbered now. */
  voucherWord: string | null;
  /** 录入人 */
  createdBy: string;
  version: number;
}

/** A month of one account's book: the entries and what the journal needs around them. */
export interface JournalAnswer {
  account: CashierAccount;
  year: number;
  month: number;
  /** Balance before the month's first entry (or the opening balance in the opening month). */
  opening: string;
  openingLabel: string;
  openingDate: string;
  closingDate: string;
  /** Receipts and payments of the year before this month. */
  yearBefore: { receipt: string; payment: string };
  /** The cashier month is closed: no entry may be added, changed or deleted. */
  closed: boolean;
  entries: CashierEntry[];
}

/** A voucher line on a cashier account's subject, as 生成出纳账 offers it. */
export interface VoucherLineOffer {
  voucherId: string;
  lineNo: number;
  date: string;
  /** 记-12 */
  word: string;
  status: 'saved' | 'audited' | 'posted';
  summary: string;
  accountId: number;
  accountLabel: string;
  receipt: string;
  payment: string;
  /** The voucher's other subjects (对方科目). */
  counterSubject: string;
  /** The entry it is in the cashier book as (already brought in). */
  entryId: string | null;
  /** A typed entry of the same day, side and amount (bringing it in would likely count it twice). */
  lookalikeEntryId: string | null;
  /** The cashier month is closed: it cannot be brought in. */
  monthClosed: boolean;
}

/** One side of the check: opening, receipts, payments, closing. */
export interface CheckFigures {
  opening: string;
  receipt: string;
  payment: string;
  closing: string;
}

/** An account's row of the daily or monthly report, with the ledger's figures beside the book's. */
export interface CashReportRow {
  accountId: number;
  kind: AccountKind;
  code: string;
  name: string;
  subjectCode: string;
  subjectName: string;
  book: CheckFigures;
  receiptCount: number;
  paymentCount: number;
  ledger: CheckFigures;
  difference: CheckFigures;
  agrees: boolean;
  /** The difference in words (相符 when it agrees). */
  describe: string;
  /** Monthly report: receipts and payments of the year to the month's end. */
  yearReceipt?: string;
  yearPayment?: string;
}

export interface CashReportTotal {
  kind: AccountKind | 'all';
  label: string;
  book: CheckFigures;
  receiptCount: number;
  paymentCount: number;
  ledger: CheckFigures;
  difference: CheckFigures;
}

export interface DailyReportAnswer {
  date: string;
  includeUnposted: boolean;
  rows: CashReportRow[];
  totals: CashReportTotal[];
}

export interface MonthlyReportAnswer {
  year: number;
  month: number;
  includeUnposted: boolean;
  /** The cashier month is closed. */
  closed: boolean;
  rows: CashReportRow[];
  totals: CashReportTotal[];
}

/** An item behind a difference (see src/core/cashier/check.ts). */
export interface DifferenceItemView {
  reason: DifferenceReason;
  reasonLabel: string;
  date: string;
  summary: string;
  word: string | null;
  entryId: string | null;
  voucherId: string | null;
  lineNo: number | null;
  bookReceipt: string;
  bookPayment: string;
  ledgerDebit: string;
  ledgerCredit: string;
}

export interface DifferencesAnswer {
  accountId: number;
  dateFrom: string;
  dateTo: string;
  items: DifferenceItemView[];
}

/** The explanation a month was closed with, for an account that disagreed. */
export interface CloseExplanation {
  accountId: number;
  label: string;
  describe: string;
  text: string;
}

export interface CashierMonth {
  year: number;
  month: number;
  closed: boolean;
  closedAt: string | null;
  closedBy: string | null;
  explanations: CloseExplanation[];
}

export interface CashierPeriodsAnswer {
  year: number;
  /** The cashier book's first month (its earliest account's opening); null: no account yet. */
  firstMonth: { year: number; month: number } | null;
  months: CashierMonth[];
}

// ---- requests ----

const labels = {
  id: 'ID',
  version: '版本号',
  includeDisabled: '含停用',
  enabled: '启用',
  bankName: '开户行',
  accountName: '户名',
  accountNo: '账号',
  depositType: '存款种类',
  subjectCode: '对应科目',
  openedOn: '启用日期',
  remark: '备注',
  kind: '账户类型',
  code: '账户编码',
  name: '账户名称',
  bankAccountId: '银行账户',
  openingBalance: '期初余额',
  accountId: '出纳账户',
  year: '年度',
  month: '月份',
  date: '日期',
  summary: '摘要',
  settleMethod: '结算方式',
  settleNo: '票号',
  counterparty: '对方单位',
  counterSubject: '对方科目',
  receipt: '收入金额',
  payment: '支出金额',
  dateFrom: '开始日期',
  dateTo: '结束日期',
  lines: '凭证分录',
  entryId: '手工出纳账',
  voucherId: '凭证',
  lineNo: '分录行号',
  includeUnposted: '含未记账凭证',
  explanations: '差异说明',
  text: '差异说明',
};

const version = () => optional(nullable(intIn(1, 2_147_483_647)));

const accountCode = () =>
  refine(trimmedString(), 'accountCode', (v) =>
    /^[A-Za-z0-9]{1,20}$/.test(v) ? true : '只能由字母或数字组成，长度 1 到 20 位',
  );

export const CashierAccountSave = object({
  id: optional(nullable(id())),
  kind: oneOf(['cash', 'bank'] as const),
  code: accountCode(),
  name: text(40),
  subjectCode: cashSubjectCode(),
  bankAccountId: optional(nullable(id())),
  openedOn: isoDate(),
  openingBalance: signedCashAmount(),
  version: version(),
});

/** An entry typed by the cashier (新增 with a new id, 修改 with its id and version). */
export const CashierEntrySave = object({
  id: uuid(),
  accountId: id(),
  date: isoDate(),
  summary: text(100),
  settleMethod: optional(nullable(oneOf(['', ...SETTLE_METHODS] as const))),
  settleNo: optionalText(30),
  counterparty: optionalText(60),
  counterSubject: optionalText(80),
  receipt: cashAmount(),
  payment: cashAmount(),
  version: version(),
});

/** A voucher line to bring in; with entryId, the cashier's typed entry it stands for takes the line instead. */
const LineRef = object({ voucherId: uuid(), lineNo: intIn(1, 10_000), entryId: optional(nullable(uuid())) });

const byId = object({ id: id(), version: version() });
const Period = object({ year: intIn(2000, 2100), month: intIn(1, 12) });

export const CloseMonth = object({
  year: intIn(2000, 2100),
  month: intIn(1, 12),
  explanations: optional(size(array(object({ accountId: id(), text: optionalText(200) })), 0, 500)),
});

export const cashierContracts = {
  accounts: get('/api/cashier/accounts', object({ includeDisabled: optional(flag()) }), labels).answers<
    CashierAccount[]
  >(),
  saveAccount: post('/api/cashier/saveAccount', CashierAccountSave, labels).answers<CashierAccount>(),
  setAccountEnabled: post(
    '/api/cashier/setAccountEnabled',
    object({ id: id(), enabled: boolean(), version: version() }),
    labels,
  ).answers<CashierAccount>(),
  /** Refused while the account has entries or cheques. */
  deleteAccount: post('/api/cashier/deleteAccount', byId, labels).answers<{ id: number }>(),

  journal: get(
    '/api/cashier/journal',
    object({ accountId: id(), year: intIn(2000, 2100), month: intIn(1, 12) }),
    labels,
  ).answers<JournalAnswer>(),
  saveEntry: post('/api/cashier/saveEntry', CashierEntrySave, labels).answers<CashierEntry>(),
  deleteEntry: post('/api/cashier/deleteEntry', object({ id: uuid(), version: version() }), labels).answers<{
    id: string;
  }>(),

  /** 生成出纳账: the voucher lines on the cashier accounts' subjects in a period. */
  voucherLines: get(
    '/api/cashier/voucherLines',
    object({ dateFrom: isoDate(), dateTo: isoDate(), accountId: optional(id()) }),
    labels,
  ).answers<VoucherLineOffer[]>(),
  /**
   * Brings the lines into the cashier book, or links a line to the typed entry it stands for (same
   * account, day, side and amount); refused (nothing written) if any line is already in it.
   */
  importLines: post(
    '/api/cashier/importLines',
    object({
      lines: refine(array(LineRef), 'lines', (l) =>
        l.length === 0 ? '不能为空' : l.length > 500 ? '一次最多 500 条' : true,
      ),
    }),
    labels,
  ).answers<{ entries: CashierEntry[]; linked: number }>(),

  dailyReport: get(
    '/api/cashier/dailyReport',
    object({ date: isoDate(), includeUnposted: optional(flag()) }),
    labels,
  ).answers<DailyReportAnswer>(),
  monthlyReport: get(
    '/api/cashier/monthlyReport',
    object({ year: intIn(2000, 2100), month: intIn(1, 12), includeUnposted: optional(flag()) }),
    labels,
  ).answers<MonthlyReportAnswer>(),
  differences: get(
    '/api/cashier/differences',
    object({
      accountId: id(),
      dateFrom: isoDate(),
      dateTo: isoDate(),
      includeUnposted: optional(flag()),
    }),
    labels,
  ).answers<DifferencesAnswer>(),

  periods: get(
    '/api/cashier/periods',
    object({ year: intIn(2000, 2100) }),
    labels,
  ).answers<CashierPeriodsAnswer>(),
  closeMonth: post('/api/cashier/closeMonth', CloseMonth, labels).answers<CashierMonth>(),
  reopenMonth: post('/api/cashier/reopenMonth', Period, labels).answers<CashierMonth>(),
};
