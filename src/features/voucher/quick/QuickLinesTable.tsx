// The lines 经费快速录入 will save, as the voucher shows them: summary, subject, amounts right-aligned
// `1,234.56`, the totals with 人民币大写 underneath.
import { Table, Text } from '@mantine/core';
import { formatMoney } from '../../../core/money';
import { amountOf, type EntryLine, totalsOf, uppercaseOf } from '../../../ui/voucher/grid-model';
import { useOverflowAlert } from '../../../ui/voucher/use-overflow-alert';

const money = (text: string) => {
  const value = amountOf(text);
  return value === null ? '' : formatMoney(value);
};
const right = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;

function subjectText(line: EntryLine): string {
  const name = line.subjectFullName || line.subjectName;
  const aux = line.auxis
    .filter((a) => a.infoNo !== '')
    .map((a) => `${a.typeName}：${a.infoName || a.infoNo}`)
    .join('；');
  const base = name ? `${line.code} ${name}` : line.code;
  const dept = line.departmentName ? `部门：${line.departmentName}` : '';
  return [base, aux, dept].filter(Boolean).join('　');
}

export function QuickLinesTable({ lines }: { lines: readonly EntryLine[] }) {
  const totals = totalsOf(lines);
  const upper = uppercaseOf(totals.debit);
  useOverflowAlert(upper.error);
  return (
    <Table
      withTableBorder
      withColumnBorders
      verticalSpacing={4}
      fz="sm"
      layout="fixed"
      aria-label="生成的分录"
    >
      <Table.Thead bg="gray.0">
        <Table.Tr>
          <Table.Th w={44}>行</Table.Th>
          <Table.Th w="28%">摘要</Table.Th>
          <Table.Th>会计科目</Table.Th>
          <Table.Th w={130} style={right}>
            借方金额
          </Table.Th>
          <Table.Th w={130} style={right}>
            贷方金额
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((l, i) => (
          <Table.Tr key={l.id}>
            <Table.Td c="dimmed">{i + 1}</Table.Td>
            <Table.Td>
              <Text size="sm" truncate>
                {l.summary}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm" truncate title={subjectText(l)}>
                {subjectText(l)}
              </Text>
            </Table.Td>
            <Table.Td style={right}>{money(l.debit)}</Table.Td>
            <Table.Td style={right}>{money(l.credit)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot bg="gray.0">
        <Table.Tr>
          <Table.Td colSpan={3}>
            <Text size="sm" data-testid="quick-uppercase">
              合计：{upper.error ?? upper.text}
            </Text>
          </Table.Td>
          <Table.Td style={{ ...right, fontWeight: 600 }} data-testid="quick-total-debit">
            {formatMoney(totals.debit)}
          </Table.Td>
          <Table.Td style={{ ...right, fontWeight: 600 }}>{formatMoney(totals.credit)}</Table.Td>
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}
