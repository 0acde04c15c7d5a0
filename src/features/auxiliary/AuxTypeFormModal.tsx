// 新增 / 编辑辅助核算类型: number (new custom types only; left empty the server numbers it), name
// (built-in types keep theirs) and the custom fields, each with a type 文本/数字/金额/时间. A field
// holding data keeps its type and stays; the server says so if the user tries.
import { ActionIcon, Button, Group, Modal, NativeSelect, Stack, Table, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { AuxTypeView } from '../../core/contracts/auxiliary';
import type { AuxFieldTypeValue } from '../../core/subjects/aux-fields';
import { setFormDirty } from '../../pwa/dirty-forms';
import { openMessageDialog } from '../../ui/dialogs';
import { runWrite } from '../../ui/run-write';
import { useServices } from '../../ui/services';
import { auxApi } from './aux-api';
import {
  FIELD_NAME_MAX,
  fieldsPayload,
  fieldTypeOptions,
  MAX_FIELDS,
  TYPE_NAME_MAX,
  type TypeForm,
  validateTypeForm,
} from './aux-rules';

export const auxTypeFormId = 'aux-type-form';

export interface AuxTypeFormModalProps {
  opened: boolean;
  editing: AuxTypeView | null;
  types: readonly AuxTypeView[];
  onClose(): void;
  onSaved(type: AuxTypeView): void;
}

function initialForm(editing: AuxTypeView | null): TypeForm {
  return editing
    ? { typeNo: editing.typeNo, typeName: editing.typeName, fields: editing.fields.map((f) => ({ ...f })) }
    : { typeNo: '', typeName: '', fields: [] };
}

export function AuxTypeFormModal({ opened, editing, types, onClose, onSaved }: AuxTypeFormModalProps) {
  const { api } = useServices();
  const [form, setForm] = useState<TypeForm>(() => initialForm(editing));
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (opened) setForm(initialForm(editing));
  }, [opened, editing]);

  const dirty = opened && JSON.stringify(form) !== JSON.stringify(initialForm(editing));
  useEffect(() => setFormDirty(auxTypeFormId, dirty), [dirty]);
  useEffect(() => () => setFormDirty(auxTypeFormId, false), []);

  const builtin = editing?.builtin ?? null;
  const setField = (index: number, patch: Partial<TypeForm['fields'][number]>) =>
    setForm({ ...form, fields: form.fields.map((f, i) => (i === index ? { ...f, ...patch } : f)) });

  const submit = async () => {
    if (busy) return;
    const error = validateTypeForm(form, types, editing);
    if (error) {
      await openMessageDialog({ title: '提示', message: error, tone: 'warning' });
      return;
    }
    setBusy(true);
    const typeNo = form.typeNo.trim();
    const saved = await runWrite(
      { action: '保存辅助核算类型', done: editing ? '辅助核算类型已保存' : '辅助核算类型已增加' },
      () =>
        auxApi.saveType(api, {
          ...(editing ? { id: editing.id } : typeNo ? { typeNo } : {}),
          typeName: form.typeName.trim(),
          fields: fieldsPayload(form.fields),
        }),
    );
    setBusy(false);
    if (saved) {
      setFormDirty(auxTypeFormId, false);
      onSaved(saved);
    }
  };

  const title = editing ? '编辑辅助核算类型' : '新增辅助核算类型';
  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={600}>{title}</Text>} size={560}>
      <form
        noValidate
        aria-label={title}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <Group grow align="flex-start">
            <TextInput
              label="类型编号"
              placeholder={editing ? undefined : '不填则自动编号'}
              value={form.typeNo}
              maxLength={30}
              readOnly={!!editing}
              variant={editing ? 'filled' : 'default'}
              onChange={(e) => setForm({ ...form, typeNo: e.currentTarget.value })}
            />
            <TextInput
              label="类型名称"
              withAsterisk
              value={form.typeName}
              maxLength={TYPE_NAME_MAX}
              readOnly={builtin !== null}
              variant={builtin !== null ? 'filled' : 'default'}
              description={builtin !== null ? '系统内置类型，不能改名' : undefined}
              onChange={(e) => setForm({ ...form, typeName: e.currentTarget.value })}
              data-autofocus
            />
          </Group>
          {builtin === 'department' ? (
            <Text size="xs" c="dimmed">
              部门的项目来自部门设置，不能增加自定义字段。
            </Text>
          ) : (
            <div>
              <Group justify="space-between" mb={4}>
                <Text size="sm" fw={500}>
                  自定义字段
                </Text>
                <Button
                  size="compact-xs"
                  variant="light"
                  disabled={form.fields.length >= MAX_FIELDS}
                  onClick={() =>
                    setForm({
                      ...form,
                      fields: [...form.fields, { fieldNo: '', fieldName: '', fieldType: 1 }],
                    })
                  }
                >
                  增加字段
                </Button>
              </Group>
              <Table layout="fixed" verticalSpacing={3} aria-label="自定义字段">
                <Table.Thead bg="gray.0">
                  <Table.Tr>
                    <Table.Th w={40} ta="center">
                      序号
                    </Table.Th>
                    <Table.Th>字段名称</Table.Th>
                    <Table.Th w={110}>字段类型</Table.Th>
                    <Table.Th w={54} ta="center">
                      删除
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {form.fields.length === 0 && (
                    <Table.Tr>
                      <Table.Td colSpan={4}>
                        <Text size="xs" c="dimmed" ta="center">
                          没有自定义字段；项目只有编号和名称
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  )}
                  {form.fields.map((field, index) => (
                    // New fields have no number yet; their place in the list is their identity.
                    // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place, never reordered.
                    <Table.Tr key={index}>
                      <Table.Td ta="center">{index + 1}</Table.Td>
                      <Table.Td>
                        <TextInput
                          size="xs"
                          aria-label={`第${index + 1}个字段名称`}
                          value={field.fieldName}
                          maxLength={FIELD_NAME_MAX}
                          onChange={(e) => setField(index, { fieldName: e.currentTarget.value })}
                        />
                      </Table.Td>
                      <Table.Td>
                        <NativeSelect
                          size="xs"
                          aria-label={`第${index + 1}个字段类型`}
                          data={fieldTypeOptions}
                          value={String(field.fieldType)}
                          onChange={(e) =>
                            setField(index, { fieldType: Number(e.currentTarget.value) as AuxFieldTypeValue })
                          }
                        />
                      </Table.Td>
                      <Table.Td ta="center">
                        <ActionIcon
                          size="sm"
                          variant="subtle"
                          color="red"
                          aria-label={`删除第${index + 1}个字段`}
                          onClick={() =>
                            setForm({ ...form, fields: form.fields.filter((_, i) => i !== index) })
                          }
                        >
                          ×
                        </ActionIcon>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </div>
          )}
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
