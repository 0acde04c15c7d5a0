// 资产处置 (disposal-of-assets): the disposal documents of each class a page at a time — 单号,
// 创建时间, 处置日期, 处置类型, the cards, 处置金额, 原值, 累计, 净值 and the voucher — with a right-click
// 新增 / 修改 / 删除 (only before the voucher), 生成凭证 (dialog 3 of spec 000 §2.5), 查看凭证, and
// 批准处理 of the types booked through 182 (the second voucher: Dr 301, Cr 182). The page reads
// offline as last seen; the writes need the server (a disposal changes the books at once).
import { Button, Group, SegmentedControl } from '@mantine/core';
import { useState } from 'react';
import { uuidV4 } from '../../../api/signer';
import { assetAttachmentKinds } from '../../../core/assets/attachment-kinds';
import { ASSET_CLASSES, assetClassName } from '../../../core/assets/types';
import { assetDocumentContracts, type DocumentRow } from '../../../core/contracts/asset-documents';
import { formatMoney } from '../../../core/money';
import { P } from '../../../core/permissions/keys';
import { mayRead, voucherReaders } from '../../../core/permissions/readers';
import { useOnline } from '../../../local';
import { openConfirmDialog } from '../../../ui/dialogs';
import { type ContextItem, type ListColumn, ListFrame, useRowContextMenu } from '../../../ui/list';
import { useServerPages } from '../../../ui/list/use-server-pages';
import { RowButton } from '../../../ui/RowActions';
import { runWrite } from '../../../ui/run-write';
import type { ScreenProps } from '../../../ui/screen-types';
import { useServices, useSession } from '../../../ui/services';
import { VoucherViewDialog } from '../../../ui/voucher/VoucherViewDialog';
import { useAssetFiles } from '../AssetFiles';
import { DisposalVoucherDialog } from '../vouchers/DisposalVoucherDialog';
import { DocumentFormModal } from './DocumentFormModal';

export function DisposalScreen({ route }: ScreenProps) {
  const { api } = useServices();
  const session = useSession();
  const online = useOnline();
  const can = (key: string) => session?.permissions.includes(key) ?? false;
  const [assetClass, setAssetClass] = useState<1 | 2 | 3>(1);
  const [form, setForm] = useState<{ editing: DocumentRow | null } | null>(null);
  const [voucherFor, setVoucherFor] = useState<{ doc: DocumentRow | null } | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const files = useAssetFiles(assetAttachmentKinds.disposal);
  const source = useServerPages<typeof assetDocumentContracts.list, DocumentRow>(
    assetDocumentContracts.list,
    { assetClass },
  );
  const refresh = source.refresh;
  const mayEdit = can(P.fixedAsset.disposal);
  const mayBook = can(P.assetCard.voucher);
  const mayView = mayRead(session?.permissions, voucherReaders);

  const remove = async (row: DocumentRow) => {
    const sure = await openConfirmDialog({
      title: '删除处置单',
      message: `确定删除处置单 ${row.documentNo} 吗？其中 ${row.cardCount} 张卡片将恢复在账。`,
      confirmLabel: '删除',
    });
    if (!sure) return;
    const done = await runWrite(
      { action: '删除处置单', done: `处置单 ${row.documentNo} 已删除`, refreshCaches: false },
      () => api.call(assetDocumentContracts.delete, { id: row.id, version: row.version }, { quiet: true }),
    );
    if (done) refresh();
  };

  const approve = async (row: DocumentRow) => {
    const sure = await openConfirmDialog({
      title: '批准处理',
      message: `处置单 ${row.documentNo}（${row.disposeOfTypeName}）已报经批准？将生成凭证：借 资产基金 ${formatMoney(row.residualAmount)}，贷 待处理财产损溢 ${formatMoney(row.residualAmount)}。`,
      confirmLabel: '批准处理',
    });
    if (!sure) return;
    const done = await runWrite({ action: '批准处理', refreshCaches: false }, () =>
      api.call(assetDocumentContracts.approve, { id: row.id, voucherId: uuidV4() }, { quiet: true }),
    );
    if (done) refresh();
  };

  const menu = useRowContextMenu<DocumentRow>((row): ContextItem[] =>
    mayEdit
      ? [
          { label: '新增', onClick: () => setForm({ editing: null }) },
          { label: '修改', onClick: () => setForm({ editing: row }), disabled: row.isGenerateCertificate },
          {
            label: '删除',
            color: 'red',
            onClick: () => void remove(row),
            disabled: row.isGenerateCertificate,
          },
        ]
      : [],
  );

  const columns: ListColumn<DocumentRow>[] = [
    { key: 'no', title: '单号', width: 100, value: (r) => r.documentNo },
    { key: 'created', title: '创建时间', width: 116, value: (r) => r.createTimeSpan },
    { key: 'date', title: '处置日期', width: 84, value: (r) => r.repayDate },
    ...(assetClass !== 3
      ? [{ key: 'type', title: '处置类型', width: 88, value: (r: DocumentRow) => r.disposeOfTypeName }]
      : []),
    { key: 'cards', title: '资产', value: (r) => r.cardsText, truncate: true },
    { key: 'amount', title: '处置金额', width: 92, kind: 'money', value: (r) => r.disposeOfAmount },
    { key: 'original', title: '资产原值合计', width: 100, kind: 'money', value: (r) => r.originalAmount },
    { key: 'residual', title: '资产净值合计', width: 100, kind: 'money', value: (r) => r.residualAmount },
    {
      key: 'voucher',
      title: '凭证',
      width: 130,
      value: (r) =>
        r.voucherLabel
          ? r.pending
            ? `${r.voucherLabel}${r.approveVoucherLabel ? `；批准 ${r.approveVoucherLabel}` : '（待批准）'}`
            : r.voucherLabel
          : '未生成',
      truncate: true,
    },
  ];

  return (
    <>
      <ListFrame
        title={route.title}
        subtitle="资产管理"
        testId="asset-disposal-screen"
        source={source}
        columns={columns}
        rowKey={(r) => r.id}
        noun="张处置单"
        unit=""
        emptyText="没有处置单"
        filterLine={assetClassName(assetClass)}
        toolbar={
          <>
            <SegmentedControl
              size="xs"
              aria-label="资产类别"
              data={ASSET_CLASSES.map((c) => ({ value: String(c), label: assetClassName(c) }))}
              value={String(assetClass)}
              onChange={(v) => setAssetClass(Number(v) as 1 | 2 | 3)}
            />
            {mayEdit && (
              <Button size="xs" disabled={!online} onClick={() => setForm({ editing: null })}>
                新增处置单
              </Button>
            )}
            {mayBook && (
              <Button
                size="xs"
                variant="light"
                disabled={!online}
                onClick={() => setVoucherFor({ doc: null })}
              >
                生成凭证
              </Button>
            )}
          </>
        }
        onOpen={mayEdit ? (r: DocumentRow) => !r.isGenerateCertificate && setForm({ editing: r }) : undefined}
        onRowContextMenu={mayEdit ? menu.open : undefined}
        actionsWidth={160}
        actions={(r) => (
          <Group gap={2} wrap="nowrap">
            <RowButton
              label="附件"
              onClick={() => files.open({ id: r.id, label: `资产处置单 ${r.documentNo}`, editable: mayEdit })}
            />
            {r.voucherId && mayView ? (
              <RowButton label="查看凭证" onClick={() => setViewing(r.voucherId)} />
            ) : (
              mayBook && (
                <RowButton
                  label="制证"
                  blocked={!online ? '离线时不能生成凭证' : undefined}
                  onClick={() => setVoucherFor({ doc: r })}
                />
              )
            )}
            {r.pending &&
              r.voucherId &&
              (r.approveVoucherId
                ? mayView && <RowButton label="批准凭证" onClick={() => setViewing(r.approveVoucherId)} />
                : mayBook && (
                    <RowButton
                      label="批准处理"
                      blocked={!online ? '离线时不能批准处理' : undefined}
                      onClick={() => void approve(r)}
                    />
                  ))}
          </Group>
        )}
      />
      {menu.menu}
      {files.dialog}
      {form && (
        <DocumentFormModal
          assetClass={assetClass}
          editing={form.editing}
          onClose={() => setForm(null)}
          onSaved={refresh}
        />
      )}
      {mayBook && (
        <DisposalVoucherDialog
          opened={voucherFor !== null}
          assetClass={assetClass}
          initial={voucherFor?.doc ?? null}
          onClose={() => setVoucherFor(null)}
          onSaved={refresh}
          onViewVoucher={(id) => setViewing(id)}
          {...(mayEdit
            ? {
                onAdd: () => setForm({ editing: null }),
                onEdit: (row: DocumentRow) => setForm({ editing: row }),
                onDelete: (row: DocumentRow) => void remove(row),
              }
            : {})}
        />
      )}
      <VoucherViewDialog voucherId={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
