// 生成凭证 of disposal documents (spec 000 §2.5 dialog 3): the entry table (two debits and a credit,
// inventory one and one) above the documents without a voucher (单号, 创建时间, 退换/完成日期,
// 处置类型 for fixed and intangible assets, 处置金额, 资产原值合计, 资产净值合计) with checkboxes; the
// operation 查看凭证 only for a document that has one; right-click 添加, 修改, 删除 hand the document
// back to the screen. Each row carries by its subject the original value, accumulated, book value
// or proceeds (src/core/assets/disposal.ts). After a save the list reloads, the dialog closes and
// tells the screen.
import { Button, Checkbox, Menu, Table, Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { uuidV4 } from '../../../api/signer';
import { rowsProblem } from '../../../core/assets/voucher-rows';
import { type DocumentRow, notGeneratedContract } from '../../../core/contracts/asset-documents';
import { assetVoucherContracts } from '../../../core/contracts/asset-vouchers';
import { formatMoney } from '../../../core/money';
import { useOnline } from '../../../local';
import { AssetVoucherFrame, useAssetVoucher } from '../../../ui/asset-voucher';
import { openMessageDialog } from '../../../ui/dialogs';
import { runWrite } from '../../../ui/run-write';
import { useServices } from '../../../ui/services';

export interface DisposalVoucherDialogProps {
  opened: boolean;
  assetClass: 1 | 2 | 3;
  /** The document the dialog opens with chosen (a row's 制证), or none. */
  initial?: DocumentRow | null;
  onClose(): void;
  onSaved(): void;
  onViewVoucher(voucherId: string): void;
  /** Right-click 添加 / 修改 / 删除 of a document. */
  onAdd?(): void;
  onEdit?(row: DocumentRow): void;
  onDelete?(row: DocumentRow): void;
}

export function DisposalVoucherDialog(props: DisposalVoucherDialogProps) {
  const { opened, assetClass, initial, onClose, onSaved, onViewVoucher } = props;
  const { api } = useServices();
  const online = useOnline();
  const state = useAssetVoucher({ opened, kind: 'disposal', assetClass });
  const [docs, setDocs] = useState<DocumentRow[] | null>(null);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [menu, setMenu] = useState<{ x: number; y: number; row: DocumentRow } | null>(null);

  const load = useCallback(() => {
    setDocs(null);
    api
      .call(
        notGeneratedContract(assetClass),
        { assetClass, PZAssetType: 'disposal' },
        { loading: false, quiet: true },
      )
      .then(setDocs)
      .catch(() => setDocs([]));
  }, [api, assetClass]);

  // The list loads on every opening (spec 000 §4.2).
  useEffect(() => {
    if (!opened) return;
    setChosen(new Set(initial ? [initial.id] : []));
    load();
  }, [opened, initial, load]);

  const picked = (docs ?? []).filter((d) => chosen.has(d.id));
  const ready = online && docs !== null && !busy;
  const request = () => ({
    ...state.requestBase(),
    assetsDocs: picked.map((d) => ({
      documentId: d.id,
      originalAmount: d.originalAmount,
      cumulativeAmount: d.cumulativeAmount,
      residualAmount: d.residualAmount,
      repayDate: d.repayDate,
    })),
  });

  const check = async () => {
    const problem = rowsProblem('disposal', state.rows, { selection: true, chosen: picked.length });
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
      load();
      await openMessageDialog({ title: '提示', message: `凭证 ${saved.label} 已生成`, tone: 'info' });
      onSaved();
      onClose();
    } finally {
      setBusy(false);
    }
  };

  const all = docs ?? [];
  const allChosen = all.length > 0 && all.every((d) => chosen.has(d.id));
  const toggle = (id: string) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <AssetVoucherFrame
      opened={opened}
      onClose={onClose}
      state={state}
      testId="disposal-voucher-dialog"
      canSave={ready}
      onSave={() => void save()}
      buttons={
        <>
          <Button size="xs" disabled={!ready} onClick={() => void save()}>
            保存凭证
          </Button>
          <Button size="xs" variant="default" disabled={!ready} onClick={() => void preview()}>
            预览凭证
          </Button>
        </>
      }
    >
      <Text size="xs" c="dimmed" mb={4}>
        借方“资产基金”或“待处理财产损溢”取资产净值，“累计折旧（摊销）”取累计额，贷方资产科目取原值，其他科目取处置金额。
      </Text>
      <Table withTableBorder verticalSpacing={3} fz="xs" aria-label="待生成凭证的处置单">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={32}>
              <Checkbox
                size="xs"
                aria-label="全选"
                checked={allChosen}
                indeterminate={!allChosen && chosen.size > 0}
                onChange={() => setChosen(allChosen ? new Set() : new Set(all.map((d) => d.id)))}
              />
            </Table.Th>
            <Table.Th w={110}>单号</Table.Th>
            <Table.Th w={120}>创建时间</Table.Th>
            <Table.Th w={96}>退换/完成日期</Table.Th>
            {assetClass !== 3 && <Table.Th w={100}>处置类型</Table.Th>}
            <Table.Th>资产</Table.Th>
            <Table.Th ta="right">处置金额</Table.Th>
            <Table.Th ta="right">资产原值合计</Table.Th>
            <Table.Th ta="right">资产净值合计</Table.Th>
            <Table.Th w={70}>操作</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {docs === null && (
            <Table.Tr>
              <Table.Td colSpan={10}>正在读取…</Table.Td>
            </Table.Tr>
          )}
          {docs?.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={10} c="dimmed">
                没有待生成凭证的处置单
              </Table.Td>
            </Table.Tr>
          )}
          {all.map((d) => (
            <Table.Tr
              key={d.id}
              onContextMenu={(e) => {
                if (!props.onAdd) return;
                e.preventDefault();
                setMenu({ x: e.clientX, y: e.clientY, row: d });
              }}
            >
              <Table.Td>
                <Checkbox
                  size="xs"
                  aria-label={`选择 ${d.documentNo}`}
                  checked={chosen.has(d.id)}
                  onChange={() => toggle(d.id)}
                />
              </Table.Td>
              <Table.Td>{d.documentNo}</Table.Td>
              <Table.Td>{d.createTimeSpan}</Table.Td>
              <Table.Td>{d.repayDate}</Table.Td>
              {assetClass !== 3 && <Table.Td>{d.disposeOfTypeName}</Table.Td>}
              <Table.Td>{d.cardsText}</Table.Td>
              <Table.Td ta="right">{formatMoney(d.disposeOfAmount)}</Table.Td>
              <Table.Td ta="right">{formatMoney(d.originalAmount)}</Table.Td>
              <Table.Td ta="right">{formatMoney(d.residualAmount)}</Table.Td>
              <Table.Td>
                {d.voucherId && (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    onClick={() => onViewVoucher(d.voucherId as string)}
                  >
                    查看凭证
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Menu opened={menu !== null} onChange={(o) => !o && setMenu(null)} withinPortal position="bottom-start">
        <Menu.Target>
          <div style={{ position: 'fixed', left: menu?.x ?? 0, top: menu?.y ?? 0, width: 1, height: 1 }} />
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => props.onAdd?.()}>添加</Menu.Item>
          <Menu.Item onClick={() => menu && props.onEdit?.(menu.row)}>修改</Menu.Item>
          <Menu.Item color="red" onClick={() => menu && props.onDelete?.(menu.row)}>
            删除
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </AssetVoucherFrame>
  );
}
