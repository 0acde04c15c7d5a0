// 快速凭证设置 (settings/setQuickCertificate): which 快捷凭证模板 经费快速录入 offers, and in what
// order. The list is this user's own, per ledger set, kept on the server (quick-store.ts) so it
// follows the user to every computer; it is edited here and saved online, as every settings screen.
import { ActionIcon, Button, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import type { QuickVoucherSetting } from '../../../core/voucher/quick-setting';
import { useOnline, useReference } from '../../../local/hooks';
import type { VoucherTemplateRecord } from '../../../local/voucher-templates';
import { setFormDirty } from '../../../pwa/dirty-forms';
import { CacheNotice } from '../../../ui/CacheNotice';
import { PageHeader } from '../../../ui/PageHeader';
import { Panel } from '../../../ui/Panel';
import { runWrite } from '../../../ui/run-write';
import type { ScreenProps } from '../../../ui/screen-types';
import { useServices } from '../../../ui/services';
import { moveId, orderedQuickTemplates } from './quick-model';
import { newerSetting, saveQuickSetting, useQuickSetting } from './quick-store';
import { useLegacyUpload } from './use-legacy-upload';

export const quickSettingsFormId = 'quick-voucher-settings';

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

export function QuickSettingsScreen(_props: ScreenProps) {
  const { api } = useServices();
  const online = useOnline();
  const templates = useReference<VoucherTemplateRecord>('templates');
  const state = useQuickSetting(api);
  const { read } = state;
  // This screen's own save, so the list does not flicker back before the cache catches up.
  const [saved, setSaved] = useState<QuickVoucherSetting | null>(null);
  const setting = newerSetting(state.setting, saved);
  useLegacyUpload(api, state, templates, setSaved);

  const base = setting?.templateIds ?? state.legacy ?? null;
  const [draft, setDraft] = useState<number[] | null>(null);
  const [busy, setBusy] = useState(false);

  // Chosen ones first in their order, then the others by name.
  const { baseIds, chosen, others } = useMemo(() => {
    const all = templates ?? [];
    const from = orderedQuickTemplates(all, base).map((t) => t.id);
    const picked = orderedQuickTemplates(all, draft ?? from);
    const ids = new Set(picked.map((t) => t.id));
    const rest = all.filter((t) => !ids.has(t.id)).sort((a, b) => a.name.localeCompare(b.name, 'zh-CN'));
    return { baseIds: from, chosen: picked, others: rest };
  }, [templates, base, draft]);
  const chosenIds = chosen.map((t) => t.id);
  const changed = draft !== null && !sameIds(draft, baseIds);
  // Offline or after a failed read the list shown may be old: it is not edited until the server answers.
  const editable = online && (read.source === 'network' || saved !== null) && !busy;

  useEffect(() => setFormDirty(quickSettingsFormId, changed), [changed]);
  useEffect(() => () => setFormDirty(quickSettingsFormId, false), []);

  const edit = (ids: number[]) => setDraft(ids);
  const toggle = (id: number, on: boolean) =>
    edit(on ? [...chosenIds, id] : chosenIds.filter((x) => x !== id));

  const save = async () => {
    if (!changed || draft === null) return;
    setBusy(true);
    const answer = await runWrite(
      { action: '保存快速凭证设置', done: '快速凭证设置已保存', refreshCaches: false },
      () => saveQuickSetting(api, draft, setting?.version ?? 0),
    );
    setBusy(false);
    if (answer) {
      setSaved(answer);
      setDraft(null);
    }
  };

  const rows = [...chosen, ...others];
  const status = changed
    ? '（有未保存的修改）'
    : base === null && rows.length > 0
      ? '（尚未设置：默认全部使用）'
      : '';
  return (
    <Stack gap="sm" p="sm" data-testid="quick-settings-screen">
      <PageHeader
        title="快速凭证设置"
        subtitle="勾选在「经费快速录入」中使用的快捷凭证模板并调整顺序；按本用户和本账套保存在服务器，换电脑登录也一样"
        actions={
          <>
            <Button size="xs" variant="default" onClick={read.refresh} loading={read.loading}>
              刷新
            </Button>
            <Button size="xs" variant="default" disabled={!changed || busy} onClick={() => setDraft(null)}>
              撤销修改
            </Button>
            <Button size="xs" disabled={!changed} loading={busy} onClick={() => void save()}>
              保存
            </Button>
          </>
        }
      />
      <CacheNotice read={read} online={online} what="快速凭证设置" />
      <Panel>
        <Group justify="space-between" mb={6}>
          <Text size="xs" c="dimmed" data-testid="quick-settings-status">
            已选 {chosen.length} 个 / 共 {rows.length} 个模板{status}
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
                      disabled={!editable}
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
                          disabled={!editable || at === 0}
                          onClick={() => edit(moveId(chosenIds, at, -1))}
                        >
                          ↑
                        </ActionIcon>
                        <ActionIcon
                          size="sm"
                          variant="default"
                          aria-label={`下移 ${t.name}`}
                          disabled={!editable || at === chosenIds.length - 1}
                          onClick={() => edit(moveId(chosenIds, at, 1))}
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
      </Panel>
    </Stack>
  );
}
