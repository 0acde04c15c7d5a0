// 新增 / 编辑 人员: 工号, 姓名, 部门, 职级 (the travel grade), 职务, 手机号 and the user who logs in as
// this person. A valid form goes to the outbox (savePerson): it saves the same way online and offline.
import { Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { GRADES, type Grade } from '../../core/personnel/rules';
import type { DepartmentRow } from '../../local';
import { type PersonRow, savePerson } from '../../local/personnel';
import { useModalForm } from '../../ui/forms/use-modal-form';
import { initialPersonForm, type PersonForm, validatePerson } from './personnel-rules';

export const personFormId = 'person-form';

const gradeOptions = GRADES.map((g) => ({ value: g, label: g }));

export interface PersonFormModalProps {
  opened: boolean;
  editing: PersonRow | null;
  rows: readonly PersonRow[];
  departments: readonly DepartmentRow[];
  users: readonly { value: string; label: string }[];
  onClose(): void;
  onSaved?(label: string): void;
}

export function PersonFormModal(props: PersonFormModalProps) {
  const { opened, editing, rows, departments, users, onClose, onSaved } = props;
  // A disabled department takes nobody new, but a person already there keeps it in the list.
  const departmentOptions = useMemo(
    () =>
      departments
        .filter((d) => d.id !== null && (d.enabled || d.id === editing?.departmentId))
        .map((d) => ({ value: String(d.id), label: d.departmentName })),
    [departments, editing],
  );
  const form = useModalForm<PersonForm>({
    id: personFormId,
    opened,
    initial: () => initialPersonForm(editing),
    validate: (values) => validatePerson(values, rows, editing),
    submit: async (values) => {
      const department = departmentOptions.find((d) => d.value === values.departmentId);
      const user = users.find((u) => u.value === values.userId);
      const entry = await savePerson({
        editing,
        code: values.code,
        name: values.name,
        departmentId: Number(values.departmentId),
        departmentName: department?.label ?? '',
        grade: values.grade ?? '其余人员',
        title: values.title,
        mobile: values.mobile,
        userId: values.userId === null ? null : Number(values.userId),
        userLabel: user?.label ?? null,
      });
      onSaved?.(entry.label);
    },
    onClose,
  });
  const title = editing ? '编辑人员' : '新增人员';

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Text fw={600} size="md">
          {title}
        </Text>
      }
      size={560}
      closeOnClickOutside={!form.dirty}
    >
      <form noValidate aria-label={title} onSubmit={form.onSubmit}>
        <Stack gap="sm">
          <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
            <TextInput
              size="xs"
              label="工号"
              withAsterisk
              maxLength={20}
              value={form.values.code}
              onChange={(e) => form.set('code', e.currentTarget.value)}
              data-autofocus
            />
            <TextInput
              size="xs"
              label="姓名"
              withAsterisk
              maxLength={40}
              value={form.values.name}
              onChange={(e) => form.set('name', e.currentTarget.value)}
            />
            <Select
              size="xs"
              label="部门"
              withAsterisk
              data={departmentOptions}
              value={form.values.departmentId}
              onChange={(v) => form.set('departmentId', v)}
              searchable
              nothingFoundMessage="没有匹配的部门"
              comboboxProps={{ withinPortal: true }}
            />
            <Select
              size="xs"
              label="职级"
              withAsterisk
              description="决定差旅交通等级与住宿标准"
              data={gradeOptions}
              value={form.values.grade}
              allowDeselect={false}
              onChange={(v) => v && form.set('grade', v as Grade)}
              comboboxProps={{ withinPortal: true }}
            />
            <TextInput
              size="xs"
              label="职务"
              maxLength={40}
              value={form.values.title}
              onChange={(e) => form.set('title', e.currentTarget.value)}
            />
            <TextInput
              size="xs"
              label="手机号"
              inputMode="numeric"
              maxLength={11}
              value={form.values.mobile}
              onChange={(e) => form.set('mobile', e.currentTarget.value)}
            />
            <Select
              size="xs"
              label="关联用户"
              description="以该用户登录时，报销单带出本人信息"
              placeholder="不关联"
              data={users}
              value={form.values.userId}
              onChange={(v) => form.set('userId', v)}
              clearable
              searchable
              nothingFoundMessage="没有匹配的用户"
              comboboxProps={{ withinPortal: true }}
            />
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            保存后先记录在本机，联网时自动提交到服务器。
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
