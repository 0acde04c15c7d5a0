// 附件 of an asset card or document (issue 20: the reimbursement widget and /api/fileRelation): the
// original vouchers (invoices, approvals) and the supporting files (photos), keyed by the record's
// client-made id and its kind (src/core/assets/attachment-kinds.ts), offline through the outbox.
import { SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import type { AssetAttachmentKind } from '../../core/assets/attachment-kinds';
import type { FileType } from '../../core/contracts/attachment';
import { AttachmentField, AttachmentsDialog } from '../../ui/attachments';

export const assetFileTypes: readonly FileType[] = ['originalFile', 'supportingFile'];

export interface AssetFilesTarget {
  id: string;
  /** 资产卡片 ZC000001 笔记本电脑: the window's title and the sync panel's name. */
  label: string;
  editable: boolean;
}

/** The window, and the row button's way to open it. */
export function useAssetFiles(kind: AssetAttachmentKind) {
  const [target, setTarget] = useState<AssetFilesTarget | null>(null);
  const dialog = (
    <AttachmentsDialog
      dataId={target?.id ?? null}
      attachmentsType={kind}
      title={`${target?.label ?? ''} 附件`}
      editable={target?.editable ?? false}
      recordLabel={target?.label ?? ''}
      fileTypes={assetFileTypes}
      onClose={() => setTarget(null)}
    />
  );
  return { open: setTarget, dialog };
}

/** Both lists side by side inside a record's own form (新增 / 修改), editable. */
export function AssetFileFields({
  kind,
  dataId,
  recordLabel,
}: {
  kind: AssetAttachmentKind;
  dataId: string;
  recordLabel: string;
}) {
  return (
    <SimpleGrid cols={2} spacing="md" mt={8} data-testid={`${kind}-attachments`}>
      {assetFileTypes.map((fileType) => (
        <AttachmentField
          key={fileType}
          dataId={dataId}
          attachmentsType={kind}
          fileType={fileType}
          mode="edit"
          recordLabel={recordLabel}
        />
      ))}
    </SimpleGrid>
  );
}
