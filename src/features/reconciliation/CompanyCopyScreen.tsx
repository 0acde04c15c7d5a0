// 单位日记账 (reconciliations/company-copy): the book side of the chosen account — the ledger's voucher
// lines on the bank subject (posted; unposted too when 对账方式设置 says so) and the opening
// outstanding items — with their match state. Reads offline from the last answer.
import { Box, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { type BookLine, reconciliationContracts as c } from '../../core/contracts/reconciliation';
import { sum } from '../../core/money';
import { useReport } from '../../ui/data/use-report';
import { ListFrame, useListState, usePagedRows } from '../../ui/list';
import type { ScreenProps } from '../../ui/screen-types';
import { AccountBar, accountLabel } from './AccountBar';
import { type LineFilter, LineFilterFields, lineFilterLine, lineQuery, startLineFilter } from './LineFilters';
import { bookColumns } from './line-columns';
import { useChosenAccount, useReconAccounts, useReconDone, useReconSettings } from './use-recon';

export function CompanyCopyScreen({ route }: ScreenProps) {
  const { accounts } = useReconAccounts();
  const { account, choose } = useChosenAccount(accounts);
  const settings = useReconSettings().data;
  const state = useListState<LineFilter>({ start: startLineFilter });
  const applied = state.applied ?? startLineFilter;
  const read = useReport(c.bookLines, account ? lineQuery(account.subjectCode, applied) : null);
  useReconDone(read.refresh);
  const lines = read.data?.lines ?? [];
  const source = usePagedRows(lines, {
    loading: read.loading && !read.data,
    cachedAt: read.cachedAt,
    queryKey: [account?.subjectCode, applied],
  });
  const totals = useMemo<BookLine | undefined>(() => {
    if (lines.length === 0) return undefined;
    return {
      key: 'total',
      date: '合计',
      voucherLabel: '',
      voucherId: null,
      status: null,
      summary: `共 ${lines.length} 笔`,
      settleNo: '',
      debit: sum(lines.map((l) => l.debit)),
      credit: sum(lines.map((l) => l.credit)),
      amount: sum(lines.map((l) => l.amount)),
      opening: false,
      matchId: null,
      matchRule: null,
      writtenOff: false,
    };
  }, [lines]);
  return (
    <Stack gap={0} data-testid="company-copy-screen">
      <Box px="sm" pt="sm">
        <AccountBar accounts={accounts} account={account} onChoose={choose}>
          <Text size="xs" c="dimmed">
            来源：总账凭证（{settings?.includeUnposted ? '含未记账凭证' : '仅已记账凭证'}）及日记账期初未达账
          </Text>
        </AccountBar>
      </Box>
      {account ? (
        <ListFrame
          title={route.title}
          subtitle={accountLabel(account)}
          source={source}
          columns={bookColumns}
          rowKey={(l) => l.key}
          noun="日记账"
          unit="笔"
          totals={totals}
          filters={<LineFilterFields value={state.draft ?? startLineFilter} onChange={state.setDraft} />}
          onSearch={() => void state.search(read.refresh)}
          onReset={state.reset}
          filterLine={`${accountLabel(account)}　${lineFilterLine(applied)}`}
        />
      ) : (
        <Text size="sm" c="dimmed" p="sm">
          尚未指定对账科目：请先在“指定对账科目”中指定银行存款科目。
        </Text>
      )}
    </Stack>
  );
}
