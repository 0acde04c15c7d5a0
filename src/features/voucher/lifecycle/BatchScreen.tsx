// The lists that move vouchers in batches — 凭证审核, 凭证记账, 反记账: tick rows (Space, Ctrl+A),
// press the move, and read which vouchers moved and which were refused with the server's reason.
import { Button } from '@mantine/core';
import { useCallback, useState } from 'react';
import { ListFrame, selectedInOrder } from '../../../ui/list';
import { useServices } from '../../../ui/services';
import { VoucherViewDialog } from '../../../ui/voucher/VoucherViewDialog';
import { statusLabel } from '../../../ui/voucher/voucher-format';
import { type BatchKind, type BatchReport, batchSpecs, describeBatch, eligibleCount } from './batch';
import { notifyDone } from './notify';
import { BatchResultDialog } from './ResultDialog';
import type { VoucherListRow, VoucherStatus } from './types';
import { useListScreen } from './use-list-screen';
import { runBatch } from './voucher-api';
import { useVoucherFrame } from './voucher-frame';

export interface BatchScreenConfig {
  readonly title: string;
  readonly subtitle: string;
  readonly testId: string;
  /** The moves offered, main one first; each shows only with its permission. */
  readonly moves: readonly BatchKind[];
  readonly status: VoucherStatus | '';
}

export function BatchScreen({ config, active }: { config: BatchScreenConfig; active: boolean }) {
  const { api } = useServices();
  const screen = useListScreen({ active, status: config.status });
  const { list, selection, setSelection } = screen;
  const [viewing, setViewing] = useState<string | null>(null);
  const [report, setReport] = useState<BatchReport | null>(null);
  const [running, setRunning] = useState<BatchKind | null>(null);

  const ids = list.rows.map((r) => r.id);
  const chosen = selectedInOrder(selection, ids);
  const moves = config.moves.filter((kind) => screen.can(batchSpecs[kind].permission));

  const run = async (kind: BatchKind) => {
    if (chosen.length === 0) return;
    setRunning(kind);
    try {
      const result = await runBatch(api, kind, chosen);
      const described = describeBatch(kind, result, list.rows);
      if (described.refused.length > 0) setReport(described);
      else notifyDone(described.summary);
      setSelection(new Set(result.refused.map((r) => r.id)));
    } catch {
      // The request layer has already said why (notice or dialog); reload to show the truth.
    } finally {
      setRunning(null);
    }
    await list.reload();
  };

  const open = useCallback((row: VoucherListRow) => setViewing(row.id), []);
  const frame = useVoucherFrame(screen, open);

  return (
    <>
      <ListFrame
        title={config.title}
        subtitle={config.subtitle}
        testId={config.testId}
        toolbar={
          <>
            <Button size="xs" variant="default" onClick={() => void list.reload()} loading={list.loading}>
              刷新
            </Button>
            {moves.map((kind, index) => {
              const count = eligibleCount(kind, list.rows, chosen);
              return (
                <Button
                  key={kind}
                  size="xs"
                  variant={index === 0 ? 'filled' : 'default'}
                  disabled={chosen.length === 0 || (running !== null && running !== kind)}
                  loading={running === kind}
                  onClick={() => void run(kind)}
                  title={
                    chosen.length > 0 && count < chosen.length
                      ? `选中的凭证中有 ${chosen.length - count} 张不是「${statusLabel[batchSpecs[kind].from]}」，提交后会列出原因`
                      : undefined
                  }
                >
                  {batchSpecs[kind].label}
                  {chosen.length > 0 ? `（${count}）` : ''}
                </Button>
              );
            })}
          </>
        }
        {...frame}
      />
      <VoucherViewDialog voucherId={viewing} onClose={() => setViewing(null)} />
      <BatchResultDialog report={report} onClose={() => setReport(null)} />
    </>
  );
}
