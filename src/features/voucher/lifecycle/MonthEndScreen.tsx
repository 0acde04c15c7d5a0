// 月末结账 (certificateProcessing/voucher-monthly-knot) and 反结账 (menu-management/
// cancel-monthly-knots): the year's twelve months with their state; 结账 closes the first open
// month, 反结账 reopens the latest closed one. A refused 结账 lists the server's reasons.
import { Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { P } from '../../../core/permissions/keys';
import { openConfirmDialog } from '../../../ui/dialogs';
import { PageHeader } from '../../../ui/PageHeader';
import type { ScreenProps } from '../../../ui/screen-types';
import { useServices, useSession } from '../../../ui/services';
import { formatMonth } from '../../../ui/voucher/voucher-format';
import { describeCounts, fetchMonthCounts, firstVoucherMonth, type MonthCounts } from './month-counts';
import classes from './month-end.module.css';
import { notifyDone } from './notify';
import { PeriodTable } from './PeriodTable';
import {
  latestClosedMonth,
  monthMark,
  nextMonthToClose,
  openMonths,
  suggestCloseMonth,
  yearMonths,
} from './periods';
import { ReasonsDialog, type ReasonsDialogProps } from './ResultDialog';
import type { PeriodView } from './types';
import { fetchPeriods, moveMonth } from './voucher-api';

type Mode = 'close' | 'reopen';

function MonthEnd({ mode, active }: { mode: Mode; active: boolean }) {
  const { api } = useServices();
  const session = useSession();
  const year = session?.year ?? null;
  const can = (key: string) => session?.permissions.includes(key) ?? false;
  const [periods, setPeriods] = useState<readonly PeriodView[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [counts, setCounts] = useState<MonthCounts | null>(null);
  /** The month 结账 will close (chosen among the open ones; suggested on every load). */
  const [target, setTarget] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [reasons, setReasons] = useState<ReasonsDialogProps['reasons']>(null);

  const months = year === null || periods === null ? [] : yearMonths(periods, year);
  const firstOpen = nextMonthToClose(months);
  const next = target !== null && openMonths(months).includes(target) ? target : firstOpen;
  const latest = latestClosedMonth(months);

  // What still blocks the month about to be closed; answers for a month no longer chosen are dropped.
  const countsFor = useRef(0);
  const loadCounts = useCallback(
    async (month: number | null) => {
      countsFor.current = month ?? 0;
      setCounts(null);
      if (year === null || month === null || mode !== 'close') return;
      const answer = await fetchMonthCounts(api, year, month).catch(() => null);
      if (countsFor.current === month) setCounts(answer);
    },
    [api, year, mode],
  );

  const load = useCallback(async () => {
    if (year === null) return;
    setError(null);
    try {
      const list = await fetchPeriods(api, year);
      const all = yearMonths(list, year);
      const open = nextMonthToClose(all);
      const withVouchers = open === null ? null : await firstVoucherMonth(api, year, open);
      const suggested = suggestCloseMonth(all, withVouchers);
      setPeriods(list);
      setTarget(suggested);
      void loadCounts(suggested);
    } catch (e) {
      setError(`读取会计期间失败：${e instanceof Error ? e.message : String(e)}`);
    }
  }, [api, year, loadCounts]);

  useEffect(() => {
    if (active) void load();
  }, [active, load]);

  const close = async () => {
    if (year === null || next === null) return;
    const label = formatMonth(year, next);
    const skipped =
      firstOpen !== null && firstOpen < next
        ? `\n${formatMonth(year, firstOpen)}至${String(next - 1).padStart(2, '0')}月将一并结账（须没有凭证）。`
        : '';
    const sure = await openConfirmDialog({
      title: '月末结账',
      message: `确定对 ${label} 结账吗？${skipped}\n结账后该月不能再录入、修改、审核或记账凭证，如需更正须先反结账。`,
      confirmLabel: '结账',
      tone: 'warning',
    });
    if (!sure) return;
    setBusy(true);
    try {
      const answer = await moveMonth(api, 'closeMonth', year, next);
      if (answer.ok) notifyDone(`${label} 已结账`);
      else setReasons({ title: '结账未通过', lead: `${label} 不能结账，原因如下：`, items: answer.reasons });
    } catch {
      // Network or server fault: the request layer has said so.
    } finally {
      setBusy(false);
    }
    await load();
  };

  const reopen = async () => {
    if (year === null || latest === null) return;
    const label = formatMonth(year, latest);
    const sure = await openConfirmDialog({
      title: '反结账',
      message: `确定取消 ${label} 的结账吗？\n反结账后该月可以重新修改凭证，完成后请再次结账。`,
      confirmLabel: '反结账',
      tone: 'warning',
    });
    if (!sure) return;
    setBusy(true);
    try {
      const answer = await moveMonth(api, 'reopenMonth', year, latest);
      if (answer.ok) notifyDone(`${label} 已反结账`);
      else
        setReasons({ title: '反结账未通过', lead: `${label} 不能反结账，原因如下：`, items: answer.reasons });
    } catch {
      // Said by the request layer.
    } finally {
      setBusy(false);
    }
    await load();
  };

  const canClose = mode === 'close' && can(P.voucher.closeMonth);
  const canReopen = can(P.voucher.reopenMonth);
  const stand = counts ? describeCounts(counts) : null;

  return (
    <Stack
      gap="sm"
      p="sm"
      data-testid={mode === 'close' ? 'monthly-knot-screen' : 'cancel-monthly-knots-screen'}
    >
      <PageHeader
        title={mode === 'close' ? '月末结账' : '反结账'}
        subtitle={year === null ? undefined : `${year} 年度`}
        actions={
          <Button size="xs" variant="default" onClick={() => void load()}>
            刷新
          </Button>
        }
      />
      <Paper withBorder radius="sm" p="sm" className={classes.panel}>
        <Group justify="space-between" align="center" wrap="nowrap">
          <Stack gap={4}>
            {mode === 'close' && (
              <Group gap={6} wrap="nowrap">
                <Text size="sm">结账期间：</Text>
                {year !== null && next !== null ? (
                  <>
                    <Text size="sm">{year}年</Text>
                    <Select
                      size="xs"
                      w={84}
                      aria-label="结账月份"
                      allowDeselect={false}
                      data={openMonths(months).map((m) => ({
                        value: String(m),
                        label: `${String(m).padStart(2, '0')}月`,
                      }))}
                      value={String(next)}
                      onChange={(v) => {
                        if (!v) return;
                        setTarget(Number(v));
                        void loadCounts(Number(v));
                      }}
                    />
                  </>
                ) : (
                  <Text size="sm" fw={600}>
                    本年度已全部结账
                  </Text>
                )}
                {stand && next !== null && (
                  <Text
                    span
                    size="xs"
                    c={stand.blocked ? 'orange.8' : 'teal.8'}
                    ml={10}
                    data-testid="month-counts"
                  >
                    {stand.text}
                  </Text>
                )}
              </Group>
            )}
            <Text size="sm">
              最近已结账期间：
              <b data-testid="latest-closed">
                {year !== null && latest !== null ? formatMonth(year, latest) : '本年度尚未结账'}
              </b>
              {mode === 'reopen' && (
                <Text span size="xs" c="dimmed" ml={10}>
                  只能从最近结账的月份开始逐月反结账
                </Text>
              )}
            </Text>
          </Stack>
          <Group gap={8} wrap="nowrap">
            {canClose && (
              <Button
                size="sm"
                disabled={next === null || busy || periods === null}
                loading={busy}
                onClick={() => void close()}
              >
                结账
              </Button>
            )}
            {canReopen && (
              <Button
                size="sm"
                variant={mode === 'reopen' ? 'filled' : 'default'}
                color={mode === 'reopen' ? 'orange' : undefined}
                disabled={latest === null || busy}
                onClick={() => void reopen()}
              >
                反结账
              </Button>
            )}
          </Group>
        </Group>
      </Paper>
      <PeriodTable
        months={months}
        error={error}
        mode={mode}
        markOf={(p) => (mode === 'close' ? monthMark(p, next) : monthMark(p, null, latest))}
      />
      <ReasonsDialog reasons={reasons} onClose={() => setReasons(null)} />
    </Stack>
  );
}

export function VoucherMonthlyKnotScreen({ active }: ScreenProps) {
  return <MonthEnd mode="close" active={active} />;
}

export function CancelMonthlyKnotsScreen({ active }: ScreenProps) {
  return <MonthEnd mode="reopen" active={active} />;
}
