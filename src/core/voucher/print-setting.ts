// 凭证打印设置 of a ledger set: the names a printed voucher carries that the voucher itself does not
// know (财务主管, 出纳), which recorded names to print, the unit in the header, the default paper and
// how many entry lines a sheet holds. Shared by the server (its checks) and the screens (the form,
// the print model), so both refuse the same input with the same words.

export type PaperSize = 'A4' | 'halfA4';

export const PAPER_NAMES: Readonly<Record<PaperSize, string>> = { A4: 'A4', halfA4: '半张A4' };

/** Lines a sheet holds, per paper: the default and what still fits on the sheet. */
export const LINE_LIMITS: Readonly<Record<PaperSize, { default: number; min: number; max: number }>> = {
  halfA4: { default: 6, min: 4, max: 8 },
  A4: { default: 14, min: 8, max: 20 },
};

export const NAME_MAX = 20;
export const UNIT_NAME_MAX = 60;

/** What the settings screen edits and POST /api/voucher/printSetting/save takes. */
export interface VoucherPrintSettingInput {
  /** 财务主管; '' prints an empty signature line. */
  supervisorName: string;
  /** 出纳 */
  cashierName: string;
  printPreparer: boolean;
  printAuditor: boolean;
  printBookkeeper: boolean;
  /** The unit in the header; '' prints the ledger set's own name. */
  unitName: string;
  paper: PaperSize;
  linesHalfA4: number;
  linesA4: number;
}

/** GET /api/voucher/printSetting: the setting (defaults when never saved) and what '' unit means. */
export interface VoucherPrintSetting extends VoucherPrintSettingInput {
  /** The ledger set's name, printed when unitName is ''. */
  defaultUnitName: string;
  /** 0 while never saved; a save sends the version it edited. */
  version: number;
  updatedAt: string | null;
  updatedBy: string | null;
}

export const DEFAULT_PRINT_SETTING: Readonly<VoucherPrintSettingInput> = {
  supervisorName: '',
  cashierName: '',
  printPreparer: true,
  printAuditor: true,
  printBookkeeper: true,
  unitName: '',
  paper: 'halfA4',
  linesHalfA4: LINE_LIMITS.halfA4.default,
  linesA4: LINE_LIMITS.A4.default,
};

export const PRINT_SETTING_LABELS = {
  supervisorName: '财务主管',
  cashierName: '出纳',
  printPreparer: '打印制单人',
  printAuditor: '打印审核人',
  printBookkeeper: '打印记账人',
  unitName: '核算单位名称',
  paper: '默认纸张',
  linesHalfA4: '半张A4每张分录行数',
  linesA4: 'A4每张分录行数',
  version: '版本号',
} as const;

/** The input as it is stored: names and unit trimmed. */
export function normalizePrintSetting(input: VoucherPrintSettingInput): VoucherPrintSettingInput {
  return {
    ...input,
    supervisorName: input.supervisorName.trim(),
    cashierName: input.cashierName.trim(),
    unitName: input.unitName.trim(),
  };
}

/** The first thing wrong with a (normalized) setting, in the words the form and the server use. */
export function printSettingProblem(s: VoucherPrintSettingInput): string | null {
  const L = PRINT_SETTING_LABELS;
  const long = (label: string, value: string, max: number) =>
    value.length > max ? `${label}长度不能超过 ${max} 个字符` : null;
  const lines = (label: string, value: number, paper: PaperSize) => {
    const { min, max } = LINE_LIMITS[paper];
    return Number.isInteger(value) && value >= min && value <= max
      ? null
      : `${label}应为 ${min} 到 ${max} 之间的整数`;
  };
  return (
    long(L.supervisorName, s.supervisorName, NAME_MAX) ??
    long(L.cashierName, s.cashierName, NAME_MAX) ??
    long(L.unitName, s.unitName, UNIT_NAME_MAX) ??
    (s.paper === 'A4' || s.paper === 'halfA4' ? null : `${L.paper}的取值无效`) ??
    lines(L.linesHalfA4, s.linesHalfA4, 'halfA4') ??
    lines(L.linesA4, s.linesA4, 'A4')
  );
}

/** Lines per sheet on this paper under the setting (the paper's default without one). */
export function linesPerSheet(paper: PaperSize, setting?: VoucherPrintSettingInput | null): number {
  if (!setting) return LINE_LIMITS[paper].default;
  return paper === 'A4' ? setting.linesA4 : setting.linesHalfA4;
}
