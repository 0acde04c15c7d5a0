// The voucher as printed (预览 and 打印): pages of lines with the header repeated, 过次页 on all but
// the last page, the totals and the 大写 total on the last one, and the signature row. The ledger
// set's 凭证打印设置 fills 财务主管 and 出纳, blanks the recorded names it says not to print, names
// the unit and sets the lines per sheet. Pure, so pagination and names are tested.
import { formatMoney, isZero, sum } from '../../core/money';
import {
  LINE_LIMITS,
  linesPerSheet,
  type PaperSize,
  type VoucherPrintSettingInput,
} from '../../core/voucher/print-setting';
import { auxLabel } from '../pickers/picker-rules';
import { amountOf, type EntryLine, totalsOf, uppercaseOf } from './grid-model';
import { formatVoucherNo, type VoucherDraft } from './voucher-draft';

export type { PaperSize } from '../../core/voucher/print-setting';

/** Lines per page without a print setting: a half sheet holds a classic 6-line voucher, A4 14. */
export const LINES_PER_PAGE: Readonly<Record<PaperSize, number>> = {
  A4: LINE_LIMITS.A4.default,
  halfA4: LINE_LIMITS.halfA4.default,
};

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

export interface Signature {
  label: SignatureLabel;
  name: string;
}

export type SignatureLabel = '财务主管' | '记账' | '审核' | '出纳' | '制单';

/** Stable ids of the signatures (test ids, the print client's fields). */
export const SIGNATURE_KEYS: Readonly<Record<SignatureLabel, string>> = {
  财务主管: 'supervisor',
  记账: 'bookkeeper',
  审核: 'auditor',
  出纳: 'cashier',
  制单: 'preparer',
};

export interface PrintableVoucher {
  title: string;
  unit: string;
  date: string;
  /** "记 字第 0005 号", or "记 字第 ____ 号（待分配）" before the server numbers it. */
  number: string;
  numberOfDocument: number;
  pages: PrintPage[];
  /** Ruled lines on each sheet (the pages hold at most this many). */
  linesPerPage: number;
  debitTotal: string;
  creditTotal: string;
  uppercase: string;
  signatures: Signature[];
}

export interface PrintContext {
  unit: string;
  /** The type's full name (记账凭证); falls back to the code. */
  typeName: string;
  preparedBy: string;
  /** The ledger set's 凭证打印设置; without one, recorded names only and the paper's line count. */
  setting?: VoucherPrintSettingInput | null | undefined;
}

function subjectText(line: EntryLine): string {
  const name = line.subjectFullName || line.subjectName;
  const extras = [auxLabel(line.auxis), line.departmentName ?? ''].filter((t) => t !== '');
  return [`${line.code} ${name}`.trim(), ...extras].join('　');
}

/** Pages of `per` lines (one empty page for an empty voucher), each with its own totals. */
function paginate(lines: readonly PrintLine[], per: number): PrintPage[] {
  const chunks: PrintLine[][] = [];
  for (let i = 0; i < Math.max(lines.length, 1); i += per) chunks.push(lines.slice(i, i + per));
  // The printed amounts are formatted money ("1,234.56"): sum reads them as they are.
  const total = (texts: string[]) => sum(texts.map((t) => t || '0'));
  return chunks.map((chunk, i) => ({
    lines: chunk,
    page: i + 1,
    pages: chunks.length,
    last: i === chunks.length - 1,
    debit: total(chunk.map((l) => l.debit)),
    credit: total(chunk.map((l) => l.credit)),
  }));
}

interface RecordedNames {
  bookkeeper: string;
  reviewer: string;
  preparedBy: string;
}

/** The signature row in the order of the paper form; names the setting does not print stay blank. */
function signaturesOf(recorded: RecordedNames, setting: VoucherPrintSettingInput | null | undefined) {
  const shown = (print: boolean | undefined, name: string) => (print === false ? '' : name);
  const signatures: Signature[] = [
    { label: '财务主管', name: setting?.supervisorName ?? '' },
    { label: '记账', name: shown(setting?.printBookkeeper, recorded.bookkeeper) },
    { label: '审核', name: shown(setting?.printAuditor, recorded.reviewer) },
    { label: '出纳', name: setting?.cashierName ?? '' },
    { label: '制单', name: shown(setting?.printPreparer, recorded.preparedBy) },
  ];
  return signatures;
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
  const per = linesPerSheet(paper, ctx.setting);
  const totals = totalsOf(filled);
  const upper = uppercaseOf(totals.debit);
  const server = draft.server;
  const code = server?.voucherType ?? draft.voucherType ?? '';
  return {
    title: ctx.typeName || '记账凭证',
    unit: ctx.setting?.unitName || ctx.unit,
    date: draft.voucherDate,
    number: server ? `${code} 字第 ${formatVoucherNo(server.voucherNo)} 号` : `${code} 字第 ______ 号`,
    numberOfDocument: draft.numberOfDocument,
    pages: paginate(lines, per),
    linesPerPage: per,
    debitTotal: formatMoney(totals.debit),
    creditTotal: formatMoney(totals.credit),
    uppercase: isZero(totals.debit) ? '' : (upper.error ?? upper.text),
    signatures: signaturesOf(
      {
        bookkeeper: server?.bookkeeper ?? '',
        reviewer: server?.reviewer ?? '',
        preparedBy: server?.preparedBy ?? ctx.preparedBy,
      },
      ctx.setting,
    ),
  };
}

/**
 * A voucher laid out without the setting (凭证连续打印 builds its batch that way) as the setting
 * prints it: the same lines on the setting's sheets, its names and its unit.
 */
export function withPrintSetting(
  voucher: PrintableVoucher,
  setting: VoucherPrintSettingInput,
  paper: PaperSize,
): PrintableVoucher {
  const recorded = (label: SignatureLabel) => voucher.signatures.find((s) => s.label === label)?.name ?? '';
  const per = linesPerSheet(paper, setting);
  return {
    ...voucher,
    unit: setting.unitName || voucher.unit,
    pages: paginate(
      voucher.pages.flatMap((p) => p.lines),
      per,
    ),
    linesPerPage: per,
    signatures: signaturesOf(
      { bookkeeper: recorded('记账'), reviewer: recorded('审核'), preparedBy: recorded('制单') },
      setting,
    ),
  };
}
