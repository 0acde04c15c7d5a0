// 新增 / 编辑 操作员: account, duties (a clash of separation of duties shows as soon as it is ticked),
// and per ledger set the level (只读 / 读写) and the department. Rights must be authoritative, so the
// save goes to the server now (runWrite: offline it says so and the form stays as typed).
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  PasswordInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import type { UserLevel } from '../../../core/contracts/auth';
import { type OperatorView, operatorContracts } from '../../../core/contracts/operator';
import type { RoleView } from '../../../core/contracts/role';
import { permissionRegistry } from '../../../core/permissions/registry';
import { dutyClashes } from '../../../core/permissions/separation';
import { useModalForm } from '../../../ui/forms/use-modal-form';
import { runWrite } from '../../../ui/run-write';
import { useServices } from '../../../ui/services';
import { initialOperatorForm, type OperatorForm, operatorFormError, toSave } from './operator-form';

export interface OperatorFormModalProps {
  opened: boolean;
  editing: OperatorView | null;
  roles: readonly RoleView[];
  ledgerSets: UserLevel['ledgerSets'];
  onClose(): void;
  onSaved(saved: OperatorView): void;
}

const levelOptions = [
  { value: '0', label: '无权限' },
  { value: '1', label: '只读' },
  { value: '2', label: '读写' },
];

export function OperatorFormModal({
  opened,
  editing,
  roles,
  ledgerSets,
  onClose,
  onSaved,
}: OperatorFormModalProps) {
  const { api } = useServices();
  const creating = editing === null;
  const form = useModalForm<OperatorForm>({
    id: 'operator-form',
    opened,
    initial: () =>
      initialOperatorForm(
        editing,
        ledgerSets.map((l) => l.zid),
      ),
    validate: (values) => operatorFormError(values, creating) ?? clashOf(values.roleIds, roles),
    submit: async (values) => {
      const saved = await runWrite(
        { action: '保存操作员', done: creating ? '操作员已新增' : '操作员已保存', refreshCaches: false },
        () => api.call(operatorContracts.save, toSave(values, editing), { quiet: true }),
      );
      if (!saved) return false;
      onSaved(saved);
    },
    onClose,
  });
  const departments = useDepartments(form.values.grants.filter((g) => g.level > 0).map((g) => g.zid));
  const clash = clashOf(form.values.roleIds, roles);
  const setGrant = (zid: number, patch: Partial<OperatorForm['grants'][number]>) =>
    form.set(
      'grants',
      form.values.grants.map((g) => (g.zid === zid ? { ...g, ...patch } : g)),
    );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size={760}
      title={<Text fw={600}>{creating ? '新增操作员' : `编辑操作员：${editing?.realName}`}</Text>}
    >
      <form noValidate onSubmit={form.onSubmit} aria-label={creating ? '新增操作员' : '编辑操作员'}>
        <Stack gap="sm">
          <SimpleGrid cols={3} spacing="sm">
            <TextInput
              label="登录名"
              withAsterisk
              data-autofocus
              value={form.values.userName}
              onChange={(e) => form.set('userName', e.currentTarget.value)}
            />
            <TextInput
              label="姓名"
              withAsterisk
              value={form.values.realName}
              onChange={(e) => form.set('realName', e.currentTarget.value)}
            />
            <TextInput
              label="手机号"
              value={form.values.mobile}
              onChange={(e) => form.set('mobile', e.currentTarget.value)}
            />
          </SimpleGrid>
          {creating && (
            <Group align="flex-end" gap="md">
              <PasswordInput
                label="初始密码"
                withAsterisk
                w={230}
                description="8 到 64 个字符，须含字母和数字"
                autoComplete="new-password"
                value={form.values.password}
                onChange={(e) => form.set('password', e.currentTarget.value)}
              />
              <Checkbox
                mb={8}
                label="首次登录须修改密码"
                checked={form.values.mustChangePassword}
                onChange={(e) => form.set('mustChangePassword', e.currentTarget.checked)}
              />
            </Group>
          )}
          <div>
            <Text size="sm" fw={500} mb={4}>
              岗位
            </Text>
            <Checkbox.Group
              value={form.values.roleIds.map(String)}
              onChange={(v) => form.set('roleIds', v.map(Number))}
            >
              <Group gap="md">
                {roles.map((r) => (
                  <Checkbox key={r.id} value={String(r.id)} label={r.name} size="sm" />
                ))}
              </Group>
            </Checkbox.Group>
            {clash && (
              <Alert color="red" variant="light" mt={6} p="xs" data-testid="duty-clash">
                {clash}
              </Alert>
            )}
          </div>
          <div>
            <Text size="sm" fw={500} mb={4}>
              账套权限
            </Text>
            <Radio.Group
              value={form.values.defaultZid === null ? '' : String(form.values.defaultZid)}
              onChange={(v) => form.set('defaultZid', v ? Number(v) : null)}
            >
              <Table withTableBorder withColumnBorders fz="sm" verticalSpacing={4}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={60}>编码</Table.Th>
                    <Table.Th>账套名称</Table.Th>
                    <Table.Th w={110}>权限</Table.Th>
                    <Table.Th w={170}>部门</Table.Th>
                    <Table.Th w={60}>默认</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {ledgerSets.map((l) => {
                    const grant = form.values.grants.find((g) => g.zid === l.zid);
                    const level = grant?.level ?? 0;
                    return (
                      <Table.Tr key={l.zid} data-testid={`grant-${l.ztno}`}>
                        <Table.Td>{l.ztno}</Table.Td>
                        <Table.Td>{l.name}</Table.Td>
                        <Table.Td>
                          <Select
                            size="xs"
                            aria-label={`${l.name}权限`}
                            data={levelOptions}
                            value={String(level)}
                            allowDeselect={false}
                            onChange={(v) => setGrant(l.zid, { level: Number(v ?? 0) as 0 | 1 | 2 })}
                            comboboxProps={{ withinPortal: true }}
                          />
                        </Table.Td>
                        <Table.Td>
                          <Select
                            size="xs"
                            aria-label={`${l.name}部门`}
                            disabled={level === 0}
                            placeholder={level === 0 ? '' : '不指定'}
                            data={(departments.get(l.zid) ?? []).map((d) => ({
                              value: String(d.id),
                              label: d.name,
                            }))}
                            value={grant?.departmentId ? String(grant.departmentId) : null}
                            onChange={(v) => setGrant(l.zid, { departmentId: v ? Number(v) : null })}
                            clearable
                            comboboxProps={{ withinPortal: true }}
                          />
                        </Table.Td>
                        <Table.Td ta="center">
                          <Radio
                            value={String(l.zid)}
                            disabled={level === 0}
                            aria-label={`${l.name}为默认账套`}
                          />
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Radio.Group>
          </div>
          <Text size="xs" c="dimmed">
            权限变更须由服务器确认，保存时需要联网；担任者下次操作时即按新权限生效。
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              取消
            </Button>
            <Button type="submit" loading={form.busy}>
              保存
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function clashOf(roleIds: readonly number[], roles: readonly RoleView[]): string | null {
  const held = roles.filter((r) => roleIds.includes(r.id));
  if (held.some((r) => r.supervising)) return null;
  const clash = dutyClashes(
    held.flatMap((r) => r.permissions),
    (k) => permissionRegistry.get(k)?.name ?? k,
  )[0];
  return clash ? `${held.map((r) => r.name).join('、')}：${clash.message}` : null;
}

/** The departments of each granted ledger set, read once each. */
function useDepartments(zids: readonly number[]) {
  const { api } = useServices();
  const [byZid, setByZid] = useState(new Map<number, Array<{ id: number; name: string }>>());
  const wanted = useMemo(() => zids.filter((z) => !byZid.has(z)), [zids, byZid]);
  useEffect(() => {
    for (const zid of wanted) {
      api
        .call(operatorContracts.departments, { zid }, { loading: false, quiet: true })
        .then((list) => setByZid((m) => new Map(m).set(zid, list)))
        .catch(() => setByZid((m) => new Map(m).set(zid, [])));
    }
  }, [api, wanted]);
  return byZid;
}
