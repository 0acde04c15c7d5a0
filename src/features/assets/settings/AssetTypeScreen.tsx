// 资产类别 (fixed-assets/asset-type): the three classes — 固定资产, 无形资产, 库存物品 — with the card
// number prefix and their subjects (the asset at original value, its accumulated depreciation or
// amortisation, the 资产基金 of its net value), read from the cache offline and edited online. The
// voucher dialogs, the provision and the opening check read these subjects.
import { Button, Group, Modal, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { assetSettingContracts } from '../../../core/contracts/asset-settings';
import { P } from '../../../core/permissions/keys';
import { useOnline, useReference, useReferencePulledAt } from '../../../local';
import type { AssetClassRecord } from '../../../local/assets';
import type { SubjectRecord } from '../../../local/subjects';
import { useModalForm } from '../../../ui/forms/use-modal-form';
import { keptAtLabel } from '../../../ui/list';
import { PageHeader } from '../../../ui/PageHeader';
import { Panel } from '../../../ui/Panel';
import { runWrite } from '../../../ui/run-write';
import type { ScreenProps } from '../../../ui/screen-types';
import { useServices, useSession } from '../../../ui/services';

interface ClassForm {
  name: string;
  prefix: string;
  assetSubject: string | null;
  contraSubject: string | null;
  fundSubject: string | null;
}

function ClassModal({ editing, onClose }: { editing: AssetClassRecord | null; onClose(): void }) {
  const { api } = useServices();
  const subjects = useReference<SubjectRecord>('subjects') ?? [];
  const options = useMemo(
    () =>
      subjects.filter((s) => s.enabled).map((s) => ({ value: s.code, label: `${s.code} ${s.codeFullName}` })),
    [subjects],
  );
  const form = useModalForm<ClassForm>({
    id: 'asset-class-form',
    opened: editing !== null,
    initial: () => ({
      name: editing?.name ?? '',
      prefix: editing?.prefix ?? '',
      assetSubject: editing?.assetSubject ?? null,
      contraSubject: editing?.contraSubject ?? null,
      fundSubject: editing?.fundSubject ?? null,
    }),
    validate: (v) => {
      if (v.name.trim() === '') return '名称不能为空';
      if (!/^[A-Z]{0,4}$/.test(v.prefix.trim())) return '卡片编号前缀只能由 0 到 4 个大写字母组成';
      return null;
    },
    submit: async (v) => {
      if (!editing) return;
      const saved = await runWrite(
        {
          action: '保存资产类别',
          done: '资产类别已保存',
          refreshCaches: { api, tables: ['assetClasses', 'assetTemplates'] },
        },
        () =>
          api.call(
            assetSettingContracts.saveClass,
            {
              assetClass: editing.assetClass,
              name: v.name.trim(),
              prefix: v.prefix.trim(),
              assetSubject: v.assetSubject,
              contraSubject: v.contraSubject,
              fundSubject: v.fundSubject,
              version: editing.version,
            },
            { quiet: true },
          ),
      );
      return saved ? undefined : false;
    },
    onClose,
  });
  const v = form.values;
  const subject = (
    field: 'assetSubject' | 'contraSubject' | 'fundSubject',
    label: string,
    disabled = false,
  ) => (
    <Select
      size="xs"
      label={label}
      data={options}
      value={v[field]}
      clearable
      searchable
      disabled={disabled}
      nothingFoundMessage="没有匹配的科目"
      onChange={(value) => form.set(field, value)}
      comboboxProps={{ withinPortal: true }}
    />
  );
  return (
    <Modal opened={editing !== null} onClose={onClose} title={<Text fw={600}>编辑资产类别</Text>} size={520}>
      <form noValidate aria-label="编辑资产类别" onSubmit={form.onSubmit}>
        <Stack gap="xs">
          <TextInput
            size="xs"
            label="名称"
            withAsterisk
            maxLength={20}
            value={v.name}
            onChange={(e) => form.set('name', e.currentTarget.value)}
          />
          <TextInput
            size="xs"
            label="卡片编号前缀"
            description="0 到 4 个大写字母，各类资产不能相同"
            maxLength={4}
            value={v.prefix}
            onChange={(e) => form.set('prefix', e.currentTarget.value.toUpperCase())}
          />
          {subject('assetSubject', '资产科目（原值）')}
          {subject('contraSubject', '累计折旧（摊销）科目', editing?.assetClass === 3)}
          {subject('fundSubject', '资产基金科目（净值）')}
          <Group justify="flex-end" gap="xs">
            <Button size="xs" variant="default" onClick={onClose}>
              取消
            </Button>
            <Button size="xs" type="submit" loading={form.busy}>
              保存
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export function AssetTypeScreen({ route }: ScreenProps) {
  const session = useSession();
  const online = useOnline();
  const rows = useReference<AssetClassRecord>('assetClasses') ?? [];
  const pulledAt = useReferencePulledAt('assetClasses');
  const [editing, setEditing] = useState<AssetClassRecord | null>(null);
  const mayEdit = session?.permissions.includes(P.fixedAsset.type) ?? false;
  const subject = (code: string | null, name: string | null) =>
    code ? `${code} ${name ?? ''}` : '（科目表中没有）';
  return (
    <Stack gap="sm" p="sm" data-testid="asset-type-screen">
      <PageHeader title={route.title} subtitle="资产管理" />
      {!online && pulledAt && (
        <Text size="xs" c="orange">
          当前离线，显示本机 {keptAtLabel(pulledAt)} 保存的资产类别，暂不能修改。
        </Text>
      )}
      <Panel>
        <Table withTableBorder withColumnBorders fz="sm" verticalSpacing={5} aria-label="资产类别">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={60}>代码</Table.Th>
              <Table.Th w={110}>名称</Table.Th>
              <Table.Th w={90}>编号前缀</Table.Th>
              <Table.Th>资产科目</Table.Th>
              <Table.Th>累计折旧（摊销）科目</Table.Th>
              <Table.Th>资产基金科目</Table.Th>
              <Table.Th w={70} ta="right">
                卡片数
              </Table.Th>
              {mayEdit && <Table.Th w={70}>操作</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.key}>
                <Table.Td>{r.assetClass}</Table.Td>
                <Table.Td>{r.name}</Table.Td>
                <Table.Td ff="monospace">{r.prefix}</Table.Td>
                <Table.Td>{subject(r.assetSubject, r.assetSubjectName)}</Table.Td>
                <Table.Td>
                  {r.assetClass === 3 ? '不计提' : subject(r.contraSubject, r.contraSubjectName)}
                </Table.Td>
                <Table.Td>{subject(r.fundSubject, r.fundSubjectName)}</Table.Td>
                <Table.Td ta="right">{r.cardCount}</Table.Td>
                {mayEdit && (
                  <Table.Td>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      disabled={!online}
                      onClick={() => setEditing(r)}
                    >
                      编辑
                    </Button>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="xs" c="dimmed" mt="xs">
          取得资产时借记资产科目、贷记资产基金科目；按月计提折旧（摊销）时借记资产基金科目、贷记累计折旧（摊销）科目（工会会计制度
          141、162、163、171、172 条）。
        </Text>
      </Panel>
      <ClassModal editing={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
