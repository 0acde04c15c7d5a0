// The two small forms of 项目关联: a relation type (name, remark) and a relation (project, the
// outside entry's code and name).
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import type { AuxTypeView, RelationTypeView, RelationView } from '../../core/contracts/auxiliary';
import { openMessageDialog } from '../../ui/dialogs';
import { runWrite } from '../../ui/run-write';
import { useServices } from '../../ui/services';
import { auxApi } from './aux-api';

function FormFrame(props: {
  opened: boolean;
  title: string;
  busy: boolean;
  onClose(): void;
  onSubmit(): void;
  children: ReactNode;
}) {
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={<Text fw={600}>{props.title}</Text>}
      size={440}
    >
      <form
        noValidate
        aria-label={props.title}
        onSubmit={(e) => {
          e.preventDefault();
          props.onSubmit();
        }}
      >
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

const warn = (message: string) => openMessageDialog({ title: '提示', message, tone: 'warning' });

export function RelationTypeFormModal(props: {
  opened: boolean;
  editing: RelationTypeView | null;
  types: readonly RelationTypeView[];
  onClose(): void;
  onSaved(saved: RelationTypeView): void;
}) {
  const { api } = useServices();
  const { opened, editing } = props;
  const [name, setName] = useState('');
  const [remark, setRemark] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!opened) return;
    setName(editing?.typeName ?? '');
    setRemark(editing?.remark ?? '');
  }, [opened, editing]);

  const submit = async () => {
    const typeName = name.trim();
    if (!typeName) return warn('关联类型名称不能为空');
    if (props.types.some((t) => t.typeName === typeName && t.id !== editing?.id))
      return warn(`项目关联类型已存在：${typeName}`);
    setBusy(true);
    const saved = await runWrite({ action: '保存项目关联类型', done: '项目关联类型已保存' }, () =>
      auxApi.saveRelationType(api, {
        ...(editing ? { id: editing.id } : {}),
        typeName,
        remark: remark.trim(),
      }),
    );
    setBusy(false);
    if (saved) props.onSaved(saved);
  };

  return (
    <FormFrame
      opened={opened}
      title={editing ? '编辑项目关联类型' : '新增项目关联类型'}
      busy={busy}
      onClose={props.onClose}
      onSubmit={() => void submit()}
    >
      <TextInput
        label="关联类型名称"
        withAsterisk
        maxLength={30}
        placeholder="如 预算项目、上级专项"
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        data-autofocus
      />
      <TextInput
        label="备注"
        maxLength={200}
        value={remark}
        onChange={(e) => setRemark(e.currentTarget.value)}
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
  const [project, setProject] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!opened) return;
    setProject(editing?.projectInfoNo ?? null);
    setCode(editing?.relatedCode ?? '');
    setName(editing?.relatedName ?? '');
  }, [opened, editing]);

  const options = (projectType?.childData ?? [])
    .filter((i) => i.enabled || i.infoNo === editing?.projectInfoNo)
    .map((i) => ({ value: i.infoNo, label: `${i.infoNo} ${i.infoName}` }));

  const submit = async () => {
    if (!relationType) return;
    if (!project) return warn('请选择项目');
    if (!code.trim()) return warn('关联编码不能为空');
    if (!name.trim()) return warn('关联名称不能为空');
    setBusy(true);
    const saved = await runWrite({ action: '保存项目关联', done: '项目关联已保存' }, () =>
      auxApi.saveRelation(api, {
        ...(editing ? { id: editing.id } : {}),
        relatedTypeId: relationType.id,
        projectInfoNo: project,
        relatedCode: code.trim(),
        relatedName: name.trim(),
      }),
    );
    setBusy(false);
    if (saved) props.onSaved(saved);
  };

  return (
    <FormFrame
      opened={opened}
      title={`${editing ? '编辑' : '新增'}项目关联${relationType ? `（${relationType.typeName}）` : ''}`}
      busy={busy}
      onClose={props.onClose}
      onSubmit={() => void submit()}
    >
      <Select
        label="项目"
        withAsterisk
        searchable
        placeholder="输入编号或名称查找"
        data={options}
        value={project}
        onChange={setProject}
        nothingFoundMessage="没有匹配的项目"
        comboboxProps={{ withinPortal: true }}
      />
      <TextInput
        label="关联编码"
        withAsterisk
        maxLength={40}
        value={code}
        onChange={(e) => setCode(e.currentTarget.value)}
      />
      <TextInput
        label="关联名称"
        withAsterisk
        maxLength={100}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
      />
    </FormFrame>
  );
}
