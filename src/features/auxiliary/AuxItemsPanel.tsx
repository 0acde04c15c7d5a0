// The items of each auxiliary type: type list on the left, the chosen type's items on the right with
// a column per custom field (money right-aligned as 1,234.56). Items are added, edited, enabled,
// disabled and deleted here; the server refuses to delete or renumber a used one. 部门 items are the
// departments and are kept in 部门设置.
import { Badge, Button, Checkbox, Group, Table, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { AuxInfoView, AuxTypeView } from '../../core/contracts/auxiliary';
import { openConfirmDialog } from '../../ui/dialogs';
import { Panel } from '../../ui/Panel';
import { RowActions } from '../../ui/RowActions';
import { runWrite } from '../../ui/run-write';
import { useServices } from '../../ui/services';
import { AuxItemFormModal } from './AuxItemFormModal';
import { auxApi } from './aux-api';
import { filterItems, formatFieldValue } from './aux-rules';

export interface AuxItemsPanelProps {
  types: readonly AuxTypeView[] | undefined;
  readOnly: boolean;
  onChanged(): void;
}

export function AuxItemsPanel({ types, readOnly, onChanged }: AuxItemsPanelProps) {
  const { api } = useServices();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const [showDisabled, setShowDisabled] = useState(true);
  const [form, setForm] = useState<{ opened: boolean; editing: AuxInfoView | null }>({
    opened: false,
    editing: null,
  });

  const list = types ?? [];
  const type =
    list.find((t) => t.id === selectedId) ?? list.find((t) => t.builtin !== 'department') ?? list[0] ?? null;
  const items = useMemo(
    () => filterItems(type?.childData ?? [], search, showDisabled),
    [type, search, showDisabled],
  );
  const departments = type?.builtin === 'department';
  const columns = 4 + (type?.fields.length ?? 0);

  const enable = async (item: AuxInfoView) => {
    if (item.id === null) return;
    const id = item.id;
    const done = await runWrite(
      { action: '修改项目状态', done: item.enabled ? '辅助核算项目已停用' : '辅助核算项目已启用' },
      () => auxApi.enableInfo(api, id, !item.enabled),
    );
    if (done) onChanged();
  };

  const remove = async (item: AuxInfoView) => {
    if (item.id === null || !type) return;
    const id = item.id;
    const sure = await openConfirmDialog({
      title: '删除辅助核算项目',
      message: `确定删除${type.typeName}「${item.infoNo} ${item.infoName}」吗？删除后不能恢复。`,
      confirmLabel: '删除',
      tone: 'error',
    });
    if (!sure) return;
    const done = await runWrite({ action: '删除辅助核算项目', done: '辅助核算项目已删除' }, () =>
      auxApi.deleteInfo(api, id),
    );
    if (done) onChanged();
  };

  return (
    <div style={{ display: 'grid', gridTemplateColumns: '240px minmax(0, 1fr)', gap: 10 }}>
      <Panel title="辅助核算类型">
        <Table layout="fixed" aria-label="类型列表" verticalSpacing={4}>
          <Table.Thead bg="gray.0">
            <Table.Tr>
              <Table.Th w={48}>编号</Table.Th>
              <Table.Th>名称</Table.Th>
              <Table.Th w={52} ta="right">
                项目
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((t) => (
              <Table.Tr
                key={t.id}
                data-testid={`item-type-${t.typeNo}`}
                bg={t.id === type?.id ? 'blue.0' : undefined}
                style={{ cursor: 'pointer' }}
                aria-selected={t.id === type?.id}
                onClick={() => setSelectedId(t.id)}
              >
                <Table.Td ff="monospace">{t.typeNo}</Table.Td>
                <Table.Td>
                  <Text
                    size="sm"
                    truncate
                    c={t.enabled ? undefined : 'dimmed'}
                    fw={t.id === type?.id ? 600 : 400}
                  >
                    {t.typeName}
                    {t.enabled ? '' : '（停用）'}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{t.childData.length}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Panel>
      <Panel
        title={type ? `${type.typeName}项目` : '辅助核算项目'}
        note={
          type
            ? `共 ${type.childData.length} 个${search.trim() ? `，显示 ${items.length} 个` : ''}`
            : undefined
        }
        action={
          <Button
            size="compact-xs"
            disabled={readOnly || !type || departments}
            title={departments ? '部门在部门设置中维护' : undefined}
            onClick={() => setForm({ opened: true, editing: null })}
          >
            新增项目
          </Button>
        }
      >
        <Group gap="sm" mb="xs">
          <TextInput
            size="xs"
            w={220}
            placeholder="按编号、名称或字段查找"
            aria-label="查找项目"
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
          />
          <Checkbox
            label="显示停用项目"
            checked={showDisabled}
            onChange={(e) => setShowDisabled(e.currentTarget.checked)}
          />
          {departments && (
            <Text size="xs" c="orange.8">
              部门辅助核算的项目就是部门，请在「部门设置」中增加或修改。
            </Text>
          )}
        </Group>
        <div style={{ overflowX: 'auto' }}>
          <Table
            layout="fixed"
            aria-label="辅助核算项目"
            verticalSpacing={4}
            miw={440 + (type?.fields.length ?? 0) * 120}
          >
            <Table.Thead bg="gray.0">
              <Table.Tr>
                <Table.Th w={120}>编号</Table.Th>
                <Table.Th miw={140}>名称</Table.Th>
                {type?.fields.map((f) => (
                  <Table.Th
                    key={f.fieldNo}
                    w={120}
                    ta={f.fieldType === 2 || f.fieldType === 3 ? 'right' : undefined}
                  >
                    {f.fieldName}
                  </Table.Th>
                ))}
                <Table.Th w={60} ta="center">
                  状态
                </Table.Th>
                <Table.Th w={140}>操作</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {type && items.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={columns}>
                    <Text size="sm" c="dimmed" ta="center" py="sm">
                      {search.trim() ? '没有匹配的项目' : `还没有${type.typeName}项目`}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {items.map((item) => (
                <Table.Tr key={`${item.id}-${item.infoNo}`} data-testid={`aux-item-${item.infoNo}`}>
                  <Table.Td ff="monospace">{item.infoNo}</Table.Td>
                  <Table.Td>
                    <Text size="sm" truncate c={item.enabled ? undefined : 'dimmed'}>
                      {item.infoName}
                    </Text>
                  </Table.Td>
                  {type?.fields.map((f) => (
                    <Table.Td
                      key={f.fieldNo}
                      ta={f.fieldType === 2 || f.fieldType === 3 ? 'right' : undefined}
                      ff={f.fieldType === 3 ? 'monospace' : undefined}
                    >
                      <Text size="sm" truncate inherit>
                        {formatFieldValue(f, item.details[f.fieldNo])}
                      </Text>
                    </Table.Td>
                  ))}
                  <Table.Td ta="center">
                    <Badge size="sm" radius="sm" variant="light" color={item.enabled ? 'teal' : 'gray'}>
                      {item.enabled ? '启用' : '停用'}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {item.readOnly ? (
                      <Text size="xs" c="dimmed">
                        在部门设置中维护
                      </Text>
                    ) : (
                      <RowActions
                        enabled={item.enabled}
                        disabled={readOnly}
                        onEdit={() => setForm({ opened: true, editing: item })}
                        onToggle={() => void enable(item)}
                        onDelete={() => void remove(item)}
                      />
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      </Panel>
      <AuxItemFormModal
        opened={form.opened}
        type={type}
        editing={form.editing}
        onClose={() => setForm((f) => ({ ...f, opened: false }))}
        onSaved={() => {
          setForm((f) => ({ ...f, opened: false }));
          onChanged();
        }}
      />
    </div>
  );
}
