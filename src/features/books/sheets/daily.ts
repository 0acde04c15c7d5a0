// 现金银行日报表 and 凭证号查询 as sheets.
import type { DailyAnswer, DayFigures, VoucherNumbersAnswer } from '../../../core/contracts/ledger-answers';
import type { ReportSheet, SheetColumn, SheetRow } from '../frame/sheet';
import type { SheetMeta, SubjectLink } from './balances';

export const dailyColumns: readonly SheetColumn[] = [
  { key: 'code', title: '科目编码', kind: 'code', width: 92 },
  { key: 'name', title: '科目名称', kind: 'text', width: 170 },
  { key: 'prevDirection', title: '方向', group: '上日余额', kind: 'direction', width: 46 },
  { key: 'previous', title: '金额', group: '上日余额', kind: 'money', width: 130 },
  { key: 'debit', title: '金额', group: '本日借方', kind: 'money', width: 120, blankZero: true },
  { key: 'debitCount', title: '笔数', group: '本日借方', kind: 'count', width: 52 },
  { key: 'credit', title: '金额', group: '本日贷方', kind: 'money', width: 120, blankZero: true },
  { key: 'creditCount', title: '笔数', group: '本日贷方', kind: 'count', width: 52 },
  { key: 'todayDirection', title: '方向', group: '本日余额', kind: 'direction', width: 46 },
  { key: 'today', title: '金额', group: '本日余额', kind: 'money', width: 130 },
];

function figures(f: DayFigures) {
  return {
    prevDirection: f.previous.direction,
    previous: f.previous.balance,
    debit: f.debit,
    debitCount: f.debitCount || null,
    credit: f.credit,
    creditCount: f.creditCount || null,
    todayDirection: f.today.direction,
    today: f.today.balance,
  };
}

/** Cash subjects, 现金合计, bank subjects, 银行存款合计, then 合计; a row opens its 日记账. */
export function dailySheet(
  answer: DailyAnswer,
  meta: SheetMeta,
): ReportSheet<SubjectLink & { kind: string }> {
  const rows: SheetRow<SubjectLink & { kind: string }>[] = [];
  for (const kind of ['cash', 'bank'] as const) {
    for (const r of answer.rows.filter((x) => x.kind === kind)) {
      rows.push({
        key: `${kind}:${r.code}`,
        cells: { code: r.code, name: r.name, ...figures(r) },
        indent: Math.max(0, r.level - 1),
        link: { code: r.code, kind },
      });
    }
    const total = answer.totals.find((t) => t.kind === kind);
    if (total)
      rows.push({ key: `t:${kind}`, cells: { name: total.label, ...figures(total) }, tone: 'subtotal' });
  }
  const all = answer.totals.find((t) => t.kind === 'all');
  if (all) rows.push({ key: 't:all', cells: { name: all.label, ...figures(all) }, tone: 'total' });
  return { ...meta, columns: dailyColumns, rows };
}

export const numberColumns: readonly SheetColumn[] = [
  { key: 'month', title: '月份', kind: 'text', width: 64 },
  { key: 'type', title: '凭证类型', kind: 'text', width: 120 },
  { key: 'count', title: '张数', kind: 'count', width: 64 },
  { key: 'first', title: '起始号', kind: 'code', width: 84 },
  { key: 'last', title: '终止号', kind: 'code', width: 84 },
  { key: 'gaps', title: '断号', kind: 'text', width: 260 },
  { key: 'missing', title: '缺号张数', kind: 'count', width: 76 },
  { key: 'saved', title: '未审核', kind: 'count', width: 68 },
  { key: 'audited', title: '已审核', kind: 'count', width: 68 },
  { key: 'posted', title: '已记账', kind: 'count', width: 68 },
];

const word = (type: string, no: number) => `${type}-${String(no).padStart(4, '0')}`;

/** 记-0002、记-0005 至 记-0007 */
export function gapText(type: string, gaps: readonly { from: number; to: number }[]): string {
  return gaps
    .map((g) => (g.from === g.to ? word(type, g.from) : `${word(type, g.from)} 至 ${word(type, g.to)}`))
    .join('、');
}

export interface NumbersLink {
  month: number;
  voucherType: string;
}

/** 凭证号查询: per month and type the count, first and last number and the gaps (marked red). */
export function voucherNumbersSheet(answer: VoucherNumbersAnswer, meta: SheetMeta): ReportSheet<NumbersLink> {
  return {
    ...meta,
    columns: numberColumns,
    rows: answer.rows.map((r) => ({
      key: `${r.month}:${r.voucherType}`,
      cells: {
        month: `${String(r.month).padStart(2, '0')}月`,
        type: `${r.voucherType}（${r.voucherTypeName}）`,
        count: r.count,
        first: r.firstNo === null ? '' : word(r.voucherType, r.firstNo),
        last: r.lastNo === null ? '' : word(r.voucherType, r.lastNo),
        gaps: r.gaps.length ? gapText(r.voucherType, r.gaps) : '无',
        missing: r.missingCount || null,
        saved: r.saved || null,
        audited: r.audited || null,
        posted: r.posted || null,
      },
      marked: r.missingCount > 0,
      link: { month: r.month, voucherType: r.voucherType },
    })),
    footnotes: [answer.gapCount > 0 ? `共有 ${answer.gapCount} 处断号` : '凭证编号连续，没有断号'],
  };
}
