// 生成凭证 of asset cards (spec 000 §2.5 dialog 1): the entry table above the cards that still need
// their acquisition voucher, with checkboxes when the dialog chooses (selection on) or the one card
// it was opened for (selection off). 预览凭证 shows the voucher the server would make (the two-entry
// pattern: the asset at cost, the payment at what was paid); 保存凭证 makes it. Online only: the
// voucher takes its number and its figures from the server's books of now.
import { Button, Checkbox, ScrollArea, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { uuidV4 } from '../../../api/signer';
import { acquireMethodLabels } from '../../../core/assets/types';
import { rowsProblem } from '../../../core/assets/voucher-rows';
import { assetCardContracts, type CardPage } from '../../../core/contracts/asset-cards';
import { assetVoucherContracts } from '../../../core/contracts/asset-vouchers';
import { formatMoney } from '../../../core/money';
import { useOnline } from '../../../local';
import { AssetVoucherFrame, useAssetVoucher } from '../../../ui/asset-voucher';
import { openMessageDialog } from '../../../ui/dialogs';
import { runWrite } from '../../../ui/run-write';
import { useServices } from '../../../ui/services';
import type { CardRow } from '../cards/queued-cards';

export interface CardVoucherDialogProps {
  opened: boolean;
  assetClass: 1 | 2 | 3;
  /** Selection off: the card the dialog is for; null lists every card waiting, with checkboxes. */
  card: CardRow | null;
  onClose(): void;
  /** A voucher was saved (the list reads again). */
  onSaved(): void;
}

export function CardVoucherDialog({ opened, assetClass, card, onClose, onSaved }: CardVoucherDialogProps) {
  const { api } = useServices();
  const online = useOnline();
  const state = useAssetVoucher({ opened, kind: 'card', assetClass });
  const selection = card === null;
  const [cards, setCards] = useState<CardRow[]>([]);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [round, setRound] = useState(0);
  const [busy, setBusy] = useState(false);

  // The card list loads on every opening (spec 000 §4.2) and after each save.
  // biome-ignore lint/correctness/useExhaustiveDependencies: round reloads after a save
  useEffect(() => {
    if (!opened) return;
    if (!selection) {
      setCards([card]);
      setChosen(new Set([card.id]));
      return;
    }
    let live = true;
    api
      .call(assetCardContracts.reviewList, { assetClass, pageSize: 500 }, { loading: false, quiet: true })
      .then((page: CardPage) => {
        if (!live) return;
        setCards(page.currentPageItems);
        setChosen(new Set());
      })
      .catch(() => live && setCards([]));
    return () => {
      live = false;
    };
  }, [opened, assetClass, card, round]);

  const ids = cards.filter((c) => chosen.has(c.id)).map((c) => c.id);
  const check = async () => {
    const problem = rowsProblem('card', state.rows, { selection, chosen: ids.length });
    if (problem) {
      await openMessageDialog({ title: '提示', message: problem, tone: 'warning' });
      return false;
    }
    return true;
  };
  const request = () => ({ ...state.requestBase(), assetsCards: ids });

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
      if (selection) setRound((n) => n + 1);
      else onClose();
    } finally {
      setBusy(false);
    }
  };

  const all = cards.length > 0 && ids.length === cards.length;
  return (
    <AssetVoucherFrame
      opened={opened}
      onClose={onClose}
      state={state}
      testId="card-voucher-dialog"
      canSave={online && !busy}
      onSave={() => void save()}
      buttons={
        <>
          <Button size="xs" disabled={!online || busy} onClick={() => void save()}>
            保存凭证
          </Button>
          <Button size="xs" variant="default" disabled={!online || busy} onClick={() => void preview()}>
            预览凭证
          </Button>
        </>
      }
    >
      {!online && (
        <Text size="xs" c="orange" mb={4}>
          离线状态下不能生成凭证，请联网后操作。
        </Text>
      )}
      <ScrollArea.Autosize mah={250} type="auto">
        <Table withTableBorder verticalSpacing={3} fz="xs" aria-label="待生成凭证的卡片">
          <Table.Thead>
            <Table.Tr>
              {selection && (
                <Table.Th w={34}>
                  <Checkbox
                    aria-label="全选卡片"
                    size="xs"
                    checked={all}
                    indeterminate={ids.length > 0 && !all}
                    onChange={() => setChosen(all ? new Set() : new Set(cards.map((c) => c.id)))}
                  />
                </Table.Th>
              )}
              <Table.Th w={100}>卡片编号</Table.Th>
              <Table.Th>资产类别</Table.Th>
              <Table.Th>资产名称</Table.Th>
              <Table.Th ta="right" w={120}>
                原值(元)
              </Table.Th>
              <Table.Th ta="right" w={110}>
                累计折旧(元)
              </Table.Th>
              <Table.Th w={70}>使用年限</Table.Th>
              <Table.Th w={90}>启用日期</Table.Th>
              <Table.Th w={110}>取得方式</Table.Th>
              <Table.Th w={50}>数量</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {cards.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={10} ta="center" c="dimmed">
                  没有待生成凭证的卡片
                </Table.Td>
              </Table.Tr>
            )}
            {cards.map((c) => (
              <Table.Tr key={c.id}>
                {selection && (
                  <Table.Td>
                    <Checkbox
                      size="xs"
                      aria-label={`选择 ${c.cardNo}`}
                      checked={chosen.has(c.id)}
                      onChange={() => {
                        const next = new Set(chosen);
                        if (next.has(c.id)) next.delete(c.id);
                        else next.add(c.id);
                        setChosen(next);
                      }}
                    />
                  </Table.Td>
                )}
                <Table.Td>{c.cardNo}</Table.Td>
                <Table.Td>{c.aetTypeName}</Table.Td>
                <Table.Td>{c.name}</Table.Td>
                <Table.Td ta="right" ff="monospace">
                  {formatMoney(c.originalValue)}
                </Table.Td>
                <Table.Td ta="right" ff="monospace">
                  {formatMoney(c.accumulatedDepreciation)}
                </Table.Td>
                <Table.Td>{c.estimatedServiceLife ?? '—'}</Table.Td>
                <Table.Td>{c.dateOfActivation || '—'}</Table.Td>
                <Table.Td>{c.purchasingMethod ? purchasingLabel(c.purchasingMethod) : ''}</Table.Td>
                <Table.Td>{c.quantity}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </AssetVoucherFrame>
  );
}

const purchasingLabel = (code: string) =>
  acquireMethodLabels[code as keyof typeof acquireMethodLabels] ?? code;
