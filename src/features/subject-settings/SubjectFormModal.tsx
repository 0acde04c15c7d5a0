// 新增明细科目 / 编辑科目. Adding: the parent decides code width, category, direction and the
// default flags, and the server's next free code is filled in. Editing: the code stays; a
// prescribed subject keeps its name but takes flags.
import { Alert, Button, Checkbox, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { AuxTypeView } from '../../core/contracts/auxiliary';
import type { SubjectView } from '../../core/contracts/subject';
import { setFormDirty } from '../../pwa/dirty-forms';
import { openMessageDialog } from '../../ui/dialogs';
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

function initialForm(parent: SubjectView | null, editing: SubjectView | null): SubjectForm {
  if (editing) {
    return {
      code: editing.code,
      name: editing.codeName,
      deptAccounting: editing.deptAccounting,
      auxTypeIds: editing.auxTypes.map((t) => t.id),
    };
  }
  return {
    code: '',
    name: '',
    deptAccounting: parent?.deptAccounting ?? false,
    auxTypeIds: parent?.auxTypes.map((t) => t.id) ?? [],
  };
}

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort().every((v, i) => v === [...b].sort()[i]);

export function SubjectFormModal(props: SubjectFormModalProps) {
  const { opened, editing, rows, widths, auxTypes, onClose, onSaved } = props;
  const { api } = useServices();
  const [parentCode, setParentCode] = useState<string | null>(props.parent?.code ?? null);
  const [form, setForm] = useState<SubjectForm>(() => initialForm(props.parent, editing));
  const [busy, setBusy] = useState(false);
  // The code the server suggested; a code the user typed is never overwritten.
  const suggested = useRef('');

  const parent = useMemo(
    () => (editing ? null : (rows.find((r) => r.code === parentCode) ?? null)),
    [editing, rows, parentCode],
  );

  useEffect(() => {
    if (!opened) return;
    setParentCode(props.parent?.code ?? null);
    setForm(initialForm(props.parent, editing));
    suggested.current = '';
  }, [opened, props.parent, editing]);

  // A new parent: its flags become the defaults and the server proposes the next free code. Keyed
  // by the parent's code: a refreshed chart must not reset what the user chose.
  const parentRef = useRef(parent);
  parentRef.current = parent;
  const chosenCode = parent?.code ?? null;
  useEffect(() => {
    const parent = parentRef.current;
    if (!opened || editing || !chosenCode || !parent) return;
    let live = true;
    setForm((f) => ({
      ...f,
      deptAccounting: parent.deptAccounting,
      auxTypeIds: parent.auxTypes.map((t) => t.id),
      code: f.code === suggested.current ? '' : f.code,
    }));
    subjectApi.nextCode(api, parent.code).then(
      (answer) => {
        if (!live || !answer.code) return;
        const code = answer.code;
        setForm((f) => (f.code === '' || f.code === suggested.current ? { ...f, code } : f));
        suggested.current = code;
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [opened, editing, chosenCode, api]);

  const start = initialForm(parent, editing);
  const dirty =
    opened &&
    ((form.code !== start.code && form.code !== suggested.current) ||
      form.name !== start.name ||
      form.deptAccounting !== start.deptAccounting ||
      !sameIds(form.auxTypeIds, start.auxTypeIds));
  useEffect(() => setFormDirty(subjectFormId, dirty), [dirty]);
  useEffect(() => () => setFormDirty(subjectFormId, false), []);

  const parentOptions = useMemo(
    () =>
      rows
        .filter((r) => addChildBlocker(r, widths) === null)
        .map((r) => ({ value: r.code, label: `${r.code} ${r.codeFullName}` })),
    [rows, widths],
  );
  const typeChoices = auxTypes.filter((t) => t.enabled || form.auxTypeIds.includes(t.id));
  const segment = parent ? childSegment(parent.code, widths) : null;

  const submit = async () => {
    if (busy) return;
    const error = validateSubjectForm(form, { parent, editing, rows, widths });
    if (error) {
      await openMessageDialog({ title: '提示', message: error, tone: 'warning' });
      return;
    }
    setBusy(true);
    const saved = await runWrite({ action: '保存科目', done: editing ? '科目已保存' : '科目已增加' }, () =>
      subjectApi.save(api, {
        ...(editing ? { id: editing.id } : { parentCode: parent?.code }),
        code: form.code.trim(),
        name: form.name.trim(),
        deptAccounting: form.deptAccounting,
        auxTypeIds: form.auxTypeIds,
      }),
    );
    setBusy(false);
    if (saved) {
      setFormDirty(subjectFormId, false);
      onSaved(saved);
    }
  };

  const title = editing ? '编辑科目' : '新增明细科目';
  const heir = editing ?? parent;
  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={600}>{title}</Text>} size={520}>
      <form
        noValidate
        aria-label={title}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
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
              value={parentCode}
              onChange={setParentCode}
              searchable
              limit={200}
              nothingFoundMessage="没有可增加下级的科目"
              comboboxProps={{ withinPortal: true }}
            />
          )}
          <TextInput
            label="科目编码"
            withAsterisk={!editing}
            value={form.code}
            onChange={(e) => setForm({ ...form, code: e.currentTarget.value.replace(/\D/g, '') })}
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
            value={form.name}
            maxLength={NAME_MAX}
            onChange={(e) => setForm({ ...form, name: e.currentTarget.value })}
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
            checked={form.deptAccounting}
            onChange={(e) => setForm({ ...form, deptAccounting: e.currentTarget.checked })}
          />
          <Checkbox.Group
            label="辅助核算"
            value={form.auxTypeIds.map(String)}
            onChange={(values) => setForm({ ...form, auxTypeIds: values.map(Number) })}
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
            <Button type="submit" loading={busy}>
              保存
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
