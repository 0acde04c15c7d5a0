// 新增 / 编辑辅助核算项目: number (the next free one suggested), name and one input per custom
// field of the type; values are checked by field type (数字, 金额, 时间) before they are sent.
import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { AuxInfoView, AuxTypeView } from '../../core/contracts/auxiliary';
import { type AuxField, auxFieldTypeLabels } from '../../core/subjects/aux-fields';
import { useModalForm } from '../../ui/forms/use-modal-form';
import { runWrite } from '../../ui/run-write';
import { useServices } from '../../ui/services';
import { auxApi } from './aux-api';
import { formatFieldValue, INFO_NAME_MAX, type ItemForm, nextInfoNo, validateItemForm } from './aux-rules';

export const auxItemFormId = 'aux-item-form';

export interface AuxItemFormModalProps {
  opened: boolean;
  type: AuxTypeView | null;
  editing: AuxInfoView | null;
  onClose(): void;
  onSaved(item: AuxInfoView): void;
}

function initialForm(type: AuxTypeView | null, editing: AuxInfoView | null): ItemForm {
  if (editing) return { infoNo: editing.infoNo, infoName: editing.infoName, details: { ...editing.details } };
  return { infoNo: type ? nextInfoNo(type.childData) : '', infoName: '', details: {} };
}

const placeholders: Record<AuxField['fieldType'], string> = {
  1: '',
  2: '如 12 或 3.5',
  3: '如 1,234.56',
  4: '如 2022-01-01 或 2022-01-01 08:30',
};

export function AuxItemFormModal({ opened, type, editing, onClose, onSaved }: AuxItemFormModalProps) {
  const { api } = useServices();
  const form = useModalForm<ItemForm>({
    id: auxItemFormId,
    opened,
    initial: () => initialForm(type, editing),
    validate: (values) => {
      if (!type) return null;
      const check = validateItemForm(values, type, editing);
      return check.ok ? null : check.message;
    },
    submit: async (values) => {
      const check = type && validateItemForm(values, type, editing);
      if (!type || !check?.ok) return false;
      const saved = await runWrite(
        { action: `保存${type.typeName}`, done: editing ? '辅助核算项目已保存' : '辅助核算项目已增加' },
        () =>
          auxApi.saveInfo(api, {
            ...(editing?.id ? { id: editing.id } : {}),
            typeId: type.id,
            infoNo: values.infoNo.trim(),
            infoName: values.infoName.trim(),
            details: check.details,
          }),
      );
      if (!saved) return false;
      onSaved(saved);
    },
    onClose,
  });
  const { details } = form.values;
  const setDetail = (fieldNo: string, value: string) => form.set('details', { ...details, [fieldNo]: value });

  const title = `${editing ? '编辑' : '新增'}${type?.typeName ?? '辅助核算项目'}`;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Text fw={600}>{title}</Text>}
      size={type && type.fields.length > 2 ? 620 : 460}
    >
      <form noValidate aria-label={title} onSubmit={form.onSubmit}>
        <Stack gap="sm">
          <SimpleGrid cols={type && type.fields.length > 2 ? 2 : 1} spacing="sm" verticalSpacing="sm">
            <TextInput
              label="编号"
              withAsterisk
              maxLength={30}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              value={form.values.infoNo}
              onChange={(e) => form.set('infoNo', e.currentTarget.value)}
            />
            <TextInput
              label="名称"
              withAsterisk
              maxLength={INFO_NAME_MAX}
              value={form.values.infoName}
              onChange={(e) => form.set('infoName', e.currentTarget.value)}
              data-autofocus
            />
            {type?.fields.map((field) => (
              <TextInput
                key={field.fieldNo}
                label={`${field.fieldName}（${auxFieldTypeLabels[field.fieldType]}）`}
                placeholder={placeholders[field.fieldType]}
                value={details[field.fieldNo] ?? ''}
                styles={
                  field.fieldType === 3 || field.fieldType === 2
                    ? { input: { textAlign: 'right' } }
                    : undefined
                }
                onChange={(e) => setDetail(field.fieldNo, e.currentTarget.value)}
                onBlur={() => {
                  // Money reads as 1,234.56 once typed; a value that is not money stays for the check.
                  if (field.fieldType !== 3) return;
                  const raw = details[field.fieldNo] ?? '';
                  const shown = formatFieldValue(field, raw.replaceAll(',', ''));
                  if (shown && shown !== raw && /^-?\d[\d,]*(\.\d{0,2})?$/.test(raw.trim()))
                    setDetail(field.fieldNo, shown);
                }}
              />
            ))}
          </SimpleGrid>
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
