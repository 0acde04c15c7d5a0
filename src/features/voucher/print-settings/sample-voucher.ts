// The voucher the settings screen previews: two lines of a made-up payment, laid out with the
// setting being edited, so the header, the ruled lines and the signature row show as they will print.
import { toChineseUppercase } from '../../../core/money';
import {
  LINE_LIMITS,
  type PaperSize,
  type VoucherPrintSettingInput,
} from '../../../core/voucher/print-setting';
import { type PrintableVoucher, withPrintSetting } from '../../../ui/voucher/print-model';

/** Placeholders where a real voucher prints the recorded names. */
export const SAMPLE_NAMES = { bookkeeper: '（记账人）', reviewer: '（审核人）', preparedBy: '（制单人）' };

export function sampleVoucher(
  setting: VoucherPrintSettingInput,
  ledgerUnit: string,
  paper: PaperSize,
  date: string,
): PrintableVoucher {
  const lines = [
    { summary: '支付职工培训费', subject: '50501 业务支出/培训支出', debit: '1,000.00', credit: '' },
    { summary: '支付职工培训费', subject: '101 库存现金', debit: '', credit: '1,000.00' },
  ];
  const base: PrintableVoucher = {
    title: '记账凭证',
    unit: ledgerUnit,
    date,
    number: '记 字第 0001 号',
    numberOfDocument: 1,
    pages: [{ lines, page: 1, pages: 1, last: true, debit: '1000.00', credit: '1000.00' }],
    linesPerPage: LINE_LIMITS[paper].default,
    debitTotal: '1,000.00',
    creditTotal: '1,000.00',
    uppercase: toChineseUppercase('1000.00'),
    signatures: [
      { label: '财务主管', name: '' },
      { label: '记账', name: SAMPLE_NAMES.bookkeeper },
      { label: '审核', name: SAMPLE_NAMES.reviewer },
      { label: '出纳', name: '' },
      { label: '制单', name: SAMPLE_NAMES.preparedBy },
    ],
  };
  return withPrintSetting(base, setting, paper);
}
