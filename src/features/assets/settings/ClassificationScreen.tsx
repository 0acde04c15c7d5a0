// 资产分类设置 (setting/assetClassificationSetting): the GB/T 14885 classification (2010 门类/大类,
// 2022 first level and samples) seeded with the union subject, whether the class is depreciated
// (第三十五条) and the minimum life of 附录2; a union adds its own classes below them, edits names,
// subjects and lives, and switches classes off. Read from the cache offline; edited online.
import {
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { ASSET_CLASSES, assetClassName } from '../../../core/assets/types';
import { type AssetCategoryView, assetSettingContracts } from '../../../core/contracts/asset-settings';
import { P } from '../../../core/permissions/keys';
import { sanitizeIntegerInput } from '../../../core/rules/integer-input';
import { useOnline, useReference, useReferencePulledAt } from '../../../local';
import type { AssetCategoryRecord } from '../../../local/assets';
import type { SubjectRecord } from '../../../local/subjects';
import { openConfirmDialog } from '../../../ui/dialogs';
import { useModalForm } from '../../../ui/forms/use-modal-form';
import { type ListColumn, ListField, ListFrame, useListState, usePagedRows } from '../../../ui/list';
import { RowActions } from '../../../ui/RowActions';
import { runWrite } from '../../../ui/run-write';
import type { ScreenProps } from '../../../ui/screen-types';
import { useServices, useSession } from '../../../ui/services';

interface CategoryForm {
  code: string;
  name: string;
  assetClass: string;
  subjectCode: string | null;
  depreciable: boolean;
  minLifeMonths: string;
  maxLifeMonths: string;
  defaultLifeMonths: string;
  enabled: boolean;
}

type Editing = { row: AssetCategoryView | null; parent: AssetCategoryView | null };

const editions = [
  { value: '2010', label: 'GB/T 14885-2010' },
  { value: '2022', label: 'GB/T 14885-2022' },
  { value: 'custom', label: '自定义' },
];

const months = (v: string) => (v.trim() === '' ? null : Number(v));

function CategoryModal({ editing, onClose }: { editing: Editing | null; onClose(): void }) {
  const { api } = useServices();
  const subjects = useReference<SubjectRecord>('subjects') ?? [];
  const row = editing?.row ?? null;
  const parent = editing?.parent ?? null;
  const form = useModalForm<CategoryForm>({
    id: 'asset-category-form',
    opened: editing !== null,
    initial: () => ({
      code: row?.code ?? parent?.code.replace(/0+$/, '') ?? '',
      name: row?.name ?? '',
      assetClass: String(row?.assetClass ?? parent?.assetClass ?? 1),
      subjectCode: row?.subjectCode ?? parent?.subjectCode ?? null,
      depreciable: row?.depreciable ?? parent?.depreciable ?? true,
      minLifeMonths: String(row?.minLifeMonths ?? parent?.minLifeMonths ?? ''),
      maxLifeMonths: String(row?.maxLifeMonths ?? parent?.maxLifeMonths ?? ''),
      defaultLifeMonths: String(row?.defaultLifeMonths ?? parent?.defaultLifeMonths ?? ''),
      enabled: row?.enabled ?? true,
    }),
    validate: (v) => {
      if (!/^[A-Z]?\d{1,12}$/.test(v.code.trim()))
        return '分类代码应为数字（可带一个大写字母前缀），最多 12 位';
      if (v.name.trim() === '') return '分类名称不能为空';
      if (!v.subjectCode) return '对应会计科目不能为空';
      return null;
    },
    submit: async (v) => {
      const saved = await runWrite(
        {
          action: '保存资产分类',
          done: '资产分类已保存',
          refreshCaches: { api, tables: ['assetCategories'] },
        },
        () =>
          api.call(
            assetSettingContracts.saveCategory,
            {
              id: row?.id ?? null,
              parentId: row ? row.parentId : (parent?.id ?? null),
              code: v.code.trim(),
              name: v.name.trim(),
              assetClass: Number(v.assetClass) as 1 | 2 | 3,
              subjectCode: v.subjectCode ?? '',
              depreciable: v.depreciable,
              minLifeMonths: months(v.minLifeMonths),
              maxLifeMonths: months(v.maxLifeMonths),
              defaultLifeMonths: months(v.defaultLifeMonths),
              enabled: v.enabled,
              version: row?.version ?? null,
            },
            { quiet: true },
          ),
      );
      return saved ? undefined : false;
    },
    onClose,
  });
  const v = form.values;
  const subjectOptions = useMemo(
    () =>
      subjects.filter((s) => s.enabled).map((s) => ({ value: s.code, label: `${s.code} ${s.codeFullName}` })),
    [subjects],
  );
  const title = row ? '编辑资产分类' : parent ? `新增下级分类：${parent.name}` : '新增资产分类';
  const integer = (field: 'minLifeMonths' | 'maxLifeMonths' | 'defaultLifeMonths', label: string) => (
    <TextInput
      size="xs"
      label={label}
      inputMode="numeric"
      maxLength={4}
      value={v[field]}
      onChange={(e) => form.set(field, sanitizeIntegerInput(e.currentTarget.value))}
    />
  );
  return (
    <Modal opened={editing !== null} onClose={onClose} title={<Text fw={600}>{title}</Text>} size={560}>
      <form noValidate aria-label={title} onSubmit={form.onSubmit}>
        <Stack gap="xs">
          <SimpleGrid cols={2} spacing="sm" verticalSpacing={4}>
            <TextInput
              size="xs"
              label="分类代码"
              withAsterisk
              maxLength={13}
              disabled={row?.builtin}
              value={v.code}
              onChange={(e) => form.set('code', e.currentTarget.value.toUpperCase())}
            />
            <TextInput
              size="xs"
              label="分类名称"
              withAsterisk
              maxLength={40}
              value={v.name}
              onChange={(e) => form.set('name', e.currentTarget.value)}
            />
            <Select
              size="xs"
              label="资产类别"
              withAsterisk
              disabled={parent !== null || row?.builtin || (row?.cardCount ?? 0) > 0}
              data={ASSET_CLASSES.map((c) => ({ value: String(c), label: assetClassName(c) }))}
              value={v.assetClass}
              allowDeselect={false}
              onChange={(value) => value && form.set('assetClass', value)}
              comboboxProps={{ withinPortal: true }}
            />
            <Select
              size="xs"
              label="对应会计科目"
              withAsterisk
              searchable
              data={subjectOptions}
              value={v.subjectCode}
              onChange={(value) => form.set('subjectCode', value)}
              comboboxProps={{ withinPortal: true }}
            />
            {integer('minLifeMonths', '最低使用年限(月)')}
            {integer('maxLifeMonths', '最高使用年限(月)')}
            {integer('defaultLifeMonths', '默认使用年限(月)')}
          </SimpleGrid>
          <Group gap="lg">
            <Checkbox
              size="xs"
              label="计提折旧（摊销）"
              disabled={(row?.cardCount ?? 0) > 0}
              checked={v.depreciable}
              onChange={(e) => form.set('depreciable', e.currentTarget.checked)}
            />
            <Checkbox
              size="xs"
              label="启用"
              checked={v.enabled}
              onChange={(e) => form.set('enabled', e.currentTarget.checked)}
            />
          </Group>
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

interface Filter {
  edition: string | null;
  assetClass: string | null;
  text: string;
}
const startFilter: Filter = { edition: null, assetClass: null, text: '' };

export function ClassificationScreen({ route }: ScreenProps) {
  const { api } = useServices();
  const session = useSession();
  const online = useOnline();
  const all = useReference<AssetCategoryRecord>('assetCategories');
  const pulledAt = useReferencePulledAt('assetCategories');
  const mayEdit = session?.permissions.includes(P.assetCard.classification) ?? false;
  const [editing, setEditing] = useState<Editing | null>(null);
  const state = useListState<Filter>({ start: startFilter });
  const applied = state.applied ?? startFilter;
  // Parents first, each followed by its children: the tree as a list.
  const ordered = useMemo(() => {
    const rows = all ?? [];
    const children = new Map<number, AssetCategoryRecord[]>();
    for (const r of rows)
      if (r.parentId !== null) children.set(r.parentId, [...(children.get(r.parentId) ?? []), r]);
    return rows.filter((r) => r.parentId === null).flatMap((r) => [r, ...(children.get(r.id) ?? [])]);
  }, [all]);
  const shown = ordered.filter(
    (r) =>
      (applied.edition === null || r.edition === applied.edition) &&
      (applied.assetClass === null || String(r.assetClass) === applied.assetClass) &&
      (applied.text.trim() === '' ||
        r.name.includes(applied.text.trim()) ||
        r.code.startsWith(applied.text.trim())),
  );
  const source = usePagedRows(shown, {
    loading: all === undefined,
    cachedAt: online ? null : pulledAt,
    queryKey: state.applied,
  });
  const byId = new Map((all ?? []).map((r) => [r.id, r]));

  const columns: ListColumn<AssetCategoryRecord>[] = [
    {
      key: 'code',
      title: '分类代码',
      width: 110,
      value: (r) => (r.parentId === null ? r.code : `　${r.code}`),
    },
    {
      key: 'name',
      title: '分类名称',
      value: (r) => r.name,
      render: (r) => (
        <span
          style={{ paddingLeft: r.parentId === null ? 0 : 16, fontWeight: r.parentId === null ? 600 : 400 }}
        >
          {r.name}
          {!r.builtin && (
            <Badge size="xs" variant="light" ml={4}>
              自定义
            </Badge>
          )}
        </span>
      ),
    },
    {
      key: 'edition',
      title: '标准',
      width: 72,
      value: (r) => (r.edition === 'custom' ? '自定义' : r.edition),
    },
    { key: 'class', title: '资产类别', width: 80, value: (r) => assetClassName(r.assetClass) },
    {
      key: 'subject',
      title: '对应科目',
      width: 120,
      value: (r) => `${r.subjectCode} ${r.subjectName ?? ''}`,
    },
    { key: 'depreciable', title: '折旧', width: 60, value: (r) => (r.depreciable ? '计提' : '不计提') },
    {
      key: 'min',
      title: '最低年限',
      width: 140,
      value: (r) =>
        r.structureLives
          ? Object.entries(r.structureLives)
              .map(([s, m]) => `${s.replace('结构', '')}${m / 12}年`)
              .join(' ')
          : r.minLifeMonths
            ? `${r.minLifeMonths / 12} 年${r.maxLifeMonths ? `～${r.maxLifeMonths / 12} 年` : ''}`
            : '',
      truncate: true,
    },
    { key: 'cards', title: '卡片数', width: 64, kind: 'count', value: (r) => r.cardCount },
    { key: 'enabled', title: '状态', width: 56, value: (r) => (r.enabled ? '启用' : '停用') },
  ];

  const toggle = async (r: AssetCategoryRecord) => {
    if (
      r.enabled &&
      !(await openConfirmDialog({
        title: '停用分类',
        message: `停用后新卡片不能再选择“${r.name}”，已有卡片不受影响。确定停用吗？`,
        confirmLabel: '停用',
      }))
    )
      return;
    await runWrite(
      {
        action: '保存资产分类',
        done: r.enabled ? '分类已停用' : '分类已启用',
        refreshCaches: { api, tables: ['assetCategories'] },
      },
      () =>
        api.call(
          assetSettingContracts.saveCategory,
          {
            id: r.id,
            parentId: r.parentId,
            code: r.code,
            name: r.name,
            assetClass: r.assetClass,
            subjectCode: r.subjectCode,
            depreciable: r.depreciable,
            minLifeMonths: r.minLifeMonths,
            maxLifeMonths: r.maxLifeMonths,
            defaultLifeMonths: r.defaultLifeMonths,
            enabled: !r.enabled,
            version: r.version,
          },
          { quiet: true },
        ),
    );
  };

  const remove = async (r: AssetCategoryRecord) => {
    if (
      !(await openConfirmDialog({
        title: '删除分类',
        message: `确定删除“${r.code} ${r.name}”吗？`,
        confirmLabel: '删除',
      }))
    )
      return;
    await runWrite(
      { action: '删除资产分类', done: '资产分类已删除', refreshCaches: { api, tables: ['assetCategories'] } },
      () => api.call(assetSettingContracts.deleteCategory, { id: r.id, version: r.version }, { quiet: true }),
    );
  };

  return (
    <>
      <ListFrame
        title={route.title}
        subtitle="资产管理"
        testId="asset-classification-screen"
        source={source}
        columns={columns}
        rowKey={(r) => String(r.id)}
        noun="分类"
        unit="个"
        toolbar={
          mayEdit && (
            <Button size="xs" disabled={!online} onClick={() => setEditing({ row: null, parent: null })}>
              新增分类
            </Button>
          )
        }
        filters={
          <>
            <ListField label="标准">
              <Select
                size="xs"
                w={150}
                aria-label="标准"
                placeholder="全部"
                data={editions}
                clearable
                value={state.draft?.edition ?? null}
                onChange={(v) => state.setDraft({ ...(state.draft ?? startFilter), edition: v })}
                comboboxProps={{ withinPortal: true }}
              />
            </ListField>
            <ListField label="资产类别">
              <Select
                size="xs"
                w={110}
                aria-label="资产类别"
                placeholder="全部"
                clearable
                data={ASSET_CLASSES.map((c) => ({ value: String(c), label: assetClassName(c) }))}
                value={state.draft?.assetClass ?? null}
                onChange={(v) => state.setDraft({ ...(state.draft ?? startFilter), assetClass: v })}
                comboboxProps={{ withinPortal: true }}
              />
            </ListField>
            <ListField label="代码/名称">
              <TextInput
                size="xs"
                w={140}
                aria-label="代码/名称"
                value={state.draft?.text ?? ''}
                onChange={(e) =>
                  state.setDraft({ ...(state.draft ?? startFilter), text: e.currentTarget.value })
                }
              />
            </ListField>
          </>
        }
        onSearch={() => void state.search()}
        onReset={state.reset}
        onOpen={
          mayEdit && online
            ? (r: AssetCategoryRecord) =>
                setEditing({ row: r, parent: r.parentId === null ? null : (byId.get(r.parentId) ?? null) })
            : undefined
        }
        actionsWidth={200}
        actions={
          mayEdit
            ? (r) => (
                <RowActions
                  onEdit={() =>
                    setEditing({
                      row: r,
                      parent: r.parentId === null ? null : (byId.get(r.parentId) ?? null),
                    })
                  }
                  onToggle={() => void toggle(r)}
                  enabled={r.enabled}
                  onDelete={r.builtin ? undefined : () => void remove(r)}
                  disabled={!online ? '离线状态下不能修改' : undefined}
                >
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    disabled={!online}
                    onClick={() => setEditing({ row: null, parent: r })}
                  >
                    新增下级
                  </Button>
                </RowActions>
              )
            : undefined
        }
      />
      <CategoryModal editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}
