// 快速凭证设置 (settings/setQuickCertificate): which 快捷凭证模板 经费快速录入 offers, and in what
// order. The list is this user's own, per ledger set, kept in the local database (quick-store.ts),
// so it is set and used offline; the templates themselves are managed in 快捷凭证模板.
import { ActionIcon, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useLocalDb, useReference } from '../../local/hooks';
import type { VoucherTemplateRecord } from '../../local/voucher-templates';
import type { ScreenProps } from '../../routes/screen-types';
import { PageHeader } from '../../ui/PageHeader';
import { moveId, orderedQuickTemplates } from './quick-model';
import { useQuickOrder, writeQuickOrder } from './quick-store';

const panel = { background: '#fff', border: '1px solid #e4e7ed', borderRadius: 4, padding: 12 };

export function QuickSettingsScreen(_props: ScreenProps) {
  const db = useLocalDb();
  const templates = useReference<VoucherTemplateRecord>('templates');
  const order = useQuickOrder();

  // Chosen ones first in their order, then the others by name.
  const { chosen, others } = useMemo(() => {
    const all = templates ?? [];
    const picked = orderedQuickTemplates(all, order ?? null);
    const ids = new Set(picked.map((t) => t.id));
    const rest = all.filter((t) => !ids.has(t.id)).sort((a, b) => a.name.localeCompare(b.name, 'zh-CN'));
    return { chosen: picked, others: rest };
  }, [templates, order]);
  const chosenIds = chosen.map((t) => t.id);

  const write = (ids: number[]) => {
    if (db) void writeQuickOrder(db, ids);
  };
  const toggle = (id: number, on: boolean) =>
    write(on ? [...chosenIds, id] : chosenIds.filter((x) => x !== id));

  const rows = [...chosen, ...others];
  return (
    <Stack gap="sm" p="sm" data-testid="quick-settings-screen">
      <PageHeader
        title="快速凭证设置"
        subtitle="勾选在「经费快速录入」中使用的快捷凭证模板，并调整顺序；按本用户和本账套保存在本机"
      />
      <div style={panel}>
        <Group justify="space-between" mb={6}>
          <Text size="xs" c="dimmed">
            已选 {chosen.length} 个 / 共 {rows.length} 个模板
            {order === null && rows.length > 0 ? '（尚未设置：默认全部使用）' : ''}
          </Text>
        </Group>
        <Table withTableBorder withColumnBorders verticalSpacing={4} fz="sm" aria-label="快速凭证">
          <Table.Thead bg="gray.0">
            <Table.Tr>
              <Table.Th w={60}>使用</Table.Th>
              <Table.Th w={60}>顺序</Table.Th>
              <Table.Th>模板名称</Table.Th>
              <Table.Th>首行摘要</Table.Th>
              <Table.Th w={70} style={{ textAlign: 'right' }}>
                分录
              </Table.Th>
              <Table.Th w={90}>调整顺序</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {templates !== undefined && rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={6}>
                  <Text size="sm" c="dimmed" ta="center" py="md">
                    暂无快捷凭证模板：请在凭证录入界面点击「存为模板」新建
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {rows.map((t) => {
              const at = chosenIds.indexOf(t.id);
              return (
                <Table.Tr key={t.key} data-testid={`quick-setting-${t.id}`}>
                  <Table.Td>
                    <Checkbox
                      size="xs"
                      aria-label={`使用 ${t.name}`}
                      checked={at >= 0}
                      onChange={(e) => toggle(t.id, e.currentTarget.checked)}
                    />
                  </Table.Td>
                  <Table.Td>{at >= 0 ? at + 1 : ''}</Table.Td>
                  <Table.Td>{t.name}</Table.Td>
                  <Table.Td>
                    <Text size="sm" truncate>
                      {t.entries.find((e) => e.summary.trim() !== '')?.summary ?? ''}
                    </Text>
                  </Table.Td>
                  <Table.Td style={{ textAlign: 'right' }}>{t.entries.length}</Table.Td>
                  <Table.Td>
                    {at >= 0 && (
                      <Group gap={4} wrap="nowrap">
                        <ActionIcon
                          size="sm"
                          variant="default"
                          aria-label={`上移 ${t.name}`}
                          disabled={at === 0}
                          onClick={() => write(moveId(chosenIds, at, -1))}
                        >
                          ↑
                        </ActionIcon>
                        <ActionIcon
                          size="sm"
                          variant="default"
                          aria-label={`下移 ${t.name}`}
                          disabled={at === chosenIds.length - 1}
                          onClick={() => write(moveId(chosenIds, at, 1))}
                        >
                          ↓
                        </ActionIcon>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </div>
    </Stack>
  );
}
