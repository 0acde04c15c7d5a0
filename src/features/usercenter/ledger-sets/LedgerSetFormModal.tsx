// 新建 / 编辑 账套: name, short name, kind and first year (fixed once created), parent union.
import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type LedgerSetAdmin, ztContracts } from '../../../core/contracts/zt';
import { useModalForm } from '../../../ui/forms/use-modal-form';
import { runWrite } from '../../../ui/run-write';
import { useServices } from '../../../ui/services';

interface Form {
  name: string;
  shortName: string;
  kind: 'grassroots' | 'county';
  startYear: number;
  parentId: string | null;
}

export function LedgerSetFormModal(props: {
  opened: boolean;
  editing: LedgerSetAdmin | null;
  all: readonly LedgerSetAdmin[];
  onClose(): void;
  onSaved(): void;
}) {
  const { opened, editing, all, onClose, onSaved } = props;
  const { api } = useServices();
  const form = useModalForm<Form>({
    id: 'ledger-set-form',
    opened,
    initial: () => ({
      name: editing?.name ?? '',
      shortName: editing?.jc ?? '',
      kind: editing?.kind ?? 'grassroots',
      startYear: editing?.startYear ?? new Date().getFullYear(),
      parentId: editing?.parentId ? String(editing.parentId) : null,
    }),
    validate: (v) =>
      v.name.trim() === ''
        ? '请输入账套名称'
        : v.shortName.trim() === ''
          ? '请输入简称'
          : v.startYear < 2022 || v.startYear > 2100
            ? '启用年度应在 2022 到 2100 之间'
            : null,
    submit: async (v) => {
      const parentId = v.parentId ? Number(v.parentId) : null;
      const done = await runWrite(
        { action: '保存账套', done: editing ? '账套已保存' : '账套已创建' },
        async () => {
          if (editing) {
            await api.call(
              ztContracts.update,
              {
                zid: editing.zid,
                version: editing.version,
                name: v.name.trim(),
                shortName: v.shortName.trim(),
                parentId,
              },
              { quiet: true },
            );
          } else {
            await api.call(
              ztContracts.save,
              {
                name: v.name.trim(),
                shortName: v.shortName.trim(),
                kind: v.kind,
                startYear: v.startYear,
                parentId,
              },
              { quiet: true },
            );
          }
          return true;
        },
      );
      if (!done) return false;
      onSaved();
    },
    onClose,
  });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size={560}
      title={<Text fw={600}>{editing ? `编辑账套：${editing.ztno}` : '新建账套'}</Text>}
    >
      <form noValidate onSubmit={form.onSubmit} aria-label={editing ? '编辑账套' : '新建账套'}>
        <Stack gap="sm">
          <SimpleGrid cols={2}>
            <TextInput
              label="账套名称"
              withAsterisk
              data-autofocus
              value={form.values.name}
              onChange={(e) => form.set('name', e.currentTarget.value)}
            />
            <TextInput
              label="简称"
              withAsterisk
              value={form.values.shortName}
              onChange={(e) => form.set('shortName', e.currentTarget.value)}
            />
            <Select
              label="单位类型"
              disabled={editing !== null}
              data={[
                { value: 'grassroots', label: '基层工会' },
                { value: 'county', label: '县级以上工会' },
              ]}
              value={form.values.kind}
              allowDeselect={false}
              onChange={(v) => form.set('kind', (v ?? 'grassroots') as Form['kind'])}
              comboboxProps={{ withinPortal: true }}
            />
            <NumberInput
              label="启用年度"
              disabled={editing !== null}
              min={2022}
              max={2100}
              value={form.values.startYear}
              onChange={(v) => form.set('startYear', Number(v) || 0)}
            />
          </SimpleGrid>
          <Select
            label="上级工会"
            placeholder="无"
            clearable
            data={all
              .filter((l) => l.zid !== editing?.zid)
              .map((l) => ({ value: String(l.zid), label: `${l.ztno} ${l.name}` }))}
            value={form.values.parentId}
            onChange={(v) => form.set('parentId', v)}
            comboboxProps={{ withinPortal: true }}
          />
          <Text size="xs" c="dimmed">
            新账套按单位类型预置官方会计科目；单位类型和启用年度创建后不能修改。保存需要联网。
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
