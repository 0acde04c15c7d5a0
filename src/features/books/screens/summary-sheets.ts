// 部门科目汇总表 and 凭证分类汇总表 as sheets (the answers of /api/ledger/departmentSubjects and
// /api/ledger/voucherClassification, routes.ts has the contract). A department's cell opens its
// 部门明细账 of the subject; a 凭证分类 line opens the subject's 明细账.
import type {
  DebitCredit,
  DepartmentSubjectsAnswer,
  VoucherClassificationAnswer,
} from '../../../core/contracts/ledger-answers';
import type { ReportSheet, SheetColumn, SheetRow } from '../frame/sheet';
import type { SheetMeta, SubjectLink } from '../sheets/balances';

const money = (key: string, title: string, group: string): SheetColumn => ({
  key,
  title,
  group,
  kind: 'money',
  width: 104,
  blankZero: true,
});

const debitKey = (dept: string) => `d:${dept}`;
const creditKey = (dept: string) => `c:${dept}`;

/** Subjects down, each department's 借方/贷方 across, then 合计; the last row totals them. */
export function departmentSubjectsSheet(
  answer: DepartmentSubjectsAnswer,
  meta: SheetMeta,
): ReportSheet<SubjectLink> {
  const columns: SheetColumn[] = [
    { key: 'code', title: '科目编码', kind: 'code', width: 84 },
    { key: 'name', title: '科目名称', kind: 'text', width: 150 },
  ];
  for (const d of answer.departments) {
    const group = `${d.code} ${d.name}`;
    columns.push(money(debitKey(d.code), '借方', group), money(creditKey(d.code), '贷方', group));
  }
  columns.push(money('debit', '借方', '合计'), money('credit', '贷方', '合计'));
  const cellsOf = (figures: Record<string, DebitCredit>, all: DebitCredit) => {
    const cells: Record<string, string> = { debit: all.debit, credit: all.credit };
    for (const d of answer.departments) {
      const f = figures[d.code];
      cells[debitKey(d.code)] = f?.debit ?? '0.00';
      cells[creditKey(d.code)] = f?.credit ?? '0.00';
    }
    return cells;
  };
  const rows: SheetRow<SubjectLink>[] = answer.rows.map((r) => {
    const cellLinks: Record<string, SubjectLink> = {};
    for (const d of Object.keys(r.departments)) {
      cellLinks[debitKey(d)] = { code: r.code, group: d };
      cellLinks[creditKey(d)] = { code: r.code, group: d };
    }
    return {
      key: r.code,
      cells: { code: r.code, name: r.name, ...cellsOf(r.departments, r) },
      indent: Math.max(0, r.level - 1),
      cellLinks,
    };
  });
  rows.push({
    key: 'total',
    cells: { code: '', name: '合计', ...cellsOf(answer.total.departments, answer.total) },
    tone: 'total',
  });
  const footnotes =
    answer.departments.length === 0
      ? ['本期没有按部门核算的发生额']
      : [`共 ${answer.departments.length} 个部门`];
  return { ...meta, columns, rows, footnotes };
}

const classificationColumns: readonly SheetColumn[] = [
  { key: 'code', title: '科目编码', kind: 'code', width: 90 },
  { key: 'name', title: '科目名称', kind: 'text', width: 180 },
  { key: 'count', title: '凭证张数', kind: 'count', width: 76 },
  { key: 'range', title: '凭证号', kind: 'text', width: 110 },
  { key: 'debit', title: '借方金额', kind: 'money', width: 120, blankZero: true },
  { key: 'credit', title: '贷方金额', kind: 'money', width: 120, blankZero: true },
];

/** The number range of a type's vouchers: 记-1 — 记-12 (one month only; numbers restart monthly). */
export function rangeText(t: VoucherClassificationAnswer['types'][number]): string {
  if (t.firstNo === null || t.lastNo === null) return '';
  return t.firstNo === t.lastNo
    ? `${t.voucherType}-${t.firstNo}`
    : `${t.voucherType}-${t.firstNo} — ${t.lastNo}`;
}

/** Per 凭证字: a heading row, its first-level subjects, its 小计; then the 合计 of all. */
export function voucherClassificationSheet(
  answer: VoucherClassificationAnswer,
  meta: SheetMeta,
): ReportSheet<SubjectLink> {
  const rows: SheetRow<SubjectLink>[] = [];
  for (const t of answer.types) {
    // A heading row shows one text across the table: the type, its count and number range.
    const range = rangeText(t);
    const head = `${t.voucherType}（${t.voucherTypeName}）  ${t.count} 张${range ? `  ${range}` : ''}`;
    rows.push({
      key: `type:${t.voucherType}`,
      cells: { name: head },
      tone: 'group',
    });
    for (const r of t.rows) {
      rows.push({
        key: `${t.voucherType}:${r.code}`,
        cells: { code: r.code, name: r.name, count: '', range: '', debit: r.debit, credit: r.credit },
        link: { code: r.code },
      });
    }
    rows.push({
      key: `subtotal:${t.voucherType}`,
      cells: {
        code: '',
        name: `${t.voucherType}字小计`,
        count: t.count,
        range,
        debit: t.debit,
        credit: t.credit,
      },
      tone: 'subtotal',
    });
  }
  rows.push({
    key: 'total',
    cells: {
      code: '',
      name: '合计',
      count: answer.voucherCount,
      range: '',
      debit: answer.debit,
      credit: answer.credit,
    },
    tone: 'total',
  });
  return {
    ...meta,
    columns: classificationColumns,
    rows,
    footnotes: [`共 ${answer.voucherCount} 张凭证`, answer.balanced ? '借贷平衡' : '借贷不平衡'],
  };
}
