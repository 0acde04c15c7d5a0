// The attachment supplement dialog (spec 000 §2.5 item 5, §4.2): 附件补录 adds files beside a record's
// bound ones, waiting for approval; 附件审批 (approval mode) shows them without upload, and 确 定 sends
// the approval record instead. Panels 原始凭证 and 支持文件, old and new (or 附件 only). Changes are
// staged in the dialog: 确 定 queues them through the outbox, 取 消 leaves nothing behind.
import { Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { FileType } from '../../core/contracts/attachment';
import { P } from '../../core/permissions/keys';
import { type AttachmentRef, approveSupplement, saveAttachments } from '../../local/attachments';
import { type Added, EditableFiles, fileTypeLabel, useCan, useUploadLimits } from './AttachmentField';
import { FileList } from './FileList';
import { FilePreview } from './FilePreview';
import { type ListItem, useAttachmentList, useAttachmentLists } from './use-attachment-list';

export interface SupplementDialogProps {
  opened: boolean;
  onClose(): void;
  dataId: string;
  attachmentsType: string;
  /** 附件审批: no upload; 确 定 approves the new files. */
  approval?: boolean;
  /** The variant with one panel, 附件（旧）/（新）. */
  single?: boolean;
  recordLabel?: string;
}

interface Staged {
  items: ListItem[];
  added: Added[];
}

export function SupplementDialog(props: SupplementDialogProps) {
  const { opened, onClose, approval = false } = props;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={approval ? '附件审批' : '附件补录'}
      size={960}
      closeOnClickOutside={false}
    >
      {opened ? <SupplementBody {...props} /> : null}
    </Modal>
  );
}

function SupplementBody({
  onClose,
  dataId,
  attachmentsType,
  approval = false,
  single,
  recordLabel,
}: SupplementDialogProps) {
  const lists = useAttachmentLists(dataId, attachmentsType);
  const canUpload = useCan(P.attachment.upload);
  const canApprove = useCan(P.attachment.approve);
  const limits = useUploadLimits();
  const types: FileType[] = single ? ['originalFile'] : ['originalFile', 'supportingFile'];
  const [staged, setStaged] = useState<Partial<Record<FileType, Staged>>>({});
  const [preview, setPreview] = useState<ListItem | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const original = usePanel(dataId, attachmentsType, 'originalFile', lists);
  const supporting = usePanel(dataId, attachmentsType, 'supportingFile', lists);
  const panels = { originalFile: original, supportingFile: supporting };

  const confirm = async () => {
    setBusy(true);
    setProblem(null);
    try {
      if (approval) {
        const waiting = types.filter((t) => panels[t].fresh.items.length > 0);
        if (waiting.length === 0) throw new Error('没有待审批的补录附件');
        for (const fileType of waiting)
          await approveSupplement({ dataId, attachmentsType, fileType }, recordLabel);
      } else {
        for (const fileType of types) {
          const change = staged[fileType];
          if (!change) continue;
          const ref: AttachmentRef = { dataId, attachmentsType, fileType, supplement: true };
          await saveAttachments({
            ref,
            files: change.items.map((i) => i.file),
            added: change.added,
            ...(recordLabel ? { recordLabel } : {}),
          });
        }
      }
      notifications.show({
        color: 'green',
        message: approval ? '附件审批已提交' : '附件已保存，联网后上传',
        autoClose: 3000,
      });
      onClose();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : '保存失败');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm">
      {types.map((fileType) => {
        const title = single ? '附件' : fileTypeLabel[fileType];
        const panel = panels[fileType];
        const change = staged[fileType];
        const items = change?.items ?? panel.fresh.items;
        return (
          <SimpleGrid key={fileType} cols={2} spacing="md">
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {title}（旧）
              </Text>
              <FileList label={`${title}（旧）`} items={panel.bound.items} onPreview={setPreview} />
            </Stack>
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {title}（新）
              </Text>
              <EditableFiles
                label={`${title}（新）`}
                items={items}
                editable={!approval && canUpload}
                limits={limits}
                onPreview={setPreview}
                onChange={(next, added) =>
                  setStaged((s) => ({
                    ...s,
                    [fileType]: { items: next, added: [...(s[fileType]?.added ?? []), ...added] },
                  }))
                }
              />
            </Stack>
          </SimpleGrid>
        );
      })}
      {problem ? (
        <Text role="alert" size="xs" c="red.7">
          {problem}
        </Text>
      ) : null}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onClose}>
          取 消
        </Button>
        <Button loading={busy} disabled={approval && !canApprove} onClick={() => void confirm()}>
          确 定
        </Button>
      </Group>
      <FilePreview
        file={preview?.file ?? null}
        local={preview?.blob ?? null}
        onClose={() => setPreview(null)}
      />
    </Stack>
  );
}

function usePanel(
  dataId: string,
  attachmentsType: string,
  fileType: FileType,
  lists: ReturnType<typeof useAttachmentLists>,
) {
  const bound = useAttachmentList({ dataId, attachmentsType, fileType, supplement: false }, lists);
  const fresh = useAttachmentList({ dataId, attachmentsType, fileType, supplement: true }, lists);
  return { bound, fresh };
}
