// 快捷凭证模板 (settings/setUpQuickCredentials): the templates a preparer saved from the voucher
// entry screen (存为模板) and applies there (调用模板). Here they are reviewed, renamed and deleted.
// Read from the local cache, so the list works offline; changes need the server.
import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { voucherTemplateContracts } from '../../../core/contracts/voucher-template';
import { formatMoney } from '../../../core/money';
import { useReference } from '../../../local';
import type { SubjectRecord } from '../../../local/subjects';
import type { VoucherTemplateRecord } from '../../../local/voucher-templates';
import { openConfirmDialog } from '../../../ui/dialogs';
import { PageHeader } from '../../../ui/PageHeader';
import { Panel } from '../../../ui/Panel';
import { runWrite } from '../../../ui/run-write';
import type { ScreenProps } from '../../../ui/screen-types';
import { useServices } from '../../../ui/services';
import { TemplateNameForm } from './TemplateNameForm';

const amount = (value: string) => (value ? formatMoney(value) : '');

export function TemplateScreen(_props: ScreenProps) {
  const { api } = useServices();
  const templates = useReference<VoucherTemplateRecord>('templates');
  const subjects = useReference<SubjectRecord>('subjects');
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [renaming, setRenaming] = useState(false);

  const sorted = useMemo(
    () => [...(templates ?? [])].sort((a, b) => a.name.localeCompare(b.name, 'zh-CN')),
    [templates],
  );
  const chosen = sorted.find((t) => t.id === chosenId) ?? sorted[0];
  const names = useMemo(() => new Map((subjects ?? []).map((s) => [s.code, s.codeFullName])), [subjects]);

  const remove = async () => {
    if (!chosen) return;
    const sure = await openConfirmDialog({
      title: '删除凭证模板',
      message: `确定删除凭证模板「${chosen.name}」吗？`,
      confirmLabel: '删除',
    });
    if (!sure) return;
    await runWrite({ action: '删除凭证模板', refreshCaches: { api, tables: ['templates'] } }, () =>
      api.call(voucherTemplateContracts.deleteTemplates, { ids: [chosen.id] }, { quiet: true }),
    );
  };

  return (
    <Stack gap="sm" p="sm" data-testid="template-screen">
      <PageHeader title="快捷凭证模板" subtitle="在凭证录入界面点击「存为模板」新建，「调用模板」使用" />
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <Panel style={{ width: 300, flex: 'none' }}>
          <Text size="xs" c="dimmed" mb={6}>
            共 {sorted.length} 个模板
          </Text>
          <Stack gap={2} role="listbox" aria-label="凭证模板">
            {templates === undefined && (
              <Text size="sm" c="dimmed">
                正在读取…
              </Text>
            )}
            {templates !== undefined && sorted.length === 0 && (
              <Text size="sm" c="dimmed" py="md" ta="center">
                暂无模板
              </Text>
            )}
            {sorted.map((t) => (
              <Group
                key={t.key}
                role="option"
                aria-selected={t.id === chosen?.id}
                justify="space-between"
                px={8}
                py={5}
                style={{
                  cursor: 'pointer',
                  borderRadius: 3,
                  background: t.id === chosen?.id ? 'var(--mantine-color-blue-0)' : undefined,
                }}
                onClick={() => {
                  setChosenId(t.id);
                  setRenaming(false);
                }}
              >
                <Text size="sm" truncate>
                  {t.name}
                </Text>
                <Badge size="xs" variant="light" color="gray">
                  {t.entries.length} 行
                </Badge>
              </Group>
            ))}
          </Stack>
        </Panel>
        <Panel style={{ flex: 1 }}>
          {chosen ? (
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap">
                {renaming ? (
                  <TemplateNameForm key={chosen.id} template={chosen} onClose={() => setRenaming(false)} />
                ) : (
                  <Text fw={600}>{chosen.name}</Text>
                )}
                <Group gap="xs">
                  <Text size="xs" c="dimmed">
                    更新于 {chosen.updatedAt.slice(0, 16).replace('T', ' ')}
                  </Text>
                  <Button size="xs" variant="default" onClick={() => setRenaming(true)}>
                    重命名
                  </Button>
                  <Button size="xs" variant="default" color="red" onClick={() => void remove()}>
                    删除
                  </Button>
                </Group>
              </Group>
              <Table
                withTableBorder
                withColumnBorders
                verticalSpacing={5}
                fz="sm"
                layout="fixed"
                aria-label="模板分录"
              >
                <Table.Thead bg="gray.0">
                  <Table.Tr>
                    <Table.Th w={50}>行</Table.Th>
                    <Table.Th>摘要</Table.Th>
                    <Table.Th>科目</Table.Th>
                    <Table.Th w={130} ta="right">
                      借方金额
                    </Table.Th>
                    <Table.Th w={130} ta="right">
                      贷方金额
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {chosen.entries.map((e, i) => (
                    // Template lines have no identity of their own: their position is it.
                    // biome-ignore lint/suspicious/noArrayIndexKey: see above
                    <Table.Tr key={i}>
                      <Table.Td c="dimmed">{i + 1}</Table.Td>
                      <Table.Td>
                        <Text size="sm" truncate>
                          {e.summary}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" truncate>
                          {e.code} {names.get(e.code) ?? ''}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="right" ff="monospace">
                        {amount(e.debitAmount)}
                      </Table.Td>
                      <Table.Td ta="right" ff="monospace">
                        {amount(e.creditAmount)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              <Text size="xs" c="dimmed">
                金额为空的行，调用模板后由制单人填写。
              </Text>
            </Stack>
          ) : (
            <Text size="sm" c="dimmed" ta="center" py="xl">
              选择左侧的模板查看分录
            </Text>
          )}
        </Panel>
      </Group>
    </Stack>
  );
}
