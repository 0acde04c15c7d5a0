// 凭证预览 (spec 000 §2.2, width 1200): the voucher as it will print, before saving (with 保存) or
// after (close only), with the paper size to print on. 打印 always passes through it: the user sees
// the sheets and the paper before anything goes to the printer.
import { Button, Group, Modal, ScrollArea, SegmentedControl } from '@mantine/core';
import { DIALOG_WIDTH } from '../../core/constants';
import type { PaperSize, PrintableVoucher } from './print-model';
import { VoucherSheets } from './VoucherPrint';

export interface VoucherPreviewProps {
  opened: boolean;
  voucher: PrintableVoucher | null;
  paper: PaperSize;
  onPaper(paper: PaperSize): void;
  /** Shows 保存 (a voucher not saved yet, or changed since). */
  canSave: boolean;
  onSave?(): void;
  /** Opened by 打印: the focus starts on 打印, so Enter prints what the user now sees. */
  forPrint?: boolean;
  onPrint(): void;
  onClose(): void;
}

export function VoucherPreview({
  opened,
  voucher,
  paper,
  onPaper,
  canSave,
  onSave,
  onPrint,
  onClose,
  forPrint = false,
}: VoucherPreviewProps) {
  return (
    <Modal opened={opened} onClose={onClose} size={DIALOG_WIDTH.voucherPreview} title="凭证预览" centered>
      <Group justify="space-between" mb="sm">
        <SegmentedControl
          size="xs"
          value={paper}
          onChange={(v) => onPaper(v === 'A4' ? 'A4' : 'halfA4')}
          data={[
            { value: 'halfA4', label: '半张A4' },
            { value: 'A4', label: 'A4' },
          ]}
        />
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={onClose}>
            关闭
          </Button>
          <Button
            size="xs"
            variant={forPrint ? 'filled' : 'default'}
            onClick={onPrint}
            data-autofocus={forPrint || undefined}
          >
            打印
          </Button>
          {canSave && onSave && (
            // Opened to print: 打印 is the main action, 保存 stays offered beside it.
            <Button size="xs" variant={forPrint ? 'light' : 'filled'} onClick={onSave}>
              保存
            </Button>
          )}
        </Group>
      </Group>
      <ScrollArea.Autosize mah="72vh" style={{ background: '#e9edf2', padding: '6mm 0', borderRadius: 4 }}>
        <div data-testid="voucher-preview">
          {voucher && <VoucherSheets voucher={voucher} paper={paper} screen />}
        </div>
      </ScrollArea.Autosize>
    </Modal>
  );
}
