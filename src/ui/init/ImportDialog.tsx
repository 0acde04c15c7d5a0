// Excel import of balances (opening balances, or the old books' 2021 year-end balances): template
// download, file choice, upload; the server checks every row and a single bad one rejects the
// whole file, so the answer is either "imported N rows" or the table of rows to fix.
import { Alert, Button, FileButton, Group, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { importFileProblem, readAsBase64 } from './files';
import { type Refusal, refusalOf, splitRowProblem } from './refusal';

export interface ImportDialogProps {
  opened: boolean;
  title: string;
  /** What the file holds, for the instructions. */
  subject: string;
  onClose(): void;
  onDownloadTemplate(): Promise<void>;
  onImport(fileName: string, content: string): Promise<{ imported: number }>;
  /** Called after a successful import with the number of rows taken. */
  onImported(imported: number): void;
  /** Above the dialog it is opened from, when that is a modal too. */
  zIndex?: number;
  /** The instructions, one line each; omitted: the balance import's. */
  steps?: readonly string[];
}

const balanceSteps = (subject: string) => [
  `下载模板：模板列出${subject}的末级科目及当前金额（科目编码、科目名称、余额方向、期初余额）。`,
  '在“期初余额”列按余额方向填写金额（与方向相反的余额填负数），保存后选择文件导入。',
  '导入时逐行检查，任何一行有错，整个文件都不导入；文件中没有列出的科目保持原金额。',
];

export function ImportDialog(props: ImportDialogProps) {
  const { opened, title, subject, onClose, onDownloadTemplate, onImport, onImported, zIndex, steps } = props;
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setFile(null);
    setProblem(null);
    setRefusal(null);
  };
  const close = () => {
    reset();
    onClose();
  };
  const choose = (picked: File | null) => {
    setRefusal(null);
    setFile(picked);
    setProblem(picked ? importFileProblem(picked) : null);
  };
  const upload = async () => {
    if (!file || problem) return;
    setBusy(true);
    setRefusal(null);
    try {
      const result = await onImport(file.name, await readAsBase64(file));
      reset();
      onImported(result.imported);
    } catch (error) {
      setRefusal(refusalOf(error));
    } finally {
      setBusy(false);
    }
  };
  const download = async () => {
    try {
      await onDownloadTemplate();
    } catch (error) {
      setRefusal(refusalOf(error));
    }
  };

  const rows = refusal?.lines.map(splitRowProblem) ?? [];
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={<Text fw={600}>{title}</Text>}
      size={620}
      closeOnClickOutside={!busy}
      {...(zIndex === undefined ? {} : { zIndex })}
    >
      <Stack gap="sm">
        <Stack gap={0}>
          {(steps ?? balanceSteps(subject)).map((line, i) => (
            <Text key={line} size="sm" c="dimmed" lh={1.6}>
              {i + 1}. {line}
            </Text>
          ))}
        </Stack>
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={() => void download()}>
            下载模板
          </Button>
          <FileButton
            onChange={choose}
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          >
            {(buttonProps) => (
              <Button size="xs" variant="default" {...buttonProps}>
                选择文件
              </Button>
            )}
          </FileButton>
          <Text size="sm" data-testid="import-file-name" c={file ? undefined : 'dimmed'}>
            {file ? `${file.name}（${Math.max(1, Math.ceil(file.size / 1000))} KB）` : '未选择文件'}
          </Text>
        </Group>
        {problem && (
          <Alert color="orange" variant="light" p="xs">
            <Text size="sm">{problem}</Text>
          </Alert>
        )}
        {refusal && (
          <Alert color="red" variant="light" p="xs" data-testid="import-refusal">
            <Text size="sm" fw={600}>
              {refusal.message}
            </Text>
          </Alert>
        )}
        {rows.length > 0 && (
          <ScrollArea.Autosize mah={260} type="auto">
            <Table withTableBorder withColumnBorders fz="sm" verticalSpacing={4} aria-label="导入错误">
              <Table.Thead bg="gray.0">
                <Table.Tr>
                  <Table.Th w={90}>行号</Table.Th>
                  <Table.Th>问题</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={`${r.row ?? '-'}:${r.reason}`}>
                    <Table.Td>{r.row === null ? '—' : `第 ${r.row} 行`}</Table.Td>
                    <Table.Td>{r.reason}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={close} disabled={busy}>
            取消
          </Button>
          <Button onClick={() => void upload()} disabled={!file || problem !== null} loading={busy}>
            导入
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
