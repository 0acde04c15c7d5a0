// 新增 / 编辑 部门: a modal form (useModalForm: the first rule that fails shows in a warning dialog);
// a valid form goes to the outbox (saveDepartment), so it saves the same way online and offline.
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { type DepartmentRow, saveDepartment } from '../../local';
import { useModalForm } from '../../ui/forms/use-modal-form';
import { type DepartmentForm, NAME_MAX, parentOptions, validateDepartment } from './department-rules';

export const departmentFormId = 'department-form';

function initialForm(editing: DepartmentRow | null): DepartmentForm {
  return editing
    ? { code: editing.departmentCode, name: editing.departmentName, parentCode: editing.parentCode ?? null }
    : { code: '', name: '', parentCode: null };
}

export interface DepartmentFormModalProps {
  opened: boolean;
  /** The row edited; null for 新增. */
  editing: DepartmentRow | null;
  rows: readonly DepartmentRow[];
  onClose(): void;
  /** After the save is queued (the row already shows it). */
  onSaved?(label: string): void;
}

export function DepartmentFormModal({ opened, editing, rows, onClose, onSaved }: DepartmentFormModalProps) {
  const form = useModalForm<DepartmentForm>({
    id: departmentFormId,
    opened,
    initial: () => initialForm(editing),
    validate: (values) => validateDepartment(values, rows, editing),
    submit: async (values) => {
      const entry = await saveDepartment({
        id: editing?.id ?? null,
        ...(editing && editing.id === null ? { entityId: editing.key } : {}),
        code: values.code.trim(),
        name: values.name.trim(),
        parentCode: values.parentCode || null,
        ...(editing ? { enabled: editing.enabled } : {}),
        ...(editing && editing.id !== null ? { version: editing.version } : {}),
      });
      onSaved?.(entry.label);
    },
    onClose,
  });
  const options = useMemo(() => parentOptions(rows, editing), [rows, editing]);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Text fw={600} size="md">
          {editing ? '编辑部门' : '新增部门'}
        </Text>
      }
      size={440}
    >
      <form noValidate aria-label={editing ? '编辑部门' : '新增部门'} onSubmit={form.onSubmit}>
        <Stack gap="sm">
          <TextInput
            label="部门编码"
            placeholder="字母或数字，1 到 20 位"
            withAsterisk
            maxLength={20}
            value={form.values.code}
            onChange={(e) => form.set('code', e.currentTarget.value)}
            data-autofocus
          />
          <TextInput
            label="部门名称"
            placeholder={`不超过 ${NAME_MAX} 个字符`}
            withAsterisk
            value={form.values.name}
            onChange={(e) => form.set('name', e.currentTarget.value)}
          />
          <Select
            label="上级部门"
            placeholder="无（顶级部门）"
            data={options}
            value={form.values.parentCode}
            onChange={(v) => form.set('parentCode', v)}
            searchable
            clearable
            nothingFoundMessage="没有匹配的部门"
            comboboxProps={{ withinPortal: true }}
          />
          <Text size="xs" c="dimmed">
            保存后先记录在本机，联网时自动提交到服务器。
          </Text>
          <Group justify="flex-end" gap="xs" mt={4}>
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
