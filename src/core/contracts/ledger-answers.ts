// What the books and statements answer (src/core/contracts/ledger.ts): the server builds these and
// the book screens read them. Amounts are Money (decimal strings with two decimals), balances a side
// 借/贷/平 with an amount that is never negative (ShownBalance).
import type { BalanceSide, ShownBalance } from '../books/direction';
import type { StatementLine, TieOut } from '../books/statements';
import type { Money } from '../money';
import type { VoucherStatus } from '../voucher/types';

/** The subject's own side, as the books print it. */
export type SubjectSide = '借' | '贷';

export interface DebitCredit {
  debit: Money;
  credit: Money;
}

/** An auxiliary item a line carries. */
export interface AuxView {
  typeNo: string;
  typeName: string;
  infoNo: string;
  infoName: string;
}

/** The subject a book is kept on. */
export interface SubjectHead {
  code: string;
  name: string;
  codeFullName: string;
  balanceDirection: SubjectSide;
}

export type BookRowKind = 'opening' | 'line' | 'dayTotal' | 'monthTotal' | 'yearTotal';

/** A row of a detail book: a voucher line, or the opening, day, month and year-to-date rows. */
export interface BookRow extends DebitCredit {
  kind: BookRowKind;
  month: number;
  voucherDate: string | null;
  voucherId: string | null;
  voucherType: string | null;
  voucherNo: number | null;
  /** "记-12" */
  voucherWord: string | null;
  status: VoucherStatus | null;
  lineNo: number | null;
  /** 期初余额/上年结转/本日合计/本月合计/本年累计 on rows that are not lines. */
  summary: string;
  code: string | null;
  codeName: string | null;
  departmentCode: string | null;
  departmentName: string | null;
  auxis: AuxView[];
  direction: BalanceSide;
  balance: Money;
}

/** One page of a detail book; the opening row comes on the first page only. */
export interface BookPage<R = BookRow> {
  rows: R[];
  nextCursor: string | null;
}

/** 明细账 */
export interface DetailAnswer extends BookPage {
  subject: SubjectHead;
}

export interface Column {
  key: string;
  name: string;
}

/** A 多栏账 row: each amount also in its column, in the subject's direction. */
export interface MultiColumnRow extends BookRow {
  columns: Record<string, Money>;
}

export interface MultiColumnAnswer extends BookPage<MultiColumnRow> {
  subject: SubjectHead;
  columns: Column[];
}

/** 现金/银行日记账 */
export interface JournalAnswer extends BookPage {
  subjects: SubjectHead[];
}

export interface DepartmentDetailAnswer extends BookPage {
  department: { code: string; name: string };
  subject: SubjectHead | null;
}

export interface AuxDetailAnswer extends BookPage {
  item: AuxView;
  subject: SubjectHead | null;
}

export interface BalanceFigures extends DebitCredit {
  openingDebit: Money;
  openingCredit: Money;
  /** 本年累计 to monthTo */
  yearDebit: Money;
  yearCredit: Money;
  closingDebit: Money;
  closingCredit: Money;
}

export interface BalanceRow extends BalanceFigures {
  code: string;
  name: string;
  level: number;
  isLeaf: boolean;
  category: string;
  /** The subject's own direction. */
  balanceDirection: SubjectSide;
}

/** 科目余额表 */
export interface BalanceAnswer {
  rows: BalanceRow[];
  /** Sums the outermost shown rows. */
  total: BalanceFigures;
  /** Debit columns equal credit columns (meaningful when no code range cuts the chart). */
  balanced: boolean;
}

/** 部门余额表 and 辅助项目余额表: the 科目余额表 of each department or item. */
export interface BalanceGroup {
  /** Department code, or the auxiliary item's number. */
  key: string;
  name: string;
  rows: BalanceRow[];
  total: BalanceFigures;
}

export interface GroupsAnswer {
  groups: BalanceGroup[];
}

export interface GeneralRow extends DebitCredit {
  kind: 'opening' | 'monthTotal' | 'yearTotal';
  month: number;
  summary: string;
  direction: BalanceSide;
  balance: Money;
}

export interface GeneralSubject {
  code: string;
  name: string;
  level: number;
  balanceDirection: SubjectSide;
  rows: GeneralRow[];
}

/** 总账 */
export interface GeneralAnswer {
  subjects: GeneralSubject[];
}

/** 部门总账: 总账 over the department's lines, only the subjects it touches. */
export interface DepartmentGeneralAnswer extends GeneralAnswer {
  department: { code: string; name: string };
}

/** A day as the daily reports send it: the balance before, the day's amounts and counts, after. */
export interface DayFigures extends DebitCredit {
  previous: ShownBalance;
  debitCount: number;
  creditCount: number;
  today: ShownBalance;
}

export interface DayRow extends DayFigures {
  code: string;
  name: string;
  level: number;
  isLeaf: boolean;
}

export interface DailyRow extends DayRow {
  kind: 'cash' | 'bank';
}

export interface DailyTotal extends DayFigures {
  kind: 'cash' | 'bank' | 'all';
  label: string;
}

/** 现金银行日报表 */
export interface DailyAnswer {
  date: string;
  rows: DailyRow[];
  totals: DailyTotal[];
}

/** 其他日报表 */
export interface OtherDailyAnswer {
  date: string;
  /** How the subjects were chosen: listed codes, a code range, or all outside cash and bank. */
  scope: 'codes' | 'range' | 'all';
  rows: DayRow[];
  total: DayFigures;
}

export interface DepartmentDay {
  code: string;
  name: string;
  rows: DayRow[];
  /** 小计: the outermost shown subjects of the department. */
  total: DayFigures;
}

/** 部门日报表: per department its subjects and 小计, then 合计. */
export interface DepartmentDailyAnswer {
  date: string;
  departments: DepartmentDay[];
  total: DayFigures;
}

export interface SummaryRow extends DebitCredit {
  code: string;
  name: string;
  level: number;
}

export interface VoucherCount {
  voucherType: string;
  voucherTypeName: string;
  count: number;
  /** 附单据张数 */
  attachments: number;
  /** The number span, for a single month only (numbers start again each month). */
  firstNo: number | null;
  lastNo: number | null;
}

/** 科目汇总表 */
export interface SubjectSummaryAnswer {
  /** balances: whole months from the period balances; vouchers: the voucher lines of the range. */
  source: 'balances' | 'vouchers';
  rows: SummaryRow[];
  total: DebitCredit;
  balanced: boolean;
  vouchers: VoucherCount[];
  voucherCount: number;
  attachmentCount: number;
}

export interface NumberGap {
  from: number;
  to: number;
}

export interface NumberRow {
  month: number;
  voucherType: string;
  voucherTypeName: string;
  count: number;
  firstNo: number;
  lastNo: number;
  gaps: NumberGap[];
  missingCount: number;
  saved: number;
  audited: number;
  posted: number;
}

/** 凭证号查询 */
export interface VoucherNumbersAnswer {
  rows: NumberRow[];
  gapCount: number;
}

export interface DepartmentSubjectRow extends DebitCredit {
  code: string;
  name: string;
  level: number;
  isLeaf: boolean;
  /** department code -> the subject's period figures in it (departments without any are left out) */
  departments: Record<string, DebitCredit>;
}

/** 部门科目汇总表 */
export interface DepartmentSubjectsAnswer {
  /** Those with movements in the period. */
  departments: { code: string; name: string }[];
  rows: DepartmentSubjectRow[];
  /** 合计 row: per department and overall, over the outermost shown subjects. */
  total: DebitCredit & { departments: Record<string, DebitCredit> };
}

export interface ClassificationType extends DebitCredit {
  voucherType: string;
  voucherTypeName: string;
  count: number;
  /** The number range, for a single month only (numbers start again each month). */
  firstNo: number | null;
  lastNo: number | null;
  /** first-level subjects the type's lines touch, by code */
  rows: (DebitCredit & { code: string; name: string })[];
}

/** 凭证分类汇总表 */
export interface VoucherClassificationAnswer extends DebitCredit {
  types: ClassificationType[];
  voucherCount: number;
  balanced: boolean;
}

/** 资产负债表 (with its tie-out) and 收入支出表. */
export interface StatementAnswer {
  title: string;
  formNo: string;
  year: number;
  month: number;
  annual: boolean;
  columns: readonly [string, string];
  lines: StatementLine[];
  tieOut?: TieOut;
}
