// 新增 / 编辑 部门: a small modal form. The first rule that fails shows in a warning dialog; a
// valid form goes to the outbox (saveDepartment), so it saves the same way online and offline.
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { type DepartmentRow, saveDepartment } from '../../local';
import { setFormDirty } from '../../pwa/dirty-forms';
import { openMessageDialog } from '../../ui/dialogs';
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
  const [form, setForm] = useState<DepartmentForm>(() => initialForm(editing));
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (opened) setForm(initialForm(editing));
  }, [opened, editing]);

  const start = initialForm(editing);
  const dirty =
    opened &&
    (form.code !== start.code || form.name !== start.name || (form.parentCode ?? null) !== start.parentCode);
  useEffect(() => {
    setFormDirty(departmentFormId, dirty);
  }, [dirty]);
  useEffect(() => () => setFormDirty(departmentFormId, false), []);

  const options = useMemo(() => parentOptions(rows, editing), [rows, editing]);

  const submit = async () => {
    if (busy) return;
    const error = validateDepartment(form, rows, editing);
    if (error) {
      await openMessageDialog({ title: '提示', message: error, tone: 'warning' });
      return;
    }
    setBusy(true);
    try {
      const entry = await saveDepartment({
        id: editing?.id ?? null,
        ...(editing && editing.id === null ? { entityId: editing.key } : {}),
        code: form.code.trim(),
        name: form.name.trim(),
        parentCode: form.parentCode || null,
        ...(editing ? { enabled: editing.enabled } : {}),
        ...(editing && editing.id !== null ? { version: editing.version } : {}),
      });
      setFormDirty(departmentFormId, false);
      onSaved?.(entry.label);
      onClose();
    } catch (e) {
      await openMessageDialog({
        title: '保存失败',
        message: e instanceof Error ? e.message : String(e),
        tone: 'error',
      });
    } finally {
      setBusy(false);
    }
  };

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
      closeOnClickOutside={!dirty}
    >
      <form
        noValidate
        aria-label={editing ? '编辑部门' : '新增部门'}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label="部门编码"
            placeholder="字母或数字，1 到 20 位"
            withAsterisk
            maxLength={20}
            value={form.code}
            onChange={(e) => setForm({ ...form, code: e.currentTarget.value })}
            data-autofocus
          />
          <TextInput
            label="部门名称"
            placeholder={`不超过 ${NAME_MAX} 个字符`}
            withAsterisk
            value={form.name}
            onChange={(e) => setForm({ ...form, name: e.currentTarget.value })}
          />
          <Select
            label="上级部门"
            placeholder="无（顶级部门）"
            data={options}
            value={form.parentCode}
            onChange={(v) => setForm({ ...form, parentCode: v })}
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
            <Button type="submit" loading={busy}>
              保存
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
