// 对账启用日期 (reconciliation-date): the day each reconciled account's reconciliation starts. The
// 调整前余额 of both sides are the balances at the end of the day before; statement lines before
// it are refused. Fixed once the opening is confirmed.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { reconciliationContracts as c, type ReconAccount } from '../../core/contracts/reconciliation';
import { P } from '../../core/permissions/keys';
import { isValidAccountingDate, toCalendarDate } from '../../core/rules/dates';
import { AccountingDateInput } from '../../ui/AccountingDateInput';
import { type ListColumn, ListFrame, usePagedRows } from '../../ui/list';
import type { ScreenProps } from '../../ui/screen-types';
import { accountLabel } from './AccountBar';
import { useCan, useReconAccounts, useReconDone, useReconWrite } from './use-recon';

function DateForm({ account, onClose }: { account: ReconAccount; onClose(): void }) {
  const [date, setDate] = useState<string | null>(
    account.startDate ?? `${toCalendarDate(new Date()).slice(0, 7)}-01`,
  );
  const { run, busy } = useReconWrite();
  const valid = date !== null && isValidAccountingDate(date);
  const save = async () => {
    if (!valid) return;
    const answer = await run<ReconAccount>({
      path: c.setStartDate.path,
      body: { subjectCode: account.subjectCode, startDate: date, version: account.version },
      label: `设置对账启用日期 ${accountLabel(account)} ${date}`,
      entityId: `start:${account.subjectCode}`,
      done: () => `对账启用日期已设为 ${date}`,
    });
    if (answer) onClose();
  };
  return (
    <Modal opened onClose={onClose} title={<Text fw={600}>对账启用日期</Text>} size={420}>
      <Stack gap="sm">
        <Text size="sm">{accountLabel(account)}</Text>
        <AccountingDateInput size="xs" label="启用日期" value={date} onChange={setDate} data-autofocus />
        <Text size="xs" c="dimmed">
          启用日期前一天的余额为“调整前余额”；早于启用日期的银行对账单不能导入。
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button size="xs" variant="default" onClick={onClose}>
            取消
          </Button>
          <Button size="xs" onClick={() => void save()} loading={busy} disabled={!valid}>
            保存
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function StartDateScreen({ route }: ScreenProps) {
  const { read, accounts } = useReconAccounts();
  useReconDone(read.refresh);
  const [editing, setEditing] = useState<ReconAccount | null>(null);
  const can = useCan();
  const source = usePagedRows(accounts, { loading: read.loading && !read.data, cachedAt: read.cachedAt });
  const columns: ListColumn<ReconAccount>[] = [
    { key: 'account', title: '对账科目', width: 200, value: (a) => accountLabel(a) },
    { key: 'accountNo', title: '银行账号', width: 190, value: (a) => a.bankAccountNo },
    { key: 'start', title: '对账启用日期', width: 110, value: (a) => a.startDate ?? '未设置' },
    { key: 'state', title: '期初', value: (a) => (a.confirmedAt ? '已确认（不能修改启用日期）' : '未确认') },
  ];
  return (
    <>
      <ListFrame
        testId="start-date-screen"
        title={route.title}
        source={source}
        columns={columns}
        rowKey={(a) => a.subjectCode}
        noun="对账科目"
        unit="个"
        emptyText="尚未指定对账科目"
        actions={
          can(P.reconciliation.startDate)
            ? (a) => (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  disabled={a.confirmedAt !== null}
                  onClick={() => setEditing(a)}
                >
                  设置
                </Button>
              )
            : undefined
        }
      />
      {editing && <DateForm account={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
