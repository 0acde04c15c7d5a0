// <AttachmentField>: the shared upload widget (spec 000 §2.4, §5, §9; issue 18 item 8).
//
// Props
//   dataId           the record's id (a claim's uuid, a voucher's id); files are bound to it. A record
//                    drafted offline passes its client-made id: files wait on the device until then.
//   attachmentsType  the kind of record, e.g. "reimbursement", "voucher", "loan".
//   fileType         'originalFile' (原始凭证, default) or 'supportingFile' (支持文件).
//   mode             'edit'       the bound list: pick or drop files, reorder, delete;
//                    'view'       the bound list, read only (preview and download);
//                    'supplement' 附件补录: the bound list read only, the supplement list editable;
//                    'approve'    附件审批: both lists read only, 审批通过 joins the supplement to the bound list.
//   label            the heading (default 原始凭证 / 支持文件).
//   recordLabel      how the sync panel names the record, e.g. "差旅费报销单 BX-0012".
//   limits           overrides of the session's limits (allowed types, single file, total), rarely needed.
//
// Every change goes through the outbox (src/local/attachments.ts): one entry uploads the blobs it
// carries and binds the whole list, so offline picks wait in Dexie (shown 待上传, thumbnails from the
// blob) and reach the server once, before anything queued after them. Picks are checked against the
// limits first; a refused pick queues nothing and says why (文件大小超过50M，请重新上传, ...).
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { UploadLimits } from '../../core/attachments/upload-rules';
import { fileExtension } from '../../core/constants';
import type { FileType } from '../../core/contracts/attachment';
import { P } from '../../core/permissions/keys';
import { type RemoteFirst, useOnline } from '../../local';
import {
  type AttachmentRef,
  approveSupplement,
  newLocalId,
  type ShownFile,
  saveAttachments,
} from '../../local/attachments';
import { useSession } from '../services';
import { FileList } from './FileList';
import { FilePreview } from './FilePreview';
import { PickArea } from './PickArea';
import { limitsOf } from './pick';
import { itemOf, type ListItem, useAttachmentList, useAttachmentLists } from './use-attachment-list';

export type AttachmentMode = 'edit' | 'view' | 'supplement' | 'approve';

export interface AttachmentFieldProps {
  dataId: string;
  attachmentsType: string;
  fileType?: FileType;
  mode: AttachmentMode;
  label?: string;
  recordLabel?: string;
  limits?: Partial<UploadLimits>;
}

export const fileTypeLabel: Record<FileType, string> = {
  originalFile: '原始凭证',
  supportingFile: '支持文件',
};

export interface Added {
  localId: string;
  blob: Blob;
  name: string;
}

/** The session's limits with the caller's overrides. */
export function useUploadLimits(overrides?: Partial<UploadLimits>): UploadLimits {
  const session = useSession();
  return useMemo(() => ({ ...limitsOf(session), ...overrides }), [session, overrides]);
}

export function useCan(permission: string): boolean {
  return useSession()?.permissions.includes(permission) ?? false;
}

/** Picked files as list items (待上传) and the blobs the outbox will carry. */
export function addedItems(files: readonly File[]): { items: ListItem[]; added: Added[] } {
  const added = files.map((file) => ({ localId: newLocalId(), blob: file as Blob, name: file.name }));
  const items = added.map((a) =>
    itemOf(
      {
        fileId: null,
        localId: a.localId,
        name: a.name,
        fileSuffix: fileExtension(a.name),
        size: a.blob.size,
      },
      a.blob,
    ),
  );
  return { items, added };
}

export interface EditableFilesProps {
  label: string;
  items: readonly ListItem[];
  editable: boolean;
  limits: UploadLimits;
  onChange(next: ListItem[], added: Added[]): void;
  onPreview(item: ListItem): void;
}

/** One list with its pick area: what the field and the supplement dialog share. */
export function EditableFiles({ label, items, editable, limits, onChange, onPreview }: EditableFilesProps) {
  return (
    <Stack gap={4}>
      <FileList
        label={label}
        items={items}
        onPreview={onPreview}
        {...(editable
          ? {
              onReorder: (next: ListItem[]) => onChange(next, []),
              onDelete: (gone: ListItem) =>
                onChange(
                  items.filter((i) => i.key !== gone.key),
                  [],
                ),
            }
          : {})}
      />
      {editable ? (
        <PickArea
          label={`选择${label}`}
          limits={limits}
          onPicked={(files) => {
            const { items: fresh, added } = addedItems(files);
            onChange([...items, ...fresh], added);
          }}
        />
      ) : null}
    </Stack>
  );
}

/** Where the list shown comes from, in words (offline answers say when they were read). */
function SourceLine({ lists, online }: { lists: RemoteFirst<unknown>; online: boolean }) {
  if (lists.source === 'cache') {
    const at = new Date(lists.cachedAt ?? 0).toLocaleString('zh-CN', { hour12: false });
    return (
      <Text size="xs" c="orange.8">
        {online ? '附件列表读取失败，' : '离线，'}显示本机 {at} 保存的附件列表
      </Text>
    );
  }
  if (lists.source === 'none' && !online) {
    return (
      <Text size="xs" c="dimmed">
        离线：本机没有这条记录的附件列表，新选的文件会在联网后上传
      </Text>
    );
  }
  return null;
}

export function AttachmentField({
  dataId,
  attachmentsType,
  fileType = 'originalFile',
  mode,
  label,
  recordLabel,
  limits: overrides,
}: AttachmentFieldProps) {
  const online = useOnline();
  const limits = useUploadLimits(overrides);
  const canUpload = useCan(P.attachment.upload);
  const canApprove = useCan(P.attachment.approve);
  const lists = useAttachmentLists(dataId, attachmentsType);
  const boundRef: AttachmentRef = { dataId, attachmentsType, fileType, supplement: false };
  const newRef: AttachmentRef = { ...boundRef, supplement: true };
  const bound = useAttachmentList(boundRef, lists);
  const supplement = useAttachmentList(newRef, lists);
  const [preview, setPreview] = useState<ListItem | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const title = label ?? fileTypeLabel[fileType];
  const showSupplement = mode === 'supplement' || mode === 'approve' || supplement.items.length > 0;

  const queue = (ref: AttachmentRef) => (next: ListItem[], added: Added[]) => {
    setProblem(null);
    const files: ShownFile[] = next.map((i) => i.file);
    saveAttachments({ ref, files, added, ...(recordLabel ? { recordLabel } : {}) }).catch((error: unknown) =>
      setProblem(error instanceof Error ? error.message : '附件保存失败'),
    );
  };
  const approve = () => {
    setProblem(null);
    approveSupplement({ dataId, attachmentsType, fileType }, recordLabel).catch((error: unknown) =>
      setProblem(error instanceof Error ? error.message : '审批失败'),
    );
  };

  return (
    <Stack gap={6} data-testid={`attachments-${fileType}`}>
      <Group gap={8} justify="space-between" wrap="nowrap">
        <Group gap={8}>
          <Text size="sm" fw={600}>
            {title}
            {showSupplement ? '（旧）' : ''}
          </Text>
          <Text size="xs" c="dimmed">
            {bound.items.length} 个
          </Text>
          {bound.queued || supplement.queued ? (
            <Badge size="xs" color="orange" variant="light">
              待同步
            </Badge>
          ) : null}
        </Group>
        <SourceLine lists={lists} online={online} />
      </Group>
      <EditableFiles
        label={showSupplement ? `${title}（旧）` : title}
        items={bound.items}
        editable={mode === 'edit' && canUpload}
        limits={limits}
        onChange={queue(boundRef)}
        onPreview={setPreview}
      />
      {showSupplement ? (
        <>
          <Text size="sm" fw={600} mt={4}>
            {title}（新）
          </Text>
          <EditableFiles
            label={`${title}（新）`}
            items={supplement.items}
            editable={mode === 'supplement' && canUpload}
            limits={limits}
            onChange={queue(newRef)}
            onPreview={setPreview}
          />
          {mode === 'approve' && canApprove ? (
            <Group justify="flex-end">
              <Button
                size="xs"
                disabled={supplement.items.length === 0 || supplement.queued}
                onClick={approve}
              >
                审批通过
              </Button>
            </Group>
          ) : null}
        </>
      ) : null}
      {problem ? (
        <Text role="alert" size="xs" c="red.7">
          {problem}
        </Text>
      ) : null}
      <FilePreview
        file={preview?.file ?? null}
        local={preview?.blob ?? null}
        onClose={() => setPreview(null)}
      />
    </Stack>
  );
}
