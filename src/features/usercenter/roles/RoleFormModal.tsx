// 新增 / 编辑 角色: name, note and the keys, grouped as the menu. A clash of separation of duties shows
// while ticking and the server refuses it too; the save needs the network (rights are authoritative).
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type RoleView, roleContracts } from '../../../core/contracts/role';
import { permissionRegistry } from '../../../core/permissions/registry';
import { dutyClashes } from '../../../core/permissions/separation';
import { useModalForm } from '../../../ui/forms/use-modal-form';
import { runWrite } from '../../../ui/run-write';
import { useServices } from '../../../ui/services';
import { PermissionTree } from './PermissionTree';

interface RoleForm {
  name: string;
  remark: string;
  permissions: string[];
}

const nameOf = (k: string) => permissionRegistry.get(k)?.name ?? k;

export function roleClash(role: RoleView | null, keys: readonly string[]): string | null {
  if (role?.supervising) return null;
  return dutyClashes(keys, nameOf)[0]?.message ?? null;
}

export function RoleFormModal(props: {
  opened: boolean;
  editing: RoleView | null;
  onClose(): void;
  onSaved(role: RoleView): void;
}) {
  const { opened, editing, onClose, onSaved } = props;
  const { api } = useServices();
  const allKeys = editing?.builtin && editing.code === 'admin';
  const form = useModalForm<RoleForm>({
    id: 'role-form',
    opened,
    initial: () => ({
      name: editing?.name ?? '',
      remark: editing?.remark ?? '',
      permissions: editing?.permissions ?? [],
    }),
    validate: (v) => (v.name.trim() === '' ? '请输入角色名称' : roleClash(editing, v.permissions)),
    submit: async (v) => {
      const saved = await runWrite(
        {
          action: '保存角色',
          done: editing ? '角色已保存，担任者下次操作时生效' : '角色已新增',
          refreshCaches: false,
        },
        () =>
          api.call(
            roleContracts.save,
            {
              ...(editing ? { id: editing.id, version: editing.version } : {}),
              name: v.name.trim(),
              remark: v.remark.trim(),
              permissions: v.permissions,
            },
            { quiet: true },
          ),
      );
      if (!saved) return false;
      onSaved(saved);
    },
    onClose,
  });
  const clash = roleClash(editing, form.values.permissions);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size={900}
      title={<Text fw={600}>{editing ? `编辑角色：${editing.name}` : '新增角色'}</Text>}
    >
      <form noValidate onSubmit={form.onSubmit} aria-label={editing ? '编辑角色' : '新增角色'}>
        <Stack gap="sm">
          <Group grow>
            <TextInput
              label="角色名称"
              withAsterisk
              data-autofocus
              disabled={editing?.builtin}
              description={editing?.builtin ? '预置角色的名称不能修改' : undefined}
              value={form.values.name}
              onChange={(e) => form.set('name', e.currentTarget.value)}
            />
            <TextInput
              label="说明"
              value={form.values.remark}
              onChange={(e) => form.set('remark', e.currentTarget.value)}
            />
          </Group>
          {editing?.supervising && (
            <Text size="xs" c="dimmed">
              主管岗位可同时持有制单与审核；本人制单的凭证仍不能由本人审核，本人申报的单据也不能由本人审批。
            </Text>
          )}
          {clash && (
            <Alert color="red" variant="light" p="xs" data-testid="role-clash">
              {clash}
            </Alert>
          )}
          <PermissionTree
            value={form.values.permissions}
            onChange={(next) => form.set('permissions', next)}
            readOnly={allKeys}
          />
          <Group justify="space-between">
            <Text size="xs" c="dimmed">
              已选 {form.values.permissions.length} 项权限；保存需要联网，担任者下次操作时即按新权限生效。
            </Text>
            <Group gap="xs">
              <Button variant="default" onClick={onClose}>
                取消
              </Button>
              <Button type="submit" loading={form.busy} disabled={allKeys}>
                保存
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
