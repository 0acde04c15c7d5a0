// 借款余额 under the loan lists (issue 18 item 6): each loan paid out with what was offset by claims,
// repaid, and what is still owed, overdue ones first and in red. 我的借款 shows the user's own loans;
// 已审批借款 shows every loan of the ledger set to the finance office. The answer is read network
// first and kept, so the balances read offline with their time.
import { Badge, Group, Paper, SegmentedControl, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { type LoanView, reimbursementContracts } from '../../../core/contracts/reimbursement';
import { compare, formatMoney, sum } from '../../../core/money';
import { loanStatusLabels } from '../../../core/reimbursement/loans';
import { useReport } from '../../../ui/data/use-report';
import { type ListColumn, ListKeptNotice, ListTable } from '../../../ui/list';

type Shown = 'open' | 'overdue' | 'all';

const columns: ListColumn<LoanView>[] = [
  { key: 'no', title: '借款单号', width: 130, value: (l) => l.no },
  { key: 'borrower', title: '借款人', width: 80, value: (l) => l.borrowerName },
  { key: 'department', title: '部门', width: 100, value: (l) => l.departmentName, truncate: true },
  { key: 'reason', title: '事由', value: (l) => l.reason, truncate: true },
  { key: 'date', title: '借款日期', width: 96, value: (l) => l.date },
  { key: 'dueDate', title: '最迟还款日', width: 96, value: (l) => l.dueDate },
  { key: 'amount', title: '借款金额', width: 110, kind: 'money', value: (l) => l.amount },
  { key: 'offset', title: '已冲借款', width: 110, kind: 'money', value: (l) => l.offset },
  { key: 'repaid', title: '已还款', width: 110, kind: 'money', value: (l) => l.repaid },
  { key: 'outstanding', title: '余额', width: 110, kind: 'money', value: (l) => l.outstanding },
  {
    key: 'status',
    title: '状态',
    width: 72,
    value: (l) => loanStatusLabels[l.status],
    render: (l) =>
      l.status === 'overdue' ? (
        <Badge size="xs" color="red" variant="light">
          {loanStatusLabels.overdue}
        </Badge>
      ) : (
        loanStatusLabels[l.status]
      ),
  },
];

const order: Record<LoanView['status'], number> = { overdue: 0, open: 1, cleared: 2 };

export function LoanBalances({ borrower }: { borrower: 'me' | 'all' }) {
  const [shown, setShown] = useState<Shown>('open');
  const input = useMemo(() => ({ borrower }), [borrower]);
  const read = useReport(reimbursementContracts.loans, input);
  const rows = useMemo(
    () =>
      (read.data ?? [])
        .filter(
          (l) => shown === 'all' || (shown === 'overdue' ? l.status === 'overdue' : l.status !== 'cleared'),
        )
        .sort((a, b) => order[a.status] - order[b.status] || compare(b.outstanding, a.outstanding)),
    [read.data, shown],
  );
  const owed = sum(rows.map((l) => l.outstanding));
  return (
    <Paper withBorder p="xs" radius={4} data-testid="loan-balances">
      <Group justify="space-between" mb={6}>
        <Group gap="xs">
          <Text size="sm" fw={600}>
            借款余额
          </Text>
          <Text size="xs" c="dimmed">
            余额合计 <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatMoney(owed)}</span> 元
          </Text>
        </Group>
        <SegmentedControl
          size="xs"
          value={shown}
          onChange={(v) => setShown(v as Shown)}
          data={[
            { value: 'open', label: '未还清' },
            { value: 'overdue', label: '已逾期' },
            { value: 'all', label: '全部' },
          ]}
        />
      </Group>
      <ListKeptNotice cachedAt={read.cachedAt} />
      <ListTable
        columns={
          borrower === 'me' ? columns.filter((c) => c.key !== 'borrower' && c.key !== 'department') : columns
        }
        rows={rows}
        label="借款余额"
        rowKey={(l) => l.loanId}
        loading={read.loading}
        noun="借款"
        unit="笔"
        emptyText={shown === 'overdue' ? '没有逾期的借款' : '没有未还清的借款'}
      />
    </Paper>
  );
}
