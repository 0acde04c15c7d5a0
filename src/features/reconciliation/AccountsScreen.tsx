// 指定对账科目 (specify-current-account): the end-level bank subjects (102xx) of the chart and which
// take part in reconciliation, each with its bank account (a statement naming another account is
// refused) and bank. An account with a statement or a confirmed opening stays.
import { Badge, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import {
  type BankSubject,
  reconciliationContracts as c,
  type ReconAccount,
} from '../../core/contracts/reconciliation';
import { P } from '../../core/permissions/keys';
import { useReport } from '../../ui/data/use-report';
import { openConfirmDialog } from '../../ui/dialogs';
import { type ListColumn, ListFrame, usePagedRows } from '../../ui/list';
import type { ScreenProps } from '../../ui/screen-types';
import { useCan, useLedgerReady, useReconAccounts, useReconDone, useReconWrite } from './use-recon';

interface Row extends BankSubject {
  account: ReconAccount | null;
}

function AccountForm({ row, onClose }: { row: Row; onClose(): void }) {
  const [accountNo, setAccountNo] = useState(row.account?.bankAccountNo ?? '');
  const [bankName, setBankName] = useState(row.account?.bankName ?? '');
  const { run, busy } = useReconWrite();
  const problem = /^[\d\s-]*$/.test(accountNo)
    ? accountNo.replace(/\D/g, '').length > 40
      ? '银行账号不能超过 40 位'
      : null
    : '银行账号只能由数字组成';
  const save = async () => {
    if (problem) return;
    const answer = await run<ReconAccount>({
      path: c.saveAccount.path,
      body: { subjectCode: row.code, bankAccountNo: accountNo.trim(), bankName: bankName.trim() },
      label: `指定对账科目 ${row.code} ${row.name}`,
      entityId: `account:${row.code}`,
      done: () => `${row.code} ${row.name} 已指定为对账科目`,
    });
    if (answer) onClose();
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={<Text fw={600}>{row.account ? '修改对账科目' : '指定对账科目'}</Text>}
      size={460}
    >
      <Stack gap="sm">
        <Text size="sm">
          科目：{row.code} {row.fullName}
        </Text>
        <TextInput
          size="xs"
          label="银行账号"
          placeholder="导入对账单时核对账号（可不填）"
          value={accountNo}
          onChange={(e) => setAccountNo(e.currentTarget.value)}
          error={problem}
          maxLength={50}
          data-autofocus
        />
        <TextInput
          size="xs"
          label="开户银行"
          value={bankName}
          onChange={(e) => setBankName(e.currentTarget.value)}
          maxLength={60}
        />
        <Group justify="flex-end" gap="xs">
          <Button size="xs" variant="default" onClick={onClose}>
            取消
          </Button>
          <Button size="xs" onClick={() => void save()} loading={busy} disabled={problem !== null}>
            保存
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function AccountsScreen({ route }: ScreenProps) {
  const subjects = useReport(c.bankSubjects, useLedgerReady() ? {} : null);
  const { read: accountsRead, accounts } = useReconAccounts();
  useReconDone(() => {
    subjects.refresh();
    accountsRead.refresh();
  });
  const [editing, setEditing] = useState<Row | null>(null);
  const { run } = useReconWrite();
  const can = useCan();
  const rows = useMemo<Row[]>(
    () =>
      (subjects.data ?? []).map((s) => ({
        ...s,
        account: accounts.find((a) => a.subjectCode === s.code) ?? null,
      })),
    [subjects.data, accounts],
  );
  const source = usePagedRows(rows, {
    loading: subjects.loading && !subjects.data,
    cachedAt: subjects.cachedAt,
  });
  const writable = can(P.reconciliation.subject);
  const remove = async (row: Row) => {
    const yes = await openConfirmDialog({
      title: '取消指定',
      message: `${row.code} ${row.name} 不再参与银行对账？`,
      confirmLabel: '取消指定',
    });
    if (!yes) return;
    await run({
      path: c.removeAccount.path,
      body: { subjectCode: row.code },
      label: `取消对账科目 ${row.code} ${row.name}`,
      done: () => '已取消该科目的银行对账',
    });
  };
  const columns: ListColumn<Row>[] = [
    { key: 'code', title: '科目编码', width: 96, value: (r) => r.code },
    { key: 'name', title: '科目名称', width: 180, value: (r) => r.fullName },
    {
      key: 'state',
      title: '银行对账',
      width: 90,
      value: (r) => (r.account ? '参与' : '不参与'),
      render: (r) => (
        <Badge size="xs" radius="sm" variant="light" color={r.account ? 'teal' : 'gray'}>
          {r.account ? '参与' : '不参与'}
        </Badge>
      ),
    },
    { key: 'accountNo', title: '银行账号', width: 190, value: (r) => r.account?.bankAccountNo ?? '' },
    { key: 'bank', title: '开户银行', value: (r) => r.account?.bankName ?? '', truncate: true },
    { key: 'start', title: '启用日期', width: 96, value: (r) => r.account?.startDate ?? '' },
    {
      key: 'confirmed',
      title: '期初',
      width: 70,
      value: (r) => (r.account ? (r.account.confirmedAt ? '已确认' : '未确认') : ''),
    },
  ];
  return (
    <>
      <ListFrame
        testId="accounts-screen"
        title={route.title}
        source={source}
        columns={columns}
        rowKey={(r) => r.code}
        noun="银行科目"
        unit="个"
        emptyText="科目表中没有银行存款（102）下的末级科目"
        actionsWidth={140}
        actions={
          writable
            ? (r) => (
                <Group gap={4} wrap="nowrap">
                  <Button size="compact-xs" variant="subtle" onClick={() => setEditing(r)}>
                    {r.account ? '修改' : '指定'}
                  </Button>
                  {r.account && r.account.statementLines === 0 && !r.account.confirmedAt && (
                    <Button size="compact-xs" variant="subtle" color="red" onClick={() => void remove(r)}>
                      取消指定
                    </Button>
                  )}
                </Group>
              )
            : undefined
        }
      />
      {editing && <AccountForm row={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
