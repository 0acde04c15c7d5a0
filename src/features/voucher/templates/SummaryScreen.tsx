// 常用摘要 (settings/abstract): the summaries the voucher entry screen offers while typing. Read
// from the local cache (works offline); adding, editing and deleting need the server.
import { Button, Group, NumberInput, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { voucherTemplateContracts } from '../../../core/contracts/voucher-template';
import { useReference } from '../../../local';
import type { SummaryRecord } from '../../../local/voucher-templates';
import { openConfirmDialog } from '../../../ui/dialogs';
import { PageHeader } from '../../../ui/PageHeader';
import { Panel } from '../../../ui/Panel';
import { runWrite } from '../../../ui/run-write';
import type { ScreenProps } from '../../../ui/screen-types';
import { useServices } from '../../../ui/services';

interface Editing {
  id?: number;
  version?: number;
  text: string;
  sort: number;
}

export function SummaryScreen(_props: ScreenProps) {
  const { api } = useServices();
  const rows = useReference<SummaryRecord>('summaries');
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [busy, setBusy] = useState(false);

  const shown = useMemo(() => {
    const q = search.trim();
    const all = [...(rows ?? [])].sort((a, b) => a.sort - b.sort || a.id - b.id);
    return q ? all.filter((r) => r.text.includes(q)) : all;
  }, [rows, search]);

  const save = async () => {
    if (!editing) return;
    setBusy(true);
    const saved = await runWrite(
      { action: '保存常用摘要', refreshCaches: { api, tables: ['summaries'] } },
      () => api.call(voucherTemplateContracts.saveSummary, editing, { quiet: true }).then(() => true),
    );
    setBusy(false);
    if (saved) setEditing(null);
  };

  const remove = async (row: SummaryRecord) => {
    const sure = await openConfirmDialog({
      title: '删除常用摘要',
      message: `确定删除常用摘要「${row.text}」吗？`,
      confirmLabel: '删除',
    });
    if (!sure) return;
    await runWrite({ action: '删除常用摘要', refreshCaches: { api, tables: ['summaries'] } }, () =>
      api.call(voucherTemplateContracts.deleteSummaries, { ids: [row.id] }, { quiet: true }),
    );
  };

  return (
    <Stack gap="sm" p="sm" data-testid="summary-screen">
      <PageHeader
        title="常用摘要"
        subtitle="凭证录入时输入摘要会提示这些内容"
        actions={
          <Button size="xs" onClick={() => setEditing({ text: '', sort: (rows?.length ?? 0) + 1 })}>
            新增
          </Button>
        }
      />
      <Panel>
        <Group justify="space-between" mb="xs">
          <TextInput
            size="xs"
            w={240}
            placeholder="查找摘要"
            aria-label="查找摘要"
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
          />
          <Text size="xs" c="dimmed">
            共 {rows?.length ?? 0} 条
          </Text>
        </Group>
        {editing && (
          <Group
            gap="xs"
            mb="xs"
            p="xs"
            style={{ background: '#f5f8ff', borderRadius: 4 }}
            component="form"
            aria-label={editing.id ? '修改常用摘要' : '新增常用摘要'}
            onSubmit={(e) => {
              e.preventDefault();
              void save();
            }}
          >
            <TextInput
              size="xs"
              label="摘要"
              w={420}
              maxLength={200}
              data-autofocus
              autoFocus
              value={editing.text}
              onChange={(e) => setEditing({ ...editing, text: e.currentTarget.value })}
            />
            <NumberInput
              size="xs"
              label="排序号"
              w={100}
              min={0}
              max={999999}
              allowDecimal={false}
              value={editing.sort}
              onChange={(v) => setEditing({ ...editing, sort: typeof v === 'number' ? v : 0 })}
            />
            <Group gap="xs" mt={22}>
              <Button size="xs" type="submit" loading={busy}>
                保存
              </Button>
              <Button size="xs" variant="default" onClick={() => setEditing(null)}>
                取消
              </Button>
            </Group>
          </Group>
        )}
        <Table withTableBorder withColumnBorders highlightOnHover verticalSpacing={5} fz="sm" layout="fixed">
          <Table.Thead bg="gray.0">
            <Table.Tr>
              <Table.Th w={70}>序号</Table.Th>
              <Table.Th>摘要</Table.Th>
              <Table.Th w={90}>排序号</Table.Th>
              <Table.Th w={130}>操作</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={4}>
                  <Text size="sm" c="dimmed" ta="center" py="md">
                    {rows === undefined ? '正在读取…' : search.trim() ? '没有匹配的摘要' : '暂无常用摘要'}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {shown.map((row, i) => (
              <Table.Tr key={row.key} data-testid={`summary-${row.id}`}>
                <Table.Td c="dimmed">{i + 1}</Table.Td>
                <Table.Td>
                  <Text size="sm" truncate>
                    {row.text}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{row.sort}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      onClick={() =>
                        setEditing({ id: row.id, version: row.version, text: row.text, sort: row.sort })
                      }
                    >
                      修改
                    </Button>
                    <Button size="compact-xs" variant="subtle" color="red" onClick={() => void remove(row)}>
                      删除
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Panel>
    </Stack>
  );
}
