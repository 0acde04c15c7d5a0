// 资产折旧 (assets-depreciation-list): the month's depreciation (固定资产) or amortisation (无形资产)
// per 所属期 — what running it would charge, or what was charged — with the footer totals; 计提 once a
// month in order, 取消计提 of the last month without a voucher, 生成凭证 (dialog 2), 查看凭证 and the
// xlsx export (POST /api/assetsProvision/assetsProvisionDataOut). The page reads offline as last seen.
import { Alert, Button, SegmentedControl, Text } from '@mantine/core';
import { useState } from 'react';
import { monthLabel } from '../../core/assets/months';
import {
  assetProvisionContracts,
  type ProvisionPage,
  type ProvisionRow,
} from '../../core/contracts/asset-provision';
import { formatMoney } from '../../core/money';
import { P } from '../../core/permissions/keys';
import { mayRead, voucherReaders } from '../../core/permissions/readers';
import { useOnline } from '../../local';
import { readProblem, useReport } from '../../ui/data/use-report';
import { openConfirmDialog } from '../../ui/dialogs';
import { type ListColumn, ListFrame, type ListSource } from '../../ui/list';
import { PeriodPicker } from '../../ui/PeriodPicker';
import { runWrite } from '../../ui/run-write';
import { saveBlob } from '../../ui/save-blob';
import type { ScreenProps } from '../../ui/screen-types';
import { useServices, useSession } from '../../ui/services';
import { VoucherViewDialog } from '../../ui/voucher/VoucherViewDialog';
import { ProvisionVoucherDialog } from './vouchers/ProvisionVoucherDialog';

const monthOf = (p: { year: number; month: number }) => `${p.year}-${String(p.month).padStart(2, '0')}`;

function startPeriod(year: number | null | undefined) {
  const now = new Date();
  const y = year ?? now.getFullYear();
  return { year: y, month: y === now.getFullYear() ? now.getMonth() + 1 : 1 };
}

export function DepreciationScreen({ route }: ScreenProps) {
  const { api } = useServices();
  const session = useSession();
  const online = useOnline();
  const can = (key: string) => session?.permissions.includes(key) ?? false;
  const [assetClass, setAssetClass] = useState<1 | 2>(1);
  const [period, setPeriod] = useState(() => startPeriod(session?.year));
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [dialog, setDialog] = useState(false);
  const [viewing, setViewing] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const accruedStage = monthOf(period);
  const read = useReport(assetProvisionContracts.page, {
    assetClass,
    accruedStage,
    pageIndex: page,
    pageSize,
  });
  const data = (read.data ?? null) as ProvisionPage | null;
  const provision = data?.provision ?? null;
  const word = assetClass === 2 ? '摊销' : '折旧';
  const mayRun = can(P.fixedAsset.accrue);
  const mayBook = can(P.assetCard.voucher);
  const year = session?.year ?? new Date().getFullYear();

  const columns: ListColumn<ProvisionRow>[] = [
    { key: 'no', title: '资产明细编码', width: 100, value: (r) => r.detailFixedNo },
    { key: 'name', title: '资产名称', value: (r) => r.fixedName, truncate: true },
    {
      key: 'stage',
      title: assetClass === 2 ? '摊销期' : '所属期',
      width: 84,
      value: (r) => r.accruedStageMonthsString,
    },
    { key: 'date', title: '计提日期', width: 88, value: (r) => r.accrueddateString },
    { key: 'original', title: '原值(元)', width: 108, kind: 'money', value: (r) => r.originalValue },
    { key: 'residual', title: '净值(元)', width: 108, kind: 'money', value: (r) => r.residualValue },
    { key: 'accrued', title: `本月${word}额(元)`, width: 104, kind: 'money', value: (r) => r.accruedValue },
    {
      key: 'cumulative',
      title: `累计${word}额(元)`,
      width: 108,
      kind: 'money',
      value: (r) => r.cumulativeValue,
    },
    { key: 'activation', title: '启用日期', width: 88, value: (r) => r.dateOfActivation ?? '' },
    { key: 'life', title: '年限(月)', width: 64, kind: 'count', value: (r) => r.estimatedServiceLife },
    { key: 'used', title: '使用月份', width: 64, kind: 'count', value: (r) => r.usedMonths },
  ];
  const totals = data
    ? ({
        cardId: 'totals',
        detailFixedNo: '合计',
        fixedName: `${data.pageData.totalItemCount} 项`,
        originalValue: data.footer.originalValueSum,
        residualValue: data.footer.residualValueSum,
        accruedValue: data.footer.accruedValueSum,
        cumulativeValue: data.footer.cumulativeValueSum,
      } as unknown as ProvisionRow)
    : undefined;

  const source: ListSource<ProvisionRow> = {
    rows: data?.pageData.currentPageItems ?? [],
    total: data?.pageData.totalItemCount ?? 0,
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
    allRows: async () => {
      const all = (await api.call(
        assetProvisionContracts.page,
        { assetClass, accruedStage, pageIndex: 1, pageSize: 500 },
        { loading: false },
      )) as ProvisionPage;
      return all.pageData.currentPageItems;
    },
  };

  const accrue = async () => {
    const sure = await openConfirmDialog({
      title: `计提${word}`,
      message: `确定计提${monthLabel(accruedStage)}的${word}吗？本月${word}合计 ${formatMoney(data?.footer.accruedValueSum ?? '0')} 元，共 ${data?.pageData.totalItemCount ?? 0} 项。`,
      confirmLabel: '计提',
    });
    if (!sure) return;
    setBusy(true);
    try {
      const done = await runWrite({ action: `计提${word}`, refreshCaches: false }, () =>
        api.call(assetProvisionContracts.accrue, { assetClass, accruedStage }, { quiet: true }),
      );
      if (done) {
        read.refresh();
        setDialog(mayBook);
      }
    } finally {
      setBusy(false);
    }
  };

  const cancel = async () => {
    const sure = await openConfirmDialog({
      title: '取消计提',
      message: `确定取消${monthLabel(accruedStage)}的${word}计提吗？各卡片的累计${word}将恢复到计提前。`,
      confirmLabel: '取消计提',
    });
    if (!sure) return;
    const done = await runWrite(
      { action: '取消计提', done: `已取消${monthLabel(accruedStage)}的计提`, refreshCaches: false },
      () => api.call(assetProvisionContracts.cancel, { assetClass, accruedStage }, { quiet: true }),
    );
    if (done) read.refresh();
  };

  const exportXlsx = async () => {
    const file = await runWrite({ action: '导出', refreshCaches: false }, () =>
      api.call(assetProvisionContracts.dataOut, { assetClass, accruedStage }, { quiet: true }),
    );
    if (file) saveBlob(file.blob, file.fileName ?? `${accruedStage}${word}.xlsx`);
  };

  const status = provision
    ? `已计提：${formatMoney(provision.total)} 元，${provision.cardCount} 项（${provision.createdBy}，${provision.createdAt.slice(0, 10)}）${provision.voucherLabel ? `　凭证：${provision.voucherLabel}` : '　尚未生成凭证'}`
    : data?.blocked
      ? `未计提：${data.blocked}`
      : data
        ? `未计提（以下为计提预览）`
        : '';

  return (
    <>
      <ListFrame
        title={route.title}
        subtitle="资产管理"
        testId="asset-depreciation-screen"
        source={source}
        columns={columns}
        rowKey={(r) => r.cardId}
        noun="项资产"
        unit=""
        totals={totals}
        exportable={false}
        emptyText={`本月没有应计提${word}的资产`}
        toolbar={
          <>
            <SegmentedControl
              size="xs"
              aria-label="资产类别"
              data={[
                { value: '1', label: '固定资产折旧' },
                { value: '2', label: '无形资产摊销' },
              ]}
              value={String(assetClass)}
              onChange={(v) => {
                setAssetClass(v === '2' ? 2 : 1);
                setPage(1);
              }}
            />
            <PeriodPicker
              value={period}
              beginYear={Math.min(2022, year)}
              endYear={Math.max(year, new Date().getFullYear())}
              onChange={(p) => {
                setPeriod(p);
                setPage(1);
              }}
            />
            {mayRun && !provision && (
              <Button
                size="xs"
                disabled={!online || busy || !data || data.blocked !== null}
                onClick={() => void accrue()}
              >
                计提{word}
              </Button>
            )}
            {mayRun && provision && (
              <Button
                size="xs"
                variant="default"
                color="red"
                disabled={!online || provision.voucherId !== null}
                onClick={() => void cancel()}
              >
                取消计提
              </Button>
            )}
            {mayBook && provision && (
              <Button size="xs" variant="light" disabled={!online} onClick={() => setDialog(true)}>
                生成凭证
              </Button>
            )}
            {provision?.voucherId && mayRead(session?.permissions, voucherReaders) && (
              <Button size="xs" variant="default" onClick={() => setViewing(provision.voucherId)}>
                查看凭证
              </Button>
            )}
            <Button size="xs" variant="default" disabled={!online || !data} onClick={() => void exportXlsx()}>
              导出Excel
            </Button>
          </>
        }
        below={
          status ? (
            <Alert
              color={provision ? 'teal' : data?.blocked ? 'orange' : 'blue'}
              variant="light"
              p={6}
              data-testid="provision-status"
            >
              <Text size="xs">{status}</Text>
            </Alert>
          ) : undefined
        }
      />
      {mayBook && (
        <ProvisionVoucherDialog
          opened={dialog}
          assetClass={assetClass}
          accruedStage={accruedStage}
          onClose={() => setDialog(false)}
          onSaved={read.refresh}
          onViewVoucher={(id) => setViewing(id)}
        />
      )}
      <VoucherViewDialog voucherId={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
