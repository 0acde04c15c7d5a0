// 核销处理 (accounts-handle): closes the matched groups whose items are all dated up to a day, so the
// daily lists carry only what is still open; the latest 核销 can be undone. Through the outbox.
import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { reconciliationContracts as c, type WriteOffBatch } from '../../core/contracts/reconciliation';
import { P } from '../../core/permissions/keys';
import { toCalendarDate } from '../../core/rules/dates';
import { useReport } from '../../ui/data/use-report';
import { openConfirmDialog } from '../../ui/dialogs';
import { keptAtLabel, type ListColumn, ListFrame, usePagedRows } from '../../ui/list';
import type { ScreenProps } from '../../ui/screen-types';
import { AccountBar, accountLabel } from './AccountBar';
import { ReconDateInput } from './ReconDateInput';
import { useCan, useChosenAccount, useReconAccounts, useReconDone, useReconWrite } from './use-recon';

const columns: ListColumn<WriteOffBatch>[] = [
  { key: 'dateTo', title: '核销截止日期', width: 110, value: (b) => b.dateTo },
  { key: 'matches', title: '核销组数', width: 90, kind: 'count', value: (b) => b.matches },
  { key: 'by', title: '核销人', width: 90, value: (b) => b.by },
  { key: 'at', title: '核销时间', value: (b) => keptAtLabel(Date.parse(b.at)) },
];

export function WriteOffScreen({ route }: ScreenProps) {
  const { accounts } = useReconAccounts();
  const { account, choose } = useChosenAccount(accounts);
  const [dateTo, setDateTo] = useState(() => toCalendarDate(new Date()));
  const confirmed = account?.confirmedAt != null;
  const batches = useReport(c.writeOffs, account ? { subjectCode: account.subjectCode } : null);
  const matches = useReport(
    c.matches,
    account && confirmed ? { subjectCode: account.subjectCode, writtenOff: false } : null,
  );
  useReconDone(() => {
    batches.refresh();
    matches.refresh();
  });
  const { run, busy } = useReconWrite();
  const can = useCan();
  const due = useMemo(
    () => (matches.data ?? []).filter((m) => [...m.book, ...m.bank].every((l) => l.date <= dateTo)).length,
    [matches.data, dateTo],
  );
  const rows = batches.data ?? [];
  const source = usePagedRows(rows, {
    loading: batches.loading && !batches.data,
    cachedAt: batches.cachedAt,
  });
  const writable = can(P.reconciliation.writeOff) && confirmed;

  const writeOff = async () => {
    if (!account) return;
    const yes = await openConfirmDialog({
      title: '核销',
      message: `核销 ${accountLabel(account)} 截至 ${dateTo} 的 ${due} 组已勾对记录？核销后不再出现在日常列表中，且不能取消勾对。`,
      confirmLabel: '核销',
    });
    if (!yes) return;
    await run<WriteOffBatch>({
      path: c.writeOff.path,
      body: { subjectCode: account.subjectCode, dateTo },
      label: `核销 ${accountLabel(account)} 截至 ${dateTo}`,
      done: (b) => `已核销 ${b.matches} 组勾对记录`,
    });
  };
  const cancel = async (batch: WriteOffBatch) => {
    if (!account) return;
    const yes = await openConfirmDialog({
      title: '取消核销',
      message: `取消 ${keptAtLabel(Date.parse(batch.at))} 的核销（截至 ${batch.dateTo}，${batch.matches} 组）？`,
      confirmLabel: '取消核销',
    });
    if (!yes) return;
    await run<{ restored: number }>({
      path: c.cancelWriteOff.path,
      body: { subjectCode: account.subjectCode, batchId: batch.id },
      label: `取消核销 ${accountLabel(account)} 截至 ${batch.dateTo}`,
      done: (a) => `已取消核销，恢复 ${a.restored} 组勾对记录`,
    });
  };

  return (
    <Stack gap={0} data-testid="write-off-screen">
      <Box px="sm" pt="sm">
        <AccountBar accounts={accounts} account={account} onChoose={choose}>
          <ReconDateInput label="核销截止日期" value={dateTo} onChange={setDateTo} />
          <Group gap={6}>
            <Text size="xs" c="dimmed">
              可核销 {confirmed ? due : 0} 组
            </Text>
            {can(P.reconciliation.writeOff) && (
              <Button
                size="xs"
                onClick={() => void writeOff()}
                loading={busy}
                disabled={!writable || due === 0}
              >
                核销
              </Button>
            )}
          </Group>
        </AccountBar>
      </Box>
      {account && (
        <ListFrame
          title={`${route.title}记录`}
          subtitle={accountLabel(account)}
          source={source}
          columns={columns}
          rowKey={(b) => String(b.id)}
          noun="核销记录"
          unit="次"
          emptyText="还没有核销记录"
          actions={
            writable
              ? (b) =>
                  b.id === rows[0]?.id ? (
                    <Button size="compact-xs" variant="subtle" onClick={() => void cancel(b)}>
                      取消核销
                    </Button>
                  ) : null
              : undefined
          }
        />
      )}
    </Stack>
  );
}
