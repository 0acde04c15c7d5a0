// 项目关联: relation types name an outside list a project answers to (预算项目, 上级专项); a
// relation ties a 项目 item to an entry of that list by code and name. The server refuses to delete
// a type that still has relations, and a project that is related.
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { AuxTypeView, RelationTypeView, RelationView } from '../../core/contracts/auxiliary';
import { useRemoteFirst } from '../../local';
import { openConfirmDialog } from '../../ui/dialogs';
import { Panel } from '../../ui/Panel';
import { RowActions } from '../../ui/RowActions';
import { runWrite } from '../../ui/run-write';
import { useServices } from '../../ui/services';
import { auxApi } from './aux-api';
import { RelationFormModal, RelationTypeFormModal } from './RelationForms';
import { SyncProjectsModal } from './SyncProjectsModal';

export interface ProjectRelationsPanelProps {
  projectType: AuxTypeView | null;
  readOnly: boolean;
}

export function ProjectRelationsPanel({ projectType, readOnly }: ProjectRelationsPanelProps) {
  const { api } = useServices();
  const relationTypes = useRemoteFirst('auxiliary:relations', (signal) => auxApi.relationTypes(api, signal));
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [typeForm, setTypeForm] = useState<{ opened: boolean; editing: RelationTypeView | null }>({
    opened: false,
    editing: null,
  });
  const [relationForm, setRelationForm] = useState<{ opened: boolean; editing: RelationView | null }>({
    opened: false,
    editing: null,
  });
  const [syncing, setSyncing] = useState(false);

  const list = relationTypes.data ?? [];
  const selected = list.find((t) => t.id === selectedId) ?? list[0] ?? null;
  const refresh = relationTypes.refresh;

  const removeType = async (type: RelationTypeView) => {
    const sure = await openConfirmDialog({
      title: '删除项目关联类型',
      message: `确定删除项目关联类型“${type.typeName}”吗？`,
      confirmLabel: '删除',
      tone: 'error',
    });
    if (!sure) return;
    const done = await runWrite({ action: '删除项目关联类型', done: '项目关联类型已删除' }, () =>
      auxApi.deleteRelationType(api, type.id),
    );
    if (done) {
      setSelectedId(null);
      refresh();
    }
  };

  const removeRelation = async (relation: RelationView) => {
    const sure = await openConfirmDialog({
      title: '删除项目关联',
      message: `确定删除项目 ${relation.projectInfoNo} 与“${relation.relatedName}”的关联吗？`,
      confirmLabel: '删除',
      tone: 'error',
    });
    if (!sure) return;
    const done = await runWrite({ action: '删除项目关联', done: '项目关联已删除' }, () =>
      auxApi.deleteRelation(api, relation.id),
    );
    if (done) refresh();
  };

  return (
    <Stack gap={10}>
      <div style={{ display: 'grid', gridTemplateColumns: 'minmax(340px, 0.8fr) minmax(0, 1.4fr)', gap: 10 }}>
        <Panel
          title="项目关联类型"
          action={
            <Group gap={6} wrap="nowrap">
              <Button
                size="compact-xs"
                variant="default"
                disabled={readOnly}
                onClick={() => setSyncing(true)}
              >
                同步项目到其他账套
              </Button>
              <Button
                size="compact-xs"
                disabled={readOnly}
                onClick={() => setTypeForm({ opened: true, editing: null })}
              >
                新增关联类型
              </Button>
            </Group>
          }
        >
          <Table layout="fixed" aria-label="项目关联类型" verticalSpacing={4}>
            <Table.Thead bg="gray.0">
              <Table.Tr>
                <Table.Th>类型名称</Table.Th>
                <Table.Th>备注</Table.Th>
                <Table.Th w={52} ta="right">
                  关联
                </Table.Th>
                <Table.Th w={96}>操作</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {relationTypes.data !== undefined && list.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={4}>
                    <Text size="xs" c="dimmed" ta="center" py={4}>
                      还没有项目关联类型，如“预算项目”“上级专项”
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {list.map((t) => (
                <Table.Tr
                  key={t.id}
                  data-testid={`relation-type-${t.id}`}
                  bg={t.id === selected?.id ? 'blue.0' : undefined}
                  style={{ cursor: 'pointer' }}
                  aria-selected={t.id === selected?.id}
                  onClick={() => setSelectedId(t.id)}
                >
                  <Table.Td>
                    <Text size="sm" truncate fw={t.id === selected?.id ? 600 : 400}>
                      {t.typeName}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" truncate c="dimmed" title={t.remark}>
                      {t.remark}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{t.relations.length}</Table.Td>
                  <Table.Td onClick={(e) => e.stopPropagation()}>
                    <RowActions
                      disabled={readOnly}
                      onEdit={() => setTypeForm({ opened: true, editing: t })}
                      onDelete={() => void removeType(t)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Panel>
        <Panel
          title={selected ? `项目关联：${selected.typeName}` : '项目关联'}
          action={
            <Button
              size="compact-xs"
              disabled={readOnly || !selected || !projectType}
              onClick={() => setRelationForm({ opened: true, editing: null })}
            >
              新增关联
            </Button>
          }
        >
          <Table layout="fixed" aria-label="项目关联" verticalSpacing={4}>
            <Table.Thead bg="gray.0">
              <Table.Tr>
                <Table.Th w={120}>项目编号</Table.Th>
                <Table.Th>项目名称</Table.Th>
                <Table.Th w={120}>关联编码</Table.Th>
                <Table.Th>关联名称</Table.Th>
                <Table.Th w={96}>操作</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {relationTypes.data !== undefined && !selected && (
                <Table.Tr>
                  <Table.Td colSpan={5}>
                    <Text size="xs" c="dimmed" ta="center" py={4}>
                      请先在左侧新增项目关联类型
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {selected && selected.relations.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={5}>
                    <Text size="xs" c="dimmed" ta="center" py={4}>
                      该类型下还没有项目关联
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {selected?.relations.map((r) => (
                <Table.Tr key={r.id} data-testid={`relation-${r.projectInfoNo}-${r.relatedCode}`}>
                  <Table.Td ff="monospace">{r.projectInfoNo}</Table.Td>
                  <Table.Td>
                    <Text size="sm" truncate>
                      {r.projectName}
                    </Text>
                  </Table.Td>
                  <Table.Td ff="monospace">{r.relatedCode}</Table.Td>
                  <Table.Td>
                    <Text size="sm" truncate>
                      {r.relatedName}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <RowActions
                      disabled={readOnly}
                      onEdit={() => setRelationForm({ opened: true, editing: r })}
                      onDelete={() => void removeRelation(r)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Panel>
      </div>
      <RelationTypeFormModal
        opened={typeForm.opened}
        editing={typeForm.editing}
        types={list}
        onClose={() => setTypeForm((f) => ({ ...f, opened: false }))}
        onSaved={(saved) => {
          setTypeForm((f) => ({ ...f, opened: false }));
          setSelectedId(saved.id);
          refresh();
        }}
      />
      <RelationFormModal
        opened={relationForm.opened}
        editing={relationForm.editing}
        relationType={selected}
        projectType={projectType}
        onClose={() => setRelationForm((f) => ({ ...f, opened: false }))}
        onSaved={() => {
          setRelationForm((f) => ({ ...f, opened: false }));
          refresh();
        }}
      />
      <SyncProjectsModal opened={syncing} projectType={projectType} onClose={() => setSyncing(false)} />
    </Stack>
  );
}
