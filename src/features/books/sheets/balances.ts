// Balance-shaped reports as sheets: 科目余额表 (and the same figures per department or auxiliary
// item, grouped), 总账, 科目汇总表. Each row knows which detail book it opens.
import type {
  BalanceFigures,
  BalanceGroup,
  BalanceRow,
  GeneralAnswer,
  SubjectSummaryAnswer,
} from '../../../core/contracts/ledger-answers';
import { type Money, sum } from '../../../core/money';
import type { ReportSheet, SheetColumn, SheetRow } from '../frame/sheet';

export interface SheetMeta {
  title: string;
  unit: string;
  period: string;
  subtitle?: string;
}

/** A balance row opens the detail book of its subject (in its group, for grouped reports). */
export interface SubjectLink {
  code: string;
  group?: string;
  month?: number;
}

// Zero amounts stay blank, as on a ruled ledger page: the figures that matter stand out.
const money = (key: string, title: string, group: string, width = 106): SheetColumn => ({
  key,
  title,
  group,
  kind: 'money',
  width,
  blankZero: true,
});

export const balanceColumns: readonly SheetColumn[] = [
  { key: 'code', title: '科目编码', kind: 'code', width: 84 },
  { key: 'name', title: '科目名称', kind: 'text', width: 156 },
  money('openingDebit', '借方', '期初余额'),
  money('openingCredit', '贷方', '期初余额'),
  money('debit', '借方', '本期发生额'),
  money('credit', '贷方', '本期发生额'),
  money('yearDebit', '借方', '本年累计发生额'),
  money('yearCredit', '贷方', '本年累计发生额'),
  money('closingDebit', '借方', '期末余额'),
  money('closingCredit', '贷方', '期末余额'),
];

function figureCells(f: BalanceFigures) {
  return {
    openingDebit: f.openingDebit,
    openingCredit: f.openingCredit,
    debit: f.debit,
    credit: f.credit,
    yearDebit: f.yearDebit,
    yearCredit: f.yearCredit,
    closingDebit: f.closingDebit,
    closingCredit: f.closingCredit,
  };
}

function balanceRow(row: BalanceRow, group?: string): SheetRow<SubjectLink> {
  return {
    key: group === undefined ? row.code : `${group}:${row.code}`,
    cells: { code: row.code, name: row.name, ...figureCells(row) },
    indent: Math.max(0, row.level - 1),
    link: group === undefined ? { code: row.code } : { code: row.code, group },
  };
}

const totalRow = (key: string, label: string, f: BalanceFigures, tone: 'total' | 'subtotal' = 'total') => ({
  key,
  cells: { code: '', name: label, ...figureCells(f) },
  tone,
});

/** 科目余额表: one row per subject shown, then 合计. */
export function balanceSheet(
  answer: { rows: BalanceRow[]; total: BalanceFigures; balanced: boolean },
  meta: SheetMeta,
): ReportSheet<SubjectLink> {
  return {
    ...meta,
    columns: balanceColumns,
    rows: [...answer.rows.map((r) => balanceRow(r)), totalRow('total', '合计', answer.total)],
    footnotes: [answer.balanced ? '试算平衡：借方合计等于贷方合计' : '试算不平衡：借方合计不等于贷方合计'],
  };
}

const figureKeys = [
  'openingDebit',
  'openingCredit',
  'debit',
  'credit',
  'yearDebit',
  'yearCredit',
  'closingDebit',
  'closingCredit',
] as const;

/** Column sums of several totals (the 合计 under all groups). */
export function sumFigures(list: readonly BalanceFigures[]): BalanceFigures {
  const out = {} as Record<(typeof figureKeys)[number], Money>;
  for (const key of figureKeys) out[key] = sum(list.map((f) => f[key]));
  return out;
}

/**
 * 部门余额表 / 辅助项目余额表: a heading per department or item (`部门：01 办公室`), its subjects,
 * its 小计; 合计 of every group at the end.
 */
export function groupedBalanceSheet(
  groups: readonly BalanceGroup[],
  meta: SheetMeta,
  groupLabel: string,
): ReportSheet<SubjectLink> {
  const rows: SheetRow<SubjectLink>[] = [];
  for (const g of groups) {
    rows.push({ key: `g:${g.key}`, cells: { code: `${groupLabel}：${g.key} ${g.name}` }, tone: 'group' });
    for (const r of g.rows) rows.push(balanceRow(r, g.key));
    rows.push(totalRow(`s:${g.key}`, '小计', g.total, 'subtotal'));
  }
  if (groups.length > 1) rows.push(totalRow('total', '合计', sumFigures(groups.map((g) => g.total))));
  return { ...meta, columns: balanceColumns, rows };
}

export const generalColumns: readonly SheetColumn[] = [
  { key: 'code', title: '科目编码', kind: 'code', width: 92 },
  { key: 'name', title: '科目名称', kind: 'text', width: 170 },
  { key: 'month', title: '月份', kind: 'text', width: 58, center: true },
  { key: 'summary', title: '摘要', kind: 'text', width: 110 },
  { key: 'debit', title: '借方', kind: 'money', width: 124, blankZero: true },
  { key: 'credit', title: '贷方', kind: 'money', width: 124, blankZero: true },
  { key: 'direction', title: '方向', kind: 'direction', width: 46 },
  { key: 'balance', title: '余额', kind: 'money', width: 132 },
];

/** 总账: per subject 上年结转 / 期初余额, then 本月合计 and 本年累计 of each month. */
export function generalSheet(answer: GeneralAnswer, meta: SheetMeta): ReportSheet<SubjectLink> {
  const rows: SheetRow<SubjectLink>[] = [];
  for (const s of answer.subjects) {
    s.rows.forEach((r, i) => {
      rows.push({
        key: `${s.code}:${i}`,
        cells: {
          code: i === 0 ? s.code : '',
          name: i === 0 ? s.name : '',
          month: r.kind === 'opening' ? '' : `${String(r.month).padStart(2, '0')}月`,
          summary: r.summary,
          debit: r.kind === 'opening' ? null : r.debit,
          credit: r.kind === 'opening' ? null : r.credit,
          direction: r.direction,
          balance: r.balance,
        },
        // Every row of 总账 is a total: only 本年累计 stands out, as the month's last line.
        tone: r.kind === 'opening' ? 'opening' : r.kind === 'yearTotal' ? 'subtotal' : 'normal',
        indent: i === 0 ? Math.max(0, s.level - 1) : 0,
        link: { code: s.code, month: r.month },
      });
    });
  }
  return { ...meta, columns: generalColumns, rows };
}

export const summaryColumns: readonly SheetColumn[] = [
  { key: 'code', title: '科目编码', kind: 'code', width: 110 },
  { key: 'name', title: '科目名称', kind: 'text', width: 260 },
  { key: 'debit', title: '借方发生额', kind: 'money', width: 160, blankZero: true },
  { key: 'credit', title: '贷方发生额', kind: 'money', width: 160, blankZero: true },
];

/** What 科目汇总表 says about the vouchers it sums: 记账凭证 共 4 张，记-1 至 记-4. */
export function voucherRangeText(answer: SubjectSummaryAnswer): string {
  if (answer.voucherCount === 0) return '所选期间没有凭证';
  const parts = answer.vouchers.map((v) => {
    const range =
      v.firstNo !== null && v.lastNo !== null
        ? `，${v.voucherType}-${v.firstNo} 至 ${v.voucherType}-${v.lastNo}`
        : '';
    return `${v.voucherTypeName} ${v.count} 张${range}`;
  });
  return `凭证共 ${answer.voucherCount} 张：${parts.join('；')}`;
}

/** 科目汇总表: the period's debit and credit per subject, 合计, and the vouchers it covers. */
export function subjectSummarySheet(answer: SubjectSummaryAnswer, meta: SheetMeta): ReportSheet<SubjectLink> {
  return {
    ...meta,
    columns: summaryColumns,
    rows: [
      ...answer.rows.map((r) => ({
        key: r.code,
        cells: { code: r.code, name: r.name, debit: r.debit, credit: r.credit },
        indent: Math.max(0, r.level - 1),
        link: { code: r.code },
      })),
      {
        key: 'total',
        cells: { code: '', name: '合计', debit: answer.total.debit, credit: answer.total.credit },
        tone: 'total' as const,
      },
    ],
    footnotes: [voucherRangeText(answer), answer.balanced ? '借贷平衡' : '借贷不平衡'],
  };
}
