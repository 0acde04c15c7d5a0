// 生成凭证 of a value change (spec 000 §2.5 dialog 4): a date picker (default the change's date, not
// before 2022-01-01), six rows debit/credit alternating with an amount column, the amounts filled by
// position from getAssetsChangeMoneyAsync; only rows with an amount are sent (有金额的科目不能为空).
// 查看凭证 once the change has its voucher; after a save the dialog closes and tells the screen.
import { Button, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useEffect, useState } from 'react';
import { uuidV4 } from '../../../api/signer';
import { initialRows, rowsProblem } from '../../../core/assets/voucher-rows';
import { assetChangeContracts, type ChangeRow } from '../../../core/contracts/asset-changes';
import { assetVoucherContracts } from '../../../core/contracts/asset-vouchers';
import { formatMoney } from '../../../core/money';
import { useOnline } from '../../../local';
import { AssetVoucherFrame, useAssetVoucher } from '../../../ui/asset-voucher';
import { openMessageDialog } from '../../../ui/dialogs';
import { runWrite } from '../../../ui/run-write';
import { useServices } from '../../../ui/services';

export interface TransformVoucherDialogProps {
  change: ChangeRow | null;
  onClose(): void;
  onSaved(): void;
  onViewVoucher(voucherId: string): void;
}

export function TransformVoucherDialog({
  change,
  onClose,
  onSaved,
  onViewVoucher,
}: TransformVoucherDialogProps) {
  const { api } = useServices();
  const online = useOnline();
  const opened = change !== null;
  const assetClass = change?.assetClass ?? 1;
  const state = useAssetVoucher({ opened, kind: 'transform', assetClass });
  const [date, setDate] = useState('');
  const [busy, setBusy] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const { setRows, makeKey } = state;

  // biome-ignore lint/correctness/useExhaustiveDependencies: an opening (a change) fills the rows once
  useEffect(() => {
    if (!change) return;
    setDate(change.changeDate);
    setLoaded(false);
    let live = true;
    api
      .call(assetChangeContracts.money, { changeId: change.id }, { loading: false, quiet: true })
      .then((money) => {
        if (!live) return;
        setRows(
          initialRows('transform', change.assetClass, makeKey).map((r, i) => ({
            ...r,
            moneyAmount: money[i] ?? '',
          })),
        );
        setLoaded(true);
      })
      .catch(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, [change?.id]);

  const exists = change?.voucherId ?? null;
  const ready = online && loaded && exists === null && !busy;
  const request = () => ({
    ...state.requestBase(),
    voucherDate: date,
    assetsChanges: change ? [{ changeId: change.id }] : [],
  });

  const check = async () => {
    const problem = rowsProblem('transform', state.rows, { initDate: date });
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
      testId="transform-voucher-dialog"
      withAmount
      locked={exists !== null}
      canSave={ready}
      onSave={() => void save()}
      headerExtra={
        <DateInput
          size="xs"
          label="凭证日期"
          w={130}
          valueFormat="YYYY-MM-DD"
          minDate="2022-01-01"
          value={date || null}
          onChange={(v) => setDate(v ?? '')}
          popoverProps={{ withinPortal: true }}
        />
      }
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
      {change && (
        <Text size="xs" c="dimmed">
          {change.changeNo}　{change.cardNo} {change.cardName}　{change.changeTypeName}：原值{' '}
          {formatMoney(change.beforeOriginal)} → {formatMoney(change.afterOriginal)}，变动金额{' '}
          <b>{formatMoney(change.amount)}</b> 元
        </Text>
      )}
    </AssetVoucherFrame>
  );
}
