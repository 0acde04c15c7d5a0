// Prints a batch of vouchers through the browser in one job: the sheets of every voucher, one after
// another, in the print-only root and with the page size 凭证录入's printVoucher uses (its stylesheet
// hides the rest of the page and breaks a page after each sheet). The batch is laid out with the
// ledger set's 凭证打印设置 as this browser last saw it (财务主管, 出纳, unit, lines per sheet).
import type { VoucherPrintSettingInput } from '../../core/voucher/print-setting';
import { cachedVoucherPrintSetting } from '../../local/voucher-print';
import { printInBrowser } from '../../ui/print-in-browser';
import { type PaperSize, type PrintableVoucher, withPrintSetting } from '../../ui/voucher/print-model';
import { VoucherSheets, voucherPage } from '../../ui/voucher/VoucherPrint';

/** The batch as the setting prints it; unchanged without one. */
export function withSetting(
  vouchers: readonly PrintableVoucher[],
  setting: VoucherPrintSettingInput | null,
  paper: PaperSize,
): PrintableVoucher[] {
  return setting ? vouchers.map((v) => withPrintSetting(v, setting, paper)) : [...vouchers];
}

/** Prints the batch; resolves once the print dialog was asked for. */
export async function printVouchers(vouchers: readonly PrintableVoucher[], paper: PaperSize): Promise<void> {
  if (vouchers.length === 0) return;
  // A database that cannot be read must not stop the printing: the recorded names still print.
  const setting = await cachedVoucherPrintSetting().catch(() => null);
  const laidOut = withSetting(vouchers, setting, paper);
  // A number repeats across months and types: the position keys the batch.
  const keyed = laidOut.map((voucher, i) => ({ key: `${i}`, voucher }));
  printInBrowser({
    rootId: 'voucher-print-root',
    bodyClass: 'voucher-printing',
    page: voucherPage(paper),
    testId: 'continuous-print-root',
    content: keyed.map(({ key, voucher }) => <VoucherSheets key={key} voucher={voucher} paper={paper} />),
  });
}
