// 新增 / 编辑 审批流程: document type, department (or all), the ordered steps, and a live line of the
// steps a document of a chosen department and amount would take. A valid form goes to the outbox
// (saveProcess), so it saves the same way online and offline.
import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { type DocumentType, documentTypeLabels, documentTypes } from '../../core/reimbursement/types';
import type { DepartmentRow } from '../../local';
import { type ProcessRow, saveProcess } from '../../local/processes';
import { useModalForm } from '../../ui/forms/use-modal-form';
import { initialProcessForm, type ProcessForm, previewLine, toSteps, validateProcess } from './process-rules';
import { StepsEditor } from './StepsEditor';

export const processFormId = 'process-form';

const typeOptions = documentTypes.map((t) => ({ value: t, label: documentTypeLabels[t] }));

export interface ProcessFormModalProps {
  opened: boolean;
  editing: ProcessRow | null;
  rows: readonly ProcessRow[];
  departments: readonly DepartmentRow[];
  users: readonly { value: string; label: string }[];
  userName: string | null;
  onClose(): void;
  onSaved?(label: string): void;
}

export function ProcessFormModal(props: ProcessFormModalProps) {
  const { opened, editing, rows, departments, users, onClose, onSaved } = props;
  const departmentOptions = useMemo(
    () =>
      departments.filter((d) => d.id !== null).map((d) => ({ value: String(d.id), label: d.departmentName })),
    [departments],
  );
  const form = useModalForm<ProcessForm>({
    id: processFormId,
    opened,
    initial: () => initialProcessForm(editing),
    validate: (values) => validateProcess(values, rows, editing),
    submit: async (values) => {
      const department = departmentOptions.find((d) => d.value === values.departmentId);
      const entry = await saveProcess({
        editing,
        documentType: values.documentType,
        departmentId: values.departmentId === null ? null : Number(values.departmentId),
        departmentName: department?.label ?? null,
        steps: toSteps(values),
        userName: props.userName,
      });
      onSaved?.(entry.label);
    },
    onClose,
  });
  // The preview's own inputs are not part of what is saved.
  const [previewDept, setPreviewDept] = useState<string | null>(null);
  const [previewAmount, setPreviewAmount] = useState('6000.00');
  const shownDept = form.values.departmentId ?? previewDept ?? departmentOptions[0]?.value ?? null;
  const line = previewLine(form.values, rows, editing, {
    departmentId: shownDept,
    departmentName: departmentOptions.find((d) => d.value === shownDept)?.label ?? '',
    amount: previewAmount,
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Text fw={600} size="md">
          {editing ? '编辑审批流程' : '新增审批流程'}
        </Text>
      }
      size={860}
      closeOnClickOutside={!form.dirty}
    >
      <form noValidate aria-label={editing ? '编辑审批流程' : '新增审批流程'} onSubmit={form.onSubmit}>
        <Stack gap="sm">
          <Group gap="sm">
            <Select
              size="xs"
              w={160}
              label="单据类型"
              withAsterisk
              data={typeOptions}
              value={form.values.documentType}
              allowDeselect={false}
              onChange={(v) => v && form.set('documentType', v as DocumentType)}
              comboboxProps={{ withinPortal: true }}
            />
            <Select
              size="xs"
              w={200}
              label="适用部门"
              placeholder="全部部门"
              data={departmentOptions}
              value={form.values.departmentId}
              onChange={(v) => form.set('departmentId', v)}
              clearable
              searchable
              nothingFoundMessage="没有匹配的部门"
              comboboxProps={{ withinPortal: true }}
            />
          </Group>
          <Text size="xs" c="dimmed">
            申报之后依次审批；设了起始金额的步骤只在单据金额达到该金额时加入。部门自己的流程优先于全部部门的流程。
          </Text>
          <StepsEditor
            steps={form.values.steps}
            onChange={(steps) => form.set('steps', steps)}
            users={users}
          />
          <Alert color="blue" variant="light" p={8} title="流程预览">
            <Group gap="xs" mb={6}>
              {form.values.departmentId === null && (
                <Select
                  size="xs"
                  w={160}
                  aria-label="预览部门"
                  data={departmentOptions}
                  value={shownDept}
                  onChange={setPreviewDept}
                  comboboxProps={{ withinPortal: true }}
                />
              )}
              <TextInput
                size="xs"
                w={120}
                aria-label="预览金额"
                inputMode="decimal"
                styles={{ input: { textAlign: 'right' } }}
                value={previewAmount}
                onChange={(e) => setPreviewAmount(e.currentTarget.value)}
              />
            </Group>
            <Text size="sm" data-testid="process-preview">
              {line}
            </Text>
          </Alert>
          <Text size="xs" c="dimmed">
            保存后先记录在本机，联网时自动提交到服务器；已提交的单据仍按提交时的流程审批。
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
