// The union statements in their official layouts (工会会计制度 附录1): 资产负债表 (工会01表) with
// assets on the left and liabilities and net assets on the right, each with 行次 and two columns;
// 收入支出表 (工会02表) as 项目 | 行次 | two columns. Section heads are added where the form has them.
import type { StatementAnswer } from '../../../core/contracts/ledger-answers';
import { formatMoney } from '../../../core/money';
import type { CellValue, ReportSheet, SheetColumn, SheetRow } from '../frame/sheet';

type Line = StatementAnswer['lines'][number];

export interface StatementLink {
  codes: string[];
}

/** Full-width spaces indent the item names, so the print and the workbook indent alike. */
const indented = (line: Line) => `${'　'.repeat(line.indent * 2)}${line.name}`;

const heads: Record<string, { before?: string; after?: string }> = {
  cash: { before: '流动资产：' },
  currentAssets: { after: '非流动资产：' },
  payroll: { before: '负债：' },
  dueToUpper: { before: '负债：' },
  totalLiabilities: { after: '净资产：' },
};

type Cell = { name: string; no: number | null; values: [string, string] | null; line?: Line };

function withHeads(lines: readonly Line[]): Cell[] {
  const out: Cell[] = [];
  let liabilitiesHead = false;
  for (const line of lines) {
    const before = heads[line.key]?.before;
    if (before && !(before === '负债：' && liabilitiesHead)) {
      out.push({ name: before, no: null, values: null });
      if (before === '负债：') liabilitiesHead = true;
    }
    out.push({ name: indented(line), no: line.no, values: line.values, line });
    const after = heads[line.key]?.after;
    if (after) out.push({ name: after, no: null, values: null });
  }
  return out;
}

export function balanceSheetColumns(answer: StatementAnswer): SheetColumn[] {
  const [first, second] = answer.columns;
  return [
    { key: 'leftName', title: '资　　产', kind: 'text', width: 190 },
    { key: 'leftNo', title: '行次', kind: 'count', width: 44, center: true },
    { key: 'left0', title: first, kind: 'money', width: 128 },
    { key: 'left1', title: second, kind: 'money', width: 128 },
    { key: 'rightName', title: '负债和净资产', kind: 'text', width: 190 },
    { key: 'rightNo', title: '行次', kind: 'count', width: 44, center: true },
    { key: 'right0', title: first, kind: 'money', width: 128 },
    { key: 'right1', title: second, kind: 'money', width: 128 },
  ];
}

/** The period line: 2023年02月 for a monthly statement, 2023年度 for the annual one. */
export function statementPeriod(answer: Pick<StatementAnswer, 'year' | 'month' | 'annual'>): string {
  return answer.annual ? `${answer.year}年度` : `${answer.year}年${String(answer.month).padStart(2, '0')}月`;
}

export function balanceSheetSheet(answer: StatementAnswer, unit: string): ReportSheet<StatementLink> {
  const split = answer.lines.findIndex((l) => l.key === 'totalAssets');
  const cut = split >= 0 ? split + 1 : Math.ceil(answer.lines.length / 2);
  const left = withHeads(answer.lines.slice(0, cut));
  const right = withHeads(answer.lines.slice(cut));
  const rows: SheetRow<StatementLink>[] = [];
  const notes: string[] = [];
  const grand = { left: -1, right: -1 };
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const l = left[i];
    const r = right[i];
    const cells: Record<string, CellValue> = {
      leftName: l?.name ?? '',
      leftNo: l?.no ?? null,
      left0: l?.values?.[0] ?? null,
      left1: l?.values?.[1] ?? null,
      rightName: r?.name ?? '',
      rightNo: r?.no ?? null,
      right0: r?.values?.[0] ?? null,
      right1: r?.values?.[1] ?? null,
    };
    const strong = [
      ...(l?.line?.isTotal ? ['leftName', 'left0', 'left1'] : []),
      ...(r?.line?.isTotal ? ['rightName', 'right0', 'right1'] : []),
      ...(l && !l.line ? ['leftName'] : []),
      ...(r && !r.line ? ['rightName'] : []),
    ];
    if (l?.line?.key === 'totalAssets') grand.left = i;
    if (r?.line?.key === 'totalLiabilitiesAndNetAssets') grand.right = i;
    const row: SheetRow<StatementLink> = { key: `r${i}`, cells, strong };
    for (const line of [l?.line, r?.line]) if (line?.note) notes.push(`${line.name}：${line.note}`);
    // Each half opens its own subjects: a click lands on the cell of the line it means.
    const links: Record<string, StatementLink> = {};
    for (const [side, line] of [
      ['left', l?.line],
      ['right', r?.line],
    ] as const) {
      if (!line?.codes.length) continue;
      for (const key of ['Name', 'No', '0', '1']) links[`${side}${key}`] = { codes: line.codes };
    }
    if (Object.keys(links).length) row.cellLinks = links;
    rows.push(row);
  }
  alignGrandTotals(rows, grand);
  return {
    title: answer.title,
    unit,
    period: statementPeriod(answer),
    subtitle: answer.formNo,
    columns: balanceSheetColumns(answer),
    rows,
    footnotes: [...tieOutLines(answer), ...notes],
  };
}

/** Puts 资产总计 and 负债与净资产总计 on one final 'total' row, as on the printed form. */
function alignGrandTotals(rows: SheetRow<StatementLink>[], keys: { left: number; right: number }) {
  const { left, right } = keys;
  if (left < 0 || right < 0) return;
  const target = Math.max(left, right);
  const from = left === target ? right : left;
  const side = left === target ? 'right' : 'left';
  const pick = (key: string) => (rows[from] as SheetRow<StatementLink>).cells[key] ?? null;
  if (from !== target) {
    const source = rows[from] as SheetRow<StatementLink>;
    const dest = rows[target] as SheetRow<StatementLink>;
    const names = [`${side}Name`, `${side}No`, `${side}0`, `${side}1`];
    const moved = Object.fromEntries(names.map((k) => [k, pick(k)]));
    const cleared = Object.fromEntries(names.map((k) => [k, k.endsWith('Name') ? '' : null]));
    rows[from] = {
      ...source,
      cells: { ...source.cells, ...cleared },
      strong: source.strong?.filter((k) => !k.startsWith(side)),
    };
    rows[target] = {
      ...dest,
      cells: { ...dest.cells, ...moved },
      strong: [...(dest.strong ?? []), `${side}Name`, `${side}0`, `${side}1`],
    };
  }
  (rows[target] as SheetRow<StatementLink>).tone = 'total';
}

/** 报表平衡 or what does not tie out, in words for the status line and the footnotes. */
export function tieOutLines(answer: StatementAnswer): string[] {
  const t = answer.tieOut;
  if (!t) return [];
  if (answer.formNo === '工会02表') {
    const [open, close] = answer.annual ? ['年初', '年末'] : ['期初', '期末'];
    if (t.balanced) return [`${close}资金结转结余＝${open}资金结转结余＋调整及变动＋本期收支差额，报表平衡`];
    return t.problems;
  }
  if (t.balanced) return ['资产总计等于负债与净资产总计，报表平衡'];
  const [a, b] = t.differences;
  return [
    `报表不平衡：资产总计减负债与净资产总计，年初差额 ${formatMoney(a)}，期末差额 ${formatMoney(b)}`,
    ...t.problems,
  ];
}

export function incomeExpenseSheet(answer: StatementAnswer, unit: string): ReportSheet<StatementLink> {
  const [first, second] = answer.columns;
  return {
    title: answer.title,
    unit,
    period: statementPeriod(answer),
    subtitle: answer.formNo,
    columns: [
      { key: 'name', title: '项　　目', kind: 'text', width: 330 },
      { key: 'no', title: '行次', kind: 'count', width: 50, center: true },
      { key: 'v0', title: first, kind: 'money', width: 170 },
      { key: 'v1', title: second, kind: 'money', width: 170 },
    ],
    rows: answer.lines.map((line) => ({
      key: line.key,
      cells: { name: indented(line), no: line.no, v0: line.values[0], v1: line.values[1] },
      tone: line.isTotal ? ('subtotal' as const) : ('normal' as const),
      ...(line.codes.length ? { link: { codes: line.codes } } : {}),
      ...(line.note ? { note: line.note } : {}),
    })),
    footnotes: [
      ...tieOutLines(answer),
      ...answer.lines.filter((l) => l.note).map((l) => `${l.name}：${l.note}`),
    ],
  };
}
