// 资产列表 / 卡片管理 (spec 000 §2.3): the cards of each class a page at a time (20/30/40/50) with the
// 合计 row of the whole query (sumAsssets), a right-click menu (新增, 修改, 删除) and the row buttons
// 调拨, 条码 and 凭证; a button the user lacks the permission for is not shown. Edits and moves go
// through the outbox (offline too, 待同步 until the server has them); a page read before shows offline.
import { Badge, Button, Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { assetAttachmentKinds } from '../../../core/assets/attachment-kinds';
import { ASSET_CLASSES, assetClassName, cardStatusLabels } from '../../../core/assets/types';
import { assetCardContracts } from '../../../core/contracts/asset-cards';
import { P } from '../../../core/permissions/keys';
import { mayRead, voucherReaders } from '../../../core/permissions/readers';
import { type DepartmentRecord, useReference } from '../../../local';
import type { AssetCategoryRecord, AssetClassRecord } from '../../../local/assets';
import type { PersonRecord, PersonRow } from '../../../local/personnel';
import { openConfirmDialog } from '../../../ui/dialogs';
import {
  type ContextItem,
  type ListColumn,
  ListField,
  ListFrame,
  useListState,
  useRowContextMenu,
} from '../../../ui/list';
import { RowButton } from '../../../ui/RowActions';
import { runWrite } from '../../../ui/run-write';
import { SyncMark } from '../../../ui/SyncMark';
import type { ScreenProps } from '../../../ui/screen-types';
import { useServices, useSession } from '../../../ui/services';
import { useReferenceEdits } from '../../../ui/use-reference-edits';
import { VoucherViewDialog } from '../../../ui/voucher/VoucherViewDialog';
import { useAssetFiles } from '../AssetFiles';
import { CardVoucherDialog } from '../vouchers/CardVoucherDialog';
import { AllocateModal } from './AllocateModal';
import { BarcodeModal } from './BarcodeModal';
import { CardFormModal } from './CardFormModal';
import { cardColumns } from './card-columns';
import type { CardRow } from './queued-cards';
import { useCardNames } from './use-card-names';
import { useCardPages } from './use-card-pages';

interface Filter {
  keyword: string;
  categoryId: string | null;
  departmentId: string | null;
  status: 'active' | 'disposed' | 'all';
}
const startFilter: Filter = { keyword: '', categoryId: null, departmentId: null, status: 'active' };
const statusOptions = [
  { value: 'active', label: '在账' },
  { value: 'disposed', label: '已处置' },
  { value: 'all', label: '全部' },
];

export function CardScreen({ route }: ScreenProps) {
  const { api } = useServices();
  const session = useSession();
  const can = (key: string) => session?.permissions.includes(key) ?? false;
  const [assetClass, setAssetClass] = useState<1 | 2 | 3>(1);
  const classes = useReference<AssetClassRecord>('assetClasses') ?? [];
  const categories = useReference<AssetCategoryRecord>('assetCategories') ?? [];
  const departments = useReference<DepartmentRecord>('departments') ?? [];
  const people = (useReference<PersonRecord>('personnel') ?? []) as PersonRow[];
  const names = useCardNames(categories, departments);
  const state = useListState<Filter>({ start: startFilter });
  const applied = state.applied ?? startFilter;
  const { saved } = useReferenceEdits('卡片列表');
  const query = useMemo(
    () => ({
      assetClass,
      ...(applied.keyword.trim() ? { keyword: applied.keyword.trim() } : {}),
      ...(applied.categoryId ? { categoryId: Number(applied.categoryId) } : {}),
      ...(applied.departmentId ? { departmentId: Number(applied.departmentId) } : {}),
      status: applied.status,
    }),
    [assetClass, applied],
  );
  const belongs = useCallback(
    (body: Record<string, unknown>) => body.assetClass === assetClass,
    [assetClass],
  );
  const { source, totals, refresh } = useCardPages(assetCardContracts.list, query, names, belongs);
  const [form, setForm] = useState<{ editing: CardRow | null } | null>(null);
  const [allocating, setAllocating] = useState<CardRow | null>(null);
  const [labelOf, setLabelOf] = useState<CardRow | null>(null);
  const [voucherFor, setVoucherFor] = useState<{ card: CardRow | null } | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const files = useAssetFiles(assetAttachmentKinds.card);
  const own = classes.find((c) => c.assetClass === assetClass);
  const mayEdit = can(P.assetCard.edit);
  const mayBook = can(P.assetCard.voucher);
  const mayView = mayRead(session?.permissions, voucherReaders);

  const remove = async (row: CardRow) => {
    const sure = await openConfirmDialog({
      title: '删除卡片',
      message: `确定删除卡片 ${row.cardNo} ${row.name} 吗？删除后不能恢复。`,
      confirmLabel: '删除',
    });
    if (!sure) return;
    const done = await runWrite(
      { action: '删除卡片', done: `卡片 ${row.cardNo} 已删除`, refreshCaches: false },
      () => api.call(assetCardContracts.delete, { id: row.id, version: row.version }, { quiet: true }),
    );
    if (done) refresh();
  };

  const menuItems = (row: CardRow): ContextItem[] =>
    mayEdit
      ? [
          { label: '新增', onClick: () => setForm({ editing: null }) },
          {
            label: '修改',
            onClick: () => setForm({ editing: row }),
            disabled: row.status === 'DISPOSED' || row.isInit,
          },
          {
            label: '删除',
            color: 'red',
            onClick: () => void remove(row),
            disabled: row.cardNo === '' || row.isGenerateCertificate || row.provisionCount > 0 || row.isInit,
          },
        ]
      : [];
  const menu = useRowContextMenu<CardRow>(menuItems);

  const columns: ListColumn<CardRow>[] = cardColumns({
    nameCell: (r) => (
      <>
        {r.name} <SyncMark pending={r.pending === true} failure={r.failure} />
        {r.isInit && (
          <Badge size="xs" variant="light" color="gray" ml={4}>
            期初
          </Badge>
        )}
      </>
    ),
    statusCell: (r) =>
      r.status !== 'NORMAL'
        ? cardStatusLabels[r.status]
        : r.isGenerateCertificate
          ? (r.voucherLabel ?? '已生成凭证')
          : r.isInit
            ? '期初'
            : '未生成凭证',
  });
  const totalsRow = totals
    ? ({
        id: 'totals',
        cardNo: '合计',
        name: '',
        quantity: totals.quantity,
        originalValue: totals.originalValue,
        accumulatedDepreciation: totals.accumulatedDepreciation,
        netValue: totals.netValue,
      } as unknown as CardRow)
    : undefined;

  const categoryOptions = categories
    .filter((c) => c.assetClass === assetClass)
    .map((c) => ({ value: String(c.id), label: `${c.code} ${c.name}` }));
  const departmentOptions = departments
    .filter((d) => d.id !== null)
    .map((d) => ({ value: String(d.id), label: d.departmentName }));

  return (
    <>
      <ListFrame
        title={route.title}
        subtitle="资产管理"
        testId="asset-card-screen"
        source={source}
        columns={columns}
        rowKey={(r) => r.id}
        noun="卡片"
        unit="张"
        totals={totalsRow}
        emptyText="暂无卡片"
        offlineNote="本机待同步的卡片标为「待同步」"
        toolbar={
          <>
            <SegmentedControl
              size="xs"
              aria-label="资产类别"
              data={ASSET_CLASSES.map((c) => ({ value: String(c), label: assetClassName(c) }))}
              value={String(assetClass)}
              onChange={(v) => setAssetClass(Number(v) as 1 | 2 | 3)}
            />
            <Button size="xs" variant="default" onClick={refresh}>
              刷新
            </Button>
            {mayEdit && (
              // The form needs the classes and the classification: they come with the first pull.
              <Button
                size="xs"
                disabled={!own || categories.length === 0}
                onClick={() => setForm({ editing: null })}
              >
                新增
              </Button>
            )}
            {mayBook && (
              <Button size="xs" variant="light" onClick={() => setVoucherFor({ card: null })}>
                生成凭证
              </Button>
            )}
          </>
        }
        filters={
          <>
            <ListField label="关键字">
              <TextInput
                size="xs"
                w={160}
                aria-label="关键字"
                placeholder="名称、卡片编号、资产编号"
                value={state.draft?.keyword ?? ''}
                onChange={(e) =>
                  state.setDraft({ ...(state.draft ?? startFilter), keyword: e.currentTarget.value })
                }
              />
            </ListField>
            <ListField label="资产分类">
              <Select
                size="xs"
                w={180}
                aria-label="资产分类"
                placeholder="全部"
                data={categoryOptions}
                value={state.draft?.categoryId ?? null}
                clearable
                searchable
                onChange={(v) => state.setDraft({ ...(state.draft ?? startFilter), categoryId: v })}
                comboboxProps={{ withinPortal: true }}
              />
            </ListField>
            <ListField label="使用部门">
              <Select
                size="xs"
                w={130}
                aria-label="使用部门"
                placeholder="全部"
                data={departmentOptions}
                value={state.draft?.departmentId ?? null}
                clearable
                onChange={(v) => state.setDraft({ ...(state.draft ?? startFilter), departmentId: v })}
                comboboxProps={{ withinPortal: true }}
              />
            </ListField>
            <ListField label="状态">
              <Select
                size="xs"
                w={90}
                aria-label="状态"
                data={statusOptions}
                value={state.draft?.status ?? 'active'}
                allowDeselect={false}
                onChange={(v) =>
                  state.setDraft({
                    ...(state.draft ?? startFilter),
                    status: (v ?? 'active') as Filter['status'],
                  })
                }
                comboboxProps={{ withinPortal: true }}
              />
            </ListField>
          </>
        }
        onSearch={() => void state.search()}
        onReset={state.reset}
        filterLine={`${assetClassName(assetClass)}　关键字：${applied.keyword.trim() || '全部'}`}
        onOpen={
          mayEdit
            ? (r: CardRow) => r.status !== 'DISPOSED' && !r.isInit && setForm({ editing: r })
            : undefined
        }
        onRowContextMenu={mayEdit ? menu.open : undefined}
        actionsWidth={164}
        actions={(r) => (
          <Group gap={2} wrap="nowrap">
            <RowButton
              label="附件"
              onClick={() =>
                files.open({
                  id: r.id,
                  label: `资产卡片 ${r.cardNo || '（待同步）'} ${r.name}`,
                  editable: mayEdit && r.status !== 'DISPOSED',
                })
              }
            />
            {can(P.assetCard.allocate) && (
              <RowButton
                label="调拨"
                blocked={
                  r.cardNo === ''
                    ? '卡片同步到服务器后才能调拨'
                    : r.status === 'DISPOSED'
                      ? '已处置的卡片不能调拨'
                      : undefined
                }
                onClick={() => setAllocating(r)}
              />
            )}
            <RowButton
              label="条码"
              blocked={r.cardNo === '' ? '卡片同步到服务器后才有资产编号' : undefined}
              onClick={() => setLabelOf(r)}
            />
            {r.voucherId && mayView ? (
              <RowButton label="凭证" onClick={() => setViewing(r.voucherId)} />
            ) : (
              mayBook && (
                <RowButton
                  label="制证"
                  blocked={
                    r.isInit
                      ? '期初卡片已在期初余额中，不生成凭证'
                      : r.cardNo === ''
                        ? '卡片同步到服务器后才能生成凭证'
                        : r.voucherId
                          ? '已生成凭证'
                          : undefined
                  }
                  onClick={() => setVoucherFor({ card: r })}
                />
              )
            )}
          </Group>
        )}
      />
      {menu.menu}
      {form && (
        <CardFormModal
          opened
          assetClass={assetClass}
          isInit={false}
          editing={form.editing}
          categories={categories}
          departments={departments}
          people={people}
          ledgerKind={own?.ledgerKind ?? 'grassroots'}
          openingDate={own?.openingDate ?? '2022-01-01'}
          onClose={() => setForm(null)}
          onSaved={saved}
        />
      )}
      <AllocateModal
        card={allocating}
        departments={departments}
        people={people}
        onClose={() => setAllocating(null)}
        onSaved={saved}
      />
      {files.dialog}
      <BarcodeModal card={labelOf} onClose={() => setLabelOf(null)} />
      <CardVoucherDialog
        opened={voucherFor !== null}
        assetClass={assetClass}
        card={voucherFor?.card ?? null}
        onClose={() => setVoucherFor(null)}
        onSaved={refresh}
      />
      <VoucherViewDialog voucherId={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
