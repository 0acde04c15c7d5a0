// 附件 of one record in a window: the shared upload field for each file type asked for, keyed by the
// record's id, so what is picked offline waits on the device and goes through the outbox like the
// record. Used where a list row or a toolbar has an 附件 button (凭证录入, the asset screens).
import { Modal, Stack } from '@mantine/core';
import type { FileType } from '../../core/contracts/attachment';
import { AttachmentField } from './AttachmentField';

export interface AttachmentsDialogProps {
  /** The record's id; null closes the window. */
  dataId: string | null;
  attachmentsType: string;
  title: string;
  /** Pick, reorder and delete; otherwise preview and download only. */
  editable: boolean;
  /** How the sync panel names the record. */
  recordLabel: string;
  fileTypes?: readonly FileType[];
  onClose(): void;
}

const originalOnly: readonly FileType[] = ['originalFile'];

export function AttachmentsDialog({
  dataId,
  attachmentsType,
  title,
  editable,
  recordLabel,
  fileTypes = originalOnly,
  onClose,
}: AttachmentsDialogProps) {
  return (
    <Modal opened={dataId !== null} onClose={onClose} title={title} size={760}>
      {dataId !== null ? (
        <Stack gap="md" data-testid="attachments-dialog">
          {fileTypes.map((fileType) => (
            <AttachmentField
              key={fileType}
              dataId={dataId}
              attachmentsType={attachmentsType}
              fileType={fileType}
              mode={editable ? 'edit' : 'view'}
              recordLabel={recordLabel}
            />
          ))}
        </Stack>
      ) : null}
    </Modal>
  );
}
