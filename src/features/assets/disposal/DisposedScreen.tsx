// 已处置资产 (disposed-assets): the cards each class has taken out of the books, with the figures of
// the day they left (原值, 累计, 净值), the document, its type and date, the month from which they are
// no longer charged, and the voucher. Reads offline as last seen.
import { SegmentedControl } from '@mantine/core';
import { useState } from 'react';
import { monthLabel } from '../../../core/assets/months';
import { ASSET_CLASSES, assetClassName } from '../../../core/assets/types';
import { assetDocumentContracts, type DisposedCardRow } from '../../../core/contracts/asset-documents';
import { useOnline } from '../../../local';
import { readProblem, useReport } from '../../../ui/data/use-report';
import { allPages, type ListColumn, ListFrame, type ListSource } from '../../../ui/list';
import type { ScreenProps } from '../../../ui/screen-types';
import { useServices } from '../../../ui/services';

export function DisposedScreen({ route }: ScreenProps) {
  const { api } = useServices();
  const online = useOnline();
  const [assetClass, setAssetClass] = useState<1 | 2 | 3>(1);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const read = useReport(assetDocumentContracts.disposedCards, { assetClass, pageIndex: page, pageSize });
  const data = read.data ?? null;
  const word = assetClass === 2 ? '摊销' : '折旧';
  const columns: ListColumn<DisposedCardRow>[] = [
    { key: 'no', title: '卡片编号', width: 100, value: (r) => r.cardNo },
    { key: 'name', title: '资产名称', value: (r) => r.name, truncate: true },
    { key: 'original', title: '原值(元)', width: 110, kind: 'money', value: (r) => r.originalValue },
    { key: 'accumulated', title: `累计${word}(元)`, width: 110, kind: 'money', value: (r) => r.accumulated },
    { key: 'net', title: '净值(元)', width: 110, kind: 'money', value: (r) => r.netValue },
    { key: 'type', title: '处置类型', width: 100, value: (r) => r.disposeOfTypeName },
    { key: 'date', title: '处置日期', width: 88, value: (r) => r.repayDate },
    {
      key: 'stop',
      title: `停止${word}`,
      width: 116,
      value: (r) => (r.disposedMonth ? `${monthLabel(r.disposedMonth)}起` : ''),
    },
    { key: 'doc', title: '处置单号', width: 104, value: (r) => r.documentNo },
    { key: 'voucher', title: '凭证', width: 130, value: (r) => r.voucherLabel ?? '未生成' },
  ];
  const source: ListSource<DisposedCardRow> = {
    rows: data?.currentPageItems ?? [],
    total: data?.totalItemCount ?? 0,
    page,
    pageSize,
    loading: read.loading,
    error: read.error && !data ? readProblem(read.error) : null,
    cachedAt: read.source === 'cache' ? read.cachedAt : null,
    canGo: (p) => online || p === page,
    goPage: setPage,
    setPageSize: (size) => {
      setPageSize(size);
      setPage(1);
    },
    allRows: () =>
      allPages((pageIndex) =>
        api.call(
          assetDocumentContracts.disposedCards,
          { assetClass, pageIndex, pageSize: 100 },
          { loading: false },
        ),
      ),
  };
  return (
    <ListFrame
      title={route.title}
      subtitle="资产管理"
      testId="asset-disposed-screen"
      source={source}
      columns={columns}
      rowKey={(r) => `${r.documentId}:${r.cardId}`}
      noun="张卡片"
      unit=""
      emptyText="没有已处置的资产"
      filterLine={assetClassName(assetClass)}
      toolbar={
        <SegmentedControl
          size="xs"
          aria-label="资产类别"
          data={ASSET_CLASSES.map((c) => ({ value: String(c), label: assetClassName(c) }))}
          value={String(assetClass)}
          onChange={(v) => {
            setAssetClass(Number(v) as 1 | 2 | 3);
            setPage(1);
          }}
        />
      }
    />
  );
}
