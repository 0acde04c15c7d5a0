// The answers of the books and statements API (server/modules/ledger/routes.ts has the contract):
// amounts are strings with two decimals, balances {direction 借/贷/平, balance never negative}.
import type { BalanceSide } from '../../core/books/direction';

export const LedgerPath = {
  balance: '/api/ledger/balance',
  general: '/api/ledger/general',
  detail: '/api/ledger/detail',
  multiColumn: '/api/ledger/multiColumn',
  journal: '/api/ledger/journal',
  dailyReport: '/api/ledger/dailyReport',
  otherDailyReport: '/api/ledger/otherDailyReport',
  departmentDailyReport: '/api/ledger/departmentDailyReport',
  subjectSummary: '/api/ledger/subjectSummary',
  voucherNumbers: '/api/ledger/voucherNumbers',
  departmentBalance: '/api/ledger/departmentBalance',
  departmentDetail: '/api/ledger/departmentDetail',
  departmentSubjects: '/api/ledger/departmentSubjects',
  voucherClassification: '/api/ledger/voucherClassification',
  auxBalance: '/api/ledger/auxBalance',
  auxDetail: '/api/ledger/auxDetail',
  balanceSheet: '/api/report/balanceSheet',
  incomeExpense: '/api/report/incomeExpense',
} as const;

export type BookRowKind = 'opening' | 'line' | 'dayTotal' | 'monthTotal' | 'yearTotal';
export type VoucherStatus = 'saved' | 'audited' | 'posted';

export interface AuxRef {
  typeNo: string;
  typeName: string;
  infoNo: string;
  infoName: string;
}

export interface BookRow {
  kind: BookRowKind;
  month: number;
  voucherDate: string | null;
  voucherId: string | null;
  voucherType: string | null;
  voucherNo: number | null;
  voucherWord: string | null;
  status: VoucherStatus | null;
  lineNo: number | null;
  summary: string;
  code: string | null;
  codeName: string | null;
  departmentCode: string | null;
  departmentName: string | null;
  auxis: AuxRef[];
  debit: string;
  credit: string;
  direction: BalanceSide;
  balance: string;
}

export interface BalanceFigures {
  openingDebit: string;
  openingCredit: string;
  debit: string;
  credit: string;
  yearDebit: string;
  yearCredit: string;
  closingDebit: string;
  closingCredit: string;
}

export interface BalanceRow extends BalanceFigures {
  code: string;
  name: string;
  level: number;
  isLeaf: boolean;
  category: string;
  balanceDirection: '借' | '贷';
}

export interface BalanceAnswer {
  rows: BalanceRow[];
  total: BalanceFigures;
  balanced: boolean;
}

export interface BookSubject {
  code: string;
  name: string;
  codeFullName: string;
  balanceDirection: '借' | '贷';
}

export interface DetailAnswer {
  subject: BookSubject;
  rows: BookRow[];
  nextCursor: string | null;
}

export interface GeneralRow {
  kind: 'opening' | 'monthTotal' | 'yearTotal';
  month: number;
  summary: string;
  debit: string;
  credit: string;
  direction: BalanceSide;
  balance: string;
}

export interface GeneralAnswer {
  subjects: {
    code: string;
    name: string;
    level: number;
    balanceDirection: '借' | '贷';
    rows: GeneralRow[];
  }[];
}

export interface MultiColumnRow extends BookRow {
  columns: Record<string, string>;
}

export interface MultiColumnAnswer {
  subject: BookSubject;
  columns: { key: string; name: string }[];
  rows: MultiColumnRow[];
  nextCursor: string | null;
}

export interface JournalAnswer {
  subjects: BookSubject[];
  rows: BookRow[];
  nextCursor: string | null;
}

export interface ShownBalance {
  direction: BalanceSide;
  balance: string;
}

export interface DailyFigures {
  previous: ShownBalance;
  debit: string;
  credit: string;
  debitCount: number;
  creditCount: number;
  today: ShownBalance;
}

export interface DailyAnswer {
  date: string;
  rows: (DailyFigures & {
    kind: 'cash' | 'bank';
    code: string;
    name: string;
    level: number;
    isLeaf: boolean;
  })[];
  totals: (DailyFigures & { kind: 'cash' | 'bank' | 'all'; label: string })[];
}

export interface DayRow extends DailyFigures {
  code: string;
  name: string;
  level: number;
  isLeaf: boolean;
}

/** 其他日报表 */
export interface OtherDailyAnswer {
  date: string;
  /** How the subjects were chosen: listed codes, a code range, or all outside cash and bank. */
  scope: 'codes' | 'range' | 'all';
  rows: DayRow[];
  total: DailyFigures;
}

/** 部门日报表: per department its subjects and 小计, then 合计. */
export interface DepartmentDailyAnswer {
  date: string;
  departments: { code: string; name: string; rows: DayRow[]; total: DailyFigures }[];
  total: DailyFigures;
}

export interface SubjectSummaryAnswer {
  /** balances: whole months from the period balances; vouchers: the lines of the filtered vouchers. */
  source?: 'balances' | 'vouchers';
  rows: { code: string; name: string; level: number; debit: string; credit: string }[];
  total: { debit: string; credit: string };
  balanced: boolean;
  vouchers: {
    voucherType: string;
    voucherTypeName: string;
    count: number;
    /** 附单据张数 */
    attachments?: number;
    firstNo: number | null;
    lastNo: number | null;
  }[];
  voucherCount: number;
  attachmentCount?: number;
}

export interface VoucherNumbersAnswer {
  rows: {
    month: number;
    voucherType: string;
    voucherTypeName: string;
    count: number;
    firstNo: number | null;
    lastNo: number | null;
    gaps: { from: number; to: number }[];
    missingCount: number;
    saved: number;
    audited: number;
    posted: number;
  }[];
  gapCount: number;
}

export interface BalanceGroup {
  key: string;
  name: string;
  rows: BalanceRow[];
  total: BalanceFigures;
}

export interface GroupsAnswer {
  groups: BalanceGroup[];
}

export interface DepartmentDetailAnswer {
  department: { code: string; name: string };
  subject: BookSubject | null;
  rows: BookRow[];
  nextCursor: string | null;
}

export interface AuxDetailAnswer {
  item: AuxRef;
  subject: BookSubject | null;
  rows: BookRow[];
  nextCursor: string | null;
}

/** A statement line as it travels (src/core/books/statements.ts StatementLine, amounts as text). */
export interface StatementLine {
  no: number;
  key: string;
  name: string;
  indent: number;
  isTotal: boolean;
  codes: string[];
  values: [string, string];
  note?: string;
}

export interface TieOut {
  balanced: boolean;
  differences: [string, string];
  problems: string[];
}

export interface StatementAnswer {
  title: string;
  formNo: string;
  year: number;
  month: number;
  annual: boolean;
  columns: [string, string];
  lines: StatementLine[];
  tieOut?: TieOut;
}
