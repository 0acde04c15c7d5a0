// 已处置资产 (disposed-assets): the cards each class has taken out of the books, with the figures of
// the day they left (原值, 累计, 净值), the document, its type and date, the month from which they are
// no longer charged, and the voucher. Reads offline as last seen.
import { SegmentedControl } from '@mantine/core';
import { useState } from 'react';
import { monthLabel } from '../../../core/assets/months';
import { ASSET_CLASSES, assetClassName } from '../../../core/assets/types';
import { assetDocumentContracts, type DisposedCardRow } from '../../../core/contracts/asset-documents';
import { type ListColumn, ListFrame } from '../../../ui/list';
import { useServerPages } from '../../../ui/list/use-server-pages';
import type { ScreenProps } from '../../../ui/screen-types';

export function DisposedScreen({ route }: ScreenProps) {
  const [assetClass, setAssetClass] = useState<1 | 2 | 3>(1);
  const source = useServerPages<typeof assetDocumentContracts.disposedCards, DisposedCardRow>(
    assetDocumentContracts.disposedCards,
    { assetClass },
  );
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
          onChange={(v) => setAssetClass(Number(v) as 1 | 2 | 3)}
        />
      }
    />
  );
}
