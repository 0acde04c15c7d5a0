// What a screen that prints vouchers needs from 凭证打印设置: the setting (server first, the cached
// one offline) and the paper to print on, with this computer's choice kept as an override.
import { useState } from 'react';
import { mayRead, printSettingReaders } from '../../core/permissions/readers';
import type { PaperSize, VoucherPrintSetting } from '../../core/voucher/print-setting';
import { useVoucherPrintSetting } from '../../local/voucher-print';
import { useServices, useSession } from '../services';
import { effectivePaper, readDevicePaper, writeDevicePaper } from './device-paper';

export interface VoucherPrinting {
  /** null until read (or when this browser never saw one offline): recorded names only. */
  setting: VoucherPrintSetting | null;
  paper: PaperSize;
  /** This computer's choice from now on (it overrides the ledger set's default). */
  choosePaper(paper: PaperSize): void;
}

export function useVoucherPrinting(): VoucherPrinting {
  const { api } = useServices();
  const session = useSession();
  const read = useVoucherPrintSetting(api, mayRead(session?.readable, printSettingReaders));
  const [device, setDevice] = useState<PaperSize | null>(readDevicePaper);
  const setting = read.data ?? null;
  return {
    setting,
    paper: effectivePaper(device, setting?.paper),
    choosePaper: (paper) => {
      setDevice(paper);
      writeDevicePaper(paper);
    },
  };
}
