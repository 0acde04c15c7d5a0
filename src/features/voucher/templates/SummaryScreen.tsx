// 常用摘要 (settings/abstract): the summaries the voucher entry screen offers while typing. Read
// from the local cache (works offline); adding, editing and deleting need the server.
import { Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
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
import { useSearchText } from '../../../ui/use-search-text';
import { type SummaryEditing, SummaryForm } from './SummaryForm';

export function SummaryScreen(_props: ScreenProps) {
  const { api } = useServices();
  const rows = useReference<SummaryRecord>('summaries');
  // The box shows every keystroke; the list filters 300 ms after the last one (spec 000 §9).
  const { text: searchText, setText: setSearch, query: search } = useSearchText();
  // Each 新增 / 修改 mounts the form afresh (its key), even over a form already open.
  const [editing, setEditing] = useState<{ key: number; row: SummaryEditing } | null>(null);
  const edit = (row: SummaryEditing) => setEditing((e) => ({ key: (e?.key ?? 0) + 1, row }));

  const shown = useMemo(() => {
    const q = search.trim();
    const all = [...(rows ?? [])].sort((a, b) => a.sort - b.sort || a.id - b.id);
    return q ? all.filter((r) => r.text.includes(q)) : all;
  }, [rows, search]);

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
          <Button size="xs" onClick={() => edit({ text: '', sort: (rows?.length ?? 0) + 1 })}>
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
            value={searchText}
            onChange={(e) => setSearch(e.currentTarget.value)}
          />
          <Text size="xs" c="dimmed">
            共 {rows?.length ?? 0} 条
          </Text>
        </Group>
        {editing && <SummaryForm key={editing.key} editing={editing.row} onClose={() => setEditing(null)} />}
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
                        edit({ id: row.id, version: row.version, text: row.text, sort: row.sort })
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
