// A generated voucher previewed before it is saved (期末结转, 自动凭证): the carry-forward's part
// totals, and the lines as they will be saved (摘要, 科目, 部门/辅助核算, 借方, 贷方) with their totals.
import { Table, Text } from '@mantine/core';
import { partLabels } from '../../core/carry-forward';
import type { CarryEntryView, CarryForwardPreview } from '../../core/contracts/carry-forward';
import { formatMoney, type Money } from '../../core/money';

const num = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
const money = (v: string) => (v === '' ? '' : formatMoney(v));

export function PartTotals({ preview }: { preview: CarryForwardPreview }) {
  if (preview.parts.length === 0) return null;
  return (
    <Table withTableBorder withColumnBorders verticalSpacing={4} fz="sm" aria-label="结转汇总" maw={760}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={120}>资金性质</Table.Th>
          <Table.Th w={110}>结转科目</Table.Th>
          <Table.Th style={num}>收入</Table.Th>
          <Table.Th style={num}>支出</Table.Th>
          <Table.Th style={num}>收支差额</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {preview.parts.map((p) => (
          <Table.Tr key={p.part}>
            <Table.Td>{partLabels[p.part]}</Table.Td>
            <Table.Td>{p.target}</Table.Td>
            <Table.Td style={num}>{formatMoney(p.income)}</Table.Td>
            <Table.Td style={num}>{formatMoney(p.expense)}</Table.Td>
            <Table.Td style={num} fw={600}>
              {formatMoney(p.net)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function CarryLines({
  entries,
  total,
  label = '结转凭证分录',
}: {
  entries: readonly CarryEntryView[];
  total: Money;
  label?: string;
}) {
  if (entries.length === 0) return null;
  return (
    <Table
      withTableBorder
      withColumnBorders
      striped
      verticalSpacing={3}
      fz="sm"
      aria-label={label}
      data-testid="carry-lines"
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={200}>摘要</Table.Th>
          <Table.Th>会计科目</Table.Th>
          <Table.Th w={200}>部门 / 辅助核算</Table.Th>
          <Table.Th w={140} style={num}>
            借方金额
          </Table.Th>
          <Table.Th w={140} style={num}>
            贷方金额
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map((e, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines are an ordered list without ids
          <Table.Tr key={i}>
            <Table.Td>{e.summary}</Table.Td>
            <Table.Td>
              {e.code} {e.name}
            </Table.Td>
            <Table.Td c="dimmed">
              {[e.departmentName ? `部门：${e.departmentName}` : '', e.auxLabel].filter(Boolean).join('，')}
            </Table.Td>
            <Table.Td style={num}>{money(e.debitAmount)}</Table.Td>
            <Table.Td style={num}>{money(e.creditAmount)}</Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr fw={600}>
          <Table.Td colSpan={3}>
            <Text size="sm" fw={600}>
              合计（{entries.length} 行）
            </Text>
          </Table.Td>
          <Table.Td style={num}>{formatMoney(total)}</Table.Td>
          <Table.Td style={num}>{formatMoney(total)}</Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
