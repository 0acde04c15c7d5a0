// The voucher as printed (预览 and 打印): pages of lines with the header repeated, 过次页 on all but
// the last page, the totals and the 大写 total on the last one. Pure, so pagination is tested.
import { formatMoney, isZero, sum } from '../../core/money';
import { auxLabel } from '../../ui/pickers/picker-rules';
import { amountOf, type EntryLine, totalsOf, uppercaseOf } from './grid-model';
import { formatVoucherNo, type VoucherDraft } from './voucher-draft';

export type PaperSize = 'A4' | 'halfA4';

/** Lines per page: a half sheet holds a classic 6-line voucher; a full A4 sheet 14. */
export const LINES_PER_PAGE: Readonly<Record<PaperSize, number>> = { A4: 14, halfA4: 6 };

export interface PrintLine {
  summary: string;
  subject: string;
  debit: string;
  credit: string;
}

export interface PrintPage {
  lines: PrintLine[];
  /** Page n of total (shown when there is more than one). */
  page: number;
  pages: number;
  last: boolean;
  /** The page's own totals (过次页 / 承前页 on continued vouchers). */
  debit: string;
  credit: string;
}

export interface PrintableVoucher {
  title: string;
  unit: string;
  date: string;
  /** "记 字第 0005 号", or "记 字第 ____ 号（待分配）" before the server numbers it. */
  number: string;
  numberOfDocument: number;
  pages: PrintPage[];
  debitTotal: string;
  creditTotal: string;
  uppercase: string;
  signatures: { label: string; name: string }[];
}

export interface PrintContext {
  unit: string;
  /** The type's full name (记账凭证); falls back to the code. */
  typeName: string;
  preparedBy: string;
}

function subjectText(line: EntryLine): string {
  const name = line.subjectFullName || line.subjectName;
  const extras = [auxLabel(line.auxis), line.departmentName ?? ''].filter((t) => t !== '');
  return [`${line.code} ${name}`.trim(), ...extras].join('　');
}

export function printableOf(draft: VoucherDraft, ctx: PrintContext, paper: PaperSize): PrintableVoucher {
  const filled = draft.lines.filter(
    (l) => l.code !== '' || amountOf(l.debit) !== null || amountOf(l.credit) !== null,
  );
  const lines: PrintLine[] = filled.map((l) => ({
    summary: l.summary,
    subject: subjectText(l),
    debit: amountOf(l.debit) === null ? '' : formatMoney(l.debit),
    credit: amountOf(l.credit) === null ? '' : formatMoney(l.credit),
  }));
  const per = LINES_PER_PAGE[paper];
  const chunks: PrintLine[][] = [];
  for (let i = 0; i < Math.max(lines.length, 1); i += per) chunks.push(lines.slice(i, i + per));
  const rawChunks: EntryLine[][] = chunks.map((_, i) => filled.slice(i * per, i * per + per));
  const pages = chunks.map((chunk, i) => {
    const raw = rawChunks[i] ?? [];
    return {
      lines: chunk,
      page: i + 1,
      pages: chunks.length,
      last: i === chunks.length - 1,
      debit: sum(raw.map((l) => amountOf(l.debit) ?? '0')),
      credit: sum(raw.map((l) => amountOf(l.credit) ?? '0')),
    };
  });
  const totals = totalsOf(filled);
  const upper = uppercaseOf(totals.debit);
  const server = draft.server;
  const code = server?.voucherType ?? draft.voucherType ?? '';
  return {
    title: ctx.typeName || '记账凭证',
    unit: ctx.unit,
    date: draft.voucherDate,
    number: server ? `${code} 字第 ${formatVoucherNo(server.voucherNo)} 号` : `${code} 字第 ______ 号`,
    numberOfDocument: draft.numberOfDocument,
    pages,
    debitTotal: formatMoney(totals.debit),
    creditTotal: formatMoney(totals.credit),
    uppercase: isZero(totals.debit) ? '' : (upper.error ?? upper.text),
    signatures: [
      { label: '财务主管', name: '' },
      { label: '记账', name: server?.bookkeeper ?? '' },
      { label: '审核', name: server?.reviewer ?? '' },
      { label: '出纳', name: '' },
      { label: '制单', name: server?.preparedBy ?? ctx.preparedBy },
    ],
  };
}
