// The server's own log files (LOG_DIR), newest first, each downloaded as it is on disk; and the
// collected slow-call log of the last 30 days as CSV.
import { Button, Group, Table, Text } from '@mantine/core';
import { oplogContracts } from '../../core/contracts/oplog';
import { requestLogContracts } from '../../core/contracts/request-log';
import { useReport } from '../../ui/data/use-report';
import { runWrite } from '../../ui/run-write';
import { saveBlob } from '../../ui/save-blob';
import { useServices } from '../../ui/services';
import { sizeText, timeText } from './oplog-view';

export function ServerLogFiles() {
  const { api } = useServices();
  const read = useReport(oplogContracts.files, {});
  const files = read.data ?? [];
  const download = async (fileName?: string) => {
    const file = await runWrite({ action: '下载日志', refreshCaches: false }, () =>
      api.call(requestLogContracts.logFile, fileName ? { fileName } : {}, { quiet: true }),
    );
    if (file) saveBlob(file.blob, file.fileName ?? fileName ?? 'request-log.csv');
  };
  return (
    <div data-testid="server-log-files">
      <Group justify="space-between" mb={8}>
        <Text size="sm" c="dimmed">
          服务器每天写一个日志文件；只有系统管理员可以查看和下载。
        </Text>
        <Group gap={6}>
          <Button size="xs" variant="default" onClick={() => read.refresh()}>
            刷新
          </Button>
          <Button size="xs" variant="default" onClick={() => void download()}>
            下载慢请求日志（近 30 天）
          </Button>
        </Group>
      </Group>
      <Table withTableBorder striped fz="sm" verticalSpacing={4} aria-label="服务器日志文件列表">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>文件名</Table.Th>
            <Table.Th w={120} ta="right">
              大小
            </Table.Th>
            <Table.Th w={170}>最后写入</Table.Th>
            <Table.Th w={80}>操作</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {files.map((f) => (
            <Table.Tr key={f.fileName}>
              <Table.Td>{f.fileName}</Table.Td>
              <Table.Td ta="right">{sizeText(f.size)}</Table.Td>
              <Table.Td>{timeText(f.modifiedAt)}</Table.Td>
              <Table.Td>
                <Button size="compact-xs" variant="subtle" onClick={() => void download(f.fileName)}>
                  下载
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
          {files.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={4} ta="center" c="dimmed">
                {read.loading ? '正在读取…' : '没有日志文件（服务器未设置 LOG_DIR 或尚未写入）'}
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </div>
  );
}
