// 卡片查询 / 资产查询: every card by class, classification, department, status, booking dates and
// voucher state, read-only, with the 合计 of the query and 导出Excel of every matching card.
import { Select, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useCallback, useMemo } from 'react';
import { ASSET_CLASSES, assetClassName } from '../../../core/assets/types';
import { assetCardContracts } from '../../../core/contracts/asset-cards';
import { type DepartmentRecord, useReference } from '../../../local';
import type { AssetCategoryRecord } from '../../../local/assets';
import { ListField, ListFrame, useListState } from '../../../ui/list';
import type { ScreenProps } from '../../../ui/screen-types';
import { cardColumns } from './card-columns';
import type { CardRow } from './queued-cards';
import { useCardNames } from './use-card-names';
import { useCardPages } from './use-card-pages';
import '../../../ui/dayjs-locale';

interface Filter {
  assetClass: string | null;
  keyword: string;
  categoryId: string | null;
  departmentId: string | null;
  status: string;
  bookDateFrom: string;
  bookDateTo: string;
  voucher: string | null;
  init: string | null;
}
const startFilter: Filter = {
  assetClass: null,
  keyword: '',
  categoryId: null,
  departmentId: null,
  status: 'active',
  bookDateFrom: '',
  bookDateTo: '',
  voucher: null,
  init: null,
};

export function CardQueryScreen({ route }: ScreenProps) {
  const categories = useReference<AssetCategoryRecord>('assetCategories') ?? [];
  const departments = useReference<DepartmentRecord>('departments') ?? [];
  const names = useCardNames(categories, departments);
  const state = useListState<Filter>({ start: startFilter });
  const applied = state.applied ?? startFilter;
  const draft = state.draft ?? startFilter;
  const set = (patch: Partial<Filter>) => state.setDraft({ ...draft, ...patch });
  const query = useMemo(
    () => ({
      ...(applied.assetClass ? { assetClass: Number(applied.assetClass) } : {}),
      ...(applied.keyword.trim() ? { keyword: applied.keyword.trim() } : {}),
      ...(applied.categoryId ? { categoryId: Number(applied.categoryId) } : {}),
      ...(applied.departmentId ? { departmentId: Number(applied.departmentId) } : {}),
      status: applied.status,
      ...(applied.bookDateFrom ? { bookDateFrom: applied.bookDateFrom } : {}),
      ...(applied.bookDateTo ? { bookDateTo: applied.bookDateTo } : {}),
      ...(applied.voucher ? { hasVoucher: applied.voucher === 'yes' } : {}),
      ...(applied.init ? { isInit: applied.init === 'yes' } : {}),
    }),
    [applied],
  );
  const belongs = useCallback(() => false, []);
  const { source, totals } = useCardPages(assetCardContracts.list, query, names, belongs);
  const categoryOptions = categories
    .filter((c) => !draft.assetClass || String(c.assetClass) === draft.assetClass)
    .map((c) => ({ value: String(c.id), label: `${c.code} ${c.name}` }));
  const departmentOptions = departments
    .filter((d) => d.id !== null)
    .map((d) => ({ value: String(d.id), label: d.departmentName }));
  const select = (
    label: string,
    field: keyof Filter,
    data: { value: string; label: string }[],
    width = 110,
  ) => (
    <ListField label={label}>
      <Select
        size="xs"
        w={width}
        aria-label={label}
        placeholder="全部"
        data={data}
        value={draft[field] as string | null}
        clearable={field !== 'status'}
        allowDeselect={field !== 'status'}
        searchable={field === 'categoryId'}
        onChange={(v) => set({ [field]: v ?? (field === 'status' ? 'active' : null) } as Partial<Filter>)}
        comboboxProps={{ withinPortal: true }}
      />
    </ListField>
  );
  const lineOf = [
    applied.assetClass ? assetClassName(Number(applied.assetClass) as 1 | 2 | 3) : '全部类别',
    applied.keyword.trim() && `关键字：${applied.keyword.trim()}`,
    (applied.bookDateFrom || applied.bookDateTo) &&
      `入账日期：${applied.bookDateFrom || '…'} 至 ${applied.bookDateTo || '…'}`,
  ]
    .filter(Boolean)
    .join('　');

  return (
    <ListFrame
      title={route.title}
      subtitle="资产管理"
      testId="asset-query-screen"
      source={source}
      columns={cardColumns({
        withClass: true,
        detail: true,
        statusCell: (r) =>
          r.isGenerateCertificate ? (r.voucherLabel ?? '已生成') : r.isInit ? '期初' : '未生成',
      })}
      rowKey={(r: CardRow) => r.id}
      noun="卡片"
      unit="张"
      totals={
        totals
          ? ({
              id: 'totals',
              cardNo: '合计',
              name: '',
              quantity: totals.quantity,
              originalValue: totals.originalValue,
              accumulatedDepreciation: totals.accumulatedDepreciation,
              netValue: totals.netValue,
            } as unknown as CardRow)
          : undefined
      }
      filters={
        <>
          {select(
            '资产类别',
            'assetClass',
            ASSET_CLASSES.map((c) => ({ value: String(c), label: assetClassName(c) })),
            100,
          )}
          <ListField label="关键字">
            <TextInput
              size="xs"
              w={140}
              aria-label="关键字"
              value={draft.keyword}
              onChange={(e) => set({ keyword: e.currentTarget.value })}
            />
          </ListField>
          {select('资产分类', 'categoryId', categoryOptions, 170)}
          {select('使用部门', 'departmentId', departmentOptions)}
          {select(
            '状态',
            'status',
            [
              { value: 'active', label: '在账' },
              { value: 'disposed', label: '已处置' },
              { value: 'all', label: '全部' },
            ],
            86,
          )}
          <ListField label="入账日期">
            <DateInput
              size="xs"
              w={110}
              aria-label="入账日期起"
              valueFormat="YYYY-MM-DD"
              clearable
              value={draft.bookDateFrom || null}
              onChange={(v) => set({ bookDateFrom: v ?? '' })}
            />
          </ListField>
          <ListField label="至">
            <DateInput
              size="xs"
              w={110}
              aria-label="入账日期止"
              valueFormat="YYYY-MM-DD"
              clearable
              value={draft.bookDateTo || null}
              onChange={(v) => set({ bookDateTo: v ?? '' })}
            />
          </ListField>
          {select(
            '凭证',
            'voucher',
            [
              { value: 'yes', label: '已生成' },
              { value: 'no', label: '未生成' },
            ],
            86,
          )}
          {select(
            '期初',
            'init',
            [
              { value: 'yes', label: '期初卡片' },
              { value: 'no', label: '新增卡片' },
            ],
            96,
          )}
        </>
      }
      onSearch={() => void state.search()}
      onReset={state.reset}
      filterLine={lineOf}
    />
  );
}
