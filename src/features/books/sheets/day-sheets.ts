// 其他日报表 and 部门日报表 as sheets, and what 科目汇总表 says about the vouchers it sums (张数,
// 附单据张数, number span per 凭证类别) now that it can sum a chosen range of vouchers.
import type {
  DayFigures,
  DepartmentDailyAnswer,
  OtherDailyAnswer,
  SubjectSummaryAnswer,
} from '../../../core/contracts/ledger-answers';
import type { ReportSheet, SheetColumn, SheetRow } from '../frame/sheet';
import { type SheetMeta, type SubjectLink, subjectSummarySheet } from './balances';
import { dailyColumns } from './daily';

function dayCells(f: DayFigures) {
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

/** 其他日报表: the chosen subjects in code order (indented by level), then 合计; a row opens 明细账. */
export function otherDailySheet(answer: OtherDailyAnswer, meta: SheetMeta): ReportSheet<SubjectLink> {
  const rows: SheetRow<SubjectLink>[] = answer.rows.map((r) => ({
    key: r.code,
    cells: { code: r.code, name: r.name, ...dayCells(r) },
    indent: Math.max(0, r.level - 1),
    link: { code: r.code },
  }));
  rows.push({ key: 'total', cells: { code: '', name: '合计', ...dayCells(answer.total) }, tone: 'total' });
  return {
    ...meta,
    columns: dailyColumns,
    rows,
    footnotes: answer.rows.length === 0 ? ['所选科目当日没有余额和发生额'] : [],
  };
}

export const departmentDailyColumns: readonly SheetColumn[] = [
  { key: 'deptCode', title: '部门编码', kind: 'code', width: 72 },
  // 'code' rather than 'text': the level indent belongs to the subject name, the first text column.
  { key: 'deptName', title: '部门名称', kind: 'code', width: 110 },
  { key: 'code', title: '科目编码', kind: 'code', width: 84 },
  { key: 'name', title: '科目名称', kind: 'text', width: 160 },
  { key: 'prevDirection', title: '方向', group: '上日余额', kind: 'direction', width: 46 },
  { key: 'previous', title: '金额', group: '上日余额', kind: 'money', width: 124 },
  { key: 'debit', title: '本日借方', kind: 'money', width: 116, blankZero: true },
  { key: 'credit', title: '本日贷方', kind: 'money', width: 116, blankZero: true },
  { key: 'todayDirection', title: '方向', group: '本日余额', kind: 'direction', width: 46 },
  { key: 'today', title: '金额', group: '本日余额', kind: 'money', width: 124 },
];

function balanceCells(f: DayFigures) {
  return {
    prevDirection: f.previous.direction,
    previous: f.previous.balance,
    debit: f.debit,
    credit: f.credit,
    todayDirection: f.today.direction,
    today: f.today.balance,
  };
}

/**
 * 部门日报表: each department's subjects (the department named on its first row), its 小计, then
 * 合计 of all; a row opens the department's 明细账 of that subject.
 */
export function departmentDailySheet(
  answer: DepartmentDailyAnswer,
  meta: SheetMeta,
): ReportSheet<SubjectLink> {
  const rows: SheetRow<SubjectLink>[] = [];
  for (const d of answer.departments) {
    d.rows.forEach((r, i) => {
      rows.push({
        key: `${d.code}:${r.code}`,
        cells: {
          deptCode: i === 0 ? d.code : '',
          deptName: i === 0 ? d.name : '',
          code: r.code,
          name: r.name,
          ...balanceCells(r),
        },
        indent: Math.max(0, r.level - 1),
        link: { code: r.code, group: d.code },
      });
    });
    rows.push({
      key: `s:${d.code}`,
      cells: { deptCode: '', deptName: '', code: '', name: `${d.name} 小计`, ...balanceCells(d.total) },
      tone: 'subtotal',
    });
  }
  rows.push({
    key: 'total',
    cells: { deptCode: '', deptName: '', code: '', name: '合计', ...balanceCells(answer.total) },
    tone: 'total',
  });
  return {
    ...meta,
    columns: departmentDailyColumns,
    rows,
    footnotes: answer.departments.length === 0 ? ['当日没有按部门核算的余额和发生额'] : [],
  };
}

/** 凭证共 12 张，附单据 20 张：记账凭证 10 张（附单据 18 张），记-1 至 记-12；… */
export function summaryVoucherText(answer: SubjectSummaryAnswer): string {
  if (answer.voucherCount === 0) return '所选范围没有凭证';
  const parts = answer.vouchers.map((v) => {
    const attached = v.attachments !== undefined ? `（附单据 ${v.attachments} 张）` : '';
    const range =
      v.firstNo !== null && v.lastNo !== null
        ? `，${v.voucherType}-${v.firstNo} 至 ${v.voucherType}-${v.lastNo}`
        : '';
    return `${v.voucherTypeName} ${v.count} 张${attached}${range}`;
  });
  const attached = answer.attachmentCount !== undefined ? `，附单据 ${answer.attachmentCount} 张` : '';
  return `凭证共 ${answer.voucherCount} 张${attached}：${parts.join('；')}`;
}

/** 科目汇总表 with the voucher line that names 附单据 and, for a voucher range, where figures come from. */
export function filteredSummarySheet(
  answer: SubjectSummaryAnswer,
  meta: SheetMeta,
): ReportSheet<SubjectLink> {
  const sheet = subjectSummarySheet(answer, meta);
  return {
    ...sheet,
    footnotes: [
      summaryVoucherText(answer),
      answer.balanced ? '借贷平衡' : '借贷不平衡',
      ...(answer.source === 'vouchers' ? ['按所选凭证的分录汇总'] : []),
    ],
  };
}
