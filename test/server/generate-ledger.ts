// A generator of realistic union ledgers for tests, benchmarks and e2e: receipts of 拨缴经费 and
// subsidies into the bank, cash withdrawals, expenses by department and project paid from bank or
// cash, staff advances and their settlement, payables, fixed-asset purchases (with the 资产基金 entry)
// and depreciation, plus red-ink corrections, spread over months with gapless numbers. Seeded, so a
// run is reproducible. Writers put it into the database directly (bulk SQL, consistent period
// balances) or through the voucher API (save, audit, post) for end-to-end checks.
import { fromCents } from '../../src/core/money.ts';
import { auxKeyOf } from '../../src/core/subjects/aux-key.ts';
import type { Category, Direction } from '../../src/core/subjects/types.ts';

export interface GenSubject {
  code: string;
  category: Category;
  direction: Direction;
  deptAccounting: boolean;
  /** Type numbers of the auxiliary types the subject requires, sorted. */
  auxTypes: string[];
}

export interface LedgerSetup {
  ledgerSetId: number;
  leaves: Map<string, GenSubject>;
  departments: string[];
  /** typeNo -> item numbers */
  auxItems: Map<string, string[]>;
  users: { preparer: number; auditor: number; poster: number };
}

export interface GenLine {
  lineNo: number;
  summary: string;
  code: string;
  deptCode: string | null;
  auxKey: string;
  /** cents; one side non-zero, negative for red ink */
  debit: bigint;
  credit: bigint;
}

export type GenStatus = 'saved' | 'audited' | 'posted';

export interface GenVoucher {
  id: string;
  year: number;
  month: number;
  date: string;
  type: string;
  no: number;
  status: GenStatus;
  lines: GenLine[];
}

/** mulberry32: small, fast, good enough for test data. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface GenerateOptions {
  seed?: number;
  year: number;
  months?: number[];
  /** Vouchers per month. */
  perMonth: number;
  /** Share of the last month's vouchers left unposted (half saved, half audited). */
  unpostedShare?: number;
  /** Numbers to leave out (deleted vouchers), as a share of each month's vouchers. */
  gapShare?: number;
  type?: string;
}

type Template = (pick: Picker) => Omit<GenLine, 'lineNo'>[] | null;

interface Picker {
  int(min: number, max: number): number;
  one<T>(list: readonly T[]): T;
  amount(): bigint;
  line(code: string, side: 'debit' | 'credit', amount: bigint, summary: string): Omit<GenLine, 'lineNo'>;
  leaves(...roots: string[]): string[];
}

const templates: readonly (readonly [number, Template])[] = [
  [
    4,
    (p) => {
      const bank = p.leaves('102');
      const income = p.leaves('402', '403', '401', '404', '408');
      if (!bank.length || !income.length) return null;
      // Receipts are fewer and larger than payments, so the books stay in funds over a year.
      const parts = [p.amount() * 4n, p.amount() * 4n].slice(0, p.int(1, 2));
      const total = parts.reduce((a, b) => a + b, 0n);
      const summary = p.one(['收到拨缴经费', '收到上级补助', '收到会费', '收到其他收入']);
      return [
        p.line(p.one(bank), 'debit', total, summary),
        ...parts.map((a) => p.line(p.one(income), 'credit', a, summary)),
      ];
    },
  ],
  [
    1,
    (p) => {
      const cash = p.leaves('101');
      const bank = p.leaves('102');
      if (!cash.length || !bank.length) return null;
      const a = p.amount() / 10n + 100n;
      return [p.line(p.one(cash), 'debit', a, '提取备用金'), p.line(p.one(bank), 'credit', a, '提取备用金')];
    },
  ],
  [
    6,
    (p) => {
      const expense = p.leaves('50');
      const pay = p.int(0, 4) === 0 ? p.leaves('101') : p.leaves('102');
      if (!expense.length || !pay.length) return null;
      const summary = p.one([
        '职工活动费用',
        '会议费',
        '培训费',
        '慰问品采购',
        '印刷费',
        '差旅费报销',
        '办公用品',
      ]);
      const parts = Array.from({ length: p.int(1, 4) }, () => p.amount());
      const total = parts.reduce((a, b) => a + b, 0n);
      return [
        ...parts.map((a) => p.line(p.one(expense), 'debit', a, summary)),
        p.line(p.one(pay), 'credit', total, summary),
      ];
    },
  ],
  [
    2,
    (p) => {
      const recv = p.leaves('135');
      const cash = p.leaves('101', '102');
      if (!recv.length || !cash.length) return null;
      const a = p.amount() / 4n + 100n;
      return [p.line(p.one(recv), 'debit', a, '职工借款'), p.line(p.one(cash), 'credit', a, '职工借款')];
    },
  ],
  [
    2,
    (p) => {
      const recv = p.leaves('135');
      const expense = p.leaves('50');
      if (!recv.length || !expense.length) return null;
      const a = p.amount() / 4n + 100n;
      return [
        p.line(p.one(expense), 'debit', a, '报销冲借款'),
        p.line(p.one(recv), 'credit', a, '报销冲借款'),
      ];
    },
  ],
  [
    2,
    (p) => {
      const payable = p.leaves('215');
      const expense = p.leaves('50');
      const bank = p.leaves('102');
      if (!payable.length || !expense.length || !bank.length) return null;
      const a = p.amount();
      return p.int(0, 1) === 0
        ? [
            p.line(p.one(expense), 'debit', a, '计提应付费用'),
            p.line(p.one(payable), 'credit', a, '计提应付费用'),
          ]
        : [p.line(p.one(payable), 'debit', a, '支付应付款'), p.line(p.one(bank), 'credit', a, '支付应付款')];
    },
  ],
  [
    1,
    (p) => {
      const fixed = p.leaves('162');
      const fund = p.leaves('30104');
      const capital = p.leaves('507');
      const bank = p.leaves('102');
      if (!fixed.length || !fund.length || !capital.length || !bank.length) return null;
      const a = p.amount() * 3n;
      const s = '购置固定资产';
      return [
        p.line(p.one(fixed), 'debit', a, s),
        p.line(p.one(fund), 'credit', a, s),
        p.line(p.one(capital), 'debit', a, s),
        p.line(p.one(bank), 'credit', a, s),
      ];
    },
  ],
  [
    1,
    (p) => {
      const fund = p.leaves('30104');
      const depreciation = p.leaves('163');
      if (!fund.length || !depreciation.length) return null;
      const a = p.amount() / 5n + 100n;
      return [
        p.line(p.one(fund), 'debit', a, '计提折旧'),
        p.line(p.one(depreciation), 'credit', a, '计提折旧'),
      ];
    },
  ],
  [
    1,
    (p) => {
      // 红字冲销: a correction of an expense paid from the bank, negative on the same sides.
      const expense = p.leaves('50');
      const bank = p.leaves('102');
      if (!expense.length || !bank.length) return null;
      const a = -(p.amount() / 10n + 100n);
      return [
        p.line(p.one(expense), 'debit', a, '冲销多记费用'),
        p.line(p.one(bank), 'credit', a, '冲销多记费用'),
      ];
    },
  ],
];

function uuidFrom(next: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

export function generateLedger(setup: LedgerSetup, opts: GenerateOptions): GenVoucher[] {
  const next = random(opts.seed ?? 20260101);
  const codes = [...setup.leaves.keys()];
  const leafCache = new Map<string, string[]>();
  const picker: Picker = {
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    one: (list) => list[Math.floor(next() * list.length)] as (typeof list)[number],
    // Log-uniform between 10.00 and 50,000.00, whole cents.
    amount: () => BigInt(Math.round(1000 * 5000 ** next())),
    line(code, side, amount, summary) {
      const s = setup.leaves.get(code);
      if (!s) throw new Error(`未知科目 ${code}`);
      const auxKey = auxKeyOf(
        s.auxTypes.map((t) => ({ typeNo: t, infoNo: picker.one(setup.auxItems.get(t) ?? []) })),
      );
      return {
        summary,
        code,
        deptCode: s.deptAccounting ? picker.one(setup.departments) : null,
        auxKey,
        debit: side === 'debit' ? amount : 0n,
        credit: side === 'credit' ? amount : 0n,
      };
    },
    leaves(...roots) {
      const key = roots.join(',');
      let list = leafCache.get(key);
      if (!list) {
        list = codes.filter((c) => roots.some((r) => c.startsWith(r)));
        leafCache.set(key, list);
      }
      return list;
    },
  };
  const weights = templates.reduce((a, [w]) => a + w, 0);
  const months = opts.months ?? [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
  const lastMonth = Math.max(...months);
  const type = opts.type ?? '记';
  const out: GenVoucher[] = [];
  for (const month of months) {
    const dates = Array.from({ length: opts.perMonth }, () => picker.int(1, daysIn(opts.year, month))).sort(
      (a, b) => a - b,
    );
    let no = 0;
    for (const day of dates) {
      let lines: Omit<GenLine, 'lineNo'>[] | null = null;
      while (!lines) {
        let roll = next() * weights;
        let found = templates[0];
        for (const t of templates) {
          roll -= t[0];
          found = t;
          if (roll < 0) break;
        }
        lines = found ? found[1](picker) : null;
      }
      no += 1;
      if (opts.gapShare && next() < opts.gapShare) no += 1;
      let status: GenStatus = 'posted';
      if (month === lastMonth && opts.unpostedShare && next() < opts.unpostedShare) {
        status = next() < 0.5 ? 'saved' : 'audited';
      }
      out.push({
        id: uuidFrom(next),
        year: opts.year,
        month,
        date: `${opts.year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
        type,
        no,
        status,
        lines: lines.map((l, i) => ({ ...l, lineNo: i + 1 })),
      });
    }
  }
  return out;
}

export const lineCount = (vouchers: readonly GenVoucher[]) =>
  vouchers.reduce((a, v) => a + v.lines.length, 0);

export function saveBody(v: GenVoucher) {
  return {
    id: v.id,
    voucherDate: v.date,
    voucherType: v.type,
    numberOfDocument: 1,
    entries: v.lines.map((l) => ({
      summary: l.summary,
      code: l.code,
      auxis:
        l.auxKey === ''
          ? []
          : l.auxKey.split(';').map((p) => ({ typeNo: p.split(':')[0], infoNo: p.split(':')[1] })),
      departmentCode: l.deptCode,
      debitAmount: l.debit === 0n ? '' : fromCents(l.debit),
      creditAmount: l.credit === 0n ? '' : fromCents(l.credit),
    })),
  };
}

export {
  type InsertOptions,
  insertLedger,
  loadSetup,
  type PrepareOptions,
  prepareLedgerSet,
  verifyBalances,
} from './generate-ledger-db.ts';
