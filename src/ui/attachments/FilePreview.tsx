// The preview of one file inside the page: an image at full width, a PDF in a frame of its blob URL,
// anything else as a download; 新窗口打开 takes it to the /viewer window.
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { contentTypeOf } from '../../core/attachments/content-type';
import type { ShownFile } from '../../local/attachments';
import { saveBlob } from '../save-blob';
import { formatSize, openViewer, useFileBytes, useObjectUrl, viewKindOf } from './file-view';

/** The same bytes typed by their checked extension, so the browser's viewer renders them. */
export function typedBlob(blob: Blob, fileSuffix: string): Blob {
  const type = contentTypeOf(fileSuffix.toLowerCase());
  return blob.type === type ? blob : new Blob([blob], { type });
}

export function FileView({ file, blob, height }: { file: ShownFile; blob: Blob; height: number | string }) {
  const typed = useMemo(() => typedBlob(blob, file.fileSuffix), [blob, file.fileSuffix]);
  const url = useObjectUrl(typed);
  const kind = viewKindOf(file.fileSuffix);
  if (!url) return null;
  if (kind === 'image') {
    return (
      <img
        src={url}
        alt={file.name}
        style={{
          maxWidth: '100%',
          maxHeight: height,
          objectFit: 'contain',
          display: 'block',
          margin: '0 auto',
        }}
      />
    );
  }
  if (kind === 'pdf') {
    return <iframe src={url} title={file.name} style={{ width: '100%', height, border: 0 }} />;
  }
  return (
    <Stack align="center" gap="xs" py="lg">
      <Text size="sm">此类文件（{file.fileSuffix}）不能预览，请下载后查看。</Text>
      <Button size="xs" onClick={() => saveBlob(typed, file.name)}>
        下载（{formatSize(file.size)}）
      </Button>
    </Stack>
  );
}

export interface FilePreviewProps {
  file: ShownFile | null;
  local: Blob | null;
  onClose(): void;
}

export function FilePreview({ file, local, onClose }: FilePreviewProps) {
  return (
    <Modal opened={file !== null} onClose={onClose} title={file?.name ?? ''} size={900} centered>
      {file ? <PreviewBody file={file} local={local} /> : null}
    </Modal>
  );
}

function PreviewBody({ file, local }: { file: ShownFile; local: Blob | null }) {
  const bytes = useFileBytes(file, local, true);
  return (
    <Stack gap="sm">
      {bytes.loading ? (
        <Group justify="center" py="lg">
          <Loader size="sm" />
        </Group>
      ) : bytes.problem ? (
        <Alert color="orange">{bytes.problem}</Alert>
      ) : bytes.blob ? (
        <FileView file={file} blob={bytes.blob} height="70vh" />
      ) : null}
      <Group justify="flex-end">
        <Button size="xs" variant="default" onClick={() => openViewer(file)}>
          新窗口打开
        </Button>
      </Group>
    </Stack>
  );
}
