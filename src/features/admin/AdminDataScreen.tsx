// 系统上传 (admin-data, the administrator's own page): the system files everyone uses — the operation
// manual and the import templates — with what is uploaded now, by whom and when; 上传/替换 (the
// attachment rules, and a template's header checked against its import), 下载, and 恢复内置模板.
import { Button, FileButton, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { attachmentContracts } from '../../core/contracts/attachment';
import { type SystemFileSlot, systemFileContracts } from '../../core/contracts/system-file';
import { useReport } from '../../ui/data/use-report';
import { openConfirmDialog } from '../../ui/dialogs';
import { keptAtLabel } from '../../ui/list';
import { PageHeader } from '../../ui/PageHeader';
import { runWrite } from '../../ui/run-write';
import { saveBlob } from '../../ui/save-blob';
import type { ScreenProps } from '../../ui/screen-types';
import { useServices } from '../../ui/services';
import { sizeText } from '../../ui/size-text';
import { timeText } from './oplog-view';
import { uploadSystemFile } from './system-file-upload';

export function AdminDataScreen({ route }: ScreenProps) {
  const { api } = useServices();
  const read = useReport(systemFileContracts.list, {});
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ kind: string; message: string } | null>(null);

  const upload = async (slot: SystemFileSlot, file: File | null) => {
    if (!file) return;
    setBusy(slot.kind);
    const saved = await uploadSystemFile(api, slot, file);
    setBusy(null);
    if (typeof saved === 'string') return setProblem({ kind: slot.kind, message: saved });
    setProblem(null);
    if (saved) read.refresh();
  };
  const download = async (slot: SystemFileSlot) => {
    if (!slot.current) return;
    const file = await runWrite({ action: `下载${slot.title}`, refreshCaches: false }, () =>
      api.call(attachmentContracts.download, { id: slot.current?.fileId ?? '' }, { quiet: true }),
    );
    if (file) saveBlob(file.blob, slot.current.name);
  };
  const clear = async (slot: SystemFileSlot) => {
    const sure = await openConfirmDialog({
      title: slot.headers ? '恢复内置模板' : `删除${slot.title}`,
      message: slot.headers
        ? `确定恢复${slot.title}为系统内置模板吗？用户下次下载将得到内置模板。`
        : `确定删除${slot.title}吗？用户将无法从「帮助」打开操作手册。`,
      confirmLabel: slot.headers ? '恢复' : '删除',
    });
    if (!sure) return;
    const done = await runWrite({ action: '恢复系统文件', refreshCaches: false }, () =>
      api.call(systemFileContracts.clear, { kind: slot.kind }, { quiet: true }),
    );
    if (done) read.refresh();
  };

  return (
    <Stack gap="sm" p="md" data-testid="admin-data-screen">
      <PageHeader title={route.title} />
      <Paper withBorder p="md">
        <Text size="sm" c="dimmed" mb="sm">
          上传的文件按附件规则检查（单个文件和单次上传的大小上限见「系统设置」，文件内容须与扩展名相符）；导入模板的第1行须为该导入的表头。
          {read.cachedAt !== null &&
            `（离线：显示的是 ${keptAtLabel(read.cachedAt)} 读取的列表，上传需要联网）`}
        </Text>
        <Table withTableBorder withColumnBorders striped verticalSpacing={4} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={170}>文件</Table.Th>
              <Table.Th w={60}>格式</Table.Th>
              <Table.Th>用途</Table.Th>
              <Table.Th w={220}>当前文件</Table.Th>
              <Table.Th w={90} ta="right">
                大小
              </Table.Th>
              <Table.Th w={210}>上传人、时间</Table.Th>
              <Table.Th w={190}>操作</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(read.data ?? []).map((slot) => (
              <Table.Tr key={slot.kind} data-kind={slot.kind}>
                <Table.Td>{slot.title}</Table.Td>
                <Table.Td>{slot.suffix.toUpperCase()}</Table.Td>
                <Table.Td>
                  {slot.description}
                  {problem?.kind === slot.kind && (
                    <Text size="xs" c="red" role="alert">
                      {problem.message}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{slot.current?.name ?? (slot.headers ? '系统内置模板' : '未上传')}</Table.Td>
                <Table.Td ta="right">{slot.current ? sizeText(slot.current.size) : ''}</Table.Td>
                <Table.Td>
                  {slot.current ? `${slot.current.setBy} ${timeText(slot.current.setAt)}` : ''}
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <FileButton onChange={(f) => void upload(slot, f)} accept={`.${slot.suffix}`}>
                      {(props) => (
                        <Button size="compact-xs" loading={busy === slot.kind} {...props}>
                          {slot.current ? '替换' : '上传'}
                        </Button>
                      )}
                    </FileButton>
                    <Button
                      size="compact-xs"
                      variant="default"
                      disabled={!slot.current}
                      onClick={() => void download(slot)}
                    >
                      下载
                    </Button>
                    <Button
                      size="compact-xs"
                      variant="default"
                      disabled={!slot.current}
                      onClick={() => void clear(slot)}
                    >
                      {slot.headers ? '恢复内置' : '删除'}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    </Stack>
  );
}
