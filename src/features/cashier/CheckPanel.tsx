// 核对总账 of one account over the report's period: the book's opening, receipts, payments and
// closing beside the ledger's, the difference of each, and the items behind it (entries the ledger
// lacks, voucher lines the book lacks, entries whose voucher line changed).
import { Badge, Group, Table, Text } from '@mantine/core';
import { cashierContracts, type DifferenceItemView } from '../../core/contracts/cashier';
import { formatMoney } from '../../core/money';
import { readProblem, useReport } from '../../ui/data/use-report';
import classes from './cashier.module.css';
import type { ReportLine } from './report-lines';

const FIGURES = [
  ['opening', '期初余额'],
  ['receipt', '收入（借方）'],
  ['payment', '支出（贷方）'],
  ['closing', '期末余额'],
] as const;

const m = (v: string) => formatMoney(v, { blankZero: true });

export interface CheckPanelProps {
  line: ReportLine;
  dateFrom: string;
  dateTo: string;
  includeUnposted: boolean;
}

export function CheckPanel({ line, dateFrom, dateTo, includeUnposted }: CheckPanelProps) {
  const read = useReport(
    cashierContracts.differences,
    line.accountId === null
      ? null
      : {
          accountId: line.accountId,
          dateFrom,
          dateTo,
          ...(includeUnposted ? {} : { includeUnposted: false }),
        },
  );
  const items: DifferenceItemView[] = read.data?.items ?? [];
  return (
    <section aria-label={`核对总账 ${line.code} ${line.name}`} data-testid="check-panel">
      <Group gap="sm" mb={6}>
        <Text fw={600} size="sm">
          核对总账：{line.code} {line.name}（{line.subject}）
        </Text>
        {line.agrees ? (
          <Badge color="teal" variant="light">
            相符
          </Badge>
        ) : (
          <Badge color="red" variant="light">
            不符
          </Badge>
        )}
        <Text size="xs" c="dimmed">
          {dateFrom === dateTo ? dateFrom : `${dateFrom} 至 ${dateTo}`}，
          {includeUnposted ? '含未记账凭证' : '仅已记账凭证'}
        </Text>
      </Group>
      <Table withTableBorder withColumnBorders fz="xs" verticalSpacing={3} w={560} aria-label="出纳账与总账">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>项目</Table.Th>
            <Table.Th ta="right">出纳账</Table.Th>
            <Table.Th ta="right">总账</Table.Th>
            <Table.Th ta="right">差额</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {FIGURES.map(([k, label]) => (
            <Table.Tr key={k}>
              <Table.Td>{label}</Table.Td>
              <Table.Td ta="right" className={classes.amount}>
                {formatMoney(line.book[k])}
              </Table.Td>
              <Table.Td ta="right" className={classes.amount}>
                {formatMoney(line.ledger[k])}
              </Table.Td>
              <Table.Td
                ta="right"
                className={
                  line.difference[k] === '0.00' ? classes.amount : `${classes.amount} ${classes.differ}`
                }
              >
                {m(line.difference[k])}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {line.accountId !== null && (
        <>
          <Text fw={600} size="sm" mt="sm" mb={4}>
            差异明细
          </Text>
          {read.error && !read.data ? (
            <Text size="xs" c="red">
              {readProblem(read.error)}
            </Text>
          ) : items.length === 0 ? (
            <Text size="xs" c="dimmed">
              {read.loading ? '正在核对…' : '出纳账与凭证逐笔相符'}
            </Text>
          ) : (
            <Table withTableBorder fz="xs" verticalSpacing={3} aria-label="差异明细">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={96}>日期</Table.Th>
                  <Table.Th w={80}>凭证字号</Table.Th>
                  <Table.Th>摘要</Table.Th>
                  <Table.Th w={110} ta="right">
                    出纳账收入
                  </Table.Th>
                  <Table.Th w={110} ta="right">
                    出纳账支出
                  </Table.Th>
                  <Table.Th w={110} ta="right">
                    凭证借方
                  </Table.Th>
                  <Table.Th w={110} ta="right">
                    凭证贷方
                  </Table.Th>
                  <Table.Th w={250}>差异原因</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((i) => (
                  <Table.Tr key={`${i.reason}:${i.entryId ?? ''}:${i.voucherId ?? ''}:${i.lineNo ?? ''}`}>
                    <Table.Td>{i.date}</Table.Td>
                    <Table.Td>{i.word ?? ''}</Table.Td>
                    <Table.Td>{i.summary}</Table.Td>
                    <Table.Td ta="right" className={classes.amount}>
                      {m(i.bookReceipt)}
                    </Table.Td>
                    <Table.Td ta="right" className={classes.amount}>
                      {m(i.bookPayment)}
                    </Table.Td>
                    <Table.Td ta="right" className={classes.amount}>
                      {m(i.ledgerDebit)}
                    </Table.Td>
                    <Table.Td ta="right" className={classes.amount}>
                      {m(i.ledgerCredit)}
                    </Table.Td>
                    <Table.Td>{i.reasonLabel}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </>
      )}
    </section>
  );
}
