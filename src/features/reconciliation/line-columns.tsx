// The columns of the two sides' lines, shared by the lists and the reconciliation workspace.
import { Badge } from '@mantine/core';
import type { BankLine, BookLine } from '../../core/contracts/reconciliation';
import type { ListColumn } from '../../ui/list';

const ruleLabel = { settleNo: '自动（结算号）', date: '自动（金额日期）', manual: '手工' } as const;

export function matchState(line: Pick<BankLine, 'matchId' | 'matchRule' | 'writtenOff'>): string {
  if (line.writtenOff) return '已核销';
  if (line.matchId === null || line.matchRule === null) return '未勾对';
  return `已勾对·${ruleLabel[line.matchRule]}`;
}

function StateBadge({ line }: { line: Pick<BankLine, 'matchId' | 'matchRule' | 'writtenOff'> }) {
  const text = matchState(line);
  const color = line.writtenOff ? 'gray' : line.matchId === null ? 'orange' : 'teal';
  return (
    <Badge size="xs" radius="sm" variant="light" color={color}>
      {text}
    </Badge>
  );
}

export const bankColumns: ListColumn<BankLine>[] = [
  { key: 'date', title: '交易日期', width: 92, value: (l) => l.date },
  {
    key: 'summary',
    title: '摘要',
    width: 170,
    value: (l) => (l.opening ? `［期初］${l.summary}` : l.summary),
    truncate: true,
  },
  { key: 'counterparty', title: '对方户名', value: (l) => l.counterparty, truncate: true },
  { key: 'settleNo', title: '结算号', width: 96, value: (l) => l.settleNo },
  {
    key: 'receipt',
    title: '收入（贷方）',
    width: 118,
    kind: 'money',
    blankZero: true,
    value: (l) => l.receipt,
  },
  {
    key: 'payment',
    title: '支出（借方）',
    width: 118,
    kind: 'money',
    blankZero: true,
    value: (l) => l.payment,
  },
  { key: 'balance', title: '余额', width: 124, kind: 'money', value: (l) => l.balance ?? '' },
  {
    key: 'state',
    title: '勾对状态',
    width: 118,
    // The 合计 row (id 0) has no state.
    value: (l) => (l.id === 0 ? '' : matchState(l)),
    render: (l) => (l.id === 0 ? null : <StateBadge line={l} />),
  },
];

export const bookColumns: ListColumn<BookLine>[] = [
  { key: 'date', title: '日期', width: 92, value: (l) => l.date },
  { key: 'voucher', title: '凭证字号', width: 80, value: (l) => l.voucherLabel },
  { key: 'summary', title: '摘要', value: (l) => l.summary, truncate: true },
  { key: 'settleNo', title: '结算号', width: 96, value: (l) => l.settleNo },
  { key: 'debit', title: '借方（收入）', width: 118, kind: 'money', blankZero: true, value: (l) => l.debit },
  {
    key: 'credit',
    title: '贷方（支出）',
    width: 118,
    kind: 'money',
    blankZero: true,
    value: (l) => l.credit,
  },
  {
    key: 'status',
    title: '凭证状态',
    width: 76,
    value: (l) =>
      l.status === null
        ? '期初'
        : l.status === 'posted'
          ? '已记账'
          : l.status === 'audited'
            ? '已审核'
            : '未审核',
  },
  {
    key: 'state',
    title: '勾对状态',
    width: 118,
    value: (l) => (l.key === 'total' ? '' : matchState(l)),
    render: (l) => (l.key === 'total' ? null : <StateBadge line={l} />),
  },
];
