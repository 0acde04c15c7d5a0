// 银行存款余额调节表 in its standard form: the unit's side on the left, the bank's on the right, each
// adjusted by the other side's outstanding items, and whether the two adjusted balances agree.
import { Badge, Group, Table, Text } from '@mantine/core';
import { formatMoney } from '../../core/money';
import type { AdjustmentStatement } from '../../core/reconciliation/statement';
import type { ListColumn } from '../../ui/list';

export interface FormRow {
  key: string;
  bookItem: string;
  bookAmount: string;
  bankItem: string;
  bankAmount: string;
}

/** The four lines of the form, as rows (for the screen, print and export alike). */
export function formRows(
  s: AdjustmentStatement,
  labels = { book: '企业银行存款日记账余额', bank: '银行对账单余额' },
): FormRow[] {
  return [
    {
      key: 'balance',
      bookItem: labels.book,
      bookAmount: s.bookBalance,
      bankItem: labels.bank,
      bankAmount: s.bankBalance,
    },
    {
      key: 'add',
      bookItem: '加：银行已收、企业未收',
      bookAmount: s.bankReceivedNotBooked,
      bankItem: '加：企业已收、银行未收',
      bankAmount: s.bookReceivedNotBanked,
    },
    {
      key: 'less',
      bookItem: '减：银行已付、企业未付',
      bookAmount: s.bankPaidNotBooked,
      bankItem: '减：企业已付、银行未付',
      bankAmount: s.bookPaidNotBanked,
    },
    {
      key: 'adjusted',
      bookItem: '调节后的存款余额',
      bookAmount: s.bookAdjusted,
      bankItem: '调节后的存款余额',
      bankAmount: s.bankAdjusted,
    },
  ];
}

export const formColumns: ListColumn<FormRow>[] = [
  { key: 'bookItem', title: '项目（单位日记账）', width: 220, value: (r) => r.bookItem },
  { key: 'bookAmount', title: '金额', width: 150, kind: 'money', value: (r) => r.bookAmount },
  { key: 'bankItem', title: '项目（银行对账单）', width: 220, value: (r) => r.bankItem },
  { key: 'bankAmount', title: '金额', width: 150, kind: 'money', value: (r) => r.bankAmount },
];

export function BalancedBadge({ statement }: { statement: AdjustmentStatement }) {
  return statement.balanced ? (
    <Badge color="teal" variant="light" radius="sm" data-testid="balanced">
      平衡
    </Badge>
  ) : (
    <Badge color="red" variant="light" radius="sm" data-testid="unbalanced">
      不平衡，相差 {formatMoney(statement.difference)}
    </Badge>
  );
}

export function StandardForm({
  statement,
  caption,
  labels,
}: {
  statement: AdjustmentStatement;
  caption: string;
  labels?: { book: string; bank: string };
}) {
  const rows = formRows(statement, labels);
  return (
    <div style={{ background: '#fff', border: '1px solid #e4e7ed', borderRadius: 4, padding: 12 }}>
      <Group justify="space-between" mb={8}>
        <Text fw={600} size="sm">
          {caption}
        </Text>
        <BalancedBadge statement={statement} />
      </Group>
      <Table
        withTableBorder
        withColumnBorders
        verticalSpacing={6}
        fz="sm"
        aria-label="余额调节表"
        style={{ maxWidth: 900 }}
      >
        <Table.Thead>
          <Table.Tr style={{ background: '#f3f6fa' }}>
            <Table.Th>项目</Table.Th>
            <Table.Th style={{ textAlign: 'right', width: 160 }}>金额</Table.Th>
            <Table.Th>项目</Table.Th>
            <Table.Th style={{ textAlign: 'right', width: 160 }}>金额</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => {
            const strong = r.key === 'adjusted' || r.key === 'balance';
            const cell = (amount: string, testId: string) => (
              <Table.Td
                style={{
                  textAlign: 'right',
                  fontVariantNumeric: 'tabular-nums',
                  fontWeight: strong ? 600 : 400,
                }}
                data-testid={testId}
              >
                {formatMoney(amount)}
              </Table.Td>
            );
            return (
              <Table.Tr key={r.key} data-row={r.key}>
                <Table.Td fw={strong ? 600 : 400}>{r.bookItem}</Table.Td>
                {cell(r.bookAmount, `book-${r.key}`)}
                <Table.Td fw={strong ? 600 : 400}>{r.bankItem}</Table.Td>
                {cell(r.bankAmount, `bank-${r.key}`)}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </div>
  );
}
