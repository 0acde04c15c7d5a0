// The entry table of the asset generate-voucher dialogs (spec 000 §2.5, §3, §4.2, §5), shared by the
// card, provision, disposal and transform dialogs and by the server that turns the rows into a
// voucher: the blank rows each dialog starts with, clearing a row, the rows of a template, which
// rows are the funding side, and the checks with the spec's messages.
import type { AssetTemplateType, TemplateDetail } from '../contracts/asset-vouchers';
import { compare, tryParseMoney } from '../money';

export type Direction = 1 | 2;

/** A row of the entry table (spec 000 §3: voucher entry row in asset dialogs). */
export interface AssetEntryRow {
  /** Stable key of the row in the table. */
  key: string;
  balanceDirection: Direction;
  code: string;
  name: string;
  codeFullName: string;
  auxiInfoList: { typeNo: string; typeName: string; infoNo: string; infoName: string }[];
  /** The row is paid money (entry 2 of the two-entry pattern), not the asset side. */
  funding: boolean;
  departmentCode: string | null;
  departmentName: string | null;
  /** The chosen subject keeps its lines by department. */
  departmentAccounting: boolean;
  /** Transform rows carry their own amount. */
  moneyAmount: string;
  /** Disposal rows name their document. */
  documentNo: string;
}

export const directionName = (d: Direction) => (d === 1 ? '借' : '贷');

export function blankRow(key: string, direction: Direction, moneyAmount = ''): AssetEntryRow {
  return {
    key,
    balanceDirection: direction,
    code: '',
    name: '',
    codeFullName: '',
    auxiInfoList: [],
    funding: false,
    departmentCode: null,
    departmentName: null,
    departmentAccounting: false,
    moneyAmount,
    documentNo: '',
  };
}

/**
 * The blank rows a dialog opens with (spec 000 §4.2): cards and provision one debit and one credit;
 * disposal two debits and a credit (inventory one and one); transform three debit/credit pairs.
 */
export function initialRows(
  kind: AssetTemplateType,
  assetClass: 1 | 2 | 3,
  makeKey: () => string,
): AssetEntryRow[] {
  const sides: Direction[] =
    kind === 'disposal'
      ? assetClass === 3
        ? [1, 2]
        : [1, 1, 2]
      : kind === 'transform'
        ? [1, 2, 1, 2, 1, 2]
        : [1, 2];
  return sides.map((d) => blankRow(makeKey(), d));
}

/** 清空: back to a blank row, keeping its direction and (transform) its amount. */
export function clearRow(row: AssetEntryRow): AssetEntryRow {
  return blankRow(row.key, row.balanceDirection, row.moneyAmount);
}

/** The subjects that are the asset side of a class: its asset, accumulated and fund subjects. */
export interface ClassSubjects {
  assetSubject: string | null;
  contraSubject: string | null;
  fundSubject: string | null;
}

/** A row whose subject is not the class's asset, accumulated or fund subject is the funding side. */
export function isFundingCode(code: string, subjects: ClassSubjects): boolean {
  const own = [subjects.assetSubject, subjects.contraSubject, subjects.fundSubject].filter(
    (c): c is string => c !== null && c !== '',
  );
  return code !== '' && !own.some((c) => code.startsWith(c));
}

/** The rows of a template, named from the chart (a code the chart lacks keeps its template name). */
export function rowsFromTemplate(
  details: readonly TemplateDetail[],
  makeKey: () => string,
  subjects: ClassSubjects,
  lookup: (code: string) => { name: string; fullName: string; deptAccounting: boolean } | undefined,
): AssetEntryRow[] {
  return details.map((d) => {
    const found = lookup(d.code);
    return {
      ...blankRow(makeKey(), d.debitAmount === 1 ? 1 : 2),
      code: d.code,
      name: found?.name ?? d.subjectName,
      codeFullName: found?.fullName ?? d.codeFullName,
      funding: isFundingCode(d.code, subjects),
      departmentAccounting: found?.deptAccounting ?? false,
    };
  });
}

/** A template's details from the rows (rows without a subject are left out). */
export function detailsOfRows(
  rows: readonly AssetEntryRow[],
): { code: string; debitAmount: 1 | 0; creditAmount: 1 | 0 }[] {
  return rows
    .filter((r) => r.code !== '')
    .map((r) => ({
      code: r.code,
      debitAmount: r.balanceDirection === 1 ? 1 : 0,
      creditAmount: r.balanceDirection === 2 ? 1 : 0,
    }));
}

export const VOUCHER_MESSAGES = {
  noDebit: '请选择借方科目',
  noCredit: '请选择贷方科目',
  noCard: '请选择卡片',
  noSubject: '科目不能为空',
  noAsset: '请选择资产',
  noDate: '请选择凭证日期',
  noAmountSubject: '有金额的科目不能为空',
  noTemplate: '没有模板',
} as const;

export interface RowCheckContext {
  /** The dialog lists its items with checkboxes (cards, documents). */
  selection?: boolean;
  /** How many items are chosen. */
  chosen?: number;
  /** Transform in initialisation mode: the date the user picked, '' when none. */
  initDate?: string | null;
}

const positive = (v: string) => {
  const m = tryParseMoney(v);
  return m !== null && compare(m, '0') > 0;
};

/** The first problem of the rows before a save or preview, with the spec's messages; null when none. */
export function rowsProblem(
  kind: AssetTemplateType,
  rows: readonly AssetEntryRow[],
  ctx: RowCheckContext = {},
): string | null {
  const withSubject = rows.filter((r) => r.code !== '');
  if (kind === 'card') {
    if (!withSubject.some((r) => r.balanceDirection === 1)) return VOUCHER_MESSAGES.noDebit;
    if (!withSubject.some((r) => r.balanceDirection === 2)) return VOUCHER_MESSAGES.noCredit;
    if (ctx.selection && (ctx.chosen ?? 0) === 0) return VOUCHER_MESSAGES.noCard;
    return null;
  }
  if (kind === 'provision') return rows.some((r) => r.code === '') ? VOUCHER_MESSAGES.noSubject : null;
  if (kind === 'disposal') {
    if (rows.some((r, i) => i !== 1 && r.code === '')) return VOUCHER_MESSAGES.noSubject;
    if (ctx.selection && (ctx.chosen ?? 0) === 0) return VOUCHER_MESSAGES.noAsset;
    return null;
  }
  if (ctx.initDate !== undefined && !ctx.initDate) return VOUCHER_MESSAGES.noDate;
  if (rows.some((r) => positive(r.moneyAmount) && r.code === '')) return VOUCHER_MESSAGES.noAmountSubject;
  return null;
}

/** The template check (spec 000 §5: 科目不能为空; transform: the rows with an amount). */
export function templateProblem(kind: AssetTemplateType, rows: readonly AssetEntryRow[]): string | null {
  const checked = kind === 'transform' ? rows.filter((r) => positive(r.moneyAmount)) : rows;
  if (checked.length === 0 || checked.some((r) => r.code === '')) return VOUCHER_MESSAGES.noSubject;
  return null;
}

/** The rows a request sends (transform: only rows with a positive amount). */
export function rowsToSend(kind: AssetTemplateType, rows: readonly AssetEntryRow[]) {
  const sent =
    kind === 'transform' ? rows.filter((r) => positive(r.moneyAmount)) : rows.filter((r) => r.code !== '');
  return sent.map((r) => ({
    balanceDirection: r.balanceDirection,
    code: r.code,
    auxiInfoList: r.auxiInfoList.map((a) => ({ typeNo: a.typeNo, infoNo: a.infoNo })),
    funding: r.funding,
    departmentCode: r.departmentCode,
    ...(kind === 'transform'
      ? r.balanceDirection === 1
        ? { debitAmount: r.moneyAmount }
        : { creditAmount: r.moneyAmount }
      : {}),
    ...(kind === 'disposal' && r.documentNo ? { documentNo: r.documentNo } : {}),
  }));
}
