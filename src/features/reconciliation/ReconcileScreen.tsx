// 银行对账 (reconciliations/reconciliations): the chosen account's unmatched 单位日记账 and 银行对账单
// side by side. 自动对账 pairs them by the module's rules (结算号 first, then amount within the date
// window, nearest first); 勾对 matches the ticked items of both sides when their sums agree (many to
// many); the matched groups below can be undone (取消勾对). Every write goes through the outbox.
import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useMemo, useState } from 'react';
import {
  type AutoMatchAnswer,
  type BankLine,
  type BookLine,
  reconciliationContracts as c,
  type MatchView,
} from '../../core/contracts/reconciliation';
import { formatMoney, fromCents, toCents } from '../../core/money';
import { P } from '../../core/permissions/keys';
import { describeSigned, manualMatchProblem } from '../../core/reconciliation/matching';
import { useOpenOutboxEntries } from '../../local';
import { reconciliationKind } from '../../local/reconciliation';
import { useReport } from '../../ui/data/use-report';
import { openConfirmDialog } from '../../ui/dialogs';
import { emptySelection, type ListColumn, ListTable, type Selection } from '../../ui/list';
import { PageHeader } from '../../ui/PageHeader';
import type { ScreenProps } from '../../ui/screen-types';
import '../../ui/dayjs-locale';
import { AccountBar, accountLabel } from './AccountBar';
import { MatchedGroups } from './MatchedGroups';
import { useCan, useChosenAccount, useReconAccounts, useReconDone, useReconWrite } from './use-recon';

const side = <T extends { date: string; summary: string; settleNo: string }>(
  extra: ListColumn<T>[],
  money: (l: T) => { receipt: string; payment: string },
): ListColumn<T>[] => [
  { key: 'date', title: '日期', width: 88, value: (l) => l.date },
  ...extra,
  { key: 'summary', title: '摘要', value: (l) => l.summary, truncate: true },
  { key: 'settleNo', title: '结算号', width: 84, value: (l) => l.settleNo },
  {
    key: 'receipt',
    title: '收入',
    width: 104,
    kind: 'money',
    blankZero: true,
    value: (l) => money(l).receipt,
  },
  {
    key: 'payment',
    title: '支出',
    width: 104,
    kind: 'money',
    blankZero: true,
    value: (l) => money(l).payment,
  },
];

const bookSide = side<BookLine>(
  [{ key: 'voucher', title: '凭证', width: 58, value: (l) => l.voucherLabel }],
  (l) => ({
    receipt: l.debit,
    payment: l.credit,
  }),
);
const bankSide = side<BankLine>([], (l) => ({ receipt: l.receipt, payment: l.payment }));

const total = (items: readonly { amount: string }[]) =>
  fromCents(items.reduce((s, i) => s + toCents(i.amount), 0n));

export function ReconcileScreen({ route }: ScreenProps) {
  const { read: accountsRead, accounts } = useReconAccounts();
  const { account, choose } = useChosenAccount(accounts);
  const [dateTo, setDateTo] = useState<string | null>(null);
  const query = account
    ? { subjectCode: account.subjectCode, status: 'unmatched' as const, ...(dateTo ? { dateTo } : {}) }
    : null;
  const book = useReport(c.bookLines, query);
  const bank = useReport(c.bankLines, query);
  const matches = useReport(
    c.matches,
    account ? { subjectCode: account.subjectCode, writtenOff: false } : null,
  );
  const [bookTicks, setBookTicks] = useState<Selection>(emptySelection);
  const [bankTicks, setBankTicks] = useState<Selection>(emptySelection);
  const pending = useOpenOutboxEntries(reconciliationKind);
  const { run, busy } = useReconWrite();
  const can = useCan();
  const refresh = () => {
    book.refresh();
    bank.refresh();
    matches.refresh();
    accountsRead.refresh();
  };
  useReconDone(refresh);

  const bookLines = book.data?.lines ?? [];
  const bankLines = bank.data?.lines ?? [];
  const pickedBook = useMemo(() => bookLines.filter((l) => bookTicks.has(l.key)), [bookLines, bookTicks]);
  const pickedBank = useMemo(
    () => bankLines.filter((l) => bankTicks.has(String(l.id))),
    [bankLines, bankTicks],
  );
  const items = (
    ls: readonly { amount: string; date: string; settleNo: string }[],
    keyOf: (i: number) => string,
  ) => ls.map((l, i) => ({ key: keyOf(i), date: l.date, amount: l.amount as never, settleNo: l.settleNo }));
  const problem =
    pickedBook.length + pickedBank.length === 0
      ? null
      : manualMatchProblem(
          items(pickedBook, (i) => pickedBook[i]?.key ?? ''),
          items(pickedBank, (i) => String(pickedBank[i]?.id)),
        );
  const cachedAt = book.cachedAt ?? bank.cachedAt;
  const confirmed = account?.confirmedAt !== null && account !== null;
  const writable = can(P.reconciliation.reconcile) && confirmed;

  const auto = async () => {
    if (!account) return;
    await run<AutoMatchAnswer>({
      path: c.autoMatch.path,
      body: { subjectCode: account.subjectCode, ...(dateTo ? { dateTo } : {}) },
      label: `自动对账 ${accountLabel(account)}${dateTo ? ` 截至 ${dateTo}` : ''}`,
      done: (a) =>
        a.matched > 0
          ? `自动对账完成：勾对 ${a.matched} 笔（按结算号 ${a.bySettleNo} 笔，按金额和日期 ${a.byDate} 笔）`
          : '自动对账完成，没有可勾对的记录',
    });
    setBookTicks(emptySelection);
    setBankTicks(emptySelection);
  };
  const match = async () => {
    if (!account || problem !== null || pickedBook.length === 0) return;
    const answer = await run<MatchView>({
      path: c.match.path,
      body: {
        subjectCode: account.subjectCode,
        bookKeys: pickedBook.map((l) => l.key),
        bankIds: pickedBank.map((l) => l.id),
      },
      label: `手工勾对 ${accountLabel(account)} ${describeSigned(total(pickedBook))}`,
      done: () => `已勾对：单位日记账 ${pickedBook.length} 笔，银行对账单 ${pickedBank.length} 笔`,
    });
    if (answer !== undefined) {
      setBookTicks(emptySelection);
      setBankTicks(emptySelection);
    }
  };
  const unmatch = async (ids: number[]) => {
    if (!account || ids.length === 0) return;
    const yes = await openConfirmDialog({
      title: '取消勾对',
      message: `取消所选的 ${ids.length} 组勾对？其中的记录将回到未勾对。`,
      confirmLabel: '取消勾对',
    });
    if (!yes) return;
    await run<{ unmatched: number }>({
      path: c.unmatch.path,
      body: { subjectCode: account.subjectCode, matchIds: ids },
      label: `取消勾对 ${ids.length} 组（${accountLabel(account)}）`,
      done: (a) => `已取消 ${a.unmatched} 组勾对`,
    });
  };

  const sumLine = (label: string, picked: readonly { amount: string }[]) =>
    `${label} ${picked.length} 笔${picked.length > 0 ? `，${describeSigned(total(picked))}` : ''}`;
  return (
    <Stack gap="sm" p="sm" data-testid="reconcile-screen">
      <PageHeader
        title={route.title}
        subtitle={account ? accountLabel(account) : undefined}
        actions={
          <>
            <Button size="xs" variant="default" onClick={refresh}>
              刷新
            </Button>
            {can(P.reconciliation.reconcile) && (
              <>
                <Button size="xs" onClick={() => void auto()} loading={busy} disabled={!writable}>
                  自动对账
                </Button>
                <Button
                  size="xs"
                  onClick={() => void match()}
                  disabled={!writable || problem !== null || pickedBook.length === 0 || busy}
                >
                  勾对
                </Button>
              </>
            )}
          </>
        }
      />
      <AccountBar accounts={accounts} account={account} onChoose={choose} cachedAt={cachedAt}>
        <Group gap={6} wrap="nowrap">
          <Text size="xs" c="#4a5568">
            截止日期
          </Text>
          <DateInput
            size="xs"
            w={118}
            valueFormat="YYYY-MM-DD"
            clearable
            placeholder="不限"
            aria-label="截止日期"
            value={dateTo}
            onChange={setDateTo}
          />
        </Group>
      </AccountBar>
      {account && !confirmed && (
        <Alert color="orange" p={8}>
          <Text size="sm">
            该科目的对账期初尚未确认，请先完成“单位日记账期初”“银行对账单期初”并在“对账期初确认”中确认。
          </Text>
        </Alert>
      )}
      {pending.length > 0 && (
        <Alert color="orange" p={8} data-testid="recon-pending">
          <Text size="sm">
            本机有 {pending.length} 项对账操作待同步，联网后自动提交；下方显示的是服务器已确认的结果。
          </Text>
        </Alert>
      )}
      <Group gap="md" px={4} data-testid="picked-sums">
        <Text size="sm">{sumLine('已选单位日记账', pickedBook)}</Text>
        <Text size="sm">{sumLine('已选银行对账单', pickedBank)}</Text>
        {problem && pickedBook.length > 0 && pickedBank.length > 0 && (
          <Text size="sm" c="red">
            相差 {formatMoney(fromCents(toCents(total(pickedBook)) - toCents(total(pickedBank))))}
            ，合计相等才能勾对
          </Text>
        )}
      </Group>
      <SimpleGrid cols={2} spacing="sm">
        <div style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" mb={4}>
            单位日记账（未勾对）
          </Text>
          <ListTable
            label="未勾对的单位日记账"
            columns={bookSide}
            rows={bookLines}
            rowKey={(l) => l.key}
            loading={book.loading && !book.data}
            selection={writable ? bookTicks : undefined}
            onSelectionChange={setBookTicks}
            rowLabel={(l) => `日记账 ${l.date} ${l.summary}`}
            noun="日记账"
            unit="笔"
            emptyText="没有未勾对的单位日记账"
          />
        </div>
        <div style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" mb={4}>
            银行对账单（未勾对）
          </Text>
          <ListTable
            label="未勾对的银行对账单"
            columns={bankSide}
            rows={bankLines}
            rowKey={(l) => String(l.id)}
            loading={bank.loading && !bank.data}
            selection={writable ? bankTicks : undefined}
            onSelectionChange={setBankTicks}
            rowLabel={(l) => `对账单 ${l.date} ${l.summary}`}
            noun="对账单"
            unit="笔"
            emptyText="没有未勾对的银行对账单"
          />
        </div>
      </SimpleGrid>
      <MatchedGroups
        matches={matches.data ?? []}
        loading={matches.loading && !matches.data}
        onUnmatch={writable ? (ids) => void unmatch(ids) : undefined}
      />
    </Stack>
  );
}
