// 新增 / 编辑辅助核算类型: number (new custom types only; left empty the server numbers it), name
// (built-in types keep theirs) and the custom fields, each with a type 文本/数字/金额/时间. A field
// holding data keeps its type and stays; the server says so if the user tries.
import { ActionIcon, Button, Group, Modal, NativeSelect, Stack, Table, Text, TextInput } from '@mantine/core';
import type { AuxTypeView } from '../../core/contracts/auxiliary';
import type { AuxFieldTypeValue } from '../../core/subjects/aux-fields';
import { useModalForm } from '../../ui/forms/use-modal-form';
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
  const form = useModalForm<TypeForm>({
    id: auxTypeFormId,
    opened,
    initial: () => initialForm(editing),
    validate: (values) => validateTypeForm(values, types, editing),
    submit: async (values) => {
      const typeNo = values.typeNo.trim();
      const saved = await runWrite(
        { action: '保存辅助核算类型', done: editing ? '辅助核算类型已保存' : '辅助核算类型已增加' },
        () =>
          auxApi.saveType(api, {
            ...(editing ? { id: editing.id } : typeNo ? { typeNo } : {}),
            typeName: values.typeName.trim(),
            fields: fieldsPayload(values.fields),
          }),
      );
      if (!saved) return false;
      onSaved(saved);
    },
    onClose,
  });
  const { fields } = form.values;

  const builtin = editing?.builtin ?? null;
  const setField = (index: number, patch: Partial<TypeForm['fields'][number]>) =>
    form.set(
      'fields',
      fields.map((f, i) => (i === index ? { ...f, ...patch } : f)),
    );

  const title = editing ? '编辑辅助核算类型' : '新增辅助核算类型';
  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={600}>{title}</Text>} size={560}>
      <form noValidate aria-label={title} onSubmit={form.onSubmit}>
        <Stack gap="sm">
          <Group grow align="flex-start">
            <TextInput
              label="类型编号"
              placeholder={editing ? undefined : '不填则自动编号'}
              value={form.values.typeNo}
              maxLength={30}
              readOnly={!!editing}
              variant={editing ? 'filled' : 'default'}
              onChange={(e) => form.set('typeNo', e.currentTarget.value)}
            />
            <TextInput
              label="类型名称"
              withAsterisk
              value={form.values.typeName}
              maxLength={TYPE_NAME_MAX}
              readOnly={builtin !== null}
              variant={builtin !== null ? 'filled' : 'default'}
              description={builtin !== null ? '系统内置类型，不能改名' : undefined}
              onChange={(e) => form.set('typeName', e.currentTarget.value)}
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
                  disabled={fields.length >= MAX_FIELDS}
                  onClick={() =>
                    form.set('fields', [...fields, { fieldNo: '', fieldName: '', fieldType: 1 }])
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
                  {fields.length === 0 && (
                    <Table.Tr>
                      <Table.Td colSpan={4}>
                        <Text size="xs" c="dimmed" ta="center">
                          没有自定义字段；项目只有编号和名称
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  )}
                  {fields.map((field, index) => (
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
                            form.set(
                              'fields',
                              fields.filter((_, i) => i !== index),
                            )
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
            <Button type="submit" loading={form.busy}>
              保存
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
