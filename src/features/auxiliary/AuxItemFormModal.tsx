// 新增 / 编辑辅助核算项目: number (the next free one suggested), name and one input per custom
// field of the type; values are checked by field type (数字, 金额, 时间) before they are sent.
import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { AuxInfoView, AuxTypeView } from '../../core/contracts/auxiliary';
import { type AuxField, auxFieldTypeLabels } from '../../core/subjects/aux-fields';
import { setFormDirty } from '../../pwa/dirty-forms';
import { openMessageDialog } from '../../ui/dialogs';
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
  const [form, setForm] = useState<ItemForm>(() => initialForm(type, editing));
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (opened) setForm(initialForm(type, editing));
  }, [opened, type, editing]);

  const dirty = opened && JSON.stringify(form) !== JSON.stringify(initialForm(type, editing));
  useEffect(() => setFormDirty(auxItemFormId, dirty), [dirty]);
  useEffect(() => () => setFormDirty(auxItemFormId, false), []);

  const setDetail = (fieldNo: string, value: string) =>
    setForm({ ...form, details: { ...form.details, [fieldNo]: value } });

  const submit = async () => {
    if (busy || !type) return;
    const check = validateItemForm(form, type, editing);
    if (!check.ok) {
      await openMessageDialog({ title: '提示', message: check.message, tone: 'warning' });
      return;
    }
    setBusy(true);
    const saved = await runWrite(
      { action: `保存${type.typeName}`, done: editing ? '辅助核算项目已保存' : '辅助核算项目已增加' },
      () =>
        auxApi.saveInfo(api, {
          ...(editing?.id ? { id: editing.id } : {}),
          typeId: type.id,
          infoNo: form.infoNo.trim(),
          infoName: form.infoName.trim(),
          details: check.details,
        }),
    );
    setBusy(false);
    if (saved) {
      setFormDirty(auxItemFormId, false);
      onSaved(saved);
    }
  };

  const title = `${editing ? '编辑' : '新增'}${type?.typeName ?? '辅助核算项目'}`;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Text fw={600}>{title}</Text>}
      size={type && type.fields.length > 2 ? 620 : 460}
    >
      <form
        noValidate
        aria-label={title}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <SimpleGrid cols={type && type.fields.length > 2 ? 2 : 1} spacing="sm" verticalSpacing="sm">
            <TextInput
              label="编号"
              withAsterisk
              maxLength={30}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              value={form.infoNo}
              onChange={(e) => setForm({ ...form, infoNo: e.currentTarget.value })}
            />
            <TextInput
              label="名称"
              withAsterisk
              maxLength={INFO_NAME_MAX}
              value={form.infoName}
              onChange={(e) => setForm({ ...form, infoName: e.currentTarget.value })}
              data-autofocus
            />
            {type?.fields.map((field) => (
              <TextInput
                key={field.fieldNo}
                label={`${field.fieldName}（${auxFieldTypeLabels[field.fieldType]}）`}
                placeholder={placeholders[field.fieldType]}
                value={form.details[field.fieldNo] ?? ''}
                styles={
                  field.fieldType === 3 || field.fieldType === 2
                    ? { input: { textAlign: 'right' } }
                    : undefined
                }
                onChange={(e) => setDetail(field.fieldNo, e.currentTarget.value)}
                onBlur={() => {
                  // Money reads as 1,234.56 once typed; a value that is not money stays for the check.
                  if (field.fieldType !== 3) return;
                  const raw = form.details[field.fieldNo] ?? '';
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
            <Button type="submit" loading={busy}>
              保存
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
