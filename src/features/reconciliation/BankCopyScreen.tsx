// 银行对账单 (reconciliations/bank-copy): the statement lines of the chosen account with their match
// state; 导入 a bank's file, 删除 unmatched imported lines (a wrong file). Reads offline from the last
// answer; imports and deletions go through the outbox.
import { Box, Button, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import {
  type BankLine,
  reconciliationContracts as c,
  type ReconAccount,
} from '../../core/contracts/reconciliation';
import { sum } from '../../core/money';
import { P } from '../../core/permissions/keys';
import { useReport } from '../../ui/data/use-report';
import { openConfirmDialog } from '../../ui/dialogs';
import { ListFrame, selectedInOrder, useListState, usePagedRows } from '../../ui/list';
import type { ScreenProps } from '../../ui/screen-types';
import { AccountBar, accountLabel } from './AccountBar';
import { ImportDialog } from './ImportDialog';
import { type LineFilter, LineFilterFields, lineFilterLine, lineQuery, startLineFilter } from './LineFilters';
import { bankColumns } from './line-columns';
import { useCan, useChosenAccount, useReconAccounts, useReconDone, useReconWrite } from './use-recon';

export function BankCopyScreen({ route }: ScreenProps) {
  const { read: accountsRead, accounts } = useReconAccounts();
  const { account, choose } = useChosenAccount(accounts);
  const state = useListState<LineFilter>({ start: startLineFilter });
  const applied = state.applied ?? startLineFilter;
  const read = useReport(c.bankLines, account ? lineQuery(account.subjectCode, applied) : null);
  // The account the dialog imports into, fixed when it opens (a refresh of the list must not close it).
  const [importFor, setImportFor] = useState<ReconAccount | null>(null);
  const can = useCan();
  const { run, busy } = useReconWrite();
  useReconDone(() => {
    read.refresh();
    accountsRead.refresh();
  });
  const lines = read.data?.lines ?? [];
  const source = usePagedRows(lines, {
    loading: read.loading && !read.data,
    cachedAt: read.cachedAt,
    queryKey: [account?.subjectCode, applied],
  });
  const totals = useMemo<BankLine | undefined>(() => {
    if (lines.length === 0) return undefined;
    return {
      id: 0,
      date: '合计',
      time: '',
      summary: `共 ${lines.length} 笔`,
      remark: '',
      counterparty: '',
      counterpartyAccount: '',
      settleNo: '',
      serial: '',
      receipt: sum(lines.map((l) => l.receipt)),
      payment: sum(lines.map((l) => l.payment)),
      balance: null,
      amount: sum(lines.map((l) => l.amount)),
      opening: false,
      matchId: null,
      matchRule: null,
      writtenOff: false,
    };
  }, [lines]);

  const remove = async () => {
    if (!account) return;
    const ids = selectedInOrder(
      state.selection,
      source.rows.map((l) => String(l.id)),
    ).map(Number);
    if (ids.length === 0) return;
    const yes = await openConfirmDialog({
      title: '删除对账单记录',
      message: `删除所选的 ${ids.length} 条对账单记录？已勾对的记录不能删除。`,
      tone: 'error',
      confirmLabel: '删除',
    });
    if (!yes) return;
    const answer = await run<{ deleted: number }>({
      path: c.deleteStatementLines.path,
      body: { subjectCode: account.subjectCode, ids },
      label: `删除银行对账单记录 ${ids.length} 条（${accountLabel(account)}）`,
      done: (a) => `已删除 ${a.deleted} 条对账单记录`,
    });
    if (answer) state.setSelection(new Set());
  };

  const writable = can(P.reconciliation.bankStatement);
  return (
    <Stack gap={0} data-testid="bank-copy-screen">
      <Box px="sm" pt="sm">
        <AccountBar accounts={accounts} account={account} onChoose={choose} cachedAt={null} />
      </Box>
      {account ? (
        <ListFrame
          title={route.title}
          subtitle={accountLabel(account)}
          source={source}
          columns={bankColumns}
          rowKey={(l) => String(l.id)}
          noun="对账单"
          unit="笔"
          totals={totals}
          filters={<LineFilterFields value={state.draft ?? startLineFilter} onChange={state.setDraft} />}
          onSearch={() => void state.search(read.refresh)}
          onReset={state.reset}
          filterLine={`${accountLabel(account)}　${lineFilterLine(applied)}`}
          selection={writable ? state.selection : undefined}
          onSelectionChange={state.setSelection}
          rowLabel={(l) => `${l.date} ${l.summary}`}
          toolbar={
            writable && (
              <>
                <Button size="xs" onClick={() => setImportFor(account)} disabled={!account.startDate}>
                  导入对账单
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  color="red"
                  onClick={() => void remove()}
                  disabled={state.selection.size === 0}
                  loading={busy}
                >
                  删除
                </Button>
              </>
            )
          }
        />
      ) : (
        <Text size="sm" c="dimmed" p="sm">
          尚未指定对账科目：请先在“指定对账科目”中指定银行存款科目。
        </Text>
      )}
      {importFor && <ImportDialog account={importFor} opened onClose={() => setImportFor(null)} />}
      {accountsRead.error && !accountsRead.data ? (
        <Text size="sm" c="red">
          读取对账科目失败
        </Text>
      ) : null}
    </Stack>
  );
}
