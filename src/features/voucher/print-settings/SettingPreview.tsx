// The live preview beside the form: a sample voucher on the chosen default paper, laid out with
// the setting as edited (header unit, ruled lines, signature row), shrunk to fit beside the form.
import { Text } from '@mantine/core';
import {
  LINE_LIMITS,
  PAPER_NAMES,
  type PaperSize,
  type VoucherPrintSettingInput,
} from '../../../core/voucher/print-setting';
import { VoucherSheets } from '../../../ui/voucher/VoucherPrint';
import { sampleVoucher } from './sample-voucher';

export interface SettingPreviewProps {
  setting: VoucherPrintSettingInput;
  /** The ledger set's name (printed when the setting names no unit). */
  unit: string;
  paper: PaperSize;
  date: string;
}

/** Lines outside their range preview with the paper's default until corrected. */
function previewable(setting: VoucherPrintSettingInput): VoucherPrintSettingInput {
  const inRange = (n: number, paper: PaperSize) => {
    const { min, max } = LINE_LIMITS[paper];
    return Number.isInteger(n) && n >= min && n <= max ? n : LINE_LIMITS[paper].default;
  };
  return {
    ...setting,
    supervisorName: setting.supervisorName.trim(),
    cashierName: setting.cashierName.trim(),
    unitName: setting.unitName.trim(),
    linesHalfA4: inRange(setting.linesHalfA4, 'halfA4'),
    linesA4: inRange(setting.linesA4, 'A4'),
  };
}

export function SettingPreview({ setting, unit, paper, date }: SettingPreviewProps) {
  const voucher = sampleVoucher(previewable(setting), unit, paper, date);
  return (
    <section
      style={{ flex: 1, minWidth: 0, background: '#e9edf2', borderRadius: 4, padding: '8px 0 12px' }}
      aria-label="打印预览"
    >
      <Text size="xs" c="dimmed" ta="center" mb={6}>
        打印预览（示例凭证，{PAPER_NAMES[paper]}，括号内为凭证上记录的人员）
      </Text>
      <div style={{ zoom: 0.78 }} data-testid="print-setting-preview">
        <VoucherSheets voucher={voucher} paper={paper} screen />
      </div>
    </section>
  );
}
