// 新增明细科目 / 编辑科目. Adding: the parent decides code width, category, direction and the
// default flags, and the server's next free code is filled in. Editing: the code stays; a
// prescribed subject keeps its name but takes flags.
import { Alert, Button, Checkbox, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useMemo, useRef } from 'react';
import type { AuxTypeView } from '../../core/contracts/auxiliary';
import type { SubjectView } from '../../core/contracts/subject';
import { sameData, useModalForm } from '../../ui/forms/use-modal-form';
import { runWrite } from '../../ui/run-write';
import { useServices } from '../../ui/services';
import { subjectApi } from './subject-api';
import {
  addChildBlocker,
  childSegment,
  NAME_MAX,
  type SubjectForm,
  validateSubjectForm,
} from './subject-rules';

export const subjectFormId = 'subject-form';

export interface SubjectFormModalProps {
  opened: boolean;
  /** Add: the chosen parent (null: choose one in the form). */
  parent: SubjectView | null;
  /** Edit: the subject; null when adding. */
  editing: SubjectView | null;
  rows: readonly SubjectView[];
  widths: readonly number[];
  auxTypes: readonly AuxTypeView[];
  onClose(): void;
  onSaved(saved: SubjectView): void;
}

/** The form's values: the parent is chosen in the form when adding. */
interface SubjectDialogForm extends SubjectForm {
  parentCode: string | null;
}

function initialForm(parent: SubjectView | null, editing: SubjectView | null): SubjectDialogForm {
  if (editing) {
    return {
      parentCode: null,
      code: editing.code,
      name: editing.codeName,
      deptAccounting: editing.deptAccounting,
      auxTypeIds: editing.auxTypes.map((t) => t.id),
    };
  }
  return {
    parentCode: parent?.code ?? null,
    code: '',
    name: '',
    deptAccounting: parent?.deptAccounting ?? false,
    auxTypeIds: parent?.auxTypes.map((t) => t.id) ?? [],
  };
}

/** The auxiliary types are a set: ticked in another order they are the same choice. */
const sameForm = (a: SubjectDialogForm, b: SubjectDialogForm) =>
  sameData({ ...a, auxTypeIds: [...a.auxTypeIds].sort() }, { ...b, auxTypeIds: [...b.auxTypeIds].sort() });

export function SubjectFormModal(props: SubjectFormModalProps) {
  const { opened, editing, rows, widths, auxTypes, onClose, onSaved } = props;
  const { api } = useServices();
  const parentOf = (values: SubjectDialogForm) =>
    editing ? null : (rows.find((r) => r.code === values.parentCode) ?? null);
  const form = useModalForm<SubjectDialogForm>({
    id: subjectFormId,
    opened,
    initial: () => initialForm(props.parent, editing),
    equal: sameForm,
    validate: (values) => validateSubjectForm(values, { parent: parentOf(values), editing, rows, widths }),
    submit: async (values) => {
      const parent = parentOf(values);
      const saved = await runWrite({ action: '保存科目', done: editing ? '科目已保存' : '科目已增加' }, () =>
        subjectApi.save(api, {
          ...(editing ? { id: editing.id } : { parentCode: parent?.code }),
          code: values.code.trim(),
          name: values.name.trim(),
          deptAccounting: values.deptAccounting,
          auxTypeIds: values.auxTypeIds,
        }),
      );
      if (!saved) return false;
      onSaved(saved);
    },
    onClose,
  });
  const { values, adopt } = form;

  const parent = parentOf(values);

  // A new parent: its flags become the defaults and the server proposes the next free code; both
  // are adopted (not the user's input). Keyed by the parent's code: a refreshed chart must not reset
  // what the user chose. A code the user typed is never overwritten.
  const parentRef = useRef(parent);
  parentRef.current = parent;
  const chosenCode = parent?.code ?? null;
  useEffect(() => {
    const parent = parentRef.current;
    if (!opened || editing || !chosenCode || !parent) return;
    let live = true;
    adopt((v, start) => ({
      deptAccounting: parent.deptAccounting,
      auxTypeIds: parent.auxTypes.map((t) => t.id),
      ...(v.code === start.code ? { code: '' } : {}),
    }));
    subjectApi.nextCode(api, parent.code).then(
      (answer) => {
        const code = answer.code;
        if (!live || !code) return;
        adopt((v, start) => (v.code === '' || v.code === start.code ? { code } : {}));
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [opened, editing, chosenCode, api, adopt]);

  const parentOptions = useMemo(
    () =>
      rows
        .filter((r) => addChildBlocker(r, widths) === null)
        .map((r) => ({ value: r.code, label: `${r.code} ${r.codeFullName}` })),
    [rows, widths],
  );
  const typeChoices = auxTypes.filter((t) => t.enabled || values.auxTypeIds.includes(t.id));
  const segment = parent ? childSegment(parent.code, widths) : null;

  const title = editing ? '编辑科目' : '新增明细科目';
  const heir = editing ?? parent;
  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={600}>{title}</Text>} size={520}>
      <form noValidate aria-label={title} onSubmit={form.onSubmit}>
        <Stack gap="sm">
          {editing ? (
            <TextInput
              label="上级科目"
              value={
                editing.parentCode
                  ? `${editing.parentCode} ${rows.find((r) => r.code === editing.parentCode)?.codeFullName ?? ''}`
                  : '无（一级科目）'
              }
              readOnly
              variant="filled"
            />
          ) : (
            <Select
              label="上级科目"
              withAsterisk
              placeholder="输入编码或名称查找"
              data={parentOptions}
              value={values.parentCode}
              onChange={(v) => form.set('parentCode', v)}
              searchable
              limit={200}
              nothingFoundMessage="没有可增加下级的科目"
              comboboxProps={{ withinPortal: true }}
            />
          )}
          <TextInput
            label="科目编码"
            withAsterisk={!editing}
            value={values.code}
            onChange={(e) => form.set('code', e.currentTarget.value.replace(/\D/g, ''))}
            readOnly={!!editing}
            variant={editing ? 'filled' : 'default'}
            maxLength={segment?.length ?? 40}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            description={
              editing
                ? '科目编码不能修改；如需更换编码，请删除后重新增加'
                : segment && parent
                  ? `编码规则 ${widths.join('-')}：上级编码 ${parent.code} 后加 ${segment.width} 位数字`
                  : '先选择上级科目'
            }
          />
          <TextInput
            label="科目名称"
            withAsterisk
            value={values.name}
            maxLength={NAME_MAX}
            onChange={(e) => form.set('name', e.currentTarget.value)}
            readOnly={editing?.isStandard}
            variant={editing?.isStandard ? 'filled' : 'default'}
            description={editing?.isStandard ? '《工会会计制度》规定的科目，不能改名' : undefined}
            data-autofocus
          />
          {heir && (
            <Text size="xs" c="dimmed" data-testid="subject-inherited">
              类别 {heir.category} · 余额方向 {heir.balanceDirectionFormat}
              {editing ? '' : '（继承上级科目）'}
            </Text>
          )}
          <Checkbox
            label="部门核算"
            checked={values.deptAccounting}
            onChange={(e) => form.set('deptAccounting', e.currentTarget.checked)}
          />
          <Checkbox.Group
            label="辅助核算"
            value={values.auxTypeIds.map(String)}
            onChange={(ids) => form.set('auxTypeIds', ids.map(Number))}
          >
            <Group gap="md" mt={6}>
              {typeChoices.length === 0 && (
                <Text size="xs" c="dimmed">
                  没有可用的辅助核算类型
                </Text>
              )}
              {typeChoices.map((t) => (
                <Checkbox
                  key={t.id}
                  value={String(t.id)}
                  label={t.enabled ? t.typeName : `${t.typeName}（停用）`}
                />
              ))}
            </Group>
          </Checkbox.Group>
          {!editing && parent?.isLeaf && (
            <Alert color="blue" variant="light" p="xs">
              <Text size="xs">
                增加下级后，{parent.code} {parent.codeName} 不再是末级科目：只有末级科目可以录入金额。
              </Text>
            </Alert>
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
