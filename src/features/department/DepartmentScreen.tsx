// 部门管理 (usercenter/department-management): the ledger set's departments from the local cache,
// so the list and every save work offline; saves go through the outbox and rows waiting for the
// server say so (待同步), refused ones show the server's reason.
import { Badge, Button, Group, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { useMemo, useState } from 'react';
import {
  type DepartmentRecord,
  type DepartmentRow,
  departmentKind,
  type OutboxEntry,
  setDepartmentEnabled,
  useLocalDb,
  useOutboxEntries,
  usePendingSyncIds,
  useReference,
} from '../../local';
import { openConfirmDialog, openMessageDialog } from '../../ui/dialogs';
import { PageHeader } from '../../ui/PageHeader';
import { Panel } from '../../ui/Panel';
import type { ScreenProps } from '../../ui/screen-types';
import { useReferenceEdits } from '../../ui/use-reference-edits';
import { useSearchText } from '../../ui/use-search-text';
import { DepartmentFormModal } from './DepartmentFormModal';
import { filterDepartments } from './department-rules';

/** The latest refusal per department (entity id), for the red note in its row. */
function failuresByEntity(entries: readonly OutboxEntry[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const e of entries) {
    if (e.kind === departmentKind && e.state === 'failed' && e.error) out.set(e.entityId, e.error.message);
  }
  return out;
}

function SyncMark({ pending, failure }: { pending: boolean; failure: string | undefined }) {
  if (failure !== undefined) {
    return (
      <Tooltip label={failure} multiline w={280} withArrow>
        <Badge size="xs" radius="sm" color="red" variant="filled" data-testid="row-sync-failed">
          同步失败
        </Badge>
      </Tooltip>
    );
  }
  if (!pending) return null;
  return (
    <Badge size="xs" radius="sm" color="orange" variant="light" data-testid="row-pending">
      待同步
    </Badge>
  );
}

export function DepartmentScreen({ route }: ScreenProps) {
  // Null until the local database opens (shortly after a reload): "reading", not "no departments".
  const db = useLocalDb();
  const cached = useReference<DepartmentRecord>('departments');
  const rows = db === null ? undefined : cached;
  const pendingIds = usePendingSyncIds(departmentKind);
  const entries = useOutboxEntries();
  const { online, refreshing, refresh, saved } = useReferenceEdits('部门列表');
  // The box shows every keystroke; the list filters 300 ms after the last one (spec 000 §9).
  const { text: searchText, setText: setSearch, query: search } = useSearchText();
  const [editing, setEditing] = useState<DepartmentRow | null>(null);
  const [formOpen, setFormOpen] = useState(false);

  const all: DepartmentRow[] = rows ?? [];
  const failures = useMemo(() => failuresByEntity(entries), [entries]);
  const names = useMemo(() => new Map(all.map((r) => [r.departmentCode, r.departmentName])), [all]);
  const shown = useMemo(() => filterDepartments(all, search), [all, search]);

  const openForm = (row: DepartmentRow | null) => {
    setEditing(row);
    setFormOpen(true);
  };

  const toggle = async (row: DepartmentRow) => {
    if (row.id === null) return;
    const enable = !row.enabled;
    if (!enable) {
      const sure = await openConfirmDialog({
        title: '停用部门',
        message: `确定停用部门「${row.departmentCode} ${row.departmentName}」吗？停用后录入凭证时不能再选择该部门。`,
        confirmLabel: '停用',
      });
      if (!sure) return;
    }
    try {
      await setDepartmentEnabled(row.id, enable);
    } catch (e) {
      await openMessageDialog({
        title: '操作失败',
        message: e instanceof Error ? e.message : String(e),
        tone: 'error',
      });
    }
  };

  return (
    <Stack gap="sm" p="sm" data-testid="department-screen">
      <PageHeader
        // The same screen serves 部门管理 (用户中心) and 部门设置 (基础设置).
        title={route.title}
        subtitle={route.parentTitle}
        actions={
          <>
            <Button size="xs" variant="default" onClick={refresh} loading={refreshing}>
              刷新
            </Button>
            <Button size="xs" onClick={() => openForm(null)}>
              新增
            </Button>
          </>
        }
      />
      <Panel>
        <Group justify="space-between" mb="xs" wrap="nowrap">
          <TextInput
            size="xs"
            w={240}
            placeholder="按编码或名称查找"
            aria-label="查找部门"
            value={searchText}
            onChange={(e) => setSearch(e.currentTarget.value)}
          />
          <Text size="xs" c="dimmed" data-testid="department-count">
            共 {all.length} 个部门{search.trim() ? `，显示 ${shown.length} 个` : ''}
            {online ? '' : '（离线：显示本机缓存）'}
          </Text>
        </Group>
        <Table
          withTableBorder
          withColumnBorders
          highlightOnHover
          verticalSpacing={5}
          horizontalSpacing={10}
          fz="sm"
          layout="fixed"
          aria-label="部门列表"
        >
          <Table.Thead bg="gray.0">
            <Table.Tr>
              <Table.Th w={150}>编码</Table.Th>
              <Table.Th>名称</Table.Th>
              <Table.Th w={220}>上级部门</Table.Th>
              <Table.Th w={90}>状态</Table.Th>
              <Table.Th w={130}>操作</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows === undefined && (
              <Table.Tr>
                <Table.Td colSpan={5}>
                  <Text size="sm" c="dimmed" ta="center" py="md">
                    正在读取…
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {rows !== undefined && shown.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={5}>
                  <Text size="sm" c="dimmed" ta="center" py="md">
                    {search.trim() ? '没有匹配的部门' : '暂无部门，点击右上角「新增」添加'}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {shown.map((row) => {
              const failure = failures.get(row.key);
              const pending = pendingIds.has(row.key);
              const parentName = row.parentCode ? names.get(row.parentCode) : undefined;
              return (
                <Table.Tr key={row.key} data-testid={`department-${row.departmentCode}`}>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Text size="sm" ff="monospace">
                        {row.departmentCode}
                      </Text>
                      <SyncMark pending={pending} failure={failure} />
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" truncate>
                      {row.departmentName}
                    </Text>
                    {failure !== undefined && (
                      <Text size="xs" c="red.7" lh={1.3} data-testid="row-sync-error">
                        {failure}（在右上角同步记录中重试或放弃）
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" truncate c={row.parentCode ? undefined : 'dimmed'}>
                      {row.parentCode ? `${row.parentCode} ${parentName ?? ''}` : '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge size="sm" radius="sm" variant="light" color={row.enabled ? 'teal' : 'gray'}>
                      {row.enabled ? '启用' : '停用'}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Button size="compact-xs" variant="subtle" onClick={() => openForm(row)}>
                        编辑
                      </Button>
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color={row.enabled ? 'red' : 'teal'}
                        disabled={row.id === null}
                        title={row.id === null ? '新部门同步到服务器后才能停用' : undefined}
                        onClick={() => void toggle(row)}
                      >
                        {row.enabled ? '停用' : '启用'}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Panel>
      <DepartmentFormModal
        opened={formOpen}
        editing={editing}
        rows={all}
        onClose={() => setFormOpen(false)}
        onSaved={saved}
      />
    </Stack>
  );
}
