// 系统文件上传 (components/admin-Upload/admin-Upload, a page of its own): one system file at a time —
// choose what it is (?kind= preselects), pick the file, upload; the rules of that kind are shown
// before the file is chosen, and the outcome after (the file now in use, or why it was refused).
import { Alert, Button, FileInput, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { type SystemFileKind, systemFileSlot, systemFileSlots } from '../../core/attachments/system-files';
import type { SystemFileSlot } from '../../core/contracts/system-file';
import { PageHeader } from '../../ui/PageHeader';
import type { ScreenProps } from '../../ui/screen-types';
import { useServices } from '../../ui/services';
import { sizeText } from '../../ui/size-text';
import { uploadSystemFile } from './system-file-upload';

export function AdminUploadScreen({ route, search }: ScreenProps) {
  const { api } = useServices();
  const wanted = typeof search.kind === 'string' && systemFileSlot(search.kind) ? search.kind : 'manual';
  const [kind, setKind] = useState<SystemFileKind>(wanted as SystemFileKind);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<SystemFileSlot | null>(null);
  const [busy, setBusy] = useState(false);
  const slot = systemFileSlot(kind) ?? systemFileSlots[0];

  const upload = async () => {
    if (!slot) return;
    if (!file) return setProblem(`请选择${slot.title}文件`);
    setBusy(true);
    const answer = await uploadSystemFile(api, slot, file);
    setBusy(false);
    if (typeof answer === 'string') return setProblem(answer);
    setProblem(null);
    if (answer) {
      setSaved(answer);
      setFile(null);
    }
  };

  return (
    <Stack gap="sm" p="md" data-testid="admin-upload-screen">
      <PageHeader title={route.title} />
      <Paper withBorder p="md" maw={720}>
        <Stack gap="sm">
          <Select
            w={260}
            label="文件类别"
            data={systemFileSlots.map((s) => ({ value: s.kind, label: s.title }))}
            value={kind}
            allowDeselect={false}
            onChange={(v) => {
              if (!v) return;
              setKind(v as SystemFileKind);
              setProblem(null);
              setSaved(null);
            }}
            comboboxProps={{ withinPortal: true }}
          />
          {slot && (
            <Text size="sm" c="dimmed">
              {slot.description}。格式：{slot.suffix.toUpperCase()}
              ；大小上限见「系统设置」的附件上传；文件内容须与扩展名相符。
            </Text>
          )}
          <Group align="flex-end" gap="sm">
            <FileInput
              w={360}
              label="选择文件"
              accept={slot ? `.${slot.suffix}` : undefined}
              clearable
              value={file}
              onChange={(f) => {
                setFile(f);
                setProblem(null);
              }}
            />
            <Button onClick={() => void upload()} loading={busy}>
              上传
            </Button>
          </Group>
          {problem && (
            <Text size="sm" c="red" role="alert">
              {problem}
            </Text>
          )}
          {saved?.current && (
            <Alert color="teal" variant="light" p="xs">
              <Text size="sm">
                {saved.title}已更新为 {saved.current.name}（{sizeText(saved.current.size)}）。
              </Text>
            </Alert>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
