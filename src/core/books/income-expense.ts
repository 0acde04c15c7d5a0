// 收入支出表 (工会02表, 财会〔2021〕7号 附录1; domain/NOTES.md §1.3) from first-level figures:
// monthly 本月数 / 本年累计数, annual 本年数 / 上年数 with the opening and closing funds.
import { fromCents, type Money } from '../money';
import type { Category, ChartKind } from '../subjects/types';
import type { Figures, Movement } from './figures';
import { both, county, grassroots, type StatementLine } from './statements';

const fmt = (cents: bigint) => fromCents(cents);

interface IeItem {
  key: string;
  name: string;
  code: string;
  kinds: readonly ChartKind[];
}

const incomeItems: readonly IeItem[] = [
  { key: 'dues', name: '（一）会费收入', code: '401', kinds: grassroots },
  { key: 'allocated', name: '（二）拨缴经费收入', code: '402', kinds: both },
  { key: 'upperSubsidy', name: '（三）上级补助收入', code: '403', kinds: both },
  { key: 'government', name: '（四）政府补助收入', code: '404', kinds: county },
  { key: 'administrative', name: '（五）行政补助收入', code: '405', kinds: grassroots },
  { key: 'affiliated', name: '（六）附属单位上缴收入', code: '406', kinds: county },
  { key: 'investmentIncome', name: '（七）投资收益', code: '407', kinds: county },
  { key: 'otherIncome', name: '（八）其他收入', code: '408', kinds: both },
  { key: 'useStabilisation', name: '（九）动用预算稳定调节基金', code: '411', kinds: county },
];

const expenseItems: readonly IeItem[] = [
  { key: 'activities', name: '（一）职工活动支出', code: '501', kinds: grassroots },
  { key: 'activityOrganisation', name: '（二）职工活动组织支出', code: '502', kinds: county },
  { key: 'services', name: '（三）职工服务支出', code: '503', kinds: both },
  { key: 'rights', name: '（四）维权支出', code: '504', kinds: both },
  { key: 'business', name: '（五）业务支出', code: '505', kinds: both },
  { key: 'administration', name: '（六）行政支出', code: '506', kinds: county },
  { key: 'capital', name: '（七）资本性支出', code: '507', kinds: both },
  { key: 'lowerSubsidy', name: '（八）补助下级支出', code: '508', kinds: county },
  { key: 'toAffiliated', name: '（九）对附属单位的支出', code: '509', kinds: county },
  { key: 'otherExpense', name: '（十）其他支出', code: '510', kinds: both },
  { key: 'arrangeStabilisation', name: '（十一）安排预算稳定调节基金', code: '521', kinds: county },
];

/** First-level figures of one column's period: the opening is the period's start. */
export type PeriodFigures = ReadonlyMap<string, Figures>;

/** The details whose 本期发生额 make 二、资金结转结余调整及变动: 年初余额调整 and 归集上缴. */
export const adjustmentCodes = ['32101', '32201', '33101', '33201', '33202'] as const;

export interface IeColumn {
  /** First-level figures of the column's period. */
  figures: PeriodFigures;
  /** Figures of the adjustment details (adjustmentCodes), rolled up from their own details. */
  details: PeriodFigures;
  /**
   * The period turnover of the 期末结转 and 年末结转 vouchers (first-level codes and the details):
   * moving balances between accounts is not income, expense or an adjustment of the year.
   */
  carried: ReadonlyMap<string, Movement>;
}

export interface IncomeExpenseInput {
  kind: ChartKind;
  annual: boolean;
  /** Monthly: [本月, 本年累计]; annual: [本年, 上年]. */
  columns: readonly [IeColumn, IeColumn];
  categories: ReadonlyMap<string, Category>;
}

/** Per column: 期末资金结转结余 − 期初 − 二 − 五; not zero means the statement does not tie out. */
export interface IeTieOut {
  balanced: boolean;
  differences: [Money, Money];
  problems: string[];
}

type Pair = [bigint, bigint];

/**
 * 收入 is the net credit turnover of each income subject and 支出 the net debit turnover of each
 * expense subject (编制说明: 投资收益 "如为投资净损失，以'-'号填列"; 其他支出 "如为贷方发生额，以'－'号
 * 填列"), leaving out the carry-forward vouchers, which only move the year's balances into 321/322/
 * 331. 二、资金结转结余调整及变动 is the net credit turnover of the 年初余额调整 and 归集上缴 details.
 * Whatever else moved the funds (an entry straight to 工会资金结余) is not hidden in a line: it is
 * the tie-out's difference, shown to the user.
 */
export function incomeExpense(input: IncomeExpenseInput): { lines: StatementLine[]; tieOut: IeTieOut } {
  const { columns } = input;
  const perColumn = (f: (c: IeColumn) => bigint): Pair => [f(columns[0]), f(columns[1])];
  /** Net turnover on the credit side (credit − debit) without the carry-forward vouchers. */
  const creditNet = (c: IeColumn, code: string, map: PeriodFigures) => {
    const f = map.get(code);
    const x = c.carried.get(code);
    return (f ? f.credit - f.debit : 0n) - (x ? x.credit - x.debit : 0n);
  };
  const balanceAt = (codes: readonly string[], when: 'opening' | 'closing', withUnclosed: boolean) =>
    perColumn((c) => {
      let v = 0n;
      const take = (f: Figures) => {
        v -= when === 'opening' ? f.opening : f.opening + f.debit - f.credit;
      };
      for (const code of codes) {
        const f = c.figures.get(code);
        if (f) take(f);
      }
      if (withUnclosed) {
        for (const [code, f] of c.figures) {
          const category = input.categories.get(code);
          if (category === '收入' || category === '支出') take(f);
        }
      }
      return v;
    });
  const add = (a: Pair, b: Pair, sign = 1n): Pair => [a[0] + sign * b[0], a[1] + sign * b[1]];

  const items = (list: readonly IeItem[], sign: 1n | -1n) => {
    let total: Pair = [0n, 0n];
    const rows: { item: IeItem; v: Pair }[] = [];
    for (const item of list) {
      const v = perColumn((c) => sign * creditNet(c, item.code, c.figures));
      total = add(total, v);
      if (item.kinds.includes(input.kind) || v[0] !== 0n || v[1] !== 0n) rows.push({ item, v });
    }
    return { total, rows };
  };
  const income = items(incomeItems, 1n);
  const expense = items(expenseItems, -1n);
  const difference = add(income.total, expense.total, -1n);
  const openingCarry = balanceAt(['321', '331'], 'opening', false);
  const openingSurplus = balanceAt(['322', '332'], 'opening', true);
  const openingFunds = add(openingCarry, openingSurplus);
  const closingCarry = balanceAt(['321', '331'], 'closing', false);
  const closingSurplus = balanceAt(['322', '332'], 'closing', true);
  const closingFunds = add(closingCarry, closingSurplus);
  const adjustments = perColumn((c) =>
    adjustmentCodes.reduce((a, code) => a + creditNet(c, code, c.details), 0n),
  );
  const residual = add(add(add(closingFunds, openingFunds, -1n), adjustments, -1n), difference, -1n);

  const lines: StatementLine[] = [];
  const push = (key: string, name: string, indent: number, isTotal: boolean, codes: string[], v: Pair) =>
    lines.push({ no: lines.length + 1, key, name, indent, isTotal, codes, values: [fmt(v[0]), fmt(v[1])] });
  if (input.annual) {
    push('openingFunds', '一、年初资金结转结余', 0, true, [], openingFunds);
    push('openingCarry', '（一）年初资金结转', 1, false, ['321', '331'], openingCarry);
    push('openingSurplus', '（二）年初资金结余', 1, false, ['322', '332'], openingSurplus);
    push('adjustments', '二、资金结转结余调整及变动', 0, true, [...adjustmentCodes], adjustments);
  }
  push('income', '三、收入合计', 0, true, [], income.total);
  for (const { item, v } of income.rows) push(item.key, item.name, 1, false, [item.code], v);
  push('expense', '四、支出合计', 0, true, [], expense.total);
  for (const { item, v } of expense.rows) push(item.key, item.name, 1, false, [item.code], v);
  push('difference', '五、本期收支差额', 0, true, [], difference);
  if (input.annual) {
    push('closingFunds', '六、年末资金结转结余', 0, true, [], closingFunds);
    push('closingCarry', '（一）年末资金结转', 1, false, ['321', '331'], closingCarry);
    push('closingSurplus', '（二）年末资金结余', 1, false, ['322', '332'], closingSurplus);
  }
  const labels = input.annual ? ['本年数', '上年数'] : ['本月数', '本年累计数'];
  const problems = residual.flatMap((d, i) =>
    d === 0n
      ? []
      : [
          `${labels[i]}：${input.annual ? '年末' : '期末'}资金结转结余与${input.annual ? '年初' : '期初'}资金结转结余、资金结转结余调整及变动、本期收支差额之和相差 ${fmt(d)}（有未经收入、支出或年初余额调整、归集上缴科目直接记入结转结余的金额）`,
        ],
  );
  return {
    lines,
    tieOut: { balanced: problems.length === 0, differences: [fmt(residual[0]), fmt(residual[1])], problems },
  };
}
