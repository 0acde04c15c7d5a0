// The month's proposed vouchers as a list to choose from: each with its amount and what stops it;
// a row opens to show its lines. 生成选中凭证 is the screen's; the rows that may not be generated
// cannot be ticked.
import { Badge, Checkbox, Table, Text, UnstyledButton } from '@mantine/core';
import { Fragment, useState } from 'react';
import type { CarryEntryView } from '../../core/contracts/carry-forward';
import { formatMoney, type Money } from '../../core/money';
import { CarryLines } from '../../ui/voucher/GeneratedLines';

export interface ProposalRow {
  id: string;
  title: string;
  source: string;
  entries: readonly CarryEntryView[];
  total: Money;
  /** Why it cannot be generated; null when it can. */
  refusal: string | null;
  /** What it already generated this month (凭证号 and status). */
  done: string | null;
}

const num = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;

export function ProposalTable({
  rows,
  selected,
  onSelect,
}: {
  rows: readonly ProposalRow[];
  selected: ReadonlySet<string>;
  onSelect: (id: string, on: boolean) => void;
}) {
  const [open, setOpen] = useState<string | null>(null);
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed" py="md" ta="center">
        本月没有可生成的自动凭证
      </Text>
    );
  }
  return (
    <Table
      withTableBorder
      withColumnBorders
      verticalSpacing={4}
      fz="sm"
      aria-label="自动凭证"
      data-testid="proposals"
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={44}>选择</Table.Th>
          <Table.Th>凭证</Table.Th>
          <Table.Th w={110}>来源</Table.Th>
          <Table.Th w={150} style={num}>
            金额
          </Table.Th>
          <Table.Th w={320}>状态</Table.Th>
          <Table.Th w={70}>分录</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Fragment key={r.id}>
            <Table.Tr>
              <Table.Td>
                <Checkbox
                  size="xs"
                  aria-label={`选择 ${r.title}`}
                  checked={selected.has(r.id)}
                  disabled={r.refusal !== null}
                  onChange={(e) => onSelect(r.id, e.currentTarget.checked)}
                />
              </Table.Td>
              <Table.Td>{r.title}</Table.Td>
              <Table.Td c="dimmed">{r.source}</Table.Td>
              <Table.Td style={num}>
                {r.refusal && r.entries.length === 0 ? '' : formatMoney(r.total)}
              </Table.Td>
              <Table.Td>
                {r.refusal ? (
                  <Text size="xs" c={r.done ? 'teal.8' : 'orange.8'}>
                    {r.refusal}
                  </Text>
                ) : (
                  <Badge size="sm" radius="sm" variant="light" color="blue">
                    可生成
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>
                {r.entries.length > 0 && (
                  <UnstyledButton
                    fz="sm"
                    c="blue.7"
                    aria-expanded={open === r.id}
                    onClick={() => setOpen(open === r.id ? null : r.id)}
                  >
                    {open === r.id ? '收起' : `${r.entries.length} 行`}
                  </UnstyledButton>
                )}
              </Table.Td>
            </Table.Tr>
            {open === r.id && (
              <Table.Tr>
                <Table.Td colSpan={6} bg="gray.0">
                  <CarryLines entries={r.entries} total={r.total} label={`${r.title} 分录`} />
                </Table.Td>
              </Table.Tr>
            )}
          </Fragment>
        ))}
      </Table.Tbody>
    </Table>
  );
}
