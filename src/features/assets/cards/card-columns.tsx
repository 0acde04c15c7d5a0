// The columns of the card lists (资产列表, 卡片查询, 资产初始化): declared once, so the screen, the
// print view and the xlsx export show the same cells.
import type { ReactNode } from 'react';
import { useStatusLabels } from '../../../core/assets/types';
import type { ListColumn } from '../../../ui/list';
import type { CardRow } from './queued-cards';

export interface CardColumnOptions {
  nameCell?(row: CardRow): ReactNode;
  statusCell?(row: CardRow): string;
  /** 资产类别 as a column (the query lists every class). */
  withClass?: boolean;
  /** Opening cards show what they had charged at the opening. */
  opening?: boolean;
  /** 使用人 and 使用状况 too (the query; the card list keeps to what fits beside its buttons). */
  detail?: boolean;
}

const classNames = { 1: '固定资产', 2: '无形资产', 3: '库存物品' } as const;

export function cardColumns(options: CardColumnOptions = {}): ListColumn<CardRow>[] {
  const columns: (ListColumn<CardRow> | false)[] = [
    { key: 'cardNo', title: '卡片编号', width: 92, value: (r) => r.cardNo || '（待编号）' },
    options.withClass === true && {
      key: 'class',
      title: '类别',
      width: 72,
      value: (r) => (r.cardNo === '合计' ? '' : classNames[r.assetClass]),
    },
    {
      key: 'name',
      title: '资产名称',
      value: (r) => r.name,
      ...(options.nameCell
        ? { render: (r: CardRow) => (r.cardNo === '合计' ? '' : options.nameCell?.(r)) }
        : {}),
      truncate: true,
    },
    { key: 'category', title: '资产分类', width: 120, value: (r) => r.aetTypeName, truncate: true },
    { key: 'department', title: '使用部门', width: 84, value: (r) => r.useDepartmentName, truncate: true },
    options.detail === true && {
      key: 'custodian',
      title: '使用人',
      width: 66,
      value: (r) => r.custodian,
      truncate: true,
    },
    { key: 'quantity', title: '数量', width: 52, kind: 'count', value: (r) => r.quantity },
    { key: 'original', title: '原值', width: 110, kind: 'money', value: (r) => r.originalValue },
    {
      key: 'accumulated',
      title: options.opening ? '期初累计折旧' : '累计折旧',
      width: 106,
      kind: 'money',
      value: (r) => (options.opening ? r.initAccumulated : r.accumulatedDepreciation),
    },
    { key: 'net', title: '净值', width: 110, kind: 'money', value: (r) => r.netValue },
    options.opening === true && {
      key: 'life',
      title: '使用年限(月)',
      width: 86,
      kind: 'count',
      value: (r) => r.estimatedServiceLife,
    },
    options.opening === true && {
      key: 'used',
      title: '已提月数',
      width: 72,
      kind: 'count',
      value: (r) => r.usedMonths,
    },
    { key: 'bookDate', title: '入账日期', width: 88, value: (r) => r.bookDate },
    options.detail === true && {
      key: 'useStatus',
      title: '使用状况',
      width: 72,
      value: (r) => (r.useStatus ? useStatusLabels[r.useStatus] : ''),
    },
    options.statusCell !== undefined && {
      key: 'status',
      title: '凭证',
      width: 112,
      value: (r) => (r.cardNo === '合计' ? '' : (options.statusCell?.(r) ?? '')),
      truncate: true,
    },
  ];
  return columns.filter((c): c is ListColumn<CardRow> => c !== false);
}
