// 生成凭证 of the month's depreciation or amortisation (spec 000 §2.5 dialog 2): the entry table
// above the provision's rows (paged); 查看凭证 only when the month's voucher exists; 保存凭证 and
// 预览凭证 wait for the provision total and are off once the voucher exists. After a save the dialog
// closes and tells the screen.
import { Button, Group, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { uuidV4 } from '../../../api/signer';
import { rowsProblem } from '../../../core/assets/voucher-rows';
import {
  assetProvisionContracts,
  type ProvisionHeader,
  type ProvisionRow,
} from '../../../core/contracts/asset-provision';
import { assetVoucherContracts } from '../../../core/contracts/asset-vouchers';
import { formatMoney } from '../../../core/money';
import { useOnline } from '../../../local';
import { AssetVoucherFrame, useAssetVoucher } from '../../../ui/asset-voucher';
import { openMessageDialog } from '../../../ui/dialogs';
import { Pager } from '../../../ui/Pager';
import { runWrite } from '../../../ui/run-write';
import { useServices } from '../../../ui/services';

export interface ProvisionVoucherDialogProps {
  opened: boolean;
  assetClass: 1 | 2;
  accruedStage: string;
  onClose(): void;
  onSaved(): void;
  onViewVoucher(voucherId: string): void;
  /** Spec 000 §2.5: 取消 hidden. */
  hiddenClose?: boolean;
}

interface Stage {
  rows: ProvisionRow[];
  total: number;
  sum: string;
  provision: ProvisionHeader | null;
}

export function ProvisionVoucherDialog(props: ProvisionVoucherDialogProps) {
  const { opened, assetClass, accruedStage, onClose, onSaved, onViewVoucher, hiddenClose } = props;
  const { api } = useServices();
  const online = useOnline();
  const state = useAssetVoucher({ opened, kind: 'provision', assetClass });
  const [stage, setStage] = useState<Stage | null>(null);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [busy, setBusy] = useState(false);
  const word = assetClass === 2 ? '摊销' : '折旧';

  useEffect(() => {
    if (!opened) {
      setStage(null);
      return;
    }
    let live = true;
    api
      .call(
        assetProvisionContracts.stage,
        { assetClass, accruedStage, PZAssetType: 'provision', pageIndex: page, pageSize },
        { loading: false, quiet: true },
      )
      .then((answer) => {
        if (live)
          setStage({
            rows: answer.currentPageItems,
            total: answer.totalItemCount,
            sum: answer.accruedValueSum,
            provision: answer.provision,
          });
      })
      .catch(() => live && setStage({ rows: [], total: 0, sum: '0.00', provision: null }));
    return () => {
      live = false;
    };
  }, [api, opened, assetClass, accruedStage, page, pageSize]);

  const loaded = stage !== null && stage.provision !== null;
  const exists = stage?.provision?.voucherId ?? null;
  const ready = online && loaded && exists === null && !busy;
  const request = () => ({ ...state.requestBase(), accruedStage, accruedStageMoney: stage?.sum ?? '' });

  const check = async () => {
    const problem = rowsProblem('provision', state.rows);
    if (problem) await openMessageDialog({ title: '提示', message: problem, tone: 'warning' });
    return problem === null;
  };

  const preview = async () => {
    if (!(await check())) return;
    setBusy(true);
    try {
      const answer = await runWrite({ action: '预览凭证', refreshCaches: false }, () =>
        api.call(assetVoucherContracts.preview, request(), { quiet: true }),
      );
      if (answer?.[0]) state.setPreview(answer[0]);
    } finally {
      setBusy(false);
    }
  };

  const save = async () => {
    if (!(await check())) return;
    setBusy(true);
    try {
      const saved = await runWrite({ action: '保存凭证', refreshCaches: false }, () =>
        api.call(assetVoucherContracts.save, { ...request(), voucherId: uuidV4() }, { quiet: true }),
      );
      if (!saved) return;
      await openMessageDialog({ title: '提示', message: `凭证 ${saved.label} 已生成`, tone: 'info' });
      onSaved();
      onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <AssetVoucherFrame
      opened={opened}
      onClose={onClose}
      state={state}
      testId="provision-voucher-dialog"
      hiddenClose={hiddenClose}
      locked={exists !== null}
      canSave={ready}
      onSave={() => void save()}
      buttons={
        <>
          <Button
            size="xs"
            variant="default"
            disabled={exists === null}
            onClick={() => exists && onViewVoucher(exists)}
          >
            查看凭证
          </Button>
          <Button size="xs" disabled={!ready} onClick={() => void save()}>
            保存凭证
          </Button>
          <Button size="xs" variant="default" disabled={!ready} onClick={() => void preview()}>
            预览凭证
          </Button>
        </>
      }
    >
      <Group justify="space-between" mb={4}>
        <Text size="xs" c="dimmed">
          所属期 {accruedStage}　本月{word}合计：
          <b>{stage ? formatMoney(stage.sum) : '…'}</b> 元
          {stage?.provision?.voucherLabel ? `　已生成凭证 ${stage.provision.voucherLabel}` : ''}
        </Text>
        {stage && !stage.provision && (
          <Text size="xs" c="orange">
            本月尚未计提{word}，请先计提
          </Text>
        )}
      </Group>
      <Table withTableBorder verticalSpacing={3} fz="xs" aria-label={`本月${word}明细`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={100}>资产明细编码</Table.Th>
            <Table.Th>资产名称</Table.Th>
            <Table.Th w={86}>{assetClass === 2 ? '摊销期' : '所属期'}</Table.Th>
            <Table.Th w={90}>计提日期</Table.Th>
            <Table.Th ta="right">原值(元)</Table.Th>
            <Table.Th ta="right">净值(元)</Table.Th>
            <Table.Th ta="right">本月计提额(元)</Table.Th>
            <Table.Th ta="right">累计计提额(元)</Table.Th>
            <Table.Th w={90}>启用日期</Table.Th>
            <Table.Th w={64}>使用月份</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {stage?.rows.map((r) => (
            <Table.Tr key={r.cardId}>
              <Table.Td>{r.detailFixedNo}</Table.Td>
              <Table.Td>{r.fixedName}</Table.Td>
              <Table.Td>{r.accruedStageMonthsString}</Table.Td>
              <Table.Td>{r.accrueddateString}</Table.Td>
              <Table.Td ta="right">{formatMoney(r.originalValue)}</Table.Td>
              <Table.Td ta="right">{formatMoney(r.residualValue)}</Table.Td>
              <Table.Td ta="right">{formatMoney(r.accruedValue)}</Table.Td>
              <Table.Td ta="right">{formatMoney(r.cumulativeValue)}</Table.Td>
              <Table.Td>{r.dateOfActivation ?? ''}</Table.Td>
              <Table.Td ta="right">{r.usedMonths}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {stage && stage.total > 0 && (
        <Pager
          total={stage.total}
          page={page}
          pageSize={pageSize}
          onPage={setPage}
          onPageSize={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      )}
    </AssetVoucherFrame>
  );
}
