// /viewer (spec 000 §2, §7.3): the separate window that shows one file, by its server id
// (?fileId=) or, before it is uploaded, by the id of its blob on this device (?localId=). Images
// and PDF are shown, other kinds offered as a download. Files this device holds open offline.
import { Alert, Box, Button, Center, Group, Loader, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useLocalDb, useOnline } from '../../local';
import { fetchFile, localFile } from '../../local/attachments';
import { FileView, formatSize } from '../../ui/attachments';
import { saveBlob } from '../../ui/save-blob';
import type { ScreenProps } from '../../ui/screen-types';
import { useServices } from '../../ui/services';

interface Shown {
  blob: Blob;
  name: string;
  fileSuffix: string;
}

type State = { kind: 'loading' } | { kind: 'shown'; file: Shown } | { kind: 'problem'; message: string };

const FILE_ID = /^[0-9a-f-]{36}$/i;

export function ViewerScreen({ search }: ScreenProps) {
  const { api } = useServices();
  const db = useLocalDb();
  const online = useOnline();
  const fileId = typeof search.fileId === 'string' ? search.fileId : '';
  const localId = typeof search.localId === 'string' ? search.localId : '';
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    const ctl = new AbortController();
    const show = (file: Shown) => !ctl.signal.aborted && setState({ kind: 'shown', file });
    const fail = (message: string) => !ctl.signal.aborted && setState({ kind: 'problem', message });
    setState({ kind: 'loading' });
    if (localId) {
      // The database opens once the window has its session; until then, wait.
      if (!db) return () => ctl.abort();
      localFile(db, localId).then(
        (row) =>
          row
            ? show({
                blob: row.blob,
                name: row.name,
                fileSuffix: row.name.slice(row.name.lastIndexOf('.') + 1),
              })
            : fail('这个文件已上传或已被放弃，请从附件列表重新打开'),
        () => fail('读取本机文件失败'),
      );
    } else if (FILE_ID.test(fileId)) {
      if (!db && !online) return () => ctl.abort();
      fetchFile(api, db, { fileId }, ctl.signal).then(show, (error: unknown) =>
        fail(
          !online
            ? '当前离线，本设备没有保存这个附件，联网后再打开'
            : error instanceof Error && error.message
              ? error.message
              : '附件读取失败',
        ),
      );
    } else {
      fail('缺少要预览的文件（fileId）');
    }
    return () => ctl.abort();
  }, [api, db, online, fileId, localId]);

  if (state.kind === 'loading') {
    return (
      <Center h="100vh">
        <Loader size="sm" />
      </Center>
    );
  }
  if (state.kind === 'problem') {
    return (
      <Box p="md">
        <Alert color="orange" title="无法预览">
          {state.message}
        </Alert>
      </Box>
    );
  }
  const { file } = state;
  const shownFile = {
    fileId: fileId || null,
    localId: localId || null,
    name: file.name,
    fileSuffix: file.fileSuffix,
    size: file.blob.size,
  };
  return (
    <Box h="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Group
        justify="space-between"
        px="sm"
        py={6}
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Text size="sm" fw={600} truncate="end" maw="70%">
          {file.name}
        </Text>
        <Group gap="xs">
          <Text size="xs" c="dimmed">
            {formatSize(file.blob.size)}
          </Text>
          <Button size="compact-sm" variant="default" onClick={() => saveBlob(file.blob, file.name)}>
            下载
          </Button>
        </Group>
      </Group>
      <Box style={{ flex: 1, minHeight: 0, overflow: 'auto' }} p="xs">
        <FileView file={shownFile} blob={file.blob} height="calc(100vh - 60px)" />
      </Box>
    </Box>
  );
}
