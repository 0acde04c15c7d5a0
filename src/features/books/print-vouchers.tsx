// Prints a batch of vouchers through the browser in one job: the sheets of every voucher, one after
// another, in the print-only root and with the page size 凭证录入's printVoucher uses (its stylesheet
// hides the rest of the page and breaks a page after each sheet). The batch is laid out with the
// ledger set's 凭证打印设置 as this browser last saw it (财务主管, 出纳, unit, lines per sheet).
import { createRoot } from 'react-dom/client';
import type { VoucherPrintSettingInput } from '../../core/voucher/print-setting';
import { cachedVoucherPrintSetting } from '../../local/voucher-print';
import { type PaperSize, type PrintableVoucher, withPrintSetting } from '../voucher-entry/print-model';
import { VoucherSheets } from '../voucher-entry/VoucherPrint';

const pageSizes: Readonly<Record<PaperSize, string>> = {
  A4: '210mm 297mm',
  halfA4: '210mm 148.5mm',
};

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
  const host = document.createElement('div');
  host.id = 'voucher-print-root';
  host.dataset.testid = 'continuous-print-root';
  const style = document.createElement('style');
  style.textContent = `@page { size: ${pageSizes[paper]}; margin: 5mm; }`;
  document.head.appendChild(style);
  document.body.appendChild(host);
  document.body.classList.add('voucher-printing');
  const root = createRoot(host);
  // A number repeats across months and types: the position keys the batch.
  const keyed = laidOut.map((voucher, i) => ({ key: `${i}`, voucher }));
  root.render(keyed.map(({ key, voucher }) => <VoucherSheets key={key} voucher={voucher} paper={paper} />));
  let done = false;
  const cleanup = () => {
    if (done) return;
    done = true;
    window.removeEventListener('afterprint', cleanup);
    root.unmount();
    host.remove();
    style.remove();
    document.body.classList.remove('voucher-printing');
  };
  window.addEventListener('afterprint', cleanup);
  // Let React paint the sheets before the print dialog snapshots the page.
  requestAnimationFrame(() =>
    setTimeout(() => {
      window.print();
      // Some browsers never fire afterprint when the dialog is cancelled; print() has returned.
      setTimeout(cleanup, 1000);
    }, 50),
  );
}
