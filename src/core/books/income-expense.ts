// 收入支出表 (工会02表, 财会〔2021〕7号 附录1; domain/NOTES.md §1.3) from first-level figures:
// monthly 本月数 / 本年累计数, annual 本年数 / 上年数 with the opening and closing funds.
import { fromCents } from '../money';
import type { Category, ChartKind } from '../subjects/types';
import type { Figures } from './figures';
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

export interface IncomeExpenseInput {
  kind: ChartKind;
  annual: boolean;
  /** Monthly: [本月, 本年累计]; annual: [本年, 上年]. */
  columns: readonly [PeriodFigures, PeriodFigures];
  categories: ReadonlyMap<string, Category>;
}

/**
 * 收入 is the credit turnover of each income subject and 支出 the debit turnover of each expense
 * subject, so the 期末结转 entries (debits to income, credits to expense) do not cancel them.
 * Red-ink corrections (negative amounts) are on the same side and reduce them, as they should.
 * 二、资金结转结余调整及变动 is what reconciles the opening and closing funds with the year's
 * difference: 六 − 一 − 五.
 */
export function incomeExpense(input: IncomeExpenseInput): { lines: StatementLine[] } {
  const { columns } = input;
  const turnover = (code: string, side: 'debit' | 'credit') =>
    columns.map((c) => {
      const f = c.get(code);
      return f ? f[side] : 0n;
    }) as [bigint, bigint];
  const balanceAt = (codes: string[], when: 'opening' | 'closing', withUnclosed: boolean) =>
    columns.map((c) => {
      let v = 0n;
      for (const code of codes) {
        const f = c.get(code);
        if (f) v -= when === 'opening' ? f.opening : f.opening + f.debit - f.credit;
      }
      if (withUnclosed) {
        for (const [code, f] of c) {
          const category = input.categories.get(code);
          if (category !== '收入' && category !== '支出') continue;
          v -= when === 'opening' ? f.opening : f.opening + f.debit - f.credit;
        }
      }
      return v;
    }) as [bigint, bigint];
  const add = (a: [bigint, bigint], b: [bigint, bigint], sign = 1n): [bigint, bigint] => [
    a[0] + sign * b[0],
    a[1] + sign * b[1],
  ];

  const items = (list: readonly IeItem[], side: 'debit' | 'credit') => {
    let total: [bigint, bigint] = [0n, 0n];
    const rows: { item: IeItem; v: [bigint, bigint] }[] = [];
    for (const item of list) {
      const v = turnover(item.code, side);
      total = add(total, v);
      if (item.kinds.includes(input.kind) || v[0] !== 0n || v[1] !== 0n) rows.push({ item, v });
    }
    return { total, rows };
  };
  const income = items(incomeItems, 'credit');
  const expense = items(expenseItems, 'debit');
  const difference = add(income.total, expense.total, -1n);
  const openingCarry = balanceAt(['321', '331'], 'opening', false);
  const openingSurplus = balanceAt(['322', '332'], 'opening', true);
  const openingFunds = add(openingCarry, openingSurplus);
  const closingCarry = balanceAt(['321', '331'], 'closing', false);
  const closingSurplus = balanceAt(['322', '332'], 'closing', true);
  const closingFunds = add(closingCarry, closingSurplus);
  const adjustments = add(add(closingFunds, openingFunds, -1n), difference, -1n);

  const lines: StatementLine[] = [];
  const push = (
    key: string,
    name: string,
    indent: number,
    isTotal: boolean,
    codes: string[],
    v: [bigint, bigint],
  ) =>
    lines.push({ no: lines.length + 1, key, name, indent, isTotal, codes, values: [fmt(v[0]), fmt(v[1])] });
  if (input.annual) {
    push('openingFunds', '一、年初资金结转结余', 0, true, [], openingFunds);
    push('openingCarry', '（一）年初资金结转', 1, false, ['321', '331'], openingCarry);
    push('openingSurplus', '（二）年初资金结余', 1, false, ['322', '332'], openingSurplus);
    push('adjustments', '二、资金结转结余调整及变动', 0, true, [], adjustments);
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
  return { lines };
}
