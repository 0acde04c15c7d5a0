// The voucher a claim generates, as the 生成凭证 dialog edits it: the server's preview turned into
// editable lines (amount cells hold text as typed), the totals, the first reason 保存 is not
// allowed yet, and the VoucherSave the edited lines make. Pure, so the rules are tested apart.
import type { ClaimVoucherPreview } from '../../core/contracts/reimbursement';
import { compare, isZero, type Money, sum, tryParseMoney } from '../../core/money';
import { isValidAccountingDate } from '../../core/rules/dates';

export interface EditLine {
  /** React key (lines have no id of their own). */
  key: string;
  summary: string;
  code: string;
  /** What the preview filled for its subject; dropped when the subject is changed. */
  departmentCode: string | null;
  auxis: { typeNo: string; infoNo: string }[];
  /** The code the preview gave this line, to know whether its department and items still apply. */
  previewCode: string | null;
  debit: string;
  credit: string;
}

export interface EditVoucher {
  voucherDate: string;
  numberOfDocument: number | '';
  lines: EditLine[];
}

type PreviewEntry = ClaimVoucherPreview['voucher']['entries'][number];

/** An amount as the cell edits it: '' for zero or nothing. */
const cellText = (amount: string): string => {
  const money = amount.trim() === '' ? null : tryParseMoney(amount);
  return money === null || isZero(money) ? '' : money;
};

export function lineFromPreview(entry: PreviewEntry, key: string): EditLine {
  return {
    key,
    summary: entry.summary,
    code: entry.code,
    departmentCode: entry.departmentCode,
    auxis: entry.auxis ?? [],
    previewCode: entry.code,
    debit: cellText(entry.debitAmount),
    credit: cellText(entry.creditAmount),
  };
}

export function editFromPreview(preview: ClaimVoucherPreview, makeKey: () => string): EditVoucher {
  return {
    voucherDate: preview.voucher.voucherDate,
    numberOfDocument: preview.voucher.numberOfDocument,
    lines: preview.voucher.entries.map((e) => lineFromPreview(e, makeKey())),
  };
}

export function emptyLine(key: string, summary = ''): EditLine {
  return {
    key,
    summary,
    code: '',
    departmentCode: null,
    auxis: [],
    previewCode: null,
    debit: '',
    credit: '',
  };
}

/** A line with nothing in it is left out of the voucher (the grid keeps one to type into). */
export const isBlankLine = (l: EditLine) =>
  l.summary.trim() === '' && l.code === '' && l.debit.trim() === '' && l.credit.trim() === '';

/** The amount a cell's text is; '' reads as zero; null when it is no amount. */
export function cellAmount(text: string): Money | null {
  if (text.trim() === '') return '0.00' as Money;
  return tryParseMoney(text);
}

export interface Totals {
  debit: Money;
  credit: Money;
  /** Debit equals credit and neither is zero. */
  balanced: boolean;
}

export function totalsOf(lines: readonly EditLine[]): Totals {
  const side = (pick: (l: EditLine) => string) => sum(lines.map((l) => cellAmount(pick(l)) ?? '0'));
  const debit = side((l) => l.debit);
  const credit = side((l) => l.credit);
  return { debit, credit, balanced: compare(debit, credit) === 0 && !isZero(debit) };
}

/** The first reason the voucher cannot be saved as it is, or null. */
export function voucherProblem(v: EditVoucher): string | null {
  if (!isValidAccountingDate(v.voucherDate)) return '凭证日期应为 2022-01-01 以后的日期';
  const n = v.numberOfDocument;
  if (n === '' || !Number.isInteger(n) || n < 0 || n > 999) return '附件张数应为 0 至 999 的整数';
  const lines = v.lines.filter((l) => !isBlankLine(l));
  if (lines.length < 2) return '凭证至少需要两行分录';
  for (const l of lines) {
    const row = `第${v.lines.indexOf(l) + 1}行`;
    if (l.summary.trim() === '') return `${row}摘要不能为空`;
    if (l.code === '') return `${row}请选择科目`;
    const debit = cellAmount(l.debit);
    const credit = cellAmount(l.credit);
    if (debit === null || credit === null) return `${row}金额格式不正确`;
    if (isZero(debit) === isZero(credit)) return `${row}借方、贷方须填且只填一方`;
  }
  const totals = totalsOf(lines);
  if (!totals.balanced) {
    return isZero(totals.debit) ? '凭证金额不能为零' : '借贷不平衡，请调整分录金额';
  }
  return null;
}

/** The VoucherSave of the edited voucher (a new voucher: the id is made here, once per dialog). */
export function toVoucherSave(v: EditVoucher, id: string) {
  return {
    id,
    voucherDate: v.voucherDate,
    numberOfDocument: v.numberOfDocument === '' ? 0 : v.numberOfDocument,
    entries: v.lines
      .filter((l) => !isBlankLine(l))
      .map((l) => {
        const keep = l.code === l.previewCode;
        const debit = cellAmount(l.debit) ?? '0.00';
        const credit = cellAmount(l.credit) ?? '0.00';
        return {
          summary: l.summary.trim(),
          code: l.code,
          departmentCode: keep ? l.departmentCode : null,
          auxis: keep ? l.auxis : [],
          debitAmount: isZero(debit) ? '' : debit,
          creditAmount: isZero(credit) ? '' : credit,
        };
      }),
  };
}
