// 银行存款余额调节表 (reconciliations/bank-balance-adjustment): on the chosen day, the book's and the
// bank's balances, each adjusted by the other side's outstanding items, in the standard form, with
// the items behind the figures. 导出Excel writes both; 打印 prints the form. Reads offline from the
// last answer with its time.
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { reconciliationContracts as c } from '../../core/contracts/reconciliation';
import { toCalendarDate } from '../../core/rules/dates';
import { useReport } from '../../ui/data/use-report';
import { safeFileName, saveWorkbook, workbookBytes } from '../../ui/excel';
import { ListTable, printList } from '../../ui/list';
import { fillListSheet } from '../../ui/list/xlsx';
import { PageHeader } from '../../ui/PageHeader';
import type { ScreenProps } from '../../ui/screen-types';
import { AccountBar, accountLabel } from './AccountBar';
import { outstandingColumns } from './outstanding-columns';
import { ReconDateInput } from './ReconDateInput';
import { formColumns, formRows, StandardForm } from './StandardForm';
import { useChosenAccount, useReconAccounts, useReconDone } from './use-recon';

export function AdjustmentScreen({ route }: ScreenProps) {
  const { accounts } = useReconAccounts();
  const { account, choose } = useChosenAccount(accounts);
  const [asOf, setAsOf] = useState(() => toCalendarDate(new Date()));
  const confirmed = account?.confirmedAt != null;
  const read = useReport(
    c.adjustment,
    account && confirmed ? { subjectCode: account.subjectCode, asOf } : null,
  );
  useReconDone(read.refresh);
  const view = read.data;
  const [busy, setBusy] = useState(false);

  const title = (name: string) => `${name}（${view ? accountLabel(view.account) : ''} ${view?.asOf ?? ''}）`;
  const exportIt = async () => {
    if (!view) return;
    setBusy(true);
    try {
      const filterLine = `对账科目：${accountLabel(view.account)}　银行账号：${view.account.bankAccountNo || '—'}　截止日期：${view.asOf}　${view.statement.balanced ? '平衡' : `不平衡，相差 ${view.statement.difference}`}`;
      const bytes = await workbookBytes((book) => {
        fillListSheet(book, {
          title: '银行存款余额调节表',
          filterLine,
          columns: formColumns,
          rows: formRows(view.statement),
        });
        fillListSheet(book, {
          title: '未达账项明细',
          filterLine,
          columns: outstandingColumns,
          rows: view.items,
        });
      });
      const name = safeFileName(`银行存款余额调节表_${view.account.subjectCode}_${view.asOf}`);
      saveWorkbook(bytes, name);
      notifications.show({ color: 'green', message: `已导出 ${name}`, autoClose: 3000 });
    } finally {
      setBusy(false);
    }
  };
  const printIt = () => {
    if (!view) return;
    printList(
      {
        title: '银行存款余额调节表',
        filterLine: `对账科目：${accountLabel(view.account)}　截止日期：${view.asOf}　单位：元`,
        columns: formColumns,
        rows: formRows(view.statement),
      },
      (r) => r.key,
    );
  };

  return (
    <Stack gap="sm" p="sm" data-testid="adjustment-screen">
      <PageHeader
        title={route.title}
        subtitle={account ? accountLabel(account) : undefined}
        actions={
          <>
            <Button size="xs" variant="default" onClick={read.refresh}>
              刷新
            </Button>
            <Button
              size="xs"
              variant="default"
              onClick={() => void exportIt()}
              loading={busy}
              disabled={!view}
            >
              导出Excel
            </Button>
            <Button size="xs" variant="default" onClick={printIt} disabled={!view}>
              打印
            </Button>
          </>
        }
      />
      <AccountBar accounts={accounts} account={account} onChoose={choose} cachedAt={read.cachedAt}>
        <ReconDateInput label="截止日期" value={asOf} onChange={setAsOf} />
      </AccountBar>
      {account && !confirmed && (
        <Alert color="orange" p={8}>
          <Text size="sm">该科目的对账期初尚未确认，确认后才能编制余额调节表。</Text>
        </Alert>
      )}
      {read.error && !view ? (
        <Text size="sm" c="red">
          {read.error instanceof Error ? read.error.message : '读取失败'}
        </Text>
      ) : null}
      {view && (
        <>
          {view.staleMatches > 0 && (
            <Alert color="orange" p={8}>
              <Text size="sm">
                有 {view.staleMatches}{' '}
                组勾对因凭证修改或删除已失效，其记录按未达账项计算；下次对账操作时自动清除。
              </Text>
            </Alert>
          )}
          <StandardForm statement={view.statement} caption={title('银行存款余额调节表')} />
          <Group justify="space-between">
            <Text fw={600} size="sm">
              未达账项明细
            </Text>
            <Text size="xs" c="dimmed">
              共 {view.items.length} 笔
            </Text>
          </Group>
          <ListTable
            label="未达账项明细"
            columns={outstandingColumns}
            rows={view.items}
            rowKey={(l) => `${l.side}:${l.key}`}
            loading={false}
            noun="未达账项"
            unit="笔"
            emptyText="没有未达账项"
          />
        </>
      )}
    </Stack>
  );
}
