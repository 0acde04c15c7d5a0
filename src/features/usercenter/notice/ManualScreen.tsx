// 上传操作手册: the administrator picks a PDF (the attachment rules: size limits, the file's own
// signature), it is uploaded as an attachment and named the manual; everyone opens it from 帮助.
import { Anchor, Button, FileInput, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { attachmentContracts } from '../../../core/contracts/attachment';
import { manualContracts } from '../../../core/contracts/manual';
import { useReport } from '../../../ui/data/use-report';
import { openManual } from '../../../ui/open-manual';
import { PageHeader } from '../../../ui/PageHeader';
import { runWrite } from '../../../ui/run-write';
import type { ScreenProps } from '../../../ui/screen-types';
import { useServices } from '../../../ui/services';
import { sizeText } from '../../../ui/size-text';
import { timeText } from '../operators/AuditDialog';

export function ManualScreen({ route }: ScreenProps) {
  const { api } = useServices();
  const info = useReport(manualContracts.info, {});
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const upload = async () => {
    if (!file) return setProblem('请选择 PDF 文件');
    if (!file.name.toLowerCase().endsWith('.pdf')) return setProblem('操作手册应为 PDF 文件');
    setProblem(null);
    setBusy(true);
    const form = new FormData();
    form.append('file', file, file.name);
    const done = await runWrite(
      { action: '上传操作手册', done: '操作手册已更新', refreshCaches: false },
      async () => {
        const [record] = await api.upload(attachmentContracts.fileUpload, form, { quiet: true });
        if (!record) throw new Error('上传失败');
        return api.call(manualContracts.set, { fileId: record.fileId }, { quiet: true });
      },
    );
    setBusy(false);
    if (done) {
      setFile(null);
      info.refresh();
    }
  };

  const current = info.data;
  return (
    <Stack gap="sm" p="md" data-testid="manual-screen">
      <PageHeader title={route.title} />
      <Paper withBorder p="md" maw={760}>
        <Text size="sm" mb="sm">
          {current ? (
            <>
              当前操作手册：
              <Anchor component="button" onClick={() => void openManual(api)}>
                {current.name}
              </Anchor>
              （{sizeText(current.size)}，{current.setBy} 于 {timeText(current.setAt)} 上传）
            </>
          ) : (
            '尚未上传操作手册。上传后，所有用户可在右上角「帮助」中打开。'
          )}
        </Text>
        <Group align="flex-end" gap="sm">
          <FileInput
            w={360}
            label="选择 PDF 文件"
            accept="application/pdf,.pdf"
            clearable
            value={file}
            onChange={setFile}
          />
          <Button onClick={() => void upload()} loading={busy}>
            上传
          </Button>
        </Group>
        {problem && (
          <Text size="sm" c="red" mt={6} role="alert">
            {problem}
          </Text>
        )}
      </Paper>
    </Stack>
  );
}
