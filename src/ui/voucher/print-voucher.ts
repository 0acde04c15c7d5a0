// Sends a voucher to the printer the user chose (凭证处理设置): the browser by default, or the local
// print client, with the browser as the way out when the client cannot be reached.
import { readPrintMode } from '../print/print-mode';
import { printWithClient } from '../print/print-with-client';
import type { PaperSize, PrintableVoucher } from './print-model';
import { printVoucher } from './VoucherPrint';

export async function printPrintable(voucher: PrintableVoucher, paper: PaperSize): Promise<void> {
  const browserPrint = () => printVoucher(voucher, paper);
  if (readPrintMode() === 'browser') return browserPrint();
  await printWithClient(
    { document: 'voucher', paper: paper === 'A4' ? 'A4' : 'A5', data: voucher },
    { browserPrint },
  );
}
