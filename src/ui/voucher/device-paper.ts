// The paper a voucher prints on: this computer's own choice when one was made (凭证录入's 纸张 switch,
// kept per browser because the printer is), else the ledger set's default from 凭证打印设置.
import type { PaperSize } from '../../core/voucher/print-setting';

// The key 凭证录入 has always used, so a choice made before the ledger default existed still counts.
const key = 'voucherEntry:paper';

/** This computer's choice; null when it never chose (the ledger set's default applies). */
export function readDevicePaper(): PaperSize | null {
  const value = globalThis.localStorage?.getItem(key);
  return value === 'A4' || value === 'halfA4' ? value : null;
}

export function writeDevicePaper(paper: PaperSize): void {
  globalThis.localStorage?.setItem(key, paper);
}

export function clearDevicePaper(): void {
  globalThis.localStorage?.removeItem(key);
}

export function effectivePaper(device: PaperSize | null, ledgerDefault: PaperSize | undefined): PaperSize {
  return device ?? ledgerDefault ?? 'halfA4';
}
