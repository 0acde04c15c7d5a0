// 凭证修改删除 (certificateProcessing/voucher-modify-del): find vouchers by period, type, status,
// subject, amount, summary or preparer; open one read-only, send an unaudited one to the entry
// screen to change it, or delete unaudited ones (the number is left free for 凭证整理).
import { Button } from '@mantine/core';
import { useCallback, useState } from 'react';
import { openConfirmDialog, openMessageDialog } from '../../../ui/dialogs';
import { ListFrame, selectedInOrder } from '../../../ui/list';
import type { ScreenProps } from '../../../ui/screen-types';
import { useServices } from '../../../ui/services';
import { useGo } from '../../../ui/use-go';
import { VoucherViewDialog } from '../../../ui/voucher/VoucherViewDialog';
import { formatVoucherNo } from '../../../ui/voucher/voucher-format';
import { type BatchReport, describeBatch } from './batch';
import { notifyDone } from './notify';
import { voucherEditHref } from './paths';
import { BatchResultDialog } from './ResultDialog';
import type { VoucherListRow } from './types';
import { useListScreen } from './use-list-screen';
import { runBatch } from './voucher-api';
import { useVoucherFrame } from './voucher-frame';

const lockedHint = '已审核或已记账的凭证不能修改或删除，请先反审核';
const queuedHint = '这张凭证还在本机等待同步，同步到服务器后才能删除';

export function VoucherModifyDeleteScreen({ active }: ScreenProps) {
  const { api } = useServices();
  const go = useGo();
  const screen = useListScreen({ active });
  const { list, selection } = screen;
  const [viewing, setViewing] = useState<string | null>(null);
  const [report, setReport] = useState<BatchReport | null>(null);

  const remove = async (rows: readonly VoucherListRow[]) => {
    // A voucher still queued on this device is not on the server yet: nothing there to delete.
    const deletable = rows.filter(
      (r) => r.status === 'saved' && !(list.pending.has(r.id) && r.voucherNo === 0),
    );
    const locked = rows.length - deletable.length;
    if (deletable.length === 0) {
      await openMessageDialog({ title: '不能删除', message: lockedHint, tone: 'warning' });
      return;
    }
    const names = deletable.map((r) => formatVoucherNo(r.voucherType, r.voucherNo));
    const which =
      deletable.length === 1
        ? `凭证 ${names[0]}（${deletable[0]?.voucherDate}）`
        : `选中的 ${deletable.length} 张凭证（${names.slice(0, 5).join('、')}${names.length > 5 ? ' 等' : ''}）`;
    const sure = await openConfirmDialog({
      title: '删除凭证',
      message: `确定删除${which}吗？删除后不能恢复，空出的凭证号可在「凭证整理」中重新编号。${
        locked > 0 ? `\n另有 ${locked} 张已审核或已记账的凭证不能删除，将被跳过。` : ''
      }`,
      confirmLabel: '删除',
      tone: 'error',
    });
    if (!sure) return;
    try {
      const result = await runBatch(
        api,
        'delete',
        deletable.map((r) => r.id),
      );
      const described = describeBatch('delete', result, list.rows);
      if (described.refused.length > 0) setReport(described);
      else notifyDone(`已删除 ${result.done.length} 张凭证`);
    } catch {
      // The request layer has shown the server's reason; the reload shows what is left.
    }
    await list.reload();
  };

  const selectedRows = () => {
    const ids = new Set(
      selectedInOrder(
        selection,
        list.rows.map((r) => r.id),
      ),
    );
    return list.rows.filter((r) => ids.has(r.id));
  };

  const open = useCallback((row: VoucherListRow) => setViewing(row.id), []);
  const frame = useVoucherFrame(screen, open);

  return (
    <>
      <ListFrame
        title="凭证修改删除"
        subtitle="凭证处理"
        testId="voucher-modify-del-screen"
        toolbar={
          <>
            <Button size="xs" variant="default" onClick={() => void list.reload()} loading={list.loading}>
              刷新
            </Button>
            <Button
              size="xs"
              color="red"
              variant="light"
              disabled={selection.size === 0}
              onClick={() => void remove(selectedRows())}
            >
              删除所选{selection.size > 0 ? `（${selection.size}）` : ''}
            </Button>
          </>
        }
        {...frame}
        label="凭证列表"
        actionsWidth={132}
        actions={(row) => {
          const editable = row.status === 'saved';
          const queued = list.pending.has(row.id) && row.voucherNo === 0;
          const no = formatVoucherNo(row.voucherType, row.voucherNo);
          return (
            <>
              <Button
                size="compact-xs"
                variant="subtle"
                onClick={() => setViewing(row.id)}
                aria-label={`查看 ${no}`}
              >
                查看
              </Button>
              <Button
                size="compact-xs"
                variant="subtle"
                disabled={!editable}
                title={editable ? undefined : lockedHint}
                aria-label={`修改 ${no}`}
                onClick={() => go(voucherEditHref(row.id))}
              >
                修改
              </Button>
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                disabled={!editable || queued}
                title={queued ? queuedHint : editable ? undefined : lockedHint}
                aria-label={`删除 ${no}`}
                onClick={() => void remove([row])}
              >
                删除
              </Button>
            </>
          );
        }}
      />
      <VoucherViewDialog voucherId={viewing} onClose={() => setViewing(null)} />
      <BatchResultDialog report={report} onClose={() => setReport(null)} />
    </>
  );
}
