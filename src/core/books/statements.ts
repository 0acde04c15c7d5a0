// The union statements of 工会会计制度 (财会〔2021〕7号 附录1 第四部分; domain/NOTES.md §1.3):
// 资产负债表 (工会01表), line by line, computed from first-level balances; 收入支出表 (工会02表)
// is in income-expense.ts. Lines of subjects outside the ledger set's chart kind are left out
// unless they carry an amount.
import { fromCents, type Money } from '../money';
import type { Category, ChartKind } from '../subjects/types';

type Side = 'asset' | 'liability' | 'netAsset';

interface ItemLine {
  key: string;
  name: string;
  indent: number;
  /** Amount = Σ sign × debit-net of these first-level codes. */
  terms: readonly (readonly [code: string, sign: 1 | -1])[];
  kinds: readonly ChartKind[];
  interimOnly?: boolean;
}
interface SumLine {
  key: string;
  name: string;
  indent: number;
  sum: readonly (readonly [key: string, sign: 1 | -1])[];
}
type BsLine = (ItemLine | SumLine) & { side: Side };

export const both: readonly ChartKind[] = ['grassroots', 'county'];
export const county: readonly ChartKind[] = ['county'];
export const grassroots: readonly ChartKind[] = ['grassroots'];
const dr = (...codes: string[]) => codes.map((c) => [c, 1] as const);
const cr = (...codes: string[]) => codes.map((c) => [c, -1] as const);

const bsLines: readonly BsLine[] = [
  { side: 'asset', key: 'cash', name: '货币资金', indent: 1, terms: dr('101', '102'), kinds: both },
  {
    side: 'asset',
    key: 'zeroBalance',
    name: '零余额账户用款额度',
    indent: 1,
    terms: dr('111'),
    kinds: county,
    interimOnly: true,
  },
  { side: 'asset', key: 'fiscalReturn', name: '财政应返还额度', indent: 1, terms: dr('121'), kinds: county },
  { side: 'asset', key: 'dueFromUpper', name: '应收上级经费', indent: 1, terms: dr('131'), kinds: both },
  { side: 'asset', key: 'dueFromLower', name: '应收下级经费', indent: 1, terms: dr('132'), kinds: county },
  { side: 'asset', key: 'otherReceivable', name: '其他应收款', indent: 1, terms: dr('135'), kinds: both },
  { side: 'asset', key: 'inventory', name: '库存物品', indent: 1, terms: dr('141'), kinds: both },
  {
    side: 'asset',
    key: 'currentAssets',
    name: '流动资产合计',
    indent: 0,
    sum: [
      ['cash', 1],
      ['zeroBalance', 1],
      ['fiscalReturn', 1],
      ['dueFromUpper', 1],
      ['dueFromLower', 1],
      ['otherReceivable', 1],
      ['inventory', 1],
    ],
  },
  { side: 'asset', key: 'investment', name: '投资', indent: 0, terms: dr('151'), kinds: county },
  { side: 'asset', key: 'construction', name: '在建工程', indent: 0, terms: dr('161'), kinds: county },
  { side: 'asset', key: 'fixedCost', name: '固定资产原值', indent: 0, terms: dr('162'), kinds: both },
  { side: 'asset', key: 'depreciation', name: '减：累计折旧', indent: 1, terms: cr('163'), kinds: both },
  {
    side: 'asset',
    key: 'fixedNet',
    name: '固定资产净值',
    indent: 0,
    sum: [
      ['fixedCost', 1],
      ['depreciation', -1],
    ],
  },
  { side: 'asset', key: 'intangibleCost', name: '无形资产原值', indent: 0, terms: dr('171'), kinds: county },
  { side: 'asset', key: 'amortisation', name: '减：累计摊销', indent: 1, terms: cr('172'), kinds: county },
  {
    side: 'asset',
    key: 'intangibleNet',
    name: '无形资产净值',
    indent: 0,
    sum: [
      ['intangibleCost', 1],
      ['amortisation', -1],
    ],
  },
  { side: 'asset', key: 'prepaid', name: '长期待摊费用', indent: 0, terms: dr('181'), kinds: county },
  { side: 'asset', key: 'pendingLoss', name: '待处理财产损溢', indent: 0, terms: dr('182'), kinds: both },
  {
    side: 'asset',
    key: 'totalAssets',
    name: '资产总计',
    indent: 0,
    sum: [
      ['currentAssets', 1],
      ['investment', 1],
      ['construction', 1],
      ['fixedNet', 1],
      ['intangibleNet', 1],
      ['prepaid', 1],
      ['pendingLoss', 1],
    ],
  },
  { side: 'liability', key: 'payroll', name: '应付职工薪酬', indent: 1, terms: cr('201'), kinds: county },
  { side: 'liability', key: 'dueToUpper', name: '应付上级经费', indent: 1, terms: cr('211'), kinds: both },
  { side: 'liability', key: 'dueToLower', name: '应付下级经费', indent: 1, terms: cr('212'), kinds: county },
  { side: 'liability', key: 'otherPayable', name: '其他应付款', indent: 1, terms: cr('215'), kinds: both },
  { side: 'liability', key: 'custody', name: '代管经费', indent: 1, terms: cr('221'), kinds: county },
  {
    side: 'liability',
    key: 'totalLiabilities',
    name: '负债合计',
    indent: 0,
    sum: [
      ['payroll', 1],
      ['dueToUpper', 1],
      ['dueToLower', 1],
      ['otherPayable', 1],
      ['custody', 1],
    ],
  },
  { side: 'netAsset', key: 'assetFund', name: '资产基金', indent: 1, terms: cr('301'), kinds: both },
  { side: 'netAsset', key: 'specialFund', name: '专用基金', indent: 1, terms: cr('311'), kinds: county },
  { side: 'netAsset', key: 'unionCarry', name: '工会资金结转', indent: 1, terms: cr('321'), kinds: both },
  { side: 'netAsset', key: 'unionSurplus', name: '工会资金结余', indent: 1, terms: cr('322'), kinds: both },
  { side: 'netAsset', key: 'fiscalCarry', name: '财政拨款结转', indent: 1, terms: cr('331'), kinds: county },
  {
    side: 'netAsset',
    key: 'fiscalSurplus',
    name: '财政拨款结余',
    indent: 1,
    terms: cr('332'),
    kinds: county,
  },
  {
    side: 'netAsset',
    key: 'stabilisation',
    name: '预算稳定调节基金',
    indent: 1,
    terms: cr('341'),
    kinds: county,
  },
  {
    side: 'netAsset',
    key: 'totalNetAssets',
    name: '净资产合计',
    indent: 0,
    sum: [
      ['assetFund', 1],
      ['specialFund', 1],
      ['unionCarry', 1],
      ['unionSurplus', 1],
      ['fiscalCarry', 1],
      ['fiscalSurplus', 1],
      ['stabilisation', 1],
    ],
  },
  {
    side: 'netAsset',
    key: 'totalLiabilitiesAndNetAssets',
    name: '负债与净资产总计',
    indent: 0,
    sum: [
      ['totalLiabilities', 1],
      ['totalNetAssets', 1],
    ],
  },
];

export interface StatementLine {
  /** 行次 */
  no: number;
  key: string;
  name: string;
  indent: number;
  isTotal: boolean;
  /** The subjects the line reads (first-level codes), for drilling down; empty for totals. */
  codes: string[];
  /** The two columns: 资产负债表 年初余额/期末余额; 收入支出表 本月数/本年累计数 or 本年数/上年数. */
  values: [Money, Money];
  note?: string;
}

export interface TieOut {
  balanced: boolean;
  /** Per column: 资产总计 − 负债与净资产总计. */
  differences: [Money, Money];
  problems: string[];
}

/** Debit-net balances of first-level subjects at one point in time. */
export type Balances = ReadonlyMap<string, bigint>;

function isItem(line: ItemLine | SumLine): line is ItemLine {
  return 'terms' in line;
}

/**
 * The 收入 and 支出 balances not yet carried to 工会资金结余 (期末结转 not run): shown inside
 * 工会资金结余 so the statement ties out before the month-end transfer, and named in a note.
 */
function unclosedOf(balances: Balances, categories: ReadonlyMap<string, Category>): bigint {
  let net = 0n;
  for (const [code, debitNet] of balances) {
    const category = categories.get(code);
    if (category === '收入' || category === '支出') net -= debitNet;
  }
  return net;
}

const fmt = (cents: bigint) => fromCents(cents);

export interface BalanceSheetInput {
  kind: ChartKind;
  annual: boolean;
  /** First-level debit-net balances at the start of the year and at the end of the period. */
  yearStart: Balances;
  periodEnd: Balances;
  categories: ReadonlyMap<string, Category>;
}

export function balanceSheet(input: BalanceSheetInput): { lines: StatementLine[]; tieOut: TieOut } {
  const columns = [input.yearStart, input.periodEnd] as const;
  const unclosed = columns.map((b) => unclosedOf(b, input.categories));
  const values = new Map<string, [bigint, bigint]>();
  const listed = new Set<string>();
  for (const line of bsLines) {
    if (isItem(line)) {
      for (const [code] of line.terms) listed.add(code);
      const v = columns.map((b) =>
        line.terms.reduce((a, [code, sign]) => a + BigInt(sign) * (b.get(code) ?? 0n), 0n),
      );
      if (line.key === 'unionSurplus') {
        v[0] = (v[0] ?? 0n) + (unclosed[0] ?? 0n);
        v[1] = (v[1] ?? 0n) + (unclosed[1] ?? 0n);
      }
      values.set(line.key, [v[0] ?? 0n, v[1] ?? 0n]);
    } else {
      const v: [bigint, bigint] = [0n, 0n];
      for (const [key, sign] of line.sum) {
        const part = values.get(key) ?? [0n, 0n];
        v[0] += BigInt(sign) * part[0];
        v[1] += BigInt(sign) * part[1];
      }
      values.set(line.key, v);
    }
  }
  const lines: StatementLine[] = [];
  for (const line of bsLines) {
    const v = values.get(line.key) ?? [0n, 0n];
    if (isItem(line)) {
      const carries = v[0] !== 0n || v[1] !== 0n;
      if (!carries && (!line.kinds.includes(input.kind) || (line.interimOnly && input.annual))) continue;
    }
    const shown: StatementLine = {
      no: lines.length + 1,
      key: line.key,
      name: line.name,
      indent: line.indent,
      isTotal: !isItem(line),
      codes: isItem(line) ? line.terms.map(([c]) => c) : [],
      values: [fmt(v[0]), fmt(v[1])],
    };
    if (line.key === 'unionSurplus' && (unclosed[0] !== 0n || unclosed[1] !== 0n)) {
      shown.note = `含尚未结转的收支差额（年初 ${fmt(unclosed[0] ?? 0n)}，期末 ${fmt(unclosed[1] ?? 0n)}）`;
    }
    lines.push(shown);
  }
  const assets = values.get('totalAssets') ?? [0n, 0n];
  const claims = values.get('totalLiabilitiesAndNetAssets') ?? [0n, 0n];
  const differences: [bigint, bigint] = [assets[0] - claims[0], assets[1] - claims[1]];
  const problems: string[] = [];
  const labels = ['年初', '期末'];
  differences.forEach((d, i) => {
    if (d !== 0n) problems.push(`${labels[i]}资产总计不等于负债与净资产总计，相差 ${fmt(d)}`);
  });
  for (const b of columns) {
    for (const [code, net] of b) {
      const category = input.categories.get(code);
      if (net !== 0n && !listed.has(code) && category !== '收入' && category !== '支出') {
        problems.push(`科目 ${code} 有余额但不属于报表的任何项目`);
      }
    }
  }
  return {
    lines,
    tieOut: {
      balanced: problems.length === 0,
      differences: [fmt(differences[0]), fmt(differences[1])],
      problems: [...new Set(problems)],
    },
  };
}
