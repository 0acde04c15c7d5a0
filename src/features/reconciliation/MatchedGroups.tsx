// The matched groups (已勾对) under the reconciliation workspace: what was paired with what, how
// and by whom; ticked groups can be undone (取消勾对).
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import type { MatchView } from '../../core/contracts/reconciliation';
import { describeSigned } from '../../core/reconciliation/matching';
import {
  emptySelection,
  keptAtLabel,
  type ListColumn,
  ListTable,
  type Selection,
  selectedInOrder,
} from '../../ui/list';

const ruleName = { settleNo: '自动·结算号', date: '自动·日期', manual: '手工' } as const;

const describe = (items: readonly { date: string; summary: string }[]) =>
  items.map((i) => `${i.date} ${i.summary}`).join('；');

const columns: ListColumn<MatchView>[] = [
  { key: 'rule', title: '勾对方式', width: 96, value: (m) => ruleName[m.rule] },
  { key: 'amount', title: '金额', width: 120, align: 'right', value: (m) => describeSigned(m.amount) },
  { key: 'book', title: '单位日记账', value: (m) => describe(m.book), truncate: true },
  { key: 'bank', title: '银行对账单', value: (m) => describe(m.bank), truncate: true },
  { key: 'by', title: '勾对人', width: 72, value: (m) => m.matchedBy },
  { key: 'at', title: '勾对时间', width: 130, value: (m) => keptAtLabel(Date.parse(m.matchedAt)) },
];

export function MatchedGroups({
  matches,
  loading,
  onUnmatch,
}: {
  matches: readonly MatchView[];
  loading: boolean;
  onUnmatch?: (ids: number[]) => void;
}) {
  const [ticks, setTicks] = useState<Selection>(emptySelection);
  const ids = selectedInOrder(
    ticks,
    matches.map((m) => String(m.id)),
  ).map(Number);
  return (
    <div>
      <Group justify="space-between" mb={4}>
        <Text fw={600} size="sm">
          已勾对（未核销）
        </Text>
        {onUnmatch && (
          <Button
            size="xs"
            variant="default"
            disabled={ids.length === 0}
            onClick={() => {
              onUnmatch(ids);
              setTicks(emptySelection);
            }}
          >
            取消勾对
          </Button>
        )}
      </Group>
      <ListTable
        label="已勾对的记录"
        columns={columns}
        rows={matches}
        rowKey={(m) => String(m.id)}
        loading={loading}
        selection={onUnmatch ? ticks : undefined}
        onSelectionChange={setTicks}
        rowLabel={(m) => `勾对 ${describeSigned(m.amount)}`}
        noun="勾对"
        unit="组"
        emptyText="还没有勾对的记录"
      />
    </div>
  );
}
