// 预览凭证 of an asset dialog: the voucher the server would make, laid out as it prints (spec 000
// §2.2 voucher preview, width 1200), with 保存 when it may still be saved (spec 000 §4.2: the
// preview can itself trigger the save) and 打印.
import type { AssetVoucherPreview } from '../../core/contracts/asset-vouchers';
import { isZero } from '../../core/money';
import { useSession } from '../services';
import { printableOf } from '../voucher/print-model';
import { printPrintable } from '../voucher/print-voucher';
import { useVoucherPrinting } from '../voucher/use-voucher-printing';
import { VoucherPreview } from '../voucher/VoucherPreview';
import type { VoucherDraft } from '../voucher/voucher-draft';

export function draftOfPreview(preview: AssetVoucherPreview): VoucherDraft {
  return {
    id: 'preview',
    voucherType: preview.voucherType,
    voucherDate: preview.voucherDate,
    numberOfDocument: preview.numberOfDocument,
    server: null,
    lines: preview.entries.map((e, i) => ({
      id: `preview-${i}`,
      side: isZero(e.creditAmount || '0') ? 1 : 2,
      summary: e.summary,
      code: e.code,
      subjectName: e.name,
      subjectFullName: e.codeFullName,
      auxis: e.auxis,
      departmentCode: e.departmentCode,
      departmentName: e.departmentName,
      debit: e.debitAmount,
      credit: e.creditAmount,
    })),
  };
}

export interface PreviewDialogProps {
  preview: AssetVoucherPreview | null;
  canSave: boolean;
  onSave(): void;
  onClose(): void;
}

export function PreviewDialog({ preview, canSave, onSave, onClose }: PreviewDialogProps) {
  const session = useSession();
  const { setting, paper, choosePaper } = useVoucherPrinting();
  if (!preview) return null;
  const printable = printableOf(
    draftOfPreview(preview),
    {
      unit: session?.ztName || session?.jc || '',
      typeName: preview.voucherTypeName,
      preparedBy: preview.preparedBy,
      setting,
    },
    paper,
  );
  return (
    <VoucherPreview
      opened
      voucher={printable}
      paper={paper}
      onPaper={choosePaper}
      canSave={canSave}
      onSave={onSave}
      onClose={onClose}
      onPrint={() => void printPrintable(printable, paper)}
    />
  );
}
