// The twelve months of the year on the month-end screens, with what closed each one; beside it
// the rules 结账 and 反结账 follow, so nobody has to guess why a button refuses.
import { Badge, Group, List, Paper, Table, Text } from '@mantine/core';
import { formatDateTime, formatMonth, personName } from '../../../ui/voucher/voucher-format';
import classes from './month-end.module.css';
import type { MonthMark } from './periods';
import type { PeriodView } from './types';

const markBadge: Readonly<Record<MonthMark, { color: string; label: string }>> = {
  closed: { color: 'teal', label: '已结账' },
  latest: { color: 'orange', label: '可反结账' },
  next: { color: 'blue', label: '待结账' },
  open: { color: 'gray', label: '未结账' },
};

export interface PeriodTableProps {
  months: readonly PeriodView[];
  markOf(month: PeriodView): MonthMark;
  error: string | null;
  mode: 'close' | 'reopen';
}

function Rules({ mode }: { mode: 'close' | 'reopen' }) {
  return (
    <Paper withBorder radius="sm" p="sm" className={classes.rules}>
      <Text size="sm" fw={600} mb={6} c="#1d2b42">
        {mode === 'close' ? '结账条件' : '反结账说明'}
      </Text>
      {mode === 'close' ? (
        <List size="xs" spacing={4} c="#4a5568" type="ordered">
          <List.Item>本月凭证已全部审核并记账；</List.Item>
          <List.Item>各凭证字的凭证号连续（有断号请先到「凭证整理」）；</List.Item>
          <List.Item>之前有凭证的月份均已结账，之前没有凭证的月份随本月一并结账。</List.Item>
          <List.Item>结账后该月不能再录入、修改、审核或记账凭证。</List.Item>
        </List>
      ) : (
        <List size="xs" spacing={4} c="#4a5568" type="ordered">
          <List.Item>只能反结账最近结账的月份，需要更早的月份时请逐月反结账；</List.Item>
          <List.Item>反结账后该月可以反记账、修改凭证，完成后请重新结账。</List.Item>
        </List>
      )}
    </Paper>
  );
}

export function PeriodTable({ months, markOf, error, mode }: PeriodTableProps) {
  return (
    <Group align="flex-start" gap="sm" wrap="nowrap">
      <div className={classes.tableFrame}>
        <Table layout="fixed" verticalSpacing={6} horizontalSpacing={10} fz="sm" aria-label="会计期间">
          <Table.Thead className={classes.head}>
            <Table.Tr>
              <Table.Th style={{ width: 150 }}>会计期间</Table.Th>
              <Table.Th style={{ width: 110 }}>状态</Table.Th>
              <Table.Th style={{ width: 170 }}>结账时间</Table.Th>
              <Table.Th>结账人</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {error && (
              <Table.Tr>
                <Table.Td colSpan={4} c="red.8" ta="center" py="md">
                  {error}
                </Table.Td>
              </Table.Tr>
            )}
            {!error &&
              months.map((p) => {
                const mark = markOf(p);
                // A month closed together with a later one has no time or person of its own.
                const implied = p.closed && p.closedAt === null;
                return (
                  <Table.Tr
                    key={p.month}
                    data-testid={`period-${p.month}`}
                    data-mark={mark}
                    className={classes[mark]}
                  >
                    <Table.Td className={classes.num}>{formatMonth(p.year, p.month)}</Table.Td>
                    <Table.Td>
                      <Badge size="sm" radius="xs" variant="light" color={markBadge[mark].color}>
                        {markBadge[mark].label}
                      </Badge>
                    </Table.Td>
                    <Table.Td className={classes.num}>{implied ? '—' : formatDateTime(p.closedAt)}</Table.Td>
                    <Table.Td>
                      {implied ? (
                        <Text span size="xs" c="dimmed">
                          无凭证，随后续月份一并结账
                        </Text>
                      ) : (
                        personName(p.closedBy)
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
          </Table.Tbody>
        </Table>
      </div>
      <Rules mode={mode} />
    </Group>
  );
}
