// 固定资产报表 (assetsReport/asset-prints): a class's cards by category over a period — 期初 (数量, 原值),
// 本期增加, 本期减少, 期末 (数量, 原值, 累计折旧, 净值) — with the 合计 row; printed and exported (xlsx)
// by the list frame. Reads offline as last seen.
import { SegmentedControl } from '@mantine/core';
import { useState } from 'react';
import { ASSET_CLASSES, assetClassName } from '../../../core/assets/types';
import { type AssetReportRow, assetReportContracts } from '../../../core/contracts/asset-reports';
import { readProblem, useReport } from '../../../ui/data/use-report';
import { type ListColumn, ListFrame, type ListSource } from '../../../ui/list';
import { PeriodPicker } from '../../../ui/PeriodPicker';
import type { ScreenProps } from '../../../ui/screen-types';
import { useSession } from '../../../ui/services';

const monthOf = (p: { year: number; month: number }) => `${p.year}-${String(p.month).padStart(2, '0')}`;

export function ReportScreen({ route }: ScreenProps) {
  const session = useSession();
  const year = session?.year ?? new Date().getFullYear();
  const [assetClass, setAssetClass] = useState<1 | 2 | 3>(1);
  const [from, setFrom] = useState({ year, month: 1 });
  const [to, setTo] = useState({
    year,
    month: year === new Date().getFullYear() ? new Date().getMonth() + 1 : 12,
  });
  const read = useReport(assetReportContracts.summary, {
    assetClass,
    monthFrom: monthOf(from),
    monthTo: monthOf(to),
  });
  const data = read.data ?? null;
  const word = assetClass === 2 ? '摊销' : '折旧';
  const columns: ListColumn<AssetReportRow>[] = [
    { key: 'code', title: '分类编码', width: 90, value: (r) => r.categoryCode },
    { key: 'name', title: '资产分类', value: (r) => r.categoryName, truncate: true },
    { key: 'oq', title: '期初数量', width: 74, kind: 'count', value: (r) => r.openingQuantity },
    { key: 'oo', title: '期初原值', width: 112, kind: 'money', value: (r) => r.openingOriginal },
    { key: 'add', title: '本期增加', width: 104, kind: 'money', value: (r) => r.addedOriginal },
    { key: 'rem', title: '本期减少', width: 104, kind: 'money', value: (r) => r.removedOriginal },
    { key: 'cq', title: '期末数量', width: 74, kind: 'count', value: (r) => r.closingQuantity },
    { key: 'co', title: '期末原值', width: 112, kind: 'money', value: (r) => r.closingOriginal },
    { key: 'ca', title: `累计${word}`, width: 108, kind: 'money', value: (r) => r.closingAccumulated },
    { key: 'cn', title: '期末净值', width: 112, kind: 'money', value: (r) => r.closingNet },
  ];
  const rows = data?.rows ?? [];
  const source: ListSource<AssetReportRow> = {
    rows,
    total: rows.length,
    page: 1,
    pageSize: Math.max(rows.length, 20),
    loading: read.loading,
    error: read.error && !data ? readProblem(read.error) : null,
    cachedAt: read.source === 'cache' ? read.cachedAt : null,
    canGo: () => false,
    goPage: () => {},
    setPageSize: () => {},
    allRows: async () => rows,
  };
  return (
    <ListFrame
      title={route.title}
      subtitle="资产管理"
      testId="asset-report-screen"
      source={source}
      columns={columns}
      rowKey={(r) => r.categoryCode}
      noun="个分类"
      unit=""
      totals={data?.totals}
      emptyText="期间内没有资产"
      filterLine={`${assetClassName(assetClass)}　${monthOf(from)} 至 ${monthOf(to)}`}
      toolbar={
        <>
          <SegmentedControl
            size="xs"
            aria-label="资产类别"
            data={ASSET_CLASSES.map((c) => ({ value: String(c), label: assetClassName(c) }))}
            value={String(assetClass)}
            onChange={(v) => setAssetClass(Number(v) as 1 | 2 | 3)}
          />
          <PeriodPicker
            value={from}
            beginYear={2022}
            endYear={Math.max(year, new Date().getFullYear())}
            onChange={setFrom}
          />
          <PeriodPicker
            value={to}
            beginYear={2022}
            endYear={Math.max(year, new Date().getFullYear())}
            onChange={setTo}
          />
        </>
      }
    />
  );
}
