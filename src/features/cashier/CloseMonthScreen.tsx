// 出纳月末结账 (cashier-month-is-knot): the year's twelve cashier months with their state; for the
// month to close, each account's book against the ledger, and an explanation for each account that
// does not agree (the close is refused without one). 结账 and 反结账 go through the outbox; 反结账
// (the last closed month only) is offered to the duty that holds it (财务主管).
import { Alert, Button, Group, SimpleGrid, Stack, Text, Textarea, UnstyledButton } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { MIN_EXPLANATION, monthIndex } from '../../core/cashier/periods';
import { type CashierMonth, cashierContracts } from '../../core/contracts/cashier';
import { P } from '../../core/permissions/keys';
import { useLocalDb, useOnline, useOpenOutboxEntries, useOutboxEntries } from '../../local';
import { cashierPeriodKind, queuePeriod } from '../../local/cashier-book';
import { readProblem, useReport } from '../../ui/data/use-report';
import { openConfirmDialog } from '../../ui/dialogs';
import { ListKeptNotice, ListTable } from '../../ui/list';
import { PageHeader } from '../../ui/PageHeader';
import type { ScreenProps } from '../../ui/screen-types';
import { useSession } from '../../ui/services';
import { useReferenceEdits } from '../../ui/use-reference-edits';
import classes from './cashier.module.css';
import { checkColumn } from './ReportScreen';
import { reportColumns, reportLines } from './report-lines';

const columns = reportColumns(
  [
    {
      key: 'receipt',
      title: '本月收入',
      width: 104,
      kind: 'money',
      blankZero: true,
      value: (l) => l.book.receipt,
    },
    {
      key: 'payment',
      title: '本月支出',
      width: 104,
      kind: 'money',
      blankZero: true,
      value: (l) => l.book.payment,
    },
  ],
  { opening: '期初余额', closing: '期末余额', subject: false },
  checkColumn(),
);

/** The month to close: the first open one from the book's first month on, in the shown year. */
function nextToClose(
  months: readonly CashierMonth[],
  first: { year: number; month: number } | null,
  year: number,
) {
  if (first === null) return null;
  const from = monthIndex(first.year, first.month);
  return months.find((m) => !m.closed && monthIndex(year, m.month) >= from)?.month ?? null;
}

export function CloseMonthScreen({ route }: ScreenProps) {
  const session = useSession();
  const online = useOnline();
  const { saved } = useReferenceEdits('出纳结账');
  const [year, setYear] = useState(session?.year ?? new Date().getFullYear());
  const periods = useReport(cashierContracts.periods, { year });
  const answer = periods.data?.year === year ? periods.data : null;
  const target = answer ? nextToClose(answer.months, answer.firstMonth, year) : null;
  const [chosen, setChosen] = useState<number | null>(null);
  const month = chosen ?? target ?? new Date().getMonth() + 1;
  const report = useReport(cashierContracts.monthlyReport, { year, month });
  const data = report.data && report.data.year === year && report.data.month === month ? report.data : null;
  const lines = data ? reportLines(data.rows, data.totals) : [];
  const differ = lines.filter((l) => !l.total && !l.agrees);
  const [texts, setTexts] = useState<Record<number, string>>({});
  const pending = useOpenOutboxEntries(cashierPeriodKind);
  const outbox = useOutboxEntries();
  // 结账 and 反结账 are queued on this device: they wait for its database to open.
  const ready = useLocalDb() !== null;
  const canClose = ready && (session?.permissions.includes(P.cashier.closeMonth) ?? false);
  const canReopen = ready && (session?.permissions.includes(P.cashier.reopenMonth) ?? false);
  const lastClosed = useMemo(() => {
    const closed = (answer?.months ?? []).filter((m) => m.closed).map((m) => m.month);
    return closed.length > 0 ? Math.max(...closed) : null;
  }, [answer]);
  const shown = answer?.months[month - 1] ?? null;
  const waiting = pending.find((e) => e.entityId === `${year}-${month}` && e.state !== 'failed');
  const refused = pending.find((e) => e.entityId === `${year}-${month}` && e.state === 'failed');

  // A close or reopen reaching the server: read both again.
  const doneMark = outbox
    .filter((e) => e.kind === cashierPeriodKind && e.state === 'done')
    .map((e) => e.seq)
    .join(',');
  const refreshPeriods = periods.refresh;
  const refreshReport = report.refresh;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the mark itself is the trigger
  useEffect(() => {
    if (doneMark && online) {
      refreshPeriods();
      refreshReport();
    }
  }, [doneMark]);

  /** 未启用: before the cashier book's first month, there is nothing to close. */
  const before = (m: CashierMonth) =>
    answer?.firstMonth == null ||
    monthIndex(year, m.month) < monthIndex(answer.firstMonth.year, answer.firstMonth.month);
  const stateOf = (m: CashierMonth) =>
    m.closed ? '已结账' : m.month === target ? '待结账' : before(m) ? '未启用' : '未结账';

  const missing = differ.filter((l) => (texts[l.accountId ?? 0]?.trim().length ?? 0) < MIN_EXPLANATION);

  const close = async () => {
    const sure = await openConfirmDialog({
      title: '出纳月末结账',
      message:
        differ.length === 0
          ? `${year}年${month}月各出纳账户与总账相符。结账后本月不能再登记、修改或删除出纳账，确定结账吗？`
          : `${year}年${month}月有 ${differ.length} 个账户与总账不符，将按填写的差异说明结账。结账后本月不能再登记出纳账，确定结账吗？`,
      confirmLabel: '结账',
    });
    if (!sure) return;
    const explanations = differ.map((l) => ({
      accountId: l.accountId as number,
      text: texts[l.accountId as number]?.trim() ?? '',
    }));
    // The screen stays on the month just closed (not on the next one to close).
    setChosen(month);
    saved((await queuePeriod('close', year, month, explanations)).label);
  };

  const reopen = async () => {
    const sure = await openConfirmDialog({
      title: '出纳反结账',
      message: `确定取消${year}年${month}月的出纳结账吗？取消后可以再登记和修改本月出纳账。`,
      confirmLabel: '反结账',
    });
    if (!sure) return;
    saved((await queuePeriod('reopen', year, month)).label);
  };

  return (
    <Stack gap="sm" p="sm" data-testid="cashier-close-screen">
      <PageHeader
        title={route.title}
        subtitle={route.parentTitle}
        actions={
          <>
            <Button
              size="xs"
              variant="default"
              onClick={() => {
                periods.refresh();
                report.refresh();
              }}
              loading={periods.loading}
            >
              刷新
            </Button>
            {canReopen && shown?.closed && lastClosed === month && (
              <Button
                size="xs"
                variant="default"
                color="red"
                onClick={() => void reopen()}
                disabled={waiting !== undefined}
              >
                反结账
              </Button>
            )}
            {canClose && !shown?.closed && (
              <Button
                size="xs"
                onClick={() => void close()}
                disabled={!data || missing.length > 0 || waiting !== undefined || month !== target}
              >
                结账
              </Button>
            )}
          </>
        }
      />
      <ListKeptNotice cachedAt={periods.source === 'cache' ? periods.cachedAt : null} />
      <Group gap="xs" className={classes.bar}>
        <Button
          size="compact-xs"
          variant="default"
          aria-label="上一年"
          onClick={() => {
            setYear(year - 1);
            setChosen(null);
          }}
          disabled={year <= 2022}
        >
          ‹
        </Button>
        <Text fw={600} size="sm">
          {year}年
        </Text>
        <Button
          size="compact-xs"
          variant="default"
          aria-label="下一年"
          onClick={() => {
            setYear(year + 1);
            setChosen(null);
          }}
        >
          ›
        </Button>
        {answer?.firstMonth && (
          <span>
            出纳账自 {answer.firstMonth.year}年{answer.firstMonth.month}月 开始；按月份顺序结账
          </span>
        )}
        {periods.error !== undefined && !answer && (
          <span className={classes.differ}>{readProblem(periods.error)}</span>
        )}
      </Group>
      <SimpleGrid cols={12} spacing={6} aria-label="出纳月份">
        {(answer?.months ?? []).map((m) => (
          <UnstyledButton
            key={m.month}
            onClick={() => setChosen(m.month)}
            aria-pressed={m.month === month}
            data-testid={`month-${m.month}`}
            style={{
              border: `1px solid ${m.month === month ? '#1c64d0' : '#d3dce8'}`,
              borderRadius: 4,
              padding: '6px 4px',
              textAlign: 'center',
              background: m.closed ? '#eef3f9' : m.month === target ? '#fff6e5' : '#fff',
            }}
          >
            <Text size="sm" fw={600}>
              {m.month}月
            </Text>
            <Text size="xs" c={m.closed ? 'teal' : m.month === target ? 'orange' : 'dimmed'}>
              {stateOf(m)}
            </Text>
          </UnstyledButton>
        ))}
      </SimpleGrid>
      {shown?.closed && (
        <Alert color="teal" variant="light" title={`${year}年${month}月已结账`}>
          <Text size="xs">
            {shown.closedBy ?? ''} 于{' '}
            {shown.closedAt ? new Date(shown.closedAt).toLocaleString('zh-CN', { hour12: false }) : ''} 结账
            {lastClosed === month && !canReopen ? '；反结账请联系财务主管' : ''}
          </Text>
          {shown.explanations.map((e) => (
            <Text size="xs" key={e.accountId}>
              {e.label}：{e.describe}。差异说明：{e.text}
            </Text>
          ))}
        </Alert>
      )}
      {waiting && (
        <Alert color="orange" variant="light">
          {waiting.label}：已保存在本机，等待提交到服务器
        </Alert>
      )}
      {refused && (
        <Alert color="red" variant="light" title="服务器拒绝了结账">
          {refused.error?.message}
        </Alert>
      )}
      {!shown?.closed && target !== null && month !== target && (
        <Alert color="blue" variant="light">
          请先结账 {year}年{target}月。
        </Alert>
      )}
      <div className={classes.book}>
        <ListTable
          label="出纳账与总账核对"
          columns={columns}
          rows={lines}
          rowKey={(l) => l.key}
          loading={report.loading && lines.length === 0}
          emptyText="尚未设置出纳账户"
          noun="账户"
          unit="个"
          rowAttributes={(l) => ({ 'data-kind': l.total ? 'monthTotal' : undefined })}
        />
      </div>
      {!shown?.closed && differ.length > 0 && (
        <Stack gap={6} aria-label="差异说明">
          <Text size="sm" fw={600}>
            以下账户与总账不符：请核对后再结账，或逐户说明差异原因（至少 {MIN_EXPLANATION} 个字）
          </Text>
          {differ.map((l) => (
            <Textarea
              key={l.key}
              size="xs"
              minRows={2}
              maxLength={200}
              label={`${l.code} ${l.name}：${l.describe}`}
              placeholder="说明差异原因，如：手续费凭证下月补制"
              value={texts[l.accountId as number] ?? ''}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setTexts((t) => ({ ...t, [l.accountId as number]: value }));
              }}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
