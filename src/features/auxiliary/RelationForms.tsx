// The two small forms of 项目关联: a relation type (name, remark) and a relation (project, the
// outside entry's code and name).
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import type { AuxTypeView, RelationTypeView, RelationView } from '../../core/contracts/auxiliary';
import { useModalForm } from '../../ui/forms/use-modal-form';
import { runWrite } from '../../ui/run-write';
import { useServices } from '../../ui/services';
import { auxApi } from './aux-api';

function FormFrame(props: {
  opened: boolean;
  title: string;
  busy: boolean;
  onClose(): void;
  onSubmit(event: { preventDefault(): void }): void;
  children: ReactNode;
}) {
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={<Text fw={600}>{props.title}</Text>}
      size={440}
    >
      <form noValidate aria-label={props.title} onSubmit={props.onSubmit}>
        <Stack gap="sm">
          {props.children}
          <Group justify="flex-end" gap="xs" mt={4}>
            <Button variant="default" onClick={props.onClose}>
              取消
            </Button>
            <Button type="submit" loading={props.busy}>
              保存
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export const relationTypeFormId = 'relation-type-form';
export const relationFormId = 'relation-form';

interface RelationTypeForm {
  name: string;
  remark: string;
}

interface RelationForm {
  project: string | null;
  code: string;
  name: string;
}

export function RelationTypeFormModal(props: {
  opened: boolean;
  editing: RelationTypeView | null;
  types: readonly RelationTypeView[];
  onClose(): void;
  onSaved(saved: RelationTypeView): void;
}) {
  const { api } = useServices();
  const { opened, editing } = props;
  const form = useModalForm<RelationTypeForm>({
    id: relationTypeFormId,
    opened,
    initial: () => ({ name: editing?.typeName ?? '', remark: editing?.remark ?? '' }),
    validate: ({ name }) => {
      const typeName = name.trim();
      if (!typeName) return '关联类型名称不能为空';
      if (props.types.some((t) => t.typeName === typeName && t.id !== editing?.id))
        return `项目关联类型已存在：${typeName}`;
      return null;
    },
    submit: async ({ name, remark }) => {
      const saved = await runWrite({ action: '保存项目关联类型', done: '项目关联类型已保存' }, () =>
        auxApi.saveRelationType(api, {
          ...(editing ? { id: editing.id } : {}),
          typeName: name.trim(),
          remark: remark.trim(),
        }),
      );
      if (!saved) return false;
      props.onSaved(saved);
    },
    onClose: props.onClose,
  });

  return (
    <FormFrame
      opened={opened}
      title={editing ? '编辑项目关联类型' : '新增项目关联类型'}
      busy={form.busy}
      onClose={props.onClose}
      onSubmit={form.onSubmit}
    >
      <TextInput
        label="关联类型名称"
        withAsterisk
        maxLength={30}
        placeholder="如 预算项目、上级专项"
        value={form.values.name}
        onChange={(e) => form.set('name', e.currentTarget.value)}
        data-autofocus
      />
      <TextInput
        label="备注"
        maxLength={200}
        value={form.values.remark}
        onChange={(e) => form.set('remark', e.currentTarget.value)}
      />
    </FormFrame>
  );
}

export function RelationFormModal(props: {
  opened: boolean;
  editing: RelationView | null;
  relationType: RelationTypeView | null;
  projectType: AuxTypeView | null;
  onClose(): void;
  onSaved(saved: RelationView): void;
}) {
  const { api } = useServices();
  const { opened, editing, relationType, projectType } = props;
  const form = useModalForm<RelationForm>({
    id: relationFormId,
    opened,
    initial: () => ({
      project: editing?.projectInfoNo ?? null,
      code: editing?.relatedCode ?? '',
      name: editing?.relatedName ?? '',
    }),
    validate: ({ project, code, name }) => {
      if (!project) return '请选择项目';
      if (!code.trim()) return '关联编码不能为空';
      if (!name.trim()) return '关联名称不能为空';
      return null;
    },
    submit: async ({ project, code, name }) => {
      if (!relationType || !project) return false;
      const saved = await runWrite({ action: '保存项目关联', done: '项目关联已保存' }, () =>
        auxApi.saveRelation(api, {
          ...(editing ? { id: editing.id } : {}),
          relatedTypeId: relationType.id,
          projectInfoNo: project,
          relatedCode: code.trim(),
          relatedName: name.trim(),
        }),
      );
      if (!saved) return false;
      props.onSaved(saved);
    },
    onClose: props.onClose,
  });

  const options = (projectType?.childData ?? [])
    .filter((i) => i.enabled || i.infoNo === editing?.projectInfoNo)
    .map((i) => ({ value: i.infoNo, label: `${i.infoNo} ${i.infoName}` }));

  return (
    <FormFrame
      opened={opened}
      title={`${editing ? '编辑' : '新增'}项目关联${relationType ? `（${relationType.typeName}）` : ''}`}
      busy={form.busy}
      onClose={props.onClose}
      onSubmit={form.onSubmit}
    >
      <Select
        label="项目"
        withAsterisk
        searchable
        placeholder="输入编号或名称查找"
        data={options}
        value={form.values.project}
        onChange={(v) => form.set('project', v)}
        nothingFoundMessage="没有匹配的项目"
        comboboxProps={{ withinPortal: true }}
      />
      <TextInput
        label="关联编码"
        withAsterisk
        maxLength={40}
        value={form.values.code}
        onChange={(e) => form.set('code', e.currentTarget.value)}
      />
      <TextInput
        label="关联名称"
        withAsterisk
        maxLength={100}
        value={form.values.name}
        onChange={(e) => form.set('name', e.currentTarget.value)}
      />
    </FormFrame>
  );
}
