// 角色管理 (and 新增角色): the duties with their holders and keys, in the order pickers show them.
// 编辑 opens the keys grouped as the menu; 删除 is refused while a duty is held or named by an
// approval step; 上移/下移 order them; 菜单 shows what the duty's holders see. Reads work offline from
// the last answer; changes need the network.
import { Badge, Button, Modal, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { MenuNode } from '../../../core/contracts/auth';
import { menuContracts, type RoleView, roleContracts } from '../../../core/contracts/role';
import { useReport } from '../../../ui/data/use-report';
import { openConfirmDialog } from '../../../ui/dialogs';
import { type ListColumn, ListFrame, usePagedRows } from '../../../ui/list';
import { RowActions } from '../../../ui/RowActions';
import { runWrite } from '../../../ui/run-write';
import type { ScreenProps } from '../../../ui/screen-types';
import { useServices } from '../../../ui/services';
import { AuditDialog, type AuditTarget } from '../operators/AuditDialog';
import { RoleFormModal } from './RoleFormModal';

export function RoleScreen({ route }: ScreenProps) {
  const { api } = useServices();
  const read = useReport(roleContracts.list, {});
  const roles = read.data ?? [];
  const source = usePagedRows(roles, {
    loading: read.loading && read.data === undefined,
    cachedAt: read.cachedAt,
  });
  const [editing, setEditing] = useState<RoleView | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [preview, setPreview] = useState<RoleView | null>(null);
  const [audit, setAudit] = useState<AuditTarget | null>(null);
  useEffect(() => {
    if (route.path.endsWith('/add-role')) {
      setEditing(null);
      setFormOpen(true);
    }
  }, [route.path]);
  const open = (role: RoleView | null) => {
    setEditing(role);
    setFormOpen(true);
  };
  const remove = async (role: RoleView) => {
    if (
      !(await openConfirmDialog({
        title: '删除角色',
        message: `确定删除角色「${role.name}」吗？`,
        confirmLabel: '删除',
      }))
    )
      return;
    if (
      await runWrite({ action: '删除角色', done: '角色已删除', refreshCaches: false }, () =>
        api.call(roleContracts.delete, { id: role.id, version: role.version }, { quiet: true }),
      )
    )
      read.refresh();
  };
  const move = async (role: RoleView, by: -1 | 1) => {
    const ids = roles.map((r) => r.id);
    const at = ids.indexOf(role.id);
    const other = ids[at + by];
    if (other === undefined) return;
    ids[at + by] = role.id;
    ids[at] = other;
    if (
      await runWrite({ action: '调整角色顺序', refreshCaches: false }, () =>
        api.call(roleContracts.sort, { ids }, { quiet: true }),
      )
    )
      read.refresh();
  };

  const columns: ListColumn<RoleView>[] = [
    {
      key: 'name',
      title: '角色名称',
      width: 140,
      value: (r) => r.name,
      render: (r) => (
        <>
          {r.name}{' '}
          {r.builtin && (
            <Badge size="xs" variant="light" color="gray">
              预置
            </Badge>
          )}
        </>
      ),
    },
    { key: 'code', title: '编码', width: 110, value: (r) => r.code },
    { key: 'keys', title: '权限数', width: 70, kind: 'count', value: (r) => r.permissions.length },
    { key: 'holders', title: '担任人数', width: 80, kind: 'count', value: (r) => r.holders },
    { key: 'steps', title: '审批步骤', width: 80, kind: 'count', value: (r) => r.processSteps },
    { key: 'remark', title: '说明', value: (r) => r.remark, truncate: true },
  ];

  return (
    <>
      <ListFrame
        title={route.isPush ? route.title : '角色管理'}
        testId="role-screen"
        source={source}
        columns={columns}
        rowKey={(r) => String(r.id)}
        noun="角色"
        unit="个"
        offlineNote="离线时只能查看；修改角色需要联网"
        toolbar={
          <Button size="xs" onClick={() => open(null)}>
            新增
          </Button>
        }
        onOpen={(r: RoleView) => open(r)}
        actionsWidth={280}
        actions={(r: RoleView) => (
          <RowActions
            onEdit={() => open(r)}
            onDelete={() => void remove(r)}
            disabled={{
              delete:
                r.builtin && r.code === 'admin'
                  ? '系统管理员角色不能删除'
                  : r.holders > 0
                    ? `仍有 ${r.holders} 名操作员担任`
                    : r.processSteps > 0
                      ? `仍被 ${r.processSteps} 个审批步骤使用`
                      : undefined,
            }}
          >
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={() => void move(r, -1)}
              disabled={roles[0]?.id === r.id}
            >
              上移
            </Button>
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={() => void move(r, 1)}
              disabled={roles.at(-1)?.id === r.id}
            >
              下移
            </Button>
            <Button size="compact-xs" variant="subtle" onClick={() => setPreview(r)}>
              菜单
            </Button>
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={() => setAudit({ kind: 'role', id: r.id, label: r.name })}
            >
              记录
            </Button>
          </RowActions>
        )}
      />
      <RoleFormModal
        opened={formOpen}
        editing={editing}
        onClose={() => setFormOpen(false)}
        onSaved={() => read.refresh()}
      />
      <MenuPreview role={preview} onClose={() => setPreview(null)} />
      <AuditDialog target={audit} onClose={() => setAudit(null)} />
    </>
  );
}

function MenuPreview({ role, onClose }: { role: RoleView | null; onClose(): void }) {
  const read = useReport(menuContracts.preview, role ? { roleId: role.id } : null);
  return (
    <Modal
      opened={role !== null}
      onClose={onClose}
      size={520}
      title={<Text fw={600}>「{role?.name}」看到的菜单</Text>}
    >
      <MenuOutline nodes={read.data ?? []} />
    </Modal>
  );
}

export function MenuOutline({ nodes, depth = 0 }: { nodes: readonly MenuNode[]; depth?: number }) {
  return (
    <div data-testid={depth === 0 ? 'menu-outline' : undefined}>
      {nodes.map((n) => (
        <div key={n.id} style={{ paddingLeft: depth * 16 }}>
          <Text size="sm" fw={n.children.length > 0 ? 600 : 400}>
            {n.title}
          </Text>
          {n.children.length > 0 && <MenuOutline nodes={n.children} depth={depth + 1} />}
        </div>
      ))}
    </div>
  );
}
