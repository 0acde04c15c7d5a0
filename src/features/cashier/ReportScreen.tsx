// The frame of the two cashier reports: title bar (刷新, 导出Excel, 打印), the query line, the
// kept-copy line offline, the accounts' table with the check against the ledger, and 核对总账 of the
// account the user opens (double click or Enter on its row).
import { Badge, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import type { RemoteFirst } from '../../local/remote-first';
import { readProblem } from '../../ui/data/use-report';
import { type ListColumn, ListKeptNotice, type ListSheet, ListTable } from '../../ui/list';
import { PageHeader } from '../../ui/PageHeader';
import { CheckPanel } from './CheckPanel';
import classes from './cashier.module.css';
import type { ReportLine } from './report-lines';
import { SheetButtons } from './SheetButtons';

export interface ReportScreenProps {
  title: string;
  subtitle?: string;
  testId: string;
  read: RemoteFirst<unknown>;
  lines: readonly ReportLine[];
  columns: readonly ListColumn<ReportLine>[];
  /** The period in words (under the title when printed). */
  period: string;
  dateFrom: string;
  dateTo: string;
  includeUnposted: boolean;
  onIncludeUnposted(value: boolean): void;
  /** The period's own inputs (日期, 月份). */
  filters: ReactNode;
  /** Beside the status (本月已结账). */
  extra?: ReactNode;
}

export function ReportScreen(props: ReportScreenProps) {
  const { title, read, lines, columns, includeUnposted } = props;
  const [openId, setOpenId] = useState<number | null>(null);
  const accounts = lines.filter((l) => !l.total);
  const differ = accounts.filter((l) => !l.agrees).length;
  const chosen = openId === null ? undefined : accounts.find((l) => l.accountId === openId);
  const open = chosen ?? accounts.find((l) => !l.agrees) ?? null;
  const sheet: ListSheet<ReportLine> | null =
    lines.length > 0
      ? {
          title,
          filterLine: `${props.period}　${includeUnposted ? '含未记账凭证' : '仅已记账凭证'}　${differ === 0 ? '出纳账与总账相符' : `${differ} 个账户与总账不符`}`,
          columns,
          rows: lines,
        }
      : null;
  return (
    <Stack gap="sm" p="sm" data-testid={props.testId}>
      <PageHeader
        title={title}
        subtitle={props.subtitle}
        actions={
          <>
            <Button size="xs" variant="default" onClick={read.refresh} loading={read.loading}>
              刷新
            </Button>
            <SheetButtons sheet={sheet} rowKey={(l) => l.key} />
          </>
        }
      />
      <Group gap="md" className={classes.bar}>
        {props.filters}
        <Checkbox
          size="xs"
          label="含未记账凭证"
          checked={includeUnposted}
          onChange={(e) => props.onIncludeUnposted(e.currentTarget.checked)}
        />
        {accounts.length > 0 &&
          (differ === 0 ? (
            <Badge color="teal" variant="light" data-testid="report-agrees">
              出纳账与总账相符
            </Badge>
          ) : (
            <Badge color="red" variant="light" data-testid="report-differs">
              {differ} 个账户与总账不符
            </Badge>
          ))}
        {props.extra}
      </Group>
      <ListKeptNotice cachedAt={read.source === 'cache' ? read.cachedAt : null} />
      <div className={classes.book}>
        <ListTable
          label={`${title}表`}
          columns={columns}
          rows={lines}
          rowKey={(l) => l.key}
          loading={read.loading && lines.length === 0}
          error={read.error && lines.length === 0 ? readProblem(read.error) : null}
          emptyText="尚未设置出纳账户，或所选日期前没有启用的账户"
          noun="账户"
          unit="个"
          rowAttributes={(l) => ({
            'data-kind': l.total ? 'monthTotal' : undefined,
            'data-editing': open !== null && l.key === open.key ? true : undefined,
          })}
          onOpen={(l) => l.accountId !== null && setOpenId(l.accountId)}
        />
      </div>
      {open && open.accountId !== null ? (
        <CheckPanel
          line={open}
          dateFrom={props.dateFrom}
          dateTo={props.dateTo}
          includeUnposted={includeUnposted}
        />
      ) : (
        accounts.length > 0 && (
          <Text size="xs" c="dimmed">
            双击账户行查看该账户的核对总账和差异明细
          </Text>
        )
      )}
    </Stack>
  );
}

export function checkColumn(): ListColumn<ReportLine> {
  return {
    key: 'check',
    title: '核对',
    value: (l) => (l.agrees ? '相符' : l.total ? '不符' : `不符：${l.describe}`),
    render: (l) =>
      l.agrees ? (
        <span className={classes.agree}>相符</span>
      ) : (
        <span className={classes.differ} title={l.describe}>
          {l.total ? '不符' : `不符：${l.describe}`}
        </span>
      ),
    truncate: true,
  };
}
