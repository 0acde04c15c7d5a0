// 辅助核算类型管理 (auxiliaryAccount/auxiliary-account-type-management): the built-in types
// (部门, 人员, 项目, 往来单位) and custom ones with typed fields; enable, disable and delete (the
// server refuses a used or built-in type); and, for the chosen type, the subjects that carry it.
import { Badge, Button, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { AuxTypeView, LinkedSubject } from '../../core/contracts/auxiliary';
import { auxFieldTypeLabels } from '../../core/subjects/aux-fields';
import { useOnline, useRemoteFirst } from '../../local';
import { CacheNotice } from '../../ui/CacheNotice';
import { openConfirmDialog, openMessageDialog } from '../../ui/dialogs';
import { PageHeader } from '../../ui/PageHeader';
import { Panel } from '../../ui/Panel';
import { RowActions } from '../../ui/RowActions';
import { runWrite } from '../../ui/run-write';
import type { ScreenProps } from '../../ui/screen-types';
import { useServices } from '../../ui/services';
import { AuxTypeFormModal } from './AuxTypeFormModal';
import { auxApi } from './aux-api';
import { TypeSubjectsModal } from './TypeSubjectsModal';

const builtinLabel = (t: AuxTypeView) => (t.builtInSystem ? '内置' : '自定义');

export function AuxTypeScreen({ route }: ScreenProps) {
  const { api } = useServices();
  const online = useOnline();
  const types = useRemoteFirst('auxiliary:types', (signal) => auxApi.allTypes(api, signal));
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [form, setForm] = useState<{ opened: boolean; editing: AuxTypeView | null }>({
    opened: false,
    editing: null,
  });
  const [linking, setLinking] = useState(false);

  const list = types.data ?? [];
  const selected = list.find((t) => t.id === selectedId) ?? list[0] ?? null;
  const typeId = selected?.id ?? null;
  const links = useRemoteFirst(`auxiliary:linked:${typeId}`, (signal) =>
    typeId === null ? Promise.resolve<LinkedSubject[]>([]) : auxApi.subjectsOfType(api, typeId, signal),
  );
  const linked = links.data ?? null;
  const readOnly = !online || types.data === undefined || (types.source === 'cache' && !types.loading);

  const enable = async (type: AuxTypeView) => {
    if (type.enabled) {
      const sure = await openConfirmDialog({
        title: '停用辅助核算类型',
        message: `确定停用“${type.typeName}”吗？停用后录入凭证时不再提供该类型的项目。`,
        confirmLabel: '停用',
      });
      if (!sure) return;
    }
    const done = await runWrite(
      { action: '修改类型状态', done: type.enabled ? '辅助核算类型已停用' : '辅助核算类型已启用' },
      () => auxApi.enableType(api, type.id, !type.enabled),
    );
    if (done) types.refresh();
  };

  const remove = async (type: AuxTypeView) => {
    if (type.builtInSystem) {
      await openMessageDialog({
        title: '不能删除',
        message: `“${type.typeName}”是系统内置的辅助核算类型，不能删除`,
        tone: 'warning',
      });
      return;
    }
    const sure = await openConfirmDialog({
      title: '删除辅助核算类型',
      message: `确定删除“${type.typeName}”吗？其项目和科目设置一并删除，且不能恢复。`,
      confirmLabel: '删除',
      tone: 'error',
    });
    if (!sure) return;
    const done = await runWrite({ action: '删除辅助核算类型', done: '辅助核算类型已删除' }, () =>
      auxApi.deleteType(api, type.id),
    );
    if (done) {
      setSelectedId(null);
      types.refresh();
    }
  };

  return (
    <Stack gap="sm" p="sm" data-testid="aux-type-screen">
      <PageHeader
        title={route.title}
        subtitle="辅助核算"
        actions={
          <>
            <Button size="xs" variant="default" onClick={types.refresh} loading={types.loading}>
              刷新
            </Button>
            <Button size="xs" disabled={readOnly} onClick={() => setForm({ opened: true, editing: null })}>
              新增类型
            </Button>
          </>
        }
      />
      <CacheNotice read={types} online={online} what="辅助核算类型" />
      <div
        style={{ display: 'grid', gridTemplateColumns: 'minmax(560px, 1.25fr) minmax(380px, 1fr)', gap: 10 }}
      >
        <Panel title="辅助核算类型" note={`共 ${list.length} 个类型`}>
          <Table layout="fixed" aria-label="辅助核算类型" verticalSpacing={4}>
            <Table.Thead bg="gray.0">
              <Table.Tr>
                <Table.Th w={64}>编号</Table.Th>
                <Table.Th>类型名称</Table.Th>
                <Table.Th w={64}>来源</Table.Th>
                <Table.Th w={52} ta="right">
                  字段
                </Table.Th>
                <Table.Th w={52} ta="right">
                  项目
                </Table.Th>
                <Table.Th w={60} ta="center">
                  状态
                </Table.Th>
                <Table.Th w={140}>操作</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {types.data === undefined && (
                <Table.Tr>
                  <Table.Td colSpan={7}>
                    <Text size="sm" c="dimmed" ta="center" py="sm">
                      {types.error ? '读取失败，请检查网络后刷新' : '正在读取…'}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {list.map((type) => (
                <Table.Tr
                  key={type.id}
                  data-testid={`aux-type-${type.typeNo}`}
                  bg={type.id === selected?.id ? 'blue.0' : undefined}
                  style={{ cursor: 'pointer' }}
                  onClick={() => setSelectedId(type.id)}
                  aria-selected={type.id === selected?.id}
                >
                  <Table.Td ff="monospace">{type.typeNo}</Table.Td>
                  <Table.Td>
                    <Text size="sm" truncate fw={type.id === selected?.id ? 600 : 400}>
                      {type.typeName}
                    </Text>
                  </Table.Td>
                  <Table.Td>{builtinLabel(type)}</Table.Td>
                  <Table.Td ta="right">{type.fields.length}</Table.Td>
                  <Table.Td ta="right">{type.childData.length}</Table.Td>
                  <Table.Td ta="center">
                    <Badge size="sm" radius="sm" variant="light" color={type.enabled ? 'teal' : 'gray'}>
                      {type.enabled ? '启用' : '停用'}
                    </Badge>
                  </Table.Td>
                  <Table.Td onClick={(e) => e.stopPropagation()}>
                    <RowActions
                      enabled={type.enabled}
                      disabled={readOnly}
                      onEdit={() => setForm({ opened: true, editing: type })}
                      onToggle={() => void enable(type)}
                      onDelete={type.builtInSystem ? undefined : () => void remove(type)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Panel>
        <Stack gap={10}>
          <Panel title={selected ? `自定义字段：${selected.typeName}` : '自定义字段'}>
            <Table layout="fixed" aria-label="自定义字段" verticalSpacing={4}>
              <Table.Thead bg="gray.0">
                <Table.Tr>
                  <Table.Th w={80}>字段编号</Table.Th>
                  <Table.Th>字段名称</Table.Th>
                  <Table.Th w={90}>字段类型</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {selected?.fields.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={3}>
                      <Text size="xs" c="dimmed" ta="center">
                        {selected.builtin === 'department' ? '部门的项目来自部门设置' : '没有自定义字段'}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
                {selected?.fields.map((f) => (
                  <Table.Tr key={f.fieldNo}>
                    <Table.Td ff="monospace">{f.fieldNo}</Table.Td>
                    <Table.Td>{f.fieldName}</Table.Td>
                    <Table.Td>{auxFieldTypeLabels[f.fieldType]}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Panel>
          <Panel
            title={selected ? `核算科目：${selected.typeName}` : '核算科目'}
            action={
              <Button
                size="compact-xs"
                variant="light"
                disabled={readOnly || !selected}
                onClick={() => setLinking(true)}
              >
                设置核算科目
              </Button>
            }
          >
            <Table layout="fixed" aria-label="核算科目" verticalSpacing={4}>
              <Table.Thead bg="gray.0">
                <Table.Tr>
                  <Table.Th w={110}>科目编码</Table.Th>
                  <Table.Th>科目全称</Table.Th>
                  <Table.Th w={48} ta="center">
                    末级
                  </Table.Th>
                  <Table.Th w={60} ta="center">
                    状态
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {linked !== null && linked.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={4}>
                      <Text size="xs" c="dimmed" ta="center">
                        还没有科目设置该辅助核算
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
                {linked?.map((s) => (
                  <Table.Tr key={s.code} data-testid={`linked-${s.code}`}>
                    <Table.Td ff="monospace">{s.code}</Table.Td>
                    <Table.Td>
                      <Text size="sm" truncate title={s.codeFullName}>
                        {s.codeFullName}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="center">{s.isLeaf ? '✓' : ''}</Table.Td>
                    <Table.Td ta="center">{s.enabled ? '启用' : '停用'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Panel>
        </Stack>
      </div>
      <AuxTypeFormModal
        opened={form.opened}
        editing={form.editing}
        types={list}
        onClose={() => setForm((f) => ({ ...f, opened: false }))}
        onSaved={(type) => {
          setForm((f) => ({ ...f, opened: false }));
          setSelectedId(type.id);
          types.refresh();
        }}
      />
      <TypeSubjectsModal
        opened={linking}
        type={selected}
        linked={linked ?? []}
        onClose={() => setLinking(false)}
        onSaved={() => {
          setLinking(false);
          links.refresh();
        }}
      />
    </Stack>
  );
}
