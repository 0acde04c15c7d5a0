// 未达账项查询 (enquiries-areoutstanding) and 长期未达账项 (last-outof-account): the chosen account's
// outstanding items on a day — all of them, or those outstanding at least N days (default from
// 对账方式设置) — grouped by kind, with their age. Reads offline from the last answer.
import { Box, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { reconciliationContracts as c, type OutstandingLine } from '../../core/contracts/reconciliation';
import { sum } from '../../core/money';
import { MAX_LONG_DAYS } from '../../core/reconciliation/types';
import { toCalendarDate } from '../../core/rules/dates';
import { useReport } from '../../ui/data/use-report';
import { ListFrame, usePagedRows } from '../../ui/list';
import type { ScreenProps } from '../../ui/screen-types';
import { AccountBar, accountLabel } from './AccountBar';
import { outstandingColumns } from './outstanding-columns';
import { ReconDateInput } from './ReconDateInput';
import { useChosenAccount, useReconAccounts, useReconDone, useReconSettings } from './use-recon';

function OutstandingList({ route, long }: ScreenProps & { long: boolean }) {
  const { accounts } = useReconAccounts();
  const { account, choose } = useChosenAccount(accounts);
  const settings = useReconSettings().data;
  const [asOf, setAsOf] = useState(() => toCalendarDate(new Date()));
  const [days, setDays] = useState<number | null>(null);
  const minDays = long ? (days ?? settings?.longDays ?? 90) : 0;
  const confirmed = account?.confirmedAt != null;
  const read = useReport(
    c.outstanding,
    account && confirmed && (!long || settings)
      ? { subjectCode: account.subjectCode, asOf, ...(long ? { days: minDays } : {}) }
      : null,
  );
  useReconDone(read.refresh);
  const items = read.data?.items ?? [];
  const source = usePagedRows(items, {
    loading: read.loading && !read.data,
    cachedAt: read.cachedAt,
    queryKey: [account?.subjectCode, asOf, minDays],
  });
  const totals = useMemo<OutstandingLine | undefined>(
    () =>
      items.length === 0
        ? undefined
        : {
            side: 'book',
            kind: '合计',
            key: 'total',
            date: '',
            summary: `共 ${items.length} 笔`,
            settleNo: '',
            reference: '',
            receipt: sum(items.map((i) => i.receipt)),
            payment: sum(items.map((i) => i.payment)),
            ageDays: 0,
          },
    [items],
  );
  return (
    <Stack gap={0} data-testid={long ? 'long-outstanding-screen' : 'outstanding-screen'}>
      <Box px="sm" pt="sm">
        <AccountBar accounts={accounts} account={account} onChoose={choose}>
          <ReconDateInput label="截止日期" value={asOf} onChange={setAsOf} />
          {long && (
            <Group gap={6} wrap="nowrap">
              <Text size="xs" c="#4a5568">
                未达天数不少于
              </Text>
              <NumberInput
                size="xs"
                w={80}
                min={1}
                max={MAX_LONG_DAYS}
                aria-label="未达天数"
                value={minDays}
                allowDecimal={false}
                onChange={(v) => setDays(typeof v === 'number' ? v : null)}
              />
              <Text size="xs" c="#4a5568">
                天
              </Text>
            </Group>
          )}
        </AccountBar>
      </Box>
      {account && !confirmed ? (
        <Text size="sm" c="dimmed" p="sm">
          该科目的对账期初尚未确认。
        </Text>
      ) : account ? (
        <ListFrame
          title={route.title}
          subtitle={accountLabel(account)}
          source={source}
          columns={outstandingColumns}
          rowKey={(l) => `${l.side}:${l.key}`}
          noun="未达账项"
          unit="笔"
          totals={totals}
          filterLine={`${accountLabel(account)}　截止日期：${asOf}${long ? `　未达 ${minDays} 天及以上` : ''}`}
          emptyText={long ? `没有未达 ${minDays} 天及以上的账项` : '没有未达账项'}
        />
      ) : (
        <Text size="sm" c="dimmed" p="sm">
          尚未指定对账科目。
        </Text>
      )}
    </Stack>
  );
}

export function OutstandingScreen(props: ScreenProps) {
  return <OutstandingList {...props} long={false} />;
}

export function LongOutstandingScreen(props: ScreenProps) {
  return <OutstandingList {...props} long />;
}
